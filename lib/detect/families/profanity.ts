/**
 * Profanity (online 1.1; clubs: removal), by root, with the veiled forms the
 * rules name ("бл", "сук", "пзд", "нах", "еб", "мля", "чзх"), masks ("с*ка"),
 * and foreign profanity ("fuck", "wtf", "фак", "щит").
 *
 * Roots are matched against whole words with a closed list of prefixes, never
 * as bare substrings: that is what keeps команда, мандарин, скипидар,
 * застрахуй, корабля, сабля, оскорблять and употреблять clean.
 */
import type { Normalized } from '../../text/normalize';
import { tokenize, type Token } from '../../text/tokens';
import { WordTests } from '../../text/words';
import { WordFact } from '../../text/lexicon';
import { finding } from '../table';
import type { Finding } from '../types';
import { listWordRe } from '../../text/wordlist';
import { PROFANITY_CLEAN } from '../lexicons/profanity-clean';
import { PROFANITY_FOREIGN } from '../lexicons/profanity-foreign';
import { PROFANITY_MASKED } from '../lexicons/profanity-masked';
import { PROFANITY_VEILED } from '../lexicons/profanity-veiled';
import { foul, removal } from '../../rulesets/cost';
import { family } from '../family';

/** Prefixes that attach to a profane root: на-хуй, за-ебал, до-ебался, от-пиздил. */
const PREFIX = '(?:на|по|о|а|ни|до|за|от|ото|под|подъ|рас|раз|разъ|с|съ|вы|у|при|про|пере|въ|в|об|объ|недо|долбо|долба|полу|вз|из|изъ|ис)?';

const EB_PREFIX = '(?:за|у|вы|на|по|до|при|про|пере|от|отъ|подъ|разъ|съ|объ|въ|изъ|недо|рас|раз|о)?';

/** Whole-word patterns on normalised (collapsed) words. */
const ROOTS: RegExp[] = [
  // хуй and its family; хули/хуле only as whole words (хулиган is clean).
  new RegExp(`^${PREFIX}ху[йеяюи](?!ль)`),
  /^(?:хули|хуле|хуля|хуйл.*)$/u,
  // пизда: no clean Russian word contains "пизд" (looked for inside words in `profane`).
  /^пзд|^пи?зд?ц$|^пздц|^пзц$/,
  // ебать: at a word start after a prefix, or inside долбоёб-like compounds.
  // No "с-" or "в-" prefix here: себе, себя and веб must stay clean.
  new RegExp(`^${EB_PREFIX}еб(?:а|у|л|е|ну|ись|ыр|ош|ок|ан|ен|уч|ук|ищ|ло|ал|ат|ут|ет|ой|о$|$)`),
  /^(?:долб[оа]|мозго|трахо|жидо)еб/,
  // йобаный, йобнутый: the root spelled as it sounds.
  /^(?:на|за|у|вы|по|до|от)?йоб/,
  /^(?:еблан|ебло|ебл[оа]|ебуч|ебуч|ебат|ебан|ебнут|ебал|ебет|ебу|еб|ебн|ебать)/,
  // блядь, блять, бля; not бляха (a buckle) or корабля/сабля (no prefix allowed).
  /^(?:бля(?!х|ш).*|бл|блт|блд|блн|бл\*|бляд.*)$/u,
  /^(?:мля|млять|млядь)$/,
  // сука and its forms; not сукно, сукровица, сук (branch) is named in the rules as veiled.
  /^(?:сук|сука|суки|суку|суке|сукой|сукам|суками|сукин.*|сучк.*|сучар.*|сучий|сучье.*|сучь.*|ска)$/u,
  /^(?:муда[кч].*|мудил.*|мудо[зх].*|мудозвон.*)$/u,
  /^(?:пид[оа]р.*|пидр.*|педрил.*|пидорас.*|пидарас.*)$/u,
  /^(?:г[оа]ндон.*|залуп.*|шлюх.*|шлюш.*|дроч.*|манд[ауеы]|мандой|мандавош.*|мандяр.*|мандец)$/u,
  /^(?:на|по|ни)?хер(?:а|у|ом|ня|ни|ню|не|ов|ово|ова|овый|овая|ово|ов.*|ач.*|ец)?$/u,
  // Veiled forms, foreign mat and Russian mat in Latin letters: reviewed lists (lexicons/).
  listWordRe(PROFANITY_VEILED),
  listWordRe(PROFANITY_FOREIGN),
];

