/**
 * Insulting emoji (online 3.2.1 when aimed at a person — "Ты 🤡" — and 2.5
 * otherwise). Works on normalised text, where variation selectors are gone.
 * The emoji are reviewed lists (lexicons/): those that insult whoever they
 * are put on, those that mock only when put on someone (🥱, 🤪), pairs that
 * insult together (🧠❌), and Discord's typed names (":clown:"). The middle
 * finger is also an obscene gesture, which the clubs count with mat
 * («невербальные аналоги»).
 */
import type { Normalized } from '../../text/normalize';
import { finding } from '../table';
import { pattern } from '../../text/pattern';
import { group } from '../lexicons/entries';
import { PENALTY } from '../lexicons/act-context';
import { has } from '../vocab';
import { NO_FINDINGS, type Finding } from '../types';
import { EMOJI_AIMED, EMOJI_TAUNTS } from '../lexicons/emoji-aimed';
import { ROLE_EMOJI } from '../lexicons/bot';
import { EMOJI_INSULTING } from '../lexicons/emoji-insulting';
import { EMOJI_PAIRS } from '../lexicons/emoji-pairs';
import { EMOJI_SHORTCODES } from '../lexicons/emoji-shortcodes';
import { EMOJI_THREATENING } from '../lexicons/emoji-threatening';
import { none, removal, teamLoss, warning } from '../../rulesets/cost';
import { family } from '../family';
import { namesRole, tokenAt } from '../act';
import { depicted, onPictureAt } from './insults';

/** Emoji used to mock, insult or provoke (the list, for other modules). */
export const INSULTING_EMOJI = EMOJI_INSULTING;
const SET = new Set(EMOJI_INSULTING);
const AIMED_ONLY = new Set(EMOJI_AIMED);
const TAUNTS = new Set(EMOJI_TAUNTS);
const THREATENING = new Set(EMOJI_THREATENING);
const ROLES = new Set(ROLE_EMOJI);
const SHORTCODES = new Set(EMOJI_SHORTCODES);
/** The names a server's own emoji is called by when it shows one of these ("<:pepeclown:1123…>"): long enough to tell. */
const SHORTCODE_PARTS = [...SHORTCODES].filter((c) => c.length >= 4 && !c.includes('_'));
/** Pairs by their first emoji. */
const PAIRS = new Map<string, string[]>();
for (const pair of EMOJI_PAIRS) {
  const first = String.fromCodePoint(pair.codePointAt(0) ?? 0);
  PAIRS.set(first, [...(PAIRS.get(first) ?? []), pair.slice(first.length)]);
}
const MIDDLE_FINGER = '🖕';

/** The person words that aim an emoji: pronouns, the host, a seat, a mention, "your", "all of you". */
const PERSON =
  String.raw`(?:ты|вы|тебе|тебя|вам|вас|он|она|они|ему|ей|им|сам\p{L}*|ведущ\p{L}*|вед|хост\p{L}*` +
  String.raw`|(?:0?[1-9]|10)(?:-?[а-я]{1,3})?|@\S+|тво[йяеи]\p{L}*|ваш\p{L}*|все|всем|тем|тому|каждому|любому)`;
/** Before the emoji: "ты 🤡", "4 🐔", "🖕 ведущему" is the other way. */
const ADDRESS = new RegExp(String.raw`(?:^|[^\p{L}\d])${PERSON}[^\p{L}\d]*$`, 'u');
/** After the emoji: "🤡 ты", "🤡 это 4", "🐷 вот он", "🤪 это про 8", "🗑 твоя версия", "🐑 все кто за 3". */
const ADDRESS_AFTER = new RegExp(
  String.raw`^[^\p{L}\d]*(?:(?:это|вот|ну|а|и|ну-ну|опять|снова)[\s,]+)?(?:(?:про|для|на|к|ко)\s+)?${PERSON}(?:[^\p{L}\d]|$)`,
  'u',
);
/** A penalty named in the message: "за 🤡 пред дают?" asks what the emoji costs (the act layer's "за клятву бан"). */
const PENALTY_NAMED = pattern(`⟨${group(PENALTY)}⟩`);
/** Right before the emoji: "за", its cost's preposition. */
const FOR_BEFORE = /(?:^|[^\p{L}\d])за\s*$/u;
/** ":clown:" and the like. */
const SHORTCODE = /:([a-z0-9_]{2,24}):/gi;

export function detectEmoji(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS; // no emoji in a plain message
  const out: Finding[] = [];
  const text = n.text;
  for (let i = 0; i < text.length && out.length < 4;) {
    const cp = text.codePointAt(i) ?? 0;
    const len = cp > 0xffff ? 2 : 1;
    if (cp < 0x2000) {
      i += len;
      continue;
    }
    const ch = text.slice(i, i + len);
    let end = i + len;
    let insulting = SET.has(ch);
    if (!insulting) {
      const seconds = PAIRS.get(ch);
      const second = seconds?.find((s) => text.startsWith(s, end));
      if (second !== undefined) {
        insulting = true;
        end += second.length;
      }
    }
    const threat = THREATENING.has(ch);
    // A taunt put on someone provokes (2.5); it insults no one.
    if (TAUNTS.has(ch) && aimedAt(text, i, end) && !costAsked(n, i)) out.push(emojiFinding(n, i, end, false));
    if ((insulting || threat || AIMED_ONLY.has(ch)) && !costAsked(n, i) && !onPicture(n, i) && !roleEmoji(n, i)) {
      const aimed = aimedAt(text, i, end);
      // A weapon or a fist put on someone pictures the threat; alone a knife is a provocation, a fist a fist bump.
      if (threat && aimed) out.push(finding(n, 'threat-emoji-person', i, end, 'эмодзи-угроза в адрес игрока'));
      else if (insulting || aimed) out.push(emojiFinding(n, i, end, aimed));
      if (aimed) out.push(finding(n, 'insult-emoji-named', i, end, 'эмодзи для оскорбления (2.5)'));
      if (ch === MIDDLE_FINGER) out.push(finding(n, 'obscene-gesture', i, end, 'неприличный жест'));
    }
    i = end;
  }
  // Typed names are read in the original: the normaliser may read ":poop:" in a Russian line as look-alike letters.
  if (n.original.includes(':')) {
    const original = n.original;
    SHORTCODE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while (out.length < 4 && (m = SHORTCODE.exec(original)) !== null) {
      const name = (m[1] ?? '').toLowerCase();
      if (!SHORTCODES.has(name) && !SHORTCODE_PARTS.some((c) => name.includes(c))) continue;
      const s = normalizedAt(n, m.index);
      const e = normalizedAt(n, m.index + m[0].length);
      out.push(emojiFinding(n, s, e, aimedAt(text, s, e)));
      if (name === 'middle_finger') out.push(finding(n, 'obscene-gesture', s, e, 'неприличный жест'));
    }
    SHORTCODE.lastIndex = 0;
  }
  return out;
}

