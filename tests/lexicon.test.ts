import { describe, expect, it } from 'vitest';
import { lexiconSize, WordFact } from '../lib/text/lexicon';
import { normalize } from '../lib/text/normalize';
import { tokenize } from '../lib/text/tokens';

/** A fact that counts how often it is worked out, by word. */
function counted(): { fact: WordFact<number>; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const fact = new WordFact((w: string) => {
    calls.set(w, (calls.get(w) ?? 0) + 1);
    return w.length;
  });
  return { fact, calls };
}

describe('lexicon: a word is tested once, whatever message it is in', () => {
  it('works a fact out once per distinct word across messages', () => {
    const { fact, calls } = counted();
    for (const text of ['ты сегодня молчишь', 'Ты СЕГОДНЯ!!! молчишь?', 'молчишь ты']) {
      for (const tok of tokenize(normalize(text))) expect(fact.of(tok)).toBe(tok.t.length);
    }
    expect(Object.fromEntries(calls)).toEqual({ ты: 1, сегодня: 1, молчишь: 1 });
  });

  it('keeps each fact apart: two facts of one word are each worked out once', () => {
    const a = counted();
    const b = counted();
    const [tok] = tokenize(normalize('голосую'));
    a.fact.of(tok!);
    b.fact.of(tok!);
    a.fact.of(tok!);
    expect(b.fact.get('голосую')).toBe(7);
    expect([a.calls.get('голосую'), b.calls.get('голосую')]).toEqual([1, 1]);
  });

  it('does not keep long words: a hostile run of fresh words is not stored', () => {
    const { fact, calls } = counted();
    const long = 'а'.repeat(40);
    fact.get(long);
    fact.get(long);
    expect(calls.get(long)).toBe(2);
  });

  it('stays bounded however many distinct words pass through', () => {
    const { fact } = counted();
    for (let i = 0; i < 50_000; i++) expect(fact.get(`слово${i}`)).toBe(`слово${i}`.length);
    expect(lexiconSize()).toBeLessThanOrEqual(20_000);
    expect(lexiconSize()).toBeGreaterThan(0);
  });
});
