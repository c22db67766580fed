/** Slices each rule's text out of its document (used by scripts/build-catalogue.ts and its test). */
import { CLUB_REMARKS_DEFS, CLUB_WARNINGS_DEFS } from './club.defs';
import { ONLINE_DEFS } from './online.defs';
import type { RuleSetId } from '../rulesets/types';
import type { RuleDef, TextSpan } from './types';

export const DOCUMENTS: Record<RuleSetId, string> = {
  online: 'online-rules.ru.txt',
  'club-warnings': 'club-rules-warnings.ru.txt',
  'club-remarks': 'club-rules-remarks.ru.txt',
};

export const ALL_DEFS: RuleDef[] = [...ONLINE_DEFS, ...CLUB_WARNINGS_DEFS, ...CLUB_REMARKS_DEFS];

function sliceSpan(lines: string[], span: TextSpan, id: string): string {
  let from = 0;
  const after = span.after;
  if (after) {
    from = lines.findIndex((l) => l.trim().startsWith(after));
    if (from < 0) throw new Error(`${id}: marker "${after}" not found`);
    from++;
  }
  const start = lines.findIndex((l, i) => i >= from && l.trim().startsWith(span.from));
  if (start < 0) throw new Error(`${id}: start "${span.from}" not found`);
  let end: number;
  if (span.line) end = start + 1;
  else if (span.to === undefined) end = lines.length;
  else {
    const to = span.to;
    end = lines.findIndex((l, i) => i > start && l.trim().startsWith(to));
    if (end < 0) throw new Error(`${id}: end "${to}" not found after "${span.from}"`);
  }
  return lines
    .slice(start, end)
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function buildTexts(read: (file: string) => string): Record<string, string> {
  const docs = new Map<string, string[]>();
  const out: Record<string, string> = {};
  for (const def of ALL_DEFS) {
    const file = DOCUMENTS[def.ruleSet];
    const lines = docs.get(file) ?? read(file).split(/\r?\n/);
    docs.set(file, lines);
    const spans = Array.isArray(def.span) ? def.span : [def.span];
    out[def.id] = spans.map((s) => sliceSpan(lines, s, def.id)).join('\n\n');
  }
  return out;
}
