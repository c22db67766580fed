import { describe, expect, it } from 'vitest';
import { createRouter, originOf, type Handlers, type MessageSender } from '../lib/background/router';
import { MAX_BATCH_ITEMS, type EventBatch, type RequestType } from '../lib/messaging';

const SELF = { id: 'guard-id', base: 'chrome-extension://guard-id/' };
const PANEL: MessageSender = { id: SELF.id, url: `${SELF.base}sidepanel.html` };
const PANEL_IN_TAB: MessageSender = { id: SELF.id, url: `${SELF.base}sidepanel.html`, tab: { id: 9 } };
const PAGE: MessageSender = { id: SELF.id, url: 'https://discord.com/channels/1/2', tab: { id: 7 }, frameId: 0 };
const IFRAME: MessageSender = { id: SELF.id, url: 'https://discord.com/embed', tab: { id: 7 }, frameId: 3 };
const OTHER_EXTENSION: MessageSender = { id: 'someone-else', url: 'chrome-extension://someone-else/page.html' };
const NO_TAB_PAGE: MessageSender = { id: SELF.id, url: 'https://discord.com/' };
const FILE_PAGE: MessageSender = { id: SELF.id, url: 'file:///tmp/x.html', tab: { id: 7 }, frameId: 0 };

const batch = (over: Partial<EventBatch> = {}): EventBatch => ({
  pageId: 'p1',
  site: 'discord',
  url: 'https://discord.com/channels/1/2',
  title: 'Стол',
  items: [
    { n: 1, event: { type: 'phase', phase: 'day' } },
    { n: 2, event: { type: 'message', id: 'm1', player: '5', text: 'клянусь', ts: 1 }, history: true },
  ],
  ...over,
});

/** A router whose handlers record what reached them. */
function setup() {
  const calls: { type: RequestType; req: unknown; tabId?: number }[] = [];
  const record =
    <R>(type: RequestType, res: R) =>
    async (req: unknown, from: { tabId?: number }) => {
      calls.push({ type, req, ...(from.tabId !== undefined ? { tabId: from.tabId } : {}) });
      return res;
    };
  const handlers: Handlers = {
    events: record('events', { applied: 2, gameId: 1 }),
    host: record('host', { ok: true as const }),
    'new-game': record('new-game', { gameId: 2 }),
    sees: record('sees', { ok: true as const }),
    'delete-game': record('delete-game', { ok: true as const }),
    import: record('import', { gameId: 4 }),
    'active-game': record('active-game', { gameId: null }),
    'player-records': record('player-records', { records: [] }),
  };
  return { calls, route: createRouter(handlers, SELF) };
}

describe('who is who', () => {
  it.each([
    ['an extension page', PANEL, 'extension'],
    ['an extension page open in a tab', PANEL_IN_TAB, 'extension'],
    ["a content script in a tab's top frame", PAGE, 'page'],
    ['a content script in a sub-frame', IFRAME, null],
    ['another extension', OTHER_EXTENSION, null],
    ['a web page without a tab', NO_TAB_PAGE, null],
    ['a file: page', FILE_PAGE, null],
    ['a sender without an id', { url: PAGE.url, tab: { id: 7 } }, null],
  ] as const)('%s', (_, sender, origin) => {
    expect(originOf(sender, SELF)).toBe(origin);
  });
});

