import { describe, expect, it } from 'vitest';
import { gameSummary, penaltyWord, violationLine } from '../scripts/demo-words';

describe('the printed demo speaks the UI\'s words', () => {
  it.each([
    ['team-loss', 'ППК'],
    ['removal', 'поднятие'],
    ['foul', 'фол'],
    ['warning', 'предупреждение'],
    ['verbal', 'устное'],
  ])('penalty %s → %s', (id, word) => {
    expect(penaltyWord(id)).toBe(word);
  });

  it('a violation line names the player, the rule and the penalty in words', () => {
    const text = violationLine({ id: '1', rule: '4.1', player: '3', penalty: 'team-loss', text: 'Клянусь, я красный', reason: 'клятва', consequence: '' }, 'Вика');
    expect(text).toMatch(/№3 Вика\s+4\.1 \S/);
    expect(text).toContain('ППК');
    expect(text).not.toContain('team-loss');
    expect(text).toContain('«Клянусь, я красный» — клятва');
  });

  it.each([
    [1, [['foul', 1]], '1 нарушение: 1 фол'],
    [4, [['foul', 2], ['team-loss', 2]], '4 нарушения: 2 фола, 2 ППК'],
    [23, [['foul', 11], ['warning', 3], ['removal', 4], ['team-loss', 5]], '23 нарушения: 11 фолов, 3 предупреждения, 4 поднятия, 5 ППК'],
    [25, [['verbal', 1], ['warning', 21], ['removal', 3]], '25 нарушений: 1 устное замечание, 21 предупреждение, 3 поднятия'],
  ] as const)('summary of %i', (count, parts, text) => {
    expect(gameSummary(count, new Map(parts))).toBe(text);
  });

  it.each([
    [33, [['foul', 6], ['team-loss', 6]], 7, '33 нарушения: 6 фолов, 6 ППК; ещё 7 вероятных ждут решения ведущего'],
    [3, [['foul', 2]], 1, '3 нарушения: 2 фола; ещё 1 вероятное ждёт решения ведущего'],
    [2, [], 2, '2 нарушения: 2 вероятных ждут решения ведущего'],
  ] as const)('likely findings are summed apart (%i)', (count, parts, likely, text) => {
    expect(gameSummary(count, new Map(parts), likely)).toBe(text);
  });
});
