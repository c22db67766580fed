import { describe, expect, it } from 'vitest';
import { detectText, detectUngatedForTest } from '../../lib/detect';
import { normalize } from '../../lib/text/normalize';
import { WordClasses } from '../../lib/detect/gate';
import { oathWord } from '../../lib/detect/families/oaths';
import { insultWord } from '../../lib/detect/families/insults';
import { profanityWord } from '../../lib/detect/families/profanity';
import { hostWord } from '../../lib/detect/families/host-address';
import { HOSTILE } from '../../scripts/hostile';
import { sampleRawTexts } from '../sample-texts';

/**
 * Gates only skip work: a detector is not called for a message that triggers
 * none of its tables' rows or holds none of its words, and what it would
 * have found there is nothing. So every message must come out exactly as it
 * does with every detector run.
 */
const shown = (text: string, gated: boolean) =>
  (gated ? detectText(text) : detectUngatedForTest(text)).findings.map((f) => `${f.kind}:${f.start}-${f.end}:${f.fragment}:${f.reason}`);

/** The message as players disguise it: shouted, spaced out, glued to a letter of another script, stretched. */
const disguises = (t: string): string[] => [
  t,
  t.toUpperCase(),
  t.replace(/[а-яё]{3,}/giu, (w) => [...w].join(' ')),
  t.replace(/(^|\s)([а-яё])/giu, '$1ʼ$2'),
  t.replace(/([аеоуяи])/giu, '$1$1$1'),
];

describe('gated detection finds what every detector run on every message finds', () => {
  it('on the documents, the paraphrase corpus and their disguises', () => {
    let differ = 0;
    for (const text of sampleRawTexts()) {
      for (const t of disguises(text)) {
        const want = shown(t, false);
        const got = shown(t, true);
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          differ++;
          expect(got, t).toEqual(want);
        }
      }
    }
    expect(differ).toBe(0);
  });

  it.each(Object.keys(HOSTILE))('on a hostile message: %s (3 KB, past the lexicon’s reach)', (kind) => {
    const text = HOSTILE[kind]!(3000, 1);
    expect(shown(text, true)).toEqual(shown(text, false));
  });
});

describe('word gates', () => {
  const GATED = { oath: oathWord, insult: insultWord, profanity: profanityWord, host: hostWord };
  const classes = new WordClasses(Object.values(GATED));
  const names = Object.keys(GATED);
  const open = (text: string) => {
    const bits = classes.of(normalize(text));
    return names.filter((_, k) => bits & (1 << k));
  };

  it.each<[string, string[]]>([
    ['привет всем, я за пятого', []],
    ['клянусь', ['oath']],
    ['отвечаю', ['oath']], // read by the verb reading: a pledge or a reply by what is around it
    ['честное слово', ['oath']],
    ['к л я н у с ь', ['oath']],
    ['сука', ['insult', 'profanity']], // also an insult stem
    ['с у к а', ['insult', 'profanity']],
    ['ты дурак', ['insult']],
    ['д у р а к', ['insult']],
    ['ведущий', ['host']],
    ['@ведущая', ['host']],
    ['ведущий, ты дурак, клянусь', ['oath', 'insult', 'host']],
  ])('%s opens %j', (text, want) => {
    expect(open(text)).toEqual(want);
  });

  it('opens every gate for a message longer than the lexicon’s reach', () => {
    expect(open('привет '.repeat(400))).toEqual(names);
  });
});
