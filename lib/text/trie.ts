/**
 * A trie of words over UTF-16 code units, with integer payloads at its nodes:
 * `prefix` ids fire when a word of the message starts with the node's text,
 * `whole` ids when a word is exactly that text. Built once; walking a word
 * costs one map look-up per letter until the walk falls off the trie —
 * usually after one or two letters.
 */
export class WordTrie {
  private readonly kids: (Map<number, number> | undefined)[] = [undefined];
  /** The root's children by code unit (most walks end after a letter or two): 0 is none. */
  private readonly first = new Int32Array(65536);
  readonly prefix: number[][] = [[]];
  readonly whole: number[][] = [[]];
  /** Node count: a measure of the build's size. */
  get size(): number {
    return this.kids.length;
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
      let map = this.kids[node];
      if (!map) this.kids[node] = map = new Map();
      let next = map.get(c);
      if (next === undefined) {
        next = this.kids.length;
        map.set(c, next);
        if (node === 0) this.first[c] = next;
        this.kids.push(undefined);
        this.prefix.push([]);
        this.whole.push([]);
      }
      node = next;
    }
    return node;
  }

  /** The node after `node` on code unit `c`, or -1. */
  step(node: number, c: number): number {
    if (node === 0) return this.first[c]! || -1;
    const map = this.kids[node];
    if (!map) return -1;
    const next = map.get(c);
    return next === undefined ? -1 : next;
  }
}
