import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../lib/detect';
import '../lib/engine/engine';
import { wordListsForTest } from '../lib/text/wordlist';

/**
 * The reviewed word lists (lib/detect/lexicons/): one entry per line, sorted
 * by code unit, no duplicates, no blank or padded lines, at most 160
 * characters a line; every list file is loaded by the detectors.
 */
const dir = new URL('../lib/detect/lexicons/', import.meta.url);
// Lists declared with wordList(); the folder may hold lists of other helpers' shapes too.
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && readFileSync(new URL(f, dir), 'utf8').includes('wordList('));
const lists = [...wordListsForTest()];

describe('word lists', () => {
  it('are all loaded by the detectors', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(lists.length).toBeGreaterThanOrEqual(files.length);
  });

  it.each(lists)('%s is one sorted entry per line, without duplicates', (_name, { text, entries }) => {
    const lines = text.replace(/^\n/, '').replace(/\n$/, '').split('\n');
    expect(lines).toEqual(entries);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(160);
      expect(line).toBe(line.trim());
      expect(line).not.toBe('');
    }
    const sorted = [...entries].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(entries).toEqual(sorted);
    expect(new Set(entries).size).toBe(entries.length);
  });
});
