/**
 * The demo's sample game played to its end (the sample, then its finale:
 * the second day's vote, a night kill), some violations confirmed by the
 * host, the host's facts entered in the protocol view — and the protocol
 * checked against what was played: who left in order and how, fouls per
 * seat, the votes of each round; the Discord text within its limit; the
 * facts kept across a stopped worker and a reload; the view's contrast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
// @ts-expect-error plain JS module shared with the demo page
import { FINALE, SAMPLE } from '../../demo/sample-game.js';
import { contrastFailures } from './contrast';
import { dialogs, launch, waitForCount, type Harness } from './harness';
import { asWorker, transcript, type Step } from './sample';

const STEPS = [...(SAMPLE as Step[]), ...(FINALE as Step[])];

/**
 * What the table played, read from the script itself: each post's round, the deaths with how and
 * when (dead in a vote's results: voted out that day; dead at night: killed that night), each
 * voting round's final votes. The table counts days itself (a day after a night is the next one).
 */
function played(steps: Step[]) {
  let day = 1;
  let phase = 'day';
  let posts = 0;
  const round = () => (phase === 'night' ? `night:${day}` : `day:${day}`);
  const postRound = new Map<string, string>();
  const deaths: { player: string; out: string; round: string; at: number }[] = [];
  const votings: { day: number; votes: Map<string, string> }[] = [];
  steps.forEach(([op, a, b], at) => {
    if (op === 'phase') {
      if (a === 'day' && phase !== 'day') day++;
      if (a === 'voting' && phase !== 'voting') votings.push({ day, votes: new Map() });
      phase = String(a);
    } else if (op === 'post') postRound.set(`g1-m${++posts}`, `${round()}@${at}`);
    else if (op === 'vote') votings.at(-1)!.votes.set(String(a), String(b));
    else if (op === 'status' && b === 'dead')
      deaths.push({ player: String(a), out: phase === 'night' ? 'killed' : 'voted', round: round(), at });
  });
  return { postRound, deaths, votings };
}

/** The violations the host confirms: a removal and a team loss, and fouls of two seats. */
const CONFIRM: [player: string, rule: string][] = [
  ['2', '3.2.1'],
  ['10', '4.3'],
  ['4', '1.1'],
  ['4', '1.6'],
  ['4', '1.8'],
  ['5', '1.1'],
];

let h: Harness;
let panel: Page;
const { violations } = asWorker(transcript(STEPS));
const game = played(STEPS);

beforeAll(async () => {
  dialogs.length = 0;
  h = await launch();
  const demo = await h.demo('?script=full&delay=10&start=500');
  await demo.waitForSelector('body[data-script-done]', { timeout: 60_000, state: 'attached' });
  panel = await h.panel();
  await waitForCount(panel, violations.length);
  await panel.waitForSelector('[data-testid="player-row"][data-player="3"][data-status="dead"]');
  for (const [player, rule] of CONFIRM) {
    const row = panel.locator(`[data-testid="violation"][data-player="${player}"][data-rule="${rule}"]`);
    expect(await row.count()).toBe(1);
    await row.locator('[data-testid="confirm"]').click();
    await panel.waitForSelector(`[data-testid="violation"][data-player="${player}"][data-rule="${rule}"][data-status="confirmed"]`);
  }
  await panel.click('[data-testid="protocol-open"]');
  await panel.waitForSelector('[data-testid="protocol"]');
}, 180_000);
afterAll(async () => {
  await h.close();
});

const seats = () =>
  panel.$$eval('[data-testid="protocol-seat"]', (rows) =>
    rows.map((r) => ({
      player: r.getAttribute('data-player')!,
      out: r.getAttribute('data-out')!,
      round: r.getAttribute('data-round')!,
      fouls: Number(r.getAttribute('data-fouls')),
      role: r.getAttribute('data-role')!,
    })),
  );

