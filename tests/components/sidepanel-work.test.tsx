// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDB } from '../../components/data';
import { SidePanel } from '../../components/SidePanel';
import { GuardService } from '../../lib/background/service';
import type { BatchItem, EventBatch } from '../../lib/messaging';
import { DEFAULT_SETTINGS } from '../../lib/settings';

// The standings function, counted: the panel recounts the log only when what it reads changed.
const counted = vi.hoisted(() => ({ standings: 0 }));
vi.mock('../../lib/export', async (original) => {
  const mod = await original<typeof import('../../lib/export')>();
  return {
    ...mod,
    gameStandings: (...args: Parameters<typeof mod.gameStandings>) => {
      counted.standings++;
      return mod.gameStandings(...args);
    },
  };
});

let service: GuardService;
let n = 0;
beforeEach(async () => {
  const db = getDB();
  await Promise.all([db.games.clear(), db.events.clear(), db.violations.clear()]);
  service = new GuardService({ db, settings: async () => DEFAULT_SETTINGS, badge: () => undefined });
});
afterEach(() => cleanup());

const batch = (items: BatchItem['event'][]): EventBatch => ({
  pageId: 'p',
  site: 'demo',
  url: 'http://127.0.0.1/',
  title: 'Стол 1',
  items: items.map((event) => ({ n: ++n, event })),
});
const rows = (c: ParentNode) => c.querySelectorAll('[data-testid="violation"]').length;

describe('side panel work per change', () => {
  it('recounts the standings for a new violation or phase, not for a message or nick that changes neither', async () => {
    await service.ingest(
      1,
      batch([
        { type: 'player', player: '1', status: 'alive', nick: 'Аня' },
        { type: 'phase', phase: 'day' },
        { type: 'message', id: 'a', player: '1', text: 'бля' },
      ]),
    );
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toBe(1));
    const nick = () => container.querySelector('[data-testid="player-row"][data-player="1"]')?.textContent ?? '';
    await waitFor(() => expect(nick()).toContain('Аня'));
    let before = counted.standings;
    // Chat that breaks no rule, and a nick change: the game row changes, the log and the phases do not.
    await service.ingest(1, batch([{ type: 'message', id: 'b', player: '1', text: 'привет всем' }]));
    await service.ingest(1, batch([{ type: 'player', player: '1', nick: 'Аня | шериф' }]));
    await waitFor(() => expect(nick()).toContain('Аня | шериф'));
    expect(counted.standings).toBe(before);
    // A violation and a phase change are recounted.
    await service.ingest(1, batch([{ type: 'message', id: 'c', player: '1', text: 'клянусь' }]));
    await waitFor(() => expect(rows(container)).toBe(2));
    expect(counted.standings).toBeGreaterThan(before);
    before = counted.standings;
    await service.ingest(1, batch([{ type: 'phase', phase: 'night' }]));
    // Club remarks reset after each night: a phase change may change what the log costs.
    await waitFor(() => expect(counted.standings).toBeGreaterThan(before));
  });
});
