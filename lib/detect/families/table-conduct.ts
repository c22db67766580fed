/**
 * What a player at a club table does, written as a stage direction in the
 * chat ("*кричит на 4ку*", "*громко рыгает в микрофон*", "*показывает средний
 * палец 7ке*"), and the player's own drinking ("я бухой в хлам", "ещё по
 * рюмке, пацаны"). A live table's chat is how such acts reach a text check:
 * the clubs count shouting (club remarks), disturbing gestures, unpleasant
 * sounds and drunkenness (club warnings 21), obscene gestures with mat.
 *
 * A direction is the act's own words opening a part set off by "*", "_" or
 * "(" (markup emphasis is spaces by then, see text/normalize.ts; the original
 * says where it was), maybe after a word of manner ("громко", "снова"): the
 * player narrating himself. A report of someone else ("5 кричит на меня") has
 * its subject before the verb and is no act of the speaker. The act lists are
 * reviewed data (lexicons/acts-*.ts, drinking.ts).
 */
import { anyOf } from '../../text/alt';
import { ABBREVIATIONS, laughingWord, letterCase } from '../caps';
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { listGroup } from '../../text/wordlist';
import { ACTS_GESTURE } from '../lexicons/acts-gesture';
import { ACTS_MODIFIERS } from '../lexicons/acts-modifiers';
import { ACTS_OBSCENE } from '../lexicons/acts-obscene';
import { ACTS_SHOUT } from '../lexicons/acts-shout';
import { ACTS_SOUND } from '../lexicons/acts-sound';
import { DRINKING } from '../lexicons/drinking';
import { STATES_HIGH } from '../lexicons/states-high';
import { finding, runTable, table } from '../table';
import { joined, NO_FINDINGS, type Finding } from '../types';
import { none, removal, warning } from '../../rulesets/cost';
import { family } from '../family';

/** A word of manner, or another act joined by "и" before it ("*вскакивает и кричит*", "*встаёт и машет руками*"). */
const MANNER = `(?:${listGroup(ACTS_MODIFIERS)}~1|[а-я]{3,}(?:ет|ит|ется|ится)~1и~1)?`;

/** Acts, each at the opening of a stage direction (checked against the original after the match). */
const ACTS = table([
  { kind: 'shout-act', re: pattern(`⟨${MANNER}${listGroup(ACTS_SHOUT)}⟩`), reason: 'кричит за столом' },
  { kind: 'gesture-act', re: pattern(`⟨${MANNER}${listGroup(ACTS_GESTURE)}⟩`), reason: 'жестикуляция, мешающая игре' },
  { kind: 'sound-act', re: pattern(`⟨${MANNER}${listGroup(ACTS_SOUND)}⟩`), reason: 'неприятные звуки за столом' },
  { kind: 'obscene-gesture', re: pattern(`⟨${MANNER}${listGroup(ACTS_OBSCENE)}⟩`), reason: 'неприличный жест' },
]);

/** The speaker drunk or drinking: "я бухой в хлам", "я сегодня пьяненький", "ещё по рюмке, пацаны". */
const DRUNK = table([
  {
    kind: 'drunk-self',
    re: pattern(
      anyOf(
        '⟨(?:я|мы)[\\s,]+(?:(?:уже|так|такой|такая|такие|совсем|немного|слегка|чуток|сегодня|щас|сейчас' +
          `|вообще|конкретно|прям|реально)[\\s,]+)?${listGroup(STATES_HIGH)}⟩`,
        `⟨${listGroup(DRINKING)}`,
        // "бухой я сегодня": the state before the speaker.
        `⟨${listGroup(STATES_HIGH)}[\\s,]+(?:я|мы)⟩`,
      ),
    ),
    // Drinking after the game, or later, is not at the table.
    unlessAround: pattern('⟨(?:после~1(?:игры|игр…)|завтра|вечером|потом|после~1всего)⟩'),
    window: 40,
    reason: 'пьян за игровым столом',
  },
]);

/** Characters that open a stage direction. */
const OPENERS = new Set([42 /* * */, 95 /* _ */, 40 /* ( */, 91 /* [ */]);

