import { describe, expect, it } from 'vitest';
import '../lib/detect';
import { alternativesForTest } from '../lib/detect/table';
import { normalize } from '../lib/text/normalize';
import { NW, W } from '../lib/text/pattern';
import { unitSafe } from '../lib/text/units';
import { sampleRawTexts } from './sample-texts';

const RUN = `${NW}+`;

describe('an expression that reads code units as code points', () => {
  it.each<[string, string, boolean]>([
    ['word and gap', `(?<!${W})ты(?:${RUN}${W}+){0,2}?${RUN}дурак`, true],
    ['run at the end', `(?<!${W})ну${RUN}`, true], // greedy, nothing after: taken whole
    ['punctuation and digits', `\\d{1,2}[:.]\\d{2}`, true],
    ['a run before punctuation', `да${RUN},`, true], // the comma is no surrogate: the run stops at a boundary
    ['a run before a look-ahead only', `да${RUN}(?!${W})`, false], // could stop between the halves of a pair
    ['a run before an optional word and the end', `да${RUN}(?:нет)?`, true],
    ['a lazy run', `да${NW}+?нет`, false],
    ['a counted window', '[^.!?\\n]{0,80}?да', false], // counts characters: a pair is one with u, two without
    ['any character', 'да.нет', false],
    ['a letter property', 'да\\p{L}*', false],
    ['an astral literal', 'ты🤡', false],
    ['a class with an astral range', '[\\u0400-\\uffff]', false],
    ['a back reference', '(да)\\1', false],
  ])('%s', (_name, source, want) => {
    expect(unitSafe(source, 'gu')).toBe(want);
  });

  it('is never claimed for a case-insensitive expression or one compiled without u', () => {
    expect(unitSafe('да', 'giu')).toBe(false);
    expect(unitSafe('да', 'g')).toBe(false);
  });

  it('every table alternative it is proved for matches the same at every word start, with emoji and astral letters about', () => {
    // Samples as written, and the same with pictographs and astral letters between and inside words.
    const raw = sampleRawTexts();
    const texts = [
      ...raw,
      ...raw.map((t) => t.replace(/ /g, ' 🤡 ')),
      ...raw.map((t) => t.replace(/ /g, '😀😀')),
      ...raw.map((t) => t.replace(/([а-я])([а-я])/g, '$1𝐀$2')),
      ...raw.map((t) => `🔥${t}🔥`),
    ].map((t) => normalize(t).text);
    const isW = (c: number) => new RegExp(W).test(String.fromCharCode(c));
    const starts = texts.map((t) => {
      const out: number[] = [];
      for (let i = 0; i < t.length; i++) if (isW(t.charCodeAt(i)) && (i === 0 || !isW(t.charCodeAt(i - 1)))) out.push(i);
      return out;
    });
    let proved = 0;
    let compared = 0;
    // Exactly what the engine runs: each alternative as compiled, and the same expression with `u`.
    for (const { re: without, withU } of alternativesForTest()) {
      if (without.flags.includes('u')) continue;
      proved++;
      texts.forEach((text, k) => {
        for (const pos of starts[k]!) {
          withU.lastIndex = without.lastIndex = pos;
          const a = withU.exec(text);
          const b = without.exec(text);
          if (a || b) {
            compared++;
            expect([b?.index, ...(b ?? [])], `${without.source.slice(0, 80)} at ${pos} of ${text}`).toEqual([a?.index, ...(a ?? [])]);
          }
        }
      });
    }
    expect(proved).toBeGreaterThan(400);
    expect(compared).toBeGreaterThan(4000);
  }, 120_000);
});
