/**
 * Word gates: a detector that reads a message word by word can find
 * something only where one of its words is (a profane root, an insult stem,
 * an oath verb, the host's name). Which of those classes a word belongs to is
 * worked out once per distinct word (the lexicon keeps it), so most messages,
 * which hold none, skip such a detector for the cost of one look at each
 * token. The gate is a superset of what the detector acts on: when it opens,
 * the detector runs as it always does, so what it finds is unchanged.
 * A family's step declares its gate (Step.words, see family.ts).
 */
import { LEXICON_REACH, WordFact } from '../text/lexicon';
import type { Normalized, Token } from '../text/normalize';

/**
 * The classes of words in messages, for a fixed list of gates: bit k is set
 * when the message has a word of gate k.
 */
export class WordClasses {
  private readonly bits: WordFact<number>;

  constructor(gates: readonly ((word: string, tok: Token) => boolean)[]) {
    if (gates.length > 30) throw new Error('at most 30 word gates');
    this.bits = new WordFact((word, tok) => {
      let b = 0;
      gates.forEach((gate, k) => {
        if (gate(word, tok)) b |= 1 << k;
      });
      return b;
    });
  }

  /**
   * The message's classes. A message longer than the lexicon's reach opens
   * every gate: its later words are not kept, and testing each of them here
   * as well as in the detectors would double their cost.
   */
  of(n: Normalized): number {
    if (n.text.length > LEXICON_REACH) return -1;
    let b = 0;
    for (const tok of n.tokens) b |= this.bits.of(tok);
    return b;
  }
}
