import { describe, expect, it } from 'vitest';
import { replay } from '../lib/engine/engine';
import type { GameEvent } from '../lib/engine/events';
import {
  escapeHtml,
  gameStandings,
  MAX_IMPORT_SIZE,
  parseImport,
  playerTable,
  toCSV,
  toJSON,
  toReportHTML,
  type GameLog,
} from '../lib/export';
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
  const rows: ViolationRow[] = violations.map((v, i) => ({
    ...v,
    id: i + 1,
    gameId: 1,
    status: i === 2 ? 'dismissed' : 'new',
    text: (events[v.seq - 1] as { text: string }).text,
    at: 1764400000000,
  }));
  return {
    game: {
      id: 1,
      tabId: 3,
      site: 'demo',
      url: 'http://127.0.0.1/',
      title: 'Стол <1>',
      ruleSet: 'online',
      startedAt: 1764400000000,
      updatedAt: 1764400000000,
      state,
      pages: { p: 6 },
    },
    events: events.map((event, i) => ({ id: i + 1, gameId: 1, seq: i + 1, key: `k${i}`, event, at: 1764400000000 })),
    violations: rows,
  };
}

describe('export and import', () => {
  /** A game with every optional field a stored row can carry: times, a ladder step, 4.6, a vote, history, decisions. */
  function fullLog(): GameLog {
    const events: GameEvent[] = [
      { type: 'player', player: '4', status: 'alive', nick: 'Гоша', ts: 1 },
      { type: 'player', player: '5', status: 'alive', inVersion: true, ts: 2 },
      { type: 'phase', phase: 'day', ts: 3 },
      ...['бля', 'нах', 'блять'].map((text, i): GameEvent => ({ type: 'message', id: `f${i}`, player: '4', text, ts: 10 + i })),
      { type: 'message', id: 'v1', player: '5', text: 'ты дурак', ts: 20, edited: true },
      { type: 'phase', phase: 'voting', ts: 30 },
      { type: 'vote', player: '4', candidate: '5', ts: 31 },
      { type: 'manual', player: '5', rule: '2.2', penalty: 'warning', note: 'голос', ts: 32 },
    ];
    const { state, violations } = replay(events);
    const rows: ViolationRow[] = violations.map((v, i) => ({
      ...v,
      id: i + 1,
      gameId: 1,
      status: i === 0 ? 'confirmed' : 'new',
      text: (events[v.seq - 1] as { text?: string }).text ?? '',
      at: 1764400000000 + i,
      ...(i === 0 ? { decidedAt: 1764400009999, history: true } : {}),
    }));
    return {
      game: {
        id: 1,
        tabId: 3,
        site: 'demo',
        url: 'http://127.0.0.1/',
        title: 'Стол',
        ruleSet: 'online',
        startedAt: 1764400000000,
        updatedAt: 1764400001000,
        state,
        pages: { p: 9 },
      },
      events: events.map((event, i) => ({
        id: i + 1,
        gameId: 1,
        seq: i + 1,
        key: `k${i}`,
        event,
        at: 1764400000000 + i,
        ...(i < 2 ? { history: true } : {}),
      })),
      violations: rows,
    };
  }

  it('round-trips a whole game through JSON, read-only', () => {
    const log = fullLog();
    // The fixture carries what an import once dropped: a ladder step and message times.
    expect(log.violations.some((v) => v.ladder) && log.violations.every((v) => v.ts !== undefined)).toBe(true);
    expect(log.violations.some((v) => v.baseRule) && log.game.state.phases?.length && log.game.state.votes).toBeTruthy();
    const back = parseImport(toJSON(log));
    // Ids are the store's, the tab and page positions belong to the live game: the rest comes back whole.
    const { id: _id, ...game } = log.game;
    expect(back.game).toEqual({ ...game, tabId: null, pages: {}, imported: true });
    expect(back.events).toEqual(log.events.map(({ id: _i, ...e }) => ({ ...e, gameId: 0 })));
    expect(back.violations).toEqual(log.violations.map(({ id: _i, ...v }) => ({ ...v, gameId: 0 })));
  });

  /** Sets (or with no value deletes) the field at a dotted path of an exported log. */
  const edit =
    (path: string, value?: unknown) =>
    (json: Record<string, unknown>): void => {
      const keys = path.split('.');
      const last = keys.pop()!;
      const at = keys.reduce((o, k) => o[k] as Record<string, unknown>, json);
      if (value === undefined) delete at[last];
      else at[last] = value;
    };

  it.each([
    ['a state of another rule set', edit('game.state.ruleSet', 'club-warnings'), /state\.ruleSet/],
    ['a state without players', edit('game.state.players'), /state\.players/],
    ['a player with a text counter', edit('game.state.players.4.fouls', '3'), /state\.players\.4\.fouls/],
    ['a player with a bad status', edit('game.state.players.4.status', 'zombie'), /state\.players\.4\.status/],
    ['a bad phase list', edit('game.state.phases', [{ seq: 1, phase: 'dawn' }]), /state\.phases/],
    [
      'a violation with a bad ladder',
      edit('violations.2.ladder', { effect: 'jail', ru: '', en: '' }),
      /violation 3 is damaged \(ladder\.effect: must be one of mute-next, mute-and-no-vote, removal\)/,
    ],
    ['a violation with a text time', edit('violations.0.ts', 'noon'), /violation 1 is damaged \(ts: must be a finite number\)/],
    ['a violation ending before it starts', edit('violations.0.end', -1), /violation 1 is damaged/],
    ['an event without a time', edit('events.0.at'), /event 1 is damaged/],
  ])('refuses %s', (_, damage, err) => {
    const json = JSON.parse(toJSON(fullLog()));
    damage(json);
    expect(() => parseImport(JSON.stringify(json))).toThrow(err);
  });

  it('keeps a "__proto__" player as data, never as a prototype', () => {
    const json = JSON.parse(toJSON(fullLog()));
    const text = JSON.stringify(json).replace(
      '"players":{',
      '"players":{"__proto__":' + JSON.stringify(json.game.state.players['4']) + ',',
    );
    const back = parseImport(text);
    expect(Object.getPrototypeOf(back.game.state.players)).toBe(Object.prototype);
    expect(Object.keys(back.game.state.players)).toContain('__proto__');
  });

  it('refuses a file over the size cap before parsing it', () => {
    expect(() => parseImport(' '.repeat(MAX_IMPORT_SIZE + 1))).toThrow(/too large/);
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
    // The violations, then after a blank line the protocol.
    const [table, protocol] = csv.slice(1).trim().split('\r\n\r\n');
    const lines = table!.split('\r\n');
    expect(lines[0]).toContain('правило');
    expect(lines).toHaveLength(1 + makeLog().violations.length);
    expect(protocol!.split('\r\n')[0]).toBe('Протокол игры');
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

/** Player 4 with four fouls; the host dismissed the first. */
function foulLog(statuses: ViolationRow['status'][] = ['dismissed', 'new', 'new', 'new']): GameLog {
  const events: GameEvent[] = [
    { type: 'player', player: '4', status: 'alive', nick: 'Гоша' },
    { type: 'phase', phase: 'day' },
    ...['бля', 'нах', 'блять', 'пиздец'].map((text, i): GameEvent => ({ type: 'message', id: `f${i}`, player: '4', text })),
  ];
  const { state, violations } = replay(events);
  const rows: ViolationRow[] = violations.map((v, i) => ({
    ...v,
    id: i + 1,
    gameId: 1,
    status: statuses[i]!,
    text: (events[v.seq - 1] as { text: string }).text,
    at: 1764400000000,
  }));
  return {
    game: {
      id: 1,
      tabId: 3,
      site: 'demo',
      url: '',
      title: 'Стол',
      ruleSet: 'online',
      startedAt: 1764400000000,
      updatedAt: 1764400000000,
      state,
      pages: {},
    },
    events: events.map((event, i) => ({ id: i + 1, gameId: 1, seq: i + 1, key: `k${i}`, event, at: 1764400000000 })),
    violations: rows,
  };
}

describe('exports use the standings', () => {
  it('does not count a dismissed violation', () => {
    const st = gameStandings(makeLog());
    // player 2: insult (removal) and a dismissed foul
    expect(st.players.get('2')).toMatchObject({ fouls: { confirmed: 0, pending: 0 }, removed: 'pending' });
    expect(st.players.get('1')).toMatchObject({ teamLoss: 'pending' });
  });

  it('four fouls with the first dismissed: the CSV, the report and the players agree on "silent"', () => {
    const log = foulLog();
    expect(log.violations).toHaveLength(4);
    const csv = toCSV(log).slice(1).trim().split('\r\n');
    expect(csv[4]).toContain('3-й фол — молчит следующий круг');
    expect(csv[4]).not.toContain('удалён');
    expect(csv[1]).toContain('отклонено — не учитывается');
    const report = toReportHTML(log);
    expect(report).toMatch(/<td>Гоша<\/td><td>жив<\/td><td>3 \(3\)<\/td><td>0<\/td><td>молчит следующий круг \(не проверено\)<\/td>/);
    expect(playerTable(log)[0]).toMatchObject({ player: '4', fouls: 3, removed: false, ladder: { effect: 'mute-next', pending: true } });
    expect(JSON.parse(toJSON(log)).players[0]).toMatchObject({ fouls: 3, removed: false });
  });

  it('the host’s ladder is the one the exports use', () => {
    const ladders = { online: [{ counter: 'foul' as const, at: 2, effect: 'removal' as const, ru: 'удалён', en: 'removed' }] };
    const log = foulLog(['confirmed', 'confirmed', 'new', 'new']);
    expect(toCSV(log, { ladders }).split('\r\n')[2]).toContain('2-й фол — удалён');
    expect(playerTable(log, gameStandings(log, { ladders }))[0]).toMatchObject({ removed: true });
    expect(JSON.parse(toJSON(log, new Date(0), { ladders })).players[0].removed).toBe(true);
    expect(toReportHTML(log, { ladders })).toContain('<td>удалён</td>');
  });

  it('writes the report in English with the rule set’s name', () => {
    const html = toReportHTML(foulLog(['confirmed', 'confirmed', 'confirmed', 'dismissed']), { lang: 'en' });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Rules: Online rules');
    expect(html).toContain('Totals per player');
    expect(html).toContain('<td>silent next round</td>');
    expect(html).toContain('3rd foul — silent next round');
    expect(html).not.toMatch(/Правила|Итоги|online ·/);
    const ru = toReportHTML(foulLog());
    expect(ru).toContain('Правила: Онлайн-правила');
  });

  it('writes the CSV header in the UI language', () => {
    expect(toCSV(foulLog(), { lang: 'en' }).slice(1).split('\r\n')[0]).toBe(
      'time,player,nick,rule,title,penalty,status,confidence,fragment,message,reason,consequence',
    );
  });
});

describe('settings', () => {
  it('fills defaults and repairs damaged values', () => {
    expect(normalizeSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    const s = normalizeSettings({
      ruleSet: 'chess',
      caps: { minLetters: -5 },
      spamRepeats: 'a',
      extraForbidden: ['  слово ', 5, ''],
      lang: 'en',
      ladders: { online: [{ counter: 'foul', at: 2, effect: 'removal' }, { counter: 'x' }] },
    });
    expect(s.ruleSet).toBe('online');
    expect(s.caps.minLetters).toBe(2);
    expect(s.spamRepeats).toBe(3);
    expect(s.extraForbidden).toEqual(['слово']);
    expect(s.lang).toBe('en');
    expect(s.ladders.online).toEqual([{ counter: 'foul', at: 2, effect: 'removal', ru: '', en: '' }]);
  });

  it('keeps a custom site only with its match and chat selector, and only its string fields', () => {
    const s = normalizeSettings({
      customSites: [
        { match: 'https://m.example/*', name: 'M', chatItem: '.msg', author: 5, text: '.t', onload: 'x' },
        { match: 'https://n.example/*' },
        'junk',
      ],
    });
    expect(s.customSites).toEqual([{ match: 'https://m.example/*', name: 'M', chatItem: '.msg', text: '.t' }]);
  });
});
