import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.9 — doing something else in parallel, or saying so: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("other-activity: players' own wording", () => {
  it.each([
    'сорян, я в кс катку доигрывал, что было?',
    'я тут в танки играю параллельно',
    'погодите, у меня в доте пик',
    'я сериал смотрю, кто там шериф?',
    'щас матч в фифе закончу и скажу',
    'я в майнкрафте строю, не слушал',
    'пока вы говорили я в инсте залипал',
    'у меня параллельно катка в валоранте',
    'я одним глазом ютуб смотрю',
  ])('3.9: %s', (text) => {
    expect(flagged(text)).toContain('3.9');
  });
});
