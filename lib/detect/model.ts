/**
 * A second opinion learned from labelled chat: one logistic regression per
 * rule of a rule set over the words of a message, its word stems and the
 * stems' pairs. The families (families/*.ts) say what was done and where;
 * their shapes are written from the rule and miss wording nobody wrote a row
 * for — six blind rounds in a row found each round's new phrasing about as
 * often as the last. The model generalises from the words' company instead:
 * trained on the read sets (scripts/train-model.ts), it finds what the rows
 * missed on a round it never saw, at a threshold set so that it adds almost
 * no false alarm there. What it finds is a `likely` finding (the host
 * confirms it), for a rule no family found in the message, shown on the word
 * that weighed most.
 *
 * Why a linear model written out here rather than a library: inference is a
 * sum of weights looked up by the features' hashes, and the same code runs in
 * the worker, the pages, the checker and the tests with no dependency;
 * training is a few seconds of SGD in the script.
 */
import type { Normalized } from '../text/normalize';
import type { RuleSetId } from '../rulesets/types';
import { MODEL } from './model.generated';

/** One rule set's model as the trainer writes it. */
export interface SetModel {
  /** The rules it scores, by index. */
  readonly rules: readonly string[];
  /** Each rule's bias (log-odds with no feature). */
  readonly bias: readonly number[];
  /** The probability from which a rule is suggested. */
  readonly threshold: number;
  /** Feature → pairs of rule index and weight, flattened: [i, w, i, w, …]. */
  readonly weights: Readonly<Record<string, readonly number[]>>;
}

export interface ModelData {
  /** What it was trained on (sets and counts), for the README and the staleness test. */
  readonly trainedOn: string;
  readonly sets: Readonly<Partial<Record<RuleSetId, SetModel>>>;
}

/** A rule the model suggests, with where its strongest word is (offsets in the original text). */
export interface Suggestion {
  readonly rule: string;
  readonly p: number;
  readonly start: number;
  readonly end: number;
}

/** Stems are the first five letters: enough to hold a root, short enough to join its forms ("думает", "думать"). */
const STEM = 5;

/**
 * A seat number ("5", "05", "10") is one feature: which seat is named carries nothing. Any other number ("14",
 * "300", "2024") is another: a count, a time or a score, whose value the few messages that hold it cannot teach
 * (a number's own meaning, a code or a price, is the rows' to read).
 */
function word(t: string): string {
  const n = t.length;
  if (n === 0) return t;
  for (let i = 0; i < n; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return t;
  }
  const a = t.charCodeAt(0);
  const b = n === 2 ? t.charCodeAt(1) : -1;
  const seat = n === 1 ? a >= 49 && a <= 57 : n === 2 && ((a === 48 && b >= 49 && b <= 57) || (a === 49 && b === 48));
  return seat ? '#' : '##';
}

/**
 * Calls `visit` with each feature of a message once, with the first and last token it covers: the word, its stem,
 * and the pair of stems it closes. The trainer reads the same features, so what the model learned and what it
 * reads are the same.
 */
function eachFeature(n: Normalized, visit: (f: string, from: number, to: number) => void): void {
  const seen = SEEN;
  seen.clear();
  const tokens = n.tokens;
  let prev = '';
  for (let i = 0; i < tokens.length; i++) {
    const w = word(tokens[i]?.t ?? '');
    const s = w.length > STEM ? w.slice(0, STEM) : w;
    const fw = 'w:' + w;
    if (!seen.has(fw)) {
      seen.add(fw);
      visit(fw, i, i);
    }
    const fs = 's:' + s;
    if (!seen.has(fs)) {
      seen.add(fs);
      visit(fs, i, i);
    }
    if (i > 0) {
      const fb = 'b:' + prev + '_' + s;
      if (!seen.has(fb)) {
        seen.add(fb);
        visit(fb, i - 1, i);
      }
    }
    prev = s;
  }
}
const SEEN = new Set<string>();

