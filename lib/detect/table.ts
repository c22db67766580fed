import { toOriginal, type Normalized } from '../text/normalize';
import { anchorsFor } from '../text/pattern';
import { tokenize } from '../text/tokens';
import type { Finding, FindingKind } from './types';

/**
 * One row of a table-driven detector: a pattern (see text/pattern.ts) and
 * optional guards. `unless` vetoes a match when it matches the whole message;
 * `unlessAround` when it matches the text around the hit (`window` chars).
 */
export interface Row {
  kind: FindingKind;
  re: RegExp;
  reason: string;
  /** Capture group that holds the fragment to show; the whole match by default. */
  group?: number;
  unless?: RegExp;
  unlessAround?: RegExp;
  window?: number;
  /** Further tests on the whole normalised message, all of which must pass. */
  requires?: RegExp | RegExp[];
}

/** Hostile input can repeat a phrase thousands of times: report a few. */
const MAX_HITS_PER_ROW = 8;

function test(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const r = re.test(s);
  re.lastIndex = 0;
  return r;
}

/**
 * One trie of the word-start anchors of every table row, so that a message's
 * words are walked once, letter by letter, to find the rows that can match.
 */
interface TrieNode {
  next: Map<number, TrieNode>;
  rows: number[];
}
const registered: (readonly Row[])[] = [];
const rowIds = new WeakMap<readonly Row[], number>();
let always: number[] = [];
let root: TrieNode | null = null;
let totalRows = 0;

function build(): TrieNode {
  const r: TrieNode = { next: new Map(), rows: [] };
  always = [];
  let id = 0;
  for (const rows of registered) {
    rowIds.set(rows, id);
    for (const row of rows) {
      const anchors = anchorsFor(row.re);
      if (!anchors) always.push(id);
      else
        for (const prefix of anchors) {
          let node = r;
          for (let k = 0; k < prefix.length; k++) {
            const c = prefix.charCodeAt(k);
            let nx = node.next.get(c);
            if (!nx) node.next.set(c, (nx = { next: new Map(), rows: [] }));
            node = nx;
          }
          node.rows.push(id);
        }
      id++;
    }
  }
  totalRows = id;
  return r;
}

/**
 * For a message: for each anchored row (by global id) the word starts where one
 * of its anchors begins, ascending; undefined when no word starts with one.
 */
type Activation = (number[] | undefined)[];
const activations = new WeakMap<Normalized, Activation>();

function activation(n: Normalized): Activation {
  let active = activations.get(n);
  if (active) return active;
  root ??= build();
  active = new Array<number[] | undefined>(totalRows);
  const text = n.text;
  for (const tok of tokenize(n)) {
    let node: TrieNode | undefined = root;
    for (let k = tok.s; k < tok.e && node; k++) {
      node = node.next.get(text.charCodeAt(k));
      if (!node) break;
      for (const r of node.rows) {
        const list = (active[r] ??= []);
        if (list[list.length - 1] !== tok.s) list.push(tok.s);
      }
    }
  }
  activations.set(n, active);
  return active;
}

/** Sticky twins of the row patterns: tried only where an anchor opens a word. */
const sticky = new WeakMap<RegExp, RegExp>();
function stickyOf(re: RegExp): RegExp {
  let s = sticky.get(re);
  if (!s) sticky.set(re, (s = new RegExp(re.source, re.flags.replace('g', '') + 'y')));
  return s;
}

/** Declares a table; tables are declared when their modules load, before any message is checked. */
export function table(rows: Row[]): readonly Row[] {
  registered.push(rows);
  root = null;
  return rows;
}

export function runTable(rows: readonly Row[], n: Normalized): Finding[] {
  const out: Finding[] = [];
  const text = n.text;
  const active = activation(n);
  const base = rowIds.get(rows);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const anchored = base !== undefined && anchorsFor(row.re) !== null;
    const positions = anchored ? active[base + r] : undefined;
    if (anchored && !positions) continue;
    if (row.requires && !(Array.isArray(row.requires) ? row.requires : [row.requires]).every((re) => test(re, text))) continue;
    if (row.unless && test(row.unless, text)) continue;
    let hits = 0;
    const take = (m: RegExpExecArray): boolean => {
      let s = m.index;
      let e = s + m[0].length;
      if (row.group && m[row.group] !== undefined) {
        s += m[0].indexOf(m[row.group]!);
        e = s + m[row.group]!.length;
      }
      if (row.unlessAround) {
        const w = row.window ?? 40;
        const around = text.slice(Math.max(0, m.index - w), Math.min(text.length, m.index + m[0].length + w));
        if (test(row.unlessAround, around)) return false;
      }
      out.push(finding(n, row.kind, s, e, row.reason));
      return ++hits >= MAX_HITS_PER_ROW;
    };
    if (positions) {
      // Only where an anchor opens a word: work proportional to those places, not to the text.
      const re = stickyOf(row.re);
      let after = 0;
      for (const pos of positions) {
        if (pos < after) continue;
        re.lastIndex = pos;
        const m = re.exec(text);
        if (!m || m[0].length === 0) continue;
        after = pos + m[0].length;
        if (take(m)) break;
      }
    } else {
      row.re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = row.re.exec(text)) !== null) {
        if (m[0].length === 0) {
          row.re.lastIndex++;
          continue;
        }
        if (take(m)) break;
      }
      row.re.lastIndex = 0;
    }
  }
  return out;
}

export function finding(n: Normalized, kind: FindingKind, s: number, e: number, reason: string): Finding {
  const o = toOriginal(n, s, e);
  return { kind, start: o.start, end: o.end, fragment: n.original.slice(o.start, o.end), reason };
}
