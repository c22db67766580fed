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
 * This is on the per-message hot path, so it works on UTF-16 code units in
 * typed arrays: a few passes, each linear in the length of the message.
 */
/* eslint-disable @typescript-eslint/no-non-null-assertion --
 * Once for the file. The normalisers read the input and their buffers at indexes bounded by their loops and by the buffers' sizes
 * (grown before they are written), on every character of every message; a check per read would cost there.
 * tests/normalize.test.ts holds the one-pass path to the full passes on random text of every kind.
 */

import { LEXICON_REACH, lookUp, lookedUp, WORD_HASH_SEED, wordHashStep } from './lexicon';

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
  /** Words of `text` (runs of letters, digits and the mask), split in the same pass. */
  readonly tokens: Token[];
  /**
   * True when the pattern language's words (runs of `W`, see pattern.ts) are
   * not exactly `tokens` somewhere: a letter outside the patterns' scripts
   * ("死"), or a symbol those ranges hold ("÷"). Rare; the tables' scan then
   * walks the pattern language's words instead of the tokens.
   */
  readonly mixed: boolean;
  /**
   * Only Russian letters, digits, spaces and ASCII punctuation (no Latin, no
   * other script, no emoji, no mask hiding a letter), and no two one-letter
   * words in a row.
   * Most chat is; detectors that look for anything else skip such a message.
   * False says nothing: "а я за" is such text, read by the full passes.
   */
  readonly plain: boolean;
  /**
   * How many capital letters the original holds, when the one-pass path read
   * it (it counts them as it folds); -1 when the full passes did. Lets the
   * caps check skip the usual message, which has one capital or none.
   */
  readonly capitals: number;
  /**
   * The message's words read as one: FNV-1a over their letters and digits with
   * one space between words, and how many letters and digits — what the spam
   * key hashes (engine/analysis.ts), worked out as the one-pass path reads;
   * length -1 when it did not read the message (or found no word).
   */
  readonly wordsHash: number;
  readonly wordsLength: number;
  /**
   * Per-message scratch of the detectors' shared machinery (which table rows
   * can match: see detect/table.ts). Lives and dies with the message, instead
   * of a WeakMap keyed on it.
   */
  scan?: unknown;
}

export interface Token {
  /** The word in normalised text. */
  t: string;
  /** Offsets in normalised text. */
  s: number;
  e: number;
  /** Joined from spaced-out letters: its word boundaries are unknown. */
  spaced?: boolean;
  /** What the detectors found out about the word (text/lexicon.ts), once looked up. */
  a?: unknown[];
}

const STAR = 42; // '*'
const AT = 64; // '@'
const DOLLAR = 36; // '$'
const E_CYR = 0x435; // 'е'

/** Latin and Greek letters that look like Cyrillic ones, used inside Cyrillic words. */
const LOOKALIKE = new Map<number, number>(
  Object.entries({
    a: 'а',
    b: 'в',
    c: 'с',
    d: 'д',
    e: 'е',
    g: 'д',
    h: 'н',
    i: 'и',
    k: 'к',
    l: 'л',
    m: 'м',
    n: 'п',
    o: 'о',
    p: 'р',
    r: 'г',
    t: 'т',
    u: 'и',
    x: 'х',
    y: 'у',
    // Not look-alikes but letters typed for these sounds inside a Cyrillic word ("пиzдец", "хорошw").
    w: 'ш',
    z: 'з',
    $: 'с',
    α: 'а',
    β: 'в',
    ε: 'е',
    κ: 'к',
    ο: 'о',
    ρ: 'р',
    τ: 'т',
    υ: 'у',
    χ: 'х',
    η: 'п',
    μ: 'м',
    π: 'п',
  }).map(([k, v]) => [k.charCodeAt(0), v.charCodeAt(0)]),
);
/** Digits that stand for Cyrillic letters ("6ля", "п1зда", "х0р0ш0", "кл9нусь": 9 is the mirrored я). */
const DIGIT_CYR = new Map<number, number>(
  Object.entries({ 0: 'о', 3: 'з', 4: 'ч', 6: 'б', 1: 'и', 9: 'я' }).map(([k, v]) => [k.charCodeAt(0), v.charCodeAt(0)]),
);
/** Digits and symbols that stand for Latin letters in a Latin word ("sh1t", "f@ck"). */
const DIGIT_LAT = new Map<number, number>(
  Object.entries({ 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', '@': 'a', $: 's' }).map(([k, v]) => [k.charCodeAt(0), v.charCodeAt(0)]),
);
/** A pure-Latin word made only of these letters is probably Cyrillic typed in Latin ("cyka"). */
const LAT_ONLY_LOOKALIKE = new Set([...'aceopxykmt'].map((c) => c.charCodeAt(0)));
/** Characters that, between letters, mask a letter ("с*ка", "б#ядь"). */
const MASKS = new Set([STAR, 35 /* # */, 37 /* % */, 95 /* _ */]);

const isCyr = (c: number) => (c >= 0x430 && c <= 0x44f) || c === 0x451;
const isLat = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

const LETTER_RE = /\p{L}/u;

/**
 * Character classes by code unit, worked out on first sight of each unit and
 * kept in one table: the passes below ask them of every character.
 */
const KNOWN = 1;
const LETTER = 2;
const WORD = 4; // letter, digit, '@', '$' or a mask
const SEP = 8; // separator between spaced-out letters
const MASK = 16;
const classes = new Uint8Array(65536);

function classify(c: number): number {
  let v = KNOWN;
  const letter =
    c < 0x80
      ? isLat(c) || (c >= 65 && c <= 90)
      : isCyr(c)
        ? true
        : c >= 0xd800 && c <= 0xdfff
          ? false
          : LETTER_RE.test(String.fromCharCode(c));
  if (letter) v |= LETTER;
  if (MASKS.has(c)) v |= MASK;
  if (letter || isDigit(c) || c === AT || c === DOLLAR || MASKS.has(c)) v |= WORD;
  if (SPACED_SEP.has(c)) v |= SEP;
  classes[c] = v;
  return v;
}

const cls = (c: number): number => classes[c] || classify(c);
const isLetter = (c: number): boolean => (cls(c) & LETTER) !== 0;
const isWordChar = (c: number): boolean => (cls(c) & WORD) !== 0;

/** Zero-width, bidi controls, variation selectors and other characters that render as nothing. */
function isInvisible(c: number): boolean {
  return (
    c === 0xad ||
    c === 0x34f ||
    c === 0x61c ||
    c === 0x115f ||
    c === 0x1160 ||
    c === 0x17b4 ||
    c === 0x17b5 ||
    (c >= 0x180b && c <= 0x180f) ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x206f) ||
    c === 0x3164 ||
    (c >= 0xfe00 && c <= 0xfe0f) ||
    c === 0xfeff ||
    c === 0xffa0
  );
}
function isCombining(c: number): boolean {
  return (
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x483 && c <= 0x489) ||
    (c >= 0x1ab0 && c <= 0x1aff) ||
    (c >= 0x1dc0 && c <= 0x1dff) ||
    (c >= 0x20d0 && c <= 0x20ff) ||
    (c >= 0xfe20 && c <= 0xfe2f)
  );
}

