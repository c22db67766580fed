// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  await Promise.all([db.games.clear(), db.events.clear(), db.violations.clear()]);
  service = new GuardService({ db, settings: async () => DEFAULT_SETTINGS, badge: () => undefined });
  // The worker's real router and handlers; the panel is an extension page.
  const route = createRouter(
    serviceHandlers(service, async () => undefined),
    { id: fakeBrowser.runtime.id, base: fakeBrowser.runtime.getURL('/') },
  );
  fakeBrowser.runtime.onMessage.addListener((m: unknown) =>
    route(m, { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') }),
  );
});
afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const batch = (texts: [string, string][]): EventBatch => ({
  pageId: 'p',
  site: 'demo',
  url: 'http://127.0.0.1/',
  title: 'Стол 1',
  items: [
    ...['1', '2', '3'].map((p, i) => ({
      n: i + 1,
      event: { type: 'player' as const, player: p, status: 'alive' as const, nick: `Ник ${p}` },
    })),
    { n: 4, event: { type: 'phase' as const, phase: 'day' as const } },
    ...texts.map(([player, text], i) => ({ n: 5 + i, event: { type: 'message' as const, id: `m${i}`, player, text } })),
  ],
});

const rows = (c: ParentNode) => [...c.querySelectorAll<HTMLElement>('[data-testid="violation"]')];

