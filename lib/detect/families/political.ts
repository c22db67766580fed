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
import type { Normalized } from '../../text/normalize';
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
      ].join('|'),
    ),
    unless: NOT_POLITICS,
    reason: 'политическая тема',
  },
  {
    // Slogans are forbidden "вне зависимости от их контекста": no judgement to make.
    kind: 'political',
    re: pattern([`⟨${group(SLOGANS)}`, `⟨слава~1${group(GLORY_TO)}`].join('|')),
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

export default family({
  name: 'political',
  kinds: {
    political: { online: removal('3.7'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
  },
  steps: [
    { stage: 'appeals-more', tables: [ROWS] },
    // Flags, the hammer and sickle and the letters Z and V: one fixed expression per message, no table row.
    { stage: 'appeals-more', find: detectWarSymbols },
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
    ],
  },
});