/** The normalised offset of the original's offset `o`: the first unit read from at or after it (binary search). */
function normalizedAt(n: Normalized, o: number): number {
  let lo = 0;
  let hi = n.text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((n.starts[mid] ?? 0) < o) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the emoji at `s` is a role's, the role named right after it: "🔪 маньяк в игре есть?" (not "🤡 маньяк"). */
function roleEmoji(n: Normalized, s: number): boolean {
  if (!ROLES.has(String.fromCodePoint(n.text.codePointAt(s) ?? 0))) return false;
  const k = tokenAt(n, s);
  const next = n.tokens[k];
  return next !== undefined && namesRole(n, k, k + 1) && !/[,.!?;:—–]/.test(n.text.slice(s, next.s));
}

/** Whether the emoji at `s` is what a penalty is asked or said of: "за 🤡 в чат пред дают же?". */
function costAsked(n: Normalized, s: number): boolean {
  return FOR_BEFORE.test(n.text.slice(Math.max(0, s - 8), s)) && has(PENALTY_NAMED, n.text);
}

/**
 * Whether the emoji at `s` stands for what a picture shows: "🐑 овечка на аве у 10 милая", "🤡 на аватарке у 5".
 * Read as the word after it would be (insults.ts), the emoji in its place when no word follows it in its clause.
 */
function onPicture(n: Normalized, s: number): boolean {
  const k = tokenAt(n, s);
  const next = n.tokens[k];
  if (!next) return false;
  // The emoji's own word is the next one when only spaces part them ("🐑 овечка на аве"), else the emoji stands before it.
  const glued = !/[,.!?;:—–]/.test(n.text.slice(s, next.s));
  return glued && (depicted(n.tokens, k, n.text) || onPictureAt(n.tokens, k));
}

/** Whether the emoji at `[s, e)` is put on someone: a few words around it only, bounded work per emoji. */
function aimedAt(text: string, s: number, e: number): boolean {
  return ADDRESS.test(text.slice(Math.max(0, s - 24), s)) || ADDRESS_AFTER.test(text.slice(e, e + 20));
}

function emojiFinding(n: Normalized, s: number, e: number, aimed: boolean): Finding {
  return finding(
    n,
    aimed ? 'insult-emoji-person' : 'insult-emoji',
    s,
    e,
    aimed ? 'оскорбительный эмодзи в адрес игрока' : 'оскорбительный или провокационный эмодзи',
  );
}

export default family({
  name: 'emoji',
  kinds: {
    'insult-emoji-person': {
      online: removal('3.2.1'),
      'club-warnings': removal('club-warnings/21'),
      'club-remarks': removal('club-remarks/insult'),
    },
    'threat-emoji-person': {
      online: removal('3.2.1'),
      'club-warnings': removal('club-warnings/21'),
      'club-remarks': teamLoss('club-remarks/threat'),
    },
    // The online document names the emoji put on a person twice: as an insult (3.2.1, removal) and in the closing
    // list's 2.5 (a warning). Both are shown; the 2.5 one waits for the host, who decides which the table applies.
    'insult-emoji-named': { online: warning('2.5'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
    'insult-emoji': { online: warning('2.5'), 'club-warnings': none, 'club-remarks': warning('club-remarks/incorrect') },
    // The middle finger: the clubs count «невербальные аналоги» with mat; online it is an insulting emoji.
    'obscene-gesture': { online: none, 'club-warnings': removal('club-warnings/21'), 'club-remarks': removal('club-remarks/profanity') },
  },
  steps: [{ stage: 'acts', find: detectEmoji }],
  examples: {
    finds: {
      'insult-emoji-person': ['Ты 🤡', '5 🤡', '🤡 это ты', '🥱 ты всё, 7?', '8 🧠🚫', '3 :clown:', '🐐 ведущему', '4 :poop: а не шериф'],
      'threat-emoji-person': ['🔪 10', '👊 4-й', '🔫 тебе после игры'],
      'insult-emoji-named': ['Ты 💩', '🐷 ты, 9'],
      'insult-emoji': ['🤡', 'ну и цирк 🤡', '🤫 3', '🙄 ну-ну, 5', '<:kekclown:81234> это про 6'],
      'obscene-gesture': ['🖕', '🖕 4'],
    },
    clean: [
      '😂',
      'ты ❤️',
      '👍',
      'ахах 😅',
      '🥱 спать пора',
      '🧠 включаем',
      '🤷 кто знает',
      '👊',
      'договорились 👊',
      '🔪 маньяк в игре есть?',
    ],
  },
});
