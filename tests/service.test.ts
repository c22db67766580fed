import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GuardService } from '../lib/background/service';
import { replay } from '../lib/engine/engine';
import type { EventBatch } from '../lib/messaging';
import { DEFAULT_SETTINGS, type Settings } from '../lib/settings';
import { GuardDB } from '../lib/store/db';

let dbCount = 0;
function setup(settings: Partial<Settings> = {}) {
  const db = new GuardDB(`test-${++dbCount}`);
  const badges: [number | null, number][] = [];
  const make = () =>
    new GuardService({
      db,
      settings: async () => ({ ...DEFAULT_SETTINGS, ...settings }),
      badge: (t, c) => badges.push([t, c]),
    });
  return { db, badges, make };
}

const batch = (pageId: string, items: EventBatch['items'], extra: Partial<EventBatch> = {}): EventBatch => ({
  pageId,
  site: 'demo',
  url: 'http://127.0.0.1/',
  title: 'Demo',
  items,
  ...extra,
});
const msg = (n: number, id: string, player: string, text: string, history = false) => ({
  n,
  event: { type: 'message' as const, id, player, text },
  ...(history ? { history } : {}),
});

describe('background service', () => {
  it('joins batches of a page that wait for their turn into one transaction, in order, and answers each', async () => {
    const { db, make } = setup();
    const s = make();
    const txs: number[] = [];
    const transaction = db.transaction.bind(db) as (...a: unknown[]) => Promise<unknown>;
    (db as unknown as { transaction: (...a: unknown[]) => Promise<unknown> }).transaction = (...a) => {
      txs.push(txs.length);
      return transaction(...a);
    };
    // Another tab's batch holds the worker's turn while three batches of one page arrive.
    const other = s.ingest(2, batch('q', [msg(1, 'z', '5', 'привет')]));
    const replies = await Promise.all([
      s.ingest(1, batch('p', [msg(1, 'a', '1', 'бля')])),
      s.ingest(1, batch('p', [msg(2, 'b', '2', 'клянусь')])),
      s.ingest(1, batch('p', [msg(3, 'c', '3', 'привет'), msg(4, 'd', '4', 'нах')])),
    ]);
    await other;
    expect(txs).toHaveLength(2);
    const gameId = replies[0]!.gameId;
    expect(replies.map((r) => r.gameId)).toEqual([gameId, gameId, gameId]);
    const events = await db.events.where('gameId').equals(gameId).sortBy('seq');
    expect(events.map((e) => (e.event as { id: string }).id)).toEqual(['a', 'b', 'c', 'd']);
    expect((await db.games.get(gameId))!.pages).toEqual({ p: 4 });
    // A new game never joins the batch before it.
    const later = await Promise.all([
      s.ingest(1, batch('p', [msg(5, 'e', '1', 'бля')])),
      s.ingest(1, batch('p', [msg(6, 'f', '1', 'бля')], { newGame: true })),
    ]);
    expect(later[0]!.gameId).toBe(gameId);
    expect(later[1]!.gameId).not.toBe(gameId);
  });

  it('stores events and violations and counts unreviewed ones on the badge', async () => {
    const { db, badges, make } = setup();
    const s = make();
    const { gameId } = await s.ingest(
      7,
      batch('p1', [{ n: 1, event: { type: 'phase', phase: 'day' } }, msg(2, 'a', '1', 'клянусь'), msg(3, 'b', '2', 'привет')]),
    );
    expect(await db.events.where('gameId').equals(gameId).count()).toBe(3);
    const v = await db.violations.where('gameId').equals(gameId).toArray();
    expect(v.map((x) => [x.rule, x.status, x.text])).toEqual([['4.1', 'new', 'клянусь']]);
    expect(badges.at(-1)).toEqual([7, 1]);
  });

  it('recounts the badge only when it can change: new violations, or a page’s first batch', async () => {
    const { badges, make } = setup();
    const s = make();
    await s.ingest(7, batch('p1', [msg(1, 'a', '1', 'привет')]));
    expect(badges).toEqual([[7, 0]]);
    await s.ingest(7, batch('p1', [msg(2, 'b', '1', 'как дела')]));
    expect(badges).toHaveLength(1);
    await s.ingest(7, batch('p1', [msg(3, 'c', '2', 'клянусь')]));
    expect(badges.at(-1)).toEqual([7, 1]);
    // A reloaded tab (a new page id) lost its badge: set again.
    await s.ingest(7, batch('p2', [msg(1, 'a', '1', 'привет', true)]));
    expect(badges).toEqual([
      [7, 0],
      [7, 1],
      [7, 1],
    ]);
  });

  it('applies a resent batch once and a re-rendered message once', async () => {
    const { db, make } = setup();
    const s = make();
    const b = batch('p1', [msg(1, 'a', '1', 'клянусь'), msg(2, 'b', '1', 'бля')]);
    const { gameId } = await s.ingest(1, b);
    expect((await s.ingest(1, b)).applied).toBe(0);
    // A new page load (content script re-attached) reports the same messages as history.
    expect((await s.ingest(1, batch('p2', [msg(1, 'a', '1', 'клянусь', true), msg(2, 'b', '1', 'бля', true)]))).applied).toBe(0);
    expect(await db.violations.where('gameId').equals(gameId).count()).toBe(2);
  });

  it('judges an edited message again', async () => {
    const { db, make } = setup();
    const s = make();
    const { gameId } = await s.ingest(1, batch('p1', [msg(1, 'a', '1', 'привет')]));
    await s.ingest(1, batch('p1', [{ n: 2, event: { type: 'message', id: 'a', player: '1', text: 'клянусь', edited: true } }]));
    expect((await db.violations.where('gameId').equals(gameId).toArray()).map((v) => v.rule)).toEqual(['4.1']);
  });

  it('an edit is judged again, but a rule its message already broke is not recorded twice', async () => {
    const { db, make } = setup();
    const s = make();
    const { gameId } = await s.ingest(1, batch('p1', [msg(1, 'a', '1', 'клянусь')]));
    await s.ingest(1, batch('p1', [{ n: 2, event: { type: 'message', id: 'a', player: '1', text: 'клянусь честно', edited: true } }]));
    // The same message on a page opened later (no edit flag, an earlier version stored), now with an insult too.
    await s.ingest(1, batch('p2', [msg(1, 'a', '1', 'клянусь мамой, ты дебил')]));
    const rows = await db.violations.where('gameId').equals(gameId).sortBy('seq');
    expect(rows.map((v) => v.key)).toEqual(['a:4.1', expect.stringMatching(/^a:\d/)]);
    expect(rows.filter((v) => v.rule === '4.1')).toHaveLength(1);
  });

  it('resumes after the worker is stopped with the same counters', async () => {
    const events = [msg(1, 'a', '1', 'бля'), msg(2, 'b', '1', 'нах'), msg(3, 'c', '1', 'пзд'), msg(4, 'd', '1', 'чзх')];
    const { db, make } = setup();
    const { gameId } = await make().ingest(3, batch('p1', events.slice(0, 2)));
    await make().ingest(3, batch('p1', events.slice(2))); // a fresh service: nothing kept in memory
    const stored = await db.violations.where('gameId').equals(gameId).sortBy('seq');
    const expected = replay(events.map((e) => e.event)).violations;
    expect(stored.map((v) => [v.rule, v.penalty, v.ladder?.effect])).toEqual(expected.map((v) => [v.rule, v.penalty, v.ladder?.effect]));
    expect(stored.at(-1)?.ladder?.effect).toBe('removal');
  });

  it('leaves history unchecked when the host says so', async () => {
    const { db, make } = setup({ checkHistory: false });
    const s = make();
    const { gameId } = await s.ingest(1, batch('p1', [msg(1, 'a', '1', 'клянусь', true), msg(2, 'b', '1', 'клянусь')]));
    const v = await db.violations.where('gameId').equals(gameId).toArray();
    expect(v.map((x) => x.eventId)).toEqual(['b']);
    expect(await db.events.where('gameId').equals(gameId).count()).toBe(2);
  });

  it('takes host commands: phase, flags, manual violations, decisions', async () => {
    const { db, badges, make } = setup();
    const s = make();
    const { gameId } = await s.ingest(5, batch('p1', [msg(1, 'a', '2', 'ты дурак')]));
    await s.host(gameId, { kind: 'player', player: '3', inVersion: true });
    await s.ingest(5, batch('p1', [msg(2, 'b', '3', 'ты дурак')]));
    await s.host(gameId, { kind: 'phase', phase: 'voting' });
    await s.ingest(5, batch('p1', [msg(3, 'c', '4', 'он черный')]));
    await s.host(gameId, { kind: 'manual', player: '6', rule: '3.4', note: 'плачет' });
    const v = await db.violations.where('gameId').equals(gameId).sortBy('seq');
    expect(v.map((x) => [x.player, x.rule])).toEqual([
      ['2', '3.2'],
      ['3', '4.6'],
      ['4', '1.8'],
      ['6', '3.4'],
    ]);
    await s.host(gameId, { kind: 'decide', violationId: v[0]!.id!, status: 'dismissed' });
    await s.host(gameId, { kind: 'decide', violationId: v[1]!.id!, status: 'confirmed' });
    expect((await db.violations.get(v[0]!.id!))?.status).toBe('dismissed');
    // The host's own entry needs no review: only the 1.8 is left unreviewed.
    expect(v[3]!.status).toBe('confirmed');
    expect(badges.at(-1)).toEqual([5, 1]);
    await expect(s.host(gameId, { kind: 'decide', violationId: 99999, status: 'confirmed' })).rejects.toThrow();
  });

  it('starts a new game on the adapter signal or the host command', async () => {
    const { make } = setup();
    const s = make();
    const a = await s.ingest(9, batch('p1', [msg(1, 'a', '1', 'привет')]));
    const b = await s.ingest(9, batch('p1', [msg(2, 'b', '1', 'привет')], { newGame: true }));
    expect(b.gameId).not.toBe(a.gameId);
    const c = await s.newGame({ tabId: 9 });
    expect(c).not.toBe(b.gameId);
    expect((await s.ingest(9, batch('p1', [msg(3, 'c', '1', 'привет')]))).gameId).toBe(c);
  });
});

