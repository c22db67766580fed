/**
 * The background worker: routes typed messages to the service, which keeps
 * every game in IndexedDB. Stateless between events by design — an MV3 worker
 * can be stopped at any moment.
 */
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { GuardService, warmEngine } from '@/lib/background/service';
import { traceSink } from '@/lib/background/trace';
import { Keepalive } from '@/lib/background/keepalive';
import { serviceHandlers } from '@/lib/background/handlers';
import { createRouter } from '@/lib/background/router';
import { cachedSettings, loadSettings, watchSettings } from '@/lib/ext/settings';
import { GuardDB } from '@/lib/store/db';
import { syncCustomSites } from '@/lib/background/custom-sites';
import { dropSees, type SeesStorage } from '@/lib/background/sees-store';

/** Session storage where the browser has it (Chrome 102+, Firefox 115+), else local storage: it outlives a stopped worker. */
function seesStorage(): SeesStorage {
  // Typed as always there; Firefox's MV2 build before 115 has no session area.
  return (browser.storage.session as SeesStorage | undefined) ?? browser.storage.local;
}

export default defineBackground(() => {
  // When the bundle had been evaluated, and the engine warmed: the bench's cold stages, from the worker's own start.
  const clock = () => performance.timeOrigin + performance.now();
  const boot = { evaluated: import.meta.env.DEV ? clock() : 0, warmed: 0, planned: false };
  const db = new GuardDB();
  const settings = cachedSettings();
  const service = new GuardService({
    db,
    settings,
    badge(tabId, count) {
      // MV3 has `action`; Firefox's MV2 build has `browserAction`. A badge must never fail a batch.
      const action = browser.action ?? browser.browserAction;
      if (!action) return;
      const text = count ? String(count > 999 ? '999+' : count) : '';
      const details = tabId === null ? {} : { tabId };
      action.setBadgeText({ text, ...details }).catch(() => undefined);
      action.setBadgeBackgroundColor({ color: '#c62828', ...details }).catch(() => undefined);
    },
    // The browser bench's per-stage timings: development build only (lib/background/trace.ts).
    ...(import.meta.env.DEV ? { trace: traceSink(boot) } : {}),
  });

  // While a game is read the worker keeps itself awake: its cold start never lands on a live game's message.
  const keepalive = new Keepalive({ ping: () => browser.runtime.getPlatformInfo() });
  const route = createRouter(
    serviceHandlers(
      service,
      async () => (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id,
      seesStorage,
      (tabId) => keepalive.seen(tabId),
    ),
    { id: browser.runtime.id, base: browser.runtime.getURL('/') },
  );
  browser.runtime.onMessage.addListener((message: unknown, sender) => route(message, sender));

  browser.tabs.onRemoved.addListener((tabId) => {
    // The game stays in the log; it is just no longer bound to a tab.
    keepalive.gone(tabId);
    void db.games.where('tabId').equals(tabId).modify({ tabId: null });
    void dropSees(seesStorage(), tabId).catch(() => undefined);
  });

  // The toolbar button opens the side panel (Chrome); Firefox has its sidebar button.
  browser.sidePanel?.setPanelBehavior({ openPanelOnActionClick: false }).catch(() => undefined);

  // Alt+Shift+M (manifest `commands`): a key press is a user gesture, which sidePanel.open needs.
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command !== 'open-panel') return;
    // Chrome only: Firefox's sidebar has its own key.
    const sidePanel = browser.sidePanel;
    const target = tab?.windowId !== undefined ? { windowId: tab.windowId } : tab?.id !== undefined ? { tabId: tab.id } : undefined;
    if (sidePanel && target) sidePanel.open(target).catch(() => undefined);
  });

  // A worker woken by a page's message: the database opened and the settings read (both answered by the
  // browser, off this thread) while the engine builds its tables here, not one after the other once the
  // message is read. The first message then needs only its own judging.
  void db.open().catch(() => undefined);
  void settings().catch(() => undefined);
  boot.planned = warmEngine();
  if (import.meta.env.DEV) {
    boot.warmed = clock();
    (globalThis as { guardBoot?: typeof boot }).guardBoot = boot;
  }

  watchSettings((s) => void syncCustomSites(s));
  browser.runtime.onStartup?.addListener(() => void loadSettings().then(syncCustomSites));
});
