/**
 * Short messages repeat all the time in a chat ("+", "да", "ок", "ахахах"),
 * and running every detector over one costs about as much as its bookkeeping.
 * The analysis is a pure function of the text (and the options, fixed per
 * memo), so a short text seen recently is not analysed again. Bounded: the
 * memo starts afresh when full. Long texts, which rarely repeat, are not kept.
 *
 * Small on purpose: what a cache holds outlives the young generation, and a
 * large one emptied now and then hands the garbage collector megabytes of old
 * objects (measured: texts up to 64 characters, 2,048 kept, made the engine
 * slower than no memo at all; up to 24 and 512–1,024, about a tenth faster).
 * The engine keeps one; the checker's threads keep their own.
 */
import { analyzeMessage, type AnalysisOptions, type MessageAnalysis } from './analysis';

/** Longer texts are analysed every time. */
const SHORT = 24;
const CAPACITY = 1024;

export class AnalysisMemo {
  private readonly map = new Map<string, MessageAnalysis>();

  constructor(private readonly opts: AnalysisOptions = {}) {}

  /** The analysis of `text`; shared between equal texts, so callers never change it. */
  analyze(text: string): MessageAnalysis {
    if (text.length > SHORT) return analyzeMessage(text, this.opts);
    let a = this.map.get(text);
    if (a === undefined) {
      if (this.map.size >= CAPACITY) this.map.clear();
      a = analyzeMessage(text, this.opts);
      // Shared by every later equal text: frozen, so that no caller can change it for the next.
      for (const f of a.findings) Object.freeze(f);
      Object.freeze(a.findings);
      Object.freeze(a);
      this.map.set(text, a);
    }
    return a;
  }
}
