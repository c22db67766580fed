/**
 * The pure half of judging a message: everything that depends only on its
 * text and the detection options, worked out before the engine's state is
 * touched. The engine applies it in order (counters, phases, roll calls);
 * because it is a function of the text alone, the transcript checker can work
 * it out ahead, on other threads, and the result is the same as in process.
 */
import { detectText, type DetectOptions, type Finding } from '../detect';
import { rollCallSign } from '../detect/families/beacon';
import { quietDirection } from '../detect/families/night';
import { gestureNow } from '../detect/families/night-action';
import { detectCaps, DEFAULT_CAPS, SHORT_CAPS_FEWEST, type CapsOptions } from '../detect/caps';
import { FLOOD_LAUGH, FLOOD_NOISE, floodClass } from '../detect/gibberish';
import { WORD_HASH_SEED, wordHashStep } from '../text/lexicon';
import { isSeat, tokenize, type Token } from '../text/tokens';
import { suggest, type Suggestion } from '../detect/model';
import type { RuleSetId } from '../rulesets/types';

/** Long messages are checked on their first 100 000 characters. */
export const MAX_TEXT = 100_000;

/** Options the analysis reads (a subset of the engine's). */
export interface AnalysisOptions extends DetectOptions {
  caps?: CapsOptions;
  /** The rule set whose learned model's suggestions the analysis carries (the engine's, when it adds them). */
  learnedSet?: RuleSetId;
}

export interface MessageAnalysis {
  /** What the detectors found, offsets into the (cut) text. */
  findings: Finding[];
  /** Caps: null when the message is not shouting; laughter is told apart. */
  caps: { laughter: boolean } | null;
  /** The spam key (see messageKey). */
  key: string;
  /** Keyboard noise or the like: counts towards flood. */
  meaningless: boolean;
  /** Only laughter ("ахаха", "кек"): let pass when rare, flood when it goes on. */
  laughing: boolean;
  /** A bare "+", the only message allowed while voting. */
  bareVote: boolean;
  /** Only a stage direction of keeping still in the mask: no act at night (families/night.ts). */
  quiet: boolean;
  /** A night gesture said as done now ("ща аву сменю"), which the engine counts at night only (families/night-action.ts). */
  nightGesture: Finding | null;
  /**
   * The seat (1–10) a message that is only a vote names ("5", "за 5", "голос
   * за 7", "против 4", "9ка"), else 0: a club table played in text takes it
   * for the hand on the table (see RuleSet.typedVote).
   */
  voteSeat: number;
  /** The sign a roll-call asks to answer with, when this message is one. */
  rollSign: string | null;
  /** The normalised message trimmed, when short enough to be a roll-call answer (1–40 characters); '' otherwise. */
  answer: string;
  /**
   * The normalised text, for the rare tests only some players' messages need
   * (a dead player's game talk). Absent when the analysis crossed a thread:
   * the engine then normalises again.
   */
  normalized?: string;
  /**
   * What the learned model suggests under `learnedSet` (detect/model.ts), worked out on the words already split.
   * Absent when not asked for or when the analysis crossed a thread: the engine then works it out.
   */
  suggested?: readonly Suggestion[] | undefined;
}

/** The text the engine judges: the first MAX_TEXT characters. */
export function cutText(text: string): string {
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}

