/**
 * The game's own flow as the host runs it, read from the engine state: day
 * and night numbers, which day a violation belongs to, the night boundaries
 * (club remarks reset there) and the vote tally of the current round.
 * Pure; no events are read back.
 */
import type { EngineState } from './engine/engine';
import type { Phase } from './engine/events';

type Phases = NonNullable<EngineState['phases']>;

/** Sequence numbers of the events that started a night. */
export function nightSeqs(state: Pick<EngineState, 'phases'>): number[] {
  return (state.phases ?? []).filter((p) => p.phase === 'night').map((p) => p.seq);
}

export interface Period {
  /** "day" covers the day's discussion, voting and results; "night" the night. */
  kind: 'day' | 'night';
  /** 1-based: День 2, Ночь 2. 0 before the first day or night. */
  n: number;
}

/** The period an event sequence number falls in (the phase started at or before it). */
export function periodAt(phases: Phases | undefined, seq: number): Period {
  return periodLookup(phases)(seq);
}

/**
 * periodAt for many sequence numbers (the feed's rows): the period after each
 * phase change is worked out once, then each lookup is a binary search — not
 * a walk over every phase for every row.
 */
export function periodLookup(phases: Phases | undefined): (seq: number) => Period {
  const list = phases ?? [];
  const after: Period[] = [];
  let days = 0;
  let nights = 0;
  let kind: Period['kind'] = 'day';
  for (const p of list) {
    if (p.phase === 'night') {
      nights++;
      kind = 'night';
    } else if (kind === 'night' || days === 0) {
      // Voting and results belong to the day they follow; a day phase after a night starts the next day.
      days++;
      kind = 'day';
    }
    after.push({ kind, n: kind === 'night' ? nights : days });
  }
  return (seq) => {
    // The last phase change at or before seq (they come in sequence order).
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid]?.seq ?? Infinity) <= seq) lo = mid + 1;
      else hi = mid;
    }
    return after[lo - 1] ?? { kind: 'day', n: 0 };
  };
}

/** Where the game is now. */
export function currentPeriod(state: Pick<EngineState, 'phases' | 'seq'>): Period & { phase: Phase | null } {
  const phases = state.phases ?? [];
  return { ...periodAt(phases, Number.MAX_SAFE_INTEGER), phase: phases.at(-1)?.phase ?? null };
}

/** A stable key for grouping: "day:2", "night:1". */
export function periodKey(p: Period): string {
  return `${p.kind}:${p.n}`;
}

export interface TallyRow {
  candidate: string;
  count: number;
  voters: string[];
}

/** Votes of the current round per candidate, most first; ties by seat number. */
export function voteTally(state: Pick<EngineState, 'votes'>): TallyRow[] {
  const by = new Map<string, string[]>();
  for (const [voter, candidate] of Object.entries(state.votes ?? {})) {
    const list = by.get(candidate) ?? [];
    list.push(voter);
    by.set(candidate, list);
  }
  return [...by]
    .map(([candidate, voters]) => ({ candidate, count: voters.length, voters: voters.sort(bySeat) }))
    .sort((a, b) => b.count - a.count || bySeat(a.candidate, b.candidate));
}

/** Seats in number order, names after numbers. */
export function bySeat(a: string, b: string): number {
  return (Number(a) || 1e9) - (Number(b) || 1e9) || a.localeCompare(b);
}