/** Words that a root would catch but are clean. Normalised and collapsed. */
const CLEAN = new Set(PROFANITY_CLEAN);

function maskMatches(word: string): boolean {
  if (word.length > 16) return false;
  // Letters and digits counted by hand; at least one must be a letter.
  let letters = 0;
  let alpha = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === 42) continue;
    letters++;
    if (!alpha && ((c >= 0x430 && c <= 0x44f) || (c >= 97 && c <= 122) || ((c < 48 || c > 57) && /\p{L}/u.test(word.slice(i, i + 2)))))
      alpha = true;
  }
  if (letters < 2 || !alpha) return false;
  // Each run of masks hides one to four letters. Matched by hand, never by an
  // expression built from the word: a message of masked words must not compile one per word.
  return maskedTarget(word, PROFANITY_MASKED) !== undefined;
}

/**
 * The first of `targets` that a masked word ("с*ка", "кл*нусь") can stand for.
 * Masks are collapsed in normalised text, so one mask may stand for up to four
 * letters ("п***ц" is "п*ц" by then, and hides "пиздец").
 */
export function maskedTarget(word: string, targets: readonly string[]): string | undefined {
  // Read in place, never split: a message of masked words must not make arrays and strings per word.
  let gaps = 0;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) === STAR) gaps++;
  const letters = word.length - gaps;
  // A target can only fit if its length allows one to `maxGap` letters per run of masks (see fits) and it
  // opens with the word's first letters: checked first, cheaply, before the letter-by-letter fit.
  // A single run of masks may hide four letters ("п***ц" collapses to "п*ц"); several runs three each,
  // which keeps words full of masks as cheap as before.
  const maxGap = gaps === 1 ? 4 : 3;
  const first = word.charCodeAt(0);
  const list = first !== STAR ? (byFirstLetter(targets).get(first) ?? []) : targets;
  for (const t of list) {
    if (t.charCodeAt(t.length - 1) === ELLIPSIS) {
      // A stem: any ending may follow it, so only its letters are spelled.
      if (fitsStem(word, 0, t, 0, t.length - 1, maxGap)) return t;
      continue;
    }
    if (t.length < letters + gaps || t.length > letters + maxGap * gaps) continue;
    if (fits(word, 0, t, 0, maxGap)) return t;
  }
  return undefined;
}

const ELLIPSIS = 0x2026; // "…": a target that is a stem

/**
 * Does `word` from `i` spell the stem `target[0, end)` from `pos`, each mask
 * standing for one to `maxGap` letters, with the stem's last letter one the
 * player wrote (a mask that swallows the stem's end spells nothing: "х*ро" is
 * not "хуе…")? Whatever follows the stem is its ending.
 */
function fitsStem(word: string, i: number, target: string, pos: number, end: number, maxGap: number): boolean {
  let matched = false;
  for (; i < word.length && word.charCodeAt(i) !== STAR; i++, pos++) {
    if (pos === end) return matched;
    if (target.charCodeAt(pos) !== word.charCodeAt(i)) return false;
    matched = true;
  }
  if (pos === end) return matched;
  if (i === word.length) return false;
  for (let gap = 1; gap <= maxGap && pos + gap <= end; gap++) if (fitsStem(word, i + 1, target, pos + gap, end, maxGap)) return true;
  return false;
}

const STAR = 42;

/** Targets by their first letter, in their order: a list of targets is data, indexed once. */
const indexes = new WeakMap<readonly string[], Map<number, string[]>>();
function byFirstLetter(targets: readonly string[]): Map<number, string[]> {
  let index = indexes.get(targets);
  if (!index) {
    index = new Map();
    for (const t of targets) {
      const c = t.charCodeAt(0);
      let list = index.get(c);
      if (!list) index.set(c, (list = []));
      list.push(t);
    }
    indexes.set(targets, index);
  }
  return index;
}

/**
 * Does `word` from `i` (letters up to its next mask, then the rest) spell
 * `target` from `pos` to its end, each mask standing for one to `maxGap` letters?
 */
