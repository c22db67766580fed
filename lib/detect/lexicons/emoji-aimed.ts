import { wordList } from '../../text/wordlist';

/**
 * Emoji that mock only when put on someone ("🥱 5, ты закончил?", "🤪 это про
 * 8", "🐢 3"): alone they are the speaker's own mood ("🥱 спать хочу"). Slot:
 * boredom, craziness, slowness, dullness, infantility.
 */
export const EMOJI_AIMED = wordList(
  'emoji-aimed',
  String.raw`
🍼
🐢
😴
🤤
🤪
🥔
🥱
🦥
🧱
🪨
`,
);

/**
 * Emoji that taunt when put on someone ("🤫 1", "💅 ну-ну, 2", "🙄 4, опять ты"): a provocation (online 2.5,
 * «эмодзи для … провокаций»), no insult. Alone they are the speaker's own mood. Slot: shushing, unbothered,
 * watching the show, salt, eye-rolling, giggling behind a hand, snoring at a speech.
 */
export const EMOJI_TAUNTS = wordList(
  'emoji-taunts',
  String.raw`
🍿
💅
💤
🙄
🤫
🤭
🧂
🫢
`,
);
