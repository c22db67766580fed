import 'fake-indexeddb/auto';
import { RangeSet } from 'dexie';
import { describe, expect, it } from 'vitest';
import { changedKeys, LiveStore, type LogSnapshot } from '../components/live-store';
import { GuardService } from '../lib/background/service';
import type { EventBatch } from '../lib/messaging';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { GuardDB } from '../lib/store/db';

let dbCount = 0;
function setup() {
  const db = new GuardDB(`live-store-${++dbCount}`);
  const service = new GuardService({ db, settings: async () => DEFAULT_SETTINGS, badge: () => undefined });
  return { db, service };
}

let n = 0;
const batch = (texts: string[]): EventBatch => ({
  pageId: 'p',
  site: 'demo',
  url: 'http://127.0.0.1/',
  title: 'Стол',
  items: texts.map((text) => ({ n: ++n, event: { type: 'message' as const, id: `m${n}`, player: String((n % 10) + 1), text } })),
});

/** Watches a game's log as a panel does; `until` resolves with the first snapshot that passes. */
function watch(store: LiveStore, gameId: number) {
  const seen: LogSnapshot[] = [];
  store.watchLog(gameId, (s) => seen.push(s));
  return {
    async until(ok: (s: LogSnapshot) => boolean): Promise<LogSnapshot> {
      await expect.poll(() => seen.some(ok)).toBe(true);
      return seen.find(ok)!;
    },
  };
}

describe('changedKeys', () => {
  const part = (db: string, table: string) => `idb://${db}/${table}/`;
  it.each([
    ['nothing in the table', {}, null],
    ['single keys', { [part('d', 'violations')]: new RangeSet().addKeys([3, 5]) }, [3, 5]],
    ['a range (a bulk write)', { [part('d', 'violations')]: new RangeSet(1, 9) }, 'all'],
    ['everything', { all: new RangeSet(-Infinity, [[]]) }, 'all'],
    ['another table only', { [part('d', 'games')]: new RangeSet().addKey(1) }, null],
  ])('%s', (_name, parts, expected) => {
    expect(changedKeys(parts, 'd', 'violations')).toEqual(expected);
  });

  it('reads a plain tree as it comes over the BroadcastChannel', () => {
    const tree = JSON.parse(JSON.stringify(new RangeSet().addKeys([7, 2])));
    expect(changedKeys({ [part('d', 'games')]: tree }, 'd', 'games')).toEqual([2, 7]);
  });
});

describe('live store', () => {
  it('reads a change in one transaction and only the rows it touched, however long the game is', async () => {
    const { db, service } = setup();
    const texts = Array.from({ length: 300 }, (_, i) => `бля ${i}`);
    const { gameId } = await service.ingest(1, batch(texts));
    const store = new LiveStore(db);
    const log = watch(store, gameId);
    const first = await log.until((s) => s.violations.length === 300);
    expect(first.game?.id).toBe(gameId);
    const before = { ...store.work };
    await service.ingest(1, batch(['привет', 'клянусь я мирный']));
    const after = await log.until((s) => s.violations.length === 301);
    // One read transaction: the game row and the one new violation, not the 300 before it.
    expect(store.work.reads - before.reads).toBe(1);
    expect(store.work.rows - before.rows).toBe(2);
    expect(after.violations.at(-1)?.rule).toBe('4.1');
    expect(after.game?.state.seq).toBe(302);
    // Rows already shown are the same objects: only the change is new.
    expect(after.violations[0]).toBe(first.violations[0]);
  });

  it('applies the host’s decision to the row in place', async () => {
    const { db, service } = setup();
    const { gameId } = await service.ingest(1, batch(['бля', 'клянусь', 'нах']));
    const store = new LiveStore(db);
    const log = watch(store, gameId);
    const shown = await log.until((s) => s.violations.length === 3);
    const target = shown.violations[1]!;
    const before = { ...store.work };
    await service.host(gameId, { kind: 'decide', violationId: target.id!, status: 'dismissed' });
    const after = await log.until((s) => s.violations[1]?.status === 'dismissed');
    expect(after.violations.map((v) => v.id)).toEqual(shown.violations.map((v) => v.id));
    // The decision and the game's activity time are one change: one read of two rows.
    expect(store.work.reads - before.reads).toBe(1);
    expect(store.work.rows - before.rows).toBe(2);
  });

  it('keeps the games in order of activity, and forgets a deleted game with its rows', async () => {
    const { db, service } = setup();
    const store = new LiveStore(db);
    const a = await service.ingest(1, batch(['бля']));
    const b = await service.ingest(2, { ...batch(['нах']), pageId: 'q' });
    const lists: number[][] = [];
    store.watchGames((g) => lists.push(g.map((x) => x.id!)));
    await expect.poll(() => lists.at(-1)).toEqual([b.gameId, a.gameId]);
    await service.ingest(1, batch(['привет']));
    await expect.poll(() => lists.at(-1)).toEqual([a.gameId, b.gameId]);
    const log = watch(store, a.gameId);
    await log.until((s) => s.violations.length === 1);
    await service.deleteGame(a.gameId);
    expect((await log.until((s) => s.game === undefined)).violations).toEqual([]);
    await expect.poll(() => lists.at(-1)).toEqual([b.gameId]);
  });

  it('reads a bulk write that Dexie reports as a range whole, and ends up with the same rows', async () => {
    const { db, service } = setup();
    const store = new LiveStore(db);
    const { gameId } = await service.ingest(1, batch(['бля']));
    const log = watch(store, gameId);
    await log.until((s) => s.violations.length === 1);
    // 60 violations in one batch: Dexie names a range, not the keys.
    await service.ingest(1, batch(Array.from({ length: 60 }, (_, i) => `нах ${i}`)));
    const after = await log.until((s) => s.violations.length === 61);
    const stored = await db.violations.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray();
    expect(after.violations.map((v) => v.id)).toEqual(stored.map((v) => v.id));
  });

  it('reads everything again at the next change after a read failed', async () => {
    const { db, service } = setup();
    const { gameId } = await service.ingest(1, batch(['бля']));
    // The panel's own connection to the same database, closed for a while (an upgrade, a restart).
    const own = new GuardDB(db.name);
    const store = new LiveStore(own);
    const log = watch(store, gameId);
    await log.until((s) => s.violations.length === 1);
    own.close({ disableAutoOpen: true });
    await service.ingest(1, batch(['клянусь']));
    await own.open();
    await service.ingest(1, batch(['привет']));
    const after = await log.until((s) => s.violations.length === 2);
    expect(after.violations.map((v) => v.rule)).toEqual(['1.1', '4.1']);
    expect(after.game?.state.seq).toBe(3);
  });
});
