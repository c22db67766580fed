import { toOriginal, type Normalized } from '../text/normalize';
import type { Finding, FindingKind } from './types';

/**
 * One row of a table-driven detector: a pattern (see text/pattern.ts) and
 * optional guards. `unless` vetoes a match when it matches the whole message;
 * `unlessAround` when it matches the text around the hit (`window` chars).
 */
export interface Row {
  kind: FindingKind;
  re: RegExp;
  reason: string;
  /** Capture group that holds the fragment to show; the whole match by default. */
  group?: number;
  unless?: RegExp;
  unlessAround?: RegExp;
  window?: number;
  /** A further test on the whole normalised message. */
  requires?: RegExp;
}

/** Hostile input can repeat a phrase thousands of times: report a few. */
const MAX_HITS_PER_ROW = 8;

function test(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const r = re.test(s);
  re.lastIndex = 0;
  return r;
}

export function runTable(rows: readonly Row[], n: Normalized): Finding[] {
  const out: Finding[] = [];
  const text = n.text;
  for (const row of rows) {
    if (row.requires && !test(row.requires, text)) continue;
    if (row.unless && test(row.unless, text)) continue;
    row.re.lastIndex = 0;
    let hits = 0;
    let m: RegExpExecArray | null;
    while ((m = row.re.exec(text)) !== null) {
      if (m[0].length === 0) {
        row.re.lastIndex++;
        continue;
      }
      let s = m.index;
      let e = s + m[0].length;
      if (row.group && m[row.group] !== undefined) {
        const off = m[0].indexOf(m[row.group]!);
        s += off;
        e = s + m[row.group]!.length;
      }
      if (row.unlessAround) {
        const w = row.window ?? 40;
        const around = text.slice(Math.max(0, m.index - w), Math.min(text.length, m.index + m[0].length + w));
        if (test(row.unlessAround, around)) continue;
      }
      out.push(finding(n, row.kind, s, e, row.reason));
      if (++hits >= MAX_HITS_PER_ROW) break;
    }
    row.re.lastIndex = 0;
  }
  return out;
}

export function finding(n: Normalized, kind: FindingKind, s: number, e: number, reason: string): Finding {
  const o = toOriginal(n, s, e);
  return { kind, start: o.start, end: o.end, fragment: n.original.slice(o.start, o.end), reason };
}
