import { describe, expect, it } from 'vitest';
import { replay } from '../lib/engine/engine';
import type { GameEvent } from '../lib/engine/events';
import { escapeHtml, parseImport, toCSV, toJSON, toReportHTML, type GameLog } from '../lib/export';
import { standings } from '../lib/standing';
import { normalizeSettings, DEFAULT_SETTINGS } from '../lib/settings';
import type { ViolationRow } from '../lib/store/db';

function makeLog(): GameLog {
  const events: GameEvent[] = [
    { type: 'player', player: '1', status: 'alive', nick: 'Алиса' },
    { type: 'player', player: '2', status: 'alive', nick: '=HYPERLINK("x")' },
    { type: 'phase', phase: 'day' },
    { type: 'message', id: 'a', player: '1', text: 'клянусь, я красный' },
    { type: 'message', id: 'b', player: '2', text: '<script>alert(1)</script> ты дурак' },
    { type: 'message', id: 'c', player: '2', text: 'бля' },
  ];
  const { state, violations } = replay(events);
  const rows: ViolationRow[] = violations.map((v, i) => ({ ...v, id: i + 1, gameId: 1, status: i === 2 ? 'dismissed' : 'new', text: (events[v.seq - 1] as { text: string }).text, at: 1764400000000 }));
  return {
    game: { id: 1, tabId: 3, site: 'demo', url: 'http://127.0.0.1/', title: 'Стол <1>', ruleSet: 'online', startedAt: 1764400000000, updatedAt: 1764400000000, state, pages: { p: 6 } },
    events: events.map((event, i) => ({ id: i + 1, gameId: 1, seq: i + 1, key: `k${i}`, event, at: 1764400000000 })),
    violations: rows,
  };
}

describe('export and import', () => {
  it('round-trips a game through JSON, read-only', () => {
    const log = makeLog();
    const back = parseImport(toJSON(log));
    expect(back.game.imported).toBe(true);
    expect(back.game.tabId).toBeNull();
    expect(back.events.map((e) => e.event)).toEqual(log.events.map((e) => e.event));
    expect(back.violations.map((v) => [v.rule, v.status, v.fragment, v.text])).toEqual(log.violations.map((v) => [v.rule, v.status, v.fragment, v.text]));
    expect(back.game.state).toEqual(log.game.state);
  });

  it.each([
    ['', /not JSON/],
    ['{"a":1}', /not a game log/],
    ['[1,2]', /not a game log/],
    ['{"format":"mafia-host-guard/game","version":99}', /unsupported/],
    ['{"format":"mafia-host-guard/game","version":1,"game":{"ruleSet":"chess"}}', /damaged/],
  ])('rejects %s with a clear error', (text, err) => {
    expect(() => parseImport(text)).toThrow(err);
  });

  it('rejects a damaged violation or event', () => {
    const json = JSON.parse(toJSON(makeLog()));
    json.violations[0].penalty = 'jail';
    expect(() => parseImport(JSON.stringify(json))).toThrow(/violation 1 is damaged/);
    const json2 = JSON.parse(toJSON(makeLog()));
    json2.events[3].event = { type: 'message' };
    expect(() => parseImport(JSON.stringify(json2))).toThrow(/event 4 is damaged/);
  });

  it('writes CSV for Excel: BOM, CRLF, quoted cells, no formulas', () => {
    const csv = toCSV(makeLog());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('правило');
    expect(lines).toHaveLength(1 + makeLog().violations.length);
    expect(csv).toContain(`'=HYPERLINK(""x"")`);
    expect(csv).toContain('клянусь, я красный');
  });

  it('writes a printable report with every page text escaped', () => {
    const html = toReportHTML(makeLog());
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Стол &lt;1&gt;');
    expect(html).toContain('<mark>');
    expect(html).toContain("default-src 'none'");
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});

describe('standings', () => {
  it('does not count a dismissed violation', () => {
    const log = makeLog();
    const st = standings(log.violations, 'online');
    // player 2: insult (removal) and a dismissed foul
    expect(st.get('2')).toMatchObject({ fouls: 0, removed: true });
    expect(st.get('1')).toMatchObject({ teamLoss: true });
  });

  it('names the ladder step in words', () => {
    const v = (n: number) => ({ player: '5', penalty: 'foul' as const, status: 'new' as const, seq: n });
    expect(standings([v(1), v(2), v(3)], 'online').get('5')?.step?.ru).toBe('молчит следующий круг');
    expect(standings([v(1), v(2), v(3), v(4)], 'online').get('5')).toMatchObject({ removed: true });
  });

  it('resets club remarks after the night', () => {
    const w = (n: number) => ({ player: '1', penalty: 'warning' as const, status: 'new' as const, seq: n });
    const st = standings([w(1), w(2), w(3), w(10)], 'club-remarks', { nightSeqs: [5], resetOnNight: true });
    expect(st.get('1')?.warnings).toBe(1);
  });
});

describe('settings', () => {
  it('fills defaults and repairs damaged values', () => {
    expect(normalizeSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    const s = normalizeSettings({ ruleSet: 'chess', caps: { minLetters: -5 }, spamRepeats: 'a', extraForbidden: ['  слово ', 5, ''], lang: 'en', ladders: { online: [{ counter: 'foul', at: 2, effect: 'removal' }, { counter: 'x' }] } });
    expect(s.ruleSet).toBe('online');
    expect(s.caps.minLetters).toBe(2);
    expect(s.spamRepeats).toBe(3);
    expect(s.extraForbidden).toEqual(['слово']);
    expect(s.lang).toBe('en');
    expect(s.ladders.online).toEqual([{ counter: 'foul', at: 2, effect: 'removal', ru: '', en: '' }]);
  });
});
