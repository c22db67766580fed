/**
 * What the families declare (families/index.ts), put together: the text
 * steps in the order they run, the kinds each family reports and their
 * default confidence, and every rule set's map. The rule sets themselves read
 * the maps from kinds.generated.ts, which `npm run tables` writes from here,
 * so that a page showing standings need not load the detectors.
 */
import type { RuleRef, RuleSetId } from '../rulesets/types';
import { FAMILIES } from './families';
import { STAGES, type Family, type KindDecl, type Step } from './family';
import type { FindingKind } from './types';

export { FAMILIES };

/** A step with the family it belongs to. */
export interface PlacedStep {
  readonly family: Family;
  readonly step: Step;
}

/** Every text step, in the order they run and report: by stage, then by family in the registry's order. */
export const STEPS: readonly PlacedStep[] = STAGES.flatMap((stage) =>
  FAMILIES.flatMap((family) =>
    family.steps === 'engine' ? [] : family.steps.filter((step) => step.stage === stage).map((step) => ({ family, step })),
  ),
);

/** A family's kinds with their declarations, in the order declared. */
export function kindsOf(family: Family): [FindingKind, KindDecl][] {
  return Object.entries(family.kinds) as [FindingKind, KindDecl][];
}

/** Every declared kind, with its family. */
export const KINDS: ReadonlyMap<FindingKind, { family: Family; decl: KindDecl }> = new Map(
  FAMILIES.flatMap((family) => kindsOf(family).map(([kind, decl]) => [kind, { family, decl }] as const)),
);

/** The kinds whose findings are judgement calls unless a row says otherwise (see KindDecl.confidence). */
export const LIKELY_KINDS: ReadonlySet<FindingKind> = new Set(
  [...KINDS].filter(([, k]) => k.decl.confidence === 'likely').map(([kind]) => kind),
);

/** The kinds the engine produces from the game's state. */
export const ENGINE_KINDS: readonly FindingKind[] = [...KINDS].filter(([, k]) => k.family.steps === 'engine').map(([kind]) => kind);

/** The kinds read from Discord's voice channel (families declared `from: 'voice'`). */
export const VOICE_KINDS: readonly FindingKind[] = [...KINDS].filter(([, k]) => k.family.from === 'voice').map(([kind]) => kind);

/** What each kind costs under a rule set, kinds in the registry's order; a kind the rule set has no rule for is left out. */
export function mapOf(ruleSet: RuleSetId): [FindingKind, RuleRef][] {
  const out: [FindingKind, RuleRef][] = [];
  for (const [kind, { decl }] of KINDS) {
    const cost = decl[ruleSet];
    if (cost) out.push([kind, cost]);
  }
  return out;
}
