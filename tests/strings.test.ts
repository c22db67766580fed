import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, STRINGS, word, type StringKey } from '../lib/strings';

const ROOT = join(__dirname, '..');
const entries = Object.entries(STRINGS) as [StringKey, { ru: string; en: string }][];
const slots = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every source file that may use a key: the extension, its library and the scripts (the table itself left out). */
function sources(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && p !== join(ROOT, 'lib', 'strings.ts')) out.push(readFileSync(p, 'utf8'));
    }
  };
  for (const dir of ['components', 'entrypoints', 'lib', 'scripts']) walk(join(ROOT, dir));
  return out.join('\n');
}

/**
 * A key is used when it, or its tail after a prefix that a wrapper adds (protocolWords adds `protocol.`), is
 * quoted somewhere, or when a template builds keys under one of its prefixes (`penalty.${p}`).
 */
function used(src: string, key: string): boolean {
  const parts = key.split('.');
  return parts.some((_, i) => {
    const tail = parts.slice(i).join('.');
    return src.includes(`'${tail}'`) || src.includes(`"${tail}"`) || (i > 0 && src.includes('`' + parts.slice(0, i).join('.') + '.${'));
  });
}

describe('the one string table', () => {
  it.each(entries)('%s has both languages, with the same slots', (_key, e) => {
    expect(e.ru.trim()).not.toBe('');
    expect(e.en.trim()).not.toBe('');
    expect(slots(e.en)).toEqual(slots(e.ru));
  });

  it.each(entries.filter(([k]) => k.startsWith('count.')))('%s has three Russian forms and two English ones', (_key, e) => {
    expect(e.ru.split('|')).toHaveLength(3);
    expect(e.en.split('|')).toHaveLength(2);
  });

  it('has no key that nothing uses', () => {
    const src = sources();
    expect(entries.map(([k]) => k).filter((k) => !used(src, k))).toEqual([]);
  });

  it.each([
    ['foul', 1, 'ru', '1 фол'],
    ['foul', 3, 'ru', '3 фола'],
    ['foul', 11, 'ru', '11 фолов'],
    ['foul', 21, 'ru', '21 фол'],
    ['foul', 1, 'en', '1 foul'],
    ['foul', 2, 'en', '2 fouls'],
    ['game', 5, 'ru', '5 игр'],
    ['game', 0, 'en', '0 games'],
  ] as const)('count(%s, %i, %s) is %s', (key, n, lang, text) => {
    expect(count(key, n, lang)).toBe(text);
  });

  it('gives no text for a key built from data that is not in it', () => {
    expect(word('penalty.unknown' as StringKey, 'ru')).toBeUndefined();
  });
});
