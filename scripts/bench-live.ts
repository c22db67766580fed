/**
 * The live path, for `npm run bench:browser`: DOM → side panel latency as a
 * host has it, the panel already showing SHOWN violations of a varied game,
 * in the situations the host meets, side by side:
 *  - warm: a busy chat, one message every 200 ms;
 *  - after 35 s of silence during a game (the worker should not have slept);
 *  - the worker stopped before the message (as the browser may at any time);
 *  - a burst, one message every 15 ms (a channel's history loading, a flood);
 * and beside them the floor, measured in the same browser and the same run:
 * an empty extension whose content script sends one message to its worker
 * and gets the answer, warm and with its worker stopped. Each figure is split
 * into stages by the stamps the development build leaves (content script,
 * worker — its start and bundle evaluation included when it was woken —,
 * panel query and render). Printed with the machine's load, never asserted.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import type { BatchTrace } from '../lib/background/service';
import type { QueryTrace } from '../components/live-store';
import { Engine } from '../lib/engine/engine';
import { launch, type Harness } from '../tests/browser/harness';
import { transcript as genTranscript } from './gen-transcript';

export const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/** A step of the scripted game on the demo table: [op, a, b] as demoTable.play takes it. */
export type Op =
  ['post', string, string] | ['phase', string] | ['status', string, string] | ['nick', string, string] | ['vote', string, string];

/** Violations the panel shows before the measured part (BENCH_SHOWN to try another size). */
export const SHOWN = Number(process.env.BENCH_SHOWN ?? 200);

/** The panel records when each violation row first appears, by its message id. */
export async function watchPanelRows(panel: Page): Promise<void> {
  await panel.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const seen: Record<string, number> = {};
    w.seen = seen;
    w.guardTrace = [];
    new MutationObserver(() => {
      const now = performance.timeOrigin + performance.now();
      for (const el of document.querySelectorAll('[data-testid="violation"][data-event]')) {
        const id = el.getAttribute('data-event')!;
        if (!(id in seen)) seen[id] = now;
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * A varied game for the demo table from the bench's realistic generator
 * (scripts/gen-transcript.ts): phases cycling day → voting → results → night,
 * deaths, distinct texts with about a third of them violations, votes during
 * the voting and a nick change now and then. The generator's later games play
 * on at the same table (everybody alive again).
 */
export function gameOps(seed: number, violating: number, max: number): Op[] {
  const ops: Op[] = [];
  let players = 0;
  let n = 0;
  let phase = '';
  const alive = new Set<string>();
  for (const line of genTranscript(20_000, { seed, violating })) {
    const e = JSON.parse(line) as { type: string; player?: string; status?: string; phase?: string; text?: string };
    if (e.type === 'player' && e.status === 'alive') {
      if (++players > 10) ops.push(['status', e.player!, 'alive']);
      alive.add(e.player!);
      continue;
    }
    if (e.type === 'phase') {
      phase = e.phase!;
      ops.push(['phase', phase]);
    } else if (e.type === 'player' && e.status === 'dead') {
      alive.delete(e.player!);
      ops.push(['status', e.player!, 'dead']);
    } else if (e.type === 'message') {
      ops.push(['post', e.player!, e.text!]);
      if (phase === 'voting' && e.text === '+') ops.push(['vote', e.player!, [...alive][n % alive.size]!]);
      if (++n % 60 === 0) ops.push(['nick', String((n / 60) % 10 || 10), `Игрок ${n}`]);
    }
    if (ops.length >= max) break;
  }
  return ops;
}

/**
 * Distinct daytime messages a fresh engine finds a violation in, from the
 * generator: each measured message of the sparse situations gives a row.
 */
function violatingTexts(seed: number, count: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of genTranscript(40_000, { seed, violating: 0.5 })) {
    const e = JSON.parse(line) as { type: string; text?: string };
    if (e.type !== 'message' || !e.text || seen.has(e.text) || e.text.length < 6) continue;
    seen.add(e.text);
    const engine = new Engine('online');
    engine.feed({ type: 'phase', phase: 'day' });
    if (engine.feed({ type: 'message', id: 'x', player: '3', text: e.text }).length) out.push(e.text);
    if (out.length >= count) break;
  }
  return out;
}

/** The empty extension: its content script asks its worker once per `floor-ping` event on the page and reports the answer. */
function floorExtension(): string {
  const dir = mkdtempSync(join(tmpdir(), 'guard-floor-'));
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name: 'floor',
      version: '1.0',
      background: { service_worker: 'floor.js' },
      content_scripts: [{ matches: ['http://127.0.0.1/*'], js: ['content.js'], run_at: 'document_idle' }],
    }),
  );
  writeFileSync(join(dir, 'floor.js'), `chrome.runtime.onMessage.addListener((m, s, reply) => { reply({ id: m.id }); });\n`);
  writeFileSync(
    join(dir, 'content.js'),
    `document.addEventListener('floor-ping', (e) => {
       const id = e.detail;
       chrome.runtime.sendMessage({ id }).then(() =>
         document.dispatchEvent(new CustomEvent('floor-pong', { detail: JSON.stringify({ id, at: performance.timeOrigin + performance.now() }) })));
     });\n`,
  );
  return dir;
}

