/**
 * Real-browser harness: Debian's Chromium with the built extension, driven
 * by playwright-core, headless (new headless mode, which runs extensions).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { launchWithExtension } from '../../scripts/chromium';
import { serveDemo } from '../../scripts/serve-demo';

export { CHROMIUM } from '../../scripts/chromium';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The development / test build (`npm run build:dev`): it also reads the demo table on 127.0.0.1. */
export const EXT = join(ROOT, '.output', 'chrome-mv3-dev');
/** The store build (`npm run build`): the game sites only. */
export const STORE_EXT = join(ROOT, '.output', 'chrome-mv3');

export interface Harness {
  context: BrowserContext;
  extensionId: string;
  demoUrl: string;
  profile: string;
  close(keepProfile?: boolean): Promise<void>;
  panel(query?: string): Promise<Page>;
  demo(query?: string): Promise<Page>;
  /** Stops the extension's service worker (DevTools protocol); resolves true once it is gone. */
  stopWorker(): Promise<boolean>;
}

/** `also`: further unpacked extensions loaded beside ours (the browser bench's empty extension). */
export async function launch(opts: { profile?: string; also?: string[] } = {}): Promise<Harness> {
  if (!existsSync(join(EXT, 'manifest.json'))) throw new Error(`no build at ${EXT}: run npm run build:dev first`);
  const server = await serveDemo(0);
  const profile = opts.profile ?? mkdtempSync(join(tmpdir(), 'guard-profile-'));
  const { context, extensionId } = await launchWithExtension(profile, EXT, { also: opts.also });
  const h: Harness = {
    context,
    extensionId,
    demoUrl: server.url,
    profile,
    async close(keepProfile = false) {
      await context.close().catch(() => undefined);
      await server.close();
      if (!keepProfile) rmSync(profile, { recursive: true, force: true });
    },
    async panel(query = '') {
      const page = await context.newPage();
      // Tall enough that the virtual list renders every row of a sample game.
      await page.setViewportSize({ width: 900, height: 6000 });
      failOnDialogs(page);
      await page.goto(`chrome-extension://${extensionId}/sidepanel.html${query}`);
      return page;
    },
    async demo(query = '') {
      const page = await context.newPage();
      failOnDialogs(page);
      await page.goto(`${server.url}${query}`);
      await page.waitForFunction(() => !!(window as unknown as { demoTable?: unknown }).demoTable);
      return page;
    },
    async stopWorker() {
      // ServiceWorker.stopAllWorkers acts on the workers of the session's origin: use an extension page.
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      const cdp = await context.newCDPSession(page);
      const workers = async () => {
        const t = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string; targetId: string }[] };
        return t.targetInfos
          .filter((x) => x.type === 'service_worker' && x.url.startsWith(`chrome-extension://${extensionId}/`))
          .map((x) => x.targetId);
      };
      // Make sure a worker is running (a message wakes it), so that there is one to stop.
      await page.evaluate(() =>
        (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({
          type: 'active-game',
          tabId: -1,
        }),
      );
      await cdp.send('ServiceWorker.enable');
      // Stopped when the running worker is gone: none, or a new one the next message woke up.
      // A worker busy at that instant may survive the call: then ask again.
      let stopped = false;
      for (let attempt = 0; attempt < 3 && !stopped; attempt++) {
        const before = await workers();
        await cdp.send('ServiceWorker.stopAllWorkers');
        for (let i = 0; i < 20 && !stopped; i++) {
          const now = await workers();
          stopped = before.length > 0 && !now.some((id) => before.includes(id));
          if (!stopped) await page.waitForTimeout(100);
        }
      }
      await cdp.detach();
      await page.close();
      return stopped;
    },
  };
  return h;
}

export const dialogs: string[] = [];
function failOnDialogs(page: Page) {
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
}

export interface ShownViolation {
  rule: string;
  player: string;
  penalty: string;
  status: string;
  fragment: string;
  history: boolean;
}

export async function shownViolations(panel: Page): Promise<ShownViolation[]> {
  return panel.$$eval('[data-testid="violation"]', (rows) =>
    rows.map((r) => ({
      rule: r.getAttribute('data-rule') ?? '',
      player: r.getAttribute('data-player') ?? '',
      penalty: r.getAttribute('data-penalty') ?? '',
      status: r.getAttribute('data-status') ?? '',
      fragment: r.querySelector('mark')?.textContent ?? r.querySelector('.msg-text')?.textContent ?? '',
      history: r.getAttribute('data-history') === '1',
    })),
  );
}

/** Waits until the panel shows `count` violations and the number stays put for a moment. */
export async function waitForCount(panel: Page, count: number, timeout = 30_000): Promise<ShownViolation[]> {
  const until = Date.now() + timeout;
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const rows = await shownViolations(panel);
    if (rows.length !== last) {
      last = rows.length;
      stableSince = Date.now();
    }
    if (rows.length === count && Date.now() - stableSince > 400) return rows;
    if (Date.now() > until) throw new Error(`panel shows ${rows.length} violations, expected ${count}`);
    await panel.waitForTimeout(100);
  }
}