/** Whether the original text just before `start` (spaces skipped) opens a stage direction. */
export function opensDirection(original: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && (original.charCodeAt(i) === 32 || original.charCodeAt(i) === 9)) i--;
  return i >= 0 && OPENERS.has(original.charCodeAt(i));
}

/** Whether `start` lies inside a stage direction in asterisks or underscores: "*стучит кулаком по столу и орёт*". */
export function withinStars(original: string, start: number): boolean {
  let stars = 0;
  let bars = 0;
  for (let i = 0; i < start; i++) {
    const c = original.charCodeAt(i);
    if (c === 42) stars++;
    else if (c === 95) bars++;
  }
  return stars % 2 === 1 || bars % 2 === 1;
}

/**
 * Words shouted in capitals among others ("6ка, НЕ ВРИ!", "ну ПОЧЕМУ никто
 * не слушает?!", "*громко* ДОКТОР, ВСКРЫВАЙСЯ", "ААААА, ну как так"): the
 * club's «крики за игровым столом» in a chat are its capitals, a whole message
 * of them (caps) or some words. One word of capitals is emphasis ("это ОЧЕНЬ
 * важно") unless said with "!" or a scream of one letter ("ААААА"); two such
 * words are a shout. Laughter in capitals is laughter ("АХАХА"), and the
 * chat's abbreviations ("ППК", "ЛС") are no shout. One pass over the original.
 */
export function shoutWords(n: Normalized): Finding[] {
  const o = n.original;
  const bang = o.includes('!');
  let first = -1;
  let last = -1;
  let words = 0;
  let minor = -1; // where the last two-letter word in capitals that is no abbreviation began: "ну ВЫ ДАЁТЕ", "ЭЙ"
  let minors = 0;
  let others = 0; // words of other kinds: lower case, one letter, abbreviations, laughter
  let scream = false;
  let opening = false; // the message opens with a word in capitals said as a cry: "КАРАУЛ, я мирный", "ГОЛ!"
  let firstMinor = -1;
  let quoted = false; // inside quotation marks: someone's words quoted ("писал капсом «6 ТОЧНО ЧЁРНЫЙ»")
  let start = -1;
  let upper = 0;
  let lower = 0;
  for (let i = 0; i <= o.length; i++) {
    const ch = i < o.length ? o.charAt(i) : ' ';
    const c = i < o.length ? letterCase(o.charCodeAt(i)) : 0;
    if (c !== 0) {
      if (start < 0) [start, upper, lower] = [i, 0, 0];
      if (c === 1) upper++;
      else lower++;
      continue;
    }
    if (start < 0) {
      quoted = quoteAfter(quoted, ch);
      continue;
    }
    const w = o.slice(start, i);
    if (quoted) others++;
    else if (lower === 0 && upper === 2 && hasVowel(w) && !ABBREVIATIONS.has(w.toLowerCase())) {
      [minor, minors] = [start, minors + 1];
      if (firstMinor < 0) firstMinor = start;
    } else if (lower === 0 && upper >= 3 && !ABBREVIATIONS.has(w.toLowerCase()) && !laughingWord(w)) {
      words++;
      if (first < 0) first = start;
      last = i;
      // A scream: one letter held ("ААААА"), or a word drawn out ("ДААААА", "НЕЕЕЕТ").
      if ((upper >= 4 && /^(.)\1+$/u.test(w)) || /(.)\1\1/u.test(w)) scream = true;
      if (words === 1 && others === 0 && minors === 0 && /^[,!]/.test(o.slice(i).trimStart())) opening = true;
    } else others++;
    start = -1;
    quoted = quoteAfter(quoted, ch);
  }
  // A word alone in capitals is said aloud, two letters are enough when it is a word ("ДА", "ЭЙ"), not an abbreviation ("ЛС");
  // two-letter words in capitals in a row are a shout too ("ДА ВЫ ЧЁ, 10 же мирный").
  if (words === 0 && minors === 1 && others === 0) [first, last] = [minor, minor + 2];
  else if (words === 0 && minors >= 2) [first, last] = [firstMinor, minor + 2];
  else if (words === 0 || !(bang || scream || opening || words + minors >= 2)) return NO_FINDINGS;
  return [{ kind: 'shout-word', start: first, end: last, fragment: o.slice(first, last), reason: 'кричит: слова капсом' }];
}

