// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getDB } from '../../components/data';
import { SidePanel } from '../../components/SidePanel';
import { serviceHandlers } from '../../lib/background/handlers';
import { createRouter } from '../../lib/background/router';
import { GuardService } from '../../lib/background/service';
import type { EventBatch } from '../../lib/messaging';
import { DEFAULT_SETTINGS } from '../../lib/settings';

let service: GuardService;

beforeEach(async () => {
  const db = getDB();
  await Promise.all([db.games.clear(), db.events.clear(), db.violations.clear(), db.records.clear()]);
  service = new GuardService({ db, settings: async () => DEFAULT_SETTINGS, badge: () => undefined });
  const route = createRouter(
    serviceHandlers(service, async () => undefined),
    {
      id: fakeBrowser.runtime.id,
      base: fakeBrowser.runtime.getURL('/'),
    },
  );
  fakeBrowser.runtime.onMessage.addListener((m: unknown) =>
    route(m, { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') }),
  );
});
afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

/** Day 1: a vote puts seat 2 out; nobody has been killed yet. */
const GAME: EventBatch = {
  pageId: 'p',
  site: 'demo',
  url: 'http://127.0.0.1/',
  title: 'Стол 1',
  items: [
    ...['1', '2', '3'].map((p, i) => ({
      n: i + 1,
      event: { type: 'player' as const, player: p, status: 'alive' as const, nick: `Ник ${p}` },
    })),
    { n: 4, event: { type: 'phase', phase: 'day' } },
    { n: 5, event: { type: 'phase', phase: 'voting' } },
    { n: 6, event: { type: 'vote', player: '1', candidate: '2' } },
    { n: 7, event: { type: 'vote', player: '3', candidate: '2' } },
    { n: 8, event: { type: 'phase', phase: 'results' } },
    { n: 9, event: { type: 'player', player: '2', status: 'dead' } },
  ],
};

const seat = (c: ParentNode, n: string) => c.querySelector<HTMLElement>(`[data-testid="protocol-seat"][data-player="${n}"]`)!;

describe('the protocol view', () => {
  it('shows the game and sends what the host sets as facts, which come back through the log', async () => {
    await service.ingest(1, GAME);
    const { container, getByTestId } = render(<SidePanel />);
    await waitFor(() => expect(container.querySelector('[data-testid="protocol-open"]')).not.toBeNull());
    fireEvent.click(getByTestId('protocol-open'));
    await waitFor(() => expect(seat(container, '2')?.getAttribute('data-out')).toBe('voted'));
    expect(seat(container, '2').getAttribute('data-round')).toBe('day:1');
    expect(container.querySelector('[data-testid="protocol-voting"]')!.getAttribute('data-votes')).toBe('1>2 3>2');
    // The view took the focus: its close button.
    expect(document.activeElement?.getAttribute('data-testid')).toBe('protocol-close');

    fireEvent.change(seat(container, '1').querySelector('[data-testid="protocol-role"]')!, { target: { value: 'sheriff' } });
    await waitFor(() => expect(seat(container, '1').getAttribute('data-role')).toBe('sheriff'));

    // No one killed yet: the host picks whose best move it is.
    fireEvent.change(getByTestId('protocol-best-move-seat'), { target: { value: '3' } });
    fireEvent.input(getByTestId('protocol-best-move'), { target: { value: '1, 2' } });
    fireEvent.click(getByTestId('protocol-best-move-save'));
    await waitFor(() => expect(getByTestId('protocol-text').textContent).toContain('**Лучший ход** — `03` Ник 3: 1, 2'));

    // The host's word on a seat's way out, and taking it back.
    fireEvent.change(seat(container, '2').querySelector('[data-testid="protocol-set-out"]')!, { target: { value: 'removed' } });
    await waitFor(() => expect(seat(container, '2').getAttribute('data-out')).toBe('removed'));
    fireEvent.change(seat(container, '2').querySelector('[data-testid="protocol-set-out"]')!, { target: { value: '' } });
    await waitFor(() => expect(seat(container, '2').getAttribute('data-out')).toBe('voted'));

    // Points need a comment: refused in the view, nothing sent.
    const three = seat(container, '3');
    fireEvent.input(three.querySelector('[data-testid="protocol-points"]')!, { target: { value: '0,3' } });
    fireEvent.click(three.querySelector('[data-testid="protocol-points-save"]')!);
    expect(three.querySelector('[role="alert"]')?.textContent).toContain('комментарием');
    fireEvent.input(three.querySelector('[data-testid="protocol-points-note"]')!, { target: { value: 'лучший ход' } });
    fireEvent.click(three.querySelector('[data-testid="protocol-points-save"]')!);
    await waitFor(() => expect(getByTestId('protocol-text').textContent).toContain('доп. баллы +0.3 (лучший ход)'));

    const facts = (await getDB().events.toArray()).filter((e) => e.event.type === 'fact').map((e) => e.event);
    expect(facts).toEqual([
      { type: 'fact', fact: { kind: 'role', player: '1', role: 'sheriff', by: 'host' } },
      { type: 'fact', fact: { kind: 'best-move', player: '3', seats: ['1', '2'], by: 'host' } },
      { type: 'fact', fact: { kind: 'out', player: '2', out: 'removed', by: 'host' } },
      { type: 'fact', fact: { kind: 'out', player: '2', out: null, by: 'host' } },
      { type: 'fact', fact: { kind: 'points', player: '3', points: 0.3, note: 'лучший ход', by: 'host' } },
    ]);

    // Esc closes the view.
    fireEvent.keyDown(getByTestId('protocol-close'), { key: 'Escape' });
    await waitFor(() => expect(container.querySelector('[data-testid="protocol"]')).toBeNull());
  });
});
