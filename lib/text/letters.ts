/**
 * Letters (`\p{L}`, by code point) read one code unit at a time, for the
 * detectors that work on the original text (flood, foreign phrases): a table
 * for the first code units, worked out once from the property itself, and
 * the property for anything else. Reading a message through it allocates
 * nothing, where matching `\p{L}+` makes an object per word.
 */
const TABLE = 0x500;
const LETTER = Uint8Array.from({ length: TABLE }, (_, c) => (/\p{L}/u.test(String.fromCharCode(c)) ? 1 : 0));
/** Any other character: a letter when `\p{L}` matches the code point there (sticky, so nothing is allocated). */
const LETTER_AT = /\p{L}/uy;

/** The length of the letter (a code point) at `i`, or 0. */
export function letterAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < TABLE) return LETTER[c] ?? 0;
  LETTER_AT.lastIndex = i;
  // The match is one code point: two code units for a letter beyond the first plane.
  return LETTER_AT.test(text) ? LETTER_AT.lastIndex - i : 0;
}

/** The end of the run of letters starting at `i` (what `\p{L}+` matches there), or `i` when none starts there. */
export function letterRunEnd(text: string, i: number): number {
  let len: number;
  while (i < text.length && (len = letterAt(text, i)) > 0) i += len;
  return i;
}
