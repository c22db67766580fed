import { wordList } from '../../text/wordlist';

/**
 * Emoji that insult or provoke whoever they are put on (online 2.5 and 3.2.1:
 * «Использование эмодзи для оскорбления или провокаций», its examples 🤡, ♿,
 * 💩): animals called a person, filth and disgust, death, mockery (🫵 pointing,
 * 🤓 the know-all), obscene gestures and sexual fruit. One emoji per line, as
 * normalised text has it (variation selectors dropped). Reactions that judge a
 * move, not a person (👎, 🤔, 🙄, 🤦, 😂), are not here.
 */
export const EMOJI_INSULTING = wordList(
  'emoji-insulting',
  String.raw`
♿
⚰
🍆
🍑
🐀
🐄
🐌
🐍
🐏
🐐
🐑
🐒
🐓
🐔
🐖
🐮
🐵
🐷
🐸
🐽
💩
🔪
🖕
🗑
🚮
🚽
🤏
🤓
🤡
🤢
🤬
🤮
🥴
🦆
🦍
🦧
🦨
🧻
🪦
🪳
🫏
🫵
`,
);