function fits(word: string, i: number, target: string, pos: number, maxGap: number): boolean {
  for (; i < word.length && word.charCodeAt(i) !== STAR; i++, pos++) if (target.charCodeAt(pos) !== word.charCodeAt(i)) return false;
  if (i === word.length) return pos === target.length;
  for (let gap = 1; gap <= maxGap && pos + gap <= target.length; gap++) if (fits(word, i + 1, target, pos + gap, maxGap)) return true;
  return false;
}

/** All roots, each run only on words that open with one of its beginnings (see text/words.ts). */
const ANY_ROOT = new WordTests(ROOTS.map((r) => new RegExp(r.source, 'u')));

/** Whether a normalised word is profane. Cheap for a word no root opens: a walk of a letter or two. */
function profaneWord(word: string): boolean {
  // The one root found inside words is looked for by a plain search rather than an expression run on
  // every word; the clean look-alikes are looked up only for a word a root caught.
  const caught = (word.includes('*') && maskMatches(word)) || word.includes('пизд') || word.includes('пезд') || ANY_ROOT.any(word);
  return caught && !CLEAN.has(word);
}

/** Whether a word of a message is profane; worked out once per distinct word. */
const PROFANE = new WordFact(profaneWord);

/**
 * Inside letters that were spaced out ("с у к а б л я") word boundaries are
 * lost, so only roots that no innocent word contains are searched as substrings.
 */
const SPACED_ROOTS = /хуй|хуе|хуя|пизд|пзд|бляд|блят|бля|сука|суки|ебал|ебат|ебан|еблан|мудак|пидор|пидар|гандон|шлюх|fuck|shit/;

/** Whether the reading below can act on a word: a spaced-out root inside it, or a profane word. */
export function profanityWord(t: string, tok: Token): boolean {
  return SPACED_ROOTS.test(t) || (t.length <= 40 && (PROFANE.of(tok) || PI_PROFANE.of(tok)));
}

/**
 * "3,14здец": the number π written for the letters "пи" before a word's
 * letters (the word is read from the "14"; the "3" and the comma or point
 * before it are checked in the message).
 */
const PI_PROFANE = new WordFact((word) => PI_WORD.test(word) && profaneWord('пи' + word.slice(2)));
const PI_WORD = /^14[^\d*]/u;
const WORD_CHAR = /[\p{L}\d]/u;
const piBefore = (text: string, s: number): boolean =>
  s >= 2 &&
  text.charCodeAt(s - 2) === 51 &&
  (text.charCodeAt(s - 1) === 44 || text.charCodeAt(s - 1) === 46) &&
  (s < 3 || !WORD_CHAR.test(text.charAt(s - 3)));

export function detectProfanity(n: Normalized): Finding[] {
  const out: Finding[] = [];
  for (const tok of tokenize(n)) {
    if (tok.spaced) {
      const m = SPACED_ROOTS.exec(tok.t);
      if (m) {
        out.push(finding(n, 'profanity', tok.s + m.index, tok.s + m.index + m[0].length, 'мат, написанный через пробелы'));
        continue;
      }
    }
    if (tok.t.length > 40) continue;
    // Hyphenated and compound spellings are caught word by word.
    if (PROFANE.of(tok)) {
      out.push(finding(n, 'profanity', tok.s, tok.e, 'мат или завуалированный мат'));
      if (out.length >= 8) break;
    } else if (PI_PROFANE.of(tok) && piBefore(n.text, tok.s)) {
      out.push(finding(n, 'profanity', tok.s - 2, tok.e, 'мат, зашифрованный числом π'));
      if (out.length >= 8) break;
    }
  }
  return out;
}

export default family({
  name: 'profanity',
  kinds: {
    profanity: { online: foul('1.1'), 'club-warnings': removal('club-warnings/21'), 'club-remarks': removal('club-remarks/profanity') },
  },
  steps: [{ stage: 'acts', words: profanityWord, find: detectProfanity }],
  examples: {
    finds: {
      profanity: ['бл', 'сук', 'пзд', 'еб', 'wtf', 'блять', 'пиздец', 'заипало всё', 'ибаный стол'],
    },
    clean: ['хуже некуда', 'ребята, не ругайтесь', 'ипотека съела', 'Ибаньес сегодня шериф'],
  },
});
