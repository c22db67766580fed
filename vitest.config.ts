import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit and component tests. Real-browser tests run with vitest.browser.config.ts.
export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
