/**
 * The voice table in Chromium: a Discord-like page served at
 * https://discord.com/channels/… with a voice channel in the sidebar beside
 * the text channel, read by the real content script, judged by the real
 * worker, shown by the real panel — a scripted game played in real time:
 * joins, speeches in turn (a bot's turn and the host's timer), a player
 * speaking out of turn, a deafen during someone's speech, a move to another
 * voice channel, a day leave (the technical pause), a leave and return at
 * night after 2 s and after 20 s, an avatar change at night, a dead player
 * talking. The panel must show exactly what the transcript checker finds on
 * the events the worker stored, and the seats must follow the voice.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameEvent } from '../../lib/engine/events';
import { TranscriptChecker } from '../../lib/cli/transcript';
import { BOT, CHANNEL, GUILD, page, row, type Row } from '../fixtures/discord';
import { sidebar, type Channel, type Member } from '../fixtures/discord-voice';
import { dialogs, waitForCount, type Harness } from './harness';
import { browserPerTest } from './per-test';
import { servePage } from './sites';

let h: Harness;
browserPerTest((x) => (h = x));

const TABLE_ID = '1180000000000000333';
const SMOKE_ID = '1180000000000000444';
const NAMES = ['Аня', 'Боря', 'Вера', 'Дима', 'Ева', 'Фёдор'];

/** The voice channels as the test moves people about; pushed to the page whole, as Discord re-renders. */
class Voice {
  seats = new Map<string, Member & { where: 'table' | 'smoke' | 'gone' }>();
  constructor(private readonly tab: Page) {
    NAMES.forEach((n, i) =>
      this.seats.set(String(i + 1), {
        name: `0${i + 1} | ${n}`,
        user: String(2001 + i),
        avatar: { hash: `h${i + 1}` },
        where: i < 4 ? 'table' : 'gone',
      }),
    );
  }
  html(): string {
    const of = (where: string) => [...this.seats.values()].filter((m) => m.where === where);
    const channels: Channel[] = [
      { id: TABLE_ID, name: 'Стол', members: [{ name: '!Вед. Олег', user: '2000' }, ...of('table')] },
      { id: SMOKE_ID, name: 'Курилка', members: of('smoke') },
    ];
    return sidebar(channels, 'dump');
  }
  async set(seat: string, patch: Partial<Member & { where: 'table' | 'smoke' | 'gone' }>): Promise<void> {
    Object.assign(this.seats.get(seat)!, patch);
    await this.tab.evaluate((html) => (document.getElementById('side')!.innerHTML = html), this.html());
  }
  /** Speaks for `ms` (the ring on the avatar and the name's class, as Discord shows it), then is silent. */
  async speak(seat: string, ms: number, during?: () => Promise<void>): Promise<void> {
    await this.set(seat, { speaking: 'both' });
    const t0 = Date.now();
    await during?.();
    await this.tab.waitForTimeout(Math.max(0, ms - (Date.now() - t0)));
    await this.set(seat, { speaking: undefined });
    await this.tab.waitForTimeout(700); // the spell's end: 300 ms of silence, read a few times a second
  }
}

const seatAttr = (panel: Page, seat: string, attr: string) =>
  panel.locator(`[data-testid="player-row"][data-player="${seat}"]`).getAttribute(attr);
const waitAttr = (panel: Page, seat: string, attr: string, value: string) =>
  panel.waitForFunction(
    ([s, a, v]) => document.querySelector(`[data-testid="player-row"][data-player="${s}"]`)?.getAttribute(a!) === v,
    [seat, attr, value],
    { timeout: 10_000 },
  );

/** The events the worker stored for the panel's game, in order. */
async function storedEvents(panel: Page): Promise<GameEvent[]> {
  const gameId = Number(await panel.getAttribute('main.panel', 'data-game'));
  return panel.evaluate(
    (id) =>
      new Promise<GameEvent[]>((resolve, reject) => {
        const open = indexedDB.open('mafia-host-guard');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('events').objectStore('events').getAll();
          get.onsuccess = () =>
            resolve(
              (get.result as { gameId: number; seq: number; event: GameEvent }[])
                .filter((r) => r.gameId === id)
                .sort((a, b) => a.seq - b.seq)
                .map((r) => r.event),
            );
          get.onerror = () => reject(get.error);
        };
      }),
    gameId,
  );
}

