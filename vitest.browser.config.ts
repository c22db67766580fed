import { defineConfig } from 'vitest/config';

// Real-browser tests: Chromium with the development build (.output/chrome-mv3-dev, which reads the demo
// table), driven by playwright-core; the packaging tests also read the store build (.output/chrome-mv3).
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
