/**
 * Word-start anchors of a pattern (see pattern.ts): the literal beginnings one
 * of which every match must start a word with. A table row whose anchors no
 * word of the message starts with cannot match, so it is not tried there —
 * most rows, for most messages. `null` means the pattern has no such anchors
 * (its row is run over the whole text when what it needs is there).
 */
import { collapse } from './normalize';

/** A literal letter of a pattern: [а-яёa-z0-9] (by code: this runs over every pattern at start-up). */
const LITERAL = {
  test(ch: string): boolean {
    const c = ch.charCodeAt(0);
    return (c >= 0x430 && c <= 0x44f) || c === 0x451 || (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
  },
};

/**
 * Walks `s[from, to)` skipping escapes and character classes, calling `visit`
 * with each structural character and the group depth before it; stops when
 * `visit` returns true and gives that index (or `to`).
 */
function walk(s: string, from: number, to: number, visit: (ch: string, k: number, depth: number) => boolean | void): number {
  let depth = 0;
  let inClass = false;
  for (let k = from; k < to; k++) {
    const ch = s.charAt(k);
    if (ch === '\\') {
      k++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (visit(ch, k, depth)) return k;
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
  }
  return to;
}

/** Closing parenthesis of every group of the last source asked about, found in one pass. */
let parens: { s: string; close: Map<number, number> } = { s: '', close: new Map() };

/** Index of the parenthesis closing the group opened at `i`. */
function closeParen(s: string, i: number): number {
  if (parens.s !== s) {
    const close = new Map<number, number>();
    const open: number[] = [];
    walk(s, 0, s.length, (ch, k) => {
      if (ch === '(') open.push(k);
      else if (ch === ')') {
        const o = open.pop();
        if (o !== undefined) close.set(o, k);
      }
    });
    parens = { s, close };
  }
  return parens.close.get(i) ?? s.length;
}

/** Splits `s[from, to)` at top-level '|'. */
function alternatives(s: string, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  let start = from;
  walk(s, from, to, (ch, k, depth) => {
    if (ch === '|' && depth === 0) {
      out.push([start, k]);
      start = k + 1;
    }
  });
  out.push([start, to]);
  return out;
}

const isOptional = (q: string | undefined) => q === '?' || q === '*' || q === '{';

/**
 * A literal beginning of a word, and whether what follows it in the pattern
 * can still lengthen it (`open`): "че(?:с)?слово" opens words with "чеслово",
 * not merely "че", and "(?:не)?чес(?:т)?н" with "нечестн", "нечесн", "честн"
 * or "чесн". Longer anchors are rarer: fewer rows tried, at fewer places.
 */
interface Item {
  p: string;
  open: boolean;
}
type Items = Item[] | null;

/** Beyond this many beginnings a sequence is not lengthened further (they stay correct, only shorter). */
const MAX_ITEMS = 48;

function unionItems(a: Items, b: Items): Items {
  return a && b ? [...a, ...b] : null;
}

/** Every open item followed by every item of `rest` (what the sequence goes on with). */
function extend(items: Item[], rest: () => Items): Item[] {
  if (!items.some((x) => x.open)) return items;
  const next = rest();
  if (!next || next.length * items.length > MAX_ITEMS) return items.map((x) => ({ p: x.p, open: false }));
  const out: Item[] = [];
  for (const x of items) {
    if (!x.open) out.push(x);
    else for (const y of next) out.push({ p: x.p + y.p, open: y.open });
  }
  return out;
}

/**
 * Beginnings of the sequence `s[i, to)`; `start` when a word start has been
 * seen; `inWord` when the sequence goes on a word already begun (then what is
 * not understood ends the beginning there rather than leaving none).
 */
function sequence(s: string, i: number, to: number, start: boolean, inWord = false): Items {
  const stop: Items = inWord ? [{ p: '', open: false }] : null;
  while (i < to) {
    const ch = s.charAt(i);
    if (ch === '⟨' && !inWord) {
      start = true;
      i++;
    } else if (ch === '(' && (s.startsWith('(?!', i) || s.startsWith('(?<!', i) || s.startsWith('(?=', i) || s.startsWith('(?<=', i))) {
      i = closeParen(s, i) + 1; // lookarounds consume nothing
    } else if (ch === '(') {
      const end = closeParen(s, i);
      const inner = s.startsWith('(?:', i) ? i + 3 : i + 1;
      let group: Items = [];
      for (const [a, b] of alternatives(s, inner, end)) group = unionItems(group, sequence(s, a, b, start, inWord));
      const q = s[end + 1];
      if (!group) return stop;
      if (q === '?') {
        // Taken, and what follows goes on the same word; or skipped, and what follows opens it.
        const rest = () => sequence(s, end + 2, to, true, true);
        return unionItems(extend(group, rest), inWord ? rest() : sequence(s, end + 2, to, start));
      }
      if (isOptional(q)) {
        const after = s[end + 1] === '{' ? s.indexOf('}', end) + 1 : end + 2;
        const closed = group.map((x) => ({ p: x.p, open: false }));
        return unionItems(closed, inWord ? [{ p: '', open: false }] : sequence(s, after, to, start));
      }
      if (q === '+') return group.map((x) => ({ p: x.p, open: false }));
      return extend(group, () => sequence(s, end + 1, to, true, true));
    } else if (LITERAL.test(ch)) {
      if (!start) return null;
      let k = i;
      while (k < to && LITERAL.test(s.charAt(k))) k++;
      const lit = s.slice(i, k);
      if (isOptional(s[k])) {
        // "0?[1-9]": an optional first letter — either it or what follows opens the word.
        if (lit.length === 1 && s[k] === '?' && !inWord) return unionItems([{ p: lit, open: false }], sequence(s, k + 1, to, start));
        const kept = lit.slice(0, -1);
        return kept || inWord ? [{ p: kept, open: false }] : null;
      }
      if (s[k] === '+') return [{ p: lit, open: false }];
      return extend([{ p: lit, open: true }], () => sequence(s, k, to, true, true));
    } else if (ch === '\\' && s[i + 1] === 'd' && start && !inWord) {
      // "\d+" opening a word ("100р", "5к"): each digit opens it.
      if (isOptional(s[i + 2])) return null;
      return DIGITS.map((p) => ({ p, open: false }));
    } else if (ch === '[' && start && !inWord) {
      // A small class like [1-9] or [оа]: each of its letters opens the word.
      const end = s.indexOf(']', i);
      const body = s.slice(i + 1, end);
      if (end < 0 || body.startsWith('^') || body.includes('\\') || isOptional(s[end + 1])) return null;
      const chars = new Set<string>();
      for (let k = 0; k < body.length; k++) {
        if (body[k + 1] === '-' && k + 2 < body.length) {
          for (let c = body.charCodeAt(k); c <= body.charCodeAt(k + 2); c++) chars.add(String.fromCharCode(c));
          k += 2;
        } else chars.add(body.charAt(k));
      }
      return chars.size && chars.size <= 40 ? [...chars].map((p) => ({ p, open: false })) : null;
    } else return stop;
  }
  return inWord ? [{ p: '', open: true }] : null;
}

const ZERO_WIDTH = ['(?<!', '(?<=', '(?!', '(?='];
const DIGITS = [...'0123456789'];

/**
 * The alternatives of a pattern (source or compiled) that is one group
 * between zero-width parts — "⟨(?:спорим|пари|на~1спор)⟩" — each with those
 * parts around it: "⟨спорим⟩", "⟨пари⟩", "⟨на~1спор⟩". The same matches in
 * the same order ((?:a|b)c tries a then b, as ac|bc does); or the plain
 * top-level alternatives when the pattern is not of that shape.
 */
export function splitAlternatives(source: string): string[] {
  const { pre, post, parts } = splitRanges(source);
  return parts.map(([a, b]) => source.slice(0, pre) + source.slice(a, b) + source.slice(post));
}

/** How `splitAlternatives` cuts a source: the shared part before and after (`pre` / `post`), and each alternative's range. */
export function splitRanges(source: string): { pre: number; post: number; parts: [number, number][] } {
  const top = { pre: 0, post: source.length, parts: alternatives(source, 0, source.length) };
  if (top.parts.length > 1) return top;
  let group: [number, number] | null = null;
  for (let i = 0; i < source.length;) {
    const ch = source.charAt(i);
    if (ch === '⟨' || ch === '⟩') i++;
    else if (ZERO_WIDTH.some((z) => source.startsWith(z, i))) i = closeParen(source, i) + 1;
    else if (source.startsWith('(?:', i) && !group) {
      const end = closeParen(source, i);
      if (end >= source.length || '?*+{'.includes(source[end + 1] ?? '')) return top;
      group = [i, end];
      i = end + 1;
    } else return top;
  }
  if (!group) return top;
  const [open, close] = group;
  const inner = alternatives(source, open + 3, close);
  return inner.length < 2 ? top : { pre: open, post: close + 1, parts: inner };
}

/** Whether a pattern source has capturing groups or back-references (whose numbers a split would change). */
export function hasCaptures(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    const ch = source.charAt(i);
    if (ch === '\\') {
      if (/[1-9k]/.test(source[i + 1] ?? '')) return true;
      i++;
    } else if (ch === '[') {
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
    } else if (ch === '(' && (source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!')))
      return true;
  }
  return false;
}

export function anchorsOf(source: string): string[] | null {
  let all: Items = [];
  for (const [a, b] of alternatives(source, 0, source.length)) all = unionItems(all, sequence(source, a, b, false));
  if (!all || !all.length || all.some((x) => !x.p)) return null;
  return [...new Set(all.map((x) => collapse(x.p)))];
}

/**
 * What a pattern needs of a message's words before it can match: a tree of
 * word prefixes (a word of the message starts with `p`) or whole words, in
 * AND / OR. `true` needs nothing. Derived from the pattern source: literals
 * at a word start (after ⟨, a gap ~N, or ^ in a whole-word expression), in
 * sequence (AND) and in mandatory groups (OR of their alternatives); any
 * construct not understood needs nothing, so the tree is always a necessary
 * condition: when it fails, the pattern cannot match.
 */
export type Need = true | NeedLeaf | { and: Need[] } | { or: Need[] };
export interface NeedLeaf {
  /** A word starts with this (collapsed) text… */
  word: string;
  /** …and ends right after it. */
  whole: boolean;
}

export interface NeedOptions {
  /** Literals are collapsed like normalised text (pattern sources); false for compiled expressions. */
  collapse: boolean;
  /** '^' opens a word (whole-word expressions); '~' is then an ordinary character, not a gap. */
  caret: boolean;
}

function needAnd(parts: Need[]): Need {
  const xs: Need[] = [];
  for (const p of parts) {
    if (p === true) continue;
    if ('and' in p) xs.push(...p.and);
    else xs.push(p);
  }
  const [only] = xs;
  return xs.length === 0 ? true : xs.length === 1 && only !== undefined ? only : { and: xs };
}

function needOr(parts: Need[]): Need {
  const xs: Need[] = [];
  for (const p of parts) {
    if (p === true) return true;
    if ('or' in p) xs.push(...p.or);
    else xs.push(p);
  }
  const [only] = xs;
  return xs.length === 0 ? true : xs.length === 1 && only !== undefined ? only : { or: xs };
}

/** The need of `s[from, to)`, and whether every alternative ends where a word may open (after a gap ~N). */
function needAlternatives(s: string, from: number, to: number, start: boolean, o: NeedOptions): [Need, boolean] {
  const parts = alternatives(s, from, to).map(([a, b]) => needSequence(s, a, b, start, o));
  return [needOr(parts.map((p) => p[0])), parts.every((p) => p[1])];
}

function skipQuantifier(s: string, i: number): number {
  if (s[i] === '{') {
    const close = s.indexOf('}', i);
    return close < 0 ? s.length : close + 1;
  }
  return s[i] === '?' || s[i] === '*' || s[i] === '+' ? i + 1 : i;
}

/**
 * Needs of the sequences of the source being analysed, by where they start and
 * end and whether a word opens there: an optional group at a word start reads
 * what follows it twice (taken and skipped), and so would every optional group
 * after it, twice as often, without this.
 */
let memo: { s: string; seqs: Map<string, [Need, boolean]> } = { s: '', seqs: new Map() };

function needSequence(s: string, i: number, to: number, start: boolean, o: NeedOptions): [Need, boolean] {
  if (memo.s !== s) memo = { s, seqs: new Map() };
  const key = `${i}:${to}:${start ? 1 : 0}`;
  let r = memo.seqs.get(key);
  if (!r) memo.seqs.set(key, (r = needSequenceOf(s, i, to, start, o)));
  return r;
}

function needSequenceOf(s: string, i: number, to: number, start: boolean, o: NeedOptions): [Need, boolean] {
  const parts: Need[] = [];
  while (i < to) {
    const ch = s.charAt(i);
    if (ch === '⟨' || (ch === '^' && o.caret)) {
      start = true;
      i++;
    } else if (ch === '~' && !o.caret) {
      // A gap of whole words: what follows opens a word.
      i++;
      while (i < to && s.charAt(i) >= '0' && s.charAt(i) <= '9') i++;
      start = true;
    } else if (ch === '(') {
      const end = closeParen(s, i);
      if (s.startsWith('(?=', i)) {
        // What a lookahead sees must be there too; it consumes nothing.
        parts.push(needAlternatives(s, i + 3, end, start, o)[0]);
        i = end + 1;
        continue;
      }
      if (s.startsWith('(?!', i) || s.startsWith('(?<!', i) || s.startsWith('(?<=', i)) {
        i = end + 1; // lookarounds consume nothing
        continue;
      }
      if (s.startsWith('(?', i) && !s.startsWith('(?:', i)) {
        start = false; // named groups and the like: not understood, need nothing
      } else {
        const [need, after] = needAlternatives(s, s.startsWith('(?:', i) ? i + 3 : i + 1, end, start, o);
        if (!isOptional(s[end + 1])) {
          parts.push(need);
          start = after && s[end + 1] !== '+' && s[end + 1] !== '*';
        } else if (start && need !== true && s[end + 1] === '?') {
          // "(?:по)?клян…" at a word start: either the group opens the word and the rest follows it,
          // or the rest opens the word.
          const from = skipQuantifier(s, end + 1);
          const [taken, takenEnd] = needSequence(s, from, to, after, o);
          const [skipped, skippedEnd] = needSequence(s, from, to, true, o);
          parts.push(needOr([needAnd([need, taken]), skipped]));
          return [needAnd(parts), takenEnd && skippedEnd];
        } else {
          // "~2(?:что~1)?пьян…": skipped or taken, the group leaves a word start a word start.
          start = start && after && s[end + 1] === '?';
        }
      }
      i = skipQuantifier(s, end + 1);
    } else if (LITERAL.test(ch)) {
      let k = i;
      while (k < to && LITERAL.test(s.charAt(k))) k++;
      let lit = s.slice(i, k);
      const q = s[k];
      if (isOptional(q)) lit = lit.slice(0, -1);
      if (start && lit) {
        const word = o.collapse ? collapse(lit) : lit;
        parts.push({ word, whole: !isOptional(q) && q !== '+' && (s[k] === '⟩' || (o.caret && s[k] === '$')) });
      }
      start = false;
      i = skipQuantifier(s, k);
    } else if (ch === '[') {
      let k = i + 1;
      while (k < to && s[k] !== ']') k += s[k] === '\\' ? 2 : 1;
      start = false;
      i = skipQuantifier(s, k + 1);
    } else if (ch === '\\') {
      start = false;
      i = skipQuantifier(s, i + 2);
    } else if (ch === '⟩' || ch === '$') {
      start = false;
      i++;
    } else {
      start = false;
      i = skipQuantifier(s, i + 1);
    }
  }
  return [needAnd(parts), start];
}

export function needsOf(source: string, o: NeedOptions = { collapse: true, caret: false }): Need {
  memo = { s: source, seqs: new Map() }; // the options are part of the answer: a fresh memo per call
  return needAlternatives(source, 0, source.length, false, o)[0];
}