/** The letter (0 for a, 25 for z) a code point draws in a negative circle or square ("🅳", "🆄"), or -1. */
export function drawnLetter(cp: number): number {
  return cp >= 0x1f150 && cp <= 0x1f169 ? cp - 0x1f150 : cp >= 0x1f170 && cp <= 0x1f189 ? cp - 0x1f170 : -1;
}

/** NFKC + lower case + ё→е for one non-ASCII, non-basic-Cyrillic code point, cached. */
const foldCache = new Map<number, string>();
function foldSlow(cp: number): string {
  let r = foldCache.get(cp);
  if (r === undefined) {
    // Decomposed, so that accents come off Latin letters too ("pasarán", "clоwn" with a grave): marks are decoration here.
    // Other scripts keep their letters whole (ї is read by the look-alikes, not as і).
    const ch = String.fromCodePoint(cp);
    // Letters drawn in negative circles and squares ("🅳🆄🆁🅰🅺"), which NFKC keeps, read as the Latin letters they are
    // (the circled and squared ones NFKC already maps), 🅰 and 🅱 among them.
    const drawn = drawnLetter(cp);
    if (drawn >= 0) return String.fromCharCode(0x61 + drawn);
    r = (cp < 0x370 ? ch.normalize('NFKD') : ch.normalize('NFKC')).replace(/\p{M}/gu, '').normalize('NFC').toLowerCase().replace(/ё/g, 'е');
    if (foldCache.size < 4096) foldCache.set(cp, r);
  }
  return r;
}

/** Growable parallel arrays of code units, source offsets and flags. */
class Buf {
  c: Uint16Array;
  st: Int32Array;
  en: Int32Array;
  sp: Uint8Array;
  n = 0;
  constructor(cap: number) {
    this.c = new Uint16Array(cap);
    this.st = new Int32Array(cap);
    this.en = new Int32Array(cap);
    this.sp = new Uint8Array(cap);
  }
  push(code: number, s: number, e: number): void {
    if (this.n === this.c.length) this.grow();
    this.c[this.n] = code;
    this.st[this.n] = s;
    this.en[this.n] = e;
    this.sp[this.n] = 0;
    this.n++;
  }
  private grow(): void {
    const cap = this.c.length * 2 + 16;
    const c = new Uint16Array(cap);
    c.set(this.c);
    const st = new Int32Array(cap);
    st.set(this.st);
    const en = new Int32Array(cap);
    en.set(this.en);
    const sp = new Uint8Array(cap);
    sp.set(this.sp);
    this.c = c;
    this.st = st;
    this.en = en;
    this.sp = sp;
  }
}

/** One scratch buffer, reused: normalisation is synchronous and runs once per message. */
let scratch = new Buf(1024);
/** How many messages the scratch buffer has held: the last one's offsets are still in it. */
let epoch = 0;

function run(input: string, b: Buf): void {
  b.n = 0;
  fold(input, b);
  dropEmphasis(b);
  foldLookalikes(b);
  joinSpacedLetters(b);
  collapseRuns(b);
}

/**
 * A normalised message. Its offset maps are copied out of the scratch buffer
 * only when asked for (to report a finding: a few messages in a hundred);
 * asked for after another message took the buffer, they are worked out again
 * from the original, in a buffer of their own — normalisation is a function
 * of the text.
 */
class Message implements Normalized {
  scan?: unknown;
  private maps: { starts: Int32Array; ends: Int32Array; spaced: Uint8Array } | null = null;
  constructor(
    readonly original: string,
    readonly text: string,
    readonly tokens: Token[],
    readonly mixed: boolean,
    private readonly epoch: number,
    readonly plain = false,
    readonly capitals = -1,
    readonly wordsHash = 0,
    readonly wordsLength = -1,
  ) {}

