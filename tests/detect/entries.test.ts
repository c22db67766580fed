import { describe, expect, it } from 'vitest';
import { entries, group, phrase } from '../../lib/detect/lexicons/entries';
import { pattern } from '../../lib/text/pattern';

/** The entries format of the lexicons (lib/detect/lexicons/entries.ts): what an entry is as a pattern. */
describe('entries', () => {
  it('reads one entry per line, trimmed, raw', () => {
    expect(entries`
      а
      б…
    `).toEqual(['а', 'б…']);
  });

  it.each([
    ['кс', 'кс⟩'],
    ['дот…', 'дот…'],
    ['на миде', 'на⟩~0миде⟩'],
    ['босс… ~1 добью', 'босс…~1добью⟩'],
    ['по-братски', 'по[- ]?братски⟩'],
    // A word opening with a digit is set apart from the size of the gap before it.
    ['где ~2 были ~2 8 лет', 'где⟩~2были⟩~2(?:8⟩)~0лет⟩'],
  ])('writes %s as the pattern %s', (entry, source) => {
    expect(phrase(entry)).toBe(source);
  });

  it.each([
    ['я в кс', true],
    ['кстати', false],
    ['играю в варзону', true],
  ])('a group of lists matches whole words and beginnings: %s', (text, found) => {
    const re = pattern(`⟨${group(['кс', 'дот…'], ['варзон…'])}`);
    expect(re.test(text)).toBe(found);
  });
});
