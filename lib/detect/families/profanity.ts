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
  // Veiled forms the rules list, and the usual ones.
  /^(?:нах|пох|нх|нхй|чзх|епт|епта|ептать|епть|ебт|ипать|йопт|еб|пздц|пзд)$/,
  // Foreign and transliterated.
  /^(?:fuck.*|fck.*|fuk.*|fucc.*|wtf|stfu|shit.*|sh\*t|bitch.*|cunt.*|asshole.*|motherf.*|dickhead.*|bullshit|fag.*|nigg.*|blyat.*|blya|suk[ai]|pizd.*|pzdc|nahui|nahuy|huy|huj|hui|xuy|xui|xyu|eban.*|yeban.*)$/u,
  /^(?:втф|фак|факинг|факин|факю|щит|битч|мазафак.*|мазерфак.*)$/u,
];

/** Words that a root would catch but are clean. Normalised and collapsed. */
const CLEAN = new Set(['хуже', 'похуже', 'наихуже', 'ебонит', 'бляха', 'бляху', 'бляхой', 'бляшка', 'бляшки', 'оеб']);

/** Masked words ("с*ка", "б**дь", "х*й") against the words they hide. */
const MASK_TARGETS = [
  'сука',
  'суки',
  'блядь',
  'блять',
  'бля',
  'пизда',
  'пиздец',
  'пиздец',
  'хуй',
  'хуйня',
  'хуя',
  'нахуй',
  'похуй',
  'ебать',
  'ебал',
  'ебало',
  'заебал',
  'уебок',
  'мудак',
  'пидор',
  'пидорас',
  'гандон',
  'шлюха',
  'fuck',
  'shit',
  'хер',
  'нахер',
  'пиздеть',
  'пиздишь',
  'ебаный',
  'ебанутый',
  'заебись',
  'охуеть',
  'охуел',
  'херня',
  'сучка',
  'хуево',
  'долбоеб',
  'выебал',
  'мудила',
];

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
  return maskedTarget(word, MASK_TARGETS) !== undefined;
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
    if (t.length < letters + gaps || t.length > letters + maxGap * gaps) continue;
    if (fits(word, 0, t, 0, maxGap)) return t;
  }
  return undefined;
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
  const caught = (word.includes('*') && maskMatches(word)) || word.includes('пизд') || ANY_ROOT.any(word);
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
  return SPACED_ROOTS.test(t) || (t.length <= 40 && PROFANE.of(tok));
}

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
      profanity: ['бл', 'сук', 'пзд', 'еб', 'wtf', 'блять', 'пиздец'],
    },
    clean: ['хуже некуда', 'ребята, не ругайтесь'],
  },
});