  private offsets(): { starts: Int32Array; ends: Int32Array; spaced: Uint8Array } {
    if (!this.maps && this.epoch === PLAIN) {
      // One letter per letter, but for repeats collapsed into the letter before: read again in one pass.
      const n = this.text.length;
      const starts = new Int32Array(n);
      const ends = new Int32Array(n);
      plainFold(this.original, plainScratch(n), starts, ends);
      this.maps = { starts, ends, spaced: new Uint8Array(n) };
    }
    if (!this.maps) {
      let b = scratch;
      if (this.epoch !== epoch) run(this.original, (b = new Buf(this.original.length * 2 + 8)));
      this.maps = { starts: b.st.slice(0, b.n), ends: b.en.slice(0, b.n), spaced: b.sp.slice(0, b.n) };
    }
    return this.maps;
  }
  get starts(): Int32Array {
    return this.offsets().starts;
  }
  get ends(): Int32Array {
    return this.offsets().ends;
  }
  get spaced(): Uint8Array {
    return this.offsets().spaced;
  }
}

export function normalize(input: string): Normalized {
  // The plain path works in a buffer of its own: the shared scratch still holds the offsets of the
  // last message that took the full passes, until another such message replaces them.
  const codes = plainScratch(input.length);
  const plain = plainFold(input, codes);
  if (plain >= 0) {
    // Offsets are worked out from the original if a finding asks for them.
    // Most messages come out as they went in (no capital, ё, mask, repeat or invisible character): the
    // same string; most others only lower-cased, which the built-in does for less.
    const text = plain !== input.length || plainAltered ? textOf(codes, plain) : plainCapitals === 0 ? input : input.toLowerCase();
    return new Message(
      input,
      text,
      plainTokens(text),
      false,
      PLAIN,
      !plainSymbols && !plainLatin,
      plainCapitals,
      plainWordsHash,
      plainWordsLength || -1,
    );
  }
  return normalizeFully(input);
}

/** The full passes, whatever the text (the plain path is checked against them). */
export function normalizeFully(input: string): Normalized {
  if (scratch.c.length < input.length + 8) scratch = new Buf(input.length * 2 + 8);
  const b = scratch;
  run(input, b);
  const n = b.n;
  const text = textOf(b.c, n);
  const { tokens, mixed } = split(b.c, n, text, b.sp);
  return new Message(input, text, tokens, mixed, ++epoch);
}

function textOf(c: Uint16Array, n: number): string {
  if (n <= 1024) {
    // A chat message: through a reused array of numbers, which apply takes without a copy.
    units.length = n;
    for (let i = 0; i < n; i++) units[i] = c[i]!;
    return String.fromCharCode.apply(null, units);
  }
  let text = '';
  for (let i = 0; i < n; i += 8192) text += String.fromCharCode.apply(null, c.subarray(i, Math.min(n, i + 8192)) as unknown as number[]);
  return text;
}
const units: number[] = [];

/** Per ASCII code: 1 for punctuation, space or control (not a letter, digit, '@', '$' or mask). */
const ASCII_SEPARATOR = Uint8Array.from({ length: 128 }, (_, c) =>
  !(c >= 65 && c <= 90) && !(c >= 97 && c <= 122) && !isDigit(c) && c !== AT && c !== DOLLAR && !MASKS.has(c) ? 1 : 0,
);

/**
 * An emoji, a pictograph or an invisible character at `i`, as the full passes take it: its length in
 * code units, minus that for an invisible character they drop, or 0 when the full passes must read
 * it (a mark, a letter, a character NFKC or case folding changes, a lone surrogate).
 */
function symbolUnits(input: string, i: number, c: number): number {
  let cp = c;
  let len = 1;
  if (c >= 0xd800 && c <= 0xdfff) {
    const d = i + 1 < input.length ? input.charCodeAt(i + 1) : 0;
    if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) return 0;
    cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    len = 2;
  }
  if (isInvisible(cp) || (cp >= 0xe0000 && cp <= 0xe007f)) return -len;
  if (isCombining(cp) || (len === 1 ? cls(c) & WORD : isAstralLetter(cp))) return 0;
  const f = foldSlow(cp);
  if (f.length !== len || f.charCodeAt(0) !== c || (len === 2 && f.charCodeAt(1) !== input.charCodeAt(i + 1))) return 0;
  return len;
}

/** Whether the last message read by plainFold held symbols (emoji, pictographs): not plain for the detectors. */
let plainSymbols = false;
/**
 * Capital letters in the last message plainFold read. Exact: Cyrillic and
 * Latin capitals are the only characters with a case it lets through (any
 * other character it keeps is one NFKC and lower-casing leave as it is, so it
 * has no capital form).
 */
let plainCapitals = 0;
/** Whether the last message plainFold read held Latin letters: not plain for the detectors (a foreign word, "Z"). */
let plainLatin = false;
/** Whether plainFold replaced a character of the last message it read by another (ё by е, a mask by a space). */
let plainAltered = false;

function mapUnits(starts: Int32Array, ends: Int32Array, at: number, from: number, to: number): void {
  starts[at] = from;
  ends[at] = to;
}

/**
 * Whether a mask not preceded by a letter is read as a space (maskWord): the
 * character after it (NaN at the end) is not a letter or a mask. Only what
 * the one-pass path can vouch for: the end, a digit or ASCII punctuation.
 */
