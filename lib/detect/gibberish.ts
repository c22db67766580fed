/**
 * Is a message meaningless ("ваылавывллаы", "фывфывфыв")? Used for flood
 * (online 1.2: more than three such messages in a row). A message is
 * meaningless when every word of it is keyboard noise: a short chunk
 * repeated, letters no Russian word puts together, a long consonant run, four
 * or more letters without a vowel, keys next to each other along a row
 * ("фыва", "poiu"), or a long word typed on one row of the keyboard, in
 * either layout. Short bits ("тр", "джэ") neither make a message noise nor
 * save it. Laughter is not noise.
 */

import { letterRunEnd } from '../text/letters';

const LAUGH = /^(?:а?(?:ха)+х?|х?(?:ах)+а?|(?:хе)+х?|(?:хи)+х?|ор+|лол|кек|a?(?:ha)+h?|(?:ah)+a?|l[oe]l|kek|x[dд]+)$/;
/** One letter held down ('ааааа', 'ыыыыы'): a sound, not a word. */
const HELD = /^(.)\1{3,}$/u;
/** Letter pairs that no Russian word contains. */
const NEVER =
  /аы|ыа|ыо|оы|ыэ|эы|уы|ыу|ыы|ьы|ъы|йь|ьъ|ъь|жы|шы|щы|чы|щя|щю|ыь|ьь|ъъ|аь|оь|уь|еь|яь|юь|иь|эь|аъ|оъ|уъ|гй|кй|хй|йй|фц|цщ|щщ|зщ|жщ|щж|щш|шщ/;
