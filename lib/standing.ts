/**
 * Per-player counters and the ladder state in words, computed from the
 * violations the host has not dismissed: a dismissed violation no longer
 * counts; a confirmed or unreviewed one does.
 */
import { ladderOf, type LadderStep, type RuleSetId } from './rulesets';
import type { ViolationRow } from './store/db';

export interface Standing {
  player: string;
  fouls: number;
  warnings: number;
  verbals: number;
  removed: boolean;
  teamLoss: boolean;
  /** The highest ladder step reached, if any. */
  step?: LadderStep;
}

/**
 * @param nightSeqs sequence numbers of the night phases (club remarks reset after each night)
 */
export function standings(
  violations: readonly Pick<ViolationRow, 'player' | 'penalty' | 'status' | 'seq'>[],
  ruleSet: RuleSetId,
  opts: { ladders?: Partial<Record<RuleSetId, LadderStep[]>>; nightSeqs?: readonly number[]; resetOnNight?: boolean } = {},
): Map<string, Standing> {
  const out = new Map<string, Standing>();
  const lastNight = opts.resetOnNight && opts.nightSeqs?.length ? Math.max(...opts.nightSeqs) : -1;
  const ladder = ladderOf(ruleSet, opts.ladders);
  for (const v of violations) {
    if (v.status === 'dismissed') continue;
    let s = out.get(v.player);
    if (!s) out.set(v.player, (s = { player: v.player, fouls: 0, warnings: 0, verbals: 0, removed: false, teamLoss: false }));
    const counts = v.seq > lastNight;
    if (v.penalty === 'foul' && counts) s.fouls++;
    else if (v.penalty === 'warning' && counts) s.warnings++;
    else if (v.penalty === 'verbal') s.verbals++;
    else if (v.penalty === 'removal') s.removed = true;
    else if (v.penalty === 'team-loss') s.teamLoss = true;
  }
  for (const s of out.values()) {
    for (const step of ladder) {
      const value = step.counter === 'foul' ? s.fouls : s.warnings;
      if (value >= step.at && (!s.step || step.at >= s.step.at)) s.step = step;
    }
    if (s.step?.effect === 'removal') s.removed = true;
  }
  return out;
}
