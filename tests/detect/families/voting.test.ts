import { describe, expect, it } from 'vitest';
import { msg, rules, run } from '../../helpers/judge';

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
