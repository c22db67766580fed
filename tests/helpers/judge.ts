import { Engine, replay, type Violation } from '../../lib/engine/engine';
import type { GameEvent } from '../../lib/engine/events';
import { ruleFamily, type RuleSetId } from '../../lib/rulesets';

/** Ten living seats. */
export const seats = (n = 10): GameEvent[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'player', player: String(i + 1), status: 'alive' }) as GameEvent);
export const msg = (player: string, text: string, id?: string): GameEvent => ({ type: 'message', player, text, ...(id ? { id } : {}) });
export const rules = (vs: Violation[]) => vs.map((v) => v.rule);

/** The violations of a game: ten living seats, day, then these events. */
export function run(events: GameEvent[], ruleSet: RuleSetId = 'online') {
  return replay([...seats(), { type: 'phase', phase: 'day' }, ...events], ruleSet).violations;
}

/** The rules a message said by player 1 at day breaks (online: as rule families, "3.2.4" → "3.2"). */
export function flagged(text: string, ruleSet: RuleSetId = 'online'): string[] {
  const e = new Engine(ruleSet);
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', player: '1', text }).map((v) => (ruleSet === 'online' ? ruleFamily(v.rule) : v.rule));
}

/** The same with the rule set first, as table-driven lists of (rule set, rule, text) read. */
export const rulesOf = (ruleSet: RuleSetId, text: string): string[] => flagged(text, ruleSet);
