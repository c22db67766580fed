import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// Known game sites. Custom sites are asked for at run time (optional_host_permissions).
export const GAME_SITES = ['https://discord.com/*', 'https://*.polemicagame.com/*', 'https://polemicagame.com/*'];
export const DEMO_SITES = ['http://127.0.0.1/*', 'http://localhost/*'];

export default defineConfig({
  // Explicit imports only: auto-imports match names textually and once pulled the panel's data layer into the content script.
  imports: false,
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  hooks: {
    // The content script stays small: it talks to the worker through the native promise API
    // (lib/content/ext.ts), so it is built without webextension-polyfill, which the pages and worker use.
    'vite:build:extendConfig'(entrypoints, config) {
      if (!entrypoints.every((e) => e.type === 'content-script')) return;
      const alias = config.resolve?.alias;
      if (Array.isArray(alias)) config.resolve!.alias = alias.filter((a) => a.find !== 'wxt/browser');
      else if (alias && typeof alias === 'object') delete (alias as Record<string, string>)['wxt/browser'];
    },
  },
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'ru',
    permissions: ['storage', 'unlimitedStorage', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    host_permissions: [...GAME_SITES, ...DEMO_SITES],
    // Custom sites are asked for at run time, one origin at a time (options page).
    ...(browser === 'firefox' ? { optional_permissions: ['https://*/*', 'http://*/*'] } : { optional_host_permissions: ['https://*/*', 'http://*/*'] }),
    action: { default_title: '__MSG_extName__' },
    ...(browser === 'firefox'
      ? {
          sidebar_action: { default_panel: 'sidepanel.html', default_title: '__MSG_extName__' },
          browser_specific_settings: {
            gecko: { id: 'mafia-host-guard@example.org', strict_min_version: '142.0', data_collection_permissions: { required: ['none'] } },
          },
        }
      : {}),
  }),
});
