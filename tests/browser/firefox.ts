/**
 * Firefox harness: Debian's firefox-esr with the development build of the
 * Firefox flavour (`npm run build:firefox:dev`, .output/firefox-mv2-dev),
 * driven over WebDriver BiDi by puppeteer-core and installed as a temporary
 * add-on (no signing needed). The add-on's internal UUID is fixed through
 * Firefox's `extensions.webextensions.uuids` preference, so that the test
 * knows its pages' moz-extension:// address; `--remote-allow-system-access`
 * lets WebDriver open those pages in a tab.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { serveDemo } from '../../scripts/serve-demo';
import { ROOT } from './harness';

export const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
export const FIREFOX_EXT = join(ROOT, '.output', 'firefox-mv2-dev');
/** The gecko id of wxt.config.ts. */
const GECKO_ID = 'mafia-host-guard@example.org';
const UUID = '3f1c6a52-9d0e-4b8a-a7c4-2b5e8f0d1c97';

/** Why the Firefox test cannot run here, or null when it can. */
export function firefoxMissing(): string | null {
  if (!existsSync(FIREFOX))
    return `no Firefox at ${FIREFOX} (apt-get install -y firefox-esr as root, which npm test does itself when it may; or FIREFOX=/path/to/firefox)`;
  return null;
}

export interface FirefoxHarness {
  browser: Browser;
  demoUrl: string;
  demo(query?: string): Promise<Page>;
  panel(): Promise<Page>;
  close(): Promise<void>;
}

export async function launchFirefox(): Promise<FirefoxHarness> {
  if (!existsSync(join(FIREFOX_EXT, 'manifest.json'))) throw new Error(`no build at ${FIREFOX_EXT}: run npm run build:firefox:dev first`);
  const server = await serveDemo(0);
  const profile = mkdtempSync(join(tmpdir(), 'guard-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: UUID }) },
  });
  try {
    const id = await browser.installExtension(FIREFOX_EXT);
    if (id !== GECKO_ID) throw new Error(`installed as ${id}, expected ${GECKO_ID}`);
  } catch (e) {
    await browser.close();
    await server.close();
    throw e;
  }
  return {
    browser,
    demoUrl: server.url,
    async demo(query = '') {
      const page = await browser.newPage();
      await page.goto(`${server.url}${query}`);
      await page.waitForFunction(() => !!(window as unknown as { demoTable?: unknown }).demoTable);
      return page;
    },
    async panel() {
      const page = await browser.newPage();
      // Tall enough that the virtual list renders every row of a sample game.
      await page.setViewport({ width: 900, height: 6000 });
      // The page loads, but Firefox reports no end to a navigation into the add-on's process: not waited for.
      await page.goto(`moz-extension://${UUID}/sidepanel.html`, { timeout: 3000 }).catch((e: Error) => {
        if (e.name !== 'TimeoutError') throw e;
      });
      await page.waitForSelector('main.panel', { timeout: 30_000 });
      return page;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