const CONSONANT_RUN = /[бвгджзйклмнпрстфхцчшщ]{5,}|[bcdfghjklmnpqrstvwxz]{6,}/;
const HOME_ROW = /^[фывапролджэ]+$|^[asdfghjkl]+$/;
/** A run along the top row of either layout ('йцукен', 'qwerty'). */
const TOP_ROW_RUN = /йцук|цуке|укен|кенг|енгш|нгшщ|гшщз|шщзх|qwer|wert|erty|rtyu|tyui|yuio|uiop/;
const VOWELS = /[аеёиоуыэюяaeiouy]/;
/** Keyboard rows of both layouts, each also reversed: a word inside one is keys pressed in a run. */
const ROWS = ['йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const ROW_RUNS = [...ROWS, ...ROWS.map((r) => [...r].reverse().join(''))];
/** Per letter: the bit of the row it sits on, for "typed on one row". */
const ROW_OF = new Map<string, number>();
ROWS.forEach((r, i) => {
  for (const ch of r) ROW_OF.set(ch, 1 << i);
});
/** Russian words never start with these. */
const BAD_START = /^[ьъы]/;

function inRowRun(w: string): boolean {
  for (const r of ROW_RUNS) if (r.includes(w)) return true;
  return false;
}

function oneRow(w: string): boolean {
  let rows = -1;
  for (const ch of w) rows &= ROW_OF.get(ch) ?? 0;
  return rows !== 0;
}

/** Words too short to judge ("тр", "про"): they neither make nor spoil noise. */
function isShortBit(w: string): boolean {
  return w.length <= 3 && (!VOWELS.test(w) || inRowRun(w));
}

function repeatedChunk(w: string): boolean {
  if (w.length < 6) return false;
  for (let p = 2; p <= 4; p++) {
    if (w.length < p * 2 + 1) continue;
    let ok = true;
    for (let i = p; i < w.length; i++) {
      if (w[i] !== w[i - p]) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

export function isNoiseWord(word: string): boolean {
  const w = word.toLowerCase().replace(/ё/g, 'е');
  if (HELD.test(w)) return true;
  // A short word no Russian word can be ("ыыъ", "ъыъ").
  if (w.length < 4) return w.length > 1 && (BAD_START.test(w) || NEVER.test(w)) && !LAUGH.test(w);
  if (LAUGH.test(w)) return false;
  if (!VOWELS.test(w)) return true;
  if (inRowRun(w)) return true;
  if (BAD_START.test(w)) return true;
  if (w.length < 5) return false;
  if (repeatedChunk(w)) return true;
  if (NEVER.test(w)) return true;
  if (CONSONANT_RUN.test(w)) return true;
  if (w.length >= 8 && (HOME_ROW.test(w) || oneRow(w))) return true;
  if (TOP_ROW_RUN.test(w)) return true;
  return false;
}

const NOISE = 0;
const SHORT = 1;
const REAL = 2;
const LAUGHING = 3;

/** Laughter in any syllables, its letters read once ("кееек", "ккккеккк" are "кек"). */
const LAUGHTER = new RegExp(
  String.raw`^(?:а?(?:ха)+х?|х?(?:ах)+а?|(?:хе)+х?|(?:хи)+х?|(?:хы)+х?|(?:гы)+г?|(?:ке)+к?|(?:пх)+п?` +
    String.raw`|а?(?:за)+з?|(?:аз)+а?|ор|ору|лол|лолол|ржу|ржака|ржунимагу|хд|a?(?:ha)+h?|(?:ah)+a?|(?:he)+h?` +
    String.raw`|(?:lo)+l|lmf?ao|rofl|kek|xd)$`,
);
const REPEAT = /(\p{L})\1+/gu;

/**
 * What a word is to a flood check, remembered for words seen lately: most
 * messages are short and their words common, and judging one takes a dozen
 * tests. Bounded: emptied when full.
 */
const verdicts = new Map<string, number>();

function verdict(word: string): number {
  let v = verdicts.get(word);
  if (v === undefined) {
    const folded = word.toLowerCase().replace(/ё/g, 'е');
    v = LAUGHTER.test(folded.replace(REPEAT, '$1')) ? LAUGHING : isNoiseWord(word) ? NOISE : isShortBit(folded) ? SHORT : REAL;
    if (verdicts.size >= 4096) verdicts.clear();
    verdicts.set(word, v);
  }
  return v;
}

export function isMeaningless(text: string): boolean {
  return floodClass(text) === FLOOD_NOISE;
}

/** What a message is to the flood check: words (or anything to read), noise, or laughter. */
export const FLOOD_REAL = 0;
export const FLOOD_NOISE = 1;
export const FLOOD_LAUGH = 2;

/**
 * Noise: every word keyboard noise or a short bit ("тр", "ке"), or no word
 * and no digit at all, only punctuation ("?", "??", "..."), except the
 * vote's "+". Laughter: every word laughs ("ахаха", "кеккек", "лол"), which
 * the rules let pass when rare (online 1.2's exception) and count as flood
 * when it goes on. Emoji are something to read: an emoji-only message is not
 * noise.
 */
export function floodClass(text: string): number {
  // Keyboard noise comes in short messages; stop at the first real word.
  if (text.length > 120) return FLOOD_REAL;
  let words = 0;
  let noise = 0;
  let laughs = 0;
  let other = false; // a digit, an emoji, a "+": something that is no punctuation
  for (let i = 0; i < text.length;) {
    const end = letterRunEnd(text, i);
    if (end === i) {
      const c = text.charCodeAt(i);
      if (c > 0x20 && (c >= 0x80 || (c >= 48 && c <= 57) || c === 43)) other = true;
      i++;
      continue;
    }
    if (++words > 6) return FLOOD_REAL;
    const v = verdict(text.slice(i, end));
    i = end;
    if (v === NOISE) noise++;
    else if (v === LAUGHING) laughs++;
    else if (v === REAL) return FLOOD_REAL;
  }
  if (laughs > 0) return noise > 0 ? FLOOD_NOISE : FLOOD_LAUGH;
  if (words > 0) return other ? FLOOD_REAL : FLOOD_NOISE;
  return other || text.trim() === '' ? FLOOD_REAL : FLOOD_NOISE;
}
