/**
 * npm run demo [-- --port 5174] [--no-browser] [--no-build] [--exit] [--panel-window]
 * Builds the extension when its build is stale, serves the demo table on
 * 127.0.0.1 and opens Chromium with the extension loaded at the table playing
 * the sample game, the side panel beside it. The violations are printed as
 * they come, in the panel's words: read from the panel page when headless (no
 * display), from the extension's database with a display (the real side panel
 * is no page a script can read).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import type { GameRow, ViolationRow } from '../lib/store/db';
import { launchWithExtension, showPanelBeside } from './chromium';
import { gameSummary, rowsOfGame, violationLine, type ShownRow } from './demo-words';
import { serveDemo } from './serve-demo';
import { staleBecause } from './stale';

// Run inside the service worker, as source text: the script runner's helpers for named
// functions do not exist there. Reads only an existing database (opening a missing one would create it).
const READ_DATABASE = `(async () => {
  if (!(await indexedDB.databases()).some((d) => d.name === 'mafia-host-guard')) return null;
  const db = await new Promise((resolve, reject) => {
    const r = indexedDB.open('mafia-host-guard');
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  try {
    const read = (store) => new Promise((resolve, reject) => {
      const q = db.transaction(store, 'readonly').objectStore(store).getAll();
      q.onsuccess = () => resolve(q.result);
      q.onerror = () => reject(q.error);
    });
    return { games: await read('games'), violations: await read('violations') };
  } finally {
    db.close();
  }
})()`;

const args = process.argv.slice(2);
const flag = (f: string) => args.includes(f);
const portArg = args.indexOf('--port');
const port = portArg >= 0 ? Number(args[portArg + 1]) : 5174;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`demo: bad --port ${args[portArg + 1]}`);
  process.exit(2);
}
const exitWhenOver = flag('--exit');
const root = fileURLToPath(new URL('..', import.meta.url));
// The development build: the store build does not read the demo table's hosts.
const ext = join(root, '.output', 'chrome-mv3-dev');

// Built only when a source is newer than the build: --no-browser too, since the build is then loaded by hand.
if (!flag('--no-build')) {
  const why = staleBecause(root, ext);
  if (why) {
    console.log(`demo: building the extension (${why})…`);
    const r = spawnSync('npx', ['wxt', 'build', '--mode', 'development'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  } else console.log(`demo: the build in ${ext} is up to date`);
}

const server = await serveDemo(port).catch((e: NodeJS.ErrnoException) => {
  console.error(
    `demo: cannot serve the table on port ${port}: ${e.code === 'EADDRINUSE' ? 'the port is in use (--port picks another)' : e.message}`,
  );
  process.exit(1);
});
const page = `${server.url}?script=sample`;
console.log(`demo: the table is at ${page}`);

const byHand = `Load the extension by hand:
  1. open chrome://extensions and turn on Developer mode;
  2. "Load unpacked" and pick ${ext};
  3. open ${page} and the side panel from the extension's toolbar button.`;

const chromium = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (p) => p && existsSync(p),
);
if (flag('--no-browser') || !chromium) {
  console.log(
    flag('--no-browser')
      ? `demo: serving only. ${byHand}`
      : `demo: no Chromium found (apt-get install -y chromium, or CHROMIUM=/path). ${byHand}`,
  );
  console.log('demo: Ctrl+C to stop');
} else {
  process.env.CHROMIUM = chromium;
  await play();
}

/**
 * Opens Chromium on the table, prints the game as it goes and ends the demo.
 * Every way out — the game over with --exit, the window closed, Ctrl+C, an
 * error — goes through one shutdown: Chromium closed and waited for, then its
 * profile removed, then the exit; a failure on the way is one line, never a
 * stack trace.
 */
