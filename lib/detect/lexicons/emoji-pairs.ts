import { wordList } from '../../text/wordlist';

/**
 * Two emoji that insult together though neither does alone: a brain crossed out
 * or absent ("10 🧠❌"), laughing at a finger pointed ("😂🫵" is in
 * emoji-insulting through 🫵). One pair per line, in the order typed; both
 * orders are listed where both are typed.
 */
export const EMOJI_PAIRS = wordList(
  'emoji-pairs',
  String.raw`
⛔🧠
✖🧠
❌🧠
🚫🧠
🧠0
🧠⛔
🧠✖
🧠❌
🧠➖
🧠🚫
`,
);
