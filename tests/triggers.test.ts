import { describe, expect, it } from 'vitest';
import '../lib/detect';
import { runTable, tablesForTest, type Row } from '../lib/detect/table';
import { normalize } from '../lib/text/normalize';
import { sampleRawTexts } from './sample-texts';

/** Whether `re` matches `s` anywhere (a fresh search from the start). */
function found(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const r = re.test(s);
  re.lastIndex = 0;
  return r;
}

/** What a row says of a text when simply run over all of it: whether it reports anything. */
function reports(row: Row, text: string): boolean {
  const requires = row.requires ? [row.requires].flat() : [];
  if (!requires.every((re) => found(re, text))) return false;
  if (row.unless && found(row.unless, text)) return false;
  const re = new RegExp(row.re.source, row.re.flags.includes('g') ? row.re.flags : row.re.flags + 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (!row.unlessAround) return true;
    const w = row.window ?? 40;
    const around = text.slice(Math.max(0, m.index - w), Math.min(text.length, m.index + m[0].length + w));
    if (!found(row.unlessAround, around)) return true;
  }
  return false;
}

describe('rows are looked at only when their trigger is there, and never miss for it', () => {
  it("every row that matches a text of the documents' examples or the corpus is reported by its table", () => {
    const messages = sampleRawTexts().map((t) => normalize(t));
    let checked = 0;
    for (const rows of tablesForTest()) {
      for (const n of messages) {
        const text = n.text;
        const expected = rows.filter((row) => reports(row, text));
        if (!expected.length) continue;
        const got = runTable(rows, n);
        for (const row of expected) {
          checked++;
          expect(
            got.some((f) => f.kind === row.kind && f.reason === row.reason),
            `${row.reason} on «${text}»`,
          ).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
