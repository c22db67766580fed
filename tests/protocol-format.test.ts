import { describe, expect, it } from 'vitest';
import { replay } from '../lib/engine/engine';
import type { GameEvent } from '../lib/engine/events';
import { logProtocol, parseImport, toCSV, toJSON, toReportHTML, type GameLog } from '../lib/export';
import type { ProtocolFact } from '../lib/protocol/facts';
import { DISCORD_LIMIT, discordEscape, discordMessages, splitMessages } from '../lib/protocol/format';
import type { ViolationRow } from '../lib/store/db';

const fact = (f: ProtocolFact): GameEvent => ({ type: 'fact', fact: f });

/** A finished game: ten seats, two days, a vote-out, a night kill, a confirmed removal, facts of every kind. */
function finishedLog(nick = (i: number) => `Игрок ${i}`): GameLog {
  const events: GameEvent[] = [
    ...Array.from({ length: 10 }, (_, i): GameEvent => ({ type: 'player', player: String(i + 1), status: 'alive', nick: nick(i + 1) })),
    { type: 'phase', phase: 'day' },
    { type: 'message', id: 'm1', player: '2', text: 'ты 🤡' },
    { type: 'message', id: 'm2', player: '4', text: 'бля' },
    { type: 'vote', player: '1', candidate: '7' },
    { type: 'phase', phase: 'voting' },
    { type: 'vote', player: '1', candidate: '7' },
    { type: 'vote', player: '3', candidate: '7' },
    { type: 'vote', player: '5', candidate: '8' },
    { type: 'phase', phase: 'results' },
    { type: 'player', player: '7', status: 'dead' },
    { type: 'phase', phase: 'night' },
    { type: 'player', player: '3', status: 'dead' },
    { type: 'phase', phase: 'day' },
    fact({ kind: 'role', player: '3', role: 'sheriff', by: 'host' }),
    fact({ kind: 'role', player: '2', role: 'don', by: 'page' }),
    fact({ kind: 'best-move', player: '3', seats: ['2', '5', '9'], by: 'host' }),
    fact({ kind: 'points', player: '9', points: 0.5, note: 'нашёл дона', by: 'host' }),
    fact({ kind: 'winner', winner: 'town', by: 'host' }),
  ];
  const { state, violations } = replay(events);
  const rows: ViolationRow[] = violations.map((v, i) => ({
    ...v,
    id: i + 1,
    gameId: 1,
    status: v.player === '2' ? 'confirmed' : 'new',
    text: '',
    at: 1764400000000 + i,
  }));
  return {
    game: {
      id: 1,
      tabId: 3,
      site: 'discord',
      url: 'https://discord.com/channels/1/2',
      title: 'Стол #1',
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

describe('the protocol travels with the game', () => {
  it('JSON → import → the same protocol', () => {
    const log = finishedLog();
    const json = JSON.parse(toJSON(log));
    expect(json.version).toBe(2);
    // The file carries the protocol for other readers (a club's database).
    expect(json.protocol).toEqual(JSON.parse(JSON.stringify(logProtocol(log))));
    const back = parseImport(toJSON(log));
    expect(logProtocol(back)).toEqual(logProtocol(log));
    // And the protocol says what was played, not only what the function derived before.
    const p = logProtocol(back);
    expect(p.eliminations.map((e) => `${e.player}:${e.out}`)).toEqual(['2:removed', '7:voted', '3:killed']);
    expect([p.winner, p.firstKilled, p.bestMove?.seats]).toEqual(['town', '3', ['2', '5', '9']]);
  });

  it('an older reader’s file (version 1) still imports', () => {
    const json = JSON.parse(toJSON(finishedLog()));
    json.version = 1;
    delete json.protocol;
    json.events = json.events.filter((e: { event: GameEvent }) => e.event.type !== 'fact');
    expect(logProtocol(parseImport(JSON.stringify(json))).winner).toBeNull();
  });

  it('a damaged fact in a file is a clear error', () => {
    const json = JSON.parse(toJSON(finishedLog()));
    const i = json.events.findIndex((e: { event: GameEvent }) => e.event.type === 'fact');
    json.events[i].event.fact.role = 'wizard';
    expect(() => parseImport(JSON.stringify(json))).toThrow(new RegExp(`event ${i + 1} is damaged .*role must be one of`));
  });

  it('the CSV and the report carry it, page text escaped', () => {
    const log = finishedLog((i) => (i === 2 ? '<b>Дон</b>' : `Игрок ${i}`));
    const csv = toCSV(log, { lang: 'en' });
    const protocol = csv.split('\r\n\r\n')[1]!.trim().split('\r\n');
    expect(protocol[0]).toBe('Game protocol');
    expect(protocol.find((l) => l.startsWith('3,'))).toBe('3,Игрок 3,,sheriff,killed at night,Night 1,0,0,,,');
    expect(protocol).toContain('Winner,town');
    expect(protocol).toContain('Votes,Day 1,1,1,7');
    const html = toReportHTML(log);
    expect(html).toContain('Протокол игры');
    expect(html).toContain('&lt;b&gt;Дон&lt;/b&gt;');
    expect(html).not.toContain('<b>Дон');
    expect(html).toMatch(/<li>7 Игрок 7 — заголосован, день 1<\/li>/);
  });
});

describe('the Discord text', () => {
  it('says the result in Discord markdown within one message', () => {
    const [text, ...more] = discordMessages(logProtocol(finishedLog()), 'ru');
    expect(more).toEqual([]);
    expect(text!.length).toBeLessThanOrEqual(DISCORD_LIMIT);
    const lines = text!.split('\n');
    expect(lines[0]).toMatch(/^## Протокол игры · /);
    expect(lines).toContain('**Победа:** мирные');
    expect(lines).toContain('**Лучший ход** — `03` Игрок 3: 2, 5, 9');
    expect(lines).toContain('`03` Игрок 3 · шериф · **убит ночью** (ночь 1)');
    expect(lines).toContain('`09` Игрок 9 · доп. баллы +0.5 (нашёл дона)');
    expect(lines).toContain('1. `02` Игрок 2 — удалён, день 1');
    expect(lines).toContain('- голосование 1: 7 — 2 (1, 3); 8 — 1 (5)');
    expect(lines.at(-1)).toMatch(/^-# ещё не проверено ведущим: \d+$/);
  });

  it.each([
    [
      'markdown marks',
      '**жирный** _курсив_ ~~x~~ `код` ||спойлер||',
      '\\*\\*жирный\\*\\* \\_курсив\\_ \\~\\~x\\~\\~ \\`код\\` \\|\\|спойлер\\|\\|',
    ],
    ['a mass mention and a user mention', '@everyone <@123456>', '@\u200beveryone \\<@\u200b123456\\>'],
    ['a masked link', '[клик](https://x.y)', '\\[клик\\]\\(https\\:x.y\\)'.replace('https\\:x', 'https\\://x')],
    ['a heading, a quote, a list mark and a new line', '# a\n> b\n- c', '\\# a \\> b \\- c'],
  ])('escapes page text: %s', (_, raw, want) => {
    expect(discordEscape(raw)).toBe(want);
  });

  it('a nick with markdown and mentions cannot change the message', () => {
    const text = discordMessages(logProtocol(finishedLog((i) => (i === 5 ? '**@here** <@&1>' : `P${i}`))), 'en').join('\n');
    expect(text).toContain('`05` \\*\\*@\u200bhere\\*\\* \\<@\u200b&1\\>');
    expect(text).not.toMatch(/@here|@everyone|(?<!\\)<@/);
  });

  it('a long protocol is split into messages within the limit, at line ends, nothing lost', () => {
    // Long nicks (cut to a piece) and thirty seats make several messages.
    const log = finishedLog((i) => `${'Очень длинный ник '.repeat(10)}${i}`);
    for (let i = 11; i <= 30; i++)
      log.game.state.players[String(i)] = { ...log.game.state.players['1']!, nick: `${'ник '.repeat(40)}${i}` };
    const p = logProtocol(log);
    const parts = discordMessages(p, 'ru');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(part.length).toBeLessThanOrEqual(DISCORD_LIMIT);
      if (i > 0) expect(part.split('\n')[0]).toBe(`-# часть ${i + 1} из ${parts.length}`);
      // An inline code span or bold mark never runs across the cut.
      for (const line of part.split('\n')) expect((line.replace(/\\./g, '').match(/\*\*/g) ?? []).length % 2).toBe(0);
    }
    const joined = parts.map((x, i) => (i ? x.split('\n').slice(1).join('\n') : x)).join('\n');
    const all = discordMessages(p, 'ru', 1e9)[0]!;
    expect(joined.replace(/\n+/g, '\n')).toBe(all.replace(/\n+/g, '\n'));
  });

  it('splitting: a section header goes with its first line; a line longer than a message is cut', () => {
    const mark = (i: number, n: number) => `(${i}/${n})`;
    expect(splitMessages(['aaaa', '**H**', 'bbbb'], 20, mark)).toEqual(['aaaa', '(2/2)\n**H**\nbbbb']);
    const cut = splitMessages(['x'.repeat(30)], 20, mark);
    expect(cut.every((m) => m.length <= 20)).toBe(true);
    expect(cut.map((m) => m.replace(/^\(\d\/\d\)\n/, '')).join('')).toBe('x'.repeat(30));
  });
});
