/**
 * npx tsx scripts/screenshot-panel.ts — docs/sidepanel-light.png and docs/sidepanel-dark.png:
 * the side panel at a real side-panel size (420×900) after the demo's sample game, from the
 * development build (npm run build:dev) in headless Chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launch } from '../tests/browser/harness';

const docs = join(ROOT, 'docs');
mkdirSync(docs, { recursive: true });
const h = await launch();
try {
  const demo = await h.demo('?script=sample&delay=10&start=500');
  await demo.waitForSelector('body[data-script-done]', { timeout: 60_000, state: 'attached' });
  const panel = await h.panel();
  await panel.setViewportSize({ width: 420, height: 900 });
  await panel.waitForSelector('[data-testid="violation"]');
  // Let the last batch land and the fresh-row marks fade.
  await panel.waitForFunction(() => !document.querySelector('.violation.fresh'), undefined, { timeout: 15_000 });
  for (const scheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme: scheme });
    const file = join(docs, `sidepanel-${scheme}.png`);
    await panel.screenshot({ path: file });
    console.log(`wrote ${file}`);
  }
} finally {
  await h.close();
}
