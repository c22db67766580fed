/**
 * Insults (online 3.2 and its sub-points), self-abasement (2.3).
 *
 * 3.2 forbids belittling anyone, at the table or not: insult words and their
 * look-alikes, attributing illness, mental disorder, injury or drunkenness
 * (as a statement, a question or a wish), sexual acts or demands aimed at
 * someone, labels of race, nation, gender, faith or orientation used against
 * people, relatives mentioned to insult, calls to die or harm oneself, and
 * talk of beating someone; quoting an insult someone else said counts too.
 * What is harmless: a word said of a thing ("тупой вопрос"), the game slang
 * the rules allow, a player's own words about himself quoted back, "слепой /
 * глухой" for a missed message, game kills.
 *
 * Insult words are matched as whole words by stem. Who the word is aimed at
 * decides the rule: at oneself ("я такой дурак", "ну и балбес же я") it is
 * self-abasement (2.3), at anyone else, or at no one, an insult — the rules
 * count insults not aimed at anyone at the table too. A denial about oneself
 * ("я не глупый, чтобы…") is allowed; a rhetorical one ("не идиот же я") is not.
 * A comma after the word makes it an address ("мразь, я тебе поверил"); a word
 * in quotation marks after "написал / сказал" is a quoted insult; calling
 * denied or forbidden ("не называйте 3 тупым", "дураком я его не считаю") is
 * no insult.
 */
import { anyOf } from '../../text/alt';
import { pattern, V } from '../../text/pattern';
import { listGroup, listWordRe } from '../../text/wordlist';
import { BODY_SEXUAL } from '../lexicons/body-sexual';
import { BODY_STRUCK } from '../lexicons/body-struck';
import { DISORDERS } from '../lexicons/disorders';
import { ETHNONYMS } from '../lexicons/ethnonyms';
import { INSULT_GROUPS } from '../lexicons/insult-groups';
import { RELATIVES } from '../lexicons/relatives';
import { SELF_HARM } from '../lexicons/self-harm';
import { SELF_HARM_DONE } from '../lexicons/self-harm-done';
import { STATES_HIGH } from '../lexicons/states-high';
import { VIOLENCE_BEAT } from '../lexicons/violence-beat';
import { VIOLENCE_CHILDHOOD } from '../lexicons/violence-childhood';
import { GROUP_TRAITS } from '../lexicons/group-traits';
import { GROUP_HABITS } from '../lexicons/group-habits';
import { HARM_WISHED } from '../lexicons/harm-wished';
import { HARM_BEFALL } from '../lexicons/harm-befall';
import { GROUP_MEMBERS } from '../lexicons/group-members';
import { INSULT_IDIOMS } from '../lexicons/insult-idioms';
import { INSULT_PHRASES } from '../lexicons/insult-phrases';
import { INSULT_PHRASES_AIMED } from '../lexicons/insult-phrases-aimed';
import { SEAT_WORDS } from '../lexicons/seat-words';
import { BELITTLING_ADJECTIVES } from '../lexicons/belittling-adjectives';
import { BLOWS } from '../lexicons/blows';
import { INSULT_THINGS } from '../lexicons/insult-things';
import { PICTURES } from '../lexicons/pictures';
import { VIOLENCE_INSTRUMENTS } from '../lexicons/violence-instruments';
import { VIOLENCE_STRIKE } from '../lexicons/violence-strike';
import { INSULT_WORDS } from '../lexicons/insult-words';
import { CONTRASTED_PERSONS, INSULT_WORDS_AIMED } from '../lexicons/insult-words-aimed';
import { GAME_ROLES } from '../lexicons/game';
import { SLURS } from '../lexicons/slurs';
import type { Normalized } from '../../text/normalize';
import { isSeat, tokenize, type Token } from '../../text/tokens';
import { WordTests } from '../../text/words';
import { WordFact } from '../../text/lexicon';
import { labelFrames, labelled } from './rudeness';
import { finding, runTable, table } from '../table';
import { joined, type Finding, type FindingKind } from '../types';
import { none, removal, warning } from '../../rulesets/cost';
import { family } from '../family';

interface Stem {
  re: RegExp;
  kind: FindingKind;
  /** Words with an everyday meaning too ("олень", "пень"): an insult only when a person is named beside them. */
  aimed?: boolean;
}

/** Whole-word insult words, on normalised (collapsed) words: reviewed lists (lexicons/). */
const STEMS: Stem[] = [
  { kind: 'insult', re: listWordRe(INSULT_WORDS) },
  { kind: 'insult', aimed: true, re: listWordRe(INSULT_WORDS_AIMED) },
  { kind: 'discrimination', re: listWordRe(SLURS) },
];

/** The stems, each run only on words that open with one of its beginnings (see text/words.ts). */
const STEM_TESTS = new WordTests(STEMS.map((s) => s.re));

/** "тупой вопрос", "глупая игра": an adjective said of a thing, not of a person. */
const ADJECTIVE = /^(?:глуп|туп|убог|жалк|мерзк|никчемн|ущербн|конч|бездарн|недалек|шизанут|дебил|дурац|ебанут)/;
/** Adjective endings: an insult adjective beside a thing ("речь дебильная") judges the thing. */
const ADJECTIVE_END = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ую|юю|ого|его|ому|ему|ым|им|ых|их)$/;
const THINGS = new Set(INSULT_THINGS);

/** Insult words that are allowed: game slang the rules name as harmless. */
const ALLOWED = new Set(['фиксик', 'якорь', 'баласт', 'руина']);

/** Words whose only meaning at the table is the insult when said of a person. */
const SELF_WORDS = new Set(['я', 'меня', 'мне', 'мной']);
const OTHER_WORDS = new Set([
  'ты',
  'вы',
  'тебя',
  'тебе',
  'вас',
  'вам',
  'он',
  'она',
  'они',
  'его',
  'ее',
  'ему',
  'ей',
  'их',
  'им',
  'твой',
  'твоя',
  'ваш',
  // The host is a person at the table too (3.2, note 5).
  'ведущий',
  'ведущая',
  'вед',
  'хост',
]);
/**
 * A person after a preposition is not who the word is said of: "у меня на аве
 * олень" (what I have), "я для тебя полный дебил" (in your eyes), "отвали от
 * меня, придурок" (the insult is the address).
 */
const PREPOSITIONS = new Set([
  'у',
  'для',
  'от',
  'к',
  'ко',
  'с',
  'со',
  'про',
  'на',
  'за',
  'о',
  'об',
  'обо',
  'при',
  'перед',
  'над',
  'под',
  'без',
  'до',
  'из',
  'по',
  'через',
  'ради',
  'кроме',
]);

/** Words after an insult that turn it on the speaker: "балбес же я", "лохом, как я". */
const SELF_AFTER = new Set(['я', 'меня', 'мне', 'мной']);
const LINKS_AFTER = new Set(['же', 'ведь', 'как', 'это', 'вот', 'и', 'ну', 'конечно', 'тут']);

/** A seat named in words ("пятый", "тройка"). */
const SEAT_WORD_RE = listWordRe(SEAT_WORDS);
const SEAT_WORD = new WordFact((word) => SEAT_WORD_RE.test(word));

/** Who the person word at `k` is: the speaker, someone else, or nobody (a possessor or object of a preposition). */
function personAt(tokens: Token[], k: number): 'self' | 'other' | null {
  const t = tokens[k]!.t;
  const self = SELF_WORDS.has(t);
  if (!self && !OTHER_WORDS.has(t) && !isSeat(t) && !SEAT_WORD.of(tokens[k]!)) return null;
  if (k > 0 && PREPOSITIONS.has(tokens[k - 1]!.t)) return null;
  return self ? 'self' : 'other';
}

/**
 * 'self' when the nearest person before the word is the speaker, or, with no
 * one before it, when the speaker follows it ("ну и балбес же я", "кто тут
 * главный лох? я"); an insult aimed at no one counts as aimed at others.
 * "сам" is no person of its own: "ты сам ничтожество" is said of "ты", and
 * the retort "сам дурак" of the one answered.
 */
function target(tokens: Token[], i: number, text: string): 'self' | 'other' {
  // The nearest person before the word in its own sentence; then, before the sentence, only when the sentence names
  // no one after the word: "Я мирный. Ну и идиоты вы все." says it of them, "кто я после этого? дятел" of the speaker.
  let crossed = -1;
  for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
    const next = tokens[k + 1];
    const tok = tokens[k];
    if (crossed < 0 && tok && next && /[.!?]/.test(text.slice(tok.e, next.s))) crossed = k;
    const who = personAt(tokens, k);
    if (who) return crossed >= 0 && otherAfter(tokens, i, text) ? 'other' : who;
  }
  for (let k = i + 1; k < Math.min(tokens.length, i + 4); k++) {
    // A comma closes an address: "мразь, я тебе поверил" calls the one spoken to, "балбес я" the speaker.
    const before = tokens[k - 1];
    const tok = tokens[k];
    if (!before || !tok || text.slice(before.e, tok.s).includes(',')) break;
    const t = tok.t;
    if (SELF_AFTER.has(t)) return 'self';
    if (!LINKS_AFTER.has(t)) break;
  }
  return 'other';
}

/** Whether someone else is named right after the word, in its clause: "идиоты вы все", "дурак ты". */
function otherAfter(tokens: Token[], i: number, text: string): boolean {
  for (let k = i + 1; k < Math.min(tokens.length, i + 3); k++) {
    const before = tokens[k - 1];
    const tok = tokens[k];
    if (!before || !tok || /[,.!?]/.test(text.slice(before.e, tok.s))) return false;
    if (personAt(tokens, k) === 'other') return true;
  }
  return false;
}

/** The body's adjectives among the aimed words ("ты толстый"), which also qualify things ("толстый намёк"). */
const BODY_ADJECTIVE = /^(?:жирн|толст)/;

