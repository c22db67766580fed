/**
 * npm run demo [-- --port 5174] [--no-browser] [--no-build]
 * Builds the extension, serves the demo table on 127.0.0.1 and opens Chromium
 * with the extension loaded at the table playing the sample game.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchWithExtension } from './chromium';
import { serveDemo } from './serve-demo';

const args = process.argv.slice(2);
const flag = (f: string) => args.includes(f);
const portArg = args.indexOf('--port');
const port = portArg >= 0 ? Number(args[portArg + 1]) : 5174;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`demo: bad --port ${args[portArg + 1]}`);
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
// The development build: the store build does not read the demo table's hosts.
const ext = join(root, '.output', 'chrome-mv3-dev');

if (!flag('--no-build') && !flag('--no-browser')) {
  console.log('demo: building the extension…');
  const r = spawnSync('npx', ['wxt', 'build', '--mode', 'development'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { url } = await serveDemo(port);
const page = `${url}?script=sample`;
console.log(`demo: the table is at ${page}`);

if (flag('--no-browser')) {
  console.log('demo: serving only (Ctrl+C to stop)');
} else {
  const chromium = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => p && existsSync(p));
  if (!chromium) {
    console.log(`demo: no Chromium found. Load the extension by hand:
  1. open chrome://extensions and turn on Developer mode;
  2. "Load unpacked" and pick ${ext};
  3. open ${page} and the side panel from the extension's toolbar button.`);
  } else {
    process.env.CHROMIUM = chromium;
    const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
    const { context, extensionId } = await launchWithExtension(mkdtempSync(join(tmpdir(), 'mafia-demo-')), ext, { headless });
    const table = await context.newPage();
    await table.goto(page);
    const panel = await context.newPage();
    // Tall, so that the panel's virtual list keeps every row of the sample game rendered.
    if (headless) await panel.setViewportSize({ width: 900, height: 8000 });
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    console.log(`demo: Chromium is playing the sample game${headless ? ' headless (no display here)' : ''}; the side panel is open in a tab.`);
    let finished = false;
    // Closing the browser window ends the demo.
    context.on('close', () => {
      if (!finished) process.exit(0);
    });
    if (headless) {
      // Nobody can watch: print what the host would see, as it arrives.
      const seen = new Set<string>();
      let quiet = 0;
      for (;;) {
        const before = seen.size;
        const rows = await panel.$$eval('[data-testid="violation"]', (els) =>
          els.map((r) => ({ id: r.getAttribute('data-id') ?? '', rule: r.getAttribute('data-rule'), player: r.getAttribute('data-player'), penalty: r.getAttribute('data-penalty'), text: r.querySelector('.msg-text')?.textContent ?? '', reason: r.querySelector('.reason')?.textContent ?? '' })),
        ).catch(() => []);
        for (const r of rows.reverse()) {
          if (seen.has(r.id)) continue;
          seen.add(r.id);
          console.log(`  №${r.player}  ${String(r.rule).padEnd(7)} ${String(r.penalty).padEnd(9)} «${r.text.slice(0, 60)}» — ${r.reason}`);
        }
        // Done when the script has finished and nothing new arrived for a couple of seconds.
        quiet = seen.size === before ? quiet + 1 : 0;
        if (quiet > 6 && (await table.locator('body[data-script-done]').count())) break;
        await table.waitForTimeout(300);
      }
      finished = true;
      await context.close().catch(() => undefined);
      console.log(`demo: the sample game is over: ${seen.size} violations. The table is still served at ${url} (Ctrl+C to stop).`);
    }
  }
}
