/**
 * A small pattern language compiled to linear-time regular expressions that run
 * on normalised text (see normalize.ts).
 *
 *   ⟨      start of a word            ⟩      end of a word
 *   …      the rest of a word         ~N     a gap of at most N whole words
 *
 * Literal letters are collapsed like the normalised text ("поссорились" is
 * matched as "посорились"). Gaps are runs of disjoint character classes and
 * every pattern opens with a literal, so no pattern backtracks more than a few
 * words from any position: time stays linear in the message length.
 */
import { anchorsOf, needsOf, type Need } from './anchors';

/**
 * Word characters of normalised text: lower-case Latin, Greek and Cyrillic
 * letters, digits and the mask. Written as ranges rather than \p{L}: a
 * property class in every boundary makes V8 compile each pattern for
 * hundreds of milliseconds, and normalised words are in these scripts.
 */
const LETTERS = 'a-z\\u00df-\\u024f\\u0370-\\u03ff\\u0400-\\u052f';
export const W = `[${LETTERS}\\d*]`;
export const NW = `[^${LETTERS}\\d*]`;

/** The pattern language's marks and escapes, in one native scan: patterns are compiled at module load. */
const MARKS = /\\[\s\S]?|[⟨⟩…]|~(\d*)/g;
const WORD_START = `(?<!${W})`;
const WORD_END = `(?!${W})`;
const REST = `[${LETTERS}*]*`;

export function pattern(source: string, flags = 'gu'): RegExp {
  // Doubled literal letters collapse ("сс" → "с") before the marks are written out: the marks hold no
  // Cyrillic letter and their classes are balanced, so the result is the same as collapsing the whole
  // expression, at a tenth of the length.
  const out = collapseLiterals(source).replace(MARKS, (m: string, digits: string | undefined) => {
    if (m[0] === '\\') return m;
    if (m === '⟨') return WORD_START;
    if (m === '⟩') return WORD_END;
    if (m === '…') return REST;
    return gap(digits ? Number(digits) : 3);
  });
  const re = new RegExp(out, flags);
  SOURCES.set(re, source);
  return re;
}

/** A gap of at most `n` whole words, written out once per size. */
const GAPS: string[] = [];
function gap(n: number): string {
  return (GAPS[n] ??= `(?:${NW}+${W}+){0,${n}}?${NW}+`);
}

/** Pattern sources of compiled patterns: the tables' analysis (text/analysis.ts) is keyed by them. */
const SOURCES = new WeakMap<RegExp, string>();

/** The pattern source a compiled pattern was made from, if it was. */
export function sourceOf(re: RegExp): string | undefined {
  return SOURCES.get(re);
}

/** The word-start anchors of a compiled pattern, or null when it has none (see anchors.ts). */
export function anchorsFor(re: RegExp): string[] | null {
  const source = SOURCES.get(re);
  return source === undefined ? null : anchorsOf(source);
}

/** What a compiled pattern needs of a message's words (see anchors.ts); `true` for other expressions. */
export function needsFor(re: RegExp): Need {
  const source = SOURCES.get(re);
  return source === undefined ? true : needsOf(source);
}

/** Lower-case letter with ё as е: how one letter of a pattern compares with the one before it. */
function fold1(c: number): number {
  if (c >= 0x410 && c <= 0x42f) return c + 32;
  if (c === 0x401 || c === 0x451) return 0x435;
  if (c >= 65 && c <= 90) return c + 32;
  return c;
}
const isCyrLower = (c: number) => (c >= 0x430 && c <= 0x44f) || c === 0x451;

/**
 * Collapses doubled literal Cyrillic letters outside escapes and classes, and
 * writes ё as е. Compares code units and copies the runs it keeps in slices:
 * it runs over every pattern at start-up, where a string built one character
 * at a time cost a fifth of loading the engine.
 */
export function collapseLiterals(src: string): string {
  let out = '';
  let from = 0; // where the run not yet copied begins
  let inClass = false;
  let last = -1; // folded code of the last character kept
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === 0x5c) {
      // An escape and what it escapes are kept as they are.
      i++;
      last = i < src.length ? fold1(src.charCodeAt(i)) : -1;
      continue;
    }
    if (c === 0x5b) inClass = true;
    else if (c === 0x5d) inClass = false;
    if (!inClass && isCyrLower(c) && last >= 0 && last === fold1(c)) {
      out += src.slice(from, i);
      from = i + 1;
      continue;
    }
    if (c === 0x451) {
      out += src.slice(from, i) + 'е';
      from = i + 1;
    }
    last = fold1(c);
  }
  return from === 0 ? src : out + src.slice(from);
}

/** Shared vocabulary, as pattern fragments. */
export const V = {
  /** Game colours and roles, including the chat shorthands чр/кр. */
  color: '(?:красн…|черн…|кр|чр|мирн…|мафи…|маф|шериф…|дон…|доктор…|маньяк…|лжешериф…|путан…|бел…)',
  colorStrict: '(?:красн…|черн…|кр|чр|мирн…|мафи…|маф|шериф…|дон|доном|доне|дону|доктор…|маньяк…)',
  /** A seat number as players write it: "5", "05", "5й", "5-й", "пятый" is left out. */
  seat: '(?:0?[1-9]|10)(?:-?(?:й|ой|ый|ий|ая|го|ого|му|ому|ым|ом|ка|ку|ки|ке|кой))?',
  you: '(?:ты|вы|тебя|тебе|тобой|вас|вам|вами|тя|те)',
  // "нее" is left out: collapsed like the text it reads "не", the negation.
  him: '(?:он|она|они|его|ее|ему|ей|им|их|него|нему|ней|ним|них)',
  self: '(?:я|меня|мне|мной|себя|себе|сам|сама)',
};
