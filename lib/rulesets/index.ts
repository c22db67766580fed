import { CLUB_REMARKS, CLUB_WARNINGS } from './club';
import { ONLINE } from './online';
import { RULE_SET_IDS, type RuleSet, type RuleSetId } from './types';

export * from './types';

export const RULE_SETS: Record<RuleSetId, RuleSet> = {
  online: ONLINE,
  'club-warnings': CLUB_WARNINGS,
  'club-remarks': CLUB_REMARKS,
};

export function isRuleSetId(s: unknown): s is RuleSetId {
  return typeof s === 'string' && (RULE_SET_IDS as readonly string[]).includes(s);
}

/** "3.2.1" → "3.2"; club ids stay whole. */
export function ruleFamily(rule: string): string {
  return rule.includes('/') ? rule : rule.split('.').slice(0, 2).join('.');
}
