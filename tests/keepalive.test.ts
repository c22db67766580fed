import { describe, expect, it } from 'vitest';
import { Keepalive, LIVE_MS, PING_MS } from '../lib/background/keepalive';

/** A keepalive on a hand-driven clock: `advance` runs the interval as often as the time passed allows. */
function rig() {
  let now = 0;
  let tick: (() => void) | null = null;
  let next = 0;
  const k = new Keepalive({
    ping: async () => undefined,
    now: () => now,
    setInterval: (f, ms) => {
      tick = f;
      next = now + ms;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  });
  const advance = (ms: number) => {
    const end = now + ms;
    while (tick && next <= end) {
      now = next;
      next += PING_MS;
      tick();
    }
    now = end;
  };
  return { k, advance };
}

describe('the worker keeps itself awake while a game is read', () => {
  it('pings within the idle limit while a tab sends events, and stops once none has for LIVE_MS', () => {
    const { k, advance } = rig();
    expect(k.running).toBe(false);
    k.seen(7);
    expect(k.running).toBe(true);
    // 35 s of silence in the game: the worker was pinged meanwhile, each time well inside Chrome's 30 s.
    advance(35_000);
    expect(k.pings).toBe(1);
    expect(PING_MS).toBeLessThan(30_000);
    advance(LIVE_MS);
    expect(k.running).toBe(false);
    const pings = k.pings;
    expect(pings).toBeGreaterThan(40);
    advance(10 * LIVE_MS);
    expect(k.pings).toBe(pings);
    // The next batch starts it again.
    k.seen(7);
    expect(k.running).toBe(true);
  });

  it('stops when the last live tab is closed, not before', () => {
    const { k, advance } = rig();
    k.seen(1);
    k.seen(2);
    k.gone(1);
    expect(k.running).toBe(true);
    advance(PING_MS);
    expect(k.pings).toBe(1);
    k.gone(2);
    expect(k.running).toBe(false);
  });

  it('each tab counts from its own last batch', () => {
    const { k, advance } = rig();
    k.seen(1);
    advance(LIVE_MS - PING_MS);
    k.seen(2);
    advance(2 * PING_MS);
    expect(k.live()).toBe(true);
    advance(LIVE_MS);
    expect(k.running).toBe(false);
  });
});
