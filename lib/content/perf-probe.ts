/**
 * The browser bench sets data-guard-perf on the page's root element: then the
 * content script reports its own main-thread time in a DOM attribute the page
 * can read, and, for the latency bench's per-stage breakdown, each mutation
 * batch's end time and message ids in a `guard-perf-batch` DOM event (a JSON
 * string: the page's own world can read it). Built only into the
 * development / test flavour, and off even there unless the page asks:
 * nothing accumulates during a real game.
 */
import type { WatchPerf } from './watcher';

export function perfProbe(): WatchPerf | undefined {
  const root = document.documentElement;
  if (!root.hasAttribute('data-guard-perf')) return undefined;
  const total = { attachMs: 0, attachMessages: 0, ms: 0, items: 0, batches: 0, maxMs: 0 };
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
      const ids: string[] = [];
      for (const it of items) if (it.event.type === 'message' && it.event.id) ids.push(it.event.id);
      // Epoch milliseconds with sub-millisecond precision: comparable with the worker's and the panel's stamps.
      const end = performance.timeOrigin + performance.now();
      if (ids.length) document.dispatchEvent(new CustomEvent('guard-perf-batch', { detail: JSON.stringify({ end, ms, ids }) }));
    },
  };
}
