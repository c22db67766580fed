import { describe, expect, it } from 'vitest';
import { sampleTexts } from './sample-texts';
import '../lib/detect';
import { tablesForTest } from '../lib/detect/table';
import { anchorsOf, splitAlternatives } from '../lib/text/anchors';
import { normalize } from '../lib/text/normalize';
import { anchorsFor, pattern } from '../lib/text/pattern';

describe('word-start anchors of a pattern', () => {
  it.each<[string, string[] | null]>([
    ['⟨клян…', ['клян']],
    ['⟨(?:по)?клян…', ['поклян', 'клян']], // an optional group: it and what follows, or what follows, opens the word
    ['⟨честн(?:о|ое)⟩~3кр|⟨(?:ты|вы)~2честно', ['честно', 'честное', 'ты', 'вы']],
    ['⟨че(?:с)?слово', ['чеслово']], // a group inside the word lengthens it ("чесслово" is collapsed)
    ['⟨(?:не)?чес(?:т)?н(?!ок)…', ['нечестн', 'нечесн', 'честн', 'чесн']],
    ['⟨по[- ]?(?:братски|дружески)', ['по']], // a class ends the beginning
    ['⟨(?:за|у)?еб…', ['заеб', 'уеб', 'еб']],
    ['⟨мо[йяе]~1друг', ['мо']],
    ['⟨ко?т', ['к']], // an optional letter ends the literal
    ['⟨0?[1-9]', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']],
    ['⟨отвеча(?:ю|ем)⟩(?!x)', ['отвечаю', 'отвечаем']],
    ['⟨(?:a|b)+c', ['a', 'b']], // a repeated group ends the beginning
    ['⟨балласт', ['баласт']], // collapsed like the text
    ['клян', null], // not at a word start: no anchor
    ['⟨\\d+~1(?:р|руб…)', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']], // a number opening a word: each digit
    ['⟨\\d?к', null], // an optional digit: no beginning is sure
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

describe('anchors of every table row', () => {
  it("every match of a row in the documents' examples and the corpus starts a word with one of its anchors", () => {
    const texts = sampleTexts();
    let matched = 0;
    for (const row of tablesForTest().flat()) {
      const anchors = anchorsFor(row.re);
      if (!anchors) continue;
      for (const text of texts) {
        row.re.lastIndex = 0;
        for (let m = row.re.exec(text); m; m = row.re.exec(text)) {
          if (m[0].length === 0) row.re.lastIndex++;
          matched++;
          expect(
            anchors.some((a) => text.startsWith(a, m!.index)),
            `${row.re.source.slice(0, 60)} at «${text.slice(m.index, m.index + 30)}»`,
          ).toBe(true);
        }
      }
      row.re.lastIndex = 0;
    }
    expect(matched).toBeGreaterThan(100);
  });
});

describe('alternatives a row is tried by', () => {
  it.each<[string, string[]]>([
    ['⟨a|⟨b~1c', ['⟨a', '⟨b~1c']],
    ['⟨(?:спорим|пари|на~1спор)⟩', ['⟨спорим⟩', '⟨пари⟩', '⟨на~1спор⟩']], // one group between zero-width parts
    ['(?<!x)⟨(?:a|b)(?!y)', ['(?<!x)⟨a(?!y)', '(?<!x)⟨b(?!y)']],
    ['⟨(?:a|b)~1c', ['⟨(?:a|b)~1c']], // more after the group: kept whole
    ['⟨(?:a|b)?⟩', ['⟨(?:a|b)?⟩']], // a quantified group: kept whole
    ['⟨(?:a|b)(?:c|d)', ['⟨(?:a|b)(?:c|d)']],
  ])('%s', (src, want) => {
    expect(splitAlternatives(src)).toEqual(want);
  });

  it('a compiled pattern splits like its source', () => {
    const re = pattern('⟨(?:спорим|пари|на~1спор)⟩');
    const parts = splitAlternatives(re.source);
    expect(parts).toHaveLength(3);
    for (const [text, k] of [
      ['ну спорим', 0],
      ['пари', 1],
      ['давай на спор', 2],
    ] as const) {
      const hits = parts.map((p) => new RegExp(p, 'u').test(normalize(text).text));
      expect(hits.indexOf(true)).toBe(k);
    }
  });
});
