import { defineConfig } from 'vitest/config';

// Real-browser tests: Chromium with the built extension (.output/chrome-mv3), driven by playwright-core.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
