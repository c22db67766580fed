import { toOriginal, isPatternWordChar, type Normalized } from '../text/normalize';
import { anchorsOf, hasCaptures, needsOf, topAlternatives, type Need } from '../text/anchors';
import { anchorsFor, needsFor, sourceOf } from '../text/pattern';
import { WordTrie } from '../text/trie';
import { work } from '../text/work';
import type { Confidence, Finding, FindingKind } from './types';

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
  /** This row's confidence when it differs from its kind's default (see confidence.ts). */
  confidence?: Confidence;
}

/** Hostile input can repeat a phrase thousands of times: report a few. */
const MAX_HITS_PER_ROW = 8;

function test(re: RegExp, s: string): boolean {
  work.regex++;
  re.lastIndex = 0;
  const r = re.test(s);
  re.lastIndex = 0;
  return r;
}

/**
 * All tables are built into one trie when the first message is checked:
 *  - each row's word-start anchors (see text/anchors.ts), so that a message's
 *    words, walked once letter by letter, give the rows that can match and the
 *    word starts where to try them;
 *  - the words each row's pattern (and its `requires` / `unless` patterns)
 *    needs anywhere in the message, as AND / OR trees over trie leaves: a row
 *    whose opening word is common ("я", "в", "ты") but whose other words are
 *    missing is never run.
 */
/** A compiled need: `true`, or the id of a node in `Built.nodes` (shared by every row that needs the same). */
type NeedC = true | number;

/**
 * A need node: a trie leaf, or AND / OR of other nodes (ids). An OR lists only
 * its children that are not leaves: a leaf found in a message marks the ORs
 * right above it true as the scan goes (`leafParents`), so that a long list
 * of alternative words costs nothing to check.
 */
type NeedNode = { leaf: number } | { and: number[] } | { or: number[] };

/**
 * A row is tried alternative by alternative when its pattern splits at the
 * top level ("⟨ты~2дурак|⟨не~1умеешь~1играть|…"): each alternative has its own
 * anchors and needs, so a big row opened by common words costs only its
 * alternatives whose words are all there. At one word start the alternatives
 * are tried in order and the first that matches wins, which is what the whole
 * expression does there. Rows with capturing groups stay whole.
 */
interface AltMeta {
  /** Anchored alternative id (its word starts are listed per message). */
  id: number;
  need: NeedC;
  sticky: RegExp;
}

interface TableMeta {
  /** Its number among the declared tables. */
  index: number;
  rows: RowMeta[];
  /** Rows without anchors: tried on every message. */
  always: number[];
}

interface RowMeta {
  /** The alternatives, or null for a row without anchors (tried everywhere). */
  alts: AltMeta[] | null;
  need: NeedC;
  requires: { re: RegExp; need: NeedC }[];
  unless: { re: RegExp; need: NeedC } | undefined;
}

interface Built {
  trie: WordTrie;
  /** Per trie node: ids of rows whose anchor is the node's text. */
  anchorRows: number[][];
  rows: number;
  leaves: number;
  nodes: NeedNode[];
  /** The nodes flattened for the per-message check: kind (0 leaf, 1 AND, 2 OR), leaf id, children's range in `kids`. */
  kind: Uint8Array;
  leafOf: Int32Array;
  kidFrom: Int32Array;
  kids: Int32Array;
  /** Per leaf: the OR nodes it is a direct child of. */
  leafParents: number[][];
}

const registered: Row[][] = [];
const metas = new WeakMap<readonly Row[], TableMeta>();
/** Per alternative id: its row's index in its table. */
let altRow = new Int32Array(0);
let altById: AltMeta[] = [];
let built: Built | null = null;

/** Declares a table; tables are declared when their modules load, before any message is checked. */
export function table(rows: Row[]): readonly Row[] {
  registered.push(rows);
  built = null;
  return rows;
}

