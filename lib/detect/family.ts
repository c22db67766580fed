/**
 * A rule family: one module (lib/detect/families/<name>.ts) that declares, in
 * one object, everything about the acts one rule forbids — the kinds of
 * finding it reports, what each costs under each rule set, how sure each is,
 * how it is found (its tables, the words that gate it, its own code) and its
 * own table-driven examples. The detectors' list (index.ts), the rule sets'
 * maps (lib/rulesets, generated into kinds.generated.ts), the likely kinds and
 * the catalogue's `auto` marks are all built from these declarations; a test
 * (tests/detect/registry.test.ts) runs every family's examples and fails when
 * a declaration is missing or contradicts another.
 */
import type { GameEvent } from '../engine/events';
import type { Normalized, Token } from '../text/normalize';
import type { Cost } from '../rulesets/cost';
import type { RuleSetId } from '../rulesets/types';
import type { Row } from './table';
import type { Confidence, DetectOptions, Finding, FindingKind } from './types';

/**
 * When a step runs, which is where its findings are reported within a
 * message. The order matters: a message's violations are listed in it, and
 * of two findings of one rule the first is the one shown. Within a stage,
 * steps run in the registry's order of families (families/index.ts). The
 * stages keep the order the detectors had when several families shared a
 * file: the appeals' first shapes, then their further shapes, ran as two
 * tables. A new family's steps take `late`.
 */
export const STAGES = ['acts', 'appeals', 'appeals-more', 'late'] as const;
export type Stage = (typeof STAGES)[number];

/** What a kind costs under each rule set, and how sure its findings are (`certain` unless said). */
export type KindDecl = Readonly<Record<RuleSetId, Cost>> & {
  /** `likely`: a judgement call the rules leave to the host, shown but not counted until confirmed. */
  readonly confidence?: Confidence;
};

/** One way a family finds its kinds in a message. */
export interface Step {
  readonly stage: Stage;
  /** Tables (see table.ts), run in order; a message that triggers none of their rows skips the step. */
  readonly tables?: readonly (readonly Row[])[];
  /** A word gate (see gate.ts): a message with no word for which it holds skips the step. A superset of what `find` acts on. */
  readonly words?: (word: string, tok: Token) => boolean;
  /** What the step finds; without it, what its tables find. */
  readonly find?: (n: Normalized, opts: DetectOptions) => Finding[];
}

/**
 * An example: a message a player writes at day (a text family), or a game's
 * events, the last of which is judged (a family the engine produces).
 */
export type Example = string | readonly GameEvent[];

export interface Family<K extends FindingKind = FindingKind> {
  /** The module's file name. */
  readonly name: string;
  /** The kinds it reports, each with its costs, in the order the generated maps list them. */
  readonly kinds: { readonly [k in K]: KindDecl };
  /** How it finds them; `engine` for kinds the engine produces from the game's state (phases, seats, repeats). */
  readonly steps: readonly Step[] | 'engine';
  /**
   * Where an engine family's events come from, when not the chat: `voice`, Discord's voice channel (the
   * catalogue marks a rule only such kinds cost as read there).
   */
  readonly from?: 'voice';
  readonly examples: {
    /** Per kind: examples it is found in (under every rule set it costs something in). */
    readonly finds: { readonly [k in K]?: readonly Example[] };
    /** Examples none of its kinds is found in: the hard cases (mentions, quotes, reports, denials, innocent words). */
    readonly clean: readonly Example[];
  };
}

/** Declares a family (an identity: the type checks the declaration). */
export function family<K extends FindingKind>(f: Family<K>): Family<K> {
  return f;
}

/** An event of an example: a player's message. */
export function said(player: string, text: string): GameEvent {
  return { type: 'message', player, text };
}
