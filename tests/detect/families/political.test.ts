import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.7 — political slogans and provocations: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("political: players' own wording", () => {
  it.each([
    'слава великой россии',
    'героям слава',
    'крым наш',
    'за родину за сталина',
    'нет войне',
    'сво всё решит',
    'zov',
    '🇺🇦 держимся',
    'Z',
    'no war',
  ])('3.7: %s', (text) => {
    expect(flagged(text)).toContain('3.7');
  });
});
