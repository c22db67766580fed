import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// Known game sites. Custom sites are asked for at run time (optional_host_permissions).
export const GAME_SITES = ['https://discord.com/*', 'https://*.polemicagame.com/*', 'https://polemicagame.com/*'];
export const DEMO_SITES = ['http://127.0.0.1/*', 'http://localhost/*'];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'ru',
    permissions: ['storage', 'unlimitedStorage', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    host_permissions: [...GAME_SITES, ...DEMO_SITES],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    action: { default_title: '__MSG_extName__' },
    ...(browser === 'firefox'
      ? {
          sidebar_action: { default_panel: 'sidepanel.html', default_title: '__MSG_extName__' },
          browser_specific_settings: { gecko: { id: 'mafia-host-guard@example.org', strict_min_version: '115.0' } },
        }
      : {}),
  }),
});
