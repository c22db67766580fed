/**
 * npm run bench:browser — figures in headless Chromium with the built
 * extension on the demo table (printed, not asserted):
 *  - latency from a chat message appearing in the DOM to its violation shown in the side panel;
 *  - the content script's main-thread time per message on a 10,000-message chat, and its attach time;
 *  - the side panel's render time with 5,000 violations;
 *  - the built sizes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, STORE_EXT, waitForCount } from '../tests/browser/harness';
import { transcript } from '../tests/browser/sample';
import { replay } from '../lib/engine/engine';

type DemoWin = { demoTable: { post(p: number, t: string): string } };
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

async function latency(): Promise<void> {
  const h = await launch();
  try {
    const demo = await h.demo();
    const panel = await h.panel();
    await panel.setViewportSize({ width: 900, height: 1200 });
    // The panel records when each violation row first appears, by its message id.
    await panel.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: Record<string, number> }).seen = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="violation"][data-event]')) {
          const id = el.getAttribute('data-event')!;
          if (!(id in seen)) seen[id] = Date.now();
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const N = 500;
    const posted: Record<string, number> = {};
    for (let i = 0; i < N; i++) {
      const [id, at] = await demo.evaluate(
        (i) => [(window as unknown as DemoWin).demoTable.post((i % 10) + 1, `бля ${i}`), Date.now()] as const,
        i,
      );
      posted[id] = at;
      await demo.waitForTimeout(40); // a busy chat: 25 messages a second
    }
    await panel.waitForFunction((n) => Object.keys((window as unknown as { seen: object }).seen).length >= n, N, { timeout: 60_000 });
    const seen = await panel.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    const lat = Object.entries(posted).map(([id, t]) => seen[id]! - t);
    console.log(
      `latency DOM → side panel over ${N} messages: median ${pct(lat, 50)} ms, 95th ${pct(lat, 95)} ms, max ${Math.max(...lat)} ms (aim: 95th under 50 ms)`,
    );
  } finally {
    await h.close();
  }
}

async function contentScript(): Promise<void> {
  const h = await launch();
  try {
    // Attach to a page that already holds 10,000 messages.
    const page = await h.demo('?perf&fill=10000');
    await page.waitForFunction(() => (document.documentElement.getAttribute('data-guard-perf') ?? '').includes('attachMs'), null, {
      timeout: 30_000,
    });
    const attach = JSON.parse((await page.getAttribute('html', 'data-guard-perf'))!);
    console.log(
      `content script attach to 10,000 messages: ${attach.attachMs.toFixed(1)} ms (${attach.attachMessages} read as history; aim: under 300 ms)`,
    );
    // Then 2,000 live messages on top, ten per task.
    await page.evaluate(async () => {
      const t = (window as unknown as DemoWin).demoTable;
      for (let i = 0; i < 200; i++) {
        for (let k = 0; k < 10; k++) t.post(((i + k) % 10) + 1, `сообщение ${i}-${k} про игру, 5 черный`);
        await new Promise((r) => setTimeout(r, 0));
      }
    });
    await page.waitForTimeout(300);
    const live = JSON.parse((await page.getAttribute('html', 'data-guard-perf'))!);
    console.log(
      `content script per live message on a 10,000+ chat: ${((live.ms / live.items) * 1000).toFixed(1)} µs (${live.items} messages in ${live.batches} mutation batches; aim: well under 100 µs)`,
    );
  } finally {
    await h.close();
  }
}

async function panelRender(): Promise<void> {
  const h = await launch();
  try {
    // A game with 5,000 violations, imported as the host would review it.
    const events = transcript().slice(0, 11);
    for (let i = 0; i < 5000; i++) events.push({ type: 'message', id: `x${i}`, player: String((i % 10) + 1), text: `бля ${i}` });
    const { state, violations } = replay(events);
    const log = {
      format: 'mafia-host-guard/game',
      version: 1,
      exportedAt: new Date().toISOString(),
      game: { site: 'bench', url: '', title: 'bench', ruleSet: 'online', startedAt: Date.now(), updatedAt: Date.now(), state },
      players: [],
      events: events.map((event, i) => ({ seq: i + 1, key: `k${i}`, event, at: Date.now() })),
      violations: violations.map((v) => ({ ...v, status: 'new', text: `бля ${v.eventId?.slice(1)}`, at: Date.now() })),
    };
    const file = join(h.profile, 'big.json');
    writeFileSync(file, JSON.stringify(log));
    const panel = await h.panel();
    await panel.setViewportSize({ width: 900, height: 1200 });
    await panel.waitForSelector('[data-testid="import-file"]', { state: 'attached' });
    await panel.setInputFiles('[data-testid="import-file"]', file);
    await panel.waitForSelector('.readonly');
    await waitForCount(panel, await panel.locator('[data-testid="violation"]').count(), 30_000);
    // Cold render: open the imported game in a fresh panel.
    const gameId = await panel.getAttribute('main.panel', 'data-game');
    const fresh = await h.context.newPage();
    await fresh.setViewportSize({ width: 900, height: 1200 });
    await fresh.goto(`chrome-extension://${h.extensionId}/sidepanel.html?game=${gameId}`);
    await fresh.waitForFunction(() => document.querySelector('.violations h2 small')?.textContent?.includes('5000'), null, {
      timeout: 30_000,
    });
    const cold = await fresh.evaluate(() => performance.now());
    // Filtering the 5,000 rows: time to the next frame.
    const filter = await fresh.evaluate(async () => {
      const sel = document.querySelector('[data-testid="filter-player"]') as HTMLSelectElement;
      const t = performance.now();
      sel.value = '3';
      sel.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - t;
    });
    const scroll = await fresh.evaluate(async () => {
      const list = document.querySelector('.vlist') as HTMLElement;
      const t = performance.now();
      for (let i = 0; i < 20; i++) {
        list.scrollTop += 2000;
        list.dispatchEvent(new Event('scroll'));
        await new Promise((r) => requestAnimationFrame(r));
      }
      return (performance.now() - t) / 20;
    });
    console.log(
      `side panel with 5,000 violations: first full render ${cold.toFixed(0)} ms after navigation, filter ${filter.toFixed(0)} ms, ${scroll.toFixed(1)} ms per scrolled frame`,
    );
  } finally {
    await h.close();
  }
}

function sizes(): void {
  const files: [string, string][] = [
    ['content script', 'content-scripts/content.js'],
    ['background', 'background.js'],
  ];
  for (const f of readdirSync(join(STORE_EXT, 'chunks')))
    if (/^(sidepanel|popup|options|Highlight|styles)-/.test(f)) files.push([`chunk ${f.replace(/-.*/, '')}`, `chunks/${f}`]);
  for (const [name, rel] of files) {
    const buf = readFileSync(join(STORE_EXT, rel));
    console.log(
      `  ${name.padEnd(18)} ${(statSync(join(STORE_EXT, rel)).size / 1024).toFixed(1).padStart(7)} KB minified, ${(gzipSync(buf).length / 1024).toFixed(1).padStart(6)} KB gzip`,
    );
  }
}

const only = process.env.BENCH_ONLY;
if (!only || only === 'sizes') {
  console.log('built sizes (aim: content script under 20 KB minified):');
  sizes();
}
if (!only || only === 'content') await contentScript();
if (!only || only === 'panel') await panelRender();
if (!only || only === 'latency') await latency();