/** Whether the word is followed in its clause by a noun it qualifies: not a pronoun, a particle or a seat. */
function attributive(tokens: Token[], i: number, text: string): boolean {
  const word = tokens[i];
  const next = tokens[i + 1];
  if (!word || !next || /[,.!?;:—–-]/.test(text.slice(word.e, next.s))) return false;
  return !/^(?:же|ж|ты|вы|он|она|они|такой|такая|какой|какая|и|а|как|у|тут|здесь|сегодня)$/.test(next.t) && !personAt(tokens, i + 1);
}

/** What follows a word used to call someone: an order ("сядь", "не лезь", "заткнись") or the one addressed. */
const ADDRESSED_AFTER =
  /^(?:ты|вы|не|хватит|иди|сядь|уйди|отойди|молчи|замолчи|заткнись|отвали|успокойся|проснись|[а-я]+(?:й|йте|ись|итесь|ь|ьте|ься|ьтесь))$/;

/** Someone's name for a person is a person named: "7 олень", "ты олень", "олень этот 3", "ведущий у нас слепой крот". */
function named(tokens: Token[], i: number, text: string): boolean {
  // "жирная корова", "старый козёл": a belittling adjective makes the noun said of a person.
  if (i > 0 && BELITTLING.of(tokens[i - 1]!)) return true;
  const next = tokens[i + 1];
  // "тот ещё баран", "ещё та змея", "ну и бараны": the idioms say the noun of someone, whoever it is.
  const p1 = tokens[i - 1]?.t ?? '';
  const p2 = tokens[i - 2]?.t ?? '';
  if ((p1 === 'еще' && SAID_OF.has(p2)) || (p2 === 'еще' && SAID_OF.has(p1))) return true;
  // The word ends its clause or the pronoun follows: "ну и бараны", "ну и гад же ты" (not "ну и дно у бутылки").
  const word = tokens[i];
  const prev = tokens[i - 1];
  const after = word && next ? text.slice(word.e, next.s) : '';
  const ends = !next || /[.!?),]/.test(after) || /^(?:же|вы|ты)$/.test(next.t);
  if (p1 === 'и' && p2 === 'ну' && ends) return true;
  // Called by it: the word set off by a comma and ending its sentence ("оставайтесь, бараны.", "ну всё, гады!").
  if (word && prev && /,\s*$/.test(text.slice(prev.e, word.s)) && (!next || /[.!?]/.test(after))) return true;
  // Called by it at its sentence's start, an order or "ты" after the comma: "жиртрест, сядь", "баран, не лезь".
  if (word && next && /^\s*,\s*$/.test(after) && (!prev || /[.!?]/.test(text.slice(prev.e, word.s))) && ADDRESSED_AFTER.test(next.t))
    return true;
  // "баран упёртый": the adjective after the noun does the same.
  if (next && BELITTLING.of(next)) return true;
  // "овощ на 9", "клоун на пятом": the noun put on a seat names the one sitting there.
  const seat = tokens[i + 2];
  if (next?.t === 'на' && seat && (isSeat(seat.t) || SEAT_WORD.of(seat))) return true;
  // Said instead of a player or a role: "овощ, а не игрок", "не шериф, а валенок".
  if (contrasted(tokens, i + 1, i + 2, i + 3) || contrasted(tokens, i - 1, i - 3, i - 2)) return true;
  for (let k = Math.max(0, i - 4); k < Math.min(tokens.length, i + 3); k++) {
    if (k !== i && (personAt(tokens, k) || SECOND_PERSON.test(tokens[k]!.t))) return true;
  }
  return false;
}
/** The pronoun of "тот ещё …" / "ещё та …". */
const SAID_OF = new Set(['тот', 'та', 'те']);
/** "а" at `a`, "не" at `not`, a person or a role at `who` ("овощ, а не игрок"; "не шериф, а валенок"). */
function contrasted(tokens: Token[], a: number, not: number, who: number): boolean {
  if (Math.min(a, not, who) < 0) return false;
  const w = tokens[who];
  return tokens[a]?.t === 'а' && tokens[not]?.t === 'не' && w !== undefined && CONTRASTED.of(w);
}
const CONTRASTED_RE = listWordRe([...CONTRASTED_PERSONS, ...GAME_ROLES.filter((e) => !/\s/.test(e))]);
const CONTRASTED = new WordFact((word) => CONTRASTED_RE.test(word));
const BELITTLING_RE = listWordRe(BELITTLING_ADJECTIVES);
const BELITTLING = new WordFact((word) => BELITTLING_RE.test(word));

const PICTURE_RE = listWordRe(PICTURES);
const PICTURE = new WordFact((word) => PICTURE_RE.test(word));
/** Prepositions that put a thing on or in a picture: "на аве", "из мультика", "в меме", "со стикера". */
const ON_PICTURE = new Set(['на', 'в', 'во', 'из', 'со', 'с']);

/** Whether tokens k, k+1 put a thing on a picture: "на аве", "из мультика". */
export function onPictureAt(tokens: readonly Token[], k: number): boolean {
  const pic = tokens[k + 1];
  return ON_PICTURE.has(tokens[k]?.t ?? '') && pic !== undefined && PICTURE.of(pic);
}

/**
 * What a picture shows, not said of anyone: "клоун на аве у 10", "у меня ава с клоуном", "стадо баранов из
 * мультика", "на аватарке у 5 козёл". The picture in the word's own clause, within three words: after it with its
 * preposition ("на аве"), or holding it ("ава с клоуном"). "клоун, смени аву" calls the one spoken to.
 */
export function depicted(tokens: readonly Token[], i: number, text: string): boolean {
  const t = (k: number): string => tokens[k]?.t ?? '';
  const parted = (a: number, b: number) => /[,.!?;:—–]/.test(text.slice(tokens[a]?.e ?? 0, tokens[b]?.s ?? 0));
  for (let k = i + 1; k < Math.min(tokens.length, i + 5); k++) {
    if (parted(k - 1, k)) break;
    if (k - 1 > i && onPictureAt(tokens, k - 1)) return true;
  }
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (parted(k, k + 1)) break;
    const tok = tokens[k];
    if (!tok || !PICTURE.of(tok)) continue;
    // "ава с клоуном": the picture holding the word; "на аве у 10 клоун": the picture the word stands on.
    // The picture said first opens the clause: "ты на аве и в жизни клоун" is said of the one spoken to.
    if (k === i - 2 && (t(i - 1) === 'с' || t(i - 1) === 'со')) return true;
    if (k > 0 && ON_PICTURE.has(t(k - 1)) && (k === 1 || parted(k - 2, k - 1))) return true;
  }
  return false;
}

/**
 * A word mentioned, not said of anyone: "слово дурак тут запрещено", "за
 * слова вроде «осёл» выгоняют", "игра для идиотов" (a thing's audience).
 */
const MENTION = new Set(['слово', 'слова', 'словом', 'словечко', 'слов', 'словами']);
function mentioned(tokens: Token[], i: number): boolean {
  for (let k = Math.max(0, i - 3); k < i; k++) if (MENTION.has(tokens[k]!.t)) return true;
  return tokens[i - 1]?.t === 'для' && GENITIVE_PLURAL.test(tokens[i]!.t);
}

/** A verb said to someone ("бараны, куда голосуете", "олень, смотри"): the person is the one addressed. */
const SECOND_PERSON = /^[а-я]{2,}(?:ешь|ете|ишь|ите|ешься|етесь|ишься|итесь)$/;

/** Set phrases that hold an insult word and insult nobody ("валять дурака", "козёл отпущения"). */
const IDIOMS = pattern(anyOf(...INSULT_IDIOMS.map((e) => `⟨${e}⟩`)));
/** Whether the word at `[s, e)` lies inside such a phrase: one search, and only for a word an insult list caught. */
function inIdiom(text: string, s: number, e: number): boolean {
  IDIOMS.lastIndex = 0;
  let m: RegExpExecArray | null;
  let found = false;
  while ((m = IDIOMS.exec(text)) !== null) {
    if (m.index <= s && m.index + m[0].length >= e) {
      found = true;
      break;
    }
    if (m.index > e) break;
  }
  IDIOMS.lastIndex = 0;
  return found;
}

/**
 * "дураков тут нет", "нет среди нас идиотов": an insult word in the genitive
 * plural beside "нет" says nobody is one.
 */
const NONE_WORDS = new Set(['нет', 'нету', 'нема', 'никаких', 'ни']);
const GENITIVE_PLURAL = /(?:ов|ей|ев)$/;
function noneSuch(tokens: Token[], i: number): boolean {
  const t = tokens[i]!.t;
  if (!GENITIVE_PLURAL.test(t)) return false;
  for (let k = Math.max(0, i - 3); k < Math.min(tokens.length, i + 3); k++) if (k !== i && NONE_WORDS.has(tokens[k]!.t)) return true;
  return false;
}

/**
 * "я не глупый", "я же не дурак" — a denial, allowed; "я не такой дурак, чтобы"
 * and the rhetorical "не идиот же я" are still 2.3.
 */
function isDenial(tokens: Token[], i: number): boolean {
  const window = tokens.slice(Math.max(0, i - 3), i).map((t) => t.t);
  if (tokens[i + 1]?.t === 'же') return false;
  return window.includes('не') && !window.includes('такой') && !window.includes('такая') && !window.includes('настолько');
}

/**
 * "он точно не дурак", "ты не глупый человек", "хитрая, а не глупая": the word denied of someone says he is not one.
 * The rhetorical "не дурак ли ты?", "не идиот же он" still call him one.
 */
function deniedOf(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1]?.t;
  return tokens[i - 1]?.t === 'не' && next !== 'ли' && next !== 'же';
}

