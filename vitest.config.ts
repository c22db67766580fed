import { availableParallelism } from 'node:os';
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
    // A guard against a hang, never a speed check: the corpus-wide tests take 2–3 s on a quiet machine and
    // over 30 s on a shared one with other sessions' tests running.
    testTimeout: 120_000,
    // Vitest's default leaves a core free (one worker on two cores): the suite ran file after file. Two
    // workers on two cores took the families' tests from 56 s to 39 s.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
