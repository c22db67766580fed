import { describe, expect, it } from 'vitest';
import { Engine } from '../lib/engine/engine';
import { HOSTILE } from '../scripts/hostile';

/**
 * Every regular expression must run in linear time on a 50 KB message: the
 * whole engine is timed on hostile messages of 25 KB and 50 KB; doubling the
 * length must not much more than double the time.
 */
function time(text: string): number {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    e.feed({ type: 'message', player: '1', text });
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

describe('linear time on hostile 50 KB messages', () => {
  it.each(Object.entries(HOSTILE))('%s', (_name, make) => {
    time(make(2000)); // warm up
    const half = time(make(25_000));
    const full = time(make(50_000));
    expect(full).toBeLessThan(250); // generous for CI; the bench prints the real figures
    expect(full).toBeLessThan(Math.max(half * 3, 15));
  });
});
