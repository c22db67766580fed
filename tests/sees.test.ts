import { describe, expect, it } from 'vitest';
import { serviceHandlers } from '../lib/background/handlers';
import { createRouter, type MessageSender } from '../lib/background/router';
import { dropSees, seesKey, storeSees, type SeesStorage } from '../lib/background/sees-store';
import type { GuardService } from '../lib/background/service';
import { parseSees, SEES_RECENT, SEES_TEXT, type SeesSnapshot } from '../lib/sees';

const SELF = { id: 'guard-id', base: 'chrome-extension://guard-id/' };
const PAGE: MessageSender = { id: SELF.id, url: 'https://discord.com/channels/1/2', tab: { id: 7 }, frameId: 0 };
const PANEL: MessageSender = { id: SELF.id, url: `${SELF.base}sidepanel.html` };

const snap: SeesSnapshot = {
  site: 'discord',
  url: 'https://discord.com/channels/1/2',
  key: '2',
  chats: 1,
  read: 3,
  players: [{ seat: '5', nick: '05 | Кирилл', status: 'alive' }],
  phase: 'day',
  phaseBy: { kind: 'message', id: '9', text: 'Город просыпается', nick: 'Mafia Bot' },
  recent: [{ id: '10', author: 'player', seat: '5', nick: '05 | Кирилл', text: 'привет', phase: 'day', replyTo: 'Mafia Bot' }],
  counts: [{ label: '5️⃣', n: 3 }],
  marks: null,
};

function memory(): SeesStorage & { data: Record<string, unknown> } {
  const data: Record<string, unknown> = {};
  return {
    data,
    async set(items) {
      Object.assign(data, items);
    },
    async remove(key) {
      delete data[key];
    },
  };
}

describe('the "what the extension sees" snapshot', () => {
  it('a valid snapshot survives validation unchanged', () => {
    expect(parseSees(JSON.parse(JSON.stringify(snap)))).toEqual(snap);
  });

  it.each([
    ['not an object', 5],
    ['no site', { ...snap, site: '' }],
    ['no url', { ...snap, url: undefined }],
  ])('refuses %s', (_, raw) => expect(parseSees(raw)).toBeNull());

  it('cuts what is too long or too many and drops what is malformed', () => {
    const big = parseSees({
      ...snap,
      phase: 'lunch',
      recent: Array.from({ length: 50 }, (_, i) => ({ id: String(i), text: 'я'.repeat(5000), author: 'hacker', phase: 'day' })),
      players: [{ seat: '1' }, { nick: 'no seat' }, 'junk', { seat: '2', status: 'zombie' }],
      phaseBy: { kind: 'message', id: 5 },
      counts: [{ label: 'x', n: 'many' }],
    })!;
    expect(big.phase).toBeNull();
    expect(big.recent.length).toBe(SEES_RECENT);
    expect(big.recent[0]!.text.length).toBe(SEES_TEXT);
    expect(big.recent[0]!.author).toBe('unknown');
    expect(big.players).toEqual([{ seat: '1' }, { seat: '2' }]);
    expect(big.phaseBy).toBeNull();
    expect(big.counts).toEqual([]);
  });

  it('the worker keeps one per tab, from the tab that sent it, and drops it with the tab', async () => {
    const storage = memory();
    const route = createRouter(
      serviceHandlers(
        {} as GuardService,
        async () => undefined,
        () => storage,
      ),
      SELF,
    );
    expect(await route({ type: 'sees', sees: snap }, PAGE)).toEqual({ ok: true });
    expect(storage.data[seesKey(7)]).toEqual({ ...snap, tabId: 7 });
    // Only a page's content script reports what it sees; a malformed snapshot changes nothing.
    expect(await route({ type: 'sees', sees: snap }, PANEL)).toMatchObject({ error: expect.stringMatching(/refused/) });
    expect(await route({ type: 'sees', sees: { site: 1 } }, PAGE)).toMatchObject({ error: expect.stringMatching(/refused/) });
    await expect(storeSees(storage, 8, null)).rejects.toThrow();
    expect(Object.keys(storage.data)).toEqual([seesKey(7)]);
    await dropSees(storage, 7);
    expect(storage.data).toEqual({});
  });
});
