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
