import { describe, expect, it } from 'vitest';
import { msg, rules, run } from '../../helpers/judge';

/** Night: a nickname changed (online 3.3), a message (club rules). */
describe('night', () => {
  it('3.3 a nickname change at night', () => {
    const v = run([
      { type: 'player', player: '4', nick: 'Вася' },
      { type: 'phase', phase: 'night' },
      { type: 'player', player: '4', nick: '4 | шериф', id: 'nick-4' },
      { type: 'player', player: '4', nick: '4 | шериф' },
      { type: 'phase', phase: 'day' },
      { type: 'player', player: '4', nick: 'Вася' },
    ]);
    expect(v.map((x) => [x.rule, x.eventId, x.fragment])).toEqual([['3.3', 'nick-4', '4 | шериф']]);
  });

  it('club rules flag night talk', () => {
    const v = run([{ type: 'phase', phase: 'night' }, msg('1', 'привет')], 'club-remarks');
    expect(rules(v)).toEqual(['club-remarks/night-talk']);
  });
});