describe('background service: the panel’s writes', () => {
  it('deletes a game with its events and violations, and leaves the others', async () => {
    const { db, make } = setup();
    const s = make();
    const a = await s.ingest(1, batch('p1', [msg(1, 'a', '2', 'бля')]));
    const b = await s.ingest(2, batch('p2', [msg(1, 'b', '3', 'бля')]));
    await s.deleteGame(a.gameId);
    expect(await db.games.get(a.gameId)).toBeUndefined();
    expect(await db.events.where('gameId').equals(a.gameId).count()).toBe(0);
    expect(await db.violations.where('gameId').equals(a.gameId).count()).toBe(0);
    expect(await db.violations.where('gameId').equals(b.gameId).count()).toBe(1);
    await expect(s.deleteGame(a.gameId)).rejects.toThrow(/not found/);
  });

  it('imports an exported game read-only, and refuses a broken file storing nothing', async () => {
    const { db, make } = setup();
    const s = make();
    const { gameId } = await s.ingest(1, batch('p1', [msg(1, 'a', '2', 'бля'), msg(2, 'b', '3', 'клянусь')]));
    const { toJSON } = await import('../lib/export');
    const log = {
      game: (await db.games.get(gameId))!,
      events: await db.events.where('gameId').equals(gameId).toArray(),
      violations: await db.violations.where('gameId').equals(gameId).toArray(),
    };
    const id = await s.importGame(toJSON(log));
    expect((await db.games.get(id))?.imported).toBe(true);
    expect((await db.violations.where('gameId').equals(id).toArray()).map((v) => v.rule)).toEqual(log.violations.map((v) => v.rule));
    await expect(s.host(id, { kind: 'phase', phase: 'night' })).rejects.toThrow(/read-only/);
    const games = await db.games.count();
    await expect(s.importGame('{"format":"something-else"}')).rejects.toThrow(/not a game log/);
    expect(await db.games.count()).toBe(games);
  });
});
