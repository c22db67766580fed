/**
 * The game's voice channel as the host picked it in the side panel, per game
 * key (a Discord text channel): kept in extension storage, where the content
 * script reads it and hears of changes — no message route, and a reloaded
 * page keeps the pick.
 */
import { browser } from 'wxt/browser';

const KEY = 'voicePick';

type Picks = Record<string, string>;

function picksOf(v: unknown): Picks {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
  const out: Picks = {};
  for (const [k, id] of Object.entries(v)) if (typeof id === 'string' && /^\d{1,25}$/.test(id)) out[k.slice(0, 200)] = id;
  return out;
}

export async function loadVoicePick(gameKey: string | null): Promise<string | null> {
  if (!gameKey) return null;
  return picksOf((await browser.storage.local.get(KEY))[KEY])[gameKey] ?? null;
}

/** The host's pick for a game key; null goes back to choosing by the seated players. */
export async function saveVoicePick(gameKey: string, channelId: string | null): Promise<void> {
  const picks = picksOf((await browser.storage.local.get(KEY))[KEY]);
  if (channelId) picks[gameKey] = channelId;
  else delete picks[gameKey];
  await browser.storage.local.set({ [KEY]: picks });
}

/** Calls back with a game key's pick whenever it changes; returns the unsubscribe. */
export function watchVoicePick(gameKey: () => string | null, cb: (channelId: string | null) => void): () => void {
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    const change = changes[KEY];
    const key = gameKey();
    if (area === 'local' && change && key) cb(picksOf(change.newValue)[key] ?? null);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