export function analyzeMessage(fullText: string, opts: AnalysisOptions = {}): MessageAnalysis {
  const text = cutText(fullText);
  const { n, findings } = detectText(text, opts);
  const answer = n.text.trim();
  const capsOpts = opts.caps ?? DEFAULT_CAPS;
  // Shouting needs at least two capitals (a short message of capitals alone; a mixed one, minLetters): the
  // one-pass normalisation counted them.
  const flood = floodClass(text);
  const caps = n.capitals >= 0 && n.capitals < SHORT_CAPS_FEWEST ? null : detectCaps(text, capsOpts);
  return {
    findings,
    caps: caps && { laughter: caps.laughter },
    // The one-pass normalisation hashed the words as it read them; the same key, without reading the text again.
    key: seatKey(n.tokens) || (n.wordsLength > 0 ? packKey(0, n.wordsLength, n.wordsHash) : messageKey(n.text)),
    meaningless: flood === FLOOD_NOISE,
    laughing: flood === FLOOD_LAUGH,
    bareVote: answer === '+',
    quiet: quietDirection(n),
    nightGesture: gestureNow(n),
    voteSeat: answer.length <= 24 ? typedVote(answer) : 0,
    rollSign: rollCallSign(n, findings),
    answer: answer.length <= 40 ? answer : '',
    normalized: n.text,
    // Always the same fields, whether asked for or not: one shape for every message's analysis.
    suggested: opts.learnedSet ? suggest(n, opts.learnedSet) : undefined,
  };
}

/**
 * Spam is also the same demand typed again in other words (online 1.2:
 * «повторяющиеся или навязчивые сообщения»): "голосуй 4", "4 голосуй", "ну в
 * 4 ставь", "4!!!". A short message about one seat (at most three other
 * words, no other number) is keyed by the seat alone; '' for any other.
 */
function seatKey(tokens: readonly Token[]): string {
  if (tokens.length > 4) return '';
  let seat = 0;
  for (const tok of tokens) {
    const c = tok.t.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    if (seat || !isSeat(tok.t)) return '';
    seat = Number.parseInt(tok.t, 10);
  }
  return seat ? packKey(2, seat, 0) : '';
}

/** A vote and nothing else, on the normalised trimmed text: who votes, the preposition, one seat. */
const TYPED_VOTE = new RegExp(
  String.raw`^(?:\+\s*)?(?:(?:я|мой)\s+)?(?:(?:голосую|голос|ставлю|голосуем)\s+)?(?:(?:за|в|против)\s+)?` +
    String.raw`(0?[1-9]|10)(?:-?(?:й|ой|ый|ий|го|му|ому|ым|ом|ка|ку|ки|ке|кой))?[\s.!]*$`,
);

function typedVote(answer: string): number {
  const m = TYPED_VOTE.exec(answer);
  return m ? Number(m[1]) : 0;
}

/**
 * What makes two messages "the same" for spam: their words, ignoring case,
 * punctuation, stretched letters and look-alikes. Kept as a short hash so the
 * state stays small whatever players write.
 */
export function messageKey(normalized: string): string {
  const seat = seatKey(tokenize(normalized));
  if (seat) return seat;
  // Letters and digits make the key: "голосуйте 7", "голосуйте, 7!" and "голосуйте 7 🙏" are one message
  // said again. A message without any (emoji only) is keyed by all its characters.
  // The lexicon's word hash, which the one-pass normalisation also runs over the words (wordsHash).
  let h = WORD_HASH_SEED;
  let len = 0;
  let gap = false;
  let hAll = WORD_HASH_SEED;
  let lenAll = 0;
  for (let i = 0; i < normalized.length; i++) {
    const c = normalized.charCodeAt(i);
    if (c > 0x20) {
      hAll = wordHashStep(hAll, c);
      lenAll++;
    }
    const word = (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c <= 0x52f);
    if (!word) {
      gap = len > 0;
      continue;
    }
    if (gap) {
      h = wordHashStep(h, 32);
      gap = false;
    }
    h = wordHashStep(h, c);
    len++;
  }
  if (len) return packKey(0, len, h);
  return lenAll ? packKey(1, lenAll, hAll) : '';
}

/**
 * A key as six code units, each below 0x8000 (never a surrogate): what kind it
 * is, the length (two units of 15 bits) and the hash (15 + 15 + 2 bits). Ten
 * times cheaper than formatting numbers, on every message.
 */
function packKey(kind: number, len: number, h: number): string {
  return String.fromCharCode(0x41 + kind, len >>> 15, len & 0x7fff, h >>> 17, (h >>> 2) & 0x7fff, h & 3);
}