function maskIsSpace(next: number): boolean {
  return next !== next || (next >= 48 && next <= 57) || (next < 0x80 && ASCII_SEPARATOR[next] === 1);
}

/** The epoch of a plain message: its offsets come from plainFold, never from the scratch buffer. */
const PLAIN = -1;
let plainCodes = new Uint16Array(256);
function plainScratch(n: number): Uint16Array {
  if (plainCodes.length < n + 8) plainCodes = new Uint16Array(n * 2 + 8);
  return plainCodes;
}

/**
 * The usual message in one pass: Cyrillic and Latin words, numbers, spaces,
 * ASCII punctuation, emoji and masks with no letter beside them, and no two
 * one-letter words in a row. Then the passes above do nothing but lower-case
 * it, fold ё, make such masks spaces and collapse repeated letters, which
 * this does as it reads. Writes the normalised code units to `out` and gives
 * their count, or -1 when the message needs the full passes (a word mixing
 * scripts or letters and digits, a Latin word of Cyrillic look-alikes, a mask
 * beside a letter, another script, anything else).
 */
function plainFold(input: string, out: Uint16Array, starts?: Int32Array, ends?: Int32Array): number {
  plainSymbols = plainAltered = plainLatin = false;
  let capitals = 0;
  let n = 0;
  let wordStart = -1; // index in `out` where the current word began
  let digits = false;
  let letters = false;
  let latinWord = false; // the word's letters are Latin (else Cyrillic)
  let lookalikes = 0; // Latin letters read in the word, while all of them look Cyrillic; -1 once one does not
  let singleBefore = false; // the last word was one letter
  let h = 0; // the word's hash so far (the lexicon's, see lookUp)
  let words = 0;
  let wh = WORD_HASH_SEED; // all the words' hash so far (see Normalized.wordsHash)
  let wl = 0;
  if (plainWords.length < input.length * 3 + 3) plainWords = new Int32Array(input.length * 6 + 48);
  for (let i = 0; i < input.length; i++) {
    let c = input.charCodeAt(i);
    let latin = false;
    if (c >= 0x410 && c <= 0x44f) {
      if (c <= 0x42f) {
        c += 32;
        capitals++;
      }
    } else if (c === 0x401 || c === 0x451) {
      capitals += c === 0x401 ? 1 : 0;
      plainAltered = true; // lower-casing alone would give ё
      c = E_CYR;
    } else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
      if (c <= 90) {
        c += 32;
        capitals++;
      }
      latin = true;
    } else if (c < 48 || c > 57) {
      // Not a letter or a digit: a separator ends the word, an invisible character is dropped,
      // anything else sends the message through the full passes.
      const len = separatorUnits(input, i, c, letters);
      if (len === 0) return -1;
      if (len < 0) {
        i += -len - 1; // dropped, the word it sits in goes on
        continue;
      }
      if (wordStart >= 0) {
        const single = letters && n - wordStart === 1;
        if ((words = endWord(words, wordStart, n, h, single && singleBefore, lookalikes)) < 0) return -1;
        singleBefore = single;
        wordStart = -1;
        digits = letters = false;
      }
      n = keepSeparator(input, i, c, len, out, n, starts, ends);
      if (len !== MASK_SPACE) i += len - 1;
      continue;
    }
    // A word mixing Cyrillic and Latin letters, or letters and digits, is for the full passes
    // (look-alikes: "cyкa", "6ля").
    if (wordStart < 0) {
      wordStart = n;
      h = WORD_HASH_SEED;
      if (wl > 0) wh = wordHashStep(wh, 32);
      latinWord = latin;
      lookalikes = 0;
    }
    // Letters are lower-cased by now (from 97 up): below that, a digit. A word just begun mixes nothing.
    const digit = c < 97;
    if (digit ? letters : digits || latin !== latinWord) return -1;
    if (digit) digits = true;
    else {
      letters = true;
      if (latin) lookalikes = latinLetter(lookalikes, c);
      if (n > wordStart && out[n - 1] === c) {
        if (ends) ends[n - 1] = i + 1; // a repeated letter collapses into the one before
        continue;
      }
    }
    if (starts) mapUnits(starts, ends!, n, i, i + 1);
    out[n++] = c;
    h = wordHashStep(h, c);
    wh = wordHashStep(wh, c);
    wl++;
  }
  if (wordStart >= 0 && (words = endWord(words, wordStart, n, h, letters && n - wordStart === 1 && singleBefore, lookalikes)) < 0)
    return -1;
  keepPlainCounts(capitals, words, wh, wl);
  return n;
}

function keepPlainCounts(capitals: number, words: number, wordsHash: number, wordsLength: number): void {
  plainCapitals = capitals;
  plainWordCount = words / 3;
  plainWordsHash = wordsHash;
  plainWordsLength = wordsLength;
}

/** A Latin letter of the one pass: the message has Latin; gives the word's count of Cyrillic look-alikes (-1 once a letter is not one). */
function latinLetter(lookalikes: number, c: number): number {
  plainLatin = true;
  return lookalikes >= 0 ? (LAT_ONLY_LOOKALIKE.has(c) ? lookalikes + 1 : -1) : lookalikes;
}

/** separatorUnits for a mask the one pass reads as a space. */
const MASK_SPACE = 0x7fffffff;

/**
 * How the one pass takes a character that is neither a letter nor a digit: its units kept (> 0),
 * dropped (< 0, an invisible character), MASK_SPACE, or 0 when the full passes must read the message.
 */
