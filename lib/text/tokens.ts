import type { Normalized } from './normalize';

export interface Token {
  /** The word in normalised text. */
  t: string;
  /** Offsets in normalised text. */
  s: number;
  e: number;
  /** Joined from spaced-out letters: its word boundaries are unknown. */
  spaced?: boolean;
}

const WORD = /[\p{L}\d*]+/gu;

const cache = new WeakMap<Normalized, Token[]>();

/** Words of the normalised text, in order. Linear in its length; computed once per message. */
export function tokenize(n: Normalized | string): Token[] {
  if (typeof n !== 'string') {
    let t = cache.get(n);
    if (!t) {
      t = split(n);
      cache.set(n, t);
    }
    return t;
  }
  return split(n);
}

function split(n: Normalized | string): Token[] {
  const text = typeof n === 'string' ? n : n.text;
  const out: Token[] = [];
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  const spaced = typeof n === 'string' ? undefined : n.spaced;
  while ((m = WORD.exec(text)) !== null) {
    const tok: Token = { t: m[0], s: m.index, e: m.index + m[0].length };
    if (spaced?.[m.index]) tok.spaced = true;
    out.push(tok);
  }
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
export function personBefore(tokens: Token[], i: number, count: number, self: ReadonlySet<string>, others: ReadonlySet<string>): 'self' | 'other' | null {
  for (let k = i - 1; k >= Math.max(0, i - count); k--) {
    const t = tokens[k]!.t;
    if (self.has(t)) return 'self';
    if (others.has(t) || isSeat(t)) return 'other';
  }
  return null;
}

/** True when one of the `count` words before index `i` is in `set`. */
export function anyBefore(tokens: Token[], i: number, count: number, set: ReadonlySet<string>): boolean {
  for (let k = Math.max(0, i - count); k < i; k++) if (set.has(tokens[k]!.t)) return true;
  return false;
}

/** The nearest word before `i`, within `count` words, that is in one of the sets; its set index or -1. */
export function nearestBefore(tokens: Token[], i: number, count: number, sets: ReadonlyArray<ReadonlySet<string>>): number {
  for (let k = i - 1; k >= Math.max(0, i - count); k--) {
    for (let j = 0; j < sets.length; j++) if (sets[j]!.has(tokens[k]!.t)) return j;
  }
  return -1;
}
