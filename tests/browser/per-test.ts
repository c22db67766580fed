/**
 * A fresh browser with the extension for each test of a file, the dialog log
 * emptied first. Apart from harness.ts, which the bench and screenshot
 * scripts import outside the test runner.
 */
import { afterEach, beforeEach } from 'vitest';
import { dialogs, launch, type Harness } from './harness';

/** Registers the hooks; `use` receives each test's harness as it starts. */
export function browserPerTest(use: (h: Harness) => void): void {
  let current: Harness | undefined;
  beforeEach(async () => {
    dialogs.length = 0;
    current = await launch();
    use(current);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
}
