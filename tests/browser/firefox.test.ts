import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutputRecord } from '../../lib/cli/transcript';
import { ROOT } from './harness';
import { firefoxMissing, launchFirefox, type FirefoxHarness } from './firefox';
import { transcript } from './sample';

const missing = firefoxMissing();
if (missing) console.log(`Firefox test skipped: ${missing}`);

/** The checker's verdict on the sample game (npm run check on its transcript): rule|player|fragment, sorted. */
function checkerViolations(): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'guard-ff-check-')), 'sample.jsonl');
  writeFileSync(
    file,
    transcript()
      .map((e) => JSON.stringify(e))
      .join('\n') + '\n',
  );
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check.mjs'), file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`check exited ${r.status}: ${r.stderr}`);
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutputRecord)
    .map((v) => `${v.rule}|${v.player}|${v.fragment}`)
    .sort();
}

describe.skipIf(missing)('Firefox (firefox-esr, the Firefox build)', () => {
  let h: FirefoxHarness;
  beforeAll(async () => {
    h = await launchFirefox();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reads the sample game on the demo table and its sidebar page shows the checker’s violations', async () => {
    const want = checkerViolations();
    expect(want.length).toBeGreaterThan(20);
    const demo = await h.demo('?script=sample&delay=20&start=800');
    await demo.waitForSelector('body[data-script-done]', { timeout: 60_000 });
    const panel = await h.panel();
    // The count settles: every row the worker stored is shown.
    let rows: string[] = [];
    for (let stable = 0, until = Date.now() + 30_000; stable < 4 && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await panel.$$eval('[data-testid="violation"]', (els) =>
        els.map(
          (r) =>
            `${r.getAttribute('data-rule')}|${r.getAttribute('data-player')}` +
            `|${r.querySelector('mark')?.textContent ?? r.querySelector('.msg-text')?.textContent ?? ''}`,
        ),
      );
      stable = now.length === rows.length && now.length >= want.length ? stable + 1 : 0;
      rows = now;
    }
    expect(rows.sort()).toEqual(want);
    // The page's HTML payload stayed text in the sidebar page.
    expect(await panel.$$eval('img[src="x"]', (els) => els.length)).toBe(0);
  });
});