describe('the protocol of the demo game played to its end', () => {
  it('has every seat, and who left in order with the cause and the round, as played', async () => {
    // Confirmed violations take a seat out where their message was posted; deaths where the page marked them.
    const byRule = CONFIRM.flatMap(([player, rule]) => {
      const v = violations.find((x) => x.player === player && x.rule === rule)!;
      const out = v.penalty === 'team-loss' ? 'team-loss' : v.penalty === 'removal' ? 'removed' : null;
      if (!out) return [];
      const [round, at] = game.postRound.get(v.eventId!)!.split('@');
      return [{ player, out, round: round!, at: Number(at) }];
    });
    const want = [...byRule, ...game.deaths].sort((a, b) => a.at - b.at).map((x) => `${x.player}:${x.out}:${x.round}`);
    expect(want).toEqual(['2:removed:day:1', '7:voted:day:1', '10:team-loss:day:2', '8:voted:day:2', '3:killed:night:2']);
    await panel.waitForFunction((n) => document.querySelectorAll('[data-testid="protocol-out"]').length === n, want.length);
    const outs = await panel.$$eval('[data-testid="protocol-out"]', (lis) =>
      lis.map((li) => `${li.getAttribute('data-player')}:${li.getAttribute('data-out')}:${li.getAttribute('data-round')}`),
    );
    expect(outs).toEqual(want);
    const rows = await seats();
    expect(rows.map((r) => r.player)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    for (const w of want) {
      const [player, out, kind, n] = w.split(':');
      expect(rows.find((r) => r.player === player)).toMatchObject({ out, round: `${kind}:${n}` });
    }
    expect(rows.filter((r) => r.out === '').map((r) => r.player)).toEqual(['1', '4', '5', '6', '9']);
  });

  it('counts the confirmed fouls per seat', async () => {
    const fouls = new Map<string, number>();
    for (const [player, rule] of CONFIRM) {
      const v = violations.find((x) => x.player === player && x.rule === rule)!;
      if (v.penalty === 'foul') fouls.set(player, (fouls.get(player) ?? 0) + 1);
    }
    expect(Object.fromEntries(fouls)).toEqual({ 4: 3, 5: 1 });
    for (const r of await seats()) expect([r.player, r.fouls]).toEqual([r.player, fouls.get(r.player) ?? 0]);
  });

  it('has each voting round’s final votes', async () => {
    const want = game.votings.map((v) => ({
      day: String(v.day),
      votes: [...v.votes]
        .sort((a, b) => Number(a[0]) - Number(b[0]))
        .map(([p, c]) => `${p}>${c}`)
        .join(' '),
    }));
    expect(want).toEqual([
      { day: '1', votes: '1>7 2>7 5>7' },
      { day: '2', votes: '1>8 2>4 4>8 6>4' },
    ]);
    const got = await panel.$$eval('[data-testid="protocol-day"]', (days) =>
      days.flatMap((d) =>
        [...d.querySelectorAll('[data-testid="protocol-voting"]')].map((v) => ({
          day: d.getAttribute('data-day')!,
          votes: v.getAttribute('data-votes')!,
        })),
      ),
    );
    expect(got).toEqual(want);
  });

  it('takes the host’s facts in a few clicks, keeps them across a stopped worker and a reload', async () => {
    await panel.selectOption('[data-testid="protocol-seat"][data-player="3"] [data-testid="protocol-role"]', 'sheriff');
    await panel.selectOption('[data-testid="protocol-seat"][data-player="10"] [data-testid="protocol-role"]', 'don');
    await panel.waitForSelector('[data-testid="protocol-seat"][data-player="10"][data-role="don"]');
    // A confirmed team loss of the don's seat: the town won, until the host says otherwise.
    await panel.waitForSelector('[data-testid="protocol"][data-winner="town"]');
    expect(await panel.textContent('.protocol-result')).toContain('по ППК');
    // The worker is stopped: what the host enters next is still stored (a fact is an event in the log).
    expect(await stopWorker()).toBe(true);
    await panel.selectOption('[data-testid="protocol-winner"]', 'town');
    await panel.waitForFunction(() => !document.querySelector('.protocol-result')?.textContent?.includes('по ППК'));
    await panel.fill('[data-testid="protocol-best-move"]', '2 5 10');
    await panel.click('[data-testid="protocol-best-move-save"]');
    const nine = panel.locator('[data-testid="protocol-seat"][data-player="9"]');
    await nine.locator('[data-testid="protocol-points"]').fill('0.5');
    await nine.locator('[data-testid="protocol-points-save"]').click();
    // Extra points need a comment: refused, nothing sent.
    expect(await nine.locator('[role="alert"]').textContent()).toContain('комментарием');
    await nine.locator('[data-testid="protocol-points-note"]').fill('нашёл дона');
    await nine.locator('[data-testid="protocol-points-save"]').click();
    await panel.waitForFunction(() => document.querySelector('[data-testid="protocol-text"]')?.textContent?.includes('нашёл дона'));

    await panel.reload();
    await panel.click('[data-testid="protocol-open"]');
    await panel.waitForSelector('[data-testid="protocol-seat"][data-player="3"][data-role="sheriff"]');
    expect(await panel.inputValue('[data-testid="protocol-winner"]')).toBe('town');
    expect(await panel.inputValue('[data-testid="protocol-best-move"]')).toBe('2 5 10');
  });

  it('writes the Discord text: one message within 2,000 characters, in markdown, saying what the protocol says', async () => {
    const parts = await panel.$$eval('[data-testid="protocol-text"]', (pres) => pres.map((p) => p.textContent ?? ''));
    expect(parts).toHaveLength(1);
    const text = parts[0]!;
    expect(text.length).toBeLessThanOrEqual(2000);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^## Протокол игры · /);
    expect(lines).toContain('**Победа:** мирные');
    expect(lines).toContain('**Лучший ход** — `03` Вика: 2, 5, 10');
    expect(lines).toContain('`03` Вика · шериф · **убит ночью** (ночь 2)');
    expect(lines).toContain('`10` Кира · дон · **ППК** (день 2) · 4.3');
    // Seat 4 renamed himself at night: the protocol has the nick the seat ended with, its "|" escaped.
    expect(lines).toContain('`04` 4 \\| шериф · фолы: 3');
    expect(lines).toContain('`09` Илья · доп. баллы +0.5 (нашёл дона)');
    expect(lines).toContain('- голосование 1: 7 — 3 (1, 2, 5)');
    await panel.click('[data-testid="protocol-copy"]');
    expect(await panel.textContent('[data-testid="announce-line"]')).toBe('Протокол скопирован (часть 1 из 1)');
    expect(dialogs).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps every text of the protocol at 4.5:1 contrast or more at 420 px (${scheme})`, async () => {
      await panel.setViewportSize({ width: 420, height: 3000 });
      await panel.emulateMedia({ colorScheme: scheme });
      const { checked, bad } = await panel.evaluate(contrastFailures, '[data-testid="protocol"]');
      expect(bad).toEqual([]);
      expect(checked).toBeGreaterThan(60);
    });
  }

  it('is reached from the keyboard: the button, then every control in the view', async () => {
    await panel.emulateMedia({ colorScheme: 'light' });
    await panel.click('[data-testid="protocol-close"]');
    await panel.waitForSelector('[data-testid="protocol"]', { state: 'detached' });
    // Closing gave the focus back to the button that opens the view.
    expect(await panel.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('protocol-open');
    await panel.keyboard.press('Enter');
    await panel.waitForSelector('[data-testid="protocol"]');
    const reached = new Set<string>();
    for (let i = 0; i < 200 && !reached.has('protocol-copy'); i++) {
      await panel.keyboard.press('Tab');
      const id = await panel.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
      if (id) reached.add(id);
    }
    for (const id of ['protocol-winner', 'protocol-best-move', 'protocol-role', 'protocol-set-out', 'protocol-points', 'protocol-copy'])
      expect(reached).toContain(id);
    // Escape closes it.
    await panel.keyboard.press('Escape');
    await panel.waitForSelector('[data-testid="protocol"]', { state: 'detached' });
  });
});

function stopWorker(): Promise<boolean> {
  return h.stopWorker();
}