function separatorUnits(input: string, i: number, c: number, letters: boolean): number {
  const len = c < 0x80 ? ASCII_SEPARATOR[c]! : c >= 0x2000 ? symbolUnits(input, i, c) : 0;
  if (len !== 0 || c >= 0x80 || !MASKS.has(c)) return len;
  // A mask with no letter beside it ("100%", "5 #"): the full passes make it a space. Beside a
  // letter or another mask it hides a letter ("с*ка"): those passes decide.
  // The next character (NaN at the end, read as such: not read past the end, which costs V8 a recompilation).
  return !letters && maskIsSpace(i + 1 < input.length ? input.charCodeAt(i + 1) : NaN) ? MASK_SPACE : 0;
}

/** Writes a separator's code units to `out` at `n` (a mask read as a space: a space), with the input units they stand for; gives the next index. */
function keepSeparator(
  input: string,
  i: number,
  c: number,
  len: number,
  out: Uint16Array,
  n: number,
  starts?: Int32Array,
  ends?: Int32Array,
): number {
  if (c >= 0x80) plainSymbols = true;
  if (len === MASK_SPACE || c === 32) {
    if (len === MASK_SPACE) plainAltered = true;
    if (starts) mapUnits(starts, ends!, n, i, i + 1);
    out[n] = 32;
    return n + 1;
  }
  for (let k = 0; k < len; k++) {
    if (starts) mapUnits(starts, ends!, n, i, i + len);
    out[n++] = input.charCodeAt(i + k);
  }
  return n;
}

/**
 * Ends a word of the one pass: its start, end and hash kept in plainWords; gives the words' count so
 * far (times 3), or -1 when the full passes must read the message (a second one-letter word in a row,
 * a Latin word of Cyrillic look-alikes such as "cyka": they read it as Cyrillic).
 */
function endWord(words: number, start: number, end: number, h: number, secondSingle: boolean, lookalikes: number): number {
  if (secondSingle || lookalikes >= 3) return -1;
  plainWords[words] = start;
  plainWords[words + 1] = end;
  plainWords[words + 2] = h;
  return words + 3;
}

/**
 * The words of the last message plainFold read: start, end and hash of each,
 * in its output. They are exactly the tokens the full passes would cut (only
 * Russian or Latin letters, or digits, make a word there), and none mixes
 * scripts.
 */
let plainWords = new Int32Array(768);
let plainWordCount = 0;
/** The words of the last message plainFold read, as one (see Normalized.wordsHash). */
let plainWordsHash = 0;
let plainWordsLength = 0;

function plainTokens(text: string): Token[] {
  // Pushed, not preallocated: every token array is then of one elements kind, wherever it came from.
  const tokens: Token[] = [];
  for (let k = 0; k < plainWordCount; k++) {
    const s = plainWords[k * 3]!;
    const e = plainWords[k * 3 + 1]!;
    const a = lookUp(text, s, e, plainWords[k * 3 + 2]!, s < LEXICON_REACH);
    tokens.push({ t: lookedUp, s, e, a });
  }
  return tokens;
}

/**
 * Characters of the pattern language's words, exactly its class W
 * (`[a-z\u00df-\u024f\u0370-\u03ff\u0400-\u052f\d*]`, see pattern.ts).
 */
export function isPatternWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 0x430 && c <= 0x44f) ||
    isDigit(c) ||
    c === STAR ||
    (c >= 0xdf && c <= 0x24f) ||
    (c >= 0x370 && c <= 0x52f)
  );
}

/**
 * Tokens (`[\p{L}\d*]+`, code points) of the final text, in one pass over its
 * code units; notes whether any character is a token character but not a
 * pattern word character or the other way round. A token holds letters of the
 * patterns' scripts or other letters, never both: a letter of another script
 * glued to a word ("ʼсука", "死клянусь", "дурак死") is a word of its own, so it
 * hides nothing from the detectors that read words.
 */
function split(c: Uint16Array, n: number, text: string, spaced: Uint8Array): { tokens: Token[]; mixed: boolean } {
  const tokens: Token[] = [];
  let mixed = false;
  let start = -1;
  let startWord = false; // whether the token being read is of the patterns' scripts
  let h = 0; // the token's hash so far (the lexicon's, see lookUp)
  for (let i = 0; i < n; i++) {
    const ch = c[i]!;
    let tok: boolean;
    let units = 1;
    if (ch >= 0x430 && ch <= 0x44f)
      tok = true; // the common case first: lower-case Cyrillic
    else if (ch < 0x80) tok = (ch >= 97 && ch <= 122) || (ch >= 65 && ch <= 90) || isDigit(ch) || ch === STAR;
    else if (ch >= 0xd800 && ch <= 0xdbff && i + 1 < n && c[i + 1]! >= 0xdc00 && c[i + 1]! <= 0xdfff) {
      tok = isAstralLetter(((ch - 0xd800) << 10) + (c[i + 1]! - 0xdc00) + 0x10000);
      units = 2;
    } else tok = isLetter(ch);
    const word = units === 1 && isPatternWordChar(ch);
    if (tok !== word) mixed = true;
    if (tok) {
      if (start >= 0 && word !== startWord) {
        push(tokens, text, start, i, spaced, h);
        start = -1;
      }
      if (start < 0) {
        start = i;
        startWord = word;
        h = WORD_HASH_SEED;
      }
      h = wordHashStep(h, ch);
      if (units === 2) h = wordHashStep(h, c[i + 1]!);
    } else if (start >= 0) {
      push(tokens, text, start, i, spaced, h);
      start = -1;
    }
    i += units - 1;
  }
  if (start >= 0) push(tokens, text, start, n, spaced, h);
  return { tokens, mixed };
}

