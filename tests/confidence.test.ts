import { describe, expect, it } from 'vitest';
import { detectText } from '../lib/detect';
import { replay } from '../lib/engine/engine';
import type { GameEvent } from '../lib/engine/events';
import { parseImport, toCSV, toJSON, toReportHTML, type GameLog } from '../lib/export';
import { csvHeader, csvRow, textRow, toRecord } from '../lib/cli/transcript';
import type { ViolationRow } from '../lib/store/db';

/**
 * Judgement calls are `likely` from the detector to the exports; everything
 * else is `certain`. A likely violation is reported but never moves a ladder
 * until the host confirms it.
 */
const day = (texts: [string, string][]): GameEvent[] => [
  { type: 'phase', phase: 'day' },
  ...texts.map(([player, text], i) => ({ type: 'message' as const, id: `m${i}`, player, text })),
];

describe('confidence', () => {
  it.each([
    ['ты играть не умеешь', 'game-level', 'likely'],
    ['закрой рот', 'rudeness', 'likely'],
    ['поклянись что красный', 'oath-provocation', 'likely'],
    ['клянусь я красный', 'oath', 'certain'],
    ['ты дурак', 'insult', 'certain'],
  ])('%s → %s is %s', (text, kind, confidence) => {
    const f = detectText(text).findings.find((x) => x.kind === kind);
    expect(f?.confidence).toBe(confidence);
  });

  it('every finding carries a confidence', () => {
    for (const text of ['бля', 'мне бот написал что я шериф', 'по братски проголосуй со мной', 'слава россии']) {
      for (const f of detectText(text).findings) expect(['certain', 'likely']).toContain(f.confidence);
    }
  });

  it('likely violations do not count on the ladder; certain ones do', () => {
    // Club warnings: 3 warnings lose the next speech. Three rude remarks are likely, so no step is reached.
    const rude = replay(
      day([
        ['1', 'закрой рот'],
        ['1', 'заткнись уже'],
        ['1', 'закрой свою пасть'],
      ]),
      'club-warnings',
    ).violations;
    expect(rude.map((v) => [v.confidence, v.ladder])).toEqual([
      ['likely', undefined],
      ['likely', undefined],
      ['likely', undefined],
    ]);
    const honest = replay(
      day([
        ['1', 'честно'],
        ['1', 'честно-честно'],
        ['1', 'ну честно'],
      ]),
      'club-warnings',
    ).violations;
    expect(honest.map((v) => v.confidence)).toEqual(['certain', 'certain', 'certain']);
    expect(honest[2]!.ladder?.effect).toBe('mute-next');
  });

  it('CLI records carry it in JSONL, CSV and text', () => {
    const [v] = replay(day([['4', 'ты играть не умеешь']])).violations;
    const r = toRecord(v!);
    expect(r.confidence).toBe('likely');
    expect(csvHeader().split(',')).toContain('confidence');
    expect(csvRow(r).split(',')[csvHeader().split(',').indexOf('confidence')]).toBe('likely');
    expect(textRow(r)).toContain('вероятно');
  });

  it('stored and exported violations keep it; old rows without it read as certain', () => {
    const events = day([
      ['1', 'ты играть не умеешь'],
      ['2', 'клянусь я красный'],
    ]);
    const { state, violations } = replay(events);
    const rows: ViolationRow[] = violations.map((v, i) => ({ ...v, id: i + 1, gameId: 1, status: 'new', text: '', at: 1 }));
    delete rows[1]!.confidence; // a row stored before confidence existed
    const log: GameLog = {
      game: { id: 1, tabId: null, site: 'demo', url: '', title: '', ruleSet: 'online', startedAt: 1, updatedAt: 1, state, pages: {} },
      events: events.map((event, i) => ({ id: i + 1, gameId: 1, seq: i + 1, key: `k${i}`, event, at: 1 })),
      violations: rows,
    };
    const back = parseImport(toJSON(log));
    expect(back.violations.map((v) => v.confidence ?? 'certain')).toEqual(['likely', 'certain']);
    const csv = toCSV(log).slice(1).split('\r\n');
    // The column follows the status (rule titles may hold quoted commas, so match around it).
    expect(csv[0]).toContain(',статус,уверенность,');
    expect(csv[1]).toMatch(/,новое,вероятно,/);
    expect(csv[2]).toMatch(/,новое,точно,/);
    expect(toReportHTML(log)).toContain('вероятно');
  });
});
