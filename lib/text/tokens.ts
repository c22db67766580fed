import type { Normalized, Token } from './normalize';

export type { Token } from './normalize';

const WORD = /[\p{L}\d*]+/gu;

/**
 * Words of the normalised text, in order. For a message they were split by
 * `normalize` in the same pass (held on the message's own object); a bare
 * string is split here.
 */
export function tokenize(n: Normalized | string): Token[] {
  return typeof n === 'string' ? split(n) : n.tokens;
}

function split(text: string): Token[] {
  const out: Token[] = [];
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) out.push({ t: m[0], s: m.index, e: m.index + m[0].length, a: undefined });
  return out;
}
/** A seat number as a word: "5", "05", "5й", "5-му". */
export function isSeat(t: string): boolean {
  return /^(?:0?[1-9]|10)(?:-?[а-я]{1,3})?$/.test(t);
}

/**
 * Who the nearest person before word `i` is, within `count` words: the
 * speaker ("я", "меня"), someone else (a pronoun, a seat number, a word of
 * `others`), or nobody. Decides "я поклялся" from "он поклялся", "я дурак"
 * from "ты дурак".
 */
export function personBefore(
  tokens: Token[],
  i: number,
  count: number,
  self: ReadonlySet<string>,
  others: ReadonlySet<string>,
): 'self' | 'other' | null {
  for (let k = i - 1; k >= Math.max(0, i - count); k--) {
    const t = tokens[k]?.t;
    if (t === undefined) break; // `i` past the message's words: none before it to read
    if (self.has(t)) return 'self';
    if (others.has(t) || isSeat(t)) return 'other';
  }
  return null;
}

/** True when one of the `count` words before index `i` is in `set`. */
export function anyBefore(tokens: Token[], i: number, count: number, set: ReadonlySet<string>): boolean {
  for (const tok of tokens.slice(Math.max(0, i - count), i)) if (set.has(tok.t)) return true;
  return false;
}

/** The nearest word before `i`, within `count` words, that is in one of the sets; its set index or -1. */
export function nearestBefore(tokens: Token[], i: number, count: number, sets: ReadonlyArray<ReadonlySet<string>>): number {
  for (let k = i - 1; k >= Math.max(0, i - count); k--) {
    const t = tokens[k]?.t;
    if (t === undefined) break;
    const j = sets.findIndex((set) => set.has(t));
    if (j >= 0) return j;
  }
  return -1;
}
