/** Chooses the adapter for a page. */
import { customAdapter } from '../adapters/custom';
import { demoAdapter } from '../adapters/demo';
import { discordAdapter } from '../adapters/discord';
import { polemicaAdapter } from '../adapters/polemica';
import type { Adapter } from '../adapters/types';
import type { Settings } from '../settings';

/** "https://*.example.com/*" → does it cover this URL? */
export function matchPattern(pattern: string, url: URL): boolean {
  const m = /^(\*|https?):\/\/([^/]+)(\/.*)?$/.exec(pattern.trim());
  if (!m) return false;
  const [, scheme, host, path = '/*'] = m;
  if (scheme !== '*' && `${scheme}:` !== url.protocol) return false;
  const h = (host ?? '').replace(/:\d+$/, '');
  if (h !== '*' && !(h.startsWith('*.') ? url.hostname === h.slice(2) || url.hostname.endsWith(h.slice(1)) : url.hostname === h))
    return false;
  const re = new RegExp(
    '^' +
      path
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );
  return re.test(url.pathname + url.search);
}

export function pickAdapter(loc: URL, doc: Document, settings: Settings): Adapter | null {
  if (loc.hostname === 'discord.com' || loc.hostname === 'ptb.discord.com' || loc.hostname === 'canary.discord.com')
    return discordAdapter(settings.discordTriggers);
  if (loc.hostname === 'polemicagame.com' || loc.hostname.endsWith('.polemicagame.com')) return polemicaAdapter(settings.polemica);
  const custom = settings.customSites.find((s) => matchPattern(s.match, loc));
  if (custom) return customAdapter(custom);
  if (doc.getElementById('mafia-table')) return demoAdapter;
  return null;
}
