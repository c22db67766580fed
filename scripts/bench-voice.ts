/**
 * The voice table's cost to the page (part of npm run bench:browser; alone:
 * BENCH_ONLY=voice): a Discord page whose ten voice members' speaking rings
 * change every 50 ms, as Discord's speaking hook sets them with the volume
 * (inline box-shadow on the avatar, the name's speaking class), members
 * starting and stopping to speak every few seconds, beside a 300-message
 * chat. The page's main-thread task time (DevTools' Performance.getMetrics
 * TaskDuration in the thread's CPU time, the content script's isolated world
 * included) over the same window, with the store build and without the
 * extension, in alternating rounds; and the content script's own wall time
 * for its voice readings as the development build's probe counts it (an
 * upper bound on a busy machine). Printed, not asserted; the machine's load
 * beside.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, launchWithExtension } from './chromium';
import { EXT, STORE_EXT } from '../tests/browser/harness';
import { CHANNEL, GUILD, page as chatPage } from '../tests/fixtures/discord';
import { sidebar, SPEAKING_SHADOW, tenSeats } from '../tests/fixtures/discord-voice';

const WINDOW_MS = Number(process.env.BENCH_VOICE_MS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_VOICE_ROUNDS ?? 3);
const URL_ = `https://discord.com/channels/${GUILD}/${CHANNEL}`;

/** A chat of 300 messages: the page is as large as a channel's (the reader must not scan it). */
const CHAT = Array.from({ length: 300 }, (_, i) => ({
  id: String(1180000000000100000n + BigInt(i)),
  ...(i % 3 === 0 ? { author: `${String((i % 10) + 1).padStart(2, '0')} | Игрок${(i % 10) + 1}` } : {}),
  html: `сообщение ${i} про игру, 5 черный`,
}));

/** The page: the sidebar's voice channel with ten seats, the chat, and a script that moves the rings every 50 ms. */
function body(): string {
  const channel = sidebar([{ id: '1180000000000000333', name: 'Стол', members: tenSeats() }], 'dump');
  const ring = SPEAKING_SHADOW(0).replace('0px', '${r}px');
  return `${channel}${chatPage(CHAT)}<script>
(() => {
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const rows = [...document.querySelectorAll('[class*="voiceUser_"]')];
  const on = rows.map(() => false);
  setInterval(() => {
    rows.forEach((row, i) => {
      if (rnd() < 0.02) on[i] = !on[i]; // a member starts or stops speaking every 2.5 s on average
      const avatar = row.querySelector('[class*="userAvatar_"]');
      const name = row.querySelector('[class*="username_"]');
      const url = avatar.style.backgroundImage;
      if (on[i]) {
        const r = Math.floor(rnd() * 4);
        avatar.setAttribute('style', 'background-image: ' + url + '; box-shadow: ${ring};'.replace('\${r}', r));
        name.classList.add('usernameSpeaking__07f91');
      } else {
        avatar.setAttribute('style', 'background-image: ' + url + ';');
        name.classList.remove('usernameSpeaking__07f91');
      }
    });
  }, 50);
})();
</script>`;
}

