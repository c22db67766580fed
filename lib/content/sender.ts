/**
 * Delivers the watcher's items to the background worker: batched per task,
 * numbered per page so the worker applies each once, and kept until the
 * worker confirms — a worker that is stopped or restarting loses nothing.
 */
import type { BatchItem, EventBatch } from '../messaging';
import type { WatchItem, WatchSink } from './watcher';

export interface Transport {
  send(batch: EventBatch): Promise<unknown>;
}

export class Sender implements WatchSink {
  private pending: BatchItem[] = [];
  private n = 0;
  private flushing = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = 50;
  /** The item number after which a new game starts, until that is delivered. */
  private newGameAfter: number | null = null;
  private dead = false;
  readonly pageId = Math.random().toString(36).slice(2) + Date.now().toString(36);

  constructor(
    private readonly transport: Transport,
    private readonly page: () => { site: string; url: string; title: string },
    /** Called when the extension context is gone for good (the extension was reloaded). */
    private readonly onDead: () => void = () => {},
  ) {}

  items(items: WatchItem[], opts?: { newGame?: boolean }): void {
    if (this.dead) return;
    if (opts?.newGame) {
      // Items queued before the new game belong to the old one: send them first.
      if (this.pending.length) this.schedule(0);
      this.newGameAfter = this.n;
    }
    for (const it of items) this.pending.push({ n: ++this.n, event: it.event, ...(it.history ? { history: true } : {}) });
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer || this.flushing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private async flush(): Promise<void> {
    if (this.flushing || this.dead) return;
    let items = this.pending.slice(0, 500);
    let newGame = false;
    if (this.newGameAfter !== null) {
      const cut = this.newGameAfter;
      const before = items.filter((i) => i.n <= cut);
      if (before.length) items = before;
      else {
        newGame = true;
      }
    }
    if (!items.length && !newGame) return;
    this.flushing = true;
    try {
      await this.transport.send({ pageId: this.pageId, ...this.page(), items, ...(newGame ? { newGame: true } : {}) });
      const last = items.length ? items[items.length - 1]!.n : 0;
      this.pending = this.pending.filter((i) => i.n > last);
      if (newGame) this.newGameAfter = null;
      this.retryMs = 50;
    } catch (e) {
      if (/context invalidated|Extension context/i.test(String((e as Error)?.message ?? e))) {
        this.dead = true;
        this.onDead();
        return;
      }
      // The worker may be starting up: keep the items and try again.
      this.flushing = false;
      this.schedule(this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 2000);
      return;
    }
    this.flushing = false;
    if (this.pending.length || this.newGameAfter !== null) this.schedule(0);
  }

  /** Items not yet confirmed by the worker. */
  get backlog(): number {
    return this.pending.length;
  }
}
