/**
 * Keeps the service worker awake while a game is being read, so that the
 * host never pays its cold start in the middle of a game. Chrome stops an
 * extension's service worker after 30 s without events or extension API
 * calls; since Chrome 110 each extension API call resets that idle timer
 * (developer.chrome.com, "The extension service worker lifecycle"). So while
 * some tab has sent page events within the last LIVE_MS, the worker calls a
 * cheap API every PING_MS; once no tab has (the game is over, the tab closed
 * or gone quiet), it stops and the browser may stop the worker as usual.
 *
 * Nothing here needs to outlive the worker: a worker stopped anyway (by the
 * browser, a test, an update) is woken by the next batch, which starts the
 * pings again.
 */

/** A tab counts as live this long after its last page batch: a night or a long speech is quiet, not over. */
export const LIVE_MS = 15 * 60_000;
/** Well inside Chrome's 30 s idle limit, timers in a worker being exact to a second or so. */
export const PING_MS = 20_000;

export interface KeepaliveDeps {
  /** A cheap extension API call (runtime.getPlatformInfo): it resets the worker's idle timer. */
  ping: () => Promise<unknown>;
  now?: () => number;
  setInterval?: (f: () => void, ms: number) => unknown;
  clearInterval?: (t: unknown) => void;
}

export class Keepalive {
  private readonly last = new Map<number, number>();
  private timer: unknown = null;
  /** Pings made, for tests. */
  pings = 0;

  constructor(private readonly deps: KeepaliveDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** A tab's page sent events: it is live, and the pings run. */
  seen(tabId: number): void {
    this.last.set(tabId, this.now());
    if (this.timer !== null) return;
    const every = this.deps.setInterval ?? ((f, ms) => setInterval(f, ms));
    this.timer = every(() => this.tick(), PING_MS);
  }

  /** The tab is closed (or its page left the game): it no longer keeps the worker awake. */
  gone(tabId: number): void {
    this.last.delete(tabId);
    if (!this.live()) this.stop();
  }

  /** Whether some tab is live now. */
  live(): boolean {
    const now = this.now();
    for (const [tab, at] of this.last) if (now - at >= LIVE_MS) this.last.delete(tab);
    return this.last.size > 0;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  private tick(): void {
    if (!this.live()) return this.stop();
    this.pings++;
    this.deps.ping().catch(() => undefined);
  }

  private stop(): void {
    if (this.timer === null) return;
    (this.deps.clearInterval ?? ((t) => clearInterval(t as ReturnType<typeof setInterval>)))(this.timer);
    this.timer = null;
  }
}
