import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 1.6 — disputing the host's decision: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("host-dispute: players' own wording", () => {
  it.each([
    'ведущий, это нечестно, я не нарушал',
    'с чего это мне фол?? отмени',
    'фол за это? серьезно? бред',
    'да ладно, какой фол, я молчал',
    'я не согласен с фолом',
  ])('1.6: %s', (text) => {
    expect(flagged(text)).toContain('1.6');
  });
});