async function serve(context: BrowserContext, perf: boolean, url = URL_): Promise<Page> {
  await context.route(`${new URL(url).origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body:
        `<!doctype html><html lang="ru"${perf ? ' data-guard-perf' : ''}><head><meta charset="utf-8">` +
        `<title>Стол</title></head><body>${body()}</body></html>`,
    }),
  );
  const p = await context.newPage();
  await p.goto(url);
  return p;
}

interface Probe {
  voiceMs: number;
  voiceTicks: number;
  voiceItems: number;
}
const probeOf = async (page: Page): Promise<Probe | null> => {
  const raw = await page.getAttribute('html', 'data-guard-perf');
  return raw && raw.includes('voiceMs') ? (JSON.parse(raw) as Probe) : null;
};

/** Main-thread task time of a page over the window, in ms; and the probe's counts over it, where the build has one. */
async function taskTime(page: Page): Promise<{ ms: number; probe?: Probe }> {
  const cdp = await page.context().newCDPSession(page);
  // Durations in the main thread's own CPU time (thread ticks), not wall time: another process busy on the
  // machine does not lengthen them.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metric = async () =>
    ((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.find(
      (m) => m.name === 'TaskDuration',
    )!.value;
  await page.waitForTimeout(2000); // the content script attached, the first readings sent
  const a = await metric();
  const pa = await probeOf(page);
  const t0 = Date.now();
  await page.waitForTimeout(WINDOW_MS);
  const b = await metric();
  const pb = await probeOf(page);
  const wall = Date.now() - t0;
  await cdp.detach();
  const scale = WINDOW_MS / wall;
  const ms = (b - a) * 1000 * scale;
  if (!pa || !pb) return { ms };
  return {
    ms,
    probe: {
      voiceMs: (pb.voiceMs - pa.voiceMs) * scale,
      voiceTicks: pb.voiceTicks - pa.voiceTicks,
      voiceItems: pb.voiceItems - pa.voiceItems,
    },
  };
}

/** `url`: the page at Discord's address (read), or elsewhere (the extension loaded, its content script not injected). */
async function withExtension(ext: string, perf: boolean, url = URL_): Promise<{ ms: number; probe?: Probe }> {
  const profile = mkdtempSync(join(tmpdir(), 'guard-voice-'));
  const { context } = await launchWithExtension(profile, ext);
  try {
    return await taskTime(await serve(context, perf, url));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function bare(): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--disable-gpu', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    return (await taskTime(await serve(await browser.newContext({ viewport: { width: 1200, height: 900 } }), false))).ms;
  } finally {
    await browser.close();
  }
}

export async function voiceOverhead(): Promise<void> {
  const f = (x: number) => x.toFixed(1);
  const pct = (ms: number) => `${((ms / WINDOW_MS) * 100).toFixed(2)}%`;
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const none: number[] = [];
  const store: number[] = [];
  const elsewhere: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    none.push(await bare());
    store.push((await withExtension(STORE_EXT, false)).ms);
    elsewhere.push((await withExtension(STORE_EXT, false, 'https://example.org/table')).ms);
  }
  const dev = await withExtension(EXT, true);
  const diffs = store.map((s, i) => s - none[i]!);
  const own = store.map((s, i) => s - elsewhere[i]!);
  console.log(
    `voice table, ten members' speaking rings changing every 50 ms, main-thread CPU time in tasks ` +
      `over ${WINDOW_MS / 1000} s (${ROUNDS} alternating rounds; load ${loadavg()[0]!.toFixed(2)}):`,
  );
  console.log(
    `  without the extension ${none.map(f).join(' / ')} ms; with the store build ${store.map(f).join(' / ')} ms; ` +
      `with it loaded but the same page at another address (no content script) ${elsewhere.map(f).join(' / ')} ms`,
  );
  console.log(
    `  the extension's overhead: median ${f(med(diffs))} ms = ${pct(med(diffs))} of one core ` +
      `(rounds: ${diffs.map((d) => pct(d)).join(', ')}; aim: under 2%); ` +
      `the content script's alone (against the page elsewhere): median ${pct(med(own))} (${own.map((d) => pct(d)).join(', ')})`,
  );
  if (dev.probe) {
    const p = dev.probe;
    console.log(
      `  the content script's own voice readings (development build's probe): ${f(p.voiceMs)} ms = ${pct(p.voiceMs)} of one core in ${p.voiceTicks} readings ` +
        `(${((p.voiceMs / Math.max(1, p.voiceTicks)) * 1000).toFixed(0)} µs each, ${p.voiceItems} voice ` +
        `events sent); the page's task time with that build ${f(dev.ms)} ms`,
    );
  }
}
