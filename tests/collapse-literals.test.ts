import { describe, expect, it } from 'vitest';
import { collapseLiterals, pattern } from '../lib/text/pattern';
import { normalize } from '../lib/text/normalize';

describe('doubled letters of a pattern collapse as the normalised text does', () => {
  it.each<[string, string]>([
    ['класс', 'клас'], // a doubled literal letter
    ['ссора', 'сора'],
    ['ёлка', 'елка'], // ё is written е
    ['еёж', 'еж'], // ё after е is the same letter
    ['Ссора', 'Сора'], // a capital compares as its lower case and stays; the repeat after it goes
    ['[сс]', '[сс]'], // inside a class letters are a set, not a sequence
    ['[^нн]+нн', '[^нн]+н'], // the class ends where `]` does
    ['\\нн', '\\н'], // an escape and the letter after it stay; the next letter compares with the escaped one
    ['а\\\\аа', 'а\\\\а'], // an escaped backslash, then two letters
    ['hello', 'hello'], // only Cyrillic letters collapse
    ['к\\', 'к\\'], // a trailing backslash is kept
    ['', ''],
  ])('%s → %s', (src, want) => {
    expect(collapseLiterals(src)).toBe(want);
  });

  it('a pattern matches the normalised form of the words it names', () => {
    const re = pattern('⟨(?:класс|ссора|ёлка)⟩');
    for (const word of ['класс', 'ссора', 'ёлка', 'КЛАСССС']) {
      re.lastIndex = 0;
      expect(re.test(normalize(word).text), word).toBe(true);
    }
  });
});