interface Stamp {
  end: number;
  ids: string[];
}
type Table = Record<string, (a?: string, b?: string) => string>;
interface PageState {
  at: Record<string, number>;
  batches: Stamp[];
  sent: Stamp[];
  pong: Record<string, number>;
}
type Win = Window & { bench: PageState; demoTable: Table & { play(ops: Op[], delay: number): Promise<void> } };

/** One situation's samples: message id → posted and seen (epoch ms). */
interface Run {
  name: string;
  posted: Record<string, number>;
  seen: Record<string, number>;
  traces: BatchTrace[];
  floor: number[];
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

class Live {
  readonly traces: BatchTrace[] = [];
  private worker: Worker | undefined;

  constructor(
    readonly h: Harness,
    readonly demo: Page,
    readonly panel: Page,
  ) {}

  /** Our worker, woken if need be (the DevTools protocol sees a restarted one as a new worker). */
  private ours(): Worker | undefined {
    const base = `chrome-extension://${this.h.extensionId}/`;
    return this.h.context.serviceWorkers().find((w) => w.url().startsWith(base));
  }

  /** The worker's traces since the last call (a stopped worker's are read before it is stopped). */
  async collect(): Promise<void> {
    const w = this.ours();
    if (!w) return;
    if (w !== this.worker) this.worker = w;
    const got = await w
      .evaluate(() => {
        const g = globalThis as unknown as { guardTrace?: BatchTrace[] };
        const list = g.guardTrace ?? [];
        g.guardTrace = [];
        return list;
      })
      .catch(() => [] as BatchTrace[]);
    this.traces.push(...got);
  }

  async post(player: string, text: string): Promise<string> {
    return this.demo.evaluate(
      ([p, t]) => {
        const w = window as unknown as Win;
        const id = w.demoTable.post!(p, t);
        w.bench.at[id] = performance.timeOrigin + performance.now();
        return id;
      },
      [player, text] as const,
    );
  }

  /** Waits until the panel shows the row of message `id` (or `ms` pass). */
  async row(id: string, ms = 5000): Promise<boolean> {
    return this.panel
      .waitForFunction((x) => x in (window as unknown as { seen: Record<string, number> }).seen, id, { timeout: ms, polling: 20 })
      .then(
        () => true,
        () => false,
      );
  }

  /** One round trip through the empty extension, in ms (NaN when it did not answer). */
  async floor(): Promise<number> {
    return this.demo.evaluate(async () => {
      const w = window as unknown as Win;
      const id = `f${Math.random().toString(36).slice(2)}`;
      const t = performance.timeOrigin + performance.now();
      document.dispatchEvent(new CustomEvent('floor-ping', { detail: id }));
      for (let i = 0; i < 250 && !(id in w.bench.pong); i++) await new Promise((r) => setTimeout(r, 20));
      return (w.bench.pong[id] ?? NaN) - t;
    });
  }

  async seen(): Promise<Record<string, number>> {
    return this.panel.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  }

