import { CLUB_REMARKS, CLUB_WARNINGS } from './club';
import { ONLINE } from './online';
import type { LadderStep, RuleSet, RuleSetId } from './types';

export * from './types';

export const RULE_SETS: Record<RuleSetId, RuleSet> = {
  online: ONLINE,
  'club-warnings': CLUB_WARNINGS,
  'club-remarks': CLUB_REMARKS,
};

/** The ladder in force for a rule set: the host's thresholds or the rule set's own. */
export function ladderOf(ruleSet: RuleSetId, custom?: Partial<Record<RuleSetId, LadderStep[]>>): LadderStep[] {
  return custom?.[ruleSet] ?? [...RULE_SETS[ruleSet].ladder];
}

/** "3.2.1" → "3.2"; club ids stay whole. */
export function ruleFamily(rule: string): string {
  return rule.includes('/') ? rule : rule.split('.').slice(0, 2).join('.');
}
