/**
 * The site-change warning in the real extension: Discord-like pages served at
 * https://discord.com/channels/… from the fixtures, healthy in the
 * `<hash16>-name` class form (no warning, ever) and with a part of the markup
 * taken away in the other forms (the warning names it, with a report of the
 * page's shapes and no chat text; closing the tab takes it away). The time
 * from the page's load to the warning in the panel is printed, not asserted:
 * the probe's schedule is asserted on fake timers (tests/health.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL, classForm, GAME, GUILD, page } from '../fixtures/discord';
import { DISCORD_MANGLES } from '../fixtures/mangle';
import { dialogs, type Harness } from './harness';
import { browserPerTest } from './per-test';
import { servePage, waitForSees } from './sites';

let h: Harness;
browserPerTest((x) => (h = x));

const URL = `https://discord.com/channels/${GUILD}/${CHANNEL}`;
const mangle = (part: string) => DISCORD_MANGLES.find(([p]) => p === part)![1];

describe('the site-change warning in Chromium', () => {
  it('never on a healthy page; within seconds on a mangled one, with what is missing and a report', async () => {
    const rendered = page(GAME);
    const panel = await h.panel();

    // Healthy, in the five-week <hash16>-name form: read, and no warning over several probes.
    const healthy = await servePage(h, URL, classForm(rendered, 'hash16-name'));
    await waitForSees(panel, CHANNEL);
    await panel.waitForTimeout(4000);
    expect(await panel.locator('[data-testid="site-warning"]').count()).toBe(0);
    await healthy.close();

    for (const [part, form] of [
      ['authors', 'name__hash'],
      ['rows', 'name_hash'],
    ] as const) {
      const t0 = Date.now();
      const tab = await servePage(h, URL, mangle(part)(classForm(rendered, form)));
      const warning = panel.locator(`[data-testid="site-warning"][data-site="discord"][data-missing="${part}"]`);
      await warning.waitFor({ timeout: 30_000 });
      const shown = Date.now() - t0;
      const after = await panel.evaluate(async () => {
        const session = (globalThis as unknown as { chrome: { storage: { session: { get(k: null): Promise<Record<string, unknown>> } } } })
          .chrome.storage.session;
        const all = (await session.get(null)) as Record<string, { health?: { after?: number } }>;
        return Object.values(all).find((s) => s?.health?.after !== undefined)?.health?.after;
      });
      console.log(
        `site warning (${part} taken away, ${form}): shown in the panel ${shown} ms after the page load; raised by the page ${after} ms after reading started`,
      );
      expect(await warning.textContent()).toContain('Discord');
      // The report: the page's shapes, not its text.
      await warning.locator('summary').click();
      const report = (await warning.locator('[data-testid="site-report"]').textContent()) ?? '';
      expect(report).toContain(`missing: ${part}`);
      expect(report).toContain(form === 'name__hash' ? 'messageListItem__*' : 'messageListItem_*');
      for (const secret of ['Кирилл', 'Клянусь', 'Mafia Bot', 'Город']) expect(report).not.toContain(secret);
      // The tab closed: its warning goes with it.
      await tab.close();
      await panel.locator('[data-testid="site-warning"]').waitFor({ state: 'detached', timeout: 30_000 });
    }
    expect(dialogs).toEqual([]);
  });
});
