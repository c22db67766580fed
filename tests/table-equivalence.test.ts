import { describe, expect, it } from 'vitest';
import '../lib/detect';
import { finding, runTable, tablesForTest, type Row } from '../lib/detect/table';
import type { Finding } from '../lib/detect/types';
import { normalize, type Normalized } from '../lib/text/normalize';
import { sampleRawTexts } from './sample-texts';

/**
 * What a table finds, the slow way: every row's whole expression run over the
 * whole text, as the tables were run before their rows were split, anchored
 * and triggered. The machinery may only make this cheaper, never different.
 */
function reference(rows: readonly Row[], n: Normalized): Finding[] {
  const out: Finding[] = [];
  const text = n.text;
  const test = (re: RegExp, s: string) => {
    re.lastIndex = 0;
    const r = re.test(s);
    re.lastIndex = 0;
    return r;
  };
  for (const row of rows) {
    const requires = row.requires ? [row.requires].flat() : [];
    if (!requires.every((re) => test(re, text))) continue;
    if (row.unless && test(row.unless, text)) continue;
    const re = new RegExp(row.re.source, row.re.flags.includes('g') ? row.re.flags : row.re.flags + 'g');
    let hits = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      let s = m.index;
      let e = s + m[0].length;
      if (row.group && m[row.group] !== undefined) {
        s += m[0].indexOf(m[row.group]!);
        e = s + m[row.group]!.length;
      }
      if (row.unlessAround) {
        const w = row.window ?? 40;
        if (test(row.unlessAround, text.slice(Math.max(0, m.index - w), Math.min(text.length, m.index + m[0].length + w)))) continue;
      }
      // The act layer's reading of the match (act.ts), as the table applies it.
      let kind = row.kind;
      let reason = row.reason;
      if (row.judge) {
        const j = row.judge(n, m.index, m.index + m[0].length);
        if (j === null) continue;
        if (typeof j === 'string') kind = j;
        else ({ kind, reason } = j);
      }
      const f = finding(n, kind, s, e, reason);
      if (row.confidence) f.confidence = row.confidence;
      out.push(f);
      if (++hits >= 8) break;
    }
  }
  return out;
}

describe("a table finds what its rows' whole expressions find", () => {
  it('on the corpus, and on it with letters of other scripts glued to words', () => {
    const raw = sampleRawTexts();
    // A letter the patterns do not know, glued before or after a word, or in a word: a token then holds
    // more than a word of the patterns, where the anchors must still open the pattern's word.
    const glued = (t: string, mark: string, k: number) =>
      t.replace(/[а-яё]+/gi, (w, at: number) => ((at + k) % 3 === 0 ? mark + w : (at + k) % 3 === 1 ? w + mark : w));
    const marks = ['ʼ', '死', 'ա'];
    const texts = [...raw, ...raw.filter((_, k) => k % 2 === 0).map((t, k) => glued(t, marks[k % 3]!, k))];
    const tables = tablesForTest();
    let found = 0;
    for (const text of texts) {
      const n = normalize(text);
      for (const rows of tables) {
        const want = reference(rows, n);
        found += want.length;
        expect(runTable(rows, n), text).toEqual(want);
      }
    }
    expect(found).toBeGreaterThan(1000);
  }, 600_000); // about two minutes on two cores; a busier machine may take several times that, and a timeout must not fail the check
});
