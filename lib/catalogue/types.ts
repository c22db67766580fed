import type { Penalty, RuleSetId } from '../rulesets/types';

/**
 * How a rule can be checked: from text alone (`auto`), from text with game
 * context such as phase or player status (`context`), from Discord's voice
 * channel with the game's context (`voice`: lib/voice), or only by the host
 * who hears voices and sees behaviour (`manual`).
 */
export type DetectMode = 'auto' | 'context' | 'voice' | 'manual';

export interface CatalogueRule {
  id: string;
  ruleSet: RuleSetId;
  /** Short title in Russian. */
  title: string;
  /** Short title in English. */
  titleEn: string;
  /** The rule's complete text from its document. */
  text: string;
  penalty: Penalty;
  /** How the penalty grows or varies, in Russian, when the document says. */
  penaltyNote?: string;
  detect: DetectMode;
  /** The document's own examples of forbidden phrases (or situations, for manual rules). */
  forbidden: string[];
  /**
   * Forbidden situations the document names for a rule that is also detected
   * from chat ("Переписка живой — живому"): shown with the examples, never
   * checked as chat lines (they describe an act, no player writes them).
   */
  situations?: string[];
  /** The document's own examples of allowed phrases. */
  allowed: string[];
  /** Extra words a host may search by. */
  keywords?: string[];
}

/** Where a rule's text is in its document: from the line starting with `from` up to the line starting with `to`. */
export interface TextSpan {
  from: string;
  /** Exclusive; the end of the document when absent; the same line only when `line` is set. */
  to?: string;
  line?: boolean;
  /** Search for `from` only after this marker (for repeated headings). */
  after?: string;
}

/**
 * A rule as the *.defs.ts files write it. How it is detected is not written
 * there but worked out from the families' declarations (see index.ts): `context`
 * when a kind the engine produces costs it, `auto` when a text family's kind
 * does, otherwise `manual`. `detect: 'context'` is written only for a rule
 * the engine enforces without a kind of its own (a ladder step, 4.6 / 4.7).
 */
export type RuleDef = Omit<CatalogueRule, 'text' | 'detect'> & { span: TextSpan | TextSpan[]; detect?: 'context' };
