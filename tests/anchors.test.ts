import { describe, expect, it } from 'vitest';
import { anchorsOf } from '../lib/text/anchors';
import { normalize } from '../lib/text/normalize';
import { pattern } from '../lib/text/pattern';

describe('word-start anchors of a pattern', () => {
  it.each<[string, string[] | null]>([
    ['⟨клян…', ['клян']],
    ['⟨(?:по)?клян…', ['по', 'клян']], // an optional group: it or what follows opens the word
    ['⟨честн(?:о|ое)⟩~3кр|⟨(?:ты|вы)~2честно', ['честн', 'ты', 'вы']],
    ['⟨мо[йяе]~1друг', ['мо']],
    ['⟨ко?т', ['к']], // an optional letter ends the literal
    ['⟨0?[1-9]', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']],
    ['⟨отвеча(?:ю|ем)⟩(?!x)', ['отвеча']],
    ['⟨балласт', ['баласт']], // collapsed like the text
    ['клян', null], // not at a word start: no anchor
    ['⟨\\d+', null],
    ['⟨(?:a|b)?', null],
  ])('%s', (src, want) => {
    const got = anchorsOf(src);
    expect(got === null ? null : [...got].sort()).toEqual(want === null ? null : [...want].sort());
  });

  it('every match starts a word with one of the anchors', () => {
    const src = '⟨(?:не~1)?(?:верит|верю)~1в~1(?:бога|аллаха)';
    const re = pattern(src);
    const anchors = anchorsOf(src)!;
    for (const raw of ['он не верит в бога', 'я верю в аллаха', 'верит в бога']) {
      const text = normalize(raw).text;
      re.lastIndex = 0;
      const m = re.exec(text)!;
      expect(anchors.some((a) => text.slice(m.index).startsWith(a))).toBe(true);
    }
  });
});
