/* eslint-disable @typescript-eslint/no-non-null-assertion --
 * Once for the file. The scan and the row runner read the plan's typed arrays and lists at the ids the plan itself made
 * (alternatives, anchors, leaves, need nodes, positions), on every word of every message: each id is in range by
 * construction (the lists are made together, see TablePlan and materialize), and a check per read would cost in
 * the loop every message takes. tests/table-plan.test.ts and tests/table-equivalence.test.ts hold what the
 * tables find to what their rows' sources find.
 */
import { toOriginal, isPatternWordChar, type Normalized } from '../text/normalize';
import { anchorsOfSource, capturesOfSource, fingerprint, needsOfSource, splitOfSource, splitRangesOfSource } from '../text/analysis';
import type { Need } from '../text/anchors';
import { sourceOf } from '../text/pattern';
import { wordCost } from '../text/frequency';
import { WordTrie } from '../text/trie';
import { forgetWords, WordFact } from '../text/lexicon';
import { unitSafe } from '../text/units';
import { work } from '../text/work';
import { PLAN_JSON, PLAN_KEY } from './tables.generated';
import { joined, NO_FINDINGS, type Confidence, type Finding, type FindingKind } from './types';

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
  /**
   * What the match does in the message (the act layer, act.ts): the kind to
   * report, a kind with its own reason, or null when it is no act at all
   * (told about, denied, asked…). Given the match's range in normalised text.
   */
  judge?: (n: Normalized, s: number, e: number) => Judged;
}