/** The features of a message in order, each once (the trainer's view of it). */
export function modelFeatures(n: Normalized): { f: string; from: number; to: number }[] {
  const out: { f: string; from: number; to: number }[] = [];
  eachFeature(n, (f, from, to) => out.push({ f, from, to }));
  return out;
}

/**
 * Features are looked up by hashes of their names, worked out letter by letter as the words are read, so that
 * judging a message builds no string and no number on the heap: two 32-bit FNV-1a hashes with different seeds, the
 * first's low 30 bits the map's key (a small integer, which a Map hashes fastest), the second checked on a hit.
 * A message's feature taken for another of the model's twenty thousand is about one chance in 10^9 per feature;
 * the test checks that the hashed reading suggests what the names do.
 */
const SEED_A = 0x811c9dc5;
const SEED_B = 0x5bd1e995;
const PRIME_A = 16777619;
const PRIME_B = 0x5bd1e995;
const LOW = 0x3fffffff;

interface Entry {
  /** The second hash of the name. */
  readonly b: number;
  readonly ws: readonly number[];
  /** The message it was last counted in (a feature counts once a message). */
  seen: number;
  /** Another name with the same key. */
  next: Entry | undefined;
}

/** A set's weights keyed by their names' hashes, built on first use. */
const MAPS = new WeakMap<SetModel, Map<number, Entry>>();
function weightsOf(m: SetModel): Map<number, Entry> {
  let map = MAPS.get(m);
  if (!map) {
    map = new Map();
    for (const [f, ws] of Object.entries(m.weights)) {
      const [a, b] = hashOf(f);
      const key = a & LOW;
      map.set(key, { b, ws, seen: 0, next: map.get(key) });
    }
    MAPS.set(m, map);
  }
  return map;
}

/** Running hashes of a feature's name as its letters are read (one pair per part, reused). */
const W = [0, 0];
const S = [0, 0];
const B = [0, 0];
const PREFIX_W = hashOf('w:');
const PREFIX_S = hashOf('s:');
const PREFIX_B = hashOf('b:');
const UNDERSCORE = 95;

/** Both hashes of a whole name (a model's feature, or the prefix a running hash starts from). */
function hashOf(p: string): [number, number] {
  let a = SEED_A;
  let b = SEED_B;
  for (let i = 0; i < p.length; i++) {
    a = Math.imul(a ^ p.charCodeAt(i), PRIME_A);
    b = Math.imul(b ^ p.charCodeAt(i), PRIME_B);
  }
  return [a, b];
}

function feed(h: number[], c: number): void {
  h[0] = Math.imul((h[0] ?? 0) ^ c, PRIME_A);
  h[1] = Math.imul((h[1] ?? 0) ^ c, PRIME_B);
}

function begin(h: number[], p: readonly [number, number]): void {
  h[0] = p[0];
  h[1] = p[1];
}

let epoch = 0;

/** The model's entry for the name hashed in h, once per message (undefined: not the model's, or counted already). */
function entryOf(map: Map<number, Entry>, h: readonly number[]): Entry | undefined {
  const b = h[1] ?? 0;
  for (let e = map.get((h[0] ?? 0) & LOW); e; e = e.next)
    if (e.b === b) {
      if (e.seen === epoch) return undefined;
      e.seen = epoch;
      return e;
    }
  return undefined;
}

