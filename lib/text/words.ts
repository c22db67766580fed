/**
 * Whole-word expressions ("^(?:дурак.*|идиот.*|…)$") tested on one normalised
 * word at a time, as detectors do for every word of a message. Most words can
 * match none of them, and the literal beginnings of an expression's
 * alternatives say which: those beginnings go into one trie when the list is
 * built, a word is walked through it (a letter or two, usually), and only the
 * expressions whose beginning the word has are run. Expressions whose
 * alternatives do not all open with a literal are run on every word.
 * The lists stay data: any whole-word expression can be added to them.
 */
/* eslint-disable @typescript-eslint/no-non-null-assertion --
 * Once for the file. The trie's payload lists and the expressions are read at ids the list itself assigned, for every word of every
 * message a word-reading detector sees; a check per read would cost there. The families' tests run every
 * expression through it.
 */
import { needsOf, type Need } from './anchors';
import { WordTrie } from './trie';
import { work } from './work';

function leaves(need: Exclude<Need, true>, out: { word: string; whole: boolean }[]): void {
  if ('word' in need) out.push(need);
  else for (const x of 'and' in need ? need.and : need.or) leaves(x as Exclude<Need, true>, out);
}

export class WordTests {
  private readonly trie = new WordTrie();
  /** Expressions run on every word. */
  private readonly always: number[] = [];
  /** Per expression: the last word number it was found a candidate for. */
  private readonly mark: Int32Array;
  private stamp = 0;
  /** The trie is built at the first word, not when the list is made: lists are made as their modules load. */
  private built = false;

  constructor(readonly res: readonly RegExp[]) {
    this.mark = new Int32Array(res.length);
  }

  /**
   * The expressions' beginnings into the trie. Deferred to the first word: a
   * woken worker evaluates every detector module before it may even open its
   * database, and builds what a message needs once that is under way.
   */
  private build(): void {
    this.built = true;
    this.res.forEach((re, i) => {
      // A case-blind or multi-line expression is not what the analysis reads: run it always.
      const need = /[im]/.test(re.flags) ? true : needsOf(re.source, { collapse: false, caret: true });
      if (need === true) {
        this.always.push(i);
        return;
      }
      // Whatever the tree, a word it holds for has one of its leaves.
      const ls: { word: string; whole: boolean }[] = [];
      leaves(need, ls);
      for (const l of ls) this.trie.add(l.word, i, l.whole);
    });
  }

  /** Marks the expressions `word` can match (they carry `this.stamp`); returns how many. */
  private candidates(word: string): number {
    if (!this.built) this.build();
    const stamp = ++this.stamp;
    let count = this.always.length;
    for (const i of this.always) this.mark[i] = stamp;
    let node = 0;
    for (let k = 0; k < word.length; k++) {
      node = this.trie.step(node, word.charCodeAt(k));
      work.steps++;
      if (node < 0) break;
      const prefix = this.trie.prefix[node]!;
      for (let j = 0; j < prefix.length; j++) count += this.stampOne(prefix[j]!, stamp);
      if (k === word.length - 1) {
        const whole = this.trie.whole[node]!;
        for (let j = 0; j < whole.length; j++) count += this.stampOne(whole[j]!, stamp);
      }
    }
    return count;
  }

  /** Marks expression `i` with `stamp`; 1 if it was not marked yet. */
  private stampOne(i: number, stamp: number): number {
    if (this.mark[i] === stamp) return 0;
    this.mark[i] = stamp;
    return 1;
  }

  /**
   * Index of the first expression that matches `word`, or -1. Not remembered
   * here: every caller asks through the lexicon (text/lexicon.ts), which keeps
   * the answer per word for all the detectors' tests at once.
   */
  first(word: string): number {
    return this.candidates(word) === 0 ? -1 : this.run(word);
  }

  /** Runs the expressions `candidates(word)` just marked. */
  private run(word: string): number {
    const stamp = this.stamp;
    for (let i = 0; i < this.res.length; i++) {
      if (this.mark[i] !== stamp) continue;
      const re = this.res[i]!;
      work.regex++;
      re.lastIndex = 0;
      if (re.test(word)) return i;
    }
    return -1;
  }

  /** Whether any expression matches `word`. */
  any(word: string): boolean {
    return this.first(word) >= 0;
  }
}