/** A row's judgement of one match: the kind to report (with a reason of its own), or null for none. */
export type Judged = FindingKind | { kind: FindingKind; reason: string } | null;

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
 * All tables are built into one trie when the first message is checked. A
 * message's words are walked through it once, letter by letter, and for most
 * messages that walk is all the matching costs:
 *  - each row's word-start anchors (see text/anchors.ts) are trie nodes: the
 *    walk lists, per anchor, the word starts it opens;
 *  - the words each row needs anywhere in the message (its pattern's and its
 *    `requires` patterns') are trie leaves, combined in AND / OR trees;
 *  - each row (or alternative of a row) has a trigger: a set of leaves, or of
 *    anchors, one of which every message it matches must have, chosen when
 *    the tables are built as the rarest such set (text/frequency.ts). A row
 *    is looked at only when the walk meets its trigger: "ты" opens a hundred
 *    rows, yet a message with "ты" and no "дурак" looks at none of them.
 * Triggers are necessary conditions, so they change what a message costs,
 * never what it is found to say.
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
 * anchors, needs and trigger, so a big row opened by common words costs only
 * its alternatives whose words are all there. At one word start the
 * alternatives are tried in order and the first that matches wins, which is
 * what the whole expression does there. Rows with capturing groups stay whole.
 */
interface AltMeta {
  /** Alternative id: ids ascend with tables and rows. */
  id: number;
  need: NeedC;
  /** Anchors whose word starts it is tried at; null for a row without anchors, run over the whole text. */
  anchors: Int32Array | null;
  row: Row;
  meta: RowMeta;
  /** Its part of the row's expression (split at the top-level bars): its range, or -1: all of it. */
  from: number;
  to: number;
  /** Its expression reads code units as code points (text/units.ts): compiled without `u`, twice as fast. */
  units: boolean;
  /** Its expression, compiled sticky when first run (most alternatives never are in a given game). */
  sticky: RegExp | null;
}

/**
 * An alternative's expression, as splitOfSource writes it: what comes before
 * the row's split group, the alternative's range, what comes after (or the
 * whole expression when `from` is -1).
 */
function alternativeExpression(source: string, pre: number, post: number, from: number, to: number): string {
  return from < 0 ? source : source.slice(0, pre) + source.slice(from, to) + source.slice(post);
}

/** A row's flags for an alternative tried at one word start. */
const stickyFlags = (row: Row) => row.re.flags.replace('g', '') + 'y';

function stickyOf(alt: AltMeta): RegExp {
  if (alt.sticky) return alt.sticky;
  const expression = alternativeExpression(alt.row.re.source, alt.meta.pre, alt.meta.post, alt.from, alt.to);
  work.made++;
  const flags = stickyFlags(alt.row);
  return (alt.sticky = new RegExp(expression, alt.units ? flags.replace('u', '') : flags));
}

interface TableMeta {
  /** Its number among the declared tables. */
  index: number;
  rows: RowMeta[];
}

interface RowMeta {
  alts: AltMeta[];
  requires: { re: RegExp; need: NeedC }[];
  unless: { re: RegExp; need: NeedC } | undefined;
  /** Where the row's expression's split group begins and ends (its alternatives' expressions are made from them). */
  pre: number;
  post: number;
}

interface Built {
  trie: WordTrie;
  /** Per trie node: the anchor whose text it is, or -1. */
  anchorAt: Int32Array;
  /** Per trie node: what the walk has to look at there (1 an anchor, 2 prefix leaves, 4 whole-word leaves); most nodes none. */
  payload: Uint8Array;
  anchors: number;
  leaves: number;
  alts: number;
  /** The need nodes flattened: kind (0 leaf, 1 AND, 2 OR), leaf id, children's range in `kids`. */
  nodes: number;
  kind: Uint8Array;
  leafOf: Int32Array;
  kidFrom: Int32Array;
  kids: Int32Array;
  /** Per leaf: the OR nodes it is a direct child of (ranges of `parents`). */
  parentsFrom: Int32Array;
  parents: Int32Array;
  /** Per leaf and per anchor: the alternatives it triggers (ranges of a flat list). */
  leafTrigFrom: Int32Array;
  leafTrig: Int32Array;
  anchorTrigFrom: Int32Array;
  anchorTrig: Int32Array;
  /** Alternatives with no trigger at all: looked at in every message. */
  always: Int32Array;
}

const registered: Row[][] = [];
/** Each declared table's meta, on the rows array itself: looked up a dozen times per message. */
const META = Symbol('table meta');
/** Each declared table's bit (see bitOf), fixed when it is declared: masks are taken as modules load. */
const BIT = Symbol('table bit');
type Declared = readonly Row[] & { [META]?: TableMeta; [BIT]?: number };
/** Per table index (in the canonical order): its bit. */
let tableBit = new Int32Array(0);
/** Per alternative id: its row's index in its table. */
let altRow = new Int32Array(0);
let altById: AltMeta[] = [];
/** Per table: its first alternative id (one more entry: the total). */
let tableFirst = new Int32Array(0);
/** Per alternative id: its table's index. */
let altTable = new Int32Array(0);
let built: Built | null = null;

/**
 * Builds the tables afresh at the next message, from their sources rather
 * than the plan written out ahead (the generator, which must see every source
 * asked for and the plan as it is now).
 */
export function rebuildTables(): void {
  built = null;
  usePlanned = false;
}

/** Declares a table; tables are declared when their modules load, before any message is checked. */
export function table(rows: Row[]): readonly Row[] {
  (rows as Declared)[BIT] = bitOf(registered.length);
  registered.push(rows);
  built = null;
  return rows;
}

/** What a compiled pattern needs of a message's words; `true` for an expression not made by pattern(). */
function needsOfRe(re: RegExp): Need {
  const source = sourceOf(re);
  return source === undefined ? true : needsOfSource(source);
}

/** Leaves (or anchors) one of which a message must have, and how common they are together. */
type Trigger = { ids: number[]; cost: number } | null;

function cheaper(a: Trigger, b: Trigger): Trigger {
  return !a ? b : !b ? a : b.cost < a.cost ? b : a;
}

/** Flattens per-id lists into ranges of one array. */
function flatten(lists: number[][], count: number): { from: number[]; all: number[] } {
  const from: number[] = [];
  const all: number[] = [];
  for (let i = 0; i < count; i++) {
    from.push(all.length);
    for (const x of lists[i] ?? []) all.push(x);
  }
  from.push(all.length);
  return { from, all };
}

/**
 * What building the tables works out from their sources, in plain numbers
 * and strings. `npm run tables` writes it out (tables.generated.ts), so that
 * neither the checker nor a waking service worker works it out before its
 * first message: the interpreted interning, trigger choice and trie filling
 * were most of the first message's cost. It is used when its key matches the
 * declared tables' sources; otherwise it is worked out at run time, with the
 * same result (a test compares the two).
 */
export interface TablePlan {
  /** Fingerprint of the declared tables' sources (planKey). */
  key: string;
  /** Trie entries in the order first met: "^word" (a leaf: a word beginning), "=word" (a leaf: a whole word), "@text" (an anchor). */
  words: string[];
  /** Need nodes, ORs without their leaf children: kind (0 leaf, 1 AND, 2 OR), leaf, children's range in `kids`. */
  kind: number[];
  leafOf: number[];
  kidFrom: number[];
  kids: number[];
  /** Per leaf: the ORs it is a direct child of (ranges of `parents`). */
  parentsFrom: number[];
  parents: number[];
  leafTrigFrom: number[];
  leafTrig: number[];
  anchorTrigFrom: number[];
  anchorTrig: number[];
  always: number[];
  /**
   * Per alternative: its table, row, need (-1: none), whether it has anchors, their range in
   * `altAnchors`, and its range of the row's expression (-1: all of it).
   */
  altTable: number[];
  altRow: number[];
  altNeed: number[];
  altAnchored: number[];
  altAnchorsFrom: number[];
  altAnchors: number[];
  altFrom: number[];
  altTo: number[];
  /** Per alternative: 1 when its expression reads the same without `u` (text/units.ts). */
  altUnits: number[];
  /** Per row, tables in order: where its expression's split group begins and ends (0 when it is not split). */
  rowPre: number[];
  rowPost: number[];
  /** Per row, tables in order: its `requires` needs (a range of `rowRequires`) and its `unless` need (-2: no unless; -1: none needed). */
  rowRequiresFrom: number[];
  rowRequires: number[];
  rowUnless: number[];
}

/**
 * The declared tables' sources, fingerprinted: what a plan was made from.
 * Both each pattern's own source (its needs and anchors are read from it) and
 * the expression it compiles to (the plan holds offsets into that, and which
 * alternatives read the same without `u`): a change to how patterns compile
 * changes the key even where no pattern changed. About a millisecond.
 */
function planKey(): string {
  return fingerprint(canonicalOrder().join('\u0000'));
}

/**
 * Puts the declared tables in an order of their sources alone and returns each
 * one's source text in it. Modules declare their tables as they load, and the
 * order they load in depends on the entry point (an import cycle is entered
 * where the first importer enters it): the checker's bundle, the extension's
 * and the generator under tsx each load them in another order. A plan made in
 * one order is of no use in another, so every build sorts them first: the plan
 * written ahead then fits every entry point. Tables of one source are
 * interchangeable; the sort is stable.
 */
function canonicalOrder(): string[] {
  const of = (re: RegExp) => `${sourceOf(re) ?? ''}\u0004${re.source}\u0004${re.flags}`;
  const sources = new Map<Row[], string>();
  for (const rows of registered) {
    const parts: string[] = ['\u0001'];
    for (const row of rows) {
      parts.push(of(row.re));
      const requires = row.requires ? (Array.isArray(row.requires) ? row.requires : [row.requires]) : [];
      for (const re of requires) parts.push('\u0002', of(re));
      if (row.unless) parts.push('\u0003', of(row.unless));
    }
    sources.set(rows, parts.join('\u0000'));
  }
  const source = (rows: Row[]) => sources.get(rows)!;
  registered.sort((a, b) => (source(a) < source(b) ? -1 : source(a) > source(b) ? 1 : 0));
  return registered.map(source);
}

/** The plan's per-alternative and per-row lists, filled row by row (see TablePlan). */
type RowLists = Omit<TablePlan, 'key' | 'words' | 'kind' | 'leafOf' | 'kidFrom' | 'kids' | 'parentsFrom' | 'parents'>;

/** How a row splits into alternatives: its source's parts, their anchors, and the compiled expression's ranges; null: whole. */
interface RowSplit {
  parts: string[];
  partAnchors: (string[] | null)[];
  compiled: readonly number[];
}

function splitOfRow(row: Row, source: string | undefined, anchors: string[] | null): RowSplit | null {
  if (!anchors || source === undefined) return null;
  const parts = splitOfSource(source);
  if (parts.length <= 1 || parts.length >= 1024 || capturesOfSource(source)) return null;
  const partAnchors = parts.map(anchorsOfSource);
  if (!partAnchors.every((x) => x !== null)) return null;
  // The compiled expression splits at the same top-level bars as its source.
  const compiled = splitRangesOfSource(row.re.source);
  return (compiled.length - 2) / 2 === parts.length ? { parts, partAnchors, compiled } : null;
}

/**
 * Works a plan out from the declared tables: trie words interned as first met (leaves and anchors), equal
 * needs made one node, and each alternative's trigger chosen as the rarest set of words it cannot match without.
 */
class Planner {
  readonly words: string[] = [];
  private readonly leafIds = new Map<string, number>();
  private readonly anchorIds = new Map<string, number>();
  /** Equal needs become one node, worked out once per message however many rows share it. */
  private readonly nodes: NeedNode[] = [];
  private readonly nodeIds = new Map<string, number>();
  private readonly leafTrig: number[][] = [];
  private readonly anchorTrig: number[][] = [];
  private alts = 0;
  readonly lists: RowLists = {
    leafTrigFrom: [],
    leafTrig: [],
    anchorTrigFrom: [],
    anchorTrig: [],
    always: [],
    altTable: [],
    altRow: [],
    altNeed: [],
    altAnchored: [],
    altAnchorsFrom: [],
    altAnchors: [],
    altFrom: [],
    altTo: [],
    altUnits: [],
    rowPre: [],
    rowPost: [],
    rowRequiresFrom: [],
    rowRequires: [],
    rowUnless: [],
  };

  private leaf(word: string, whole: boolean): number {
    const key = (whole ? '=' : '^') + word;
    let id = this.leafIds.get(key);
    if (id === undefined) {
      this.leafIds.set(key, (id = this.leafIds.size));
      this.words.push(key);
    }
    return id;
  }

  private anchor(text: string): number {
    let id = this.anchorIds.get(text);
    if (id === undefined) {
      this.anchorIds.set(text, (id = this.anchorIds.size));
      this.words.push('@' + text);
    }
    return id;
  }

  private intern(node: NeedNode): number {
    // Children are interned first, so a node is known by its kind and its children's ids.
    const key = 'leaf' in node ? `l${node.leaf}` : 'and' in node ? `a${node.and.join(',')}` : `o${node.or.join(',')}`;
    let nid = this.nodeIds.get(key);
    if (nid === undefined) {
      this.nodeIds.set(key, (nid = this.nodes.length));
      this.nodes.push(node);
    }
    return nid;
  }

  private isLeaf = (nid: number): boolean => {
    const nd = this.nodes[nid];
    return nd !== undefined && 'leaf' in nd;
  };

  private node(need: Exclude<Need, true>): number {
    if ('word' in need) return this.intern({ leaf: this.leaf(need.word, need.whole) });
    // Leaves first: a missing word settles an AND (a present one an OR) without going down.
    const kids = ('and' in need ? need.and : need.or)
      .map((x) => this.node(x as Exclude<Need, true>))
      .sort((a, b) => Number(this.isLeaf(b)) - Number(this.isLeaf(a)));
    return this.intern('and' in need ? { and: kids } : { or: kids });
  }

  /** A need's node id, or -1 for none. */
  private compile(need: Need): number {
    return need === true ? -1 : this.node(need);
  }

  /** The rarest set of leaves one of which the need cannot hold without. */
  private trigger(need: Need): Trigger {
    if (need === true) return null;
    if ('word' in need) return { ids: [this.leaf(need.word, need.whole)], cost: wordCost(need.word, need.whole) };
    if ('and' in need) return need.and.reduce<Trigger>((best, x) => cheaper(best, this.trigger(x)), null);
    const ids = new Set<number>();
    let cost = 0;
    for (const x of need.or) {
      const t = this.trigger(x);
      if (!t) return null;
      for (const id of t.ids) ids.add(id);
      cost += t.cost;
    }
    return { ids: [...ids], cost };
  }

  /** Adds row `r` of table `t`: its alternatives, each with its need, anchors, range and trigger, then its guards' needs. */
  addRow(row: Row, t: number, r: number): void {
    const p = this.lists;
    const source = sourceOf(row.re);
    const anchors = source === undefined ? null : anchorsOfSource(source);
    const requires = row.requires ? (Array.isArray(row.requires) ? row.requires : [row.requires]) : [];
    const split = splitOfRow(row, source, anchors);
    const pre = split?.compiled[0] ?? 0;
    const post = split?.compiled[1] ?? 0;
    p.rowPre.push(pre);
    p.rowPost.push(post);
    // What the row's `requires` need is needed by every alternative.
    const rowTrigger = requires.reduce<Trigger>((best, re) => cheaper(best, this.trigger(needsOfRe(re))), null);
    const count = split ? split.parts.length : 1;
    for (let k = 0; k < count; k++) {
      const part = split?.parts[k];
      const need = part !== undefined ? needsOfSource(part) : needsOfRe(row.re);
      const own = split ? (split.partAnchors[k] ?? null) : anchors;
      const from = split?.compiled[2 + 2 * k] ?? -1;
      const to = split?.compiled[3 + 2 * k] ?? -1;
      this.addAlternative(row, t, r, need, own, rowTrigger, alternativeExpression(row.re.source, pre, post, from, to), from, to);
    }
    p.rowRequiresFrom.push(p.rowRequires.length);
    for (const re of requires) p.rowRequires.push(this.compile(needsOfRe(re)));
    p.rowUnless.push(row.unless ? this.compile(needsOfRe(row.unless)) : -2);
  }

  private addAlternative(
    row: Row,
    t: number,
    r: number,
    need: Need,
    own: string[] | null,
    rowTrigger: Trigger,
    expression: string,
    from: number,
    to: number,
  ): void {
    const p = this.lists;
    const altId = this.alts++;
    const ids = own ? [...new Set(own.map((a) => this.anchor(a)))] : null;
    p.altTable.push(t);
    p.altRow.push(r);
    p.altNeed.push(this.compile(need));
    p.altAnchored.push(ids ? 1 : 0);
    p.altAnchorsFrom.push(p.altAnchors.length);
    if (ids) p.altAnchors.push(...ids);
    p.altFrom.push(from);
    p.altTo.push(to);
    p.altUnits.push(unitSafe(expression, row.re.flags) ? 1 : 0);
    const byNeed = cheaper(this.trigger(need), rowTrigger);
    const byAnchor = own ? own.reduce((sum, a) => sum + wordCost(a, false), 0) : Infinity;
    if (ids && (!byNeed || byAnchor <= byNeed.cost)) for (const a of ids) (this.anchorTrig[a] ??= []).push(altId);
    else if (byNeed) for (const l of byNeed.ids) (this.leafTrig[l] ??= []).push(altId);
    else p.always.push(altId);
  }

  /** The need nodes flattened, ORs keeping only their subtrees: their leaves mark them from below (`parents`). */
  private flatNodes(): Pick<TablePlan, 'kind' | 'leafOf' | 'kidFrom' | 'kids' | 'parentsFrom' | 'parents'> {
    const leafParents: number[][] = [];
    const flat = this.nodes.map((nd, nid): NeedNode => {
      if (!('or' in nd)) return nd;
      const subtrees: number[] = [];
      for (const k of nd.or) {
        const kid = this.nodes[k];
        if (kid && 'leaf' in kid) (leafParents[kid.leaf] ??= []).push(nid);
        else subtrees.push(k);
      }
      return { or: subtrees };
    });
    const kind: number[] = [];
    const leafOf: number[] = [];
    const kidFrom: number[] = [];
    const kids: number[] = [];
    for (const nd of flat) {
      kidFrom.push(kids.length);
      kind.push('leaf' in nd ? 0 : 'and' in nd ? 1 : 2);
      leafOf.push('leaf' in nd ? nd.leaf : 0);
      if (!('leaf' in nd)) kids.push(...('and' in nd ? nd.and : nd.or));
    }
    kidFrom.push(kids.length);
    const byParent = flatten(leafParents, this.leafIds.size);
    return { kind, leafOf, kidFrom, kids, parentsFrom: byParent.from, parents: byParent.all };
  }

  result(key: string): TablePlan {
    const p = this.lists;
    p.altAnchorsFrom.push(p.altAnchors.length);
    p.rowRequiresFrom.push(p.rowRequires.length);
    const byLeaf = flatten(this.leafTrig, this.leafIds.size);
    const byAnchor = flatten(this.anchorTrig, this.anchorIds.size);
    const nodes = this.flatNodes();
    return {
      key,
      words: this.words,
      kind: nodes.kind,
      leafOf: nodes.leafOf,
      kidFrom: nodes.kidFrom,
      kids: nodes.kids,
      parentsFrom: nodes.parentsFrom,
      parents: nodes.parents,
      ...p,
      leafTrigFrom: byLeaf.from,
      leafTrig: byLeaf.all,
      anchorTrigFrom: byAnchor.from,
      anchorTrig: byAnchor.all,
    };
  }
}

/** Works the plan out from the declared tables. */
function plan(key = planKey()): TablePlan {
  const planner = new Planner();
  // The key first: it puts the tables in their canonical order, which the plan's indices refer to.
  registered.forEach((rows, t) => rows.forEach((row, r) => planner.addRow(row, t, r)));
  return planner.result(key);
}

/** The plan's words in a trie: leaves (`=` marks a whole word, others a beginning) numbered in order, anchors (`@`) apart. */
function fillTrie(words: readonly string[]): { trie: WordTrie; anchorNodes: number[]; leaves: number } {
  // Sized for the most transitions the words can make (each word's letters, some 80,000; shared beginnings
  // make fewer): the trie is not rehashed while built.
  let letters = 0;
  for (const w of words) letters += w.length - 1;
  const trie = new WordTrie(letters);
  let leaves = 0;
  const anchorNodes: number[] = [];
  for (const w of words) {
    if (w[0] === '@') anchorNodes.push(trie.insert(w.slice(1)));
    else trie.add(w.slice(1), leaves++, w[0] === '=');
  }
  return { trie, anchorNodes, leaves };
}

/** The tables built from a plan: the trie filled, the lists made typed arrays, each table's meta set on it. */
function materialize(p: TablePlan): Built {
  // Words walked through the trie of an earlier build are walked again (the generator and tests rebuild).
  forgetWords();
  const { trie, anchorNodes, leaves } = fillTrie(p.words);
  const need = (id: number): NeedC => (id < 0 ? true : id);
  const alts: AltMeta[] = [];
  const metas: TableMeta[] = registered.map((rows, index) => ({
    index,
    rows: rows.map(() => ({ alts: [], requires: [], unless: undefined, pre: 0, post: 0 })),
  }));
  let flat = 0;
  registered.forEach((rows, t) => {
    rows.forEach((row, r) => {
      const meta = metas[t]!.rows[r]!;
      meta.pre = p.rowPre[flat]!;
      meta.post = p.rowPost[flat]!;
      const requires = row.requires ? (Array.isArray(row.requires) ? row.requires : [row.requires]) : [];
      requires.forEach((re, q) => meta.requires.push({ re, need: need(p.rowRequires[p.rowRequiresFrom[flat]! + q]!) }));
      if (row.unless) meta.unless = { re: row.unless, need: need(p.rowUnless[flat]!) };
      flat++;
    });
  });
  const count = p.altTable.length;
  for (let a = 0; a < count; a++) {
    const row = registered[p.altTable[a]!]![p.altRow[a]!]!;
    const meta = metas[p.altTable[a]!]!.rows[p.altRow[a]!]!;
    const alt: AltMeta = {
      id: a,
      need: need(p.altNeed[a]!),
      anchors: p.altAnchored[a] ? Int32Array.from(p.altAnchors.slice(p.altAnchorsFrom[a], p.altAnchorsFrom[a + 1])) : null,
      row,
      meta,
      from: p.altFrom[a]!,
      to: p.altTo[a]!,
      units: p.altUnits[a] === 1,
      sticky: null,
    };
    alts.push(alt);
    meta.alts.push(alt);
  }
  registered.forEach((rows, t) => ((rows as Declared)[META] = metas[t]));
  tableBit = Int32Array.from(registered, (rows) => (rows as Declared)[BIT]!);
  altRow = Int32Array.from(p.altRow);
  altTable = Int32Array.from(p.altTable);
  altById = alts;
  tableFirst = new Int32Array(registered.length + 1).fill(count);
  for (let a = count - 1; a >= 0; a--) tableFirst[p.altTable[a]!] = a;
  for (let t = registered.length - 1; t >= 0; t--) if (!p.altTable.includes(t)) tableFirst[t] = tableFirst[t + 1]!;
  const anchorAt = new Int32Array(trie.size).fill(-1);
  anchorNodes.forEach((nodeId, a) => (anchorAt[nodeId] = a));
  const payload = new Uint8Array(trie.size);
  for (let nd = 0; nd < trie.size; nd++)
    payload[nd] = (anchorAt[nd]! >= 0 ? 1 : 0) | (trie.prefix[nd]!.length ? 2 : 0) | (trie.whole[nd]!.length ? 4 : 0);
  return {
    trie,
    anchorAt,
    payload,
    anchors: anchorNodes.length,
    leaves,
    alts: count,
    nodes: p.kind.length,
    kind: Uint8Array.from(p.kind),
    leafOf: Int32Array.from(p.leafOf),
    kidFrom: Int32Array.from(p.kidFrom),
    kids: Int32Array.from(p.kids),
    parentsFrom: Int32Array.from(p.parentsFrom),
    parents: Int32Array.from(p.parents),
    leafTrigFrom: Int32Array.from(p.leafTrigFrom),
    leafTrig: Int32Array.from(p.leafTrig),
    anchorTrigFrom: Int32Array.from(p.anchorTrigFrom),
    anchorTrig: Int32Array.from(p.anchorTrig),
    always: Int32Array.from(p.always),
  };
}

/** Whether the plan written out ahead may be used (when made from the tables as declared now). */
let usePlanned = true;
function build(): Built {
  const key = planKey();
  builtFromPlan = usePlanned && PLAN_KEY === key;
  return materialize(builtFromPlan ? (JSON.parse(PLAN_JSON) as TablePlan) : plan(key));
}
let builtFromPlan = false;

/** Whether the tables, built now if not yet, came from the plan written out ahead (the checker's CHECK_STATS, tests). */
export function tablesPlanned(): boolean {
  ensureBuilt();
  return builtFromPlan;
}

/** The declared tables put in another order, as another entry point's modules would declare them (tests). */
export function reorderTablesForTest(order: (tables: Row[][]) => Row[][]): void {
  const next = order([...registered]);
  registered.length = 0;
  registered.push(...next);
  built = null;
}

/** The plan of the tables as declared now, worked out afresh (the generator and its test). */
export const planAfresh = (): TablePlan => plan();

/**
 * The scan of the message being checked, in arrays reused from message to
 * message and stamped with a generation number instead of being cleared.
 * A message's own object records the generation it was scanned in; another
 * message scanned in between makes it scan again.
 */
let gen = 0;
let leafGen = new Int32Array(0);
/** Per need node: the generation its value was worked out in, and the value. */
let nodeGen = new Int32Array(0);
let nodeVal = new Uint8Array(0);
/** Per alternative: the generation it was triggered in. */
let altGen = new Int32Array(0);
/** Alternatives triggered in the message, sorted once the scan is done (ids ascend with tables and rows). */
let hitAlts = new Int32Array(64);
let nHit = 0;
/** Per table: the generation in which one of its alternatives was triggered. */
let tableGen = new Int32Array(0);
/** Per anchor: the generation its list of word starts belongs to, and the list's first and last entries. */
let anchorGen = new Int32Array(0);
let anchorHead = new Int32Array(0);
let anchorTail = new Int32Array(0);
/** Entries: a word start and the next entry (-1 ends). */
let posVal = new Int32Array(256);
let posNext = new Int32Array(256);
let posN = 0;

function ensureBuilt(): Built {
  if (!built) {
    built = build();
    gen++; // a scan made before this build is stale
  }
  return built;
}

function scan(n: Normalized): Built {
  const b = ensureBuilt();
  if (n.scan === gen && gen > 0) return b;
  gen++;
  n.scan = gen;
  if (leafGen.length < b.leaves) leafGen = new Int32Array(b.leaves);
  if (nodeGen.length < b.nodes) {
    nodeGen = new Int32Array(b.nodes);
    nodeVal = new Uint8Array(b.nodes);
  }
  if (altGen.length < b.alts) altGen = new Int32Array(b.alts);
  if (tableGen.length < registered.length) tableGen = new Int32Array(registered.length);
  if (anchorGen.length < b.anchors) {
    anchorGen = new Int32Array(b.anchors);
    anchorHead = new Int32Array(b.anchors);
    anchorTail = new Int32Array(b.anchors);
  }
  posN = 0;
  nHit = 0;
  for (let i = 0; i < b.always.length; i++) trigger(b.always[i]!);
  const text = n.text;
  const tokens = n.tokens;
  if (!n.mixed) {
    for (let t = 0; t < tokens.length; t++) {
      const tok = tokens[t]!;
      const ev = WALKS.held(tok);
      // A word the lexicon does not hold (past a chat message's length) is walked, not kept.
      if (ev === undefined) walkAndReplay(b, text, tok.s, tok.e);
      else if (ev.length !== 0) replay(b, ev, ev.length, tok.s);
    }
  } else {
    // Words of the patterns' own alphabet (runs of W), not tokens: "ʼотвечаю" is one token, yet the
    // pattern's word "отвечаю" opens after the ʼ, where `⟨` matches. Anchors and needs alike.
    for (let i = 0; i < text.length;) {
      if (!isPatternWordChar(text.charCodeAt(i))) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < text.length && isPatternWordChar(text.charCodeAt(j))) j++;
      walkAndReplay(b, text, i, j);
      i = j;
    }
  }
  sortPrefix(hitAlts, nHit);
  hitMask = 0;
  for (let i = 0; i < nHit; i++) {
    const t = altTable[hitAlts[i]!]!;
    tableGen[t] = gen;
    hitMask |= tableBit[t]!;
  }
  return b;
}