/** "3 меня обозвал дебилом": quoting someone else's insult is an insult (3.2, note 2), not self-abasement. */
const CALLED = /^(?:обозвал|обозвала|обозвали|назвал|назвала|назвали|обзывал|обзывала|обзывали|обложил|обложила)$/;
/** Saying or writing, when the word follows in quotation marks: "он мне написал 'кретин'". */
const WROTE = /^(?:написал|написала|написали|пишет|пишут|сказал|сказала|сказали|ляпнул|ляпнула|выдал|выдала|заявил|заявила)$/;
const QUOTE_MARKS = /['"«“„‘]\s*$/;
function quoted(tokens: Token[], i: number, text: string): boolean {
  const at = tokens[i]?.s ?? 0;
  const inMarks = QUOTE_MARKS.test(text.slice(Math.max(0, at - 3), at));
  if (tokens.slice(Math.max(0, i - 4), i).some(({ t }) => CALLED.test(t) || (inMarks && WROTE.test(t)))) return true;
  // The verb after the word, or before a second one it governs: "седьмого клоуном назвал", "назвал вторую дурой, а
  // четвёртого идиотом" (within the sentence).
  const ended = (a: Token | undefined, b: Token | undefined) => !a || !b || /[.!?]/.test(text.slice(a.e, b.s));
  for (let k = i + 1; k <= Math.min(tokens.length - 1, i + 2); k++) {
    if (ended(tokens[k - 1], tokens[k])) break;
    if (CALLED.test(tokens[k]?.t ?? '')) return true;
  }
  for (let k = i - 1; k >= Math.max(0, i - 7); k--) {
    if (ended(tokens[k], tokens[k + 1])) break;
    if (CALLED.test(tokens[k]?.t ?? '')) return true;
  }
  return false;
}

/** A work by its title: "читаю «Идиота» Достоевского", "смотрели фильм «Дурак»". */
const WORK = new RegExp(
  '^(?:чита|прочита|прочел|прочла|перечитыва|смотр|посмотрел|пересматрива|книг|роман|фильм|сериал|мультфильм|пьес|песн|спектакл)[а-я]*$',
);
function titled(tokens: Token[], i: number, text: string): boolean {
  const at = tokens[i]?.s ?? 0;
  if (!QUOTE_MARKS.test(text.slice(Math.max(0, at - 3), at))) return false;
  return tokens.slice(Math.max(0, i - 3), i).some(({ t }) => WORK.test(t));
}

/**
 * Calling denied or forbidden: "не называйте 3 тупым", "дураком я его не
 * считаю" say nobody is one.
 */
const CALLING = /^(?:называ|обзыва|назов|назва|считаю|считает|считаем|считать|считай|зову|зови|зовите)/;
const negatedCall = (tokens: Token[], k: number) => tokens[k - 1]?.t === 'не' && CALLING.test(tokens[k]?.t ?? '');
function callingDenied(tokens: Token[], i: number): boolean {
  for (let k = Math.max(1, i - 3); k < i; k++) if (negatedCall(tokens, k)) return true;
  for (let k = i + 2; k < Math.min(tokens.length, i + 5); k++) if (negatedCall(tokens, k)) return true;
  return false;
}

/** Reported speech: "5 игрок сказал, что он пьяный" quotes the player about himself. */
const REPORTED = pattern('⟨(?:сказал…|говорил…|написал…|признал…|пишет|говорит)~1(?:что|мол)?~1(?:он|она|сам|сама)⟩');

/** Inside spaced-out letters word boundaries are lost: search the unmistakable stems as substrings. */
const SPACED_STEMS = /дурак|дура|идиот|дебил|урод|тупой|тупая|даун|чмо|мраз|твар|клоун|кретин|ублюд|дегенерат|придур|бестолоч/;

/**
 * The stem a word matches, trying a digit 3 written for "е" too ("д3бил",
 * "кр3тин"): normalising reads 3 as "з", its usual look-alike. Tried only in
 * a message whose original text has a 3 at all (`has3`), without mapping the
 * word back to it: a real "з" read as "е" makes no insult.
 */
function stemOf(tok: Token, has3: boolean): number {
  const k = STEM_OF.of(tok);
  if (k >= 0 || !has3 || !tok.t.includes('з')) return k;
  return STEM_OF_E.of(tok);
}
/** The first stem a word matches, or -1; and the same with every "з" read as "е". Worked out once per distinct word. */
const STEM_OF = new WordFact((word) => STEM_TESTS.first(word));
const STEM_OF_E = new WordFact((word) => STEM_TESTS.first(word.replace(/з/g, 'е')));

/** Whether the word reading below can act on a word: a stem (also with з read as е) or a stem in spaced-out letters. */
export function insultWord(t: string, tok: Token): boolean {
  return STEM_OF.of(tok) >= 0 || (t.includes('з') && STEM_OF_E.of(tok) >= 0) || SPACED_STEMS.test(t);
}

function detectWords(n: Normalized): Finding[] {
  const out: Finding[] = [];
  const tokens = tokenize(n);
  const has3 = n.original.includes('3');
  for (let i = 0; i < tokens.length && out.length < 8; i++) {
    const tok = tokens[i]!;
    if (tok.spaced && STEM_OF.of(tok) < 0) {
      const m = SPACED_STEMS.exec(tok.t);
      if (!m) continue;
      // Letters glued to the word's front are the words before it: "я т у п о й" reads "ятупой".
      const self = SELF_WORDS.has(tok.t.slice(0, m.index)) || (m.index === 0 && target(tokens, i, n.text) === 'self');
      const kind = self ? 'self-abasement' : 'insult';
      out.push(
        finding(
          n,
          kind,
          tok.s + m.index,
          tok.s + m.index + m[0].length,
          self ? 'оскорбляет самого себя (через пробелы)' : 'оскорбление, написанное через пробелы',
        ),
      );
      continue;
    }
    if (tok.t.length > 30) continue;
    const k = stemOf(tok, has3);
    if (k < 0 || ALLOWED.has(tok.t)) continue; // the allowed words are looked up only for a word a stem caught
    const stem = STEMS[k]!;
    if (ADJECTIVE.test(tok.t) && (THINGS.has(tokens[i + 1]?.t ?? '') || (ADJECTIVE_END.test(tok.t) && THINGS.has(tokens[i - 1]?.t ?? ''))))
      continue;
    if (mentioned(tokens, i) || depicted(tokens, i, n.text) || titled(tokens, i, n.text)) continue;
    if (stem.aimed && !named(tokens, i, n.text)) continue;
    // An adjective of the body said of the noun after it ("толстый намёк", "жирный шрифт"), not of a person.
    if (stem.aimed && BODY_ADJECTIVE.test(tok.t) && attributive(tokens, i, n.text)) continue;
    if (noneSuch(tokens, i) || callingDenied(tokens, i) || deniedOf(tokens, i)) continue;
    if (inIdiom(n.text, tok.s, tok.e)) continue;
    if (quoted(tokens, i, n.text)) {
      // Someone else's word repeated: what online 3.2 (note 2) punishes as quoting, not an insult of one's own.
      out.push(finding(n, 'insult-quote', tok.s, tok.e, 'цитирует оскорбление'));
    } else if (stem.kind === 'insult' && target(tokens, i, n.text) === 'self') {
      if (!isDenial(tokens, i)) out.push(finding(n, 'self-abasement', tok.s, tok.e, 'оскорбляет самого себя'));
    } else {
      out.push(finding(n, stem.kind, tok.s, tok.e, stem.kind === 'discrimination' ? 'дискриминирующее слово' : 'оскорбление'));
    }
  }
  return out;
}

/** Groups of people a discriminating phrase names (reviewed list). */
const GROUP = listGroup(INSULT_GROUPS);

/** Whose: someone at the table other than the speaker. */
const OWNER = `(?:тебя|вас|него|нее|них|${V.seat})`;
const OTHER = `(?:${V.you}|${V.him}|${V.seat})`;
/** Diagnoses and conditions said of a person as an insult. */
const DISORDER = listGroup(DISORDERS);

/** Drunk or high, as states. */
const HIGH = `${listGroup(STATES_HIGH)}⟩`;

/** Body parts people are told to show. */
const NUDE = listGroup(BODY_SEXUAL);
/** Where a blow lands, after "по". */
const FACE = listGroup(BODY_STRUCK);
/** Landing a blow. */
const HIT = listGroup(VIOLENCE_STRIKE);

/** Nationalities as nouns for a person. */
const ETHNO = listGroup(ETHNONYMS);
/** Jumping or lying down to die, in the past a wish puts it in, and where to. */
const JUMPED = '(?:прыгнул…|сиганул…|бросил…с…|кинул…с…|выпрыгнул…|шагнул…|выбросил…с…|лег|легла|повесил…|утопил…)';
const JUMP_TO =
  '(?:с~1(?:крыши|моста|окна|балкона|этажа|высотки)|в~1(?:окно|петлю|пропасть|реку)|из~1окна|под~1(?:поезд|машину|камаз|электричку|трамвай|автобус|фуру))';
/** A person's faith, orientation or origin as his noun. */
const MEMBER = listGroup(GROUP_MEMBERS);
/** Calls to die or harm oneself, as imperatives. */
const SELF_HARM_GROUP = listGroup(SELF_HARM);
/** Beating verbs, and what one beats with. */
const BEAT = listGroup(VIOLENCE_BEAT);
const INSTRUMENT = listGroup(VIOLENCE_INSTRUMENTS);
const KIN = listGroup(RELATIVES);
const CHILDHOOD = listGroup(VIOLENCE_CHILDHOOD);
/** Saying so is game talk: a game death, a vote, a shot. */
const GAME_AROUND = pattern(
  '⟨(?:ночью|ночь…|мафи…|маф|отстрел…|стрел…|застрел…|голосован…|заголос…|голосу…|в~1игре|кругу|круге|дон…|шериф…|чр|кр|провер…)⟩',
);

const ROWS = table([
  {
    kind: 'health',
    re: pattern(`⟨(?:${V.you}|${V.seat})~2(?:что~1|какой-то~1|какая-то~1)?${HIGH}`),
    unless: REPORTED,
    reason: 'приписывает опьянение',
  },
  {
    kind: 'health',
    re: pattern(
      anyOf(
        '⟨мозг…~2(?:есть|нет|нету|отсутству…|включи…|не~1работа…|атрофир…|размером|с~1горошин…|набекрень|усох…|высох…)',
        '⟨без~1мозгов',
        // Asked whether his brain ever works: "у тебя мозги хоть иногда включаются, 1?".
        '⟨мозг…~3(?:включа…|работа…|варит|варят|шевел…)[^.!?\\n]{0,20}\\?',
        '⟨(?:лечиться|лечись|полечись|подлечись)⟩',
        '⟨(?:психушк…|дурк[ауеи]|дурдом…)⟩',
        '⟨(?:ты|вы)~1(?:больн…|болен|больна)~1(?:что~1ли|\\?|на~1голову)',
        '⟨на~1голову~1(?:больн…|ебнут…|ушибл…)',
        '⟨с~1головой~3(?:в~1порядке|нормально|проблем…|беда|не~1дружишь|не~1дружит)\\s*\\?',
        '⟨с~1головой~1не~1(?:дружишь|дружит|дружите)',
      ),
    ),
    reason: 'приписывает неполноценное состояние здоровья',
  },
  {
    kind: 'sexual',
    re: pattern(
      anyOf(
        '⟨в~1рот~2(?:кончал…|кончу|брал…|дам|дал|ебал…)',
        '⟨(?:трахн…|трахал…|трахать|трахну|трахаю|выебал…|выебу|отъебу|отьебу|отлизал…|отлижу|вылижу' +
          '|лизни|вдул…|вдую|присун…|засадил…|засажу|отсос…|отсаси|соси|сосешь|сосать|пососи|пососешь|сосни' +
          '|соснешь|минет…|кунилинг…|оттрахал…|оттрахаю|поимел…|поимею|изнасил…|насил(?:овал|ую))',
        '⟨кончил…~2(?:тебе|в~1тебя|на~1тебя|на~1лицо)',
        '⟨скинь…~2(?:жопу|жопы|сиськи|сисек|сиси|пенис|пениса|член|члена|нюдс…|нюдсы|попу|попы|писю|грудь|груди|голой|голую)',
        '⟨(?:член|пенис|писюн|хуй)~2(?:маленьк…|крошечн…|микро…)',
        '⟨(?:маленьк…|крошечн…)~1(?:член|пенис|писюн)',
      ),
    ),
    reason: 'действия сексуального характера',
  },
  {
    kind: 'label',
    re: pattern(
      anyOf(
        '⟨(?:место|мест)~2на~1кухн…',
        '⟨(?:иди|пошла|марш)~1на~1кухню',
        `⟨потому~1что~3${GROUP}⟩`,
        '⟨потому~1что~4(?:не~1)?(?:верит|верю|веришь|молится)~1в~1(?:аллах…|бог…|иисус…|христ…)',
        `⟨(?:все|эти)~1${GROUP}~3(?:тупы…|глуп…|не~1умеют|вру…|лжецы|воры|черн…|должны)`,
        `⟨${GROUP}~1(?:не~1умеют|не~1могут)~1(?:играть|думать)`,
      ),
    ),
    reason: 'дискриминация по национальности, полу, вере',
  },
  {
    kind: 'relatives',
    re: pattern(
      anyOf(
        '⟨(?:твоей|твою|твоя|твоему|твой|твоего|своей|своему|своего|свою|вашей|вашу)~1(?:мам…|мамаш…' +
          '|мамк…|мать|матери|матерью|отц…|отец|бат…|пап…|сестр…|бабушк…|бабк…|брат…|дочь|дочер…|семь…' +
          '|родн…|род…)',
        // Bare, "мамка" is a rude word for his mother; one's own ("моя мамка зовёт") is no insult.
        '⟨(?:мамаш…|мамк…)⟩(?<!(?:мо[яюей]|моей|моему|моего)[\\s,]+\\S+)(?![\\s,]+(?:у\\s+меня|моя|моей|мою)(?![а-я]))',
        '⟨твою~1мать⟩',
        '⟨(?:мать|мам…)~1(?:твою|твоя)⟩',
        '⟨(?:мамой|мамкой)~2(?:ебал…|трахал…|спал…|отдыхал…|поимел…)',
      ),
    ),
    reason: 'упоминание родных в оскорбительной форме',
  },
  {
    // "привет маме передай": said to a player, the old jab at his mother.
    kind: 'relatives',
    re: pattern(
      anyOf(
        '⟨(?:мам…|матери|бабушк…|сестр…)~1привет~1передай⟩',
        '⟨привет~1(?:мам…|мамк…|матери|сестр…)~1передай⟩',
        '⟨передай~1(?:привет~1(?:мам…|мамк…|матери|сестр…)|(?:мам…|мамк…|матери|сестр…)~1привет)⟩',
      ),
    ),
    reason: 'упоминание родных в оскорбительной форме',
  },
  {
    // "Маме привет передай, классно вчера с ней отдохнул": a greeting with innuendo, not "передайте привет маме".
    kind: 'relatives',
    re: pattern('⟨(?:мам…|матери|бабушк…|сестр…)~1привет~1передай(?:те)?⟩|⟨привет~2(?:мам…|мамк…|матери|бабушк…|сестр…)'),
    requires: pattern(
      '⟨(?:твоей|твоя|твою|своей|отдохнул…|провел…|ночью|вчера|классн…|горяч…|ебал…|трахал…|была~1хороша|понравил…|скучаю|жду)',
    ),
    reason: 'упоминание родных в оскорбительной форме',
  },
  {
    kind: 'death-call',
    re: pattern(
      anyOf(
        // "вскройся" alone is the game's "show your role": only after "иди" is it the wrist.
        // "лучше бы ты вскрылся", "давай вскройся" ask for the role.
        '⟨(?:иди|пойди|сходи)~2вскройся⟩',
        '⟨(?:иди|пойди|сходи|лучше~1бы|давай)~2(?:прыгни~2(?:с~1крыши|из~1окна)|сдохнуть|вены)',
        `⟨(?:иди|пойди|сходи|лучше~1бы|давай)~2${SELF_HARM_GROUP}`,
        '⟨(?:иди|пойди|сходи|давай|марш)~1(?:в~1окно|в~1петлю|на~1рельсы|под~1поезд|с~1моста|с~1крыши)⟩',
        '⟨убей(?:те)?~1(?:себя|сам)⟩',
        `⟨${SELF_HARM_GROUP}⟩`,
        '⟨вены~3(?:вскро…|вскры…|порежь…|режь)',
        '⟨(?:вскро…|вскры…|порежь…)~2вены',
        '⟨(?:головой|башкой|лбом)~2(?:об|в)~1(?:стен…|стол|асфальт|батаре…)~2(?:ударь…|убей…|побейся|долбани…|бейся)',
        '⟨(?:ударь…|убей…|побейся|бейся)~2(?:головой|башкой|лбом)~1(?:об|в)~1(?:стен…|стол|асфальт)',
        '⟨чтоб~1(?:ты|вы)~1(?:сдох…|умер…|сгорел…|подавил…)',
        '⟨(?:желаю|хочу)~2(?:тебе|вам)~1(?:сдохнуть|умереть|смерти)',
      ),
    ),
    reason: 'призыв к смерти или самоповреждению',
  },
  {
    kind: 'violence',
    re: pattern(
      anyOf(
        '⟨(?:тебя|вас|его|ее)~2(?:головой|башкой)~3(?:бил…|роняли|уронили|ударяли|били)',
        `⟨(?:роняли|уронили|уронила|роняла|били|ударяли)~3${CHILDHOOD}`,
        `⟨${CHILDHOOD}~3(?:роняли|уронили|уронила|роняла|били|ударяли)`,
        '⟨(?:получал…|получишь|огребешь|отхватишь|выхватишь)~1(?:пиздюл…|люлей|пизды|по~1(?:морде|ебалу|лицу|щам))',
        '⟨(?:пиздюл…|люлей)⟩',
        '⟨(?:набью|разобью|расквашу|сломаю|начищу)~2(?:морду|ебало|лицо|рожу|хлебало|нос|челюсть|табло|еблет|пальцы|руки|ноги|кости)',
        '⟨(?:морду|ебало|лицо|рожу|хлебало|табло)~1(?:набью|разобью|начищу|сломаю)',
        '⟨(?:тебя|тебе|его|ему|вас|вам|ее|ей)~2(?:бы~1)?(?:избить|избил…|отпиздить|отпиздил…|побить' +
          '|врезать|вмазать|въебать|вьебать|уебать|ебнуть|треснуть|отметелить|отмудохать)⟩',
        '⟨(?:избить|отпиздить|побить|врезать|вмазать|въебать|вьебать|уебать|ебнуть|отметелить|отмудохать)~1(?:тебя|тебе|его|ему|вас|вам)⟩',
      ),
    ),
    reason: 'высказывание о физическом насилии',
  },
  {
    kind: 'health',
    re: pattern(
      anyOf(
        `⟨${OTHER}~2(?:что~1)?${HIGH}`,
        `⟨${HIGH}~2(?:${V.you}|${V.seat})⟩`,
        `⟨под~1чем[\\s,]*(?:(?:${V.you}|${V.seat})[\\s,]*)?\\?`,
        '⟨под~1чем~1(?:ты~1|вы~1)?(?:сидишь|сидите|сидит|был|была|были|играешь|играете|сегодня)⟩',
      ),
    ),
    unless: REPORTED,
    reason: 'приписывает опьянение',
  },
  {
    kind: 'health',
    re: pattern(
      anyOf(
        `⟨(?:у~1)?${OWNER}~2(?:явно~1|походу~1|точно~1|что~1ли~1|с~1|после~1)?${DISORDER}`,
        `⟨${DISORDER}~2у~1${OWNER}⟩`,
        `⟨у~1${OWNER}~2(?:крыш…|кукух…|фляг…|чердак…|шифер…|крышак…|башня|башню)~1(?:поех…|едет|протек…|свист…|теч…|потек…|слет…|съех…|сьех…|уех…|двин…)`,
        `⟨(?:крыша|кукуха|фляга|чердак|шифер)~1(?:поехал…|протекл…|свистит|слетел…|съехал…|сьехал…|едет)~1у~1${OWNER}⟩`,
        `⟨у~1${OWNER}~1(?:не~1все~1дома|винтик…~2не~1хвата…|шарики~2ролик…|тараканы~2голов…)`,
      ),
    ),
    reason: 'приписывает неполноценное состояние здоровья',
  },
  {
    kind: 'sexual',
    re: pattern(
      anyOf(
        '⟨(?:разденься|раздевайся|разденьтесь|раздевайтесь|раздень…~1(?:тебя|ее|вас))⟩',
        `⟨(?:покажи…|показывай…|засвети…|сфоткай…|пришли…|кинь…|скинь…|скидывай…|отправь…)~2${NUDE}⟩`,
        '⟨(?:нагну|нагнул…|нагнуть|отымел…|отымею|отыметь|поиметь|поимел…|поимею|натяну~1(?:тебя|ее|вас)' +
          '|переспал…|пересплю|переспать|переспим|отсосал…|отсосу|трахнул…|трахну|трахнуть|выебать|выебу' +
          `|оттрахать|отодрал…|отдеру|отодрать)~3(?:${V.you}|${V.him}|${V.seat}|с~1(?:тобой|вами|ней|ним` +
          `|${V.seat}))⟩`,
        `⟨(?:${V.you}|${V.seat})~2(?:бы~1)?(?:нагну|нагнул…|нагнуть|отымел…|отымею|отыметь|отодрал…|отдеру|оприходовал…|оприходую|отжарил…|отжарю|натянул…)⟩`,
      ),
    ),
    reason: 'действия сексуального характера',
  },
  {
    kind: 'label',
    re: pattern(
      anyOf(
        `⟨(?:${GROUP}|бабам|бабами|бабах|нерусск…|понаехав…)~4(?:делать~1нечего|нечего~1делать|не~1место` +
          '|не~1(?:должны|должно)|только~1меша…|меша…~2игр…|хуже~2игра…|не~1умеют|не~1могут|не~1понимают' +
          '|тупы…|глупы…|туп…|тупят|должны~2(?:молчать|сидеть|готовить)|не~1берут|не~1берем|к~1(?:проигрыш…' +
          '|беде|поражени…|несчасть…)|вечно~1(?:шумят|орут|тупят|врут|ноют)|жадн…|ленив…|грязн…|лживы…' +
          '|лжив…|воруют|вонюч…|продажн…|трусы|трусливы…|нельзя)',
        `⟨(?:${V.you}|${V.seat})~1(?:гей|гомосек…|лесби…|лесбух…|трансух…|трансик…|педик…)~1(?:что~1ли|штоли|чтоли|или~1(?:как|что|шо)|походу|\\?)`,
      ),
    ),
    reason: 'дискриминация по национальности, полу, вере',
  },
  {
    kind: 'relatives',
    re: pattern(
      '⟨(?:мам…|мамк…|мамаш…|мать|матери|отец|отцу|отца|бат…|пап…|папаш…|сестр…|брат|брата|брату|братом' +
        '|братец|бабушк…|бабк…|дед…|тетк…|тетя|тете)~1(?:(?:твоя|твой|твою|твоей|твоему|твоего|ваша|ваш' +
        '|вашей|вашему)⟩|(?:своей|своему|своего|свою)~3(?:расскажи…|рассказывай…|расскажешь|расскажете' +
        '|скажи|скажешь|говори|говорить|будешь|будете|объясняй|объясни|учи|указывай|жалуйся' +
        '|рассказывать))',
    ),
    reason: 'упоминание родных в оскорбительной форме',
  },
  {
    kind: 'death-call',
    re: pattern(
      anyOf(
        '⟨(?:сигани…|прыгни…|выпрыгни…|выйди|шагни|бросься|кинься|сбросься|выбросись|ляг|ляжь|ложись|лег' +
          '|лечь|залезь|лезь|полезай)~2(?:с~1(?:крыши|моста|окна|балкона|этажа|высотки)|в~1(?:окно|петлю' +
          '|пропасть)|из~1окна|под~1(?:поезд|машину|камаз|электричку|трамвай|автобус|фуру|колеса))',
        '⟨(?:крыши|моста|балкона|высотки|поезд|камаз|электричку|трамвай|фуру|петлю)~2(?:сигани…|прыгни…' +
          '|бросься|кинься|ляг|ляжь|ложись|лег|лезь|полезай|залезь)⟩',
        '⟨(?:наглотайся|нажрись|обожрись|выпей|съешь|сожри|глотни)~2(?:таблет…|колес…|яду|яда|цианид…|снотворн…|крысин…|отрав…|мышьяк…|уксус…)',
        '⟨(?:таблет…|колес…|яду|яда|снотворн…)~1(?:наглотайся|нажрись|обожрись|выпей)',
        '⟨(?:отравись|вздернись|помри|подохни|издохни|роскомнадзорнись|самовыпились|самоликвидируйся)⟩',
      ),
    ),
    reason: 'призыв к смерти или самоповреждению',
  },
  {
    kind: 'death-call',
    re: pattern(
      '⟨(?:надеюсь|хочу~1чтобы|хочу~1чтоб|мечтаю|скорей~1бы|скорее~1бы|вот~1бы|вот~1б|лучше~1бы' +
        `|лучше~1б|хоть~1бы|хоть~1б|чтоб|чтобы|желаю)~2(?:${V.you}|${V.him}` +
        `|${V.seat})~3(?:${listGroup(SELF_HARM_DONE)}|сдохн…|подохн…|помр…|умр…|сгни…|утоп…|загнул…` +
        '|загнешь)',
    ),
    // A game death wished ("надеюсь, 5 умрёт этой ночью") is game talk.
    unlessAround: pattern(
      '⟨(?:ночью|ночь…|сегодня|завтра|мафи…|маф|отстрел…|стрел…|застрел…|голосован…|заголос…|в~1игре|игр…|кругу|круге|дон…|шериф…|чр|кр)⟩',
    ),
    window: 30,
    reason: 'пожелание смерти',
  },
  {
    kind: 'violence',
    re: pattern(
      anyOf(
        `⟨по~1${FACE}~3${HIT}⟩`,
        `⟨${HIT}~3по~1${FACE}⟩`,
        `⟨(?:${V.you}|${V.him})~2(?:бы~1)?(?:втащил…|вдарил…|зарядил…|врезал…|вмазал…|въебал…|вьебал…` +
          '|уебал…|ебнул…|треснул…|отлупи…|лупи…|отлупл…|колоти…|поколоти…|поколоч…|отпизд…|отметел…' +
          '|отмудох…|отпина…|запина…|пинал…|избил…|избива…|настуча…|отхерач…|отхуяр…|размаза…~2по~1стен…)⟩',
        `⟨(?:${V.you}|${V.him})~3(?:били|бил|избили|избивали|лупили|лупцевали|колотили|пинали|отпинали|пиздили|отпиздили|метелили|шпыняли)⟩`,
      ),
    ),
    reason: 'высказывание о физическом насилии',
  },
  {
    kind: 'label',
    re: pattern(
      `⟨${ETHNO}~1${V.seat}⟩|⟨${V.seat}~1(?:у~1нас~1)?${ETHNO}⟩|⟨(?:${V.you}|${V.seat})~1(?:что~1|че~1` +
        `|шо~1)?${ETHNO}(?:~1(?:что~1ли|штоли|чтоли|походу)|\\s*\\?)`,
    ),
    // A nationality named beside a seat ("узбек 5 опять не понял") is a label used on a person far
    // more often than a neutral fact, but not always: a judgement call for the host.
    confidence: 'likely',
    reason: 'называет игрока по национальности',
  },
  {
    // Beating with something: "таких надо бить ногами", "ремнём пороть надо было".
    kind: 'violence',
    re: pattern(`⟨${BEAT}~2${INSTRUMENT}⟩|⟨${INSTRUMENT}~2${BEAT}⟩`),
    reason: 'высказывание о физическом насилии',
  },
  {
    // Someone who should be, or was, beaten: "тебя бы избить", "таких как 6 надо колотить", "его в школе били".
    kind: 'violence',
    re: pattern(`⟨(?:${V.you}|${V.him}|${V.seat}|таких|такого|такую|таким)~4${BEAT}⟩`),
    requires: pattern('⟨(?:надо|нужно|стоит|следует|бы|б|мало|часто|хочется|хочу|пора|детств…|школ…|садик…|детсад…|родители)⟩'),
    unlessAround: GAME_AROUND,
    window: 30,
    reason: 'высказывание о физическом насилии',
  },
  {
    // The face to be smashed: "морду бы тебе набить", "рожу начищу".
    kind: 'violence',
    re: pattern(
      anyOf(
        '⟨(?:морду|ебало|лицо|рожу|хлебало|табло|рыло|харю|репу|еблет|физиономию|фейс|щи|щщи)~3(?:набить' +
          '|набью|набил…|начистить|начищу|разбить|разобью|расквасить|расквашу|сломать|сломаю|разукрас…' +
          '|подправ…)⟩',
        '⟨(?:набить|набью|начистить|начищу|разбить|разобью|расквасить|расквашу|разукрас…)~3(?:морду|ебало' +
          '|лицо|рожу|хлебало|табло|рыло|харю|репу|еблет|физиономию)⟩',
      ),
    ),
    reason: 'высказывание о физическом насилии',
  },
  {
    // Sent back to the kitchen: "иди борщ вари", "твоё место у плиты"; refusing to play with a group.
    kind: 'label',
    re: pattern(
      anyOf(
        '⟨(?:иди|идите|пошла|пошли|марш|вали|валите|ступай|ступайте)~2(?:суп|борщ|борщи|щи|обед|ужин' +
          '|котлеты|пельмени|кашу|посуду|блины)~1(?:вари|варите|варить|готовь|готовьте|готовить|жарь|жарить' +
          '|лепи|лепить|печь|пеки|мыть|мой|помой)⟩',
        '⟨(?:место|мест)~2(?:у~1плиты|у~1плиты|у~1раковины|в~1постели)',
        `⟨(?:с~1)?${GROUP}~4не~1(?:играю|сяду|сажусь|буду~1играть|стану~1играть|играем)⟩`,
        `⟨не~1(?:играю|сяду|сажусь|буду~1играть|стану~1играть|играем)~4с~1${GROUP}⟩`,
      ),
    ),
    reason: 'дискриминация по национальности, полу, вере',
  },
  {
    // A player labelled by orientation as a reason: "2 гей, поэтому черный".
    kind: 'label',
    re: pattern(`⟨(?:${V.seat}|${V.you}|${V.him})~1(?:гей|гомосек…|гомосексуалист…|лесбиянк…|педик…|трансгендер…|трансух…)⟩`),
    requires: pattern('⟨(?:поэтому|значит|потому|вот~1и|раз|ясно|понятно|сразу)⟩'),
    reason: 'дискриминация по сексуальному признаку',
  },
  {
    // A relative sent a message or blamed for upbringing: "передай бабке, чтоб лучше тебя воспитывала".
    kind: 'relatives',
    re: pattern(
      anyOf(
        `⟨(?:передай|передайте|скажи|скажите|расскажи|пожалуйся)~1(?:своей~1|своему~1|своим~1)?${KIN}⟩`,
        `⟨(?:тебя|вас)~2${KIN}~3(?:не~1)?(?:воспитал…|воспитыва…|научил…|родил…|рожал…|уронил…|роняла|роняли|бросил…)`,
        `⟨${KIN}~1(?:тебя|вас)~2(?:не~1)?(?:воспитал…|воспитыва…|научил…|уронил…|роняла|роняли|бросил…)⟩`,
      ),
    ),
    requires: pattern('⟨(?:тебя|тебе|вас|вам|воспит…|научил…|родил…|рожал…|уронил…|роняла|роняли|бросил…|нормальн…|лучше)⟩'),
    reason: 'упоминание родных в оскорбительной форме',
  },
  {
    // Insults of several words: "кусок говна", "ошибка природы"; with a person before them, "ты пустое место".
    kind: 'insult',
    re: pattern(
      anyOf(
        `⟨${listGroup(INSULT_PHRASES)}⟩`,
        `⟨(?:${V.you}|${V.him}|${V.seat}|у~1(?:тебя|вас|него|нее|${V.seat}))~1(?:—~1|это~1)?${listGroup(INSULT_PHRASES_AIMED)}⟩`,
      ),
    ),
    reason: 'оскорбление',
  },
  {
    // The head to break, the blow to give: "башку проломлю", "в глаз дам", "вломлю тебе".
    kind: 'violence',
    re: pattern(
      anyOf(
        '⟨(?:голову|башку|бошку|тыкву|кочан|шею|череп)~3(?:оторву|оторвать|проломлю|проломить|снесу|снести|откручу|открутить|сверну|свернуть|разобью|разбить)⟩',
        '⟨(?:оторву|проломлю|снесу|откручу|сверну|разобью)~3(?:голову|башку|бошку|тыкву|кочан|шею|череп)⟩',
        '⟨(?:челюсть|нос|зубы|ребра|кости)~3(?:сломаю|сломать|выбью|выбить|пересчитаю|пересчитать|переломаю|переломать)⟩',
        '⟨(?:сломаю|выбью|пересчитаю|переломаю)~3(?:челюсть|нос|зубы|ребра|кости)⟩',
        `⟨(?:в|под)~1(?:глаз|ухо|зубы|рыло|табло|бубен|морду|нос|челюсть|дых|пятак|жбан|репу|торец|щи|бочину)~2${HIT}⟩`,
        `⟨${HIT}~2(?:в|под)~1(?:глаз|ухо|зубы|рыло|табло|бубен|морду|нос|челюсть|дых|пятак|жбан|репу|торец|щи|бочину)⟩`,
        '⟨(?:втащу|вдарю|вломлю|врежу|вмажу|въебу|вьебу|уебу|ебну|тресну|наваляю|накостыляю|навешаю|всеку' +
          '|отпизжу|отхуярю|отмудохаю|отметелю|размажу)~2(?:тебе|тебя|ему|его|вам|вас|ей|им|их)⟩',
        '⟨(?:тебе|тебя|ему|его|вам|вас|ей|им|их)~2(?:втащу|вдарю|вломлю|врежу|вмажу|въебу|вьебу|уебу|ебну' +
          '|тресну|наваляю|накостыляю|навешаю|всеку|отпизжу|отхуярю|отмудохаю|отметелю|размажу)⟩',
      ),
    ),
    reason: 'высказывание о физическом насилии',
  },
  {
    // A curse with what should befall someone: "чтоб тебя машина сбила", "хоть бы его парализовало".
    kind: 'death-call',
    re: pattern(
      `⟨(?:чтоб|чтобы|хоть~1бы|хоть~1б|вот~1бы|вот~1б|надеюсь|желаю~1чтобы)~2(?:тебя|вас|его|ее|их|${V.seat})~3${listGroup(HARM_WISHED)}`,
    ),
    unlessAround: GAME_AROUND,
    window: 30,
    reason: 'пожелание смерти или увечья',
  },
  {
    // Sent to a psychiatrist or told to take the pills: "тебе к психиатру надо", "прими таблетки, 4".
    kind: 'health',
    re: pattern(
      anyOf(
        `⟨(?:тебе|вам|ему|ей|${V.seat})~3к~1(?:психиатр…|психотерапевт…|мозгоправ…|психолог…|нарколог…|невролог…)`,
        '⟨(?:выпей|прими|пей|принимай|попей|выпейте|примите)~2(?:таблетк…|таблеточк…|колес…|успокоительн…|галоперидол…|феназепам…|аминазин…)',
      ),
    ),
    reason: 'приписывает неполноценное состояние здоровья',
  },
  {
    // A body part praised: "у тебя классная попа", "красивые ножки, 3".
    kind: 'sexual',
    re: pattern(`⟨(?:классн…|красив…|сочн…|аппетитн…|больш(?:ая|ие|ую)|упруг…|шикарн…|сексуальн…|горяч…|клев(?:ая|ые|ую))~1${NUDE}`),
    reason: 'действия сексуального характера',
  },
  {
    // A whole group given a trait: "армяне все хитрые", "все бабы истерички".
    kind: 'label',
    re: pattern(
      anyOf(
        `⟨(?:все|эти|одни)~1${GROUP}~2${listGroup(GROUP_TRAITS)}`,
        `⟨${GROUP}~1(?:все|вечно|всегда|поголовно)~2${listGroup(GROUP_TRAITS)}`,
      ),
    ),
    reason: 'дискриминация по национальности, полу, вере',
  },
  {
    // What a whole group always does or cannot do: "вам, южанам, лишь бы покричать", "бабы — жди истерики",
    // "блондинка, что с неё взять", "ну что взять с приезжего".
    kind: 'label',
    re: pattern(anyOf(`⟨${GROUP}~3${listGroup(GROUP_HABITS)}`, `⟨что~1взять~1(?:с|со|от)~1${GROUP}`)),
    reason: 'ярлык по национальности, полу, вере или возрасту',
  },
  {
    // Blows by their slang names, said to someone: "леща тебе дать", "подзатыльник получишь".
    kind: 'violence',
    re: pattern(`⟨${listGroup(BLOWS)}`),
    // Or given, as a stage direction: "*отвешивает пятому подзатыльник*".
    requires: pattern(
      '⟨(?:тебе|тебя|вам|вас|ему|его|ей|им|получишь|огребешь|схлопочешь|отхватишь|выхватишь|получите' +
        '|огребете|отвешивает|отвесил…|влепил…|влепляет|залепил…|прописал…|прописывает|дает|дал|дала)⟩',
    ),
    reason: 'высказывание о физическом насилии',
  },
  {
    // Bullied, as a jab: "тебя в школе гнобили?".
    kind: 'violence',
    re: pattern('⟨(?:тебя|вас|его|ее)~3(?:гнобил…|чморил…|буллил…|травил…|шпыня…|унижал…|опускал…|пинали)⟩'),
    unlessAround: GAME_AROUND,
    window: 30,
    reason: 'высказывание о физическом насилии',
  },
  {
    // "по лицу бы тебе", "тебе бы по морде".
    kind: 'violence',
    re: pattern(`⟨по~1${FACE}~1(?:бы~1)?(?:тебе|ему|вам|ей|им)⟩|⟨(?:тебе|ему|вам|ей|им)~1(?:бы~1)?по~1${FACE}⟩`),
    reason: 'высказывание о физическом насилии',
  },
  {
    // A player called sexy: "ты такая сексуальная, 3", "5 секси" ("у 2 голос такой сексуальный" is a hint at one feature: sexual-hint).
    kind: 'sexual',
    re: pattern(
      `(?<!у\\s)⟨(?:${V.you}|${V.seat}|${V.him})~1(?:такая~1|такой~1|очень~1|прям~1|сегодня~1)?(?:сексуальн(?:ая` +
        '|ый|ые)|секси|соблазнительн(?:ая|ый|ые)|горяченьк(?:ая|ий))⟩',
    ),
    reason: 'действия сексуального характера',
  },
  {
    // A woman as the measure of weakness: "играешь как девчонка", "ноешь как баба".
    kind: 'label',
    re: pattern(
      '⟨как~1(?:баба|бабы|бабка|бабки|бабулька|старуха|старушка|пенсионерк…|пенсионер|девчонка|девчонки|девка|телка|малолетка|школьница)⟩',
    ),
    confidence: 'likely',
    reason: 'дискриминация по гендерному признаку',
  },
  {
    // A trait of a sex or a people pinned on a player: "в бабском режиме", "рассуждаешь по-бабски", "логика какая-то нерусская".
    kind: 'label',
    re: pattern(
      anyOf(
        `⟨нерусск…~1(?:логика|логикой|какая-то|какой-то|речь|морда|рожа|ты|вы|${V.seat})⟩|⟨(?:${V.you}|${V.him}|${V.seat})~3нерусск…⟩`,
        '⟨(?:ты|вы)~1(?:вообще~1|что~1|че~1)?(?:русский|русская|русские)(?:~1(?:что~1ли|вообще))?\\s*\\?',
        '⟨(?:какая-то|какой-то|какие-то|какое-то)~1нерусск…⟩',
      ),
    ),
    confidence: 'likely',
    reason: 'ярлык по национальности или полу',
  },
  {
    // A mother on leave as the measure of a player: "мамочка из декрета решила поиграть"; one's own leave is a fact.
    kind: 'label',
    re: pattern('⟨(?:мамочк…|мамаш…|домохозяйк…|клуш…)~2(?:из|с)~1декрета⟩'),
    reason: 'ярлык по полу',
  },
  {
    // A woman's manner as the measure of a player's: "в бабском режиме", "рассуждаешь по-бабски"; one's own mood is self-irony.
    kind: 'label',
    re: pattern('⟨бабск…'),
    unless: pattern('⟨(?:я|мне|меня|мы|нам|нас)⟩'),
    reason: 'ярлык по полу',
  },
  {
    // A player named by faith, orientation or people as the reason: "ты мусульманин, тебе веры нет", "он же гей", "ты же кавказец".
    kind: 'label',
    re: pattern(
      anyOf(
        `⟨(?:ты|вы|он|она)~1(?:же|ведь)~1(?:${MEMBER}|${ETHNO})⟩`,
        `⟨(?:${V.you}|${V.him}|${V.seat})~1(?:${MEMBER}|${ETHNO})~2(?:веры~1нет|верить~1нельзя` +
          '|доверять~1нельзя|нельзя~1верить|не~1верю|поэтому|вот~1и|все~1вы|вы~1все|таким)',
        `⟨(?:ты|вы|он|она|${V.seat})~1из~1этих(?:~1(?:что~1ли|штоли|чтоли))?\\s*\\?`,
        `⟨(?:ты|вы|он|она|${V.seat})~1из~1этих~1(?:что~1ли|штоли|чтоли)`,
        // Told, not asked: "ты, наверное, из этих, раз так за 7 заступаешься" ("из этих игроков" names a kind of play).
        `⟨(?:ты|вы|он|она|${V.seat})~2из~1этих⟩(?=[^а-яa-z\\d]*(?:$|[,.!]))`,
        `⟨(?:${V.you}|${V.him}|${V.seat})~3по~1(?:мальчикам|мужикам|мужчинам|девочкам)⟩`,
      ),
    ),
    reason: 'ярлык по вере, ориентации или национальности',
  },
  {
    // Faith mocked: "молись своему аллаху", "лучше бы в церковь сходил грехи замаливать".
    kind: 'label',
    re: pattern(
      anyOf(
        '⟨(?:молись|помолись|молитесь|помолитесь)~2(?:своему|своим|своей)~1(?:аллах…|богу|богам|будде|иисусу|кришне|иегове|деве)',
        '⟨(?:молись|помолись|молитесь|помолитесь)~1(?:аллах…|будде|иисусу|кришне|иегове)~1(?:своему|своим)⟩',
        '⟨(?:иди|идите|сходи|сходите|сходил…|пошел~1бы|шел~1бы|ступай|ходи)~2в~1(?:церковь|мечеть|синагогу|монастырь|секту)⟩',
        '⟨в~1(?:церковь|мечеть|синагогу|монастырь|секту)~1(?:иди|идите|сходи|сходите|ступай|ходи)⟩',
        '⟨грехи~1(?:замалива…|отмалива…)',
      ),
    ),
    reason: 'ярлык по вероисповеданию',
  },
  {
    // Origin put on a player: "у вас в ауле все так играют?", "ты из кишлака что ли", "5 с гор спустился".
    kind: 'label',
    re: pattern(
      anyOf(
        '⟨у~1(?:вас|тебя|него|нее|них)~1(?:в|на)~1(?:ауле|кишлаке|колхозе|юрте|джунглях|пальме)⟩',
        `⟨(?:${V.you}|${V.him}|${V.seat})~2(?:из|с)~1(?:аула|кишлака|колхоза|джунглей|пальмы)⟩`,
        `⟨(?:${V.you}|${V.him}|${V.seat})~1(?:с~1гор|с~1пальмы)~1(?:спустил…|слез…)`,
        // The countryside put on a player: "ты из деревни приехал что ли", "у вас в деревне так играют?".
        `⟨(?:${V.you}|${V.seat})~2из~1(?:деревни|деревеньки|села|глуши|тайги|хутора|захолустья|тмутаракани)⟩`,
        '⟨у~1(?:вас|тебя)~1в~1(?:деревне|селе|глуши|тайге|захолустье|тмутаракани)⟩',
        '⟨(?:деревенщин…|колхозник…|колхозниц…)⟩',
        `⟨(?:у~1(?:тебя|вас|него|${V.seat})|твой|с~1твоим)~1акцент…~3(?:такой|так|даже|невозможно|ничего|не~1(?:понять|разобрать|верить|хочется))`,
      ),
    ),
    reason: 'ярлык по национальности',
  },
  {
    // A sex or a type at the table as a bad sign: "блондинка за столом", "что с вас, женщин, взять".
    kind: 'label',
    re: pattern(
      anyOf(
        '⟨(?:баба|бабы|блондинк…|телк…|девк…)~1за~1(?:столом|стол)⟩',
        `⟨что~1(?:с|со|от)~1(?:вас|них|тебя|нее)~1${GROUP}~1(?:взять|ждать|ожидать)⟩`,
        `⟨с~1${GROUP}~3(?:играть|сидеть|иметь~1дело|работать)~2(?:невозможно|нельзя|бесполезно|противно|тошно|стыдно)⟩`,
        '⟨(?:понаехал…|понаедут)⟩',
        // One's sex held against him: "ты ж не мужик, раз боишься", "какой из тебя мужик", "у 8 опять пмс".
        `⟨(?:${V.you}|${V.seat})~1(?:ж~1|же~1|что~1ли~1|вообще~1)?не~1(?:мужик|мужчина|пацан)⟩`,
        '⟨не~1(?:мужик|мужчина|пацан)~1(?:ты|вы)⟩',
        '⟨какой~1(?:ты|из~1тебя|он|из~1него)~1(?:мужик|мужчина)⟩',
        `⟨(?:у~1)?(?:тебя|нее|вас|${V.seat})~2(?:опять~1|снова~1|что~1ли~1)?(?:пмс|месячные|критические~1дни)⟩`,
        `⟨(?:пмс|месячные|критические~1дни)~2у~1(?:тебя|нее|${V.seat})⟩`,
        // Age held against him, with the contempt that makes it a label ("старик, ты не прав" is an address).
        '⟨(?:дедул…|бабул…|старпер…|старикан…|старушк…|дед|бабка)⟩~6(?:сиди~1дома|на~1пенсию|на~1пенсии|песок~1сыплется' +
          '|в~1твоем~1возрасте|за~1внуками|не~1успеваешь)',
        // Faith put on a player in sarcasm: "ну ты ж у нас верующий, вам бы только проповеди читать".
        '⟨(?:ты|вы)~2у~1нас~1(?:верующ…|набожн…|святош…|религиозн…|богомол…|сектант…)⟩',
      ),
    ),
    reason: 'ярлык по национальности, полу, вере, возрасту',
  },
  {
    // A faith, an orientation or a people put on a player as his name: "Армянин, конечно, нашёлся советчик",
    // "свечки ставь, святоша", "батюшка наш 8 сейчас проповедь прочтёт", "голубок наш опять заступается".
    kind: 'label',
    re: pattern(anyOf(...labelFrames(`(?:${MEMBER}|${ETHNO}|баба|бабенк…|девк…|телк…|блондинк…)`))),
    judge: labelled('label'),
    reason: 'ярлык по вере, ориентации или национальности',
  },
  {
    // A sex, a faith or a people as the measure of his mind: "женская логика", "голубая логика какая-то у седьмого";
    // likened to a whole group: "ну ты как все блондинки", "что ещё ждать от женщины"; sent to the kitchen or mocked
    // in the dress of a faith: "тебя только на кухне слушать", "сидишь в своём платочке"; a village put on him.
    kind: 'label',
    re: pattern(
      anyOf(
        `⟨(?:${GROUP}|женск…|девичь…|девчач…|голуб…|блондинист…)~1(?:логик…|мышлени…|рассуждени…|хитрост…|мозг…)`,
        `⟨как~1(?:и~1)?(?:все|любая|любой|типичн…)~1${GROUP}`,
        `⟨(?:что|чего)~1(?:еще~1)?(?:ждать|ожидать|взять|хотеть)~1(?:от|с|со)~1${GROUP}`,
        '⟨(?:тебя|вас|ее|тебе|вам|ей)~3(?:только~1)?на~1кухн…',
        '⟨(?:в|со)~1(?:своем|своей|своих|своим)~1(?:платочк…|платк…|хиджаб…|тюбетейк…|кип…|чалм…|никаб…|парандж…|рясе|рясу)',
        '⟨в~1(?:вашей|твоей|его|ее)~1(?:деревне|ауле|кишлаке|колхозе|селе|глуши|тайге|юрте)⟩',
      ),
    ),
    confidence: 'likely',
    reason: 'ярлык по полу, вере или национальности',
  },
  {
    // A whole group's habit, and a player made one of it: "евреи всегда всё просчитывают, вот и 3 такой же".
    kind: 'label',
    re: pattern(`⟨${GROUP}~1(?:все~0)?(?:всегда|вечно|поголовно|все~1как~1один)⟩`),
    requires: pattern(`⟨(?:${V.seat}|ты|он|она)~2(?:такой|такая|такие)~1же⟩`),
    reason: 'ярлык по национальности, полу, вере',
  },
  {
    // Asked home, the hint the clubs name: "после игры жду тебя у себя 😉", "заходи ко мне в гости вечером, 3".
    kind: 'sexual-hint',
    re: pattern('⟨(?:жду|приглашаю|зову)~1(?:тебя|вас)~3(?:у~1себя|у~1меня|в~1гости|в~1постели|в~1постель|наедине|в~1номер…|ко~1мне)⟩'),
    confidence: 'likely',
    reason: 'сексуальный намёк в адрес игрока',
  },
  {
    // A sexual hint at a player (club remarks: «сексуальные … намёки»): "6 сегодня такая милашка 😏",
    // "у 2 голос такой сексуальный". A remark on a speech ("у 5 горячая речь") is none.
    kind: 'sexual-hint',
    re: pattern(
      `⟨(?:${V.you}|${V.seat}|у~1(?:тебя|нее|${V.seat}))~3(?:такая~1|такой~1|сегодня~1|прям~1|очень~1)?` +
        '(?:милашк…|красотк…|сексуальн…|секси|сексапильн…|зайк…|малышк…|няшк…|киса|кисуля|кисонька)⟩',
    ),
    confidence: 'likely',
    reason: 'сексуальный намёк в адрес игрока',
  },
  {
    // A curse that the one cursed fall ill or come to harm: "чтоб ты заболел", "хоть бы он ослеп".
    kind: 'health',
    re: pattern(
      `⟨(?:чтоб|чтобы|хоть~1бы|хоть~1б|вот~1бы|вот~1б|желаю~1чтобы|надеюсь)~1(?:ты|вы|он|она|они|${V.seat})~2${listGroup(HARM_BEFALL)}`,
    ),
    unlessAround: GAME_AROUND,
    window: 30,
    reason: 'пожелание болезни или увечья',
  },
  {
    // A jump wished: "лучше бы ты с моста прыгнул", "вот бы 5 под поезд лёг".
    kind: 'death-call',
    re: pattern(
      `⟨(?:лучше~1бы|лучше~1б|хоть~1бы|вот~1бы|чтоб|чтобы)~1(?:ты|вы|он|она|${V.seat})~2(?:${JUMPED}~2${JUMP_TO}|${JUMP_TO}~1${JUMPED})`,
    ),
    reason: 'призыв к смерти',
  },
  {
    // A group's way of thinking or acting pinned on a player: "цыганская логика: украл голос и рад", "женская логика".
    kind: 'label',
    re: pattern(`⟨${GROUP}~1(?:логик…|мышлени…|рассуждени…|хитрост…|замашк…|манер…|повадк…)⟩`),
    reason: 'ярлык по национальности, полу или вере',
  },
  {
    // The one spoken to as one of a group, and the group's trait with it: "у вас, евреев, всё через выгоду", "вам, бабам, лишь бы".
    kind: 'label',
    re: pattern(`⟨(?:у~1вас|вам|вас|вы|с~1вас),\\s*${GROUP}~3(?:все|вечно|лишь~1бы|одно~1на~1уме)⟩`),
    reason: 'ярлык по национальности, полу или вере',
  },
  {
    // A player named by his faith or people in place of his seat: "наш мусульманин опять молчит", "этот еврей снова торгуется".
    kind: 'label',
    re: pattern(`⟨(?:наш|наша|этот|эта)~1(?:${MEMBER}|${ETHNO})⟩`),
    confidence: 'likely',
    reason: 'называет игрока по вере или национальности',
  },
  {
    // A certificate of madness asked for: "у тебя справка есть?", "справка из дурки у 4 имеется".
    kind: 'health',
    re: pattern(
      anyOf(
        `⟨(?:у~1)?(?:тебя|вас|него|нее|${V.seat})~2справк…~2(?:есть|имеется|из)`,
        '⟨справк…~1из~1(?:дурки|психушки|дурдома|пнд|психдиспансера)⟩',
      ),
    ),
    reason: 'приписывает неполноценное состояние здоровья',
  },
]);

export function detectInsults(n: Normalized): Finding[] {
  return joined(detectWords(n), runTable(ROWS, n));
}

export default family({
  name: 'insults',
  kinds: {
    insult: { online: removal('3.2'), 'club-warnings': removal('club-warnings/21'), 'club-remarks': removal('club-remarks/insult') },
    'self-abasement': { online: warning('2.3'), 'club-warnings': none, 'club-remarks': none },
    // Quoting an insult is punished as one online (3.2, note 2); the clubs' rules have no such note.
    'insult-quote': { online: removal('3.2'), 'club-warnings': none, 'club-remarks': none },
    // An illness or drunkenness put on someone in a phrase is an attack on his person the club remarks name among the incorrect
    // statements; an insult word for it ("психопат", "неадекват") is an insult.
    health: { online: removal('3.2.2'), 'club-warnings': removal('club-warnings/21'), 'club-remarks': warning('club-remarks/incorrect') },
    sexual: { online: removal('3.2.3'), 'club-warnings': removal('club-warnings/21'), 'club-remarks': removal('club-remarks/insult') },
    discrimination: {
      online: removal('3.2.4'),
      'club-warnings': removal('club-warnings/21'),
      'club-remarks': removal('club-remarks/insult'),
    },
    // A group's label or a hint at it, in a phrase (a generalisation, "как девчонка", "иди борщ вари", "ты же кавказец",
    // "молись своему аллаху", "у вас в ауле"): the club remarks name «ярлыки и намёки» among the incorrect statements,
    // apart from insults; a slur word is the discrimination kind, an insult there.
    label: { online: removal('3.2.4'), 'club-warnings': removal('club-warnings/21'), 'club-remarks': warning('club-remarks/incorrect') },
    // A flirting remark on a player's looks or voice: the club remarks name «сексуальные … намёки» among the incorrect
    // statements; online it is no insult, and the clubs' warnings leave it to the host's «неэтичное поведение».
    'sexual-hint': { online: none, 'club-warnings': none, 'club-remarks': warning('club-remarks/incorrect'), confidence: 'likely' },
    relatives: { online: removal('3.2.5'), 'club-warnings': removal('club-warnings/21'), 'club-remarks': removal('club-remarks/insult') },
    'death-call': {
      online: removal('3.2.6'),
      'club-warnings': removal('club-warnings/21'),
      'club-remarks': removal('club-remarks/insult'),
    },
    violence: { online: removal('3.2.7'), 'club-warnings': removal('club-warnings/21'), 'club-remarks': removal('club-remarks/insult') },
  },
  steps: [
    { stage: 'acts', words: insultWord, find: detectWords },
    { stage: 'acts', tables: [ROWS] },
  ],
  examples: {
    finds: {
      insult: [
        'Я мирный. Ну и дебилы вы все.',
        'толстый, подвинься',
        'ты дурак',
        'ну ты и д у р а к',
        '9 тупой',
        'олень ты, 3',
        'ты сам ничтожество',
        'ходячее недоразумение',
        '4ка хамло',
        'гадина, я тебе доверял',
      ],
      'self-abasement': ['я такой идиот, простите', 'Я по вашему такой идиот, чтобы так делать?', 'ну я и пень', 'я для вас полный дебил'],
      'insult-quote': ['7 назвал меня идиотом', 'а он мне пишет «дебил», нормально?'],
      health: [
        'ты что, пьяный?',
        'У тебя мозги есть?',
        'обкуренный какой-то 5',
        'тебе к психиатру пора',
        'у 7 справка из психушки',
        'чтоб ты ослеп',
      ],
      sexual: ['скинь нюдсы', 'покажи ножки, 4'],
      discrimination: ['Хачи', 'Чурки', 'Узкоглазые'],
      label: [
        'бабам место на кухне',
        'иди борщ вари',
        'с девками за один стол не сажусь',
        'эти цыгане все жадные',
        'что взять с блондинки',
        'пенсионеры вечно на эмоциях',
        'ноешь как девчонка',
        'рассуждаешь по-бабски, 4',
        'ты же католик, тебе верить нельзя',
        'помолись своему богу, 2',
        'у вас в кишлаке так принято?',
        'с бабами играть бесполезно',
        'ты из деревни приехал что ли, 9?',
        'ты ж не мужик, раз боишься выставить',
        'у 8 опять пмс походу',
        'дедуля, не успеваешь за игрой — сиди дома',
        'ну ты ж у нас верующий, вам бы только проповеди читать',
      ],
      'sexual-hint': ['6 сегодня такая милашка, за неё голосовать не буду 😏', 'у 2 голос такой сексуальный, аж отвлекает'],
      relatives: ['твоя мамка', 'привет маме передай', 'скажи своей бабке, чтоб научила тебя молчать'],
      'death-call': ['повесься', 'иди выпились', 'хоть бы ты утопился', 'чтоб тебя поезд переехал', 'вот бы ты с крыши сиганул'],
      violence: ['морду набью', 'тебя в детстве роняли?', 'таких палкой бить надо', 'по роже получишь', 'в челюсть заряжу'],
    },
    clean: [
      'толстый намёк дал 5, но я понял',
      'Ну ты фиксик',
      'он якорь',
      'Балласт',
      'у меня на аве олень',
      'дураков тут нет',
      'в дурака после игры сыграем',
      'вскройся, шериф',
      'моя мамка зовёт ужинать',
      'я не пьяный',
      'девушки сегодня хитрые, обыграли нас',
      'девочки, лишь бы не ошибиться с голосом',
      'старик, ты не прав',
      'я сегодня в бабском настроении',
      'бабье лето на дворе',
      'не называй 6 глупым, он новичок',
      'лучше бы ты вскрылся раньше',
      'в церковь хожу по воскресеньям',
      'я мусульманин, поэтому не пью',
      'хоть бы он выжил этой ночью',
      'у меня справка из поликлиники',
      'я из деревни, у нас интернет плохой',
      'мужики, давайте по делу',
      'у 5 горячая речь, но по делу',
      'старик, ты не прав',
    ],
  },
});
