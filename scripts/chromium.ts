/** Debian's Chromium with the built extension, through playwright-core (new headless mode runs extensions). */
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export async function launchWithExtension(profile: string, ext: string, opts: { headless?: boolean } = {}): Promise<{ context: BrowserContext; extensionId: string }> {
  const headless = opts.headless ?? true;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    viewport: headless ? { width: 1200, height: 900 } : null,
    args: [
      ...(headless ? ['--headless=new', '--disable-gpu'] : []),
      `--disable-extensions-except=${ext}`,
      `--load-extension=${ext}`,
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  return { context, extensionId: new URL(worker.url()).host };
}