describe('router', () => {
  it('passes a page batch to the handler with the sender tab, not any tab the message names', async () => {
    const { route, calls } = setup();
    const res = await route({ type: 'events', batch: batch(), tabId: 99 }, PAGE);
    expect(res).toEqual({ applied: 2, gameId: 1 });
    expect(calls).toEqual([{ type: 'events', req: { batch: batch() }, tabId: 7 }]);
  });

  it.each([
    ['without a number', { n: 0, event: { type: 'phase', phase: 'day' } }],
    ['with a malformed event', { n: 3, event: { type: 'message', text: 5 } }],
    ['of an unknown event type', { n: 3, event: { type: 'ban', player: '1' } }],
    ['that is a violation added by hand (only the host adds those)', { n: 3, event: { type: 'manual', player: '1', rule: '4.1' } }],
    ['that is not an object', 'phase'],
  ])('leaves out a page item %s and passes the rest of the batch', async (_, bad) => {
    const { route, calls } = setup();
    const good = batch();
    await route({ type: 'events', batch: { ...good, items: [good.items[0], bad, good.items[1]] } }, PAGE);
    expect(calls).toEqual([{ type: 'events', req: { batch: good }, tabId: 7 }]);
  });

  it('passes host commands from extension pages, dropping unknown fields', async () => {
    const { route, calls } = setup();
    expect(
      await route({ type: 'host', gameId: 3, command: { kind: 'decide', violationId: 12, status: 'dismissed', extra: 1 } }, PANEL),
    ).toEqual({ ok: true });
    expect(await route({ type: 'new-game', gameId: 3 }, PANEL_IN_TAB)).toEqual({ gameId: 2 });
    expect(await route({ type: 'delete-game', gameId: 3, cascade: 'all' }, PANEL)).toEqual({ ok: true });
    expect(await route({ type: 'import', text: '{"format":"x"}' }, PANEL)).toEqual({ gameId: 4 });
    expect(calls).toEqual([
      { type: 'host', req: { gameId: 3, command: { kind: 'decide', violationId: 12, status: 'dismissed' } } },
      { type: 'new-game', req: { gameId: 3 } },
      { type: 'delete-game', req: { gameId: 3 } },
      { type: 'import', req: { text: '{"format":"x"}' } },
    ]);
  });

  it.each([
    ['page events from an extension page', { type: 'events', batch: batch() }, PANEL],
    ['page events from another extension', { type: 'events', batch: batch() }, OTHER_EXTENSION],
    ['page events from a sub-frame', { type: 'events', batch: batch() }, IFRAME],
    ['a host command from a content script', { type: 'host', gameId: 1, command: { kind: 'phase', phase: 'night' } }, PAGE],
    ['a new game from a content script', { type: 'new-game', gameId: 1 }, PAGE],
    ['the active game from a content script', { type: 'active-game' }, PAGE],
    ['deleting a game from a content script', { type: 'delete-game', gameId: 1 }, PAGE],
    ['an import from a content script', { type: 'import', text: '{}' }, PAGE],
    ['a host command from another extension', { type: 'host', gameId: 1, command: { kind: 'phase', phase: 'night' } }, OTHER_EXTENSION],
  ] as const)('refuses %s', async (_, message, sender) => {
    const { route, calls } = setup();
    const res = await route(message, sender);
    expect(res).toMatchObject({ error: expect.stringMatching(/^refused: .* is not accepted from/) });
    expect(calls).toEqual([]);
  });

  it.each([
    ['a batch without items', { type: 'events', batch: { ...batch(), items: 'x' } }, PAGE],
    ['a batch with a bad page id', { type: 'events', batch: { ...batch(), pageId: 5 } }, PAGE],
    [
      'a batch over the item cap',
      {
        type: 'events',
        batch: batch({
          items: Array.from({ length: MAX_BATCH_ITEMS + 1 }, (_, i) => ({
            n: i + 1,
            event: { type: 'phase' as const, phase: 'day' as const },
          })),
        }),
      },
      PAGE,
    ],
    ['a host command without a game', { type: 'host', command: { kind: 'phase', phase: 'night' } }, PANEL],
    ['a host command of an unknown kind', { type: 'host', gameId: 1, command: { kind: 'drop-table' } }, PANEL],
    ['a phase that does not exist', { type: 'host', gameId: 1, command: { kind: 'phase', phase: 'dawn' } }, PANEL],
    ['a decision with a bad status', { type: 'host', gameId: 1, command: { kind: 'decide', violationId: 1, status: 'deleted' } }, PANEL],
    [
      'a manual violation with a bad penalty',
      { type: 'host', gameId: 1, command: { kind: 'manual', player: '1', rule: '4.1', penalty: 'death' } },
      PANEL,
    ],
    ['a player command with a bad status', { type: 'host', gameId: 1, command: { kind: 'player', player: '1', status: 'zombie' } }, PANEL],
    ['a new game for a fractional tab', { type: 'new-game', tabId: 1.5 }, PANEL],
    ['the active game of a string tab', { type: 'active-game', tabId: '1' }, PANEL],
    ['deleting a game without an id', { type: 'delete-game', gameId: '1' }, PANEL],
    ['an import that is not text', { type: 'import', text: { format: 'mafia-host-guard/game' } }, PANEL],
  ] as const)('refuses %s', async (_, message, sender) => {
    const { route, calls } = setup();
    const res = await route(message, sender);
    expect(res).toMatchObject({ error: expect.stringMatching(/^refused: /) });
    expect(calls).toEqual([]);
  });

  it.each([
    ['not an object', 'events'],
    ['null', null],
    ['an array', [{ type: 'events' }]],
    ['no type', { batch: batch() }],
    ['an unknown type', { type: 'drop' }],
    ['an inherited name: constructor', { type: 'constructor' }],
    ['an inherited name: __proto__', { type: '__proto__' }],
    ['an inherited name: toString', { type: 'toString' }],
    ['a broadcast-like message', { type: 'changed', gameId: 1 }],
  ])('does not answer %s', (_, message) => {
    const { route, calls } = setup();
    expect(route(message, PANEL)).toBeUndefined();
    expect(route(message, PAGE)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('turns a failing handler into an error answer', async () => {
    const route = createRouter(
      {
        events: async () => {
          throw new Error('database closed');
        },
        host: async () => ({ ok: true }),
        'new-game': async () => ({ gameId: 1 }),
        sees: async () => ({ ok: true }),
        'delete-game': async () => ({ ok: true }),
        import: async () => ({ gameId: 1 }),
        'player-records': async () => ({ records: [] }),
        'active-game': async () => ({ gameId: null }),
      },
      SELF,
    );
    expect(await route({ type: 'events', batch: batch() }, PAGE)).toEqual({ error: 'database closed' });
  });
});