/** The tables the scanned message triggers a row of, as bits (see bitOf). */
let hitMask = 0;

/** A table's bit: its place among the declared tables as they were declared, the 31st and later sharing the last bit. */
const bitOf = (index: number): number => 1 << Math.min(index, 30);

/** The bits of these tables: a message whose `tablesHit` shares none triggers no row of them. */
export function tablesMask(tables: readonly (readonly Row[])[]): number {
  let mask = 0;
  for (const rows of tables) {
    const bit = (rows as Declared)[BIT];
    if (bit === undefined || !registered.includes(rows as Row[]))
      throw new Error('a table must be declared with table() before it is used');
    mask |= bit;
  }
  return mask;
}

/** The tables the message triggers a row of, as bits (it scans the message if not yet scanned). */
export function tablesHit(n: Normalized): number {
  scan(n);
  return hitMask;
}

/** What these tables find in the message, table by table, each in its rows' order. */
export function runTables(tables: readonly (readonly Row[])[], n: Normalized): Finding[] {
  let out = NO_FINDINGS;
  for (let i = 0; i < tables.length; i++) out = joined(out, runTable(tables[i]!, n));
  return out;
}

function metaOf(rows: readonly Row[]): TableMeta {
  const tm = (rows as Declared)[META];
  if (!tm) throw new Error('a table must be declared with table() before it is run');
  return tm;
}