/** Quotation marks: «…» and „…“ open and close, a straight double quote toggles. */
function quoteAfter(quoted: boolean, ch: string): boolean {
  if (ch === '«' || ch === '„') return true;
  if (ch === '»' || ch === '“') return false;
  return ch === '"' ? !quoted : quoted;
}

/** Vowels of the scripts players write in: a two-letter word with one is a word ("ДА", "ВЫ"), not an abbreviation ("ЛС"). */
const VOWELS = new Set('аеёиоуыэюяaeiouy');

function hasVowel(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (VOWELS.has(w.charAt(i).toLowerCase())) return true;
  return false;
}

/** Fewest "!" in one run of marks that is a shout ("я мирный!!!", "вы не слышите?!!!"); one or two are emphasis ("почему 7?!"). */
const BANGS_FEWEST = 3;
/** Fewest letters of one vowel, alone as a word, that are a scream ("аааааа", "уууууу"); "ааа, понял" is a sigh. */
const SCREAM_FEWEST = 6;

/**
 * A shout written in marks or a drawn-out scream in any case: a run of three
 * or more "!" ("ну сколько можно!!!!!!", "!!!!! 8 черный !!!!!") and a word
 * of one vowel drawn out ("аааааааа"). One "!" or "?!", a "???" of doubt and
 * a short "ааа" or "нееет" stay clean. One pass over the original.
 */
export function shoutSigns(n: Normalized): Finding[] {
  const o = n.original;
  let bangs = 0;
  let runStart = -1;
  let start = -1;
  let same = true;
  for (let i = 0; i <= o.length; i++) {
    const ch = i < o.length ? o.charAt(i) : ' ';
    if (ch === '!' || ch === '?') {
      if (runStart < 0) [runStart, bangs] = [i, 0];
      if (ch === '!' && ++bangs >= BANGS_FEWEST) {
        let end = i + 1;
        while (end < o.length && '!?1'.includes(o.charAt(end))) end++;
        return [{ kind: 'shout-marks', start: runStart, end, fragment: o.slice(runStart, end), reason: 'кричит: «!!!»' }];
      }
    } else runStart = -1;
    if (i < o.length && letterCase(o.charCodeAt(i)) !== 0) {
      if (start < 0) [start, same] = [i, VOWELS.has(ch.toLowerCase())];
      else if (same && ch.toLowerCase() !== o.charAt(start).toLowerCase()) same = false;
      continue;
    }
    if (start >= 0 && same && i - start >= SCREAM_FEWEST) {
      return [{ kind: 'shout-word', start, end: i, fragment: o.slice(start, i), reason: 'кричит: «аааа»' }];
    }
    start = -1;
  }
  // The scream spelt out: "А-А-А-А", "о-о-о-о-о".
  const spelt = SPELT_SCREAM.exec(o);
  if (spelt) {
    const at = spelt.index + (spelt[1]?.length ?? 0);
    return [
      {
        kind: 'shout-word',
        start: at,
        end: spelt.index + spelt[0].length,
        fragment: o.slice(at, spelt.index + spelt[0].length),
        reason: 'кричит: «а-а-а»',
      },
    ];
  }
  return NO_FINDINGS;
}

/** One vowel spelt out with hyphens four times or more: "А-А-А-А", "у-у-у-у". */
const SPELT_SCREAM = /(^|[^\p{L}-])([аеиоуыэяюaeiouАЕИОУЫЭЯЮAEIOU])(?:-\2){3,}(?![\p{L}-])/u;

/** Hands in emoji: clapping, waving, fists (the vote's gestures, families/voting.ts, add pointing and the rest). */
export const HAND_EMOJI = new Set(['👏', '🙌', '👋', '✋', '🤚', '🖐', '👊', '✊', '🤜', '🤛', '👐']);
/** Fewest of one hand emoji in a row that are a gesture kept up at the table ("👏👏👏👏👏"): one or two are a reaction. */
const HANDS_FEWEST = 5;

