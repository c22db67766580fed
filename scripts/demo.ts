/**
 * npm run demo [-- --port 5174] [--no-browser] [--no-build]
 * Builds the extension, serves the demo table on 127.0.0.1 and opens Chromium
 * with the extension loaded at the table playing the sample game.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const ext = join(root, '.output', 'chrome-mv3');

if (!flag('--no-build') && !flag('--no-browser')) {
  console.log('demo: building the extension…');
  const r = spawnSync('npx', ['wxt', 'build'], { cwd: root, stdio: 'inherit' });
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
    const profile = mkdtempSync(join(tmpdir(), 'mafia-demo-'));
    const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
    const flags = [
      `--user-data-dir=${profile}`,
      `--disable-extensions-except=${ext}`,
      `--load-extension=${ext}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ...(headless ? ['--headless=new', '--disable-gpu', '--remote-debugging-port=0'] : []),
      page,
    ];
    if (headless) console.log('demo: no display here, so Chromium runs headless; open the URL above in a browser with the extension to watch.');
    const child = spawn(chromium, flags, { stdio: 'ignore' });
    child.on('exit', () => process.exit(0));
    console.log(`demo: Chromium started (${chromium}). Open the extension's side panel to watch violations arrive.`);
  }
}
