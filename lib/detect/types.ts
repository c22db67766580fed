import type { Normalized } from '../text/normalize';

import type { FindingKind } from './kinds.generated';

/**
 * What a detector says was said: kinds are facts about the text, not rules.
 * Each is declared by one family (lib/detect/families), which says what it
 * costs under each rule set; `npm run tables` lists them in kinds.generated.ts.
 */
export type { FindingKind };

/**
 * How sure a detector is. `certain`: the words themselves break the rule
 * (an oath, a slur, a bribe). `likely`: a judgement call the rules leave to the
 * host (level of play, rudeness, non-game appeals, politics, roll-call beacons,
 * spectators): shown as such and not counted on a ladder until confirmed.
 */
export type Confidence = 'certain' | 'likely';

export interface Finding {
  kind: FindingKind;
  /** Set on every finding detectText returns; a detector leaves it out for its kind's default (see confidence.ts). */
  confidence?: Confidence;
  /** Offsets in the original text (UTF-16 units), end exclusive. */
  start: number;
  end: number;
  fragment: string;
  /** One line the host can read. */
  reason: string;
}

export type Detector = (n: Normalized) => Finding[];

/**
 * What a detector returns when it finds nothing (most messages): one shared,
 * frozen array rather than a new one per message. Nobody adds to a detector's
 * result; a caller that combines results uses `joined`.
 */
export const NO_FINDINGS = Object.freeze([]) as unknown as Finding[];

/** Two detectors' results in order, allocating only when both found something. */
export function joined(a: Finding[], b: Finding[]): Finding[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  return a.concat(b);
}

export interface DetectOptions {
  /** Extra forbidden words (profanity-class), normalised on use. */
  extraForbidden?: readonly string[];
  /** Words never to flag, whatever detector finds them. */
  extraAllowed?: readonly string[];
  foreignMinWords?: number;
}
