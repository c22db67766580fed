import { wordList } from '../../text/wordlist';

/**
 * Game words every language at the table borrows from Russian or English
 * (мафия, шериф, дон): inside a foreign phrase they are still that phrase,
 * alone they are Russian. Lower-case whole Cyrillic words.
 */
export const GAME_LOANWORDS = wordList(
  'game-loanwords',
  String.raw`
доктор
дон
маф
мафии
мафию
мафия
мафиясы
шериф
`,
);