describe('the voice table in Chromium', () => {
  it('a scripted game: the panel shows the checker’s voice findings, and the seats follow the voice', async () => {
    let n = 0;
    const id = () => `1180000000000${60000 + ++n}`;
    const body = `<div id="side"></div>${page([])}`;
    const tab = await servePage(h, `https://discord.com/channels/${GUILD}/${CHANNEL}`, body);
    const voice = new Voice(tab);
    await voice.set('1', {});
    const post = (r: Omit<Row, 'id'>) =>
      tab.evaluate(
        (html) => document.querySelector('[data-list-id="chat-messages"] .scrollerSpacer__36d07')!.insertAdjacentHTML('beforebegin', html),
        row({ id: id(), ...r }),
      );
    const bot = (html: string) => post({ author: BOT, bot: true, html });
    const panel = await h.panel();

    // Joins: four seats were in the channel, two more come in; the host is no seat.
    await panel.waitForSelector('[data-testid="player-row"][data-player="4"][data-voice="in"]', { timeout: 30_000 });
    await voice.set('5', { where: 'table' });
    await voice.set('6', { where: 'table' });
    await waitAttr(panel, '6', 'data-voice', 'in');
    expect(await panel.locator('[data-testid="player-row"]').count()).toBe(6);

    // Day 1: the bot gives the word to seat 1; the timer follows.
    await bot('Город просыпается. Начинается день знакомств');
    await bot('Речь игрока 1');
    await panel.waitForSelector('[data-testid="speech-timer"][data-seat="1"]');
    await voice.speak('1', 2000);
    // Seat 3 speaks out of turn for 2.5 s; the seat shows it speaking meanwhile.
    await voice.speak('3', 2500, async () => {
      await waitAttr(panel, '3', 'data-speaking', 'true');
    });
    await waitAttr(panel, '3', 'data-speaking', 'false');
    // The host moves the timer on to seat 2, which begins to speak: the timer starts by itself.
    await panel.click('[data-testid="timer-next"]');
    await panel.waitForSelector('[data-testid="speech-timer"][data-seat="2"]');
    await tab.waitForTimeout(500);
    await voice.speak('2', 3000, async () => {
      await panel.waitForSelector('[data-testid="speech-timer"][data-running="true"]', { timeout: 10_000 });
      // Seat 4 deafens during seat 2's speech, and undeafens.
      await voice.set('4', { deaf: true });
      await waitAttr(panel, '4', 'data-deaf', 'true');
    });
    await voice.set('4', { deaf: false });
    // Seat 5 moves to another voice channel, and back.
    await voice.set('5', { where: 'smoke' });
    await waitAttr(panel, '5', 'data-voice', 'elsewhere');
    await voice.set('5', { where: 'table' });
    // Seat 6 leaves the voice: the technical pause, gone when it is back.
    await voice.set('6', { where: 'gone' });
    await panel.waitForSelector('[data-testid="tech-pause"][data-player="6"]', { timeout: 10_000 });
    expect(await seatAttr(panel, '6', 'data-voice')).toBe('out');
    await tab.waitForTimeout(2000);
    await voice.set('6', { where: 'table' });
    await panel.waitForSelector('[data-testid="tech-pause"]', { state: 'detached', timeout: 10_000 });

    // Night: seat 2 out and back after 2 s (nothing), seat 3 after 20 s, seat 1 changes the avatar.
    await bot('Город засыпает');
    await tab.waitForTimeout(500);
    await voice.set('2', { where: 'gone' });
    await tab.waitForTimeout(2000);
    await voice.set('2', { where: 'table' });
    await voice.set('3', { where: 'gone' });
    await voice.set('1', { avatar: { hash: 'new1' } });
    await tab.waitForTimeout(20_000);
    await voice.set('3', { where: 'table' });

    // Day 2: the bot marks seat 4 dead in the nickname; seat 4 talks on.
    await post({ author: BOT, bot: true, embed: { title: '☀️ Город просыпается', description: 'Этой ночью был убит игрок 4' } });
    await voice.set('4', { name: '04 | Дима 💀' });
    await waitAttr(panel, '4', 'data-status', 'dead');
    await voice.speak('4', 2500);

    // The panel against the checker on the same events, as the worker stored them.
    await tab.waitForTimeout(1000);
    const events = await storedEvents(panel);
    const checker = new TranscriptChecker('online');
    const want = events
      .flatMap((e) => checker.feedLine(JSON.stringify(e)).records)
      .map((r) => `${r.rule}|${r.player}|${r.fragment}`)
      .sort();
    const rows = await waitForCount(panel, want.length);
    expect(rows.map((r) => `${r.rule}|${r.player}|${r.fragment}`).sort()).toEqual(want);
    // The scenario discriminates: each finding the issue lists, and none for the allowed moves.
    const found = want.map((w) => w.split('|').slice(0, 2).join('|'));
    expect([...new Set(found)].sort()).toEqual(['1.4|3', '3.1.1|4', '3.1|5', '3.3|1', '3.3|3', '4.5|4']);
    expect(events.filter((e) => e.type === 'voice').length).toBeGreaterThan(20);
    expect(dialogs).toEqual([]);

    // What the extension sees: the game's voice channel and its seats.
    await panel.locator('[data-testid="sees"] summary').click();
    expect(await panel.locator('[data-testid="sees-voice"]').getAttribute('data-table')).toBe('Стол');
    expect(await panel.locator('[data-testid="sees-voice-members"] li').count()).toBe(6);
  });
});
