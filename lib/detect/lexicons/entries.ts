/**
 * Category lexicons: the reviewed data the detectors' slots are filled with
 * (the whole category of chat speech for a slot, not the documents' examples).
 * Each list is written as a template literal tagged `entries`, one entry per
 * line, sorted, without duplicates (tests/detect/lexicons.test.ts holds every
 * list in lib/detect/lexicons/ to that and to the format below), and turned
 * into a group of the pattern language (text/pattern.ts) once, at load.
 *
 * An entry is a plain phrase:
 *   слово      the whole word ("кс" never matches "кстати")
 *   сло…       a word beginning ("дот…": дота, доту, дотка)
 *   а б        adjacent words, whatever spacing or punctuation between them
 *   а ~2 б     at most two other words between them
 *   по-братски the parts with a hyphen, a space or nothing between them
 * Doubled letters collapse and ё reads as е, as in the normalised text.
 */

/** The entries of a lexicon written as lines of a template literal (read raw: no escapes). */
export function entries(strings: TemplateStringsArray): readonly string[] {
  const out: string[] = [];
  for (const line of strings.raw.join('').split('\n')) {
    const entry = line.trim();
    if (entry) out.push(entry);
  }
  return Object.freeze(out);
}

const GAP = /^~(\d)$/;

/** One entry as a pattern source: whole words closed with ⟩, gaps between words, hyphens optional. */
export function phrase(entry: string): string {
  let out = '';
  let gap = '~0';
  for (const part of entry.split(/\s+/)) {
    const g = GAP.exec(part);
    if (g) {
      gap = `~${g[1]}`;
      continue;
    }
    let word = part.replace(/-/g, '[- ]?') + (part.endsWith('…') ? '' : '⟩');
    // A gap's size is its digits: a word that opens with a digit is set apart from them.
    if (out && /^\d/.test(word)) word = `(?:${word})`;
    out += out ? gap + word : word;
    gap = '~0';
  }
  return out;
}

/** A lexicon (or several) as one group of the pattern language: `(?:e1|e2|…)`. */
export function group(...lists: (readonly string[])[]): string {
  const parts: string[] = [];
  for (const list of lists) for (const e of list) parts.push(phrase(e));
  return `(?:${parts.join('|')})`;
}
