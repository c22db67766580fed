/**
 * The browser bench sets data-guard-perf on the page's root element: then the
 * content script reports its own main-thread time in a DOM attribute the page
 * can read, and, for the latency bench's per-stage breakdown, each mutation
 * batch's end time and message ids in a `guard-perf-batch` DOM event and
 * each batch sent to the worker in a `guard-perf-sent` one (JSON strings: the
 * page's own world can read them). Built only into the development / test
 * flavour (a watcher subclass, so the store build's watcher carries no timing
 * code), and off even there unless the page asks: nothing accumulates during
 * a real game.
 */
import type { Adapter } from '../adapters/types';
import type { EventBatch } from '../messaging';
import { Watcher, type WatchItem, type WatchOptions, type WatchSink } from './watcher';

export interface PerfProbe {
  attach(ms: number, messages: number): void;
  mutations(ms: number, items: WatchItem[]): void;
  /** A batch leaves for the worker. */
  sent(batch: EventBatch): void;
  /** One reading of the voice lists. */
  voice(ms: number, items: number): void;
}

/** Epoch milliseconds with sub-millisecond precision: comparable with the worker's and the panel's stamps. */
const clock = () => performance.timeOrigin + performance.now();

function report(type: string, detail: object): void {
  document.dispatchEvent(new CustomEvent(type, { detail: JSON.stringify(detail) }));
}

function messageIds(items: { event: WatchItem['event'] }[]): string[] {
  const ids: string[] = [];
  for (const it of items) if (it.event.type === 'message' && it.event.id) ids.push(it.event.id);
  return ids;
}

export function perfProbe(): PerfProbe | undefined {
  const root = document.documentElement;
  if (!root.hasAttribute('data-guard-perf')) return undefined;
  const total = { attachMs: 0, attachMessages: 0, ms: 0, items: 0, batches: 0, maxMs: 0, voiceMs: 0, voiceTicks: 0, voiceItems: 0 };
  const write = () => root.setAttribute('data-guard-perf', JSON.stringify(total));
  return {
    attach(ms, messages) {
      total.attachMs = ms;
      total.attachMessages = messages;
      write();
    },
    mutations(ms, items) {
      total.ms += ms;
      total.maxMs = Math.max(total.maxMs, ms);
      total.items += items.length;
      total.batches++;
      write();
      const ids = messageIds(items);
      if (ids.length) report('guard-perf-batch', { end: clock(), ms, ids });
    },
    sent(batch) {
      const ids = messageIds(batch.items);
      if (ids.length) report('guard-perf-sent', { end: clock(), ms: 0, ids });
    },
    voice(ms, items) {
      total.voiceMs += ms;
      total.voiceTicks++;
      total.voiceItems += items;
      // Written once a second, not per reading: the bench reads totals, and the write is the page's cost too.
      if (total.voiceTicks % 5 === 0) write();
    },
  };
}

/** A watcher that times its attach and each delivery of mutation records for the probe. */
export class ProbedWatcher extends Watcher {
  constructor(
    doc: Document,
    adapter: Adapter,
    sink: WatchSink,
    opts: WatchOptions,
    private readonly probe: PerfProbe,
  ) {
    super(doc, adapter, sink, opts);
  }

  override start(): void {
    const t0 = performance.now();
    super.start();
    this.probe.attach(performance.now() - t0, this.seen.size);
  }

  override voiceTick(): WatchItem[] {
    const t0 = performance.now();
    const items = super.voiceTick();
    this.probe.voice(performance.now() - t0, items.length);
    return items;
  }

  protected override onRecords(records: MutationRecord[]): WatchItem[] {
    if (!records.length) return super.onRecords(records);
    const t0 = performance.now();
    const items = super.onRecords(records);
    this.probe.mutations(performance.now() - t0, items);
    return items;
  }
}
