import { CLUB_REMARKS, CLUB_WARNINGS } from './club';
import { ONLINE } from './online';
import { voiceCosts } from '../voice/family';
import type { LadderStep, RuleSet, RuleSetId } from './types';

export * from './types';

/** A rule set with the costs its families declare themselves (the voice table: lib/voice/family.ts). */
const withFamilies = (set: RuleSet): RuleSet => ({ ...set, map: { ...set.map, ...voiceCosts(set.id) } });

export const RULE_SETS: Record<RuleSetId, RuleSet> = {
  online: withFamilies(ONLINE),
  'club-warnings': withFamilies(CLUB_WARNINGS),
  'club-remarks': withFamilies(CLUB_REMARKS),
};

/** The ladder in force for a rule set: the host's thresholds or the rule set's own. */
export function ladderOf(ruleSet: RuleSetId, custom?: Partial<Record<RuleSetId, LadderStep[]>>): LadderStep[] {
  return custom?.[ruleSet] ?? [...RULE_SETS[ruleSet].ladder];
}

/** "3.2.1" → "3.2"; club ids stay whole. */
export function ruleFamily(rule: string): string {
  return rule.includes('/') ? rule : rule.split('.').slice(0, 2).join('.');
}
