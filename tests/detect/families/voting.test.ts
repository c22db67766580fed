import { describe, expect, it } from 'vitest';
import { msg, rules, run } from '../../helpers/judge';
import type { GameEvent } from '../../../lib/engine/events';

/** While the votes are cast, only a bare "+" (online 1.8). */
describe('voting', () => {
  it('1.8 voting: only a bare "+" until the results', () => {
    const v = run([
      { type: 'phase', phase: 'voting' },
      msg('1', '+'),
      msg('2', ' + '),
      msg('5', '＋\u200B'),
      msg('3', '++'),
      msg('4', '+цу'),
      msg('6', '='),
      msg('7', 'он же черный'),
      { type: 'phase', phase: 'results' },
      msg('7', 'ну ок'),
    ]);
    expect(v.map((x) => x.player)).toEqual(['3', '4', '6', '7']);
    expect(new Set(rules(v))).toEqual(new Set(['1.8']));
  });
});

/**
 * Club remarks take the hand on the table for the vote: a message that only
 * names the seat just voted for reads that vote out; talk, a second seat, a
 * vote for oneself or a typed vote with no vote cast is still a word said
 * while voting.
 */
describe('a typed vote at a club table', () => {
  const vote = (player: string, candidate: string): GameEvent => ({ type: 'vote', player, candidate });
  it.each(['за 5', '5', 'голос за 5', 'против 5', '5ку', 'я за 5'])('reads the vote out: %s', (text) => {
    const v = run([{ type: 'phase', phase: 'voting' }, vote('2', '5'), msg('2', text)], 'club-remarks');
    expect(rules(v)).toEqual([]);
  });
  it.each<[string, GameEvent[]]>([
    ['за 5', []],
    ['за 6', [vote('2', '5')]],
    ['за 5 и за 6', [vote('2', '5')]],
    ['за себя', [vote('2', '2')]],
    ['2', [vote('2', '2')]],
    ['ну за 5 же', [vote('2', '5')]],
  ])('is a word while voting: %s', (text, before) => {
    const v = run([{ type: 'phase', phase: 'voting' }, ...before, msg('2', text)], 'club-remarks');
    expect(rules(v)).toContain('club-remarks/voting-gestures');
  });
  it('online still takes only "+"', () => {
    const v = run([{ type: 'phase', phase: 'voting' }, vote('2', '5'), msg('2', 'за 5')]);
    expect(rules(v)).toContain('1.8');
  });
});
