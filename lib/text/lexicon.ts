import type { Token } from './normalize';

/**
 * The words met so far, each with what the detectors found out about it.
 * Chat repeats its words — a few hundred make up most of a game's messages —
 * so a detector's test of one word (its walk through the tables' trie, a
 * profanity root, an insult stem, an oath verb's form) is worked out once per
 * distinct word. A message's word is looked up once, as normalisation cuts
 * it out of the text, and the answers ride on its token for the other
 * detectors.
 *
 * Hand-written open addressing rather than a Map: normalisation hashes each
 * word in the pass that finds it, and a word met before is compared where it
 * lies in the text, so the token gets the lexicon's own string instead of a
 * new slice (whose hash V8 would work out again for every set it is looked
 * up in).
 *
 * Bounded: long words are not kept (rarely repeated, and what a hostile
 * message is made of), and a full lexicon starts afresh, so memory stays
 * flat. Past a message's first 2,000 characters (`LEXICON_REACH`; chat
 * messages are far shorter) a word is looked up but never added: a 50 KB
 * message of fresh words would otherwise pay an insert per word and push out
 * the game's vocabulary, while one word repeated 10,000 times is still worked
 * out once.
 */
type Answers = unknown[];

const LIMIT = 20_000;
const LONGEST = 24;
/** Slots: a power of two, at most a third full. */
const SLOTS = 1 << 16;
const MASK = SLOTS - 1;
const hashes = new Int32Array(SLOTS);
const words: (string | undefined)[] = new Array<string | undefined>(SLOTS).fill(undefined);
const answers: (Answers | undefined)[] = new Array<Answers | undefined>(SLOTS).fill(undefined);
let size = 0;

/** Words starting past this offset in their message are looked up, never added. */
export const LEXICON_REACH = 2000;
/** A token's answers when its word is not in the lexicon and past its reach: worked out directly. */
const OUTSIDE: Answers = [];
let facts = 0;

/** FNV-1a over UTF-16 code units: the hash a word is kept under (normalisation computes it as it reads). */
export const WORD_HASH_SEED = 0x811c9dc5 | 0;
export const wordHashStep = (h: number, c: number): number => Math.imul(h ^ c, 0x01000193);

function hashOf(word: string): number {
  let h = WORD_HASH_SEED;
  for (let i = 0; i < word.length; i++) h = wordHashStep(h, word.charCodeAt(i));
  return h;
}

/** The word the last lookUp found or cut: the lexicon's own string when it holds the word. */
export let lookedUp = '';

/**
 * The answers for the word `text[s, e)`, whose hash is `h`; `lookedUp` is then
 * the word. A word not held is added when `add` (and short enough), else gets
 * OUTSIDE.
 */
export function lookUp(text: string, s: number, e: number, h: number, add: boolean): Answers {
  const len = e - s;
  let i = h & MASK;
  for (let w = words[i]; w !== undefined; w = words[(i = (i + 1) & MASK)]) {
    if (hashes[i] !== h || w.length !== len) continue;
    let k = 0;
    while (k < len && w.charCodeAt(k) === text.charCodeAt(s + k)) k++;
    const a = answers[i];
    if (k === len && a) {
      lookedUp = w;
      return a;
    }
  }
  const word = text.length === len ? text : text.slice(s, e);
  lookedUp = word;
  if (!add) return OUTSIDE;
  const a: Answers = [];
  if (len <= LONGEST) {
    if (size >= LIMIT) {
      forgetWords();
      i = h & MASK; // the slot found above was in the old lexicon
    }
    hashes[i] = h;
    words[i] = word;
    answers[i] = a;
    size++;
  }
  return a;
}

/**
 * One thing a detector finds out about a word, from the word alone. The
 * token is handed on too, so that a fact may ask other facts of the same word
 * (kept on it); it must not depend on anything else of the token.
 */
export class WordFact<T> {
  private readonly id = facts++;

  constructor(private readonly compute: (word: string, tok: Token) => T) {}

  /** The answer for a word of a message: its token keeps the word's answers. */
  of(tok: Token): T {
    const a = (tok.a ??= lookUp(tok.t, 0, tok.t.length, hashOf(tok.t), tok.s < LEXICON_REACH));
    if (a === OUTSIDE) return this.compute(tok.t, tok);
    let v = a[this.id] as T | undefined;
    if (v === undefined) a[this.id] = v = this.compute(tok.t, tok);
    return v;
  }

  /**
   * The answer when the word is in the lexicon or may be added to it; undefined for a word past the
   * reach that the lexicon does not hold (the caller then works it out its own way).
   */
  held(tok: Token): T | undefined {
    const a = (tok.a ??= lookUp(tok.t, 0, tok.t.length, hashOf(tok.t), tok.s < LEXICON_REACH));
    return a === OUTSIDE ? undefined : this.of(tok);
  }
}

/** Words kept: for tests. */
export function lexiconSize(): number {
  return size;
}

/** Forgets every word: at each build of the tables (a word's walk belongs to one trie), and in tests that count work. */
export function forgetWords(): void {
  if (size === 0) return;
  words.fill(undefined);
  answers.fill(undefined);
  size = 0;
}
