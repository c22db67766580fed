/**
 * Online 3.7 forbids touching political topics that set players against each
 * other, and war slogans "whatever their context". Naming a politician, a
 * party, the war or its places is the topic; a slogan is certain; a country
 * is political only with a political predicate ("Америка — главный враг",
 * "пусть наши дойдут до Киева") — "я из Украины", "в Киеве уже поздно",
 * "слава богу", "война версий" and game words of war (армия мирных, штаб,
 * партизан) stay clean, and so does asking to leave politics out. Slots are
 * the lexicons in lexicons/politics.ts; flags and the letter Z as a symbol
 * are read from the original text.
 */
import { collapse, toOriginal, type Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { group } from '../lexicons/entries';
import {
  DRAFT,
  GLORY_TO,
  LEADERS,
  MARCHED_ON,
  MOVEMENTS,
  NO_POLITICS,
  POWER_SAYS,
  POWERS,
  RIGGED,
  SLOGANS,
  SLOGANS_ALONE,
  STANCES,
  WAR,
  WAR_PLACES,
} from '../lexicons/politics';
import { table } from '../table';
import { NO_FINDINGS, type Finding } from '../types';
import { none, removal } from '../../rulesets/cost';
import { maskedTarget } from './profanity';
import { family } from '../family';

const NOT_POLITICS = pattern(`⟨${group(NO_POLITICS)}|⟨повестк…~1дня⟩`);

const ROWS = table([
  {
    kind: 'political',
    re: pattern(
      [
        `⟨${group(LEADERS, MOVEMENTS, WAR, WAR_PLACES, STANCES, DRAFT)}`,
        `⟨${group(POWERS)}~3${group(POWER_SAYS)}`,
        `⟨(?:враг…|агрессор…|оккупант…)~2${group(POWERS)}`,
        `⟨(?:дойд…|дошли|дойдем|возьм…|взять|взяли)~2(?:до~0)?${group(MARCHED_ON)}|⟨киев~1за~1три~1дня`,
        `⟨выбор…~3${group(RIGGED)}`,
        // One power said to be another or a part of it: "украина это россия", "крым — часть украины".
        `⟨${group(POWERS)}~0(?:это~0)?(?:${group(POWERS)}|часть~0${group(POWERS)})`,
        // Sanctions are a power's ("санкции против России"); "санкции к 4" is the game's own word.
        `⟨(?:санкци…|антисанкци…|контрсанкци…)~3${group(POWERS)}|⟨${group(POWERS)}~3санкци…|⟨(?:антисанкци…|контрсанкци…)`,
      ].join('|'),
    ),
    unless: NOT_POLITICS,
    reason: 'политическая тема',
  },
  {
    // Slogans are forbidden "вне зависимости от их контекста": no judgement to make.
    kind: 'political',
    // The Latin "za" before a Russian word is the letter Z as a symbol ("za победу", "za наших").
    re: pattern([`⟨${group(SLOGANS)}`, `⟨слава~1${group(GLORY_TO, POWERS)}`, '⟨za~0[а-я]…'].join('|')),
    unless: NOT_POLITICS,
    confidence: 'certain',
    reason: 'политический лозунг',
  },
  {
    // Slogans that are one only alone in the message ("з0в" is read as "зов"). The requirement gives the
    // row its trigger: an expression anchored at the message's start has no word to be looked up by.
    kind: 'political',
    re: pattern(`^[^а-яa-z\\d]*${group(SLOGANS_ALONE)}[^а-яa-z\\d]*$`),
    requires: pattern(`⟨${group(SLOGANS_ALONE)}`),
    unless: NOT_POLITICS,
    confidence: 'certain',
    reason: 'политический лозунг',
  },
]);

/**
 * Flags of the war's sides, the hammer and sickle, the swastika, and the
 * letters Z and V as symbols: alone ("с нами бог и z") or written into a
 * Russian word ("Zа победу"). One fixed expression per message.
 */
const WAR_SYMBOLS =
  /🇷🇺|🇺🇦|🇧🇾|🇮🇱|🇵🇸|💙💛|💛💙|☭|卐|卍|(?<![\p{L}\d])(?:z|(?:ZOV|ZV|Z|V)+|Z\s+V)(?![\p{L}\d])|\p{Script=Cyrillic}[ZzV]|[ZzV]\p{Script=Cyrillic}/u;
/** "Поколение Z": a generation, not the symbol. */
const GENERATION = /поколени\p{L}*\s+$/iu;

/** Political symbols (a detector of its own: it reads the original text, not a table row). */
export function detectWarSymbols(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS; // flags are emoji and Z is Latin: neither is in a plain message
  const m = WAR_SYMBOLS.exec(n.original);
  if (!m || GENERATION.test(n.original.slice(Math.max(0, m.index - 20), m.index))) return NO_FINDINGS;
  return [
    { kind: 'political', start: m.index, end: m.index + m[0].length, fragment: m[0], reason: 'политический символ', confidence: 'likely' },
  ];
}

/** "слава" and what it is a slogan with (the powers too), one word each (stems keep their "…"), collapsed as the text is. */
const GLORY_WORDS = [...GLORY_TO, ...POWERS].filter((e) => !/\s/.test(e)).map(collapse);
const GLORY_FORMS = GLORY_WORDS.map((e) => (e.endsWith('…') ? e.slice(0, -1) : `${e}$`)).join('|');
/** The word after "слава" read from its start: a stem or a whole word. */
const GLORY_START = new RegExp(`^(?:${GLORY_FORMS})`, 'u');
/**
 * Spaced-out letters join into one word with no boundary inside ("С л а в а  р о с с и и" is
 * "славароси"): the slogan is looked for inside it — "слава" with what follows, or a long fixed slogan.
 */
const SPACED_SLOGAN = new RegExp(
  `слава(?:${GLORY_WORDS.filter((e) => e.length > 2)
    .map((e) => e.replace('…', ''))
    .join('|')})|${SLOGANS.filter((e) => /^[а-я ]{8,}$/u.test(e))
    .map((e) => collapse(e.replace(/ /g, '')))
    .join('|')}`,
  'u',
);
const SLAVA = ['слава'];
/** Latin letters read as the Russian ones they sound like, inside a Russian word ("sлава", "укrаине"). */
const LATIN_SOUNDS: Readonly<Record<string, string>> = {
  b: 'б',
  d: 'д',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  y: 'у',
  z: 'з',
};
const LATIN = /[a-z]/g;
const CYRILLIC = /[а-я]/;

/** A word of mixed scripts read all in Russian; other words as they are. */
function readRussian(t: string): string {
  if (!CYRILLIC.test(t)) return t;
  return t.replace(LATIN, (c) => LATIN_SOUNDS[c] ?? c);
}

/** Whether a word, masked or in mixed scripts, reads as "слава". */
function isSlava(t: string): boolean {
  return readRussian(t) === 'слава' || (t.includes('*') && maskedTarget(t, SLAVA) !== undefined);
}

/** Whether the word after "слава", masked or in mixed scripts, is what it makes a slogan with. */
function isGloried(t: string): boolean {
  return GLORY_START.test(readRussian(t)) || (t.includes('*') && maskedTarget(t, GLORY_WORDS) !== undefined);
}

/**
 * "Слава …" hidden from the table's rows: spelled in spaced-out letters, masked ("Cлава Укр@ине") or
 * with Latin letters inside ("sлава украине"). Such a message is never plain, so most chat skips it.
 */
export function detectHiddenSlogans(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS;
  const tokens = n.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!tok) break;
    const next = tokens[i + 1];
    let end = -1;
    if (tok.spaced && SPACED_SLOGAN.test(tok.t)) end = tok.e;
    else if (next && isSlava(tok.t) && isGloried(next.t)) end = next.e;
    if (end < 0) continue;
    const span = toOriginal(n, tok.s, end);
    return [
      {
        kind: 'political',
        start: span.start,
        end: span.end,
        fragment: n.original.slice(span.start, span.end),
        reason: 'политический лозунг',
        confidence: 'certain',
      },
    ];
  }
  return NO_FINDINGS;
}

