import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../helpers/judge';
import { randomText, seeded } from '../../helpers/random';
import { detectForeign, longestRun } from '../../../lib/detect/families/foreign';

/**
 * detectForeign first counts the words that may be foreign and stops below
 * the minimum: it must find exactly what the full reading finds. Random text
 * of Russian, Latin, Ukrainian and other letters, apostrophes, invisible
 * characters (which join words when taken out), emoji and separators.
 */
const PIECES = [
  'я',
  'да',
  'ok',
  'gg',
  'hello',
  'world',
  'Є',
  'ї',
  "'",
  '’',
  'п’ять',
  'д',
  'x',
  'ω',
  '中文',
  'ʼ',
  '\u200B',
  '\u00AD',
  '\u3164',
  '😂',
  ' ',
  ' ',
  ' ',
  ',',
  '5',
  'ё',
  'Ё',
];

describe('foreign phrases: the count before the reading', () => {
  it('changes nothing on random text', () => {
    const rnd = seeded(11);
    let found = 0;
    for (let k = 0; k < 4000; k++) {
      const text = randomText(rnd, PIECES, 16);
      for (const minWords of [1, 2, 4]) {
        const full = /[A-Za-z\u00C0-\u03FF\u0500-\uD7FF\uE000-\uFFEF]|[іїєґІЇЄҐ]/.test(text) ? longestRun(text, { minWords }) : [];
        expect(detectForeign(text, { minWords }), JSON.stringify(text)).toEqual(full);
        found += full.length;
      }
    }
    expect(found).toBeGreaterThan(1000); // the random texts do hold foreign phrases
  });
});

/**
 * Issue 22: a foreign phrase about the game however short (2.6, point 2), in a
 * script nobody at the table reads from three words, in a script without
 * spaces by its letters, and in another language written in Russian letters;
 * what everyone understands stays allowed.
 */
describe('foreign phrases by what they say and how they are written', () => {
  it.each([
    'check nine tonight',
    'five black, vote him',
    'ok, vote for 5 guys',
    'אני השריף באמת',
    '六号是黑手党',
    'учинчи кызыл эмес',
    'бесинчи кара, дауыс бериңдер',
    'altı qara, yeddi qırmızı',
  ])('2.6: %s', (t) => {
    expect(rulesOf('online', t)).toContain('2.6');
  });
  it.each([
    'hello everyone',
    'good morning sheriff',
    'trust me bro',
    'vote 4',
    'привет, mafia guys, удачи',
    'рахмет, 7',
    'one more time',
    'gg wp',
  ])('clean: %s', (t) => {
    expect(rulesOf('online', t)).not.toContain('2.6');
  });
});
