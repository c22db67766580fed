import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collapse } from '../../lib/text/normalize';

/**
 * The lexicons are reviewed data (lib/detect/lexicons): every list one entry
 * per line, sorted, without duplicates (also once doubled letters collapse and
 * ё reads е, as the text is read), each entry in the entries format, and
 * every line of a lexicon file at most 160 characters.
 */
const dir = join(__dirname, '../../lib/detect/lexicons');
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'entries.ts');

/** An entry: words of lower-case letters (Ukrainian і ї є ґ too: "україн…") or digits, a word may end in "…" (a beginning) or "+" (a verb's reflexive stem), "~N" gaps between words. */
const WORD = /^(?:~[1-9]|[a-zа-яіїєґ0-9]+(?:-[a-zа-яіїєґ0-9]+)*[…+]?)$/;

const lists = files.flatMap((file) => {
  const text = readFileSync(join(dir, file), 'utf8');
  return [...text.matchAll(/export const (\w+) = entries`\n([\s\S]*?)`/g)].map((m) => ({
    file,
    name: m[1]!,
    lines: m[2]!.split('\n').filter((l) => l.trim() !== ''),
  }));
});

describe('act lexicons', () => {
  it('are found', () => {
    expect(lists.length).toBeGreaterThan(10);
  });

  it.each(files)('%s: lines at most 160 characters', (file) => {
    const long = readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((l) => l.length > 160);
    expect(long).toEqual([]);
  });

  it.each(lists.map((l) => [`${l.file} ${l.name}`, l] as const))('%s: one well-formed entry per line, sorted, no duplicates', (_, list) => {
    const entries = list.lines.map((l) => l.trim());
    for (const line of list.lines) expect(line, `${list.name}: "${line}"`).toBe(`  ${line.trim()}`);
    for (const e of entries) {
      expect(e.includes('ё'), `${list.name}: "${e}" has ё`).toBe(false);
      expect(/\s{2,}/.test(e), `${list.name}: "${e}" has a double space`).toBe(false);
      for (const w of e.split(' ')) expect(WORD.test(w), `${list.name}: "${e}"`).toBe(true);
      expect(/^~|~[1-9]$/.test(e), `${list.name}: "${e}" starts or ends with a gap`).toBe(false);
    }
    expect(entries).toEqual([...entries].sort());
    const seen = new Set<string>();
    for (const e of entries) {
      const key = collapse(e);
      expect(seen.has(key), `${list.name}: duplicate "${e}"`).toBe(false);
      seen.add(key);
    }
  });
});
