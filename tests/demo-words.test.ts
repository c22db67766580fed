import { describe, expect, it } from 'vitest';
import { gameSummary, penaltyWord, violationLine } from '../scripts/demo-words';
import { demoGameRow } from './game-row';

describe("the printed demo speaks the UI's words", () => {
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
    const text = violationLine(
      { id: '1', rule: '4.1', player: '3', penalty: 'team-loss', text: 'Клянусь, я красный', reason: 'клятва', consequence: '' },
      'Вика',
    );
    expect(text).toMatch(/№3 Вика\s+4\.1 \S/);
    expect(text).toContain('ППК');
    expect(text).not.toContain('team-loss');
    expect(text).toContain('«Клянусь, я красный» — клятва');
  });

  it.each([
    [1, [['foul', 1]], '1 нарушение: 1 фол'],
    [
      4,
      [
        ['foul', 2],
        ['team-loss', 2],
      ],
      '4 нарушения: 2 фола, 2 ППК',
    ],
    [
      23,
      [
        ['foul', 11],
        ['warning', 3],
        ['removal', 4],
        ['team-loss', 5],
      ],
      '23 нарушения: 11 фолов, 3 предупреждения, 4 поднятия, 5 ППК',
    ],
    [
      25,
      [
        ['verbal', 1],
        ['warning', 21],
        ['removal', 3],
      ],
      '25 нарушений: 1 устное замечание, 21 предупреждение, 3 поднятия',
    ],
  ] as const)('summary of %i', (count, parts, text) => {
    expect(gameSummary(count, new Map(parts))).toBe(text);
  });

  it.each([
    [
      33,
      [
        ['foul', 6],
        ['team-loss', 6],
      ],
      7,
      '33 нарушения: 6 фолов, 6 ППК; ещё 7 вероятных ждут решения ведущего',
    ],
    [3, [['foul', 2]], 1, '3 нарушения: 2 фола; ещё 1 вероятное ждёт решения ведущего'],
    [2, [], 2, '2 нарушения: 2 вероятных ждут решения ведущего'],
  ] as const)('likely findings are summed apart (%i)', (count, parts, likely, text) => {
    expect(gameSummary(count, new Map(parts), likely)).toBe(text);
  });
});

describe('rows of a stored game, for the demo with a display', () => {
  it('say what the panel says, in the order things happened: the ladder step on the third foul', async () => {
    const { replay } = await import('../lib/engine/engine');
    const { rowsOfGame } = await import('../scripts/demo-words');
    const events = [
      { type: 'player', player: '4', status: 'alive', nick: 'Гоша' },
      { type: 'phase', phase: 'day' },
      { type: 'message', id: 'a', player: '4', text: 'бля' },
      { type: 'message', id: 'b', player: '4', text: 'бл, опять' },
      { type: 'message', id: 'c', player: '4', text: 'пиздец' },
      { type: 'message', id: 'd', player: '3', text: 'Клянусь, я красный' },
    ] as const;
    const { state, violations } = replay(events as never);
    const game = demoGameRow(state);
    // Stored newest first, as rows may come back from the database in any order.
    const rows = rowsOfGame(
      game,
      violations.map((v, i) => ({ ...v, id: i + 1, gameId: 1, status: 'new' as const, text: '', at: 0 })).reverse(),
    );
    expect(rows.map((r) => [r.player, r.rule, r.penaltyText])).toEqual([
      ['4', '1.1', 'фол'],
      ['4', '1.1', 'фол'],
      ['4', '1.1', 'фол'],
      ['3', '4.1', 'ППК'],
    ]);
    expect(rows[0]!.consequence).toBe('1-й фол');
    expect(rows[2]!.consequence).toBe('3-й фол — молчит следующий круг');
    expect(rows[3]!.consequence).toContain('ППК');
  });
});
