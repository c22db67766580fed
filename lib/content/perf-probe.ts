/**
 * The browser bench sets data-guard-perf on the page's root element: then the
 * content script reports its own main-thread time in a DOM attribute the page
 * can read. Built only into the development / test flavour, and off even there
 * unless the page asks: nothing accumulates during a real game.
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
      total.items += items;
      total.batches++;
      write();
    },
  };
}
