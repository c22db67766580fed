/**
 * Whether a build is older than the sources it is made from, by modification
 * times: the demo rebuilds only then (a build takes seconds; the demo is run often).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the extension build is made from (relative to the project root). */
export const BUILD_INPUTS = [
  'entrypoints',
  'components',
  'lib',
  'public',
  'wxt.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function newest(path: string): { file: string; mtime: number } | null {
  let st;
  try {
    st = statSync(path);
  } catch {
    return null;
  }
  if (!st.isDirectory()) return { file: path, mtime: st.mtimeMs };
  let best: { file: string; mtime: number } | null = null;
  for (const name of readdirSync(path)) {
    const n = newest(join(path, name));
    if (n && (!best || n.mtime > best.mtime)) best = n;
  }
  return best;
}

/**
 * Why `outDir` must be rebuilt ("no build yet", "lib/x.ts changed since the last build"), or null when it is current.
 * The build's manifest is written last, so its time is the build's time.
 */
export function staleBecause(root: string, outDir: string, inputs: readonly string[] = BUILD_INPUTS): string | null {
  let built: number;
  try {
    built = statSync(join(outDir, 'manifest.json')).mtimeMs;
  } catch {
    return 'no build yet';
  }
  let latest: { file: string; mtime: number } | null = null;
  for (const input of inputs) {
    const n = newest(join(root, input));
    if (n && (!latest || n.mtime > latest.mtime)) latest = n;
  }
  return latest && latest.mtime > built ? `${relative(root, latest.file)} changed since the last build` : null;
}
