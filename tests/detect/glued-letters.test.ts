import { describe, expect, it } from 'vitest';
import { detectText } from '../../lib/detect';
import { normalize } from '../../lib/text/normalize';

/**
 * A letter of another script glued to a word ("ʼсука", "死клянусь") used to
 * make one token with it, and the detectors that read words, or open a
 * pattern's word at a token's start, saw no forbidden word. A token now holds
 * letters of the patterns' scripts or other letters, never both.
 */
describe('a letter of another script glued to a word', () => {
  it.each<[string, string[]]>([
    ['ʼсука', ['ʼ', 'сука']], // modifier apostrophe (Ukrainian keyboards type it)
    ['死сука', ['死', 'сука']],
    ['дурак死', ['дурак', '死']],
    ['ա клянусь', ['ա', 'клянусь']],
    ['աклянусь', ['ա', 'клянусь']],
    ['мʼясо', ['м', 'ʼ', 'ясо']],
    ['сука', ['сука']],
  ])('%s → tokens %j', (text, want) => {
    expect(normalize(text).tokens.map((t) => t.t)).toEqual(want);
  });

  const kinds = (text: string) => detectText(text).findings.map((f) => `${f.kind}:${f.fragment}`);

  it.each<[string, string]>([
    ['ʼсука', 'profanity:сука'],
    ['死сука', 'profanity:сука'],
    ['ты ʼдурак', 'insult:дурак'],
    ['ты дурак死', 'insult:дурак'], // the fragment is the word, not the word and the glued letter
    ['ʼклянусь мамой', 'oath:клянусь'],
    ['աклянусь', 'oath:клянусь'],
    ['ʼзуб даю он мафия', 'oath:зуб даю'],
    ['ʼотвечаю он красный', 'oath:отвечаю'], // a table row: its anchor opens the pattern's word after the ʼ
  ])('%s is still %s', (text, want) => {
    expect(kinds(text)).toContain(want);
  });

  it.each(['ʼпривет всем', 'мʼясо', 'пʼять хвилин', '死 ну и игра', 'ты ʼмолодец'])('%s stays clean', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