/**
 * Sorts the first `n` entries in place. A message triggers a handful of
 * alternatives and a row has a handful of word starts: insertion sort, in
 * place, costs less than the view and the runtime call a typed array's own
 * sort takes; the rare long list (a hostile message) gets the latter.
 */
function sortPrefix(a: Int32Array | Float64Array, n: number): void {
  if (n > 24) {
    a.subarray(0, n).sort();
    return;
  }
  for (let i = 1; i < n; i++) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= 0 && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
}

/** Index of the first triggered alternative with an id at least `id`. */
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

const NO_EVENTS = new Int32Array(0);
/** A word's walk through the current build's trie, kept in the lexicon (which each build empties). */
const WALKS = new WordFact((word) => record(built!, word));
/** The walk last made by walkEvents, in the order met. */
let events = new Int32Array(64);
const NONE: number[] = [];

/**
 * Walks one word (`text[s, e)`) through the trie into `events`: an anchor it
 * opens (id × 2) or a leaf it has (id × 2 + 1). Returns how many.
 */
function walkEvents(b: Built, text: string, s: number, e: number): number {
  const { trie, anchorAt, payload } = b;
  let node = 0;
  let k = 0;
  for (let i = s; i < e; i++) {
    node = trie.step(node, text.charCodeAt(i));
    work.steps++;
    if (node < 0) break;
    const has = payload[node]!;
    if (has === 0) continue;
    const p = has & 2 ? trie.prefix[node]! : NONE;
    const w = has & 4 && i === e - 1 ? trie.whole[node]! : NONE;
    if (k + 1 + p.length + w.length > events.length) {
      const grown = new Int32Array((k + 1 + p.length + w.length) * 2);
      grown.set(events);
      events = grown;
    }
    if (has & 1) events[k++] = anchorAt[node]! * 2;
    for (let l = 0; l < p.length; l++) events[k++] = p[l]! * 2 + 1;
    for (let l = 0; l < w.length; l++) events[k++] = w[l]! * 2 + 1;
  }
  return k;
}

