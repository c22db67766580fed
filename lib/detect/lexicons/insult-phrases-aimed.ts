import { wordList } from '../../text/wordlist';

/**
 * Insults made of several words that have a literal sense too ("пустое место"
 * is also an empty seat): an insult with a person named right before them
 * ("ты пустое место", "5 — пустое место", "у тебя ума нет"). Pattern fragments.
 */
export const INSULT_PHRASES_AIMED = wordList(
  'insult-phrases-aimed',
  String.raw`
мест(?:о|а)~1(?:на~1(?:помойке|свалке|мусорке)|в~1(?:зоопарке|хлеву|стойле|канаве|параше))
пустое~1место
пустым~1местом
ума~1(?:нет|ноль|нету)
`,
);
