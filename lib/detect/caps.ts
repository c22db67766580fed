/**
 * Caps (online 1.2): text written in capitals is shouting. Letters of any
 * script count; abbreviations ("ОК", "5 ЧР", "ППК") are words of up to three
 * letters and do not, in a message that has other words; laughter
 * ("АХАХАХА") is reported apart so the engine can let it pass when rare.
 * A message with no lower-case letter at all is shouting when it says more
 * than abbreviations: short words ("ЭТО ЖЕ ОН", "ДА ДА Я ЗНАЮ"), spaced-out
 * letters ("Я  М И Р Н Ы Й"), or abbreviations asked or repeated ("КТО ШЕР???",
 * "ЧР ЧР ЧР 6 ЧР"); "5 ЧР 7 КР" and "ППК" stay clean.
 */

import { CAPS_ABBREVIATIONS } from './lexicons/caps-abbreviations';

export interface CapsOptions {
  /** Minimum upper-case letters, counted in words of 4+ letters. */
  minLetters: number;
  /** Share of those letters that must be upper case. */
  ratio: number;
}

export const DEFAULT_CAPS: CapsOptions = { minLetters: 6, ratio: 0.8 };

const WORD = /\p{L}+/gu;
/**
 * Laughter in any syllables: "АХАХА", "АЗАЗА", "ХЫХЫ", "ГЫГЫ", "ПХПХ", "ХЕХЕ",
 * "LOL", "LMAO", "КЕК", "ОРУ" — a word of laughing letters only.
 */
const LAUGH = /^(?:[ахзпфыгиеоьъaxhzpfo]+|l[oо]l+|lmf?ao+|kek|кек|лол|ору+|ржу+|ржака|ржунимагу)$/iu;
/** A laughing word also has a laughing consonant, twice: "АЗАЗ", not "ОГО" alone or a real word. */
const LAUGH_CONSONANTS = /[хзгфпxhzgfp].*[хзгфпxhzgfp]/iu;

/** The laughing words that have no second laughing consonant: "LOL", "КЕК", "ОРУ". */
const LAUGH_WORDS = /^(?:l[oо]l|lmf?ao|kek|кек|лол|ору|ржу|ржака|ржунимагу)/iu;

/** Whether a word is laughter ("АХАХА", "ПХАХ", "LOL"), not a word shouted. */
export function laughingWord(w: string): boolean {
  return LAUGH.test(w) && (LAUGH_CONSONANTS.test(w) || LAUGH_WORDS.test(w));
}

export interface CapsResult {
  start: number;
  end: number;
  laughter: boolean;
}

/** 1 upper case, -1 lower case, 0 neither; fast for Latin and Cyrillic. */
export function letterCase(c: number): number {
  if ((c >= 65 && c <= 90) || (c >= 0x410 && c <= 0x42f) || c === 0x401) return 1;
  if ((c >= 97 && c <= 122) || (c >= 0x430 && c <= 0x44f) || c === 0x451) return -1;
  if (c < 0xc0) return 0;
  const ch = String.fromCharCode(c);
  const up = ch.toUpperCase();
  const lo = ch.toLowerCase();
  return up === lo ? 0 : ch === up ? 1 : -1;
}

export function detectCaps(text: string, opts: CapsOptions = DEFAULT_CAPS): CapsResult | null {
  // Most messages have few capitals: count them before looking at words.
  let anyUpper = 0;
  for (let i = 0; i < text.length && anyUpper < opts.minLetters; i++) if (letterCase(text.charCodeAt(i)) === 1) anyUpper++;
  // Fewer capitals than a mixed message needs: shouting only as a short message of capitals alone.
  if (anyUpper < opts.minLetters) return anyUpper >= SHORT_CAPS_FEWEST ? shortCaps(text) : null;

  let upper = 0;
  let lower = 0;
  let first = -1;
  let last = -1;
  let laughter = true;
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) {
    const w = m[0];
    if (w.length < 4) continue;
    let u = 0;
    let l = 0;
    for (let i = 0; i < w.length; i++) {
      const k = letterCase(w.charCodeAt(i));
      if (k === 1) u++;
      else if (k === -1) l++;
    }
    upper += u;
    lower += l;
    if (u > 0 && u >= l) {
      if (first < 0) first = m.index;
      last = m.index + w.length;
      if (laughter && !laughingWord(w)) laughter = false;
    }
  }
  if (upper < opts.minLetters || upper < opts.ratio * (upper + lower) || first < 0) return shortCaps(text);
  return { start: first, end: last, laughter };
}

/** Game and chat abbreviations players write in capitals as a matter of course (a reviewed list). */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(CAPS_ABBREVIATIONS);
/**
 * Fewest capitals, counted over all words, for a message with no lower case to
 * be shouting: three ("СТОП", "НЕТ", "ВСЕ В 7"), or two said with "!" or "?"
 * ("ЭЙ!!"); a message of abbreviations only needs five and a question or a
 * repeat ("ЧР ЧР ЧР", "ППК ППК?"), so that "ДОН?" and "ППК" stay clean.
 */
const SHORT_CAPS_MIN = 3;
const ABBREVIATIONS_MIN = 5;
export const SHORT_CAPS_FEWEST = 2;

/** A message with no lower-case letter that says more than abbreviations (see the header). */
function shortCaps(text: string): CapsResult | null {
  let upper = 0;
  let first = -1;
  let last = -1;
  let plain = false; // a word that is not an abbreviation
  let repeated = false;
  let prev = '';
  let singles = 0; // spaced-out letters in a row
  let spaced = false;
  let laughter = true;
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) {
    const w = m[0];
    for (let i = 0; i < w.length; i++) {
      const k = letterCase(w.charCodeAt(i));
      if (k === -1) return null;
      if (k === 1) upper++;
    }
    if (first < 0) first = m.index;
    last = m.index + w.length;
    const lw = w.toLowerCase();
    if (w.length === 1) {
      if (++singles >= 3) spaced = true;
    } else singles = 0;
    if (!ABBREVIATIONS.has(lw) && w.length > 1) plain = true;
    if (lw === prev) repeated = true;
    prev = lw;
    if (!LAUGH.test(w)) laughter = false;
  }
  if (upper < SHORT_CAPS_FEWEST || first < 0) return null;
  const end = text.trimEnd();
  const asked = end.endsWith('?') || end.endsWith('!');
  if (upper < SHORT_CAPS_MIN && !(plain && asked)) return null;
  if (!plain && !spaced && (upper < ABBREVIATIONS_MIN || (!asked && !repeated))) return null;
  return { start: first, end: last, laughter };
}
