/**
 * Custom sites: the host adds a site by selectors in the options page, which
 * asks for that origin's permission; here the content script is registered
 * for the origins actually granted.
 */
import { browser } from 'wxt/browser';
import type { Settings } from '../settings';

const ID = 'custom-sites';

export async function syncCustomSites(settings: Settings): Promise<void> {
  const scripting = browser.scripting;
  if (!scripting?.registerContentScripts) return;
  const wanted = settings.customSites.map((s) => s.match);
  const granted: string[] = [];
  for (const origin of wanted) {
    if (await browser.permissions.contains({ origins: [origin] }).catch(() => false)) granted.push(origin);
  }
  try {
    await scripting.unregisterContentScripts({ ids: [ID] });
  } catch {
    // not registered yet
  }
  if (!granted.length) return;
  await scripting.registerContentScripts([
    { id: ID, matches: granted, js: ['content-scripts/content.js'], runAt: 'document_idle', persistAcrossSessions: true },
  ]);
}
