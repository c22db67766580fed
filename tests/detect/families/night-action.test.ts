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

/**
 * Round 3's categories, in wordings of their own, by day: the night said as "на ночь" or "когда город
 * засыпает", the ears muted in the "замучены" pun, habits in the present; and the near misses: another
 * time, someone asked about, "не до игры" (no time for it).
 */
describe('night-action: categories and near misses', () => {
  it.each([
    'я на ночь наушники снимаю, так что договорку не слышал',
    'ночью я мучу уши, всегда так',
    'когда город засыпает, я выхожу на балкон',
    'ночью я спать лег, ничего не знаю',
    'на договорке у меня был душ',
  ])('3.3: %s', (text) => {
    expect(flagged(text)).toContain('3.3');
  });

  it.each(['я до игры аву поставил, не ночью', 'кто-то ночью статус менял? у 4 другой', 'перед игрой ник сменил, чтобы номер был виден'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('3.3');
    },
  );

  it('a question about the night claims nothing; one told beside it does', () => {
    expect(flagged('кто-то ночью выходил? ведущий, вы видели?')).toEqual([]);
    expect(flagged('кто ночью ёрзал? я слышал скрип')).toContain('3.5');
  });
});
