import { wordList } from '../../text/wordlist';

/**
 * Adjectives that make an everyday noun an insult of whoever it is said of
 * ("жирная корова", "старый козёл", "слепой крот", "упрямый осёл"): before a
 * word of insult-words-aimed.ts they name no thing but a person (online 3.2).
 * Whole normalised words, by stem.
 */
export const BELITTLING_ADJECTIVES = wordList(
  'belittling-adjectives',
  String.raw`
безмозгл…
вонюч…
дран(?:ая|ый|ое)
ебан…
ебуч…
жирн…
облезл…
паршив…
слеп(?:ой|ая|ое)
стар(?:ый|ая|ое)
толст(?:ый|ая|ое)
туп(?:ой|ая|ое)
тупорыл…
упрям(?:ый|ая|ое)
`,
);
