/**
 * What a kind of finding costs under one rule set, as a family declares it
 * (lib/detect/families): the rule it breaks there and the penalty, or `none`
 * when the rule set has no such rule (the finding is then not shown under it).
 * Every family states all three rule sets, so that a missing decision is a
 * type error, not a finding dropped in silence.
 */
import type { Penalty, RuleRef } from './types';

export type Cost = RuleRef | null;

const cost =
  (penalty: Penalty) =>
  (rule: string): RuleRef => ({ rule, penalty });

export const foul = cost('foul');
export const warning = cost('warning');
export const removal = cost('removal');
export const teamLoss = cost('team-loss');
/** The rule set has no rule against this. */
export const none: Cost = null;
