import { Engine } from '../lib/engine/engine';

/** The best of `runs` timings (ms) of the whole engine checking one message. */
export function timeMessage(text: string, runs = 3): number {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    e.feed({ type: 'message', player: '1', text });
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/** Hostile messages for the linear-time test and the bench: each maker returns a string of about `n` UTF-16 units. */
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

export const HOSTILE: Record<string, (n: number) => string> = {
  'spaced letters': (n) => fill('к л я н у с ь ', n),
  'dotted letters': (n) => fill('х.у.й.', n),
  'look-alike soup': (n) => fill('cyкa6ля0x3pь ', n),
  'one letter repeated': (n) => fill('а', n),
  'one word, no spaces': (n) => fill('клян', n),
  'emoji run': (n) => fill('🤡', n),
  'zero-width soup': (n) => fill('к\u200Bл\u200Dя', n),
  'masks': (n) => fill('с*к* ', n),
  'words and gaps': (n) => fill('если после игры ты мне ', n),
  'mixed scripts': (n) => fill('fuck блять 死 ∑ ', n),
  'digits': (n) => fill('0123456789 ', n),
  'html payload': (n) => fill('<img src=x onerror=alert(1)>', n),
};
