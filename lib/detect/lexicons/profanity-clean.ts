import { wordList } from '../../text/wordlist';

/**
 * Clean words a mat root would take (online 1.1 forbids mat, not words that
 * share its letters): looked up only for a word a root caught. Whole
 * normalised words. Slots: хуже and its forms, buckles (бляха), ebonite, the
 * city nickname Ебург.
 */
export const PROFANITY_CLEAN = wordList(
  'profanity-clean',
  String.raw`
бляха
бляхой
бляху
бляшка
бляшки
ебонит
ебург
ебурга
ебурге
ебургу
наихуже
оеб
похуже
хуже
`,
);
