/**
 * A trie of words over UTF-16 code units, with integer payloads at its nodes:
 * `prefix` ids fire when a word of the message starts with the node's text,
 * `whole` ids when a word is exactly that text. Built once; walking a word
 * costs one look-up per letter until the walk falls off the trie — usually
 * after one or two letters.
 *
 * Every word of every message is walked through it, so a step is a probe in
 * one open-addressing hash table of (node, code unit) → child held in typed
 * arrays, not a look-up in a Map per node (several times slower, and a
 * pointer chase per letter). The root's children sit in a direct table.
 */
/* eslint-disable @typescript-eslint/no-non-null-assertion --
 * Once for the file. Transitions and payloads are read at node ids the trie handed out itself, once per letter of every word
 * walked; a check per read would cost there. tests/triggers.test.ts and tests/table-equivalence.test.ts hold
 * what the walks find.
 */
export class WordTrie {
  /** The root's children by code unit (most walks end after a letter or two): 0 is none. */
  private readonly first = new Int32Array(65536);
  /** Transitions of the other nodes: parent, code unit, child (0: empty slot). */
  private keyNode: Int32Array;
  private keyUnit: Uint16Array;
  private child: Int32Array;
  private mask: number;
  private used = 0;

  /**
   * `transitions`: about how many the trie will hold, so that a large one is not rehashed again and
   * again while it is built (the tables' trie holds some 10,000, built at the first message).
   */
  constructor(transitions = 512) {
    let size = 1024;
    while (size < transitions * 2) size *= 2;
    this.keyNode = new Int32Array(size);
    this.keyUnit = new Uint16Array(size);
    this.child = new Int32Array(size);
    this.mask = size - 1;
  }
  readonly prefix: number[][] = [[]];
  readonly whole: number[][] = [[]];
  /** Node count: a measure of the build's size. */
  get size(): number {
    return this.prefix.length;
  }

  add(word: string, id: number, whole = false): void {
    const node = this.insert(word);
    const list = whole ? this.whole[node]! : this.prefix[node]!;
    if (!list.includes(id)) list.push(id);
  }

  /** The node whose text is `word`, made if missing. */
  insert(word: string): number {
    let node = 0;
    for (let k = 0; k < word.length; k++) {
      const c = word.charCodeAt(k);
      let next = this.step(node, c);
      if (next < 0) {
        next = this.prefix.length;
        this.prefix.push([]);
        this.whole.push([]);
        if (node === 0) this.first[c] = next;
        else this.link(node, c, next);
      }
      node = next;
    }
    return node;
  }

  /** The node after `node` on code unit `c`, or -1. */
  step(node: number, c: number): number {
    if (node === 0) return this.first[c]! || -1;
    const mask = this.mask;
    for (let h = slot(node, c, mask); ; h = (h + 1) & mask) {
      const next = this.child[h]!;
      if (next === 0) return -1;
      if (this.keyNode[h] === node && this.keyUnit[h] === c) return next;
    }
  }

  private link(node: number, c: number, next: number): void {
    if ((this.used + 1) * 2 > this.mask) this.grow();
    const mask = this.mask;
    let h = slot(node, c, mask);
    while (this.child[h] !== 0) h = (h + 1) & mask;
    this.keyNode[h] = node;
    this.keyUnit[h] = c;
    this.child[h] = next;
    this.used++;
  }

  private grow(): void {
    const { keyNode, keyUnit, child } = this;
    const size = (this.mask + 1) * 2;
    this.keyNode = new Int32Array(size);
    this.keyUnit = new Uint16Array(size);
    this.child = new Int32Array(size);
    this.mask = size - 1;
    this.used = 0;
    for (let h = 0; h < child.length; h++) if (child[h] !== 0) this.link(keyNode[h]!, keyUnit[h]!, child[h]!);
  }
}

function slot(node: number, c: number, mask: number): number {
  return ((Math.imul(node, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b)) >>> 7) & mask;
}
