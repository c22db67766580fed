import { describe, expect, it } from 'vitest';
import { HOSTILE, timeMessage } from '../scripts/hostile';

/**
 * Every regular expression must run in linear time on a 50 KB message: the
 * whole engine is timed on hostile messages of 25 KB and 50 KB; doubling the
 * length must not much more than double the time.
 */
const time = (text: string) => timeMessage(text);
describe('linear time on hostile 50 KB messages', () => {
  it.each(Object.entries(HOSTILE))('%s', (_name, make) => {
    time(make(2000)); // warm up
    const half = time(make(25_000));
    const full = time(make(50_000));
    expect(full).toBeLessThan(250); // generous for CI; the bench prints the real figures
    expect(full).toBeLessThan(Math.max(half * 3, 15));
  });
});
