/**
 * Reads the game page and streams events to the background worker. Small and
 * DOM-only: no UI framework, no IndexedDB (it would open under the site's
 * origin), no rule engine.
 */
import { defineContentScript } from 'wxt/utils/define-content-script';
import { ext } from '@/lib/content/ext';
import { pickAdapter } from '@/lib/content/pick';
import { Sender } from '@/lib/content/sender';
import { Watcher, type WatchPerf } from '@/lib/content/watcher';
import type { Request, Response } from '@/lib/messaging';
import { normalizeSettings } from '@/lib/settings';

/**
 * The browser bench sets data-guard-perf on the page's root element: then the
 * script reports its own main-thread time in a DOM attribute the page can read.
 * Off otherwise: nothing accumulates during a real game.
 */
function perfProbe(): WatchPerf | undefined {
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

export default defineContentScript({
  matches: ['https://discord.com/*', 'https://*.polemicagame.com/*', 'https://polemicagame.com/*', 'http://127.0.0.1/*', 'http://localhost/*'],
  runAt: 'document_idle',
  async main(ctx) {
    const settings = normalizeSettings((await ext.storage.local.get('settings')).settings);
    let watcher: Watcher | null = null;
    let sender: Sender | null = null;

    const start = () => {
      const adapter = pickAdapter(new URL(location.href), document, settings);
      if (!adapter) return;
      sender = new Sender(
        {
          async send(batch) {
            const req: Request<'events'> = { type: 'events', batch };
            const res = (await ext.runtime.sendMessage(req)) as Response<'events'> | undefined;
            if (!res || 'error' in res) throw new Error(res ? res.error : 'no reply');
            return res;
          },
        },
        () => ({ site: adapter.site, url: location.href, title: document.title }),
        () => stop(),
      );
      watcher = new Watcher(document, adapter, sender, { perf: perfProbe() });
      watcher.start();
    };
    const stop = () => {
      watcher?.stop();
      watcher = null;
    };

    start();
    ctx.onInvalidated(stop);
    // Single-page apps: a new route may be another table.
    ctx.addEventListener(window, 'wxt:locationchange', () => {
      stop();
      start();
    });
  },
});