/** A word's walk, kept: worked out once per distinct word (the lexicon). */
function record(b: Built, word: string): Int32Array {
  const k = walkEvents(b, word, 0, word.length);
  return k === 0 ? NO_EVENTS : events.slice(0, k);
}

/** Walks a word and applies its walk at once, keeping nothing. */
function walkAndReplay(b: Built, text: string, s: number, e: number): void {
  const k = walkEvents(b, text, s, e); // first: the walk may grow `events`
  replay(b, events, k, s);
}

/** Applies a word's walk (the first `k` events of `ev`) to the scan, the word starting at `s`. */
function replay(b: Built, ev: Int32Array, k: number, s: number): void {
  for (let i = 0; i < k; i++) {
    const v = ev[i]!;
    if (v & 1) hit(b, v >> 1);
    else addPosition(b, v >> 1, s);
  }
}

function trigger(alt: number): void {
  if (altGen[alt] === gen) return;
  altGen[alt] = gen;
  if (nHit === hitAlts.length) {
    const grown = new Int32Array(nHit * 2);
    grown.set(hitAlts);
    hitAlts = grown;
  }
  hitAlts[nHit++] = alt;
}

function hit(b: Built, leaf: number): void {
  if (leafGen[leaf] === gen) return;
  leafGen[leaf] = gen;
  for (let i = b.parentsFrom[leaf]!, end = b.parentsFrom[leaf + 1]!; i < end; i++) {
    nodeGen[b.parents[i]!] = gen;
    nodeVal[b.parents[i]!] = 1;
  }
  for (let i = b.leafTrigFrom[leaf]!, end = b.leafTrigFrom[leaf + 1]!; i < end; i++) trigger(b.leafTrig[i]!);
}

