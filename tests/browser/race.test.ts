/**
 * The phase race on the demo table: a phase change and a chat message landing
 * in the same DOM update. Each message must be judged under the phase in
 * force when it appeared, in the order the page made its changes — exactly
 * as the transcript checker judges the same game.
 */
import { describe, expect, it } from 'vitest';
import { waitForCount, type Harness } from './harness';
import { browserPerTest } from './per-test';
import { expected, type Step } from './sample';

let h: Harness;
browserPerTest((x) => (h = x));

type DemoWindow = { demoTable: { post(p: number, t: string): string; setPhase(p: string): void; setStatus(p: number, s: string): void } };

/** Each group runs in one synchronous block on the page: one DOM update. */
const GROUPS: Step[][] = [
  // Voting set together with a vote-like message: written during the vote (1.8).
  [
    ['phase', 'voting'],
    ['post', 3, 'за 8 конечно'],
  ],
  // Day set together with the same kind of message: written in the day, not a voting offence.
  [
    ['phase', 'day'],
    ['post', 3, 'ставлю в 8'],
  ],
  // A message, then the vote, then a message: only the second is during the vote.
  [
    ['post', 4, 'ставлю в 2'],
    ['phase', 'voting'],
    ['post', 4, 'за 2 конечно'],
  ],
  // Back to the day, a death and the dead player's message in the same update.
  [
    ['phase', 'day'],
    ['status', 6, 'dead'],
    ['post', 6, 'я видел, 3 мафия'],
  ],
];

describe('the phase race on the demo table', () => {
  it('each message is judged in the phase it was written, as the transcript checker judges it', async () => {
    const steps = GROUPS.flat();
    const want = expected(steps);
    expect(want.filter((v) => v.startsWith('1.8|')).map((v) => v.split('|')[1])).toEqual(['3', '4']);
    const demo = await h.demo();
    const panel = await h.panel();
    for (const group of GROUPS) {
      await demo.evaluate((g) => {
        const t = (window as unknown as DemoWindow).demoTable;
        for (const [op, a, b] of g) {
          if (op === 'phase') t.setPhase(a as string);
          else if (op === 'post') t.post(a as number, b as string);
          else if (op === 'status') t.setStatus(a as number, b as string);
        }
      }, group);
    }
    const rows = await waitForCount(panel, want.length);
    expect(rows.map((r) => `${r.rule}|${r.player}|${r.fragment}`).sort()).toEqual(want);
  });
});
