/**
 * The one source of truth for standings: every player's counters and ladder
 * state, and what each violation costs, derived from the log alone.
 *
 * The engine records what was said and the rule set's penalty; it does not
 * decide what counts. The host's decisions do, and they can change at any
 * time (confirm, dismiss, undo), so the panel, its rows, the report, the CSV,
 * the JSON export and the CLI all call this function instead of keeping their
 * own counts:
 * - a dismissed violation does not count;
 * - a "likely" finding (a detector's guess) does not count until the host
 *   confirms it;
 * - an unreviewed certain violation counts, but as pending ("2 +1?");
 * - rules with a verbal warning first (online 1.2) are recomputed here: the
 *   first violation that counts is the verbal one, so dismissing it turns the
 *   next into the verbal warning;
 * - counters restart after each night where the rule set says so (club
 *   remarks);
 * - the ladder is the host's thresholds when set, the rule set's otherwise.
 *
 * Linear in the number of violations (one pass in sequence order).
 */
import { ladderOf, RULE_SETS, type LadderStep, type Penalty, type RuleSetId } from './rulesets';

import type { Confidence } from './detect/types';
export type { Confidence };
export type ViolationStatus = 'new' | 'confirmed' | 'dismissed';

/** What the function needs of a violation (stored rows and CLI records both fit). */
export interface CountedViolation {
  seq: number;
  player: string;
  rule: string;
  penalty: Penalty;
  status: ViolationStatus;
  /** Absent means certain. */
  confidence?: Confidence;
}

export interface StandingOptions {
  /** The host's ladder thresholds per rule set (settings); absent means the rule set's own. */
  ladders?: Partial<Record<RuleSetId, LadderStep[]>>;
  /** Sequence numbers of the events that started a night (the engine state keeps them). */
  nights?: readonly number[];
}

/** Confirmed and still unreviewed parts of a counter. */
export interface Tally {
  confirmed: number;
  pending: number;
}

/** Confirmed, or reached only through unreviewed violations. */
export type Certainty = 'confirmed' | 'pending';

export interface PlayerStanding {
  player: string;
  /** Since the last reset (club remarks: since the last night). */
  fouls: Tally;
  warnings: Tally;
  verbals: Tally;
  /** Likely findings waiting for the host (not counted). */
  likely: number;
  removed: Certainty | false;
  teamLoss: Certainty | false;
  /** The ladder step reached by confirmed violations alone. */
  step?: LadderStep;
  /** The step reached once the unreviewed ones are counted too, when higher than `step`. */
  pendingStep?: LadderStep;
  /** Rules whose verbal warning this player already had: the next one is a foul (online 1.2). */
  verbalUsed: string[];
}

export interface Consequence {
  /** The penalty as it stands now (a 1.2 may be verbal or a foul depending on the host's decisions). */
  penalty: Penalty;
  /** Whether it counts on the player's counters and ladder. */
  counts: boolean;
  excluded?: 'dismissed' | 'likely';
  /** The counter this violation raised and the value it brought it to. */
  counter?: 'foul' | 'warning';
  count?: number;
  /** The ladder step this violation reached. */
  step?: LadderStep;
  /** It or an earlier counted violation of the player is unreviewed: it may still change. */
  tentative: boolean;
}

export interface Standings {
  players: Map<string, PlayerStanding>;
  /** One entry per input violation, in input order. */
  consequences: Consequence[];
  ladder: readonly LadderStep[];
  ruleSet: RuleSetId;
}

/** The consequence of the `i`-th violation the standings were worked out for. */
export function consequenceAt(st: Standings, i: number): Consequence {
  const c = st.consequences[i];
  if (!c) throw new Error(`the standings hold ${st.consequences.length} violations, not a ${i + 1}th`);
  return c;
}

