import { wordList } from '../../text/wordlist';

/**
 * Seats named in words ("пятый", "пятёрка", "с пятым"): what a digit says, in
 * the ordinal and the collective noun, in the cases chat puts them in. Read by
 * detectors that need someone named (who an insult is said of, with whom one
 * corresponds). Whole normalised words.
 */
export const SEAT_WORDS = wordList(
  'seat-words',
  String.raw`
восьм(?:ой|ого|ому|ым|ом|ая|ую|ерка|ерку|ерке|еркой|ерки)
втор(?:ой|ого|ому|ым|ом|ая|ую)
двойк(?:а|у|е|ой|и)
девят(?:ый|ого|ому|ым|ом|ая|ую|ка|ку|ке|кой|ки)
десят(?:ый|ого|ому|ым|ом|ая|ую|ка|ку|ке|кой|ки)
единичк(?:а|у|е|ой|и)
перв(?:ый|ого|ому|ым|ом|ая|ую)
пят(?:ый|ого|ому|ым|ом|ая|ую|ерка|ерку|ерке|еркой|ерки)
седьм(?:ой|ого|ому|ым|ом|ая|ую)
сем(?:ерка|ерку|ерке|еркой|ерки)
трет(?:ий|ьего|ьему|ьим|ьем|ья|ью)
тройк(?:а|у|е|ой|и)
четверк(?:а|у|е|ой|и)
четверт(?:ый|ого|ому|ым|ом|ая|ую)
шест(?:ой|ого|ому|ым|ом|ая|ую|ерка|ерку|ерке|еркой|ерки)
`,
);
