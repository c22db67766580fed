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
в~1полный~1голос
верещит
визжит
во~1весь~1голос
вопит
воплю
голосит
горланит
громогласно
кричит
кричу
на~1весь~1(?:стол|зал)
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