function emptyStanding(player: string): PlayerStanding {
  return {
    player,
    fouls: { confirmed: 0, pending: 0 },
    warnings: { confirmed: 0, pending: 0 },
    verbals: { confirmed: 0, pending: 0 },
    likely: 0,
    removed: false,
    teamLoss: false,
    verbalUsed: [],
  };
}

/** The highest step of a counter whose threshold a value reached. */
function stepAt(ladder: readonly LadderStep[], counter: 'foul' | 'warning', value: number): LadderStep | undefined {
  let best: LadderStep | undefined;
  for (const s of ladder) if (s.counter === counter && value >= s.at && (!best || s.at > best.at)) best = s;
  return best;
}

/** The worse of two certainties: confirmed wins over pending, either over nothing. */
function mark(prev: Certainty | false, next: Certainty): Certainty {
  return prev === 'confirmed' || next === 'confirmed' ? 'confirmed' : 'pending';
}

/**
 * The fold behind `standings`, fed one violation at a time in sequence
 * order: the CLI streams a transcript through it; the function below sorts
 * and feeds a stored log.
 */
export class StandingCounter {
  readonly ladder: readonly LadderStep[];
  private readonly verbalFirst: readonly string[];
  private readonly nights: number[];
  private readonly resetOnNight: boolean;
  private readonly players = new Map<string, PlayerStanding>();
  /** Per player: the night their counters were last reset at, and whether an unreviewed one counted since. */
  private readonly epoch = new Map<string, number>();
  private readonly unsure = new Map<string, boolean>();
  private readonly verbalSeen = new Set<string>();
  private night = 0;

  constructor(
    readonly ruleSet: RuleSetId,
    opts: StandingOptions = {},
  ) {
    const rules = RULE_SETS[ruleSet];
    this.ladder = ladderOf(ruleSet, opts.ladders);
    this.verbalFirst = rules.verbalFirst;
    this.resetOnNight = rules.resetOnNight;
    this.nights = rules.resetOnNight ? [...(opts.nights ?? [])].sort((a, b) => a - b) : [];
  }

  /** A night started at this sequence number (streaming: after every night added so far). */
  nightAt(seq: number): void {
    if (this.resetOnNight) this.nights.push(seq);
  }

  /** Counts one violation (not earlier in sequence than the last one) and says what it costs. */
  add(v: CountedViolation): Consequence {
    for (let next = this.nights[this.night]; next !== undefined && next < v.seq; next = this.nights[this.night]) this.night++;
    let s = this.players.get(v.player);
    if (!s) this.players.set(v.player, (s = emptyStanding(v.player)));
    if ((this.epoch.get(v.player) ?? 0) !== this.night) {
      // A night passed since this player's last violation: the counters start again.
      this.epoch.set(v.player, this.night);
      s.fouls = { confirmed: 0, pending: 0 };
      s.warnings = { confirmed: 0, pending: 0 };
      this.unsure.set(v.player, false);
    }
    let penalty = v.penalty;
    const excluded = v.status === 'dismissed' ? 'dismissed' : v.status === 'new' && v.confidence === 'likely' ? 'likely' : undefined;
    if (excluded) {
      if (excluded === 'likely') s.likely++;
      return { penalty, counts: false, excluded, tentative: v.status === 'new' };
    }
    const confirmed = v.status === 'confirmed';
    const part: keyof Tally = confirmed ? 'confirmed' : 'pending';
    if (this.verbalFirst.includes(v.rule) && (penalty === 'verbal' || penalty === 'foul')) {
      const key = `${v.player}\u0000${v.rule}`;
      penalty = this.verbalSeen.has(key) ? 'foul' : 'verbal';
      this.verbalSeen.add(key);
      if (penalty === 'verbal') s.verbalUsed.push(v.rule);
    }
    const tentative = !confirmed || (this.unsure.get(v.player) ?? false);
    if (!confirmed) this.unsure.set(v.player, true);
    const c: Consequence = { penalty, counts: true, tentative };
    if (penalty === 'verbal') s.verbals[part]++;
    else if (penalty === 'foul' || penalty === 'warning') {
      const tally = penalty === 'foul' ? s.fouls : s.warnings;
      tally[part]++;
      const count = tally.confirmed + tally.pending;
      c.counter = penalty;
      c.count = count;
      const step = this.ladder.find((x) => x.counter === penalty && x.at === count);
      if (step) c.step = step;
    } else if (penalty === 'removal') s.removed = mark(s.removed, part);
    else if (penalty === 'team-loss') s.teamLoss = mark(s.teamLoss, part);
    return c;
  }

