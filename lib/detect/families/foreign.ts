/**
 * Long phrases in a foreign language (online 2.6). Short, widely understood
 * phrases ("хай гайс", "gg", "саламалейкум") are allowed, so only a run of
 * several foreign words counts. Works on the original text: normalisation
 * folds some Latin letters to Cyrillic.
 */
import { stripInvisible } from '../../text/invisible';
import { letterAt } from '../../text/letters';
import { NO_FINDINGS, type Finding } from '../types';
import { none, warning } from '../../rulesets/cost';
import { family } from '../family';
import { WordFact } from '../../text/lexicon';
import type { Normalized } from '../../text/normalize';
import { FOREIGN_COMMON } from '../lexicons/foreign-common';
import { FOREIGN_CYRILLIC } from '../lexicons/foreign-cyrillic';
import { FOREIGN_GAME } from '../lexicons/foreign-game';
import { GAME_LOANWORDS } from '../lexicons/game-loanwords';
import { russianInLatin } from '../translit';

const WORD = /[\p{L}'’]+/gu;
const LATIN_WORD = /^[a-z'’]+$/i;
const CYRILLIC_RU = /^[а-яё]+$/i;
const REPEAT = /(\p{L})\1+/gu;
/** Chat words everyone at a Russian table understands, game words of other languages, foreign words in Russian letters, loanwords. */
const COMMON = new Set(FOREIGN_COMMON);
const GAME = new Set(FOREIGN_GAME);
const CYRILLIC_FOREIGN = new Set(FOREIGN_CYRILLIC);
const LOANWORDS = new Set(GAME_LOANWORDS);

/** Whether a normalised word is a foreign word in Russian letters (for the plain-message gate in index.ts). */
export const cyrillicForeignWord = (word: string): boolean => CYRILLIC_FOREIGN.has(word);

export interface ForeignOptions {
  /** How many foreign words in a row make a long phrase. */
  minWords: number;
}

/** Anything but Russian letters: Latin, other scripts, Ukrainian letters. Emoji (surrogates) are left out. */
const MAYBE_FOREIGN = /[A-Za-z\u00C0-\u03FF\u0500-\uD7FF\uE000-\uFFEF]|[іїєґІЇЄҐ]/;

/** A Russian letter, either case ([а-яё] under the `i` flag). */
const isRussian = (c: number) => (c >= 0x410 && c <= 0x44f) || c === 0x401 || c === 0x451;

/**
 * Whether the text has `min` words that may be foreign: runs of letters and
 * apostrophes with a character other than a Russian letter. No fewer than
 * the words detectForeign finds foreign, since a foreign word has such a
 * character and taking invisible characters out only joins runs or drops
 * them. Counted without making an object per word: most messages with a
 * Latin word have one or two ("ok", "gg").
 */
function mayHaveRun(text: string, min: number): boolean {
  let count = 0;
  for (let i = 0; i < text.length;) {
    let len = wordCharAt(text, i);
    if (len === 0) {
      i++;
      continue;
    }
    let other = false;
    do {
      const c = text.charCodeAt(i);
      if (!isRussian(c)) other = true;
      // A script written without spaces counts a word per two letters (see longestRun): no bound from here.
      if (
        (c >= 0x0e00 && c <= 0x0eff) ||
        (c >= 0x1000 && c <= 0x109f) ||
        (c >= 0x1780 && c <= 0x17ff) ||
        (c >= 0x2e80 && c <= 0xa4cf) ||
        (c >= 0xf900 && c <= 0xfaff)
      )
        return true;
      i += len;
    } while (i < text.length && (len = wordCharAt(text, i)) > 0);
    if (other && ++count >= min) return true;
  }
  return false;
}

/** The length of the word character (WORD's class: a letter or an apostrophe) at `i`, or 0. */
function wordCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c === 39 || c === 0x2019 ? 1 : letterAt(text, i);
}

/**
 * `cyrillic`: the message has foreign words in Russian letters (cyrillicForeignWord), which the
 * character checks below cannot see.
 */
export function detectForeign(original: string, opts: ForeignOptions = { minWords: 4 }, cyrillic = false): Finding[] {
  if (!cyrillic && (!MAYBE_FOREIGN.test(original) || !mayHaveRun(original, Math.min(GAME_MIN, opts.minWords)))) return [];
  return longestRun(original, opts);
}

/**
 * A phrase about the game is forbidden however short (2.6, point 2): two
 * foreign words, one of them a game word ("check nine", "five black"). In a
 * script nobody at the table reads (Hebrew, Arabic, Georgian, Korean, Chinese…)
 * two words are already long. Han, kana and Thai are written without
 * spaces: a run of their letters counts a word per two.
 */
const GAME_MIN = 2;
const UNREADABLE_MIN = 2;
/** Letters of the Turkic alphabets in Cyrillic (Kazakh, Tatar, Bashkir, Kyrgyz, Uzbek). */
const TURKIC = /[әөүұқғңһҳҷӣӯҗ]/iu;
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Latin (with its accented letters) or Cyrillic: scripts a Russian table reads. */
function readable(c: number): boolean {
  return c < 0x250 || (c >= 0x400 && c <= 0x52f) || (c >= 0x1e00 && c <= 0x1eff);
}

/** The longest run of foreign words, when long enough; what detectForeign finds without its first checks (for tests). */
export function longestRun(original: string, opts: ForeignOptions): Finding[] {
  const text = stripInvisible(original);
  // Russian in Latin letters ("ya s telefona, raskladka slomalas") is no foreign language: it is read as Russian (index.ts).
  if (russianInLatin(text)) return [];
  let runStart = -1;
  let runEnd = -1;
  let count = 0;
  let game = false;
  let unreadable = false;
  let best: { s: number; e: number; count: number; game: boolean } | null = null;
  const unreadableMin = Math.min(UNREADABLE_MIN, opts.minWords);
  const gameMin = Math.min(GAME_MIN, opts.minWords);
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) {
    const w = m[0];
    const lower = w.toLowerCase();
    let weight = 0; // what the word adds to a foreign run; -1 ends the run
    let isGame = false;
    if (LATIN_WORD.test(w)) {
      if (w.length >= 2 && !COMMON.has(lower)) {
        weight = 1;
        isGame = GAME.has(lower);
      }
    } else if (CYRILLIC_RU.test(w)) {
      const folded = lower.replace(/ё/g, 'е').replace(REPEAT, '$1');
      // A language of the table's neighbours in Russian letters reads as foreign as its own script does.
      if (CYRILLIC_FOREIGN.has(folded)) {
        weight = 1;
        unreadable = true;
      } else if (!LOANWORDS.has(folded)) weight = -1;
    } else if (w.length >= 2 || !readable(w.charCodeAt(0))) {
      weight = NO_SPACES.test(w) ? Math.ceil([...w].length / 2) : 1;
      if (TURKIC.test(w)) unreadable = true;
    }
    if (weight < 0) {
      count = 0;
      game = unreadable = false;
      continue;
    }
    if (weight === 0) continue;
    if (count === 0) runStart = m.index;
    runEnd = m.index + w.length;
    count += weight;
    if (isGame) game = true;
    if (!readable(w.charCodeAt(0))) unreadable = true;
    const enough = count >= opts.minWords || (unreadable && count >= unreadableMin) || (game && count >= gameMin);
    if (enough && (!best || count > best.count)) best = { s: runStart, e: runEnd, count, game };
  }
  if (!best) return [];
  // Offsets are into the text without invisible characters; map them back.
  const { start, end } = mapBack(original, best.s, best.e);
  return [
    {
      kind: 'foreign',
      start,
      end,
      fragment: original.slice(start, end),
      reason:
        best.count < opts.minWords && best.game
          ? 'фраза об игре на иностранном языке'
          : `длинная фраза на иностранном языке (${best.count} слов)`,
    },
  ];
}

