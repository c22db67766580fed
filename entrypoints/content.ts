/**
 * Reads the game page and streams events to the background worker. Small and
 * DOM-only: no UI framework, no IndexedDB (it would open under the site's
 * origin), no rule engine.
 */
import { defineContentScript } from 'wxt/utils/define-content-script';
import { HealthProbe } from '@/lib/content/health-probe';
import { pickAdapter } from '@/lib/content/pick';
import { Sender } from '@/lib/content/sender';
import { perfProbe, ProbedWatcher } from '@/lib/content/perf-probe';
import { Watcher } from '@/lib/content/watcher';
import { loadSettings } from '@/lib/ext/settings';
import { send } from '@/lib/ext/send';
import { loadVoicePick, watchVoicePick } from '@/lib/ext/voice-pick';
import { DEV_SITES, GAME_SITES } from '@/lib/sites';

export default defineContentScript({
  // The demo table's hosts only in the development / test build.
  matches: import.meta.env.MODE === 'production' ? GAME_SITES : DEV_SITES,
  runAt: 'document_idle',
  async main(ctx) {
    const settings = await loadSettings();
    // Whether the page still gives what the adapter reads (a site that changed its markup is told to the host).
    let probe: HealthProbe | null = null;
    /** The game key whose voice channel pick applies (Discord). */
    let voiceKey: string | null = null;
    let watcher: Watcher | null = null;
    let sender: Sender | null = null;

    const start = () => {
      const adapter = pickAdapter(new URL(location.href), document, settings);
      if (!adapter) return;
      const perf = import.meta.env.DEV ? perfProbe() : undefined;
      sender = new Sender(
        {
          send: (batch) => {
            if (import.meta.env.DEV) perf?.sent(batch);
            return send('events', { batch });
          },
        },
        () => ({ site: adapter.site, url: location.href, title: document.title }),
        () => stop(),
      );
      const opts = { onChange: () => reportSees(w) };
      const w =
        import.meta.env.DEV && perf
          ? new ProbedWatcher(document, adapter, sender, opts, perf)
          : new Watcher(document, adapter, sender, opts);
      probe = new HealthProbe(document, adapter, () => reportSees(w));
      probe.start();
      // The voice channel the host picked for this game in the panel (Discord).
      voiceKey = adapter.voice ? adapter.gameKey(document) : null;
      if (voiceKey) void loadVoicePick(voiceKey).then((id) => watcher === w && id && w.setVoicePick(id));
      watcher = w;
      w.start();
    };
    const stop = () => {
      watcher?.stop();
      watcher = null;
      probe?.stop();
      probe = null;
    };
    // What the adapter reads, for the host's "what the extension sees" view: at most a few times a second.
    let seesTimer: ReturnType<typeof setTimeout> | null = null;
    const reportSees = (w: Watcher) => {
      if (seesTimer) return;
      seesTimer = setTimeout(() => {
        seesTimer = null;
        if (watcher !== w) return;
        const health = probe?.health();
        send('sees', { sees: { ...w.snapshot(location.href), ...(health ? { health } : {}) } }).catch(() => undefined);
      }, 250);
    };

    start();
    ctx.onInvalidated(stop);
    ctx.onInvalidated(
      watchVoicePick(
        () => voiceKey,
        (id) => watcher?.setVoicePick(id),
      ),
    );
    // Single-page apps: a new route may be another table.
    ctx.addEventListener(window, 'wxt:locationchange', () => {
      stop();
      start();
    });
  },
});
