import { describe, expect, it } from 'vitest';
import { sampleTexts } from './sample-texts';
import '../lib/detect';
import { tablesForTest } from '../lib/detect/table';
import { needsOf, type Need } from '../lib/text/anchors';
import { needsFor } from '../lib/text/pattern';
import { WordTests } from '../lib/text/words';

/** Whether a need holds for a message's words (runs of the patterns' word characters). */
function holds(need: Need, words: string[]): boolean {
  if (need === true) return true;
  if ('word' in need) return words.some((w) => (need.whole ? w === need.word : w.startsWith(need.word)));
  if ('and' in need) return need.and.every((x) => holds(x, words));
  return need.or.some((x) => holds(x, words));
}
const wordsOf = (text: string) => text.match(/[a-z\u00df-\u024f\u0370-\u03ff\u0400-\u052f\d*]+/g) ?? [];
const show = (need: Need): string =>
  need === true
    ? 'true'
    : 'word' in need
      ? need.word + (need.whole ? '$' : '…')
      : `${'and' in need ? 'and' : 'or'}(${('and' in need ? need.and : need.or).map(show).join(' ')})`;

describe('what a pattern needs of a message', () => {
  it.each<[string, string]>([
    ['⟨клян…', 'клян…'],
    ['⟨ты~2дурак⟩', 'and(ты… дурак$)'],
    // an optional group at a word start: it opens the word and the rest follows, or the rest opens it
    ['⟨(?:ты|вы)~2(?:что~1)?(?:пьян…|бух)', 'and(or(ты… вы…) or(and(что… or(пьян… бух…)) пьян… бух…))'],
    ['⟨(?:по)?клян…~1я', 'or(and(по… я…) and(клян… я…))'],
    ['⟨ставлю~1(?:\\d+~1)?руб…', 'and(ставлю… руб…)'], // a word start survives an optional group ending in a gap
    ['⟨ведущ…⟩(?=([^.]{0,80}?⟨дал))\\1', 'and(ведущ… дал…)'], // what a lookahead sees must be there
    ['⟨мо[йяе]~1друг', 'and(мо… друг…)'],
    ['⟨а[- ]?б', 'а…'], // after a class nothing is known to open a word
    ['клян', 'true'],
    ['⟨(?:a|b)?x', 'or(a… b… x…)'],
    ['⟨(?:a|b)*x', 'true'],
  ])('%s', (src, want) => {
    expect(show(needsOf(src))).toBe(want);
  });

  it("holds for every message a table row matches: the documents' examples and the corpus", () => {
    const rows = tablesForTest().flat();
    const texts = sampleTexts();
    let matched = 0;
    for (const row of rows) {
      for (const re of [row.re, ...(row.requires ? [row.requires].flat() : []), ...(row.unless ? [row.unless] : [])]) {
        const need = needsFor(re);
        for (const text of texts) {
          re.lastIndex = 0;
          if (!re.test(text)) continue;
          matched++;
          expect(holds(need, wordsOf(text)), `${re.source.slice(0, 80)} on «${text}»`).toBe(true);
        }
        re.lastIndex = 0;
      }
    }
    expect(matched).toBeGreaterThan(50);
  });
});

describe('whole-word tests run only on words with their beginnings', () => {
  const tests = new WordTests([/^(?:по)?клян(?:усь|у)$/, /^(?:дурак.*|идиот.*)$/, /пизд/]);
  it.each<[string, number]>([
    ['клянусь', 0],
    ['поклянусь', 0],
    ['дураки', 1],
    ['идиот', 1],
    ['распиздяй', 2], // an expression whose alternatives do not open the word runs on every word
    ['клятва', -1],
    ['друг', -1],
  ])('%s', (word, want) => {
    expect(tests.first(word)).toBe(want);
  });
});