  async total(): Promise<number> {
    return this.panel.evaluate(() => Number(/\d+/.exec(document.querySelector('.violations h2 small')?.textContent ?? '0')?.[0] ?? 0));
  }
}

async function setUp(): Promise<Live> {
  const h = await launch({ also: [floorExtension()] });
  const demo = await h.demo('?perf');
  const panel = await h.panel();
  await panel.setViewportSize({ width: 900, height: 1200 });
  await watchPanelRows(panel);
  await demo.evaluate(() => {
    const bench: PageState = { at: {}, batches: [], sent: [], pong: {} };
    (window as unknown as Win).bench = bench;
    document.addEventListener('guard-perf-batch', (e) => bench.batches.push(JSON.parse((e as CustomEvent<string>).detail)));
    document.addEventListener('guard-perf-sent', (e) => bench.sent.push(JSON.parse((e as CustomEvent<string>).detail)));
    document.addEventListener('floor-pong', (e) => {
      const p = JSON.parse((e as CustomEvent<string>).detail) as { id: string; at: number };
      bench.pong[p.id] = p.at;
    });
  });
  return new Live(h, demo, panel);
}

/** Plays the game fast until the panel shows SHOWN violations; returns the ops not played. */
async function fill(live: Live, ops: Op[]): Promise<Op[]> {
  let i = 0;
  while ((await live.total()) < SHOWN && i < ops.length) {
    await live.demo.evaluate((chunk) => (window as unknown as Win).demoTable.play(chunk, 0), ops.slice(i, i + 10));
    i += 10;
    await sleep(50);
  }
  for (let last = -1, n = await live.total(); n !== last; await sleep(800)) [last, n] = [n, await live.total()];
  await live.collect();
  live.traces.length = 0;
  return ops.slice(i);
}

/** Plays ops paced inside the page, one every `delay` ms; returns when each message was posted. */
async function paced(live: Live, ops: Op[], delay: number): Promise<Record<string, number>> {
  return live.demo.evaluate(
    async ([steps, ms]) => {
      const w = window as unknown as Win;
      const t = w.demoTable;
      const at: Record<string, number> = {};
      let next = performance.now();
      for (const [op, a, b] of steps) {
        if (op === 'post') {
          const id = t.post!(a, b);
          at[id] = w.bench.at[id] = performance.timeOrigin + performance.now();
        } else if (op === 'phase') t.setPhase!(a);
        else if (op === 'status') t.setStatus!(a, b);
        else if (op === 'nick') t.setNick!(a, b);
        else t.vote!(a, b);
        // A steady rate: each step at its own time, not after the previous one's delay.
        next += ms;
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      }
      return at;
    },
    [ops, delay] as const,
  );
}

async function steady(live: Live, name: string, ops: Op[], delay: number): Promise<Run> {
  const floor: number[] = [];
  // The floor's warm round trips, taken beside the chat (every few steps), in the same page.
  let stop = false;
  const floors = (async () => {
    while (!stop) {
      await sleep(delay * 5 + 37);
      if (!stop) floor.push(await live.floor());
    }
  })();
  const posted = await paced(live, ops, delay);
  stop = true;
  await floors;
  for (let i = 0; i < 50; i++) {
    const seen = await live.seen();
    if (!Object.keys(posted).some((id) => !(id in seen))) break;
    await sleep(100);
  }
  await sleep(600);
  await live.collect();
  return { name, posted, seen: await live.seen(), traces: live.traces.splice(0), floor };
}

async function sparse(live: Live, name: string, texts: string[], before: () => Promise<void>, withFloor: boolean): Promise<Run> {
  const posted: Record<string, number> = {};
  const floor: number[] = [];
  let seat = 0;
  for (const text of texts) {
    await before();
    const id = await live.post(String((seat++ % 10) + 1), text);
    posted[id] = (await live.demo.evaluate((x) => (window as unknown as Win).bench.at[x]!, id))!;
    await live.row(id);
    await sleep(300);
    await live.collect();
    if (withFloor) {
      await before();
      floor.push(await live.floor());
    }
  }
  return { name, posted, seen: await live.seen(), traces: live.traces.splice(0), floor };
}

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '—');

