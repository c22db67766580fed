/**
 * What the worker does for each request, on the service. The router
 * (router.ts) has already checked the sender and the payload.
 */
import type { GuardService } from './service';
import { storeSees, type SeesStorage } from './sees-store';
import type { Handlers } from './router';

export function serviceHandlers(
  service: GuardService,
  activeTabId: () => Promise<number | undefined>,
  sees?: () => SeesStorage,
  /** A tab's page sent events (the worker keeps itself awake while a game is read: keepalive.ts). */
  live?: (tabId: number) => void,
): Handlers {
  return {
    async events(req, from) {
      if (from.tabId === undefined) throw new Error('events must come from a tab');
      live?.(from.tabId);
      return service.ingest(from.tabId, req.batch);
    },
    async host(req) {
      await service.host(req.gameId, req.command);
      return { ok: true };
    },
    async 'new-game'(req) {
      return { gameId: await service.newGame(req) };
    },
    async sees(req, from) {
      if (from.tabId === undefined) throw new Error('sees must come from a tab');
      if (!sees) throw new Error('no storage for the page view');
      await storeSees(sees(), from.tabId, req.sees);
      return { ok: true };
    },
    async 'delete-game'(req) {
      await service.deleteGame(req.gameId);
      return { ok: true };
    },
    async import(req) {
      return { gameId: await service.importGame(req.text) };
    },
    async 'player-records'(req) {
      return { records: await service.playerRecords(req) };
    },
    async 'active-game'(req) {
      const tabId = req.tabId ?? (await activeTabId());
      if (tabId === undefined) return { gameId: null };
      return { gameId: (await service.gameOfTab(tabId))?.id ?? null };
    },
  };
}
