import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { GuardService } from '../lib/background/service';
import { initialState, replay } from '../lib/engine/engine';
import type { GameEvent } from '../lib/engine/events';
import { toJSON } from '../lib/export';
import { ROUTES, type EventBatch } from '../lib/messaging';
import { gameProtocol } from '../lib/protocol/protocol';
import { playerHistories } from '../lib/protocol/players';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { GuardDB } from '../lib/store/db';

let dbCount = 0;
function setup() {
  const name = `records-${++dbCount}`;
  const db = new GuardDB(name);
  let clock = Date.parse('2026-11-01T20:00:00Z');
  const make = () => new GuardService({ db, settings: async () => DEFAULT_SETTINGS, badge: () => undefined, now: () => (clock += 60_000) });
  return { db, make, name };
}

let page = 0;
/** One game on a Discord channel: the player with account `u5` sits at `seat` under `nick`. */
function gameBatch(seat: string, nick: string, text: string, extra: Partial<EventBatch> = {}): EventBatch {
  return {
    pageId: `p${++page}`,
    site: 'discord',
    url: 'https://discord.com/channels/1/2',
    title: '#мафия',
    key: '2',
    items: [
      { n: 1, event: { type: 'phase', phase: 'day' } },
      { n: 2, event: { type: 'player', player: seat, nick, account: 'u5' } },
      { n: 3, event: { type: 'player', player: '9', nick: 'Без аккаунта' } },
      { n: 4, event: { type: 'message', id: `m${page}`, player: seat, text } },
    ],
    ...extra,
  };
}

async function confirmAll(s: GuardService, db: GuardDB, gameId: number) {
  for (const v of await db.violations.where('gameId').equals(gameId).toArray())
    await s.host(gameId, { kind: 'decide', violationId: v.id!, status: 'confirmed' });
}

describe('facts in the log', () => {
  it('a host’s fact is stored as an event, survives a stopped worker, and the protocol reads it', async () => {
    const { db, make } = setup();
    const { gameId } = await make().ingest(1, gameBatch('5', 'Кирилл', 'привет'));
    await make().host(gameId, { kind: 'fact', fact: { kind: 'winner', winner: 'mafia', by: 'host' } });
    // Another service over the same database: nothing lived only in memory.
    await make().host(gameId, { kind: 'fact', fact: { kind: 'role', player: '5', role: 'don', by: 'host' } });
    const events = await db.events.where('gameId').equals(gameId).toArray();
    const game = (await db.games.get(gameId))!;
    const p = gameProtocol({ game, events, violations: [] });
    expect([p.winner, p.seats.find((x) => x.player === '5')!.role]).toEqual(['mafia', 'don']);
  });

  it('a page may state a winner or roles, always as the page’s; never points or a way out', async () => {
    const parse = ROUTES.events.parse;
    const batch = parse({
      batch: {
        pageId: 'p',
        site: 'discord',
        url: '',
        title: '',
        items: [
          { n: 1, event: { type: 'fact', fact: { kind: 'winner', winner: 'town', by: 'host' } } },
          { n: 2, event: { type: 'fact', fact: { kind: 'points', player: '5', points: 1, note: 'x', by: 'host' } } },
          { n: 3, event: { type: 'fact', fact: { kind: 'out', player: '5', out: 'removed', by: 'page' } } },
          { n: 4, event: { type: 'fact', fact: { kind: 'role', player: '5', role: 'sheriff', by: 'page' } } },
        ],
      },
    });
    expect(typeof batch).toBe('object');
    const items = (batch as { batch: EventBatch }).batch.items;
    expect(items.map((i) => i.event)).toEqual([
      { type: 'fact', fact: { kind: 'winner', winner: 'town', by: 'page' } },
      { type: 'fact', fact: { kind: 'role', player: '5', role: 'sheriff', by: 'page' } },
    ]);
    // A host command's fact is the host's, whatever it says.
    const command = (c: unknown) => ROUTES.host.parse({ gameId: 1, command: c });
    expect(command({ kind: 'fact', fact: { kind: 'winner', winner: 'town', by: 'page' } })).toEqual({
      gameId: 1,
      command: { kind: 'fact', fact: { kind: 'winner', winner: 'town', by: 'host' } },
    });
    expect(command({ kind: 'fact', fact: { kind: 'points', player: '5', points: 1, note: '' } })).toMatch(/comment/);
  });
});

