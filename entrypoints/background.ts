/**
 * The background worker: routes typed messages to the service, which keeps
 * every game in IndexedDB. Stateless between events by design — an MV3 worker
 * can be stopped at any moment.
 */
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { GuardService } from '@/lib/background/service';
import type { ChangedNotice, Request, RequestType, Requests, Response } from '@/lib/messaging';
import { isRequest } from '@/lib/messaging';
import { normalizeSettings } from '@/lib/settings';
import { GuardDB } from '@/lib/store/db';
import { syncCustomSites } from '@/lib/background/custom-sites';

interface BadgeApi {
  setBadgeText(d: { text: string; tabId?: number }): Promise<void>;
  setBadgeBackgroundColor(d: { color: string; tabId?: number }): Promise<void>;
}

export default defineBackground(() => {
  const db = new GuardDB();
  const service = new GuardService({
    db,
    settings: async () => normalizeSettings((await browser.storage.local.get('settings')).settings),
    notify(gameId) {
      const notice: ChangedNotice = { type: 'changed', gameId };
      // No page open is fine.
      browser.runtime.sendMessage(notice).catch(() => undefined);
    },
    badge(tabId, count) {
      // MV3 has `action`; Firefox's MV2 build has `browserAction`. A badge must never fail a batch.
      const action = (browser as unknown as { action?: BadgeApi; browserAction?: BadgeApi }).action ?? (browser as unknown as { browserAction?: BadgeApi }).browserAction;
      if (!action) return;
      const text = count ? String(count > 999 ? '999+' : count) : '';
      const details = tabId === null ? {} : { tabId };
      action.setBadgeText({ text, ...details }).catch(() => undefined);
      action.setBadgeBackgroundColor({ color: '#c62828', ...details }).catch(() => undefined);
    },
  });

  type Handler<K extends RequestType> = (req: Request<K>, sender: { tab?: { id?: number } }) => Promise<Requests[K]['res']>;
  const handlers: { [K in RequestType]: Handler<K> } = {
    async events(req, sender) {
      const tabId = sender.tab?.id;
      if (tabId === undefined) throw new Error('events must come from a tab');
      return service.ingest(tabId, req.batch);
    },
    async host(req) {
      await service.host(req.gameId, req.command);
      return { ok: true };
    },
    async 'new-game'(req) {
      return { gameId: await service.newGame(req) };
    },
    async 'active-game'(req) {
      const tabId = req.tabId ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
      if (tabId === undefined) return { gameId: null };
      return { gameId: (await service.gameOfTab(tabId))?.id ?? null };
    },
  };

  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    if (!isRequest(message) || !(message.type in handlers)) return undefined;
    const handler = handlers[message.type as RequestType] as Handler<RequestType>;
    return handler(message as Request, sender as { tab?: { id?: number } }).catch(
      (e: unknown): Response<RequestType> => ({ error: e instanceof Error ? e.message : String(e) }),
    );
  });

  browser.tabs.onRemoved.addListener((tabId) => {
    // The game stays in the log; it is just no longer bound to a tab.
    void db.games.where('tabId').equals(tabId).modify({ tabId: null });
  });

  // The toolbar button opens the side panel (Chrome); Firefox has its sidebar button.
  (browser as unknown as { sidePanel?: { setPanelBehavior(o: { openPanelOnActionClick: boolean }): Promise<void> } }).sidePanel
    ?.setPanelBehavior({ openPanelOnActionClick: false })
    .catch(() => undefined);

  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && changes.settings) void syncCustomSites(normalizeSettings(changes.settings.newValue));
  });
  browser.runtime.onStartup?.addListener(() => void browser.storage.local.get('settings').then((s) => syncCustomSites(normalizeSettings(s.settings))));
});
