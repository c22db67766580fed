/**
 * Short messages repeat all the time in a chat ("+", "да", "ок", "ахахах"),
 * and running every detector over one costs about as much as its bookkeeping.
 * The analysis is a pure function of the text (and the options, fixed per
 * memo), so a short text seen recently is not analysed again. Bounded: the
 * memo starts afresh when full. Long texts, which rarely repeat, are not kept.
 */
import { analyzeMessage, type AnalysisOptions, type MessageAnalysis } from '../engine/analysis';

/** Longer texts are analysed every time. */
const SHORT = 48;
const CAPACITY = 8192;

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
      this.map.set(text, a);
    }
    return a;
  }
}
