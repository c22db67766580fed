/** The sample game as the engine sees it: the transcript the demo adapter reports. */
import { replay } from '../../lib/engine/engine';
import type { GameEvent } from '../../lib/engine/events';
// @ts-expect-error plain JS module shared with the demo page
import { NICKS, SAMPLE } from '../../demo/sample-game.js';

export type Step = [string, unknown, unknown?];
export const STEPS = SAMPLE as Step[];

export function transcript(steps: Step[] = STEPS, nicks: string[] = NICKS as string[]): GameEvent[] {
  const state = { nicks: [...nicks], next: 1 };
  const events: GameEvent[] = nicks.map((nick, i) => ({ type: 'player', player: String(i + 1), status: 'alive', nick }));
  events.push({ type: 'phase', phase: 'day' });
  for (const [op, a, b] of steps) {
    if (op === 'post')
      events.push({ type: 'message', id: `g1-m${state.next++}`, player: String(a), nick: state.nicks[Number(a) - 1]!, text: String(b) });
    else if (op === 'phase') {
      if (a !== 'day' || events.at(-1)?.type !== 'phase') events.push({ type: 'phase', phase: a as 'day' });
    } else if (op === 'status') events.push({ type: 'player', player: String(a), status: b as 'dead' });
    else if (op === 'nick') {
      state.nicks[Number(a) - 1] = String(b);
      events.push({ type: 'player', player: String(a), nick: String(b) });
    } else if (op === 'vote') events.push({ type: 'vote', player: String(a), candidate: String(b) });
  }
  return events;
}

/**
 * The engine as the worker runs it by default (the learned model's suggestions on, lib/settings.ts), so what the
 * panel shows is compared with the same judgement, whatever the model was last trained on.
 */
export function asWorker(events: readonly GameEvent[]): ReturnType<typeof replay> {
  return replay(events, 'online', { learned: true });
}

export function expected(steps?: Step[]): string[] {
  return asWorker(transcript(steps))
    .violations.map((v) => `${v.rule}|${v.player}|${v.fragment}`)
    .sort();
}
