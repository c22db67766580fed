// @vitest-environment happy-dom
/**
 * The side panel following the voice table: seats' voice attributes and
 * ring, the technical-pause prompt, the timer recording the speech holder,
 * following a bot's turn, and starting by itself when the awaited seat
 * speaks. Through the worker's real service and router, as in the browser.
 */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getDB } from '../../components/data';
import { SidePanel } from '../../components/SidePanel';
import { serviceHandlers } from '../../lib/background/handlers';
import { createRouter } from '../../lib/background/router';
import { GuardService } from '../../lib/background/service';
import type { GameEvent } from '../../lib/engine/events';
import { DEFAULT_SETTINGS } from '../../lib/settings';

let service: GuardService;
let n = 0;

beforeEach(async () => {
  const db = getDB();
  await Promise.all([db.games.clear(), db.events.clear(), db.violations.clear()]);
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
  n = 0;
});
afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const send = (events: GameEvent[]) =>
  service.ingest(1, {
    pageId: 'p',
    site: 'discord',
    url: 'https://discord.com/channels/1/2',
    title: 'мафия',
    key: '2',
    items: events.map((event) => ({ n: ++n, event })),
  });

const now = () => Date.now();
const seatRow = (c: ParentNode, seat: string) => c.querySelector<HTMLElement>(`[data-testid="player-row"][data-player="${seat}"]`)!;
const seats = ['1', '2', '3'];
const start = (): GameEvent[] => [
  { type: 'voice', table: 'Стол', ts: now() },
  ...seats.map((s): GameEvent => ({
    type: 'voice',
    player: s,
    ts: now(),
    presence: 'in',
    mute: false,
    deaf: false,
    nick: `0${s} | Ник${s}`,
  })),
  { type: 'phase', phase: 'day', ts: now() },
];

describe('side panel and the voice table', () => {
  it('seats show presence, deafen and speaking; unknown without a voice list', async () => {
    await send([{ type: 'player', player: '1', nick: 'Ник1' }]);
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(seatRow(container, '1').getAttribute('data-voice')).toBe('unknown'));
    await send([
      ...start(),
      { type: 'voice', player: '2', ts: now(), deaf: true, mute: true },
      { type: 'voice', player: '3', ts: now(), speaking: true },
      { type: 'voice', player: '1', ts: now(), presence: 'elsewhere', where: 'Курилка' },
    ]);
    await waitFor(() => expect(seatRow(container, '3').getAttribute('data-speaking')).toBe('true'));
    expect(seats.map((s) => [seatRow(container, s).getAttribute('data-voice'), seatRow(container, s).getAttribute('data-deaf')])).toEqual([
      ['elsewhere', 'false'],
      ['in', 'true'],
      ['in', 'false'],
    ]);
    expect(seatRow(container, '3').classList.contains('speaking')).toBe(true);
    expect(seatRow(container, '2').textContent).toContain('звук выключен');
  });

  it('a leave in the day opens the technical pause; coming back closes it', async () => {
    await send(start());
    const { container } = render(<SidePanel />);
    await waitFor(() => expect(seatRow(container, '2').getAttribute('data-voice')).toBe('in'));
    await send([{ type: 'voice', player: '2', ts: now(), presence: 'out' }]);
    await waitFor(() => expect(container.querySelector('[data-testid="tech-pause"]')?.getAttribute('data-player')).toBe('2'));
    const left = Number(container.querySelector('[data-testid="tech-pause"]')!.getAttribute('data-left'));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60);
    expect(container.querySelector('[data-testid="tech-pause"]')!.textContent).toContain('Игрок 2 покинул стол');
    await send([{ type: 'voice', player: '2', ts: now(), presence: 'in' }]);
    await waitFor(() => expect(container.querySelector('[data-testid="tech-pause"]')).toBeNull());
  });

  it('the timer’s seat is the speech holder; it follows a bot’s turn; it starts when the awaited seat speaks', async () => {
    await send(start());
    const { container } = render(<SidePanel />);
    const timer = () => container.querySelector<HTMLElement>('[data-testid="speech-timer"]')!;
    await waitFor(() => expect(timer().getAttribute('data-seat')).toBe('1'));
    const game = async () => (await getDB().games.toArray())[0]!;
    // The host moves the timer on: seat 2 holds the speech in the log.
    fireEvent.click(container.querySelector('[data-testid="timer-next"]')!);
    await waitFor(async () => expect((await game()).state.voice?.speech).toBe('2'));
    // A bot gives the word to seat 3: the timer follows.
    await send([{ type: 'speech', seat: '3', by: 'bot', ts: now() }]);
    await waitFor(() => expect(timer().getAttribute('data-seat')).toBe('3'));
    expect(timer().getAttribute('data-running')).toBe('false');
    // Seat 3 begins to speak: the timer starts by itself.
    await send([{ type: 'voice', player: '3', ts: now(), speaking: true }]);
    await waitFor(() => expect(timer().getAttribute('data-running')).toBe('true'));
  });

  it('with auto-start off, the timer waits for the host', async () => {
    await fakeBrowser.storage.local.set({ panel: { sound: 'off', speech: 60, short: 30, autoStart: false } });
    await send(start());
    const { container } = render(<SidePanel />);
    const timer = () => container.querySelector<HTMLElement>('[data-testid="speech-timer"]')!;
    await waitFor(() => expect(timer().getAttribute('data-seat')).toBe('1'));
    await waitFor(() => expect((container.querySelector('[data-testid="auto-start"]') as HTMLInputElement).checked).toBe(false));
    await send([{ type: 'voice', player: '1', ts: now(), speaking: true }]);
    await waitFor(() => expect(seatRow(container, '1').getAttribute('data-speaking')).toBe('true'));
    expect(timer().getAttribute('data-running')).toBe('false');
  });
});
