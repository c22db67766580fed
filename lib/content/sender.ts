/**
 * Delivers the watcher's items to the background worker: batched per microtask checkpoint,
 * numbered per page so the worker applies each once, and kept until the
 * worker confirms — a worker that is stopped or restarting loses nothing.
 */
import type { BatchItem, EventBatch } from '../messaging';
import type { WatchItem, WatchSink } from './watcher';

export interface Transport {
  send(batch: EventBatch): Promise<unknown>;
}

interface Pending {
  item: BatchItem;
  /** The page's game key when the item was read: a batch never mixes two keys. */
  key: string | null;
}

export class Sender implements WatchSink {
  private pending: Pending[] = [];
  private n = 0;
  private flushing = false;
  /** A flush is scheduled (a timer, or 1 for a microtask). */
  private timer: unknown = null;
  private retryMs = 50;
  /** The item number after which a new game starts, until that is delivered. */
  private newGameAfter: number | null = null;
  private newGameKey: string | null = null;
  private dead = false;
  readonly pageId = Math.random().toString(36).slice(2) + Date.now().toString(36);

  constructor(
    private readonly transport: Transport,
    private readonly page: () => { site: string; url: string; title: string },
    /** Called when the extension context is gone for good (the extension was reloaded). */
    private readonly onDead: () => void = () => {},
  ) {}

  items(items: WatchItem[], opts: { newGame?: boolean; key?: string | null } = {}): void {
    if (this.dead) return;
    const key = opts.key ?? null;
    if (opts.newGame) {
      // Items queued before the new game belong to the old one: send them first.
      if (this.pending.length) this.schedule(0);
      this.newGameAfter = this.n;
      this.newGameKey = key;
    }
    for (const it of items) this.pending.push({ item: { n: ++this.n, event: it.event, ...(it.history ? { history: true } : {}) }, key });
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer || this.flushing) return;
    const run = () => {
      this.timer = null;
      void this.flush();
    };
    // Right away means once this task's microtasks are done (one MutationObserver delivery is one batch): a zero
    // timer would wait for the next task, and inside a chain of page timers Chrome clamps it to 4 ms.
    this.timer = ms ? setTimeout(run, ms) : (queueMicrotask(run), 1);
  }

  private async flush(): Promise<void> {
    if (this.flushing || this.dead) return;
    let run = this.pending.slice(0, 500);
    let newGame = false;
    if (this.newGameAfter !== null) {
      const cut = this.newGameAfter;
      const before = run.filter((p) => p.item.n <= cut);
      if (before.length) run = before;
      else newGame = true;
    }
    // One key per batch: the worker files a batch under its key's game.
    const key = newGame ? this.newGameKey : (run[0]?.key ?? null);
    const end = run.findIndex((p) => p.key !== key);
    if (end >= 0) run = run.slice(0, end);
    const items = run.map((p) => p.item);
    if (!items.length && !newGame) return;
    this.flushing = true;
    try {
      await this.transport.send({
        pageId: this.pageId,
        ...this.page(),
        ...(key !== null ? { key } : {}),
        items,
        ...(newGame ? { newGame: true } : {}),
      });
    } catch (e) {
      const message = String((e as Error)?.message ?? e);
      if (/context invalidated|Extension context/i.test(message)) {
        this.dead = true;
        this.onDead();
        return;
      }
      if (!message.startsWith('refused: ')) {
        // The worker may be starting up: keep the items and try again.
        this.flushing = false;
        this.schedule(this.retryMs);
        this.retryMs = Math.min(this.retryMs * 2, 2000);
        return;
      }
      // The worker's router refuses this batch and always will: dropped, so that it does not
      // hold the rest of the page's stream behind it.
    }
    const last = items.at(-1)?.n ?? 0;
    this.pending = this.pending.filter((p) => p.item.n > last);
    if (newGame) this.newGameAfter = null;
    this.retryMs = 50;
    this.flushing = false;
    if (this.pending.length || this.newGameAfter !== null) this.schedule(0);
  }

  /** Items not yet confirmed by the worker. */
  get backlog(): number {
    return this.pending.length;
  }
}
