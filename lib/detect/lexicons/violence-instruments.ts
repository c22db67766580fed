import { wordList } from '../../text/wordlist';

/**
 * What someone is beaten with, in the instrumental ("ногами", "ремнём",
 * "битой"): beside a beating verb it makes the statement physical even when the
 * verb alone ("бить") could be said of a game (online 3.2.7). Slot: body parts
 * used to strike and the usual objects.
 */
export const VIOLENCE_INSTRUMENTS = wordList(
  'violence-instruments',
  String.raw`
арматур(?:ой|инами)
берцами
битой
дубин(?:ой|кой)
кирпич(?:ом|ами)
кулак(?:ом|ами)
лом(?:ом|иком)
лопатой
ногами
ногой
палк(?:ой|ами)
плетк(?:ой|ами)
плетью
ремн(?:ем|ями)
розгами
сапог(?:ом|ами)
стулом
тапк(?:ом|ами)
`,
);