/** A token, its word looked up in the lexicon as it is cut (the token then holds the lexicon's string). */
function push(tokens: Token[], text: string, s: number, e: number, spaced: Uint8Array, h: number): void {
  const a = lookUp(text, s, e, h, s < LEXICON_REACH);
  const tok: Token = { t: lookedUp, s, e, a };
  if (spaced[s]) tok.spaced = true;
  tokens.push(tok);
}

const astralCache = new Map<number, boolean>();
function isAstralLetter(cp: number): boolean {
  let r = astralCache.get(cp);
  if (r === undefined) {
    r = LETTER_RE.test(String.fromCodePoint(cp));
    if (astralCache.size < 4096) astralCache.set(cp, r);
  }
  return r;
}

/** Pass 1: code points → folded characters, invisible ones dropped, marks merged. */
function fold(input: string, b: Buf): void {
  for (let i = 0; i < input.length;) {
    let c = input.charCodeAt(i);
    if (c < 0x80) {
      b.push(c >= 65 && c <= 90 ? c + 32 : c, i, i + 1);
      i++;
      continue;
    }
    if (c >= 0x410 && c <= 0x44f) {
      b.push(c <= 0x42f ? c + 32 : c, i, i + 1);
      i++;
      continue;
    }
    if (c === 0x401 || c === 0x451) {
      b.push(E_CYR, i, i + 1);
      i++;
      continue;
    }
    let len = 1;
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < input.length) {
      const d = input.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        len = 2;
      }
    }
    if (isInvisible(cp) || (cp >= 0xe0000 && cp <= 0xe007f)) {
      i += len;
      continue;
    }
    if (isCombining(cp)) {
      if (b.n > 0) {
        // и + breve is й; any other mark (strike-through, accents) is decoration.
        if (cp === 0x306 && b.c[b.n - 1] === 0x438) b.c[b.n - 1] = 0x439;
        b.en[b.n - 1] = i + len;
      }
      i += len;
      continue;
    }
    const out = foldSlow(cp);
    for (let k = 0; k < out.length; k++) {
      c = out.charCodeAt(k);
      b.push(c, i, i + len);
    }
    i += len;
  }
}

/** Closing quotes and brackets: » ” " ' ) ]. */
const isCloser = (ch: number): boolean => ch === 0xbb || ch === 0x201d || ch === 34 || ch === 39 || ch === 41 || ch === 93;

/**
 * Pass 1b: chat markup. "*кричит*", "**ЗАЧЕМ**", "_тихо_": a run of one mask
 * character opening a word and a run of the same closing a later word (or
 * the same one) on the same line, with at least three letters between, is
 * emphasis, not letters hidden: both runs become spaces. A lone mask
 * ("*уй", "с*ка") and a short pair ("*уй*") stay masks. One pending opening
 * per mask character, paired with the first closing after it: linear.
 */
function dropEmphasis(b: Buf): void {
  const c = b.c;
  const n = b.n;
  let open = -1; // where the pending opening run starts
  let openEnd = -1;
  let openChar = 0;
  let letters = 0; // letters since the pending opening
  for (let i = 0; i < n;) {
    const ch = c[i]!;
    if (ch === 10) {
      open = -1;
      i++;
      continue;
    }
    if ((cls(ch) & MASK) === 0) {
      if (open >= 0 && isLetter(ch)) letters++;
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && c[j] === ch) j++;
    // A closing run may follow a closing quote or bracket ("*ждёт до слова «утро»*").
    let w = i - 1;
    while (w >= 0 && isCloser(c[w]!)) w--;
    const before = w >= 0 && isWordChar(c[w]!);
    const after = j < n && isWordChar(c[j]!);
    if (before && !after && open >= 0 && openChar === ch && letters >= 3) {
      for (let k = open; k < openEnd; k++) c[k] = 32;
      for (let k = i; k < j; k++) c[k] = 32;
      open = -1;
    } else if (!before && after && open < 0) {
      open = i;
      openEnd = j;
      openChar = ch;
      letters = 0;
    }
    i = j;
  }
}

/** Pass 2: inside each word, fold look-alike Latin letters, digits and symbols. */
function foldLookalikes(b: Buf): void {
  const c = b.c;
  const n = b.n;
  let i = 0;
  while (i < n) {
    if (!isWordChar(c[i]!)) {
      i++;
      continue;
    }
    let j = i;
    let cyr = 0;
    let lat = 0;
    let letters = 0;
    let other = 0;
    while (j < n && isWordChar(c[j]!)) {
      const ch = c[j]!;
      if (isCyr(ch)) cyr++;
      else if (isLat(ch)) lat++;
      else if (!isDigit(ch)) other++;
      if (isLetter(ch)) letters++;
      j++;
    }
    if (cyr > 0 && (lat > 0 || other > 0 || letters < j - i)) foldCyrillicWord(c, i, j, letters);
    else if (cyr === 0 && lat > 0) foldLatinWord(c, i, j, lat);
    if (other > 0 || letters < j - i) maskWord(c, i, j);
    i = j;
  }
}

