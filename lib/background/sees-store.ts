/**
 * Keeps each tab's "what the extension sees" snapshot for the side panel, in
 * the extension's session storage: it outlives a stopped worker (nothing kept
 * in memory) and goes with the browser session. Storage is injected so the
 * logic runs in tests.
 */
import { parseSees, type SeesSnapshot } from '../sees';

export interface SeesStorage {
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

export const seesKey = (tabId: number) => `sees:${tabId}`;

/** Validates and stores a tab's snapshot; a malformed one is refused and changes nothing. */
export async function storeSees(storage: SeesStorage, tabId: number, raw: unknown): Promise<SeesSnapshot> {
  const sees = parseSees(raw);
  if (!sees) throw new Error('malformed snapshot');
  await storage.set({ [seesKey(tabId)]: { ...sees, tabId } });
  return sees;
}

export function dropSees(storage: SeesStorage, tabId: number): Promise<void> {
  return storage.remove(seesKey(tabId));
}
