import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { standings } from '../../lib/standing';
import { contrastFailures } from './contrast';
import { dialogs, launch, shownViolations, waitForCount, type Harness } from './harness';
import { asWorker, expected, transcript } from './sample';

/** One browser for the panel tests: the sample game is played once and then reviewed. */
let h: Harness;
let panel: Page;
let demo: Page;
let gameId = '';
const want = expected();

beforeAll(async () => {
  dialogs.length = 0;
  h = await launch();
  demo = await h.demo('?script=sample&delay=10&start=500');
  await demo.waitForSelector('body[data-script-done]', { timeout: 60_000, state: 'attached' });
  panel = await h.panel();
  await waitForCount(panel, want.length);
  gameId = (await panel.getAttribute('main.panel', 'data-game')) ?? '';
}, 120_000);
afterAll(async () => {
  await h.close();
});

async function download(page: Page, testId: string): Promise<string> {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid="${testId}"]`)]);
  return readFileSync((await dl.path())!, 'utf8');
}

describe('the host’s side panel in Chromium', () => {
  it('shows the demo game with the right counts per player', async () => {
    const { violations } = asWorker(transcript());
    const st = standings(
      violations.map((v) => ({ ...v, status: 'new' as const })),
      'online',
    ).players;
    const total = (t: { confirmed: number; pending: number } | undefined) => (t ? t.confirmed + t.pending : 0);
    const rows = await panel.$$eval('[data-testid="player-row"]', (trs) =>
      trs.map((tr) => [tr.getAttribute('data-player'), tr.getAttribute('data-fouls'), tr.getAttribute('data-warnings')]),
    );
    expect(rows.length).toBe(10);
    for (const [player, fouls, warnings] of rows) {
      expect([player, Number(fouls), Number(warnings)]).toEqual([player, total(st.get(player!)?.fouls), total(st.get(player!)?.warnings)]);
    }
    // Team loss and removal stand out.
    expect(await panel.locator('[data-testid="violation"][data-penalty="team-loss"]').count()).toBeGreaterThan(0);
  });

  it('keeps confirm and dismiss across a reload', async () => {
    const first = panel.locator('[data-testid="violation"]').first();
    const second = panel.locator('[data-testid="violation"]').nth(1);
    const [id1, id2] = [await first.getAttribute('data-id'), await second.getAttribute('data-id')];
    await first.locator('[data-testid="dismiss"]').click();
    await second.locator('[data-testid="confirm"]').click();
    await panel.waitForSelector(`[data-id="${id1}"][data-status="dismissed"]`);
    await panel.waitForSelector(`[data-id="${id2}"][data-status="confirmed"]`);
    await panel.reload();
    await waitForCount(panel, want.length);
    expect(await panel.getAttribute(`[data-id="${id1}"]`, 'data-status')).toBe('dismissed');
    expect(await panel.getAttribute(`[data-id="${id2}"]`, 'data-status')).toBe('confirmed');
  });

  it('shows the unreviewed count on the toolbar badge of the game tab', async () => {
    const badge = () =>
      panel.evaluate(async () => {
        const c = (
          globalThis as unknown as {
            chrome: {
              tabs: { query(q: object): Promise<{ id: number }[]>; getCurrent(): Promise<{ id: number }> };
              action: { getBadgeText(d: object): Promise<string> };
            };
          }
        ).chrome;
        const me = await c.tabs.getCurrent();
        const tabs = await c.tabs.query({});
        const texts = await Promise.all(tabs.filter((t) => t.id !== me.id).map((t) => c.action.getBadgeText({ tabId: t.id })));
        return texts.filter(Boolean);
      });
    // Two were reviewed in the test before.
    await expect.poll(badge).toEqual([String(want.length - 2)]);
  });

  it('exports JSON, CSV and a report with the right contents', async () => {
    if (!(await panel.isVisible('[data-testid="export-json"]'))) await panel.click('[data-testid="more-toggle"]');
    const json = JSON.parse(await download(panel, 'export-json'));
    expect(json.format).toBe('mafia-host-guard/game');
    expect(json.violations).toHaveLength(want.length);
    expect(json.violations.filter((v: { status: string }) => v.status === 'dismissed')).toHaveLength(1);
    expect(json.players).toHaveLength(10);
    const csv = await download(panel, 'export-csv');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // The violations, then after a blank line the game's protocol.
    const [table, protocol] = csv.trim().split('\r\n\r\n');
    expect(table!.split('\r\n')).toHaveLength(want.length + 1);
    expect(protocol!.split('\r\n')[0]).toBe('Протокол игры');
    expect(json.protocol.seats).toHaveLength(10);
    expect(csv).toContain('Клянусь, я красный');
    const report = await download(panel, 'export-report');
    expect(report).toContain('Итоги по игрокам');
    expect(report).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(report).not.toContain('<img src=x');
    // Opened as a page, the report runs nothing.
    const page = await h.context.newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.setContent(report);
    await page.waitForTimeout(300);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('mark').count()).toBeGreaterThan(10);
    await page.close();
  });

  it('imports an exported game into a read-only review', async () => {
    const json = await download(panel, 'export-json');
    const file = `${h.profile}/game.json`;
    (await import('node:fs')).writeFileSync(file, json);
    await panel.setInputFiles('[data-testid="import-file"]', file);
    await panel.waitForSelector('.readonly');
    const rows = await waitForCount(panel, want.length);
    expect(rows.filter((r) => r.status === 'dismissed')).toHaveLength(1);
    expect(await panel.locator('[data-testid="confirm"]').count()).toBe(0);
    // A broken file is refused and changes nothing.
    const games = await panel.locator('[data-testid="game-picker"] option').count();
    (await import('node:fs')).writeFileSync(file, '{"format":"something-else"}');
    await panel.setInputFiles('[data-testid="import-file"]', file);
    await panel.waitForSelector('[role="alert"]');
    expect(await panel.locator('[data-testid="game-picker"] option').count()).toBe(games);
  });

  it('shows chat HTML as inert text in the panel and the popup', async () => {
    expect(dialogs).toEqual([]);
    expect(await panel.locator('img[src="x"], script:not([src])').count()).toBe(0);
    const popup = await h.context.newPage();
    await popup.goto(`chrome-extension://${h.extensionId}/popup.html`);
    await popup.fill('[data-testid="phrase"]', '<img src=x onerror=alert(1)> <script>alert(2)</script> сука');
    await popup.waitForSelector('[data-testid="phrase-violation"]');
    expect(await popup.locator('img').count()).toBe(0);
    expect(await popup.textContent('.found')).toContain('сука');
    await popup.fill('[data-testid="rule-search"]', '4.1');
    await popup.waitForSelector('[data-testid="rule-result"][data-rule="4.1"]');
    expect(dialogs).toEqual([]);
    await popup.close();
    expect((await shownViolations(panel)).length).toBe(want.length);
  });
});