function foldCyrillicWord(c: Uint16Array, i: number, j: number, letters: number): void {
  letters += foldInnerDigits(c, i, j);
  for (let k = i; k < j; k++) {
    const ch = c[k]!;
    const prevL = k > i && isLetter(c[k - 1]!);
    const nextL = k + 1 < j && isLetter(c[k + 1]!);
    const look = LOOKALIKE.get(ch);
    // z and w are sounds typed inside a word ("пиzдец"); opening one, Z is the war's letter ("Zа наших").
    if (look !== undefined && ch !== DOLLAR && (prevL || (ch !== 0x7a && ch !== 0x77))) {
      c[k] = look;
    } else if (ch === AT || ch === DOLLAR) {
      // "@" between letters hides any letter ("п@зда", "с@ка"): a mask, like "*".
      if (prevL && nextL) c[k] = ch === AT ? STAR : 0x441;
      else if (ch === DOLLAR && nextL) c[k] = 0x441;
    } else {
      const d = DIGIT_CYR.get(ch);
      if (d === undefined) continue;
      // A digit between letters, or one lone digit opening a word of letters
      // ("6ля"), is a letter; a seat number before a suffix ("5й", "09чр") is not.
      const lone = (k === i || !isDigit(c[k - 1]!)) && (k + 1 === j || !isDigit(c[k + 1]!));
      const opening =
        k === i && lone && k + 2 < j && isLetter(c[k + 1]!) && isLetter(c[k + 2]!) && letters >= 2 && !seatSuffix(c, k + 1, j);
      if ((prevL && nextL) || opening || (prevL && k + 1 === j && k - i >= 2 && lone)) c[k] = d;
    }
  }
}

/**
 * Runs of digits between letters, each digit a letter ("ид10ты", "п1д0р"),
 * folded first, so that a digit opening the word sees its letters after it
 * ("1д1оты"). A run with a digit that stands for no letter stays, and so does
 * a seat number before its ending glued to a preposition ("к10му").
 * Returns how many letters it made.
 */
function foldInnerDigits(c: Uint16Array, i: number, j: number): number {
  let made = 0;
  for (let k = i + 1; k < j; k++) {
    if (!isDigit(c[k]!) || !isLetter(c[k - 1]!)) continue;
    let e = k;
    while (e < j && DIGIT_CYR.has(c[e]!)) e++;
    if (e < j && isLetter(c[e]!) && !seatSuffix(c, e, j)) {
      for (let m = k; m < e; m++) c[m] = DIGIT_CYR.get(c[m]!) ?? c[m]!;
      made += e - k;
    }
    k = e;
  }
  return made;
}

/**
 * The endings players put on a seat number ("4ку", "3ка", "6кой", "5ый"): a
 * digit before one is the seat, not a letter ("6ля" is "бля"). Lower-case
 * Cyrillic, as the text is when look-alikes are folded.
 */
const SEAT_SUFFIXES = new Set([
  'ка',
  'ку',
  'ке',
  'ки',
  'кой',
  'кою',
  'ко',
  'ой',
  'ый',
  'ий',
  'ая',
  'ую',
  'го',
  'му',
  'ому',
  'ым',
  'ом',
  'ых',
  'ое',
]);
function seatSuffix(c: Uint16Array, from: number, to: number): boolean {
  if (to - from > 3) return false;
  let s = '';
  for (let k = from; k < to; k++) s += String.fromCharCode(c[k]!);
  return SEAT_SUFFIXES.has(s);
}

function foldLatinWord(c: Uint16Array, i: number, j: number, lat: number): void {
  let allLookalike = j - i >= 3;
  for (let k = i; k < j; k++) {
    const ch = c[k]!;
    const prevL = k > i && isLetter(c[k - 1]!);
    const nextL = k + 1 < j && isLetter(c[k + 1]!);
    const d = DIGIT_LAT.get(ch);
    // "@" opening a word is a mention ("@host"); between letters it hides one, as in Cyrillic ("f@ck").
    if (ch === AT) {
      if (prevL && nextL) c[k] = STAR;
    } else if (d !== undefined && (prevL || nextL) && lat >= 2) c[k] = d;
    if (!LAT_ONLY_LOOKALIKE.has(c[k]!)) allLookalike = false;
  }
  if (allLookalike) for (let k = i; k < j; k++) c[k] = LOOKALIKE.get(c[k]!) ?? c[k]!;
}

/**
 * Masks between letters stay as the wildcard '*'; elsewhere they are
 * punctuation. A mask after every single letter ("х_у_й", "с*у*к*а") hides
 * nothing: it spaces the letters out, and they are joined as such.
 */
function maskWord(c: Uint16Array, i: number, j: number): void {
  if (maskSpaced(c, i, j)) {
    for (let k = i; k < j; k++) if ((cls(c[k]!) & MASK) !== 0) c[k] = 32;
    return;
  }
  for (let k = i; k < j; k++) {
    if ((cls(c[k]!) & MASK) === 0) continue;
    const prevL = k > i && (isLetter(c[k - 1]!) || c[k - 1] === STAR);
    const nextL = k + 1 < j && (isLetter(c[k + 1]!) || (cls(c[k + 1]!) & MASK) !== 0);
    c[k] = prevL || nextL ? STAR : 32;
  }
}

/** Single letters, at least three, each but the last followed by one mask. */
function maskSpaced(c: Uint16Array, i: number, j: number): boolean {
  if (j - i < 5 || ((j - i) & 1) === 0) return false;
  for (let k = i; k < j; k++) {
    const letter = isLetter(c[k]!);
    if ((k - i) % 2 === 0 ? !letter : (cls(c[k]!) & MASK) === 0) return false;
  }
  return true;
}