function mapBack(original: string, s: number, e: number): { start: number; end: number } {
  if (original.length === stripInvisible(original).length) return { start: s, end: e };
  let visible = 0;
  let start = 0;
  let end = original.length;
  for (let i = 0; i < original.length; i++) {
    if (stripInvisible(original.charAt(i)) === '') continue;
    if (visible === s) start = i;
    visible++;
    if (visible === e) {
      end = i + 1;
      break;
    }
  }
  return { start, end };
}

/** Two or more words of another language written in Russian letters ("учинче кызыл эмес"): worked out once per word. */
const IN_RUSSIAN_LETTERS = new WordFact((word) => cyrillicForeignWord(word));
function foreignInRussianLetters(n: Normalized): boolean {
  let k = 0;
  for (const tok of n.tokens) if (IN_RUSSIAN_LETTERS.of(tok) && ++k >= 2) return true;
  return false;
}

export default family({
  name: 'foreign',
  kinds: {
    foreign: { online: warning('2.6'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: [
    // Works on the original text: normalisation folds some Latin letters to Cyrillic. A plain message (Russian
    // letters, digits, punctuation) has no foreign word but those written in Russian letters.
    {
      stage: 'late',
      find: (n, opts) => {
        const cyrillic = foreignInRussianLetters(n);
        return n.plain && !cyrillic ? NO_FINDINGS : detectForeign(n.original, { minWords: opts.foreignMinWords ?? 4 }, cyrillic);
      },
    },
  ],
  examples: {
    finds: {
      foreign: [
        'this is a very long english phrase to hide',
        'I think number five is the sheriff tonight',
        'check nine tonight',
        'бесинчи кара, дауыс бериңдер',
        '五号是黑手党，投他',
        'שלושה שחור',
        'neuf, rouge',
        'хто це, шостий? він чорний',
      ],
    },
    clean: ['gg wp', 'хай гайс', 'ok go', 'hello everyone', 'привет, mafia guys', 'рахмет, 7', 'шалом всем', 'merci, 4'],
  },
});
