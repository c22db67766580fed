import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replay } from '../../lib/engine/engine';
import { standings } from '../../lib/standing';
import { dialogs, launch, shownViolations, waitForCount, type Harness } from './harness';
import { expected, transcript } from './sample';

/** One browser for the panel tests: the sample game is played once and then reviewed. */
let h: Harness;
let panel: Page;
const want = expected();

beforeAll(async () => {
  dialogs.length = 0;
  h = await launch();
  const demo = await h.demo('?script=sample&delay=10&start=500');
  await demo.waitForSelector('body[data-script-done]', { timeout: 60_000, state: 'attached' });
  panel = await h.panel();
  await waitForCount(panel, want.length);
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
    const { violations } = replay(transcript());
    const st = standings(violations.map((v) => ({ ...v, status: 'new' as const })), 'online').players;
    const total = (t: { confirmed: number; pending: number } | undefined) => (t ? t.confirmed + t.pending : 0);
    const rows = await panel.$$eval('[data-testid="player-row"]', (trs) => trs.map((tr) => [tr.getAttribute('data-player'), tr.getAttribute('data-fouls'), tr.getAttribute('data-warnings')]));
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
        const c = (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<{ id: number }[]>; getCurrent(): Promise<{ id: number }> }; action: { getBadgeText(d: object): Promise<string> } } }).chrome;
        const me = await c.tabs.getCurrent();
        const tabs = await c.tabs.query({});
        const texts = await Promise.all(tabs.filter((t) => t.id !== me.id).map((t) => c.action.getBadgeText({ tabId: t.id })));
        return texts.filter(Boolean);
      });
    // Two were reviewed in the test before.
    await expect.poll(badge).toEqual([String(want.length - 2)]);
  });

  it('exports JSON, CSV and a report with the right contents', async () => {
    const json = JSON.parse(await download(panel, 'export-json'));
    expect(json.format).toBe('mafia-host-guard/game');
    expect(json.violations).toHaveLength(want.length);
    expect(json.violations.filter((v: { status: string }) => v.status === 'dismissed')).toHaveLength(1);
    expect(json.players).toHaveLength(10);
    const csv = await download(panel, 'export-csv');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.trim().split('\r\n')).toHaveLength(want.length + 1);
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
