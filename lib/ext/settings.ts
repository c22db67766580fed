/**
 * The host's settings in extension storage, for every context (worker,
 * content script, pages), always read through normalizeSettings because what
 * is stored may be old or damaged.
 *
 * Hand-written over the polyfill rather than wxt/storage's defineItem: the
 * item would save about four lines here but adds 9 KB to the content script
 * (29 KB → 38 KB minified), and its `fallback` only covers a missing value,
 * not a partial or damaged one, so normalizeSettings stays either way.
 */
import { browser } from 'wxt/browser';
import { normalizeSettings, type Settings } from '../settings';

const KEY = 'settings';

export async function loadSettings(): Promise<Settings> {
  return normalizeSettings((await browser.storage.local.get(KEY))[KEY]);
}

export function saveSettings(s: Settings): Promise<void> {
  return browser.storage.local.set({ [KEY]: s });
}

/** Calls back with the new settings whenever any context saves them; returns the unsubscribe. */
export function watchSettings(cb: (s: Settings) => void): () => void {
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    const change = changes[KEY];
    if (area === 'local' && change) cb(normalizeSettings(change.newValue));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/**
 * Settings read once, then kept current by storage.onChanged: the worker
 * needs them for every batch, and a storage read per batch is a round trip to
 * the browser. Nothing is lost when the worker stops: the next one reads them
 * again. A change saved while the first read is under way wins over it.
 */
export function cachedSettings(): () => Promise<Settings> {
  let current: Promise<Settings> | null = null;
  watchSettings((s) => {
    current = Promise.resolve(s);
  });
  return () =>
    (current ??= loadSettings().catch((e: unknown) => {
      current = null;
      throw e;
    }));
}
