import { describe, expect, it } from 'vitest';
import '../lib/detect';
import { runTable, tablesForTest, type Row } from '../lib/detect/table';
import type { FindingKind } from '../lib/detect/types';
import { normalize, type Normalized } from '../lib/text/normalize';
import { sampleRawTexts } from './sample-texts';

/** Whether `re` matches `s` anywhere (a fresh search from the start). */
function found(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const r = re.test(s);
  re.lastIndex = 0;
  return r;
}

/** What a row reports of a text when simply run over all of it: the kind and reason of each match it keeps. */
function reports(row: Row, n: Normalized): { kind: FindingKind; reason: string }[] {
  const text = n.text;
  const out: { kind: FindingKind; reason: string }[] = [];
  const requires = row.requires ? [row.requires].flat() : [];
  if (!requires.every((re) => found(re, text))) return out;
  if (row.unless && found(row.unless, text)) return out;
  const re = new RegExp(row.re.source, row.re.flags.includes('g') ? row.re.flags : row.re.flags + 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (row.unlessAround) {
      const w = row.window ?? 40;
      const around = text.slice(Math.max(0, m.index - w), Math.min(text.length, m.index + m[0].length + w));
      if (found(row.unlessAround, around)) continue;
    }
    // The act layer's reading of the match (act.ts), as the table applies it.
    const j = row.judge ? row.judge(n, m.index, m.index + m[0].length) : row.kind;
    if (j === null) continue;
    out.push(typeof j === 'string' ? { kind: j, reason: row.reason } : j);
  }
  return out;
}

describe('rows are looked at only when their trigger is there, and never miss for it', () => {
  it("every row that matches a text of the documents' examples or the corpus is reported by its table", () => {
    const messages = sampleRawTexts().map((t) => normalize(t));
    let checked = 0;
    for (const rows of tablesForTest()) {
      for (const n of messages) {
        const expected = rows.map((row) => [row, reports(row, n)] as const).filter(([, r]) => r.length > 0);
        if (!expected.length) continue;
        const got = runTable(rows, n);
        for (const [row, wanted] of expected) {
          checked++;
          expect(
            got.some((f) => wanted.some((w) => f.kind === w.kind && f.reason === w.reason)),
            `${row.reason} on «${n.text}»`,
          ).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
