/** Debian's Chromium with the built extension, through playwright-core (new headless mode runs extensions). */
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export interface LaunchOptions {
  headless?: boolean;
  /** Extra command-line switches (window size and position for the demo). */
  args?: string[];
  /** The caller handles Ctrl+C and other signals itself (Playwright's own handlers would close the browser beside it). */
  ownSignals?: boolean;
  /** Further unpacked extensions loaded beside `ext`. */
  also?: string[];
}

export async function launchWithExtension(
  profile: string,
  ext: string,
  opts: LaunchOptions = {},
): Promise<{ context: BrowserContext; extensionId: string }> {
  const headless = opts.headless ?? true;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    ...(opts.ownSignals ? { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false } : {}),
    viewport: headless ? { width: 1200, height: 900 } : null,
    args: [
      ...(headless ? ['--headless=new', '--disable-gpu'] : ['--test-type']), // --test-type: no "unsupported flag" bar over the demo
      `--disable-extensions-except=${[ext, ...(opts.also ?? [])].join(',')}`,
      `--load-extension=${[ext, ...(opts.also ?? [])].join(',')}`,
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      ...(opts.args ?? []),
    ],
  });
  // Ours: the worker whose script is our build's (others may be loaded beside it).
  const ours = (w: { url(): string }) => w.url().endsWith('/background.js');
  const worker = context.serviceWorkers().find(ours) ?? (await context.waitForEvent('serviceworker', { predicate: ours, timeout: 30_000 }));
  return { context, extensionId: new URL(worker.url()).host };
}

type ChromeApi = {
  windows: {
    getCurrent(): Promise<{ id: number; left?: number; top?: number; width?: number; height?: number }>;
    update(id: number, o: object): Promise<unknown>;
    create(o: object): Promise<unknown>;
  };
  sidePanel?: { open(o: { windowId: number }): Promise<void> };
};

/**
 * Shows the extension's side panel beside `table`, as a host has it: the real
 * side panel of the table's window, or, where it cannot be opened from a
 * script, the panel page in a narrow window placed to the right of the table's.
 * The helper tab it needs is closed again. Resolves with what it did.
 */
export async function showPanelBeside(
  context: BrowserContext,
  extensionId: string,
  table: Page,
  opts: { window?: boolean } = {},
): Promise<'side panel' | 'window'> {
  const helper = await context.newPage();
  try {
    await helper.goto(`chrome-extension://${extensionId}/popup.html`);
    const windowId = await helper.evaluate(() =>
      (globalThis as unknown as { chrome: ChromeApi }).chrome.windows.getCurrent().then((w) => w.id),
    );
    // sidePanel.open needs a user gesture: the DevTools protocol lends one to this evaluation.
    if (!opts.window) {
      const cdp = await context.newCDPSession(helper);
      const r = (await cdp.send('Runtime.evaluate', {
        expression: `chrome.sidePanel ? chrome.sidePanel.open({ windowId: ${windowId} }).then(() => 'ok', (e) => String(e && e.message)) : 'no side panel API'`,
        userGesture: true,
        awaitPromise: true,
        returnByValue: true,
      })) as { result: { value?: string } };
      await cdp.detach();
      if (r.result.value === 'ok') return 'side panel';
    }
    await helper.evaluate(async (page) => {
      const chrome = (globalThis as unknown as { chrome: ChromeApi }).chrome;
      const w = await chrome.windows.getCurrent();
      const screenW = screen.availWidth;
      const screenH = screen.availHeight;
      const panelW = Math.min(440, Math.round(screenW / 3));
      await chrome.windows.update(w.id, { state: 'normal', left: 0, top: 0, width: screenW - panelW, height: screenH });
      const bounds = { left: screenW - panelW, top: 0, width: panelW, height: screenH };
      const panel = (await chrome.windows.create({ url: page, type: 'popup', ...bounds })) as { id: number };
      // Some window systems ignore the bounds a window is created with: set them again.
      await chrome.windows.update(panel.id, bounds);
    }, `chrome-extension://${extensionId}/sidepanel.html`);
    return 'window';
  } finally {
    await helper.close();
    await table.bringToFront();
  }
}
