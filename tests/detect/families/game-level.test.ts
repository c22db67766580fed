import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 2.1 — arguing from someone's level of play or experience: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("game-level: players' own wording", () => {
  it.each([
    '8 новичок, его слушать не надо',
    '9 играет как первый раз в жизни',
    'у 3 уровень игры ниже плинтуса',
    '10, иди в обучалку',
    'с таким скиллом как у 4 лучше молчать',
    'у 6 ноль опыта, не верьте',
    '2 вообще не шарит в мафии',
    'кто 7 пустил за стол, он же играть не может',
  ])('2.1: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
  });
});