function build(): Built {
  const trie = new WordTrie();
  const anchorRows: number[][] = [];
  const leafIds = new Map<string, number>();
  const leaf = (word: string, whole: boolean): number => {
    const key = (whole ? '=' : '^') + word;
    let id = leafIds.get(key);
    if (id === undefined) {
      leafIds.set(key, (id = leafIds.size));
      trie.add(word, id, whole);
    }
    return id;
  };
  // Equal needs become one node, worked out once per message however many rows share it.
  const nodes: NeedNode[] = [];
  const nodeIds = new Map<string, number>();
  const intern = (node: NeedNode): number => {
    // Children are interned first, so a node is known by its kind and its children's ids.
    const key = 'leaf' in node ? `l${node.leaf}` : 'and' in node ? `a${node.and.join(',')}` : `o${node.or.join(',')}`;
    let nid = nodeIds.get(key);
    if (nid === undefined) {
      nodeIds.set(key, (nid = nodes.length));
      nodes.push(node);
    }
    return nid;
  };
  const node = (need: Exclude<Need, true>): number => {
    if ('word' in need) return intern({ leaf: leaf(need.word, need.whole) });
    // Leaves first: a missing word settles an AND (a present one an OR) without going down.
    const kids = ('and' in need ? need.and : need.or)
      .map((x) => node(x as Exclude<Need, true>))
      .sort((a, b) => Number('leaf' in nodes[b]!) - Number('leaf' in nodes[a]!));
    return intern('and' in need ? { and: kids } : { or: kids });
  };
  const leafParents: number[][] = [];
  const compile = (need: Need): NeedC => (need === true ? true : node(need));
  let id = 0;
  const anchored: [string, number][] = [];
  const tableOf: number[] = [];
  const metasAlts: AltMeta[] = [];
  const rowOf: number[] = [];
  registered.forEach((rows, t) => {
    const meta: RowMeta[] = [];
    const always: number[] = [];
    rows.forEach((row, r) => {
      const anchors = anchorsFor(row.re);
      const requires = row.requires ? (Array.isArray(row.requires) ? row.requires : [row.requires]) : [];
      let alts: AltMeta[] | null = null;
      if (anchors) {
        const source = sourceOf(row.re)!;
        const parts = topAlternatives(source);
        const partAnchors = parts.length > 1 && parts.length < 1024 && !hasCaptures(source) ? parts.map(anchorsOf) : null;
        // The compiled expression splits at the same top-level bars as its source.
        const compiled = partAnchors && partAnchors.every((a) => a !== null) ? topAlternatives(row.re.source) : null;
        const split = compiled !== null && compiled.length === parts.length;
        alts = [];
        for (let k = 0; k < (split ? parts.length : 1); k++) {
          const altId = id++;
          tableOf.push(t);
          rowOf.push(r);
          for (const a of split ? partAnchors![k]! : anchors) anchored.push([a, altId]);
          const alt: AltMeta = {
            id: altId,
            need: compile(split ? needsOf(parts[k]!) : needsFor(row.re)),
            sticky: new RegExp(split ? compiled![k]! : row.re.source, row.re.flags.replace('g', '') + 'y'),
          };
          metasAlts[altId] = alt;
          alts.push(alt);
        }
      }
      meta.push({
        alts,
        need: alts ? true : compile(needsFor(row.re)),
        requires: requires.map((re) => ({ re, need: compile(needsFor(re)) })),
        unless: row.unless ? { re: row.unless, need: compile(needsFor(row.unless)) } : undefined,
      });
      if (!alts) always.push(r);
    });
    metas.set(rows, { index: t, rows: meta, always });
  });
  altRow = Int32Array.from(rowOf);
  altById = metasAlts;
  tableFirst = new Int32Array(registered.length + 1);
  for (let a = tableOf.length - 1; a >= 0; a--) tableFirst[tableOf[a]!] = a;
  tableFirst[registered.length] = tableOf.length;
  for (let t = registered.length - 1; t >= 0; t--) if (!tableOf.includes(t)) tableFirst[t] = tableFirst[t + 1]!;
  // Anchors go in after the leaves so that both share the trie's nodes.
  for (const [a, rowId] of anchored) {
    trie.add(a, -1); // makes the node; -1 is never a leaf id
    let node = 0;
    for (let k = 0; k < a.length; k++) node = trie.step(node, a.charCodeAt(k));
    while (anchorRows.length <= node) anchorRows.push([]);
    const list = anchorRows[node]!;
    if (!list.includes(rowId)) list.push(rowId);
  }
  for (const list of trie.prefix) {
    const k = list.indexOf(-1);
    if (k >= 0) list.splice(k, 1);
  }
  while (anchorRows.length < trie.size) anchorRows.push([]);
  // ORs keep their subtrees; their leaves mark them from below.
  for (let nid = 0; nid < nodes.length; nid++) {
    const nd = nodes[nid]!;
    if (!('or' in nd)) continue;
    const subtrees: number[] = [];
    for (const k of nd.or) {
      const kid = nodes[k]!;
      if ('leaf' in kid) (leafParents[kid.leaf] ??= []).push(nid);
      else subtrees.push(k);
    }
    nodes[nid] = { or: subtrees };
  }
  for (let l = 0; l < leafIds.size; l++) leafParents[l] ??= [];
  const kind = new Uint8Array(nodes.length);
  const leafOf = new Int32Array(nodes.length);
  const kidFrom = new Int32Array(nodes.length + 1);
  const flat: number[] = [];
  nodes.forEach((nd, nid) => {
    kidFrom[nid] = flat.length;
    if ('leaf' in nd) leafOf[nid] = nd.leaf;
    else {
      kind[nid] = 'and' in nd ? 1 : 2;
      flat.push(...('and' in nd ? nd.and : nd.or));
    }
  });
  kidFrom[nodes.length] = flat.length;
  return { trie, anchorRows, rows: id, leaves: leafIds.size, nodes, kind, leafOf, kidFrom, kids: Int32Array.from(flat), leafParents };
}

