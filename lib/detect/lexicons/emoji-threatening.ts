import { wordList } from '../../text/wordlist';

/**
 * Emoji that threaten when put on someone ("🔪 10", "👊 4-й", "🔫 тебе после игры"): weapons, a fist, a bomb, a
 * blow. The clubs count them as the threat they picture (club remarks: «угрозы»); online the document names an
 * emoji put on a person as an insult (3.2.1), so there they cost what an insulting emoji does. Alone, or on a role
 * ("🔪 маньяк в игре есть?"), they are no threat; a fist alone is a fist bump. One emoji per line, normalised.
 */
export const EMOJI_THREATENING = wordList(
  'emoji-threatening',
  String.raw`
👊
💣
💥
🔨
🔪
🔫
🗡
🤛
🤜
🥊
🪓
`,
);
