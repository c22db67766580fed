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

const WORD = /[\p{L}'’]+/gu;
const LATIN_WORD = /^[a-z'’]+$/i;
const CYRILLIC_RU = /^[а-яё]+$/i;
const UKRAINIAN = /[іїєґ]/i;
/** Chat words everyone at a Russian table understands. */
const COMMON = new Set(
  'ok okay gg wp gl hf afk brb imho kek xd ez go pls plz np ty thx top vip bot nitro discord lol omg wow yes no hi hey bye gn nice sorry sry idk btw ggwp rip sos pov fyi'.split(
    ' ',
  ),
);

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
      if (!isRussian(text.charCodeAt(i))) other = true;
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

export function detectForeign(original: string, opts: ForeignOptions = { minWords: 4 }): Finding[] {
  if (!MAYBE_FOREIGN.test(original) || !mayHaveRun(original, opts.minWords)) return [];
  return longestRun(original, opts);
}

/** The longest run of foreign words, when long enough; what detectForeign finds without its first checks (for tests). */
export function longestRun(original: string, opts: ForeignOptions): Finding[] {
  const text = stripInvisible(original);
  let runStart = -1;
  let runEnd = -1;
  let count = 0;
  let best: { s: number; e: number; count: number } | null = null;
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) {
    const w = m[0];
    const foreign =
      w.length >= 2 &&
      ((LATIN_WORD.test(w) && !COMMON.has(w.toLowerCase())) || UKRAINIAN.test(w) || (!CYRILLIC_RU.test(w) && !LATIN_WORD.test(w)));
    if (foreign) {
      if (count === 0) runStart = m.index;
      runEnd = m.index + w.length;
      count++;
      if (count >= opts.minWords && (!best || count > best.count)) best = { s: runStart, e: runEnd, count };
    } else if (w.length >= 2 || CYRILLIC_RU.test(w)) {
      count = 0;
    }
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
      reason: `длинная фраза на иностранном языке (${best.count} слов)`,
    },
  ];
}

function mapBack(original: string, s: number, e: number): { start: number; end: number } {
  if (original.length === stripInvisible(original).length) return { start: s, end: e };
  let visible = 0;
  let start = 0;
  let end = original.length;
  for (let i = 0; i < original.length; i++) {
    if (stripInvisible(original[i]!) === '') continue;
    if (visible === s) start = i;
    visible++;
    if (visible === e) {
      end = i + 1;
      break;
    }
  }
  return { start, end };
}

export default family({
  name: 'foreign',
  kinds: {
    foreign: { online: warning('2.6'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: [
    // Works on the original text: normalisation folds some Latin letters to Cyrillic. A plain message (Russian
    // letters, digits, punctuation) has no foreign word.
    {
      stage: 'late',
      find: (n, opts) => (n.plain ? NO_FINDINGS : detectForeign(n.original, { minWords: opts.foreignMinWords ?? 4 })),
    },
  ],
  examples: {
    finds: {
      foreign: ['this is a very long english phrase to hide', 'I think number five is the sheriff tonight'],
    },
    clean: ['gg wp', 'хай гайс', 'ok go'],
  },
});
