import { describe, expect, it } from 'vitest';
import { randomText, seeded } from './helpers/random';
import { letterRunEnd } from '../lib/text/letters';

/** Words as the flood check reads them: every run letterRunEnd finds, in order. */
function runs(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length;) {
    const end = letterRunEnd(text, i);
    if (end === i) i++;
    else {
      out.push(text.slice(i, end));
      i = end;
    }
  }
  return out;
}

const byProperty = (text: string) => text.match(/\p{L}+/gu) ?? [];

/**
 * Letters of every kind the table and the fallback tell apart: Latin, Cyrillic
 * (with its signs and combining marks, which are not letters), Latin-1 and
 * modifier letters next to modifier symbols, other scripts, astral letters,
 * emoji, lone surrogates.
 */
const ALPHABET = [
  'a',
  'Z',
  'ы',
  'Ё',
  'ѣ',
  '\u0482',
  '\u0483',
  '\u0301',
  'ª',
  'µ',
  '×',
  'ß',
  'Ǆ',
  'ʰ',
  '˂',
  'ˆ',
  'ͅ',
  'ω',
  'ऑ',
  '्',
  '中',
  '𝐀',
  '😂',
  '🌞',
  '\uD835',
  '\uDC00',
  ' ',
  '1',
  '.',
  '-',
  '\u200B',
];

describe('letter runs of the flood check', () => {
  it('are what \\p{L}+ matches, on random text', () => {
    const rnd = seeded(7);
    for (let k = 0; k < 3000; k++) {
      const text = randomText(rnd, ALPHABET, 12);
      expect(runs(text), JSON.stringify(text)).toEqual(byProperty(text));
    }
  });

  it('every code unit below the table’s end reads as the property says', () => {
    for (let c = 0; c < 0x600; c++) {
      const ch = String.fromCharCode(c);
      expect(runs(`.${ch}.`)).toEqual(byProperty(`.${ch}.`));
    }
  });
});
