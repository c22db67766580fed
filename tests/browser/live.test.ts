import { describe, expect, it } from 'vitest';
import { dialogs, shownViolations, waitForCount, type Harness } from './harness';
import { browserPerTest } from './per-test';
import { asWorker, expected, STEPS, transcript } from './sample';

let h: Harness;
browserPerTest((x) => (h = x));

type DemoWindow = {
  demoTable: {
    post(p: number | string, t: string): string;
    rerender(shuffle?: boolean): void;
    edit(id: string, t: string): boolean;
    play(steps: unknown[], d: number): Promise<void>;
    setPhase(p: string): void;
  };
};

describe('live game reading in Chromium', () => {
  it('the sample game on the demo table gives exactly the engine’s violations', async () => {
    const want = expected();
    const demo = await h.demo('?script=sample&delay=20&start=800');
    await demo.waitForSelector('body[data-script-done]', { timeout: 60_000, state: 'attached' });
    const panel = await h.panel();
    const rows = await waitForCount(panel, want.length);
    expect(rows.map((r) => `${r.rule}|${r.player}|${r.fragment}`).sort()).toEqual(want);
    // The HTML payload in the chat stayed text: no script ran, in the page or the panel.
    expect(dialogs).toEqual([]);
    expect(await panel.locator('img[src="x"]').count()).toBe(0);
    // The player rows show the counters the host reads.
    const p4 = panel.locator('[data-testid="player-row"][data-player="4"]');
    expect(Number(await p4.getAttribute('data-fouls'))).toBeGreaterThanOrEqual(1);
  });

  it('reports messages already on the page as history, and new ones as live', async () => {
    const demo = await h.demo('?preload=6');
    const panel = await h.panel();
    const preloaded = asWorker(transcript(STEPS.slice(0, 6))).violations;
    await waitForCount(panel, preloaded.length);
    await demo.evaluate(() => (window as unknown as DemoWindow).demoTable.post(2, 'бля, клянусь'));
    const rows = await waitForCount(panel, preloaded.length + 2);
    expect(rows.filter((r) => r.history).length).toBe(preloaded.length);
    expect(
      rows
        .filter((r) => !r.history)
        .map((r) => r.rule)
        .sort(),
    ).toEqual(['1.1', '4.1']);
  });

  it('a re-rendered or re-ordered chat gives no duplicates; an edit is checked again', async () => {
    const demo = await h.demo();
    const panel = await h.panel();
    await demo.evaluate(() => {
      const t = (window as unknown as DemoWindow).demoTable;
      t.post(1, 'клянусь');
      t.post(2, 'ты дурак');
      t.post(3, 'привет');
    });
    await waitForCount(panel, 2);
    await demo.evaluate(() => {
      const t = (window as unknown as DemoWindow).demoTable;
      for (let i = 0; i < 5; i++) t.rerender(i % 2 === 1);
    });
    await panel.waitForTimeout(800);
    expect((await shownViolations(panel)).length).toBe(2);
    await demo.evaluate(() => (window as unknown as DemoWindow).demoTable.edit('g1-m3', 'сука'));
    // "привет" edited into "сука": profanity and an insult, on the edited message.
    const rows = await waitForCount(panel, 4);
    expect(rows.map((r) => `${r.rule}|${r.player}`).sort()).toEqual(['1.1|3', '3.2|2', '3.2|3', '4.1|1']);
  });

  it('keeps the same counts when the service worker is stopped mid-game', async () => {
    const steps = STEPS.slice(0, 40);
    const want = expected(steps);
    const demo = await h.demo();
    const panel = await h.panel();
    const first = steps.slice(0, 20);
    const second = steps.slice(20);
    await demo.evaluate((s) => (window as unknown as DemoWindow).demoTable.play(s, 5), first);
    expect(await h.stopWorker()).toBe(true);
    await demo.evaluate((s) => (window as unknown as DemoWindow).demoTable.play(s, 5), second.slice(0, 10));
    expect(await h.stopWorker()).toBe(true);
    await demo.evaluate((s) => (window as unknown as DemoWindow).demoTable.play(s, 5), second.slice(10));
    const rows = await waitForCount(panel, want.length, 45_000);
    expect(rows.map((r) => `${r.rule}|${r.player}|${r.fragment}`).sort()).toEqual(want);
  });
});
