/**
 * All text detectors over one message. Context detectors (caps runs, spam,
 * flood, voting, dead players, night) live in the engine, which has the game
 * state they need.
 */
import { normalize, type Normalized } from '../text/normalize';
import { detectAppeals } from './appeals';
import { detectBets } from './bets';
import { detectConduct } from './conduct';
import { detectCorrespondence } from './correspondence';
import { detectEmoji } from './emoji';
import { detectForeign } from './foreign';
import { detectInsults } from './insults';
import { detectOaths } from './oaths';
import { detectProfanity } from './profanity';
import { detectThreats } from './threats';
import type { Finding } from './types';

export type { Finding, FindingKind } from './types';

export interface DetectOptions {
  /** Extra forbidden words (profanity-class), normalised on use. */
  extraForbidden?: readonly string[];
  /** Words never to flag, whatever detector finds them. */
  extraAllowed?: readonly string[];
  foreignMinWords?: number;
}

export function detectText(text: string, opts: DetectOptions = {}): { n: Normalized; findings: Finding[] } {
  const n = normalize(text);
  let findings: Finding[] = [
    ...detectOaths(n),
    ...detectBets(n),
    ...detectThreats(n),
    ...detectCorrespondence(n),
    ...detectProfanity(n),
    ...detectInsults(n),
    ...detectEmoji(n),
    ...detectAppeals(n),
    ...detectConduct(n),
    ...detectForeign(text, { minWords: opts.foreignMinWords ?? 4 }),
  ];
  if (opts.extraForbidden?.length) findings.push(...detectExtra(n, opts.extraForbidden));
  if (opts.extraAllowed?.length) {
    const allowed = new Set(opts.extraAllowed.map((w) => normalize(w).text.trim()).filter(Boolean));
    findings = findings.filter((f) => !allowed.has(normalize(f.fragment).text.trim()));
  }
  return { n, findings };
}

function detectExtra(n: Normalized, words: readonly string[]): Finding[] {
  const out: Finding[] = [];
  const wanted = new Set(words.map((w) => normalize(w).text.trim()).filter(Boolean));
  const re = /[\p{L}\d*]+/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(n.text)) !== null && out.length < 8) {
    if (!wanted.has(m[0])) continue;
    const s = n.starts[m.index]!;
    const e = n.ends[m.index + m[0].length - 1]!;
    out.push({ kind: 'profanity', start: s, end: e, fragment: n.original.slice(s, e), reason: 'слово из списка запрещённых ведущим' });
  }
  return out;
}
