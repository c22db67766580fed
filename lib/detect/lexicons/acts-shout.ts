import { wordList } from '../../text/wordlist';

/**
 * Shouting, as a player writes it of himself in a stage direction ("*кричит*",
 * "*орёт на весь стол*", "*срывается на крик*"): the clubs' remark «крики за
 * игровым столом». Third person present, as such directions are written. "ору"
 * (I laugh) and "кричал" (a report) are not acts. Pattern fragments.
 */
export const ACTS_SHOUT = wordList(
  'acts-shout',
  String.raw`
верещит
визжит
вопит
воплю
голосит
горланит
кричит
кричу
надрывается
начинает~1кричать
негодует~1вслух
орет
переходит~1на~1крик
повышает~1голос
рявкает
срывается~1на~1(?:крик|ор|визг)
`,
);