/** Prints a situation's latency and where its time went. */
async function report(live: Live, run: Run): Promise<void> {
  const state = await live.demo.evaluate(() => (window as unknown as Win).bench);
  const queries = (await live.panel.evaluate(() => (window as unknown as { guardTrace: QueryTrace[] }).guardTrace)).filter(
    (q) => q.q === 'log',
  );
  const first = <T extends { ids: string[] }>(xs: T[]) => {
    const m = new Map<string, T>();
    for (const x of xs) for (const id of x.ids) if (!m.has(id)) m.set(id, x);
    return m;
  };
  const byBatch = first(state.batches);
  const bySend = first(state.sent);
  const byTrace = first(run.traces);
  const byQuery = first(queries);
  const stages = new Map<string, number[]>();
  const lat: number[] = [];
  for (const [id, p] of Object.entries(run.posted)) {
    const s = run.seen[id];
    if (s === undefined) continue;
    lat.push(s - p);
    const c = byBatch.get(id);
    const m = bySend.get(id);
    const w = byTrace.get(id);
    const q = byQuery.get(id);
    const add = (k: string, a: number | undefined, b: number | undefined) => {
      if (a === undefined || b === undefined || !Number.isFinite(b - a)) return;
      const xs = stages.get(k) ?? [];
      xs.push(b - a);
      stages.set(k, xs);
    };
    add('content script (DOM → batch read)', p, c?.end);
    add('content script sender (read → batch sent)', c?.end, m?.end);
    if (w?.boot) {
      // Chrome may start the worker before the message is sent (as the harness wakes and stops it): the
      // whole wake-up first, then the worker's own two stages, which need not add up to it.
      add('the worker woken (sent → worker has it)', m?.end, w.recv);
      add('  worker start → bundle evaluated', w.boot.origin, w.boot.evaluated);
      add('  engine warmed (tables built, database opening meanwhile)', w.boot.evaluated, w.boot.warmed);
      add('  warmed → batch received', w.boot.warmed, w.recv);
    } else add('messaging (sent → worker has it)', m?.end, w?.recv);
    add('worker queue (waits its turn)', w?.recv, w?.start);
    add('worker settings read', w?.start, w?.ready);
    add('worker transaction (IndexedDB, judge included)', w?.ready, w?.committed);
    add('  opens, reads or adds the game row', w?.ready, w?.found);
    add('  reads the stored keys of the events', w?.found, w?.keyed);
    add('  judges (and reads violation keys for edits)', w?.keyed, w?.judged);
    add('    of which the engine', 0, w?.judgeMs);
    add('  writes events, violations, game row', w?.judged, w?.written);
    add('  commits', w?.written, w?.committed);
    add('change reaches the panel (commit → query starts)', w?.committed, q?.start);
    add('panel query', q?.start, q?.end);
    add('panel render (query done → row in the DOM)', q?.end, s);
  }
  const missing = Object.keys(run.posted).length - lat.length;
  const floor = run.floor.filter(Number.isFinite);
  console.log(
    `  ${run.name}: ${lat.length} rows${missing ? ` (${missing} messages gave none)` : ''}: p50 ` +
      `${f(pct(lat, 50))} ms, p95 ${f(pct(lat, 95))} ms, max ${f(Math.max(...lat))} ms` +
      (floor.length ? `; floor (empty extension, ${floor.length}): p50 ${f(pct(floor, 50))}, p95 ${f(pct(floor, 95))} ms` : '') +
      `; load ${loadavg()[0]!.toFixed(2)}`,
  );
  for (const [k, xs] of stages) console.log(`    ${k.padEnd(54)} ${f(pct(xs, 50)).padStart(6)} / ${f(pct(xs, 95)).padStart(6)}`);
  const batches = run.traces.filter((t) => t.ids.some((id) => id in run.posted));
  const woken = batches.filter((t) => t.boot);
  if (woken.length)
    console.log(
      `    (${woken.filter((t) => t.boot!.planned).length} of ${woken.length} woken workers built their tables from the plan written ahead)`,
    );
  if (batches.length)
    console.log(
      `    (${batches.length} worker batches, median ${pct(
        batches.map((t) => t.ids.length),
        50,
      )} messages each; stages as median / 95th ms)`,
    );
}

export async function livePath(): Promise<void> {
  const live = await setUp();
  try {
    const ops = gameOps(7, 0.3, 20_000);
    const rest = await fill(live, ops);
    const silences = Number(process.env.BENCH_SILENCES ?? 3);
    const stops = Number(process.env.BENCH_STOPS ?? 20);
    const texts = violatingTexts(11, silences + stops + 5);
    console.log(
      `live path, DOM → side panel row, the panel showing ${await live.total()} violations (load ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}):`,
    );
    const posts = (from: number, n: number) => rest.slice(from, from + n);
    await report(live, await steady(live, 'warm, one message every 200 ms', posts(0, 150), 200));
    await report(
      live,
      await sparse(
        live,
        `after 35 s of silence during the game (${silences} samples; a worker Playwright attaches to is ` +
          'never idle-stopped, so this is the awake worker the keepalive keeps — ' +
          'tests/browser/keepalive.test.ts shows it kept without a debugger)',
        texts.slice(0, silences),
        () => sleep(35_000),
        false,
      ),
    );
    await report(
      live,
      await sparse(
        live,
        `the worker stopped before the message (${stops} samples)`,
        texts.slice(silences, silences + stops),
        async () => {
          await live.collect();
          if (!(await live.h.stopWorker())) console.log('    (a worker did not stop)');
          await sleep(200);
        },
        true,
      ),
    );
    await report(live, await steady(live, 'a burst, one message every 15 ms', posts(150, 400), 15));
  } finally {
    await live.h.close();
  }
}
