/**
 * Text normalisation for matching, with an offset map back to the original.
 *
 * Players evade filters with Latin look-alikes ("cyкa"), digits ("6ля"),
 * spaced or dotted letters ("к л я н у с ь", "х.у.й"), stretched letters
 * ("клянууусь"), zero-width characters and masks ("с*ка"). Every detector
 * matches against the normalised text and reports offsets in the original,
 * so the host sees exactly what the player typed.
 *
 * The result is lower case Cyrillic where a word is Cyrillic, with ё folded
 * to е and every run of a repeated letter collapsed to one letter. Patterns
 * matched against it must be collapsed the same way (see `collapse`).
 *
 * Runs in one pass per step over the input: linear in its length.
 */
import { INVISIBLE_CHARS } from './invisible';

export interface Normalized {
  readonly original: string;
  /** Normalised text. */
  readonly text: string;
  /** For each UTF-16 unit of `text`, the start of its source in `original`. */
  readonly starts: Int32Array;
  /** For each UTF-16 unit of `text`, the end (exclusive) of its source in `original`. */
  readonly ends: Int32Array;
  /** 1 where the character came from spaced-out letters ("к л я н у с ь"). */
  readonly spaced: Uint8Array;
}

/** Characters a player can insert to split a word without it showing. */
const INVISIBLE = new RegExp(INVISIBLE_CHARS.source);
const COMBINING = /\p{M}/u;
const CYR = /[а-яё]/;
const LAT = /[a-z]/;
const LETTER = /\p{L}/u;

/** Latin and Greek letters that look like Cyrillic ones, used inside Cyrillic words. */
const LOOKALIKE: Record<string, string> = {
  a: 'а', b: 'в', c: 'с', d: 'д', e: 'е', g: 'д', h: 'н', i: 'и', k: 'к', l: 'л', m: 'м', n: 'п',
  o: 'о', p: 'р', r: 'г', t: 'т', u: 'и', x: 'х', y: 'у', '@': 'а', $: 'с',
  α: 'а', β: 'в', ε: 'е', κ: 'к', ο: 'о', ρ: 'р', τ: 'т', υ: 'у', χ: 'х', ν: 'v', η: 'п', μ: 'м',
};
/** Digits that stand for Cyrillic letters ("6ля", "п1зда", "х0р0ш0"). */
const DIGIT_CYR: Record<string, string> = { '0': 'о', '3': 'з', '4': 'ч', '6': 'б', '1': 'и', '9': 'д' };
/** Digits and symbols that stand for Latin letters in a Latin word ("sh1t", "f@ck"). */
const DIGIT_LAT: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
/** A pure-Latin word made only of these letters is probably Cyrillic typed in Latin ("cyka", "xyu"). */
const LAT_ONLY_LOOKALIKE = /^[aceopxykmt]+$/;

/** Characters that, between letters, mask a letter ("с*ка", "б#ядь"). */
const MASK = new Set(['*', '#', '%', '_']);

function isLetter(ch: string): boolean {
  return ch.length > 0 && (CYR.test(ch) || LAT.test(ch) || (ch > '\u007f' && LETTER.test(ch)));
}
function isWordChar(ch: string): boolean {
  return isLetter(ch) || (ch >= '0' && ch <= '9') || ch === '@' || ch === '$' || MASK.has(ch);
}

/** Lower case, NFKC and ё→е for one code point; fast path for the common ranges. */
function foldChar(cp: number, ch: string): string {
  if (cp < 0x80) return cp >= 65 && cp <= 90 ? String.fromCharCode(cp + 32) : ch;
  if (cp >= 0x410 && cp <= 0x44f) {
    const lower = cp <= 0x42f ? String.fromCharCode(cp + 32) : ch;
    return lower;
  }
  if (cp === 0x401 || cp === 0x451) return 'е';
  const n = ch.normalize('NFKC').toLowerCase();
  return n.includes('ё') ? n.replace(/ё/g, 'е') : n;
}

