import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 2.2 — remarks about someone's thinking or intelligence as an argument: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("mental: players' own wording", () => {
  it.each([
    '7 медленно соображает, не слушайте его',
    '5 туго думает, не ведитесь',
    '10 не понимает элементарных вещей',
    'шестой соображает как улитка',
    'я думаю быстрее 8, так что голосуй со мной',
    'у 9 с логикой беда',
    '2 вообще не врубается что происходит',
    'до 7 доходит как до жирафа',
    '4 тугодум, зачем его слушать',
    'у 3 мышление на нуле',
  ])('2.2: %s', (text) => {
    expect(flagged(text)).toContain('2.2');
  });
});
