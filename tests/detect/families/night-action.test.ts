import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.3 — voicing what one did at night: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("night-action: players' own wording", () => {
  it.each([
    'я ночью чай ходил делать',
    'пока была ночь я в магазин сбегал',
    'на ночи я собаку выгуливал',
    'я ночью не за компом был',
    'пока договаривались я курил на балконе',
  ])('3.3: %s', (text) => {
    expect(flagged(text)).toContain('3.3');
  });
});
