import { wordList } from '../../text/wordlist';

/**
 * A person named by faith, orientation or origin, as the noun a label puts on
 * one player ("ты мусульманин, тебе веры нет", "он же гей", "ты же
 * кавказец", "ты же верующий", "батюшка наш 8"): online 3.2.4, the clubs' «религиозные и сексуальные ярлыки и
 * намёки». Neutral words: only the phrase around them (insults.ts) makes the
 * label. Slot: the singular noun for a man or a woman, beside the peoples of
 * ethnonyms.ts.
 */
export const GROUP_MEMBERS = wordList(
  'group-members',
  String.raw`
атеист
атеистка
баптист
баптистка
батюшка
бисексуал
бисексуалка
богомолец
богомолка
буддист
буддистка
верующая
верующий
гей
голубок
гомосексуалист
иудей
иудейка
католик
католичка
кришнаит
кришнаитка
лесбиянка
мусульманин
мусульманка
православная
православный
приезжая
приезжий
святоша
сектант
сектантка
трансгендер
христианин
христианка
южанин
южанка
`,
);
