import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.10 — appealing to the after-game discussion: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("discussion-appeal: players' own wording", () => {
  it.each(['после катки разберем как ты слил', 'на разборе увидишь свои ошибки', 'после игры объясню тебе, почему ты не прав'])(
    '3.10: %s',
    (text) => {
      expect(flagged(text)).toContain('3.10');
    },
  );
});
