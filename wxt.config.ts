import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { sitesFor } from './lib/sites';

export default defineConfig({
  // Explicit imports only: auto-imports match names textually and once pulled the panel's data layer into the content script.
  imports: false,
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ browser, mode }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'ru',
    permissions: ['storage', 'unlimitedStorage', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    // `npm run build` / `zip` (production): the game sites only; `npm run build:dev` adds the demo table's hosts.
    host_permissions: sitesFor(mode),
    // Custom sites are asked for at run time, one origin at a time (options page).
    ...(browser === 'firefox'
      ? { optional_permissions: ['https://*/*', 'http://*/*'] }
      : { optional_host_permissions: ['https://*/*', 'http://*/*'] }),
    action: { default_title: '__MSG_extName__' },
    // A key for the panel: Firefox opens its sidebar itself; Chrome's worker opens the side panel (background.ts).
    commands:
      browser === 'firefox'
        ? { _execute_sidebar_action: { suggested_key: { default: 'Alt+Shift+M' }, description: '__MSG_cmdOpenPanel__' } }
        : { 'open-panel': { suggested_key: { default: 'Alt+Shift+M' }, description: '__MSG_cmdOpenPanel__' } },
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