describe('side panel', () => {
  it('shows violations newest first with the fragment highlighted, and players with counters', async () => {
    await service.ingest(
      1,
      batch([
        ['1', 'клянусь я красный'],
        ['2', 'бля'],
        ['2', 'нах'],
        ['3', '<b>жирный</b> ты дурак'],
      ]),
    );
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(4));
    expect(rows(container).map((r) => r.getAttribute('data-rule'))).toEqual(['3.2', '1.1', '1.1', '4.1']);
    expect(rows(container)[3]!.querySelector('mark')?.textContent).toBe('клянусь');
    // Page text is text: the <b> is shown, not rendered.
    expect(rows(container)[0]!.querySelector('b.rule')?.textContent).toBe('3.2');
    expect(rows(container)[0]!.textContent).toContain('<b>жирный</b>');
    const p2 = container.querySelector('[data-testid="player-row"][data-player="2"]')!;
    expect(p2.getAttribute('data-fouls')).toBe('2');
    const p1 = container.querySelector('[data-testid="player-row"][data-player="1"]')!;
    expect(p1.textContent).toContain('ППК команде');
  });

  it('confirms, dismisses and undoes; a dismissed foul no longer counts', async () => {
    await service.ingest(
      1,
      batch([
        ['2', 'бля'],
        ['2', 'нах'],
      ]),
    );
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    fireEvent.click(rows(container)[0]!.querySelector('[data-testid="dismiss"]')!);
    await waitFor(() => expect(rows(container)[0]!.getAttribute('data-status')).toBe('dismissed'));
    await waitFor(() =>
      expect(container.querySelector('[data-testid="player-row"][data-player="2"]')!.getAttribute('data-fouls')).toBe('1'),
    );
    fireEvent.click(rows(container)[1]!.querySelector('[data-testid="confirm"]')!);
    await waitFor(() => expect(rows(container)[1]!.getAttribute('data-status')).toBe('confirmed'));
    fireEvent.click(rows(container)[0]!.querySelector('[data-testid="undo"]')!);
    await waitFor(() => expect(rows(container)[0]!.getAttribute('data-status')).toBe('new'));
  });

  it('filters by player, rule and status', async () => {
    await service.ingest(
      1,
      batch([
        ['1', 'клянусь'],
        ['2', 'бля'],
        ['3', 'бля'],
      ]),
    );
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    fireEvent.change(container.querySelector('[data-testid="filter-rule"]')!, { target: { value: '1.1' } });
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    fireEvent.change(container.querySelector('[data-testid="filter-player"]')!, { target: { value: '3' } });
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    fireEvent.change(container.querySelector('[data-testid="filter-status"]')!, { target: { value: 'confirmed' } });
    await waitFor(() => expect(rows(container)).toHaveLength(0));
  });

  it('adds a violation by hand from the catalogue', async () => {
    await service.ingest(1, batch([['1', 'привет']]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(container.querySelector('[data-testid="manual-player"] option[value="2"]')).not.toBeNull());
    fireEvent.change(container.querySelector('[data-testid="manual-player"]')!, { target: { value: '2' } });
    fireEvent.input(container.querySelector('[data-testid="manual-search"]')!, { target: { value: 'слёзы' } });
    await waitFor(() => expect(container.querySelector('.picker li[data-rule="3.4"]')).not.toBeNull());
    fireEvent.click(container.querySelector('.picker li[data-rule="3.4"]')!);
    fireEvent.click(container.querySelector('[data-testid="manual-add"]')!);
    await waitFor(() =>
      expect(rows(container).map((r) => [r.getAttribute('data-rule'), r.getAttribute('data-penalty')])).toEqual([['3.4', 'removal']]),
    );
  });

  it('sets the phase by hand', async () => {
    await service.ingest(1, batch([]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(container.querySelector('[data-testid="phase-voting"]')).not.toBeNull());
    fireEvent.click(container.querySelector('[data-testid="phase-voting"]')!);
    await waitFor(() => expect(container.querySelector('[data-testid="phase-voting"]')!.getAttribute('aria-pressed')).toBe('true'));
  });

  it('renders only a window of a 5,000-violation game', { timeout: 60_000 }, async () => {
    const texts: [string, string][] = Array.from({ length: 5000 }, (_, i) => [String((i % 3) + 1), `бля ${i}`]);
    await service.ingest(1, batch(texts));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(container.querySelector('.violations h2 small')?.textContent).toContain('5000'), { timeout: 30_000 });
    // The work is bounded by the window, not the log (times: npm run bench:browser).
    expect(rows(container).length).toBeGreaterThan(0);
    expect(rows(container).length).toBeLessThan(100);
  });

  it('deletes a game with its events and violations after asking', async () => {
    await service.ingest(1, batch([['1', 'бля']]));
    await service.ingest(2, batch([['2', 'клянусь']]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    const shown = Number(container.querySelector('main.panel')!.getAttribute('data-game'));
    const confirm = vi.fn(() => true);
    window.confirm = confirm;
    fireEvent.click(container.querySelector('[data-testid="delete-game"]')!);
    await waitFor(async () => expect(await getDB().games.count()).toBe(1));
    expect(confirm).toHaveBeenCalled();
    expect(await getDB().violations.count()).toBe(1);
    expect(await getDB().events.where('gameId').equals(shown).count()).toBe(0);
    // The panel moves on to the remaining game.
    await waitFor(() => expect(rows(container)).toHaveLength(1));
  });

  it('refuses a broken import file and changes nothing', async () => {
    await service.ingest(1, batch([['1', 'бля']]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    const input = container.querySelector('[data-testid="import-file"]') as HTMLInputElement;
    const file = new File(['{"hello":"world"}'], 'x.json', { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: [file] });
    fireEvent.change(input);
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/не удалось импортировать/i));
    expect(await getDB().games.count()).toBe(1);
  });
});

/** A game table: players 1–6, then the given page events in order. */
type Ev = EventBatch['items'][number]['event'];
const table = (events: Ev[], pageId = 'q'): EventBatch => ({
  pageId,
  site: 'demo',
  url: 'http://127.0.0.1/',
  title: 'Стол 2',
  items: [
    ...['1', '2', '3', '4', '5', '6'].map((p, i) => ({
      n: i + 1,
      event: { type: 'player' as const, player: p, status: 'alive' as const, nick: `Ник ${p}` },
    })),
    ...events.map((event, i) => ({ n: 7 + i, event })),
  ],
});
let mid = 0;
const say = (player: string, text: string): Ev => ({ type: 'message', id: `s${++mid}`, player, text });
const phase = (p: 'day' | 'night' | 'voting' | 'results'): Ev => ({ type: 'phase', phase: p });
const seat = (c: ParentNode, p: string) => c.querySelector<HTMLElement>(`[data-testid="player-row"][data-player="${p}"]`)!;
const key = (k: string, target: Document | Element = document) => fireEvent.keyDown(target, { key: k });

describe('side panel: the cockpit', () => {
  it('reads counts as confirmed plus unreviewed, on the seat and in its history', async () => {
    await service.ingest(1, table([phase('day'), say('2', 'бля'), say('2', 'нах'), say('2', 'пиздец')]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    expect(seat(container, '2').querySelectorAll('.pip.foul.pending')).toHaveLength(3);
    // Three unreviewed fouls: silent, with a question mark until the host confirms.
    expect(seat(container, '2').querySelector('.badge')?.textContent).toBe('молчит?');
    fireEvent.click(rows(container)[2]!.querySelector('[data-testid="confirm"]')!);
    await waitFor(() => expect(seat(container, '2').querySelectorAll('.pip.foul:not(.pending)')).toHaveLength(1));
    fireEvent.click(seat(container, '2'));
    await waitFor(() => expect(container.querySelector('[data-testid="seat-detail"]')?.textContent).toContain('1 +2?'));
    // The seat is the feed's player filter: its history.
    expect(rows(container).every((r) => r.getAttribute('data-player') === '2')).toBe(true);
    expect(rows(container)[0]!.querySelector('[data-testid="consequence"]')?.textContent).toBe('3-й фол — молчит следующий круг');
  });

  it('adds and removes a host’s foul in one click each', async () => {
    await service.ingest(1, table([phase('day')]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(seat(container, '4')).not.toBeNull());
    fireEvent.click(seat(container, '4'));
    await waitFor(() => expect(container.querySelector('[data-testid="quick-add"]')).not.toBeNull());
    expect((container.querySelector('[data-testid="quick-remove"]') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(container.querySelector('[data-testid="quick-add"]')!);
    await waitFor(() =>
      expect(
        rows(container).map((r) => [r.getAttribute('data-player'), r.getAttribute('data-penalty'), r.getAttribute('data-status')]),
      ).toEqual([['4', 'foul', 'confirmed']]),
    );
    expect(rows(container)[0]!.textContent).toContain('от ведущего');
    await waitFor(() => expect(seat(container, '4').getAttribute('data-fouls')).toBe('1'));
    fireEvent.click(container.querySelector('[data-testid="quick-remove"]')!);
    await waitFor(() => expect(seat(container, '4').getAttribute('data-fouls')).toBe('0'));
    expect(rows(container)[0]!.getAttribute('data-status')).toBe('dismissed');
  });

  it('names the day and the night, groups the feed by them, and tallies the votes', async () => {
    await service.ingest(
      1,
      table([
        phase('day'),
        say('1', 'бля'),
        phase('voting'),
        { type: 'vote', player: '1', candidate: '5' },
        { type: 'vote', player: '2', candidate: '5' },
        { type: 'vote', player: '3', candidate: '6' },
        phase('results'),
        phase('night'),
        phase('day'),
        say('2', 'нах'),
      ]),
    );
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    const day = container.querySelector('[data-testid="day-number"]')!;
    expect([day.textContent, day.getAttribute('data-n')]).toEqual(['День 2', '2']);
    expect([...container.querySelectorAll('[data-testid="period"]')].map((h) => h.textContent)).toEqual(['День 2', 'День 1']);
    const tally = [...container.querySelectorAll('[data-testid="vote-count"]')].map((e) => [
      e.getAttribute('data-candidate'),
      e.getAttribute('data-count'),
    ]);
    expect(tally).toEqual([
      ['5', '2'],
      ['6', '1'],
    ]);
    // A new voting starts a new tally.
    await service.ingest(1, {
      ...table([phase('voting'), { type: 'vote', player: '4', candidate: '1' }], 'q2'),
      items: table([phase('voting'), { type: 'vote', player: '4', candidate: '1' }], 'q2')
        .items.slice(6)
        .map((it, i) => ({ ...it, n: i + 1 })),
    });
    await waitFor(() =>
      expect([...container.querySelectorAll('[data-testid="vote-count"]')].map((e) => e.getAttribute('data-candidate'))).toEqual(['1']),
    );
  });

  it('confirms, dismisses and undoes from the keyboard, and opens the help', async () => {
    await service.ingest(1, table([phase('day'), say('1', 'бля'), say('2', 'нах'), say('3', 'пиздец')]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    // C with nothing selected: the newest unreviewed one.
    key('c');
    await waitFor(() => expect(rows(container)[0]!.getAttribute('data-status')).toBe('confirmed'));
    key('j');
    key('x');
    await waitFor(() => expect(rows(container)[1]!.getAttribute('data-status')).toBe('dismissed'));
    key('u');
    await waitFor(() => expect(rows(container)[1]!.getAttribute('data-status')).toBe('new'));
    // Typing in a field is text, not a command.
    fireEvent.click(container.querySelector('[data-testid="manual-toggle"]')!);
    key('c', container.querySelector('[data-testid="manual-search"]')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(rows(container)[2]!.getAttribute('data-status')).toBe('new');
    key('?');
    await waitFor(() => expect(container.querySelector('[data-testid="help"]')?.textContent).toContain('Shift+N'));
    key('Escape');
    await waitFor(() => expect(container.querySelector('[data-testid="help"]')).toBeNull());
  });

  it('marks rows that arrive while open, and counts them while the feed is scrolled away', async () => {
    await service.ingest(1, table([phase('day'), say('1', 'бля')]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    expect(rows(container)[0]!.classList.contains('fresh')).toBe(false);
    const list = container.querySelector('.vlist') as HTMLDivElement;
    list.scrollTop = 200;
    fireEvent.scroll(list);
    await service.ingest(1, {
      pageId: 'q',
      site: 'demo',
      url: 'http://127.0.0.1/',
      title: 'Стол 2',
      items: [
        { n: 9, event: say('2', 'нах') },
        { n: 10, event: say('3', 'бля') },
      ],
    });
    await waitFor(() => expect(container.querySelector('[data-testid="fresh-pill"]')?.textContent).toBe('Новых: 2 ↑'));
    expect(
      rows(container)
        .filter((r) => r.classList.contains('fresh'))
        .map((r) => r.getAttribute('data-player')),
    ).toEqual(['3', '2']);
    fireEvent.click(container.querySelector('[data-testid="fresh-pill"]')!);
    fireEvent.scroll(list);
    await waitFor(() => expect(container.querySelector('[data-testid="fresh-pill"]')).toBeNull());
  });

  it('gives the word to living seats in order, skipping the dead and the silenced', async () => {
    await service.ingest(
      1,
      table([phase('day'), { type: 'player', player: '2', status: 'dead' }, say('3', 'бля'), say('3', 'нах'), say('3', 'пиздец')]),
    );
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    const timer = container.querySelector('[data-testid="speech-timer"]')!;
    await waitFor(() =>
      expect([...container.querySelectorAll('[data-testid="timer-seat"] option')].map((o) => o.getAttribute('value'))).toEqual([
        '1',
        '4',
        '5',
        '6',
      ]),
    );
    await waitFor(() => expect(timer.getAttribute('data-seat')).toBe('1'));
    fireEvent.click(container.querySelector('[data-testid="timer-next"]')!);
    await waitFor(() => expect(timer.getAttribute('data-seat')).toBe('4'));
    expect(timer.getAttribute('data-left')).toBe('60');
    fireEvent.click(container.querySelector('[data-testid="speech-timer"] .seg button:last-child')!);
    await waitFor(() => expect(timer.getAttribute('data-left')).toBe('30'));
  });

  it('speaks English when the host chose it, down to the page language', async () => {
    await fakeBrowser.storage.local.set({ settings: { lang: 'en' } });
    await service.ingest(1, table([phase('day'), say('2', 'бля'), say('2', 'нах'), say('2', 'пиздец')]));
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(container.querySelector('.violations h2')?.textContent).toContain('Violations'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(rows(container)[0]!.querySelector('[data-testid="consequence"]')?.textContent).toBe('3rd foul — silent next round');
    expect(seat(container, '2').querySelector('.badge')?.textContent).toBe('silent?');
    expect(container.querySelector('[data-testid="day-number"]')?.textContent).toBe('Day 1');
    expect(container.textContent).not.toMatch(/Нарушения|Подтвердить|Игрок|День|фол\b/);
  });
});