interface Buf {
  chars: string[];
  st: number[];
  en: number[];
  /** Spaced-letter flags, filled from pass 3 on. */
  sp?: number[];
}

export function normalize(input: string): Normalized {
  const b: Buf = { chars: [], st: [], en: [] };

  // Pass 1: code points → folded characters, invisible ones dropped, marks merged.
  for (let i = 0; i < input.length; ) {
    const cp = input.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const ch = input.slice(i, i + len);
    if (INVISIBLE.test(ch) || (cp >= 0xe0000 && cp <= 0xe007f)) {
      i += len;
      continue;
    }
    if (COMBINING.test(ch)) {
      const last = b.chars.length - 1;
      if (last >= 0) {
        // и + breve is й; any other mark (strike-through, accents) is decoration.
        if (cp === 0x306 && b.chars[last] === 'и') b.chars[last] = 'й';
        b.en[last] = i + len;
      }
      i += len;
      continue;
    }
    const folded = foldChar(cp, ch);
    for (const out of folded) {
      for (let k = 0; k < out.length; k++) {
        b.chars.push(out[k]!);
        b.st.push(i);
        b.en.push(i + len);
      }
    }
    i += len;
  }

  foldLookalikes(b);
  const joined = joinSpacedLetters(b);
  const collapsed = collapseRuns(joined);

  return {
    original: input,
    text: collapsed.chars.join(''),
    starts: Int32Array.from(collapsed.st),
    ends: Int32Array.from(collapsed.en),
    spaced: Uint8Array.from(collapsed.sp ?? []),
  };
}

/** Pass 2: inside each word, fold look-alike Latin letters, digits and symbols. */
function foldLookalikes(b: Buf): void {
  const c = b.chars;
  let i = 0;
  while (i < c.length) {
    if (!isWordChar(c[i]!)) {
      i++;
      continue;
    }
    let j = i;
    let cyr = 0;
    let lat = 0;
    let letters = 0;
    while (j < c.length && isWordChar(c[j]!)) {
      const ch = c[j]!;
      if (CYR.test(ch)) cyr++;
      else if (LAT.test(ch)) lat++;
      if (isLetter(ch)) letters++;
      j++;
    }
    if (cyr > 0) {
      for (let k = i; k < j; k++) {
        const ch = c[k]!;
        const prevL = k > i && isLetter(c[k - 1]!);
        const nextL = k + 1 < j && isLetter(c[k + 1]!);
        if (LAT.test(ch) || (ch > '\u007f' && LOOKALIKE[ch])) {
          if (LOOKALIKE[ch]) c[k] = LOOKALIKE[ch]!;
        } else if (ch === '@' || ch === '$') {
          // "@" between letters hides any letter ("п@зда", "с@ка"): a mask, like "*".
          if (prevL && nextL) c[k] = ch === '@' ? '*' : LOOKALIKE[ch]!;
          else if (ch === '$' && nextL) c[k] = 'с';
        } else if (DIGIT_CYR[ch]) {
          // A digit between letters, or one lone digit opening a word of letters
          // ("6ля"), is a letter; a seat number before a suffix ("5й", "09чр") is not.
          const lone = (k === i || !/\d/.test(c[k - 1]!)) && (k + 1 === j || !/\d/.test(c[k + 1]!));
          const opening = k === i && lone && k + 2 < j && isLetter(c[k + 1]!) && isLetter(c[k + 2]!) && letters >= 2;
          if ((prevL && nextL) || opening || (prevL && k + 1 === j && k - i >= 2 && lone)) c[k] = DIGIT_CYR[ch]!;
        }
      }
    } else if (lat > 0) {
      const word: string[] = [];
      for (let k = i; k < j; k++) {
        const ch = c[k]!;
        const prevL = k > i && isLetter(c[k - 1]!);
        const nextL = k + 1 < j && isLetter(c[k + 1]!);
        if (DIGIT_LAT[ch] && (prevL || nextL) && lat >= 2) c[k] = DIGIT_LAT[ch]!;
        word.push(c[k]!);
      }
      if (word.length >= 3 && LAT_ONLY_LOOKALIKE.test(word.join(''))) {
        for (let k = i; k < j; k++) c[k] = LOOKALIKE[c[k]!] ?? c[k]!;
      }
    }
    // Masks between letters stay as the wildcard '*'; elsewhere they are punctuation.
    for (let k = i; k < j; k++) {
      if (MASK.has(c[k]!)) {
        const prevL = k > i && (isLetter(c[k - 1]!) || c[k - 1] === '*');
        const nextL = k + 1 < j && (isLetter(c[k + 1]!) || MASK.has(c[k + 1]!));
        c[k] = prevL || nextL ? '*' : ' ';
      }
    }
    i = j;
  }
}