function addPosition(b: Built, a: number, s: number): void {
  const first = anchorGen[a] !== gen;
  if (!first && posVal[anchorTail[a]!] === s) return;
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
  if (first) {
    anchorGen[a] = gen;
    anchorHead[a] = posN;
    for (let i = b.anchorTrigFrom[a]!, end = b.anchorTrigFrom[a + 1]!; i < end; i++) trigger(b.anchorTrig[i]!);
  } else posNext[anchorTail[a]!] = posN;
  anchorTail[a] = posN++;
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

/** Whether an anchored alternative has a word start in the message. */
function opens(alt: AltMeta): boolean {
  const anchors = alt.anchors;
  if (!anchors) return true;
  for (let i = 0; i < anchors.length; i++) if (anchorGen[anchors[i]!] === gen) return true;
  return false;
}

/** Alternatives of the row being run that can match, and a merge buffer of their word starts. */
const eligible: AltMeta[] = [];
let nEligible = 0;
let merged = new Float64Array(64);

export function runTable(rows: readonly Row[], n: Normalized): Finding[] {
  collecting = true;
  found = null;
  eachRow(rows, n);
  collecting = false;
  const out = found ?? NO_FINDINGS;
  found = null;
  return out;
}

/**
 * The first match of a one-row table's pattern in the message, as its
 * expression's `exec` from the start finds it, or null — at the cost of a
 * table row (nothing, unless the message has the row's trigger), not of a
 * scan of the whole text. In a mixed-script message a word of the pattern can
 * start inside a token ("ʼспорим", a letter of another script glued on), where
 * no anchor is listed: there the whole expression is run, as before.
 */
export function firstMatch(rows: readonly Row[], n: Normalized): RegExpExecArray | null {
  if (n.mixed) {
    const re = rows[0]!.re;
    re.lastIndex = 0;
    work.regex++;
    const m = re.exec(n.text);
    re.lastIndex = 0;
    return m;
  }
  collecting = false;
  firstFound = null;
  eachRow(rows, n);
  const found = firstFound;
  firstFound = null; // holds the message's text: not kept past the call
  return found;
}

/**
 * Where the rows being run put their matches: the findings of a table
 * (`found`, made at the first finding: most tables find nothing), or only the
 * first match. Module state rather than a callback per row: a message runs a
 * dozen tables.
 */
let collecting = false;
let found: Finding[] | null = null;
let firstFound: RegExpExecArray | null = null;

/** Takes a match of the row being run; true when the row should stop. */
function onMatch(row: Row, match: RegExpExecArray, n: Normalized): boolean {
  if (collecting) return take(row, match, n, (found ??= []));
  firstFound = match;
  return true;
}

/** Runs each row of the table that can match, in order, with its alternatives that can in `eligible`. */
function eachRow(rows: readonly Row[], n: Normalized): void {
  scan(n);
  const tm = metaOf(rows);
  if (tableGen[tm.index] !== gen) return; // most messages trigger no row of a given table
  // Only rows whose trigger the message has, their alternatives in order (ids ascend with rows).
  const end = tableFirst[tm.index + 1]!;
  let i = firstHitFrom(tableFirst[tm.index]!);
  while (i < nHit && hitAlts[i]! < end) {
    const r = altRow[hitAlts[i]!]!;
    nEligible = 0;
    for (; i < nHit && hitAlts[i]! < end && altRow[hitAlts[i]!] === r; i++) {
      const a = altById[hitAlts[i]!]!;
      work.rows++;
      if (opens(a) && holds(a.need)) eligible[nEligible++] = a;
    }
    if (nEligible > 0) runRow(rows[r]!, tm.rows[r]!, n);
  }
}

/**
 * Runs one row whose alternatives that can match are `eligible[0, nEligible)`,
 * giving `onMatch` its matches in order until it says to stop.
 */
function runRow(row: Row, m: RowMeta, n: Normalized): void {
  const text = n.text;
  const requires = m.requires;
  for (let q = 0; q < requires.length; q++) if (!holds(requires[q]!.need) || !test(requires[q]!.re, text)) return;
  if (m.unless && holds(m.unless.need) && test(m.unless.re, text)) return;
  hitsOfRow = 0;
  const only = eligible[0]!;
  if (!only.anchors) {
    // A row without anchors (never split): the whole text.
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
      if (onMatch(row, match, n)) break;
    }
    re.lastIndex = 0;
  } else if (nEligible === 1 && only.anchors.length === 1) {
    // Only where its anchor opens a word: work proportional to those places, not to the text.
    const re = stickyOf(only);
    let after = 0;
    for (let p = anchorHead[only.anchors[0]!]!; p >= 0; p = posNext[p]!) {
      const pos = posVal[p]!;
      if (pos < after) continue;
      re.lastIndex = pos;
      work.regex++;
      const match = re.exec(text);
      if (!match || match[0].length === 0) continue;
      after = pos + match[0].length;
      if (onMatch(row, match, n)) break;
    }
  } else {
    // Word starts of every eligible alternative, in order; at one start, alternatives in row order.
    let k = 0;
    for (let a = 0; a < nEligible; a++) {
      const anchors = eligible[a]!.anchors!;
      for (let x = 0; x < anchors.length; x++) {
        if (anchorGen[anchors[x]!] !== gen) continue;
        for (let p = anchorHead[anchors[x]!]!; p >= 0; p = posNext[p]!) {
          if (k === merged.length) {
            const grown = new Float64Array(k * 2);
            grown.set(merged);
            merged = grown;
          }
          merged[k++] = posVal[p]! * 1024 + a;
        }
      }
    }
    sortPrefix(merged, k);
    const keys = merged;
    let after = 0;
    let empty = -1; // a word start where an alternative matched nothing: the whole expression stops there
    for (let i = 0; i < k; i++) {
      if (i > 0 && keys[i] === keys[i - 1]) continue; // two anchors of one alternative open the same word
      const pos = Math.floor(keys[i]! / 1024);
      if (pos < after || pos === empty) continue;
      const re = stickyOf(eligible[keys[i]! - pos * 1024]!);
      re.lastIndex = pos;
      work.regex++;
      const match = re.exec(text);
      if (!match) continue;
      if (match[0].length === 0) {
        empty = pos;
        continue;
      }
      after = pos + match[0].length;
      if (onMatch(row, match, n)) break;
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
  let kind = row.kind;
  let reason = row.reason;
  if (row.judge) {
    const j = row.judge(n, match.index, match.index + match[0].length);
    if (j === null) return false;
    if (typeof j === 'string') kind = j;
    else ({ kind, reason } = j);
  }
  const f = finding(n, kind, s, e, reason);
  if (row.confidence) f.confidence = row.confidence;
  out.push(f);
  return ++hitsOfRow >= MAX_HITS_PER_ROW;
}

export function finding(n: Normalized, kind: FindingKind, s: number, e: number, reason: string): Finding {
  const o = toOriginal(n, s, e);
  return { kind, start: o.start, end: o.end, fragment: n.original.slice(o.start, o.end), reason };
}

/** Every table alternative's expression as the engine compiles it (tests compare the forms with and without `u`). */
export function alternativesForTest(): { re: RegExp; withU: RegExp }[] {
  ensureBuilt();
  return altById.map((alt) => {
    const re = stickyOf(alt);
    return { re, withU: new RegExp(re.source, stickyFlags(alt.row)) };
  });
}

/** Every declared table, for tests that check all patterns. */
export function tablesForTest(): readonly (readonly Row[])[] {
  return registered;
}