/** The features eachFeature names, as the model's entries: the word, its stem, the pair of stems it closes. */
function eachEntry(n: Normalized, map: Map<number, Entry>, visit: (e: Entry, from: number, to: number) => void): void {
  epoch++;
  const tokens = n.tokens;
  let prev = '';
  let prevLen = 0;
  for (let i = 0; i < tokens.length; i++) {
    // The token as a feature names it: itself, or a number's class ("#", "##"); no string is made.
    const t = word(tokens[i]?.t ?? '');
    const len = t.length;
    const stemLen = Math.min(len, STEM);
    begin(W, PREFIX_W);
    begin(S, PREFIX_S);
    for (let k = 0; k < len; k++) {
      const c = t.charCodeAt(k);
      feed(W, c);
      if (k < stemLen) feed(S, c);
    }
    const ew = entryOf(map, W);
    if (ew) visit(ew, i, i);
    const es = entryOf(map, S);
    if (es) visit(es, i, i);
    if (i > 0) {
      begin(B, PREFIX_B);
      for (let k = 0; k < prevLen; k++) feed(B, prev.charCodeAt(k));
      feed(B, UNDERSCORE);
      for (let k = 0; k < stemLen; k++) feed(B, t.charCodeAt(k));
      const eb = entryOf(map, B);
      if (eb) visit(eb, i - 1, i);
    }
    prev = t;
    prevLen = stemLen;
  }
}

/** The rules `set`'s model finds in a message above its threshold, strongest first. */
export function suggest(n: Normalized, set: RuleSetId, data: ModelData = MODEL): Suggestion[] {
  const m = data.sets[set];
  if (!m || n.tokens.length === 0) return NONE;
  const weights = weightsOf(m);
  const rules = m.rules.length;
  // Every message comes this way: the sums and, per rule, the feature that added most (its first and last token,
  // for where the finding is shown) are kept in scratch arrays rather than made anew.
  if (Z.length < rules) Z = new Float64Array(rules * 2);
  if (BEST_W.length < rules) BEST_W = new Float64Array(rules * 2);
  if (BEST_FROM.length < rules) BEST_FROM = new Int32Array(rules * 2);
  if (BEST_TO.length < rules) BEST_TO = new Int32Array(rules * 2);
  const z = Z;
  const bestW = BEST_W;
  const bestFrom = BEST_FROM;
  const bestTo = BEST_TO;
  for (let r = 0; r < rules; r++) {
    z[r] = m.bias[r] ?? 0;
    bestW[r] = 0;
    bestFrom[r] = bestTo[r] = -1;
  }
  eachEntry(n, weights, (e, from, to) => {
    const ws = e.ws;
    for (let j = 0; j + 1 < ws.length; j += 2) {
      const r = ws[j] ?? 0;
      const w = ws[j + 1] ?? 0;
      z[r] = (z[r] ?? 0) + w;
      if (w > (bestW[r] ?? 0)) {
        bestW[r] = w;
        bestFrom[r] = from;
        bestTo[r] = to;
      }
    }
  });
  let out: Suggestion[] | undefined;
  for (let r = 0; r < rules; r++) {
    const p = probability(z[r] ?? 0);
    if (p < m.threshold) continue;
    const from = n.tokens[bestFrom[r] ?? -1];
    const to = n.tokens[bestTo[r] ?? -1];
    if (!from || !to) continue;
    (out ??= []).push({ rule: m.rules[r] ?? '', p, start: n.starts[from.s] ?? 0, end: n.ends[to.e - 1] ?? n.original.length });
  }
  return out ? out.sort((a, b) => b.p - a.p) : NONE;
}
let Z = new Float64Array(32);
let BEST_W = new Float64Array(32);
let BEST_FROM = new Int32Array(32);
let BEST_TO = new Int32Array(32);

function probability(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** What most messages get: one shared, frozen list (the analysis memo shares results between equal texts). */
const NONE: Suggestion[] = Object.freeze([]) as unknown as Suggestion[];

/** The same reading by the features' names (what the trainer sees): the test compares it with suggest. */
export function suggestByName(n: Normalized, set: RuleSetId, data: ModelData = MODEL): string[] {
  const m = data.sets[set];
  if (!m) return [];
  const z = m.bias.slice();
  eachFeature(n, (f) => {
    const ws = m.weights[f];
    for (let j = 0; ws && j + 1 < ws.length; j += 2) z[ws[j] ?? 0] = (z[ws[j] ?? 0] ?? 0) + (ws[j + 1] ?? 0);
  });
  return m.rules.filter((_, r) => probability(z[r] ?? 0) >= m.threshold);
}
