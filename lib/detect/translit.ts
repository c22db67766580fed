/**
 * Russian typed in Latin letters ("ya tebya naydu posle igry, 5", "mne 7 v
 * lichku napisal chto on mirniy"): a keyboard without the layout, or an
 * evasion. Such a message is read again in Russian letters, so that every
 * family judges what it says; the findings are put back on the Latin words.
 *
 * Hand-written: the libraries that transliterate go the other way (Cyrillic
 * to Latin, one standard each); chat mixes every spelling ("ya" / "ja",
 * "sh" / "w", "-yj" / "-iy"), and only a reading for the detectors is needed,
 * not a correct spelling.
 */
import { drawnLetter } from '../text/normalize';
import { RUSSIAN_TRANSLIT } from './lexicons/russian-translit';

const KNOWN = new Set(RUSSIAN_TRANSLIT);
const WORD = /[A-Za-z'’]+/g;
const CYRILLIC = /[а-яё]/i;
const DOUBLED = /([a-z])\1+/g;

/**
 * Whether a message is Russian in Latin letters: no Russian letter, and at least `min` of its Latin words are common
 * Russian ones, making at least half of them. One word is proof enough only for the reading below (a short "ty idiot");
 * telling a foreign language apart asks for two (other languages share a few: "mafiya" in Uzbek).
 */
export function russianInLatin(input: string, min = 2): boolean {
  const text = undrawn(input).text;
  if (CYRILLIC.test(text)) return false;
  let latin = 0;
  let russian = 0;
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) {
    if (m[0].length < 2) continue; // "v", "s", "i", "a": too short to tell a language by
    latin++;
    if (KNOWN.has(m[0].toLowerCase().replace(/’/g, "'").replace(DOUBLED, '$1'))) russian++;
  }
  WORD.lastIndex = 0;
  return russian >= min && russian * 2 >= latin;
}

/** Letter groups, longest first at each letter: what each stands for. */
const GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['jo', 'ё'],
  ['ye', 'е'],
];
const SINGLE: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'ш',
  x: 'кс',
  y: 'ы',
  z: 'з',
  "'": 'ь',
  '’': 'ь',
};
const VOWELS = new Set([...'aeiouy']);

/** The message in Russian letters, and for each of its units the original's offset (one past the end last). */
export interface Reading {
  readonly text: string;
  /** `at[i]`: where the original character behind unit i starts; `at[text.length]` is the original's length. */
  readonly at: readonly number[];
}

/** The message read in Russian letters; what is not a Latin letter is kept as it is. */
export function readInRussian(input: string): Reading {
  const { text: original, from } = undrawn(input);
  let text = '';
  const at: number[] = [];
  const put = (s: string, i: number) => {
    for (const ch of s) {
      text += ch;
      at.push(from ? (from[i] ?? i) : i);
    }
  };
  for (let i = 0; i < original.length;) {
    const c = original[i] ?? '';
    const lower = c.toLowerCase();
    if (!(lower in SINGLE)) {
      put(c, i);
      i++;
      continue;
    }
    const rest = original.slice(i, i + 4).toLowerCase();
    const group = GROUPS.find(([latin]) => rest.startsWith(latin));
    const next = original[i + 1]?.toLowerCase() ?? '';
    const prev = original[i - 1]?.toLowerCase() ?? '';
    const wordEnd = !/[a-z'’]/i.test(next);
    if (group) {
      put(group[1], i);
      i += group[0].length;
    } else if (lower === 'y' && (VOWELS.has(prev) || (wordEnd && prev === 'i'))) {
      // "moy", "krasniy": й after a vowel.
      put('й', i);
      i++;
    } else if (lower === 'j' && wordEnd && (prev === 'y' || prev === 'i')) {
      put('й', i); // "krasnyj", "tretij"
      i++;
    } else {
      put(SINGLE[lower] ?? c, i);
      i++;
    }
  }
  at.push(input.length);
  return { text, at };
}

/** Letters drawn in negative circles and squares ("🅳🆄🆁🅰🅺"), as the normaliser reads them: Latin letters. */
const DRAWN = /\uD83C[\uDD50-\uDD69\uDD70-\uDD89]/g;

/**
 * The text with drawn letters as Latin ones, and where each unit came from (null when nothing was drawn): "🅳🆄🆁🅰🅺"
 * is typed Russian as much as "durak" is.
 */
export function undrawn(input: string): { text: string; from: number[] | null } {
  if (!input.includes('\uD83C')) return { text: input, from: null };
  DRAWN.lastIndex = 0;
  if (!DRAWN.test(input)) return { text: input, from: null };
  let text = '';
  const from: number[] = [];
  for (let i = 0; i < input.length;) {
    const cp = input.codePointAt(i) ?? 0;
    const drawn = drawnLetter(cp);
    if (drawn >= 0) {
      text += String.fromCharCode(0x41 + drawn);
      from.push(i);
      i += 2;
    } else {
      text += input[i];
      from.push(i);
      i++;
    }
  }
  return { text, from };
}