/**
 * The scan of the message being checked, in arrays reused from message to
 * message and stamped with a generation number instead of being cleared.
 * A message's own object records the generation it was scanned in; another
 * message scanned in between makes it scan again.
 */
let gen = 0;
let leafGen = new Int32Array(0);
let rowGen = new Int32Array(0);
/** Per table: the generation its list of hit alternatives belongs to, and the list. */
let tableFirst = new Int32Array(0);
/** Alternatives with a word start in the message, sorted once the scan is done (ids ascend with tables and rows). */
let hitAlts = new Int32Array(64);
let nHit = 0;
/** Per need node: the generation its value was worked out in, and the value. */
let nodeGen = new Int32Array(0);
let nodeVal = new Uint8Array(0);
/** Per row: first and last entry of its list of word starts. */
let rowHead = new Int32Array(0);
let rowTail = new Int32Array(0);
/** Entries: a word start and the next entry (-1 ends). */
let posVal = new Int32Array(256);
let posNext = new Int32Array(256);
let posN = 0;

function scan(n: Normalized): Built {
  if (!built) {
    built = build();
    gen++; // a scan made before this build is stale
  }
  const b = built;
  if (n.scan === gen && gen > 0) return b;
  gen++;
  n.scan = gen;
  if (leafGen.length < b.leaves) leafGen = new Int32Array(b.leaves);
  if (nodeGen.length < b.nodes.length) {
    nodeGen = new Int32Array(b.nodes.length);
    nodeVal = new Uint8Array(b.nodes.length);
  }
  if (rowGen.length < b.rows) {
    rowGen = new Int32Array(b.rows);
    rowHead = new Int32Array(b.rows);
    rowTail = new Int32Array(b.rows);
  }
  posN = 0;
  nHit = 0;
  const text = n.text;
  const tokens = n.tokens;
  if (!n.mixed) {
    for (let t = 0; t < tokens.length; t++) walk(b, text, tokens[t]!.s, tokens[t]!.e, true, true);
  } else {
    // Anchors open tokens; needs are words of the patterns' own alphabet.
    for (let t = 0; t < tokens.length; t++) walk(b, text, tokens[t]!.s, tokens[t]!.e, true, false);
    for (let i = 0; i < text.length;) {
      if (!isPatternWordChar(text.charCodeAt(i))) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < text.length && isPatternWordChar(text.charCodeAt(j))) j++;
      walk(b, text, i, j, false, true);
      i = j;
    }
  }
  if (nHit > 1) hitAlts.subarray(0, nHit).sort();
  return b;
}