  /** Every player's standing after what was added (ladder states resolved). */
  result(): Map<string, PlayerStanding> {
    const out = new Map<string, PlayerStanding>();
    for (const [id, raw] of this.players) {
      const s: PlayerStanding = {
        ...raw,
        fouls: { ...raw.fouls },
        warnings: { ...raw.warnings },
        verbals: { ...raw.verbals },
        verbalUsed: [...raw.verbalUsed],
      };
      const confirmedStep = higher(stepAt(this.ladder, 'foul', s.fouls.confirmed), stepAt(this.ladder, 'warning', s.warnings.confirmed));
      const allStep = higher(
        stepAt(this.ladder, 'foul', s.fouls.confirmed + s.fouls.pending),
        stepAt(this.ladder, 'warning', s.warnings.confirmed + s.warnings.pending),
      );
      if (confirmedStep) s.step = confirmedStep;
      if (allStep && allStep !== confirmedStep) s.pendingStep = allStep;
      if (confirmedStep?.effect === 'removal') s.removed = 'confirmed';
      else if (allStep?.effect === 'removal') s.removed = mark(s.removed, 'pending');
      out.set(id, s);
    }
    return out;
  }
}

export function standings(violations: readonly CountedViolation[], ruleSet: RuleSetId, opts: StandingOptions = {}): Standings {
  const counter = new StandingCounter(ruleSet, opts);
  const consequences: Consequence[] = new Array(violations.length);
  // Sequence order (stable): the order things happened decides which is the 3rd foul.
  const order = violations.map((v, i) => ({ v, i })).sort((a, b) => a.v.seq - b.v.seq || a.i - b.i);
  for (const { v, i } of order) consequences[i] = counter.add(v);
  return { players: counter.result(), consequences, ladder: counter.ladder, ruleSet };
}

/** Of two steps, the one further up the ladder (removal beats silence; a higher threshold beats a lower one). */
function higher(a: LadderStep | undefined, b: LadderStep | undefined): LadderStep | undefined {
  if (!a || !b) return a ?? b;
  return severity(b) > severity(a) ? b : a;
}
const EFFECTS: LadderStep['effect'][] = ['mute-next', 'mute-and-no-vote', 'removal'];
function severity(s: LadderStep): number {
  return EFFECTS.indexOf(s.effect) * 1000 + s.at;
}

/** Whether a player is silenced this round by the ladder (confirmed or pending). */
export function silenced(s: PlayerStanding | undefined): boolean {
  const step = s?.pendingStep ?? s?.step;
  return !!step && step.effect !== 'removal';
}

/** The player's final state, worst first: team loss, removal, a ladder step, or nothing. */
export function outcome(s: PlayerStanding | undefined): {
  kind: 'team-loss' | 'removed' | 'step' | 'none';
  certainty: Certainty;
  step?: LadderStep;
} {
  if (!s) return { kind: 'none', certainty: 'confirmed' };
  if (s.teamLoss) return { kind: 'team-loss', certainty: s.teamLoss };
  if (s.removed) return { kind: 'removed', certainty: s.removed };
  const step = s.pendingStep ?? s.step;
  if (step) return { kind: 'step', certainty: s.pendingStep ? 'pending' : 'confirmed', step };
  return { kind: 'none', certainty: 'confirmed' };
}
