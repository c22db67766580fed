/**
 * All text detectors over one message: every step of every family (see
 * registry.ts), in the order they report. Kinds that need the game's state
 * (caps runs, spam, flood, voting, dead players, night) are found by the
 * engine; their families declare them too.
 */
import { normalize, type Normalized } from '../text/normalize';
import { finding, runTables, tablesHit, tablesMask } from './table';
import { WordClasses } from './gate';
import { LIKELY_KINDS, STEPS } from './registry';
import { urgedFindings } from './families/provocation';
import { apologisedFor, deniedSaying, originalToToken, quotedMention, refusedLater } from './act';
import type { DetectOptions, Finding } from './types';
import { tokenize } from '../text/tokens';
import { readInRussian, russianInLatin } from './translit';

export type { Confidence, DetectOptions, Finding, FindingKind } from './types';

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
  // Most messages have no finding at all: only what a step found is copied. Most steps are not even
  // run: one gated by tables when the message triggers none of their rows, one gated by words when the
  // message has none of its words (see gate.ts).
  const tables = gated ? tablesHit(n) : 0; // the tables whose rows the message triggers
  let words = 0; // the message's classes of words, once a word-gated step asks
  let wordsKnown = false;
  for (const step of RUN) {
    if (gated) {
      if (step.tables !== 0 && (tables & step.tables) === 0) continue;
      if (step.words !== 0) {
        if (!wordsKnown) {
          words = WORDS.of(n);
          wordsKnown = true;
        }
        if ((words & step.words) === 0) continue;
      }
    }
    const found = step.find(n, opts);
    if (found.length) findings.push(...found);
  }
  if (opts.extraForbidden?.length) findings.push(...detectExtra(n, opts.extraForbidden));
  // Russian typed in Latin letters is read again in Russian letters, its findings put back on the Latin words.
  if (!n.plain && russianInLatin(text, 1)) findings = withReading(text, findings, opts, gated);
  // What someone is asked to say or do is the act urged, not the speaker's (online 2.9, act.ts).
  findings = urgedFindings(n, findings);
  // What the speaker says sorry for ("сорян за «кля»") is named to be taken back, not done again; a phrase quoted in a
  // sentence about the rule or refused ("не пишите «видит бог», за это поднимают") is named, not said (act.ts).
  if (findings.length)
    findings = findings.filter((f) => {
      const k = originalToToken(n, f.start);
      const to = originalToToken(n, Math.max(f.start, f.end - 1));
      if (apologisedFor(n, k) || (MENTIONABLE.has(f.kind) && quotedMention(n, k, to))) return false;
      // A bet turned down later in its sentence ("на спор с тобой не пойду") is not offered; a remark the speaker
      // denies making ("я не говорю, что 5 плохо думает") is set aside, not made.
      return !(BETS.has(f.kind) && refusedLater(n, to)) && !(REMARKS.has(f.kind) && deniedSaying(n, k));
    });
  if (opts.extraAllowed?.length) {
    const allowed = wordSet(opts.extraAllowed);
    findings = findings.filter((f) => !allowed.has(normalize(f.fragment).text.trim()));
  }
  for (const f of findings) f.confidence ??= LIKELY_KINDS.has(f.kind) ? 'likely' : 'certain';
  return { n, findings };
}

/**
 * The acts a phrase makes only when said: quoted to be named in a sentence about the rule, or refused, they are not made.
 * Not the words whose writing is itself the breach (mat, an insult quoted, the club's «клянусь» and «честно»).
 */
const MENTIONABLE: ReadonlySet<string> = new Set<Finding['kind']>([
  'religion',
  'non-game-appeal',
  'bet',
  'bet-game',
  'threat',
  'beacon',
  'spectator',
  'pm-appeal',
  'other-activity',
  'discussion-appeal',
  'results-appeal',
  'game-level',
  'mental',
  'rudeness',
]);

/**
 * Remarks on a player's play or mind, which denying to make sets aside. Not an insult: "не скажу, что 3 дурак, но
 * выводы делайте сами" says it by denying it.
 */
const REMARKS: ReadonlySet<string> = new Set<Finding['kind']>(['game-level', 'mental']);

/** The bets' kinds: an offer the speaker turns down later in the sentence is none. */
const BETS: ReadonlySet<string> = new Set<Finding['kind']>(['bet', 'bet-game', 'bet-harmless']);

/** What the message read in Russian letters adds (translit.ts): kinds not found already, on the original's offsets. */
function withReading(text: string, findings: Finding[], opts: DetectOptions, gated: boolean): Finding[] {
  const reading = readInRussian(text);
  const found = new Set(findings.map((f) => f.kind));
  const out = findings.slice();
  for (const f of detectWith(reading.text, opts, gated).findings) {
    if (found.has(f.kind) || f.kind === 'foreign') continue;
    const start = reading.at[f.start] ?? 0;
    const end = reading.at[f.end] ?? text.length;
    out.push({ ...f, start, end, fragment: text.slice(start, end) });
    found.add(f.kind);
  }
  return out;
}

/** The word gates of the steps that have one (see gate.ts). */
const GATES = STEPS.flatMap(({ step }) => (step.words ? [step.words] : []));
const WORDS = new WordClasses(GATES);

/** Each step as it is run: what it finds, the bits of its tables and of its word gate (0: none). */
interface Run {
  readonly find: (n: Normalized, opts: DetectOptions) => Finding[];
  /** A message whose scan shares none of these bits triggers no row of the step's tables (see tablesMask). */
  readonly tables: number;
  /** A message with none of these word classes holds no word the step acts on. */
  readonly words: number;
}
const RUN: readonly Run[] = STEPS.map(({ step }) => {
  const tables = step.tables;
  return {
    find: step.find ?? (tables ? (n: Normalized) => runTables(tables, n) : () => []),
    tables: tables ? tablesMask(tables) : 0,
    words: step.words ? 1 << GATES.indexOf(step.words) : 0,
  };
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