/** Index of the first hit alternative with an id at least `id`. */
function firstHitFrom(id: number): number {
  let lo = 0;
  let hi = nHit;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hitAlts[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function walk(b: Built, text: string, s: number, e: number, anchors: boolean, leaves: boolean): void {
  const trie = b.trie;
  let node = 0;
  for (let k = s; k < e; k++) {
    node = trie.step(node, text.charCodeAt(k));
    work.steps++;
    if (node < 0) return;
    if (anchors) {
      const rows = b.anchorRows[node]!;
      for (let r = 0; r < rows.length; r++) addPosition(rows[r]!, s);
    }
    if (leaves) {
      const p = trie.prefix[node]!;
      for (let l = 0; l < p.length; l++) hit(b, p[l]!);
      if (k === e - 1) {
        const w = trie.whole[node]!;
        for (let l = 0; l < w.length; l++) hit(b, w[l]!);
      }
    }
  }
}

function hit(b: Built, leaf: number): void {
  if (leafGen[leaf] === gen) return;
  leafGen[leaf] = gen;
  const parents = b.leafParents[leaf]!;
  for (let i = 0; i < parents.length; i++) {
    nodeGen[parents[i]!] = gen;
    nodeVal[parents[i]!] = 1;
  }
}

function addPosition(row: number, s: number): void {
  if (rowGen[row] === gen) {
    if (posVal[rowTail[row]!] === s) return;
  }
  if (posN === posVal.length) {
    const v = new Int32Array(posN * 2);
    v.set(posVal);
    posVal = v;
    const nx = new Int32Array(posN * 2);
    nx.set(posNext);
    posNext = nx;
  }
  posVal[posN] = s;
  posNext[posN] = -1;
  if (rowGen[row] === gen) posNext[rowTail[row]!] = posN;
  else {
    rowGen[row] = gen;
    rowHead[row] = posN;
    // First word start of this alternative in the message: its table will look at its row.
    if (nHit === hitAlts.length) {
      const grown = new Int32Array(nHit * 2);
      grown.set(hitAlts);
      hitAlts = grown;
    }
    hitAlts[nHit++] = row;
  }
  rowTail[row] = posN++;
}

function holds(need: NeedC): boolean {
  return need === true || value(built!, need);
}

function value(b: Built, id: number): boolean {
  if (nodeGen[id] === gen) return nodeVal[id] === 1;
  const kind = b.kind[id]!;
  let v: boolean;
  if (kind === 0) v = leafGen[b.leafOf[id]!] === gen;
  else {
    const and = kind === 1;
    v = and;
    for (let k = b.kidFrom[id]!, end = b.kidFrom[id + 1]!; k < end; k++) {
      if (value(b, b.kids[k]!) !== and) {
        v = !and;
        break;
      }
    }
  }
  nodeGen[id] = gen;
  nodeVal[id] = v ? 1 : 0;
  return v;
}

const NO_META: RowMeta = { alts: null, need: true, requires: [], unless: undefined };

/** Alternatives of the row being run that can match, and a merge buffer of their word starts. */
const eligible: AltMeta[] = [];
let nEligible = 0;
let merged = new Float64Array(64);

export function runTable(rows: readonly Row[], n: Normalized): Finding[] {
  const out: Finding[] = [];
  scan(n);
  const tm = metas.get(rows);
  if (!tm) {
    // A table declared without table(): every row everywhere.
    for (let r = 0; r < rows.length; r++) runRow(rows[r]!, NO_META, n, out);
    return out;
  }
  // Only rows whose anchors open a word of the message (their alternatives that did, in
  // order: alternative ids ascend with rows), and rows without anchors.
  const end = tableFirst[tm.index + 1]!;
  const always = tm.always;
  let i = firstHitFrom(tableFirst[tm.index]!);
  let j = 0;
  while ((i < nHit && hitAlts[i]! < end) || j < always.length) {
    const hr = i < nHit && hitAlts[i]! < end ? altRow[hitAlts[i]!]! : Infinity;
    const ar = j < always.length ? always[j]! : Infinity;
    if (ar < hr) {
      runRow(rows[ar]!, tm.rows[ar]!, n, out);
      j++;
      continue;
    }
    nEligible = 0;
    for (; i < nHit && hitAlts[i]! < end && altRow[hitAlts[i]!] === hr; i++) {
      const a = altById[hitAlts[i]!]!;
      if (holds(a.need)) eligible[nEligible++] = a;
    }
    if (ar === hr) j++;
    if (nEligible > 0) runRow(rows[hr]!, tm.rows[hr]!, n, out);
  }
  return out;
}

/** Runs one row whose alternatives that can match are `eligible[0, nEligible)` (none for a row without anchors). */
function runRow(row: Row, m: RowMeta, n: Normalized, out: Finding[]): void {
  const text = n.text;
  if (!m.alts && !holds(m.need)) return;
  for (const q of m.requires) if (!holds(q.need) || !test(q.re, text)) return;
  if (m.unless && holds(m.unless.need) && test(m.unless.re, text)) return;
  hitsOfRow = 0;
  if (!m.alts) {
    const re = row.re;
    re.lastIndex = 0;
    let match: RegExpExecArray | null;
    work.regex++;
    while ((match = re.exec(text)) !== null) {
      work.regex++;
      if (match[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (take(row, match, n, out)) break;
    }
    re.lastIndex = 0;
  } else if (nEligible === 1) {
    // Only where an anchor opens a word: work proportional to those places, not to the text.
    const alt = eligible[0]!;
    const re = alt.sticky;
    let after = 0;
    for (let p = rowHead[alt.id]!; p >= 0; p = posNext[p]!) {
      const pos = posVal[p]!;
      if (pos < after) continue;
      re.lastIndex = pos;
      work.regex++;
      const match = re.exec(text);
      if (!match || match[0].length === 0) continue;
      after = pos + match[0].length;
      if (take(row, match, n, out)) break;
    }
  } else {
    // Word starts of every eligible alternative, in order; at one start, alternatives in row order.
    let k = 0;
    for (let a = 0; a < nEligible; a++) {
      for (let p = rowHead[eligible[a]!.id]!; p >= 0; p = posNext[p]!) {
        if (k === merged.length) {
          const grown = new Float64Array(k * 2);
          grown.set(merged);
          merged = grown;
        }
        merged[k++] = posVal[p]! * 1024 + a;
      }
    }
    const keys = merged.subarray(0, k).sort();
    let after = 0;
    let empty = -1; // a word start where an alternative matched nothing: the whole expression stops there
    for (let i = 0; i < k; i++) {
      const pos = Math.floor(keys[i]! / 1024);
      if (pos < after || pos === empty) continue;
      const re = eligible[keys[i]! - pos * 1024]!.sticky;
      re.lastIndex = pos;
      work.regex++;
      const match = re.exec(text);
      if (!match) continue;
      if (match[0].length === 0) {
        empty = pos;
        continue;
      }
      after = pos + match[0].length;
      if (take(row, match, n, out)) break;
    }
  }
}

/** Findings of the row being run so far. */
let hitsOfRow = 0;

/** Records a match of a row (unless vetoed by what is around it); true when the row has reported enough. */
function take(row: Row, match: RegExpExecArray, n: Normalized, out: Finding[]): boolean {
  const text = n.text;
  let s = match.index;
  let e = s + match[0].length;
  if (row.group && match[row.group] !== undefined) {
    s += match[0].indexOf(match[row.group]!);
    e = s + match[row.group]!.length;
  }
  if (row.unlessAround) {
    const w = row.window ?? 40;
    const around = text.slice(Math.max(0, match.index - w), Math.min(text.length, match.index + match[0].length + w));
    if (test(row.unlessAround, around)) return false;
  }
  const f = finding(n, row.kind, s, e, row.reason);
  if (row.confidence) f.confidence = row.confidence;
  out.push(f);
  return ++hitsOfRow >= MAX_HITS_PER_ROW;
}

export function finding(n: Normalized, kind: FindingKind, s: number, e: number, reason: string): Finding {
  const o = toOriginal(n, s, e);
  return { kind, start: o.start, end: o.end, fragment: n.original.slice(o.start, o.end), reason };
}

/** Every declared table, for tests that check all patterns. */
export function tablesForTest(): readonly (readonly Row[])[] {
  return registered;
}
