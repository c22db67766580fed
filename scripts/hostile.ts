/**
 * Hostile messages for the linear-work test and the bench. Each maker returns
 * a string of about `n` UTF-16 units; `variant` makes a different text of the
 * same kind, so that nothing keyed on the text (a cache, V8's compiled
 * expressions) can hide the cost: the bench times a fresh variant every run.
 */
import { Engine } from '../lib/engine/engine';

/** Milliseconds of the whole engine checking one message, once. */
export function timeMessage(text: string, engine = freshEngine()): number {
  const t = performance.now();
  engine.feed({ type: 'message', player: '1', text });
  return performance.now() - t;
}

/**
 * CPU milliseconds of this process while the whole engine checks one message:
 * on a shared machine a wall clock also counts other processes' turns.
 */
export function cpuMessage(text: string, engine = freshEngine()): number {
  const c = process.cpuUsage();
  engine.feed({ type: 'message', player: '1', text });
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
}

export function freshEngine(): Engine {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  return e;
}

const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

const CYR = 'абвгдежзийклмнопрстуфхцчшщыэюя';
/** A pseudo-random generator per variant: the same (n, variant) always gives the same text. */
function letters(variant: number): () => string {
  let s = (variant * 2654435761 + 12345) >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return CYR[s % CYR.length]!;
  };
}

/** A word-ish unit repeated, with the variant's number in front: distinct texts of one shape. */
const repeated =
  (unit: string) =>
  (n: number, variant = 0) =>
    fill(`${variant} ${fill(unit, n)}`, n);

/** Words built letter by letter: every word of the message new. */
function distinct(n: number, variant: number, word: (l: () => string) => string): string {
  const l = letters(variant);
  let out = '';
  while (out.length < n) out += word(l) + ' ';
  return out.slice(0, n);
}

export const HOSTILE: Record<string, (n: number, variant?: number) => string> = {
  'spaced letters': repeated('к л я н у с ь '),
  'spaced Latin letters': repeated('k l y a n u s ь f u c k '),
  'dotted letters': repeated('х.у.й.'),
  'look-alike soup': repeated('cyкa6ля0x3pь '),
  'one letter repeated': (n, v = 0) => fill(CYR[v % CYR.length]!, n),
  'one word, no spaces': repeated('клян'),
  'emoji run': repeated('🤡'),
  'zero-width soup': repeated('к\u200Bл\u200Dя'),
  masks: repeated('с*к* '),
  'distinct masked words': (n, v = 0) => distinct(n, v, (l) => `${l()}*${l()}*${l()}${l()}`),
  'distinct words': (n, v = 0) => distinct(n, v, (l) => l() + l() + l() + l() + l()),
  'words and gaps': repeated('если после игры ты мне '),
  'host-appeal chain': repeated('ведущ дал значит '),
  'bot-DM chain': repeated('мне бот в лс написал что '),
  'host-appeal chain, colour at the end': (n, v = 0) => fill(`${v} ведущ дал значит `, n - 8) + ' красный',
  'common words: не': repeated('не '),
  'common words: ты': repeated('ты '),
  'common words: в 5': repeated('в 5 '),
  'common words: я мы': repeated('я мы '),
  'common words: ты 🤡': repeated('ты 🤡 '),
  'mixed scripts': repeated('fuck блять 死 ∑ '),
  digits: repeated('0123456789 '),
  'html payload': repeated('<img src=x onerror=alert(1)>'),
};
