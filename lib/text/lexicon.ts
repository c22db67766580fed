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
 * message is made of), and a full lexicon starts afresh, so memory stays
 * flat. Past a message's first 2,000 characters (`LEXICON_REACH`; chat
 * messages are far shorter) a word is looked up but never added: a 50 KB
 * message of fresh words would otherwise pay an insert and a rehash per word
 * and push out the game's vocabulary, while one word repeated 10,000 times
 * is still worked out once.
 */
type Answers = unknown[];

const kept = new Map<string, Answers>();
const LIMIT = 20_000;
const LONGEST = 24;
/** Words starting past this offset in their message are looked up, never added. */
export const LEXICON_REACH = 2000;
/** A token's answers when its word is not in the lexicon and past its reach: worked out directly. */
const OUTSIDE: Answers = [];
let facts = 0;

function answersOf(word: string, add: boolean): Answers {
  let a = kept.get(word);
  if (a === undefined) {
    if (!add) return OUTSIDE;
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
    const a = (tok.a ??= answersOf(tok.t, tok.s < LEXICON_REACH));
    if (a === OUTSIDE) return this.compute(tok.t);
    let v = a[this.id] as T | undefined;
    if (v === undefined) a[this.id] = v = this.compute(tok.t);
    return v;
  }

  /**
   * The answer when the word is in the lexicon or may be added to it; undefined for a word past the
   * reach that the lexicon does not hold (the caller then works it out its own way).
   */
  held(tok: Token): T | undefined {
    const a = (tok.a ??= answersOf(tok.t, tok.s < LEXICON_REACH));
    return a === OUTSIDE ? undefined : this.of(tok);
  }
}

/** Words kept: for tests. */
export function lexiconSize(): number {
  return kept.size;
}

/** Forgets every word: at each build of the tables (a word's walk belongs to one trie), and in tests that count work. */
export function forgetWords(): void {
  kept.clear();
}
