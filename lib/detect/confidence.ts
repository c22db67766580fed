/**
 * Which findings are judgement calls. The rules leave some points to the
 * host's ear — level of play (2.1), mental ability (2.2), rudeness (2.4),
 * provoking a violation (2.9), non-game appeals (3.5), politics (3.7),
 * roll-call beacons (4.8 without a fixed phrase), spectators (4.9) — and the
 * club sets' rude or incorrect remarks map to the same kinds. Those findings
 * are `likely` by default; a detector may say `certain` for a fixed phrase
 * (a political slogan, a greeting to a colour) or `likely` for a loose shape
 * of an otherwise certain kind.
 */
import type { Confidence, Finding, FindingKind } from './types';

const LIKELY_KINDS: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'game-level',
  'mental',
  'rudeness',
  'oath-provocation',
  'non-game-appeal',
  'religion',
  'political',
  'beacon',
  'spectator',
]);

export function defaultConfidence(kind: FindingKind): Confidence {
  return LIKELY_KINDS.has(kind) ? 'likely' : 'certain';
}

/** Marks findings with a confidence, keeping one a detector set itself. */
export function withConfidence<T extends Finding>(findings: T[], confidence?: Confidence): T[] {
  for (const f of findings) f.confidence ??= confidence ?? defaultConfidence(f.kind);
  return findings;
}