/** Letters that are words on their own in Russian. */
const ONE_LETTER_WORDS = new Set([...'аявискоубж'].map((s) => s.charCodeAt(0)));

/** Separators between spaced letters: space, tab and common punctuation. */
const SPACED_SEP = new Set([...' \t.-_,·•|/\\+~:;\'"`'].map((s) => s.charCodeAt(0)));

function isSingle(c: Uint16Array, n: number, i: number): boolean {
  return isLetter(c[i]!) && (i === 0 || !isWordChar(c[i - 1]!)) && (i + 1 >= n || !isWordChar(c[i + 1]!));
}

/**
 * Pass 3: "к л я н у с ь", "х.у.й", "б-л-я" → one word. Three or more single
 * letters in a row, each separated by one to three separator characters.
 * Separators are dropped in place; offsets of the letters are kept.
 */
function joinSpacedLetters(b: Buf): void {
  const c = b.c;
  const n = b.n;
  let drop: Uint8Array | null = null;
  let i = 0;
  while (i < n) {
    if (!isSingle(c, n, i)) {
      i++;
      continue;
    }
    let count = 1;
    let k = i;
    for (;;) {
      let s = k + 1;
      let seps = 0;
      while (s < n && (cls(c[s]!) & SEP) !== 0 && seps < 4) {
        s++;
        seps++;
      }
      if (seps === 0 || seps > 3 || s >= n || !isSingle(c, n, s)) break;
      count++;
      k = s;
    }
    // Russian has one-letter words ("а я в 6", "и с ним"): a short run made only of them
    // is ordinary text; a run with any other letter ("х у й", "б л я") or four and more
    // ("с у к а") is a spaced-out word.
    let others = 0;
    for (let m = i; m <= k; m++) if (isLetter(c[m]!) && !ONE_LETTER_WORDS.has(c[m]!)) others++;
    if (count >= 3 && (others > 0 || count >= 4)) {
      drop ??= new Uint8Array(n);
      let cyr = false;
      // Words told apart by a wider gap than the letters ("С л а в а  р о с с и и"): the narrowest gap of
      // the run joins letters, a wider one of spaces only stays one space between two words.
      let narrow = 4;
      for (let m = i + 1, gap = 0; m <= k; m++) {
        if (isLetter(c[m]!)) [narrow, gap] = [Math.min(narrow, gap), 0];
        else gap++;
      }
      for (let m = i, gap = 0, spaces = true; m <= k; m++) {
        if (isLetter(c[m]!)) {
          b.sp[m] = 1;
          // The gap just closed: wider than the narrowest and all spaces keeps its last space.
          if (gap > narrow && spaces) drop[m - 1] = 0;
          [gap, spaces] = [0, true];
        } else {
          drop[m] = 1;
          gap++;
          if (c[m] !== 32) spaces = false;
        }
        if (isCyr(c[m]!)) cyr = true;
      }
      // Each letter was a word of its own when look-alikes were folded: "х y й" is one Cyrillic word now.
      if (cyr) for (let m = i; m <= k; m++) if (isLat(c[m]!)) c[m] = LOOKALIKE.get(c[m]!) ?? c[m]!;
    }
    i = k + 1;
  }
  if (!drop) return;
  let w = 0;
  for (let m = 0; m < n; m++) {
    if (drop[m]) continue;
    b.c[w] = b.c[m]!;
    b.st[w] = b.st[m]!;
    b.en[w] = b.en[m]!;
    b.sp[w] = b.sp[m]!;
    w++;
  }
  b.n = w;
}

/** Pass 4: "клянууусь" → "клянусь"; every run of one letter (or mask) becomes one. */
function collapseRuns(b: Buf): void {
  let w = 0;
  for (let m = 0; m < b.n; m++) {
    const ch = b.c[m]!;
    if (w > 0 && b.c[w - 1] === ch && (ch === STAR || isLetter(ch))) {
      b.en[w - 1] = b.en[m]!;
      continue;
    }
    b.c[w] = ch;
    b.st[w] = b.st[m]!;
    b.en[w] = b.en[m]!;
    b.sp[w] = b.sp[m]!;
    w++;
  }
  b.n = w;
}

/** Collapses a pattern or word list entry the same way the text is collapsed. */
export function collapse(s: string): string {
  // Lower-case Cyrillic and Latin, the usual case (every pattern literal at start-up), by code units.
  let plain = true;
  for (let i = 0; i < s.length && plain; i++) {
    const c = s.charCodeAt(i);
    plain = (c >= 0x430 && c <= 0x44f) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
  }
  if (!plain)
    return s
      .toLowerCase()
      .replace(/ё/g, 'е')
      .replace(/(\p{L})\1+/gu, '$1');
  let out = '';
  for (let i = 0; i < s.length; i++) if (i === 0 || s.charCodeAt(i) !== s.charCodeAt(i - 1) || isDigit(s.charCodeAt(i))) out += s[i];
  return out;
}

/** Maps a span of the normalised text back to the original text. */
export function toOriginal(n: Normalized, start: number, end: number): { start: number; end: number } {
  if (n.text.length === 0) return { start: 0, end: 0 };
  const s = Math.min(Math.max(start, 0), n.text.length - 1);
  const e = Math.min(Math.max(end, s + 1), n.text.length);
  return { start: n.starts[s]!, end: n.ends[e - 1]! };
}