/**
 * A hand emoji repeated ("👏👏👏👏👏👏"): applause or waving kept up, the
 * club's «излишняя жестикуляция, отвлекающая игроков» in a chat. One pass over
 * the normalised text, only for a message with symbols.
 */
export function handEmoji(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS;
  const t = n.text;
  let run = 0;
  let start = 0;
  let prev = '';
  for (let i = 0; i < t.length;) {
    const cp = t.codePointAt(i) ?? 0;
    const len = cp > 0xffff ? 2 : 1;
    const ch = t.slice(i, i + len);
    if (cp >= 0x2000 && ch === prev) run++;
    else if (HAND_EMOJI.has(ch)) [run, start, prev] = [1, i, ch];
    else if (cp !== 0xfe0f && cp !== 32) [run, prev] = [0, ''];
    i += len;
    if (run >= HANDS_FEWEST) {
      let end = i;
      while (t.startsWith(prev, end) || t.charCodeAt(end) === 0xfe0f) end += t.startsWith(prev, end) ? prev.length : 1;
      return [finding(n, 'gesture-act', start, end, 'жестикуляция, мешающая игре')];
    }
  }
  return NO_FINDINGS;
}

function detect(n: Normalized): Finding[] {
  const acts = runTable(ACTS, n);
  let out = NO_FINDINGS;
  if (acts.length) {
    const kept = acts.filter((f) => opensDirection(n.original, f.start) || withinStars(n.original, f.start));
    if (kept.length) out = kept;
  }
  return joined(out, runTable(DRUNK, n));
}

export default family({
  name: 'table-conduct',
  kinds: {
    'shout-act': { online: none, 'club-warnings': none, 'club-remarks': warning('club-remarks/shouting') },
    // Online, capitals are 1.2's caps (a share of the message, flood.ts); one word of them is emphasis.
    'shout-word': { online: none, 'club-warnings': none, 'club-remarks': warning('club-remarks/shouting') },
    // Online, "!!!" is no rule of its own (1.2 is capitals, flood and spam).
    'shout-marks': { online: none, 'club-warnings': none, 'club-remarks': warning('club-remarks/shouting') },
    // 21: «неэтичное поведение», «излишнюю жестикуляцию, мешающую игре либо отвлекающую игроков».
    'gesture-act': { online: none, 'club-warnings': warning('club-warnings/21'), 'club-remarks': none },
    'sound-act': { online: none, 'club-warnings': warning('club-warnings/21'), 'club-remarks': none },
    // 21: removal «ввиду излишне «алкогольно-весёлого» состояния игрока».
    'drunk-self': { online: none, 'club-warnings': removal('club-warnings/21'), 'club-remarks': none },
  },
  steps: [
    { stage: 'late', tables: [ACTS, DRUNK], find: detect },
    // Capitals: only a message with two upper-case letters can have them (most have one or none).
    { stage: 'late', find: (n) => (n.capitals > 1 || n.capitals < 0 ? shoutWords(n) : NO_FINDINGS) },
    { stage: 'late', find: shoutSigns },
    { stage: 'late', find: handEmoji },
  ],
  examples: {
    finds: {
      'shout-act': ['*кричит* не трогайте меня', '(орёт) я мирный'],
      'gesture-act': ['*машет руками во все стороны*', '*стучит кулаком по столу*', '*швыряет карточку в 7*', '👏👏👏👏👏👏👏'],
      'sound-act': ['*громко чавкает*'],
      'shout-word': ['4, НЕ ПЕРЕБИВАЙ меня!', 'ну ЗАЧЕМ ты это СДЕЛАЛ', 'ну ВЫ ДАЁТЕ', 'аааааааа'],
      'shout-marks': ['я мирный!!!', 'вы не слышите?!!!'],
      'drunk-self': ['я уже пьяный, ребята', 'давайте ещё по рюмке', 'бухой я сегодня, не судите строго', 'я четвёртую банку открыл'],
    },
    clean: [
      '5 кричит на меня',
      'не кричите, пожалуйста',
      'я не пьяный',
      'выпьем после игры',
      '*кивает*',
      'за такое ППК',
      'Кирилл, я за 5',
      'почему 7?!',
      'ааа, понял',
      'ну ты даёшь!!',
      'в ЛС ИМХО',
    ],
  },
});
