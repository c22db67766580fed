/**
 * All text detectors over one message. Context detectors (caps runs, spam,
 * flood, voting, dead players, night) live in the engine, which has the game
 * state they need.
 */
import { normalize, type Normalized } from '../text/normalize';
import { detectAppeals, detectWarSymbols } from './appeals';
import { detectBets } from './bets';
import { detectCorrespondence } from './correspondence';
import { detectDismissive } from './dismissive';
import { detectEmoji } from './emoji';
import { detectForeign } from './foreign';
import { detectHall } from './hall';
import { detectHostAddress, detectHostTables } from './host';
import { detectLevel } from './level';
import { detectMental } from './mental';
import { detectRudeness } from './rudeness';
import { detectInsultTables, detectInsultWords } from './insults';
import { detectOathTables, detectOathVerbs } from './oaths';
import { detectProfaneWords } from './profanity';
import { detectThreats } from './threats';
import { withConfidence } from './confidence';
import { finding, tablesHit, tablesMask, type TableDetector } from './table';
import { WordClasses, type WordDetector } from './gate';
import type { Detector, Finding } from './types';
import { tokenize } from '../text/tokens';

export type { Confidence, Finding, FindingKind } from './types';

export interface DetectOptions {
  /** Extra forbidden words (profanity-class), normalised on use. */
  extraForbidden?: readonly string[];
  /** Words never to flag, whatever detector finds them. */
  extraAllowed?: readonly string[];
  foreignMinWords?: number;
}

export interface Detected {
  n: Normalized;
  findings: Finding[];
}

export function detectText(text: string, opts: DetectOptions = {}): Detected {
  return detectWith(text, opts, true);
}

/** Every detector run on every message, gates ignored: tests compare it with detectText. */
export function detectUngatedForTest(text: string, opts: DetectOptions = {}): Detected {
  return detectWith(text, opts, false);
}

function detectWith(text: string, opts: DetectOptions, gated: boolean): Detected {
  const n = normalize(text);
  let findings: Finding[] = [];
  // Most messages have no finding at all: only what a detector found is copied. Most detectors are
  // not even called: one made of tables only when the message triggers none of their rows, one that
  // reads words when the message has none of its words (see gate.ts).
  const tables = gated ? tablesHit(n) : 0; // the tables whose rows the message triggers
  let words = 0; // the message's classes of words, once a word-gated detector asks
  let wordsKnown = false;
  for (let i = 0; i < DETECTORS.length; i++) {
    if (gated) {
      const tableBits = TABLE_BITS[i]!;
      if (tableBits !== 0 && (tables & tableBits) === 0) continue;
      const bit = WORD_BIT[i]!;
      if (bit) {
        if (!wordsKnown) {
          words = WORDS.of(n);
          wordsKnown = true;
        }
        if ((words & bit) === 0) continue;
      }
    }
    const found = DETECTORS[i]!(n);
    if (found.length) findings.push(...found);
  }
  // A plain message (Russian letters, digits, punctuation) has no foreign word.
  const foreign = n.plain ? NONE : detectForeign(text, { minWords: opts.foreignMinWords ?? 4 });
  if (foreign.length) findings.push(...foreign);
  if (opts.extraForbidden?.length) findings.push(...detectExtra(n, opts.extraForbidden));
  if (opts.extraAllowed?.length) {
    const allowed = wordSet(opts.extraAllowed);
    findings = findings.filter((f) => !allowed.has(normalize(f.fragment).text.trim()));
  }
  return { n, findings: withConfidence(findings) };
}
const NONE: readonly Finding[] = Object.freeze([]);

/** The text detectors, in the order their findings are reported. */
const DETECTORS: readonly Detector[] = [
  detectOathVerbs,
  detectOathTables,
  detectBets,
  detectThreats,
  detectCorrespondence,
  detectProfaneWords,
  detectInsultWords,
  detectInsultTables,
  detectEmoji,
  detectAppeals,
  detectWarSymbols,
  detectHostTables,
  detectHostAddress,
  detectLevel,
  detectMental,
  detectRudeness,
  detectDismissive,
  detectHall,
];
/** Per detector: the bits of its tables when it is made of tables only (see tableDetector), else 0. */
const TABLE_BITS = DETECTORS.map((d) => {
  const tables = (d as Partial<TableDetector>).tables;
  return tables ? tablesMask(tables) : 0;
});
/** The word gates of the detectors that read words (see gate.ts), and per detector its bit among them (0: none). */
const WORD_GATED = DETECTORS.filter((d): d is WordDetector => 'words' in d);
const WORDS = new WordClasses(WORD_GATED.map((d) => d.words));
const WORD_BIT = DETECTORS.map((d) => {
  const k = WORD_GATED.indexOf(d as WordDetector);
  return k < 0 ? 0 : 1 << k;
});

/**
 * The host's word lists, normalised once per list rather than once per
 * message: the engine gets the same array for every message of a game.
 */
const wordSets = new WeakMap<readonly string[], Set<string>>();
function wordSet(words: readonly string[]): Set<string> {
  let set = wordSets.get(words);
  if (!set) wordSets.set(words, (set = new Set(words.map((w) => normalize(w).text.trim()).filter(Boolean))));
  return set;
}

function detectExtra(n: Normalized, words: readonly string[]): Finding[] {
  const out: Finding[] = [];
  const wanted = wordSet(words);
  for (const tok of tokenize(n)) {
    if (!wanted.has(tok.t)) continue;
    out.push(finding(n, 'profanity', tok.s, tok.e, 'слово из списка запрещённых ведущим'));
    if (out.length >= 8) break;
  }
  return out;
}
