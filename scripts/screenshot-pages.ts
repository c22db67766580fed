/**
 * npx tsx scripts/screenshot-pages.ts — docs/popup.png and docs/options.png from the
 * development build (npm run build:dev) in headless Chromium, light scheme.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchWithExtension } from './chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const docs = join(root, 'docs');
mkdirSync(docs, { recursive: true });
const profile = mkdtempSync(join(tmpdir(), 'shots-'));
const { context, extensionId } = await launchWithExtension(profile, join(root, '.output', 'chrome-mv3-dev'));
try {
  const popup = await context.newPage();
  await popup.emulateMedia({ colorScheme: 'light' });
  await popup.setViewportSize({ width: 420, height: 600 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  // A host's word for a bet finds 4.1 first; its card opened shows the examples without a scroll of its own.
  await popup.fill('[data-testid="rule-search"]', 'ставка');
  await popup.click('[data-testid="rule-result"][data-rule="4.1"] summary');
  await popup.screenshot({ path: join(docs, 'popup.png') });

  const options = await context.newPage();
  await options.emulateMedia({ colorScheme: 'light' });
  await options.setViewportSize({ width: 820, height: 1000 });
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await options.fill('[data-testid="caps-percent"]', '75');
  await options.waitForSelector('[data-testid="save-status"][data-state="saved"]');
  await options.screenshot({ path: join(docs, 'options.png') });
  console.log(`wrote ${join(docs, 'popup.png')} and ${join(docs, 'options.png')}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