describe('players across games', () => {
  it('two earlier games of one account under other seats and nicks make its record in the third', async () => {
    const { db, make } = setup();
    const s = make();
    const g1 = (await s.ingest(1, gameBatch('5', 'Кирилл', 'бля'))).gameId;
    await confirmAll(s, db, g1);
    const g2 = (await s.ingest(1, gameBatch('3', 'Кир', 'ты 🤡', { newGame: true }))).gameId;
    await confirmAll(s, db, g2);
    const g3 = (await s.ingest(1, gameBatch('7', 'К.', 'привет', { newGame: true }))).gameId;
    expect(new Set([g1, g2, g3]).size).toBe(3);

    const records = await s.playerRecords({ keys: ['discord:u5'], except: g3 });
    expect(records.map((r) => r.gameId).sort()).toEqual([g1, g2].sort());
    const h = playerHistories(records).get('discord:u5')!;
    expect([h.games, h.fouls, h.removals, h.teamLosses]).toEqual([2, 1, 1, 0]);
    expect(h.nicks).toEqual(['Кир', 'Кирилл']);
    // The clown put on someone is an insult (3.2.1) and, for the host to weigh, a rude emoji (2.5).
    expect(h.last.map((v) => v.rule)).toEqual(['3.2.1', '2.5', '1.1']);
    expect(h.list.map((g) => g.seat)).toEqual(['3', '5']);
    // Seat 9 had no account: no one's record.
    expect(records.every((r) => r.players.every((p) => p.account === 'u5'))).toBe(true);
  });

  it('a record row is derived again once its game changed, and deleting a game deletes its part', async () => {
    const { db, make } = setup();
    const s = make();
    const g1 = (await s.ingest(1, gameBatch('5', 'Кирилл', 'бля'))).gameId;
    const g2 = (await s.ingest(1, gameBatch('3', 'Кир', 'привет', { newGame: true }))).gameId;
    const before = playerHistories(await s.playerRecords({ keys: ['discord:u5'] })).get('discord:u5')!;
    // The foul is not confirmed yet: it is not on the record.
    expect([before.games, before.fouls]).toEqual([2, 0]);
    await confirmAll(s, db, g1);
    expect(playerHistories(await s.playerRecords({ keys: ['discord:u5'] })).get('discord:u5')!.fouls).toBe(1);
    await s.deleteGame(g1);
    expect(await db.records.get(g1)).toBeUndefined();
    const after = playerHistories(await s.playerRecords({})).get('discord:u5')!;
    expect([after.games, after.fouls, after.list.map((g) => g.gameId)]).toEqual([1, 0, [g2]]);
  });

  it('an imported game is another host’s: it counts for no one', async () => {
    const { db, make } = setup();
    const s = make();
    const g1 = (await s.ingest(1, gameBatch('5', 'Кирилл', 'бля'))).gameId;
    const game = (await db.games.get(g1))!;
    const events = await db.events.where('gameId').equals(g1).toArray();
    await s.importGame(toJSON({ game, events, violations: await db.violations.where('gameId').equals(g1).toArray() }));
    const records = await s.playerRecords({ keys: ['discord:u5'] });
    expect(records.map((r) => r.gameId)).toEqual([g1]);
  });
});

describe('the database upgrade', () => {
  it('version 1 data opens as version 2 with a record row for every game', async () => {
    const name = `upgrade-${++dbCount}`;
    // The schema as version 1 had it, and a game stored by it (a seat with an account, for the sake of the test).
    const v1 = new Dexie(name);
    v1.version(1).stores({
      games: '++id, tabId, updatedAt',
      events: '++id, gameId, &[gameId+key], [gameId+seq]',
      violations: '++id, gameId, &[gameId+key], [gameId+status], [gameId+seq]',
    });
    const events: GameEvent[] = [
      { type: 'phase', phase: 'day' },
      { type: 'player', player: '4', nick: 'Гоша', account: 'u4' },
      { type: 'message', id: 'a', player: '4', text: 'бля' },
    ];
    const { state, violations } = replay(events);
    const gameId = (await v1.table('games').add({
      tabId: null,
      site: 'discord',
      url: '',
      title: 'old',
      ruleSet: 'online',
      startedAt: 5,
      updatedAt: 6,
      state,
      pages: {},
    })) as number;
    const plain = (await v1.table('games').add({
      tabId: null,
      site: 'demo',
      url: '',
      title: 'no accounts',
      ruleSet: 'online',
      startedAt: 7,
      updatedAt: 8,
      state: initialState(),
      pages: {},
    })) as number;
    await v1.table('events').bulkAdd(events.map((event, i) => ({ gameId, seq: i + 1, key: `k${i}`, event, at: 1 })));
    await v1.table('violations').bulkAdd(violations.map((v) => ({ ...v, gameId, status: 'confirmed', text: 'бля', at: 1 })));
    v1.close();

    const db = new GuardDB(name);
    await db.open();
    expect(db.verno).toBe(2);
    const rows = await db.records.toArray();
    expect(rows.map((r) => [r.gameId, r.derivedAt, r.accounts])).toEqual([
      [gameId, 6, ['discord:u4']],
      [plain, 8, []],
    ]);
    expect(rows[0]!.players[0]).toMatchObject({ seat: '4', nick: 'Гоша', fouls: 1, violations: [{ rule: '1.1', penalty: 'foul' }] });
    // Nothing of version 1 was lost.
    expect(await db.events.count()).toBe(3);
    db.close();
  });
});
