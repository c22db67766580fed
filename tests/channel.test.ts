import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GuardService } from '../lib/background/service';
import type { EventBatch } from '../lib/messaging';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { GuardDB } from '../lib/store/db';

let dbCount = 0;
const service = () => {
  const db = new GuardDB(`channel-${++dbCount}`);
  return { db, s: new GuardService({ db, settings: async () => DEFAULT_SETTINGS, badge: () => undefined }) };
};
const batch = (pageId: string, key: string | undefined, n: number, id: string, extra: Partial<EventBatch> = {}): EventBatch => ({
  pageId,
  site: 'discord',
  url: `https://discord.com/channels/1/${key}`,
  title: 'Discord',
  ...(key ? { key } : {}),
  items: [{ n, event: { type: 'message', id, player: '1', text: 'привет' } }],
  ...extra,
});

describe('a game belongs to its channel', () => {
  it('switching channels in one tab never mixes two games; switching back resumes', async () => {
    const { s, db } = service();
    const a = await s.ingest(4, batch('p1', 'A', 1, 'a1'));
    const b = await s.ingest(4, batch('p2', 'B', 1, 'b1'));
    expect(b.gameId).not.toBe(a.gameId);
    const back = await s.ingest(4, batch('p3', 'A', 1, 'a2'));
    expect(back.gameId).toBe(a.gameId);
    const keys = await db.events.where('gameId').equals(a.gameId).toArray();
    expect(keys.map((e) => (e.event as { id: string }).id)).toEqual(['a1', 'a2']);
    expect((await db.games.get(b.gameId))!.key).toBe('B');
  });

  it('a new game in a channel stays that channel’s; the host’s new game keeps the key', async () => {
    const { s } = service();
    const a = await s.ingest(5, batch('p1', 'A', 1, 'a1'));
    const fresh = await s.ingest(5, batch('p1', 'A', 2, 'a2', { newGame: true }));
    expect(fresh.gameId).not.toBe(a.gameId);
    expect((await s.ingest(5, batch('p1', 'A', 3, 'a3'))).gameId).toBe(fresh.gameId);
    const byHost = await s.newGame({ gameId: fresh.gameId });
    expect((await s.ingest(5, batch('p1', 'A', 4, 'a4'))).gameId).toBe(byHost);
  });

  it('pages without a key keep one game per tab and site', async () => {
    const { s } = service();
    const a = await s.ingest(6, batch('p1', undefined, 1, 'x1'));
    expect((await s.ingest(6, batch('p2', undefined, 1, 'x2'))).gameId).toBe(a.gameId);
  });
});
