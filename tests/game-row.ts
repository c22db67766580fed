import type { GameRow } from '../lib/store/db';

/** The demo table's stored game with `state` (from a replay), for tests that list, export or print a game. */
export function demoGameRow(state: GameRow['state']): GameRow & { id: number } {
  return {
    id: 1,
    tabId: 1,
    site: 'demo',
    url: 'http://127.0.0.1/',
    title: 'Стол',
    ruleSet: 'online',
    startedAt: 0,
    updatedAt: 0,
    state,
    pages: {},
  };
}
