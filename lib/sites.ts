/**
 * The sites the extension reads, in one place: the manifest's host
 * permissions (wxt.config.ts) and the content script's matches both come from
 * here. Custom sites are not listed: their origins are asked for at run time.
 */

/** The real game sites: all the store build asks for. */
export const GAME_SITES = [
  'https://discord.com/*',
  'https://ptb.discord.com/*',
  'https://canary.discord.com/*',
  'https://*.polemicagame.com/*',
  'https://polemicagame.com/*',
];

/** The demo table served on this machine: only in the development / test build. */
export const DEMO_SITES = ['http://127.0.0.1/*', 'http://localhost/*'];

/** The development / test build: the game sites and the demo table. */
export const DEV_SITES = /* @__PURE__ */ GAME_SITES.concat(DEMO_SITES);

/**
 * What a build of this mode reads. (The content script writes the same test
 * inline on import.meta.env.MODE, which the bundler folds, so that the store
 * build does not even carry the demo's hosts.)
 */
export function sitesFor(mode: string): string[] {
  return mode === 'production' ? GAME_SITES : DEV_SITES;
}