const SPACED_SEP = /[ \t.\-_,·•|/\\+~:;'"`]/;

/**
 * Pass 3: "к л я н у с ь", "х.у.й", "б-л-я" → one word. Three or more single
 * letters in a row, each separated by at most three separator characters.
 */
function joinSpacedLetters(b: Buf): Buf {
  const c = b.chars;
  const n = c.length;
  const drop = new Uint8Array(n);
  const spaced = new Uint8Array(n);
  let i = 0;
  while (i < n) {
    // Is c[i] a single-letter word?
    if (!isSingle(c, i)) {
      i++;
      continue;
    }
    const letters = [i];
    let k = i;
    for (;;) {
      let s = k + 1;
      let seps = 0;
      while (s < n && SPACED_SEP.test(c[s]!) && seps < 4) {
        s++;
        seps++;
      }
      if (seps === 0 || seps > 3 || s >= n || !isSingle(c, s)) break;
      letters.push(s);
      k = s;
    }
    if (letters.length >= 3) {
      for (const l of letters) spaced[l] = 1;
      for (let m = 0; m + 1 < letters.length; m++) {
        for (let s = letters[m]! + 1; s < letters[m + 1]!; s++) drop[s] = 1;
      }
    }
    i = k + 1;
  }
  const out: Buf = { chars: [], st: [], en: [], sp: [] };
  for (let m = 0; m < n; m++) {
    if (drop[m]) continue;
    out.chars.push(c[m]!);
    out.st.push(b.st[m]!);
    out.en.push(b.en[m]!);
    out.sp!.push(spaced[m]!);
  }
  return out;
}

function isSingle(c: string[], i: number): boolean {
  return (
    isLetter(c[i]!) &&
    (i === 0 || !isWordChar(c[i - 1]!)) &&
    (i + 1 >= c.length || !isWordChar(c[i + 1]!))
  );
}

/** Pass 4: "клянууусь" → "клянусь"; every run of one letter (or mask) becomes one. */
function collapseRuns(b: Buf): Buf {
  const out: Buf = { chars: [], st: [], en: [], sp: [] };
  for (let m = 0; m < b.chars.length; m++) {
    const ch = b.chars[m]!;
    const last = out.chars.length - 1;
    if (last >= 0 && out.chars[last] === ch && (isLetter(ch) || ch === '*')) {
      out.en[last] = b.en[m]!;
      continue;
    }
    out.chars.push(ch);
    out.st.push(b.st[m]!);
    out.en.push(b.en[m]!);
    out.sp!.push(b.sp?.[m] ?? 0);
  }
  return out;
}

/** Collapses a pattern or word list entry the same way the text is collapsed. */
export function collapse(s: string): string {
  return s.toLowerCase().replace(/ё/g, 'е').replace(/(\p{L})\1+/gu, '$1');
}

/** Maps a span of the normalised text back to the original text. */
export function toOriginal(n: Normalized, start: number, end: number): { start: number; end: number } {
  if (n.text.length === 0) return { start: 0, end: 0 };
  const s = Math.min(Math.max(start, 0), n.text.length - 1);
  const e = Math.min(Math.max(end, s + 1), n.text.length);
  return { start: n.starts[s]!, end: n.ends[e - 1]! };
}
