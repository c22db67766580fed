/**
 * Caps (online 1.2). Letters of any script count; abbreviations ("ОК",
 * "5 ЧР", "ППК") are words of up to three letters and do not; laughter
 * ("АХАХАХА") is reported apart so the engine can let it pass when rare.
 */

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

export interface CapsResult {
  start: number;
  end: number;
  laughter: boolean;
}

/** 1 upper case, -1 lower case, 0 neither; fast for Latin and Cyrillic. */
function letterCase(c: number): number {
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
  if (anyUpper < opts.minLetters) return null;

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
      if (laughter && !(LAUGH.test(w) && (LAUGH_CONSONANTS.test(w) || /^(?:l[oо]l|lmf?ao|kek|кек|лол|ору|ржу|ржака|ржунимагу)/iu.test(w)))) laughter = false;
    }
  }
  if (upper < opts.minLetters || upper < opts.ratio * (upper + lower) || first < 0) return null;
  return { start: first, end: last, laughter };
}