async function play(): Promise<void> {
  const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
  // A fresh browser profile per run, removed when the demo ends (Ctrl+C included).
  const profile = mkdtempSync(join(tmpdir(), 'mafia-demo-'));
  let context: BrowserContext | undefined;
  let closing: Promise<void> | undefined;
  const shutdown = (code: number, why?: string): Promise<void> =>
    (closing ??= (async () => {
      if (why) console.error(`demo: ${why}`);
      if (context) await closeBrowser(context, profile);
      await server.close().catch(() => undefined);
      removeProfile(profile);
      process.exit(code);
    })());
  // Ctrl+C (npm passes it on as SIGTERM too): the browser is closed and waited for before its profile goes.
  // Chromium runs in its own process group, so the terminal's Ctrl+C reaches only this process; a second one
  // while closing stops Chromium at once instead of waiting for it to close.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(sig, () => {
      if (closing) kill(chromiumPid(profile));
      void shutdown(130);
    });
  try {
    const launched = await launchWithExtension(profile, ext, {
      headless,
      // One window holding the table, the side panel at its right.
      args: headless ? [] : ['--window-position=0,0', `--window-size=${process.env.DEMO_WINDOW_SIZE ?? '1400,900'}`],
      // The demo's own shutdown handles the signals: Playwright's would race it to the profile.
      ownSignals: true,
    });
    context = launched.context;
    if (closing) return await closing;
    await run(context, launched.extensionId, headless, () => void shutdown(0));
    if (exitWhenOver) return await shutdown(0);
  } catch (e) {
    // A window closed mid-game makes the pending page calls fail: that is the shutdown under way, not an error.
    if (closing) return await closing;
    await shutdown(1, `stopped: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  }
}

/** Closes the browser and waits until its process is gone (at most a few seconds), so that its profile can go. */
async function closeBrowser(context: BrowserContext, profile: string): Promise<void> {
  const pid = chromiumPid(profile);
  await Promise.race([context.close().catch(() => undefined), sleep(5000)]);
  // context.close() returns at once when the browser is already closing (its window was closed): wait for the process.
  for (const until = Date.now() + 5000; pid !== null && alive(pid) && Date.now() < until;) await sleep(50);
  kill(pid);
  for (const until = Date.now() + 2000; pid !== null && alive(pid) && Date.now() < until;) await sleep(50);
}

function kill(pid: number | null): void {
  if (pid === null || !alive(pid)) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone meanwhile.
  }
}

/** Chromium's process id, from the lock it keeps in its profile (a link to "<host>-<pid>"), or null. */
function chromiumPid(profile: string): number | null {
  try {
    const m = /-(\d+)$/.exec(readlinkSync(join(profile, 'SingletonLock')));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function removeProfile(profile: string): void {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (e) {
    console.error(`demo: could not remove the browser profile ${profile} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Plays the sample game on the table and prints its violations; `closed` runs when the browser window is closed. */
async function run(context: BrowserContext, extensionId: string, headless: boolean, closed: () => void): Promise<void> {
  let over = false;
  // Closing the browser window ends the demo.
  context.on('close', () => {
    if (!over || !headless) closed();
  });
  // The window Chromium opens with is the table's: no stray blank tab.
  const table = context.pages()[0] ?? (await context.newPage());
  await table.goto(page);
  let rows: (() => Promise<ShownRow[]>) | null;
  if (headless) {
    // Nobody can watch: a tab holds the panel page, read for printing. Tall, so that its
    // virtual list keeps every row of the sample game rendered.
    const panel = await context.newPage();
    await panel.setViewportSize({ width: 900, height: 8000 });
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    rows = () => panelRows(panel);
    console.log('demo: Chromium is playing the sample game headless (no display here); the violations the side panel shows:');
  } else {
    const how = await showPanelBeside(context, extensionId, table, { window: flag('--panel-window') });
    console.log(
      'demo: Chromium is playing the sample game; the side panel is ' +
        `${how === 'side panel' ? 'open beside the table' : 'in a narrow window beside the table'}. ` +
        'Close the window to stop. The violations, as the panel words them:',
    );
    rows = () => storedRows(context);
  }
  const { count, byPenalty, likely } = await watch(table, rows);
  over = true;
  console.log(
    `demo: game over — the sample game has ended: ${count ? gameSummary(count, byPenalty, likely) : 'its violations are in the side panel'}.`,
  );
  if (exitWhenOver) return;
  if (headless) {
    await context.close().catch(() => undefined);
    console.log(`demo: the table is still served at ${page} (Ctrl+C to stop; --exit exits here).`);
  }
}

/** Waits for the sample game to end, printing each violation as it arrives (when `rows` can see them). */
async function watch(
  table: Page,
  rows: (() => Promise<ShownRow[]>) | null,
): Promise<{ count: number; byPenalty: Map<string, number>; likely: number }> {
  const seen = new Set<string>();
  const byPenalty = new Map<string, number>();
  let likely = 0;
  let quiet = 0;
  for (;;) {
    const before = seen.size;
    if (rows) {
      const nicks = await table
        .evaluate(() =>
          Object.fromEntries(
            (window as unknown as { demoTable: { state(): { players: { seat: string; nick: string }[] } } }).demoTable
              .state()
              .players.map((p) => [p.seat, p.nick]),
          ),
        )
        .catch(() => ({}) as Record<string, string>);
      for (const r of await rows().catch(() => [])) {
        if (seen.has(r.id)) continue;
        seen.add(r.id);
        // Likely findings wait for the host and count nowhere yet: summed apart.
        if (r.likely) likely++;
        else byPenalty.set(r.penalty, (byPenalty.get(r.penalty) ?? 0) + 1);
        console.log(violationLine(r, nicks[r.player]));
      }
    }
    // Over when the script has finished and nothing new arrived for a couple of seconds.
    quiet = seen.size === before ? quiet + 1 : 0;
    if (
      quiet > 6 &&
      (await table
        .locator('body[data-script-done]')
        .count()
        .catch(() => 0))
    )
      break;
    await table.waitForTimeout(300);
  }
  return { count: seen.size, byPenalty, likely };
}

/** The violation rows the panel page shows, oldest first. */
async function panelRows(panel: Page): Promise<ShownRow[]> {
  const rows = await panel.$$eval('[data-testid="violation"]', (els) =>
    els.map((r) => ({
      id: r.getAttribute('data-id') ?? '',
      rule: r.getAttribute('data-rule') ?? '',
      player: r.getAttribute('data-player') ?? '',
      // The penalty as it stands (the panel's words and class: a first 1.2 is shown as verbal).
      penalty: r.querySelector('.pen')?.classList[1] ?? r.getAttribute('data-penalty') ?? '',
      penaltyText: r.querySelector('.pen')?.textContent ?? '',
      text: r.querySelector('.msg-text')?.textContent ?? '',
      reason: r.querySelector('.reason')?.textContent ?? '',
      consequence: r.querySelector('[data-testid="consequence"]')?.textContent ?? '',
      likely: r.getAttribute('data-confidence') === 'likely' && r.getAttribute('data-status') === 'new',
    })),
  );
  return rows.reverse();
}

/**
 * The latest game's violations as the side panel words them, read from the extension's
 * database through its service worker: the real side panel is no page a script can read.
 */
async function storedRows(context: BrowserContext): Promise<ShownRow[]> {
  const worker = context.serviceWorkers()[0];
  if (!worker) return [];
  const log = (await worker.evaluate(READ_DATABASE)) as { games: GameRow[]; violations: ViolationRow[] } | null;
  if (!log) return [];
  const games = log.games;
  const game = games.reduce<GameRow | undefined>((a, g) => (!a || g.updatedAt > a.updatedAt ? g : a), undefined);
  if (!game) return [];
  return rowsOfGame(
    game,
    log.violations.filter((v) => v.gameId === game.id),
  );
}
