import type { FindingKind } from '../detect/types';

/** Penalty classes, mildest first. */
export type Penalty = 'verbal' | 'foul' | 'warning' | 'removal' | 'team-loss';
export const PENALTIES: readonly Penalty[] = ['verbal', 'foul', 'warning', 'removal', 'team-loss'];

export type RuleSetId = 'online' | 'club-warnings' | 'club-remarks';
export const RULE_SET_IDS = ['online', 'club-warnings', 'club-remarks'] as const satisfies readonly RuleSetId[];

export function isRuleSetId(s: unknown): s is RuleSetId {
  return typeof s === 'string' && (RULE_SET_IDS as readonly string[]).includes(s);
}

export interface RuleRef {
  rule: string;
  penalty: Penalty;
}

/** A step of a penalty ladder: when a counter reaches `at`, this happens. */
export interface LadderStep {
  counter: 'foul' | 'warning';
  at: number;
  effect: 'mute-next' | 'mute-and-no-vote' | 'removal';
  /** What the host reads, in Russian and English. */
  ru: string;
  en: string;
}

export interface RuleSet {
  id: RuleSetId;
  title: { ru: string; en: string };
  /** What each kind costs under this rule set, from the families' declarations (kinds.generated.ts); a kind it has no rule for is absent. */
  map: Partial<Record<FindingKind, RuleRef>>;
  /** Rules whose first violation by a player is only a verbal warning (online 1.2). */
  verbalFirst: readonly string[];
  ladder: readonly LadderStep[];
  /** Counters start again after every night (club remarks). */
  resetOnNight: boolean;
  /**
   * Online 4.6 / 4.7: a violation of these rule families by a player "in version"
   * or on the last speech after being voted out costs the team the game.
   */
  escalation?: { families: readonly string[]; inVersion: RuleRef; lastSpeech: RuleRef };
  /**
   * A club table played in text: a message that only names the seat the player
   * has voted for ("за 5", "8" after the vote event) reads the hand on the
   * table out, not a word said while voting; a vote for one's own seat is
   * still the provocation the rules name.
   */
  typedVote?: boolean;
  /**
   * Once the game is over, only how players treat each other is judged ('conduct': the online rules forbid oaths,
   * bets, appeals and the rest because they sway the game), or everything but the game's course ('table': a club's
   * rules hold as long as one sits at its table, "пока участник находится за игровым столом").
   */
  afterGame: 'conduct' | 'table';
  /** The rule a reached removal step is recorded under (club remarks: five remarks). */
  ladderRemovalRule?: string;
}
