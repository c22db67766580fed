import type { Token } from './normalize';

/**
 * The words met so far, each with what the detectors found out about it.
 * Chat repeats its words — a few hundred make up most of a game's messages —
 * so a detector's test of one word (its walk through the tables' trie, a
 * profanity root, an insult stem, an oath verb's form) is worked out once per
 * distinct word. A message's word is looked up once, by hash, and the answers
 * ride on its token for the other detectors.
 *
 * Bounded: long words are not kept (rarely repeated, and what a hostile
 * message is made of), and a full lexicon starts afresh, so a message of
 * fresh words costs its tests plus an insert per word, and memory stays flat.
 */
type Answers = unknown[];

const kept = new Map<string, Answers>();
const LIMIT = 20_000;
const LONGEST = 24;
let facts = 0;

function answersOf(word: string): Answers {
  let a = kept.get(word);
  if (a === undefined) {
    a = [];
    if (word.length <= LONGEST) {
      if (kept.size >= LIMIT) kept.clear();
      kept.set(word, a);
    }
  }
  return a;
}

/** One thing a detector finds out about a word, from the word alone. */
export class WordFact<T> {
  private readonly id = facts++;

  constructor(private readonly compute: (word: string) => T) {}

  /** The answer for a word of a message: its token keeps the word's answers. */
  of(tok: Token): T {
    const a = (tok.a ??= answersOf(tok.t));
    let v = a[this.id] as T | undefined;
    if (v === undefined) a[this.id] = v = this.compute(tok.t);
    return v;
  }

  /** The answer for a word that is not a token of a message (a variant spelling of one). */
  get(word: string): T {
    const a = answersOf(word);
    let v = a[this.id] as T | undefined;
    if (v === undefined) a[this.id] = v = this.compute(word);
    return v;
  }
}

/** Words kept: for tests. */
export function lexiconSize(): number {
  return kept.size;
}
