import { describe, expect, it } from 'vitest';
import { forgetWords, lexiconSize, WordFact } from '../lib/text/lexicon';
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
    for (const text of ['голосую', 'голосую!']) {
      const [tok] = tokenize(normalize(text));
      a.fact.of(tok!);
      b.fact.of(tok!);
    }
    expect([a.calls.get('голосую'), b.calls.get('голосую')]).toEqual([1, 1]);
  });

  it('does not keep long words: a hostile run of fresh words is not stored', () => {
    const { fact, calls } = counted();
    const long = 'абвгдежзийклмнопрстуфхцчшщ'; // 26 letters
    for (const text of [long, `${long}!`]) for (const tok of tokenize(normalize(text))) fact.of(tok);
    expect(calls.get(long)).toBe(2);
  });

  /** `count` distinct made-up words ("бвгд…"), one message. */
  const distinctWords = (count: number, from: number) =>
    Array.from({ length: count }, (_, i) => {
      let n = from + i;
      let w = 'ж';
      for (let k = 0; k < 4; k++, n = Math.floor(n / 20)) w += 'бвгдзклмнпрстфхцчшщя'[n % 20];
      return w;
    }).join(' ');

  it("past a message's first 2,000 characters, looks words up but never adds them", () => {
    const { fact, calls } = counted();
    forgetWords();
    const early = distinctWords(300, 0); // some 1,800 characters
    const late = distinctWords(300, 300);
    const tokens = tokenize(normalize(`${early} ${late} ${early} ${late}`));
    for (const tok of tokens) expect(fact.of(tok)).toBe(tok.t.length);
    const size = lexiconSize();
    const first = new Set(tokens.filter((t) => t.s < 2000).map((t) => t.t));
    expect(size).toBe(first.size); // only words met within the reach were added
    // A word met within the reach is worked out once however often it comes back; one met only past it, every time.
    for (const tok of tokens) expect(calls.get(tok.t), tok.t).toBe(first.has(tok.t) ? 1 : tokens.filter((t) => t.t === tok.t).length);
  });

  it('stays bounded however many distinct words pass through', () => {
    const { fact } = counted();
    for (let m = 0; m < 2000; m++) for (const tok of tokenize(normalize(distinctWords(50, m * 50)))) fact.of(tok);
    expect(lexiconSize()).toBeLessThanOrEqual(20_000);
    expect(lexiconSize()).toBeGreaterThan(0);
  });
});