export default family({
  name: 'political',
  kinds: {
    political: { online: removal('3.7'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
  },
  steps: [
    { stage: 'appeals-more', tables: [ROWS] },
    // Flags, the hammer and sickle and the letters Z and V: one fixed expression per message, no table row.
    { stage: 'appeals-more', find: detectWarSymbols },
    // Slogans spelled out, masked or in mixed scripts: read word by word, no table row reaches them.
    { stage: 'appeals-more', find: detectHiddenSlogans },
  ],
  examples: {
    finds: {
      political: [
        'путинисты опять за своё',
        'в кремле сидят воры',
        'скоро вас всех мобилизуют',
        'лукашенко три срока сидит',
        'американцы развязали войну',
        'в армию бы тебя, 5, там научат',
        'слава ЗСУ',
        'за веру, царя и отечество!',
        'Слава Украине',
        'ZV',
        'SVO',
        'ZOV',
        'путин',
        'Слава России',
        '🇺🇦 держимся',
        'Z',
        'слава Молдове',
        'Слава Армении!',
        'служу Советскому Союзу',
        'free gaza',
        'Ахмат — сила',
        'чвк вперед',
        'за кого вы в этой войне?',
        'Zа наших',
        'с л а в а у к р а и н е',
        'Слава Бел@руси',
        'sлава рф',
        'санкции против беларуси не работают',
        'украина это россия, и точка',
        'беларусь — часть россии',
        'выборы у них нарисованные',
        'тебя в тцк ещё не забрали?',
        'вставай, страна огромная!',
      ],
    },
    clean: [
      'у меня дедушка из киева',
      'война между мирными и мафией',
      'мафия захватила власть за столом',
      'я болею за спартак',
      'мир вам, добрые люди',
      'слава богу',
      'зов предков',
      'санкции к 7, больше не доверяю',
      'оппозиция дону у нас в лице 3',
      'слава, ты сегодня шериф?',
      'free fire после игры',
      'армия мирных, вперед',
      'в войне версий побеждает 2',
      'я из беларуси, а 5 из россии',
      'мобик сел, пишу с ноута',
      'можем повторить голосование, если надо',
      'ставлю на победу города',
    ],
  },
});
