/**
 * Word-start anchors of a pattern (see pattern.ts): the literal beginnings one
 * of which every match must start a word with. A table row whose anchors no
 * word of the message starts with cannot match, so it is not run — most rows,
 * for most messages. `null` means the pattern has no such anchors (always run).
 */
import { collapse } from './normalize';

type Prefixes = Set<string> | null;

const LITERAL = /[а-яёa-z0-9]/;

/**
 * Walks `s[from, to)` skipping escapes and character classes, calling `visit`
 * with each structural character and the group depth before it; stops when
 * `visit` returns true and gives that index (or `to`).
 */
function walk(s: string, from: number, to: number, visit: (ch: string, k: number, depth: number) => boolean | void): number {
  let depth = 0;
  let inClass = false;
  for (let k = from; k < to; k++) {
    const ch = s[k]!;
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

/** Index of the parenthesis closing the group opened at `i`. */
function closeParen(s: string, i: number): number {
  return walk(s, i, s.length, (ch, _k, depth) => ch === ')' && depth === 1);
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

function union(a: Prefixes, b: Prefixes): Prefixes {
  if (!a || !b) return null;
  return new Set([...a, ...b]);
}

const isOptional = (q: string | undefined) => q === '?' || q === '*' || q === '{';

/** Prefixes of the sequence `s[i, to)`; `start` when a word start has been seen. */
function sequence(s: string, i: number, to: number, start: boolean): Prefixes {
  while (i < to) {
    const ch = s[i]!;
    if (ch === '⟨') {
      start = true;
      i++;
    } else if (ch === '(' && (s.startsWith('(?!', i) || s.startsWith('(?<!', i) || s.startsWith('(?=', i) || s.startsWith('(?<=', i))) {
      i = closeParen(s, i) + 1; // lookarounds consume nothing
    } else if (ch === '(') {
      const end = closeParen(s, i);
      const inner = s.startsWith('(?:', i) ? i + 3 : i + 1;
      let group: Prefixes = new Set();
      for (const [a, b] of alternatives(s, inner, end)) group = union(group, sequence(s, a, b, start));
      if (isOptional(s[end + 1])) {
        const rest = s[end + 1] === '{' ? s.indexOf('}', end) + 1 : end + 2;
        return union(group, sequence(s, rest, to, start));
      }
      return group;
    } else if (LITERAL.test(ch)) {
      if (!start) return null;
      let k = i;
      while (k < to && LITERAL.test(s[k]!)) k++;
      let lit = s.slice(i, k);
      if (isOptional(s[k])) {
        // "0?[1-9]": an optional first letter — either it or what follows opens the word.
        if (lit.length === 1 && s[k] === '?') return union(new Set([collapse(lit)]), sequence(s, k + 1, to, start));
        lit = lit.slice(0, -1);
      }
      return lit ? new Set([collapse(lit)]) : null;
    } else if (ch === '[' && start) {
      // A small class like [1-9] or [оа]: each of its letters opens the word.
      const end = s.indexOf(']', i);
      const body = s.slice(i + 1, end);
      if (end < 0 || body.startsWith('^') || body.includes('\\') || isOptional(s[end + 1])) return null;
      const chars = new Set<string>();
      for (let k = 0; k < body.length; k++) {
        if (body[k + 1] === '-' && k + 2 < body.length) {
          for (let c = body.charCodeAt(k); c <= body.charCodeAt(k + 2); c++) chars.add(String.fromCharCode(c));
          k += 2;
        } else chars.add(body[k]!);
      }
      return chars.size && chars.size <= 40 ? chars : null;
    } else return null;
  }
  return null;
}

export function anchorsOf(source: string): string[] | null {
  let all: Prefixes = new Set();
  for (const [a, b] of alternatives(source, 0, source.length)) all = union(all, sequence(source, a, b, false));
  return all && all.size ? [...all] : null;
}