/**
 * The host's cockpit at a real side-panel size, after the sample game: what
 * is visible, its contrast in both schemes, and a keyboard-only walk. Runs
 * last: the walk changes the game.
 */
describe('the side panel at 420×900', () => {
  let cockpit: Page;
  beforeAll(async () => {
    cockpit = await h.panel(`?game=${gameId}`);
    await cockpit.setViewportSize({ width: 420, height: 900 });
    await cockpit.waitForSelector('[data-testid="violation"]');
  });
  afterAll(async () => {
    await cockpit.emulateMedia({ colorScheme: 'light' });
  });

  it('shows at least 8 whole violation rows, each with its consequence uncut', async () => {
    const rows = await cockpit.$$eval('[data-testid="violation"]', (els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const c = el.querySelector<HTMLElement>('[data-testid="consequence"]');
        const cr = c?.getBoundingClientRect();
        return {
          inside: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
          text: c?.textContent ?? '',
          cut: !c || c.scrollWidth > c.clientWidth || !cr || cr.right > r.right || cr.bottom > r.bottom,
        };
      }),
    );
    const whole = rows.filter((r) => r.inside);
    expect(whole.length).toBeGreaterThanOrEqual(8);
    for (const r of whole) {
      expect(r.text.length).toBeGreaterThan(2);
      expect(r, r.text).toMatchObject({ cut: false });
    }
    // The first rows of the sample's second day: number and nickname are shown.
    const who = await cockpit.locator('[data-testid="violation"] .who').first().textContent();
    expect(who).toMatch(/^\d+ \S/);
  });

  it('names the day and tallies the votes as the demo table shows them', async () => {
    // The sample plays day 1, voting, results, night 1, day 2.
    expect(await cockpit.getAttribute('[data-testid="day-number"]', 'data-kind')).toBe('day');
    expect(await cockpit.getAttribute('[data-testid="day-number"]', 'data-n')).toBe('2');
    const table = await demo.$$eval('#mafia-table .votes .vote', (els) =>
      els.map((el) => el.querySelector('.candidate')?.textContent?.trim() ?? ''),
    );
    const want: Record<string, number> = {};
    for (const c of table) want[c] = (want[c] ?? 0) + 1;
    expect(Object.keys(want).length).toBeGreaterThan(0);
    const shown = await cockpit.$$eval('[data-testid="vote-count"]', (els) =>
      els.map((el) => [el.getAttribute('data-candidate'), Number(el.getAttribute('data-count'))] as const),
    );
    expect(Object.fromEntries(shown)).toEqual(want);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps every text at 4.5:1 contrast or more (${scheme})`, async () => {
      await cockpit.emulateMedia({ colorScheme: scheme });
      const { checked, bad } = await cockpit.evaluate(contrastFailures, 'main.panel');
      expect(bad).toEqual([]);
      // Every part of the panel was looked at: rows, seats, timer, tally.
      expect(checked).toBeGreaterThan(150);
    });
  }

  it('runs confirm, dismiss, undo, add by hand and the timer from the keyboard alone', async () => {
    await cockpit.emulateMedia({ colorScheme: 'light' });
    const k = cockpit.keyboard;
    const active = () =>
      cockpit.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          testid: el?.getAttribute('data-testid') ?? el?.tagName ?? '',
          id: el?.getAttribute('data-id') ?? '',
          status: el?.getAttribute('data-status') ?? '',
          outline: el ? getComputedStyle(el).outlineStyle : 'none',
        };
      });
    await cockpit.locator('body').focus();
    // J: the newest row takes the focus, visibly.
    await k.press('j');
    await expect.poll(async () => (await active()).testid).toBe('violation');
    expect((await active()).outline).not.toBe('none');
    /** J, then wait until the focus has moved (it moves once the row is rendered in view). */
    const down = async (from: string) => {
      await k.press('j');
      await expect.poll(async () => (await active()).id).not.toBe(from);
      return active();
    };
    // Down to an unreviewed row (the first ones were decided above), confirm it.
    let row = await active();
    while (row.status !== 'new') row = await down(row.id);
    await k.press('c');
    await cockpit.waitForSelector(`[data-testid="violation"][data-id="${row.id}"][data-status="confirmed"]`);
    // The next unreviewed row: dismiss it, undo.
    do row = await down(row.id);
    while (row.status !== 'new');
    await k.press('x');
    await cockpit.waitForSelector(`[data-testid="violation"][data-id="${row.id}"][data-status="dismissed"]`);
    await k.press('u');
    await cockpit.waitForSelector(`[data-testid="violation"][data-id="${row.id}"][data-status="new"]`);
    // M: add by hand — player 4 from the list, 3.4 from the search, Enter on Add.
    const before = await cockpit.locator('[data-testid="violation"][data-rule="3.4"]').count();
    await k.press('m');
    await expect.poll(async () => (await active()).testid).toBe('manual-player');
    for (let i = 0; i < 4; i++) await k.press('ArrowDown');
    expect(await cockpit.inputValue('[data-testid="manual-player"]')).toBe('4');
    await k.press('Tab');
    await k.type('слёзы');
    await cockpit.waitForSelector('.picker li[data-rule="3.4"]');
    while ((await cockpit.getAttribute('.picker li.active', 'data-rule')) !== '3.4') await k.press('ArrowDown');
    await k.press('Enter');
    await k.press('Tab');
    await k.type('плачет в микрофон');
    await k.press('Tab');
    expect((await active()).testid).toBe('manual-add');
    await k.press('Enter');
    await cockpit.waitForSelector('[data-testid="violation"][data-rule="3.4"][data-player="4"][data-status="confirmed"]');
    expect(await cockpit.locator('[data-testid="violation"][data-rule="3.4"]').count()).toBe(before + 1);
    expect(await cockpit.textContent('[data-testid="manual-done"]')).toContain('3.4');
    expect(await cockpit.inputValue('[data-testid="manual-search"]')).toBe('');
    await k.press('Escape');
    await cockpit.waitForSelector('#manual-form', { state: 'hidden' });
    // Closing the form gives the focus back to its button.
    expect((await active()).testid).toBe('manual-toggle');
    // The timer: T starts and pauses, S hands the word to the next living seat.
    const timer = '[data-testid="speech-timer"]';
    const seat = await cockpit.getAttribute(timer, 'data-seat');
    await k.press('t');
    await cockpit.waitForSelector(`${timer}[data-running="true"]`);
    await k.press('t');
    await cockpit.waitForSelector(`${timer}[data-running="false"]`);
    // The seats that may speak are the picker's (living, not removed, not silenced): which they are depends on
    // what the sample's messages cost, so the next one is worked out from them, wrapping round.
    const may = await cockpit
      .locator('[data-testid="timer-seat"] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(may.length).toBeGreaterThan(0);
    expect(may).toContain(seat);
    const want = may[(may.indexOf(seat ?? '') + 1) % may.length];
    await k.press('s');
    await expect.poll(() => cockpit.getAttribute(timer, 'data-seat')).toBe(want);
    // Seat 7 died in the sample: never given the word.
    expect(may).not.toContain('7');
    // ?: the help lists the keys; Esc closes it.
    await k.press('?');
    await cockpit.waitForSelector('[data-testid="help"]');
    await k.press('Escape');
    await cockpit.waitForSelector('[data-testid="help"]', { state: 'detached' });
    expect(dialogs).toEqual([]);
  });
});
