import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleBecause } from '../scripts/stale';

// Times are set explicitly (utimes), never read from the clock.
const T = new Date('2026-01-01T00:00:00Z').getTime() / 1000;
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function project(build: number | null, sources: Record<string, number>) {
  dir = mkdtempSync(join(tmpdir(), 'stale-'));
  for (const [file, t] of Object.entries(sources)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), 'x');
    utimesSync(join(dir, file), T + t, T + t);
  }
  if (build !== null) {
    mkdirSync(join(dir, 'out'), { recursive: true });
    writeFileSync(join(dir, 'out', 'manifest.json'), '{}');
    utimesSync(join(dir, 'out', 'manifest.json'), T + build, T + build);
  }
  return staleBecause(dir, join(dir, 'out'), ['lib', 'entrypoints', 'package.json']);
}

describe('build staleness', () => {
  it('no build at all', () => {
    expect(project(null, { 'lib/a.ts': 0 })).toBe('no build yet');
  });
  it('a build newer than every source is current', () => {
    expect(project(100, { 'lib/a.ts': 10, 'lib/deep/b.ts': 50, 'package.json': 5 })).toBeNull();
  });
  it('names the source changed since the build, however deep', () => {
    expect(project(100, { 'lib/a.ts': 10, 'lib/deep/b.ts': 150, 'entrypoints/c.ts': 120 })).toBe(
      `${join('lib', 'deep', 'b.ts')} changed since the last build`,
    );
  });
  it('a changed package file counts', () => {
    expect(project(100, { 'lib/a.ts': 10, 'package.json': 101 })).toBe('package.json changed since the last build');
  });
  it('missing inputs are ignored', () => {
    expect(project(100, { 'lib/a.ts': 10 })).toBeNull();
  });
});
