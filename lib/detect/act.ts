/**
 * The speech-act layer: what a message does with an act word it holds.
 *
 * An oath, a bet, a threat, a bribe, a beacon is something the speaker does
 * now, to the table: "клянусь, я мирный", "спорим на сотку, что 6 чёрный".
 * The same words are often not that act at all: told about ("5 поклялся",
 * "он сказал «клянусь»"), denied ("я не клянусь", "никаких пари"), asked of
 * someone ("поклянись", "слабо поспорить?"), wished ("я бы поклялся"),
 * set in a story ("вчера поспорили с сестрой"), talked about as the rule
 * ("клятвы запрещены", "за пари тут поражение"). Detectors find the act's
 * words; `actAt` reads, once and the same way for all of them, who does it,
 * in which form and mood, and how the sentence frames it; each detector then
 * says which readings its rule forbids (an oath of one's own past still
 * counts, a bet in the past does not).
 *
 * Only the words of the act's own sentence are read, a dozen at most each
 * way, and only for a message in which a detector found an act word: the
 * cost of a message without one is nothing.
 */
import type { Normalized, Token } from '../text/normalize';
import type { Row } from './table';
import { isSeat } from '../text/tokens';
import * as C from './lexicons/act-context';
import { GAME_MOVES, GAME_ROLES } from './lexicons/game';
import { Vocabulary, type Form } from './vocabulary';

export type { Form } from './vocabulary';

/** Who does the act: the speaker (or "we" with the speaker), the person addressed, someone else, or nobody said. */
export type Who = 'self' | 'addressee' | 'other' | 'none';

export interface Act {
  /** The act word's first and last tokens. */
  from: number;
  to: number;
  form: Form;
  who: Who;
  /** "не клянусь", "без пари", "никаких споров": the act denied or refused. */
  negated: boolean;
  /** Its sentence is a question. */
  question: boolean;
  /** Inside quotation marks. */
  quoted: boolean;
  /** Under a verb of saying (by whom, someone else when unsaid), or null: "он сказал «клянусь»", "я же говорю — клянусь". */
  reported: Who | null;
  /** The sayer named for a verb of saying ('none' when the sentence does not name one: "сказал «кля»"). */
  reporter: Who;
  /** The sentence is about the rule: "нельзя", "запрещено", "правила", or a penalty for it ("за клятву бан"). */
  rule: boolean;
  /** A wish or a conditional: "бы", "хочу", "жаль". */
  wish: boolean;
  /** In an "если / вдруг / чтобы" clause: supposed, not done. */
  condition: boolean;
  /** Set in the past: "вчера", "в прошлой игре", "тогда". */
  story: boolean;
  /** A habit: "всегда", "снова", "каждую игру". */
  habit: boolean;
  /** Handed to someone to do: an imperative, "пусть он…", "давай ты…", "слабо…?", "скажи «…»". */
  urged: boolean;
  /** The act word is the topic of talk: "слово «клянусь»", "про пари", "не моя тема". */
  topic: boolean;
  /** The sentence has the addressee as an object or recipient ("тебе", "вас"). */
  toYou: boolean;
}

/** The context classes (bits of one vocabulary). */
const V = new Vocabulary();
const NEG = V.words(C.NEGATION);
const SAY = V.words(C.SAYING);
const URGE = V.words(C.URGING);
const ASK_SAY = V.words(C.ASKED_SAYING);
const LET = V.words(C.LETTING);
const DARE = V.words(C.DARING);
const RULE = V.words(C.RULE);
const PENALTY = V.words(C.PENALTY);
const WISH = V.words(C.WISHING);
const IF = V.words(C.CONDITION);
const STORY = V.words(C.STORY);
const HABIT = V.words(C.HABIT);
const SELF = V.words(C.SELF);
const ADDR = V.words(C.ADDRESSEE);
const OTHER = V.words(C.OTHER);
const ROLE_SUBJECT = V.words(C.ROLE_SUBJECTS);
const TO_YOU = V.words(C.TO_YOU);
const TOPIC = V.words(C.TOPIC);
const REFUSED = V.words(C.REFUSED);
const APOLOGISE = V.words(C.APOLOGY);
const HOST = V.words(C.HOSTS);
const ROLE = V.words(GAME_ROLES);
const MOVE = V.words(GAME_MOVES);

const bitsOf = (tok: Token): number => V.of(tok).bits;

/**
 * Whether token k is a seat number: "5", "05", "5й", "9ке". Normalisation
 * reads a digit glued to letters as the letter it looks like ("9ке" → "дке"),
 * so a word that was typed with a leading digit is read from the original.
 */
export function seatAt(n: Normalized, k: number): boolean {
  const tok = n.tokens[k];
  if (!tok) return false;
  if (isSeat(tok.t)) return true;
  const c = tok.t.charCodeAt(0);
  // о з ч б и д: the letters digits become.
  if (c !== 0x43e && c !== 0x437 && c !== 0x447 && c !== 0x431 && c !== 0x438 && c !== 0x434) return false;
  const o = n.original;
  const s = n.starts[tok.s]!;
  const d = o.charCodeAt(s);
  if (d < 48 || d > 57) return false;
  return isSeat(
    o
      .slice(s, n.ends[tok.e - 1]!)
      .toLowerCase()
      .replace(/ё/g, 'е'),
  );
}

/** Sentence ends and clause breaks in the gap between two words. */
const STRONG = 1;
const WEAK = 2;
const ASK = 4;
const QUOTE_OPEN = 8;
const QUOTE_CLOSE = 16;
const QUOTE_BOTH = 32;

/** What the text between two words holds (sentence end, clause break, question mark, quotes). */
function gapOf(text: string, from: number, to: number): number {
  let g = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 /* . */ || c === 33 /* ! */ || c === 59 /* ; */ || c === 10 || c === 0x2026) g |= STRONG;
    else if (c === 63 /* ? */) g |= STRONG | ASK;
    else if (c === 44 /* , */ || c === 58 /* : */ || c === 0x2014 || c === 0x2013 || c === 40 || c === 41) g |= WEAK;
    else if (c === 45 /* - */ && i > from && i + 1 < to && text.charCodeAt(i - 1) === 32) g |= WEAK;
    else if (c === 0xab /* « */ || c === 0x201e /* „ */) g |= QUOTE_OPEN;
    else if (c === 0xbb /* » */) g |= QUOTE_CLOSE;
    else if (c === 34 /* " */ || c === 0x201c || c === 0x201d || c === 39 /* ' */) g |= QUOTE_BOTH;
  }
  return g;
}

/** The gap before token k (from the end of k-1, or the message's start). */
function gapBefore(n: Normalized, k: number): number {
  const tokens = n.tokens;
  return gapOf(n.text, k > 0 ? tokens[k - 1]!.e : 0, tokens[k]!.s);
}

/** The gap after token k (to the next token, or the message's end). */
function gapAfter(n: Normalized, k: number): number {
  const tokens = n.tokens;
  return gapOf(n.text, tokens[k]!.e, k + 1 < tokens.length ? tokens[k + 1]!.s : n.text.length);
}

/**
 * Whether a sentence ends (or, `clause`, a clause breaks) between token k-1
 * and token k; true at the message's ends. A word of another script glued on
 * ("ʼпари") is read through, as if it were not there.
 */
export function breakBefore(n: Normalized, k: number, clause = false): boolean {
  const tokens = n.tokens;
  while (k > 0 && k < tokens.length && tokens[k - 1]!.e === tokens[k]!.s) k--;
  if (k <= 0 || k >= tokens.length) return true;
  return (gapBefore(n, k) & (clause ? STRONG | WEAK : STRONG)) !== 0;
}

/** The sentence holding tokens [i, j]: its first token and the token after its last. */
export function sentenceOf(n: Normalized, i: number, j = i): [number, number] {
  let from = i;
  while (!breakBefore(n, from)) from--;
  let to = j + 1;
  while (!breakBefore(n, to)) to++;
  return [from, to];
}

/** How far the act layer reads each way, in words. */
const REACH = 12;

/** Who the nearest subject word before `i` (after `from`) names, within `count` words. */
function subjectBefore(n: Normalized, from: number, i: number, count: number): Who {
  const tokens = n.tokens;
  for (let k = i - 1; k >= Math.max(from, i - count); k--) {
    const b = bitsOf(tokens[k]!);
    if (b & SELF) return 'self';
    if (b & ADDR) return 'addressee';
    if (b & OTHER || seatAt(n, k)) return 'other';
    // "шериф поклялся" is someone else; "я шериф, поклялся" names the speaker by his role.
    if (b & ROLE_SUBJECT) {
      const before = tokens[k - 1];
      const prev = before ? bitsOf(before) : 0;
      if (prev & SELF) return 'self';
      if (prev & ADDR) return 'addressee';
      return 'other';
    }
  }
  return 'none';
}

/** Whether the only subject word in tokens [from, to) is a seat number (a vocative, as a rule). */
function seatOnly(n: Normalized, from: number, to: number): boolean {
  const tokens = n.tokens;
  for (let k = from; k < to; k++) if (bitsOf(tokens[k]!) & (SELF | ADDR | OTHER)) return false;
  return true;
}

/** A seat named in words, as it is called ("третий", "девятая", "пятёрка"). */
const SEAT_ORDINAL =
  /^(?:перв|втор|трет|четверт|пят|шест|седьм|восьм|девят|десят)(?:ый|ой|ий|ая|ья|ерка|ка)$|^(?:двойка|тройка|четверка|семерка|единичка|девятка|десятка)$/;

/** The topic words that are prepositions: they make a topic only of the word right after them. */
const PREPOSITIONS = new Set(['про', 'о', 'об', 'насчет']);

/** Particles that may stand between a verb and its subject after it ("поклялся же 5"). */
const PARTICLES = new Set(['же', 'ж', 'ведь', 'уже', 'тоже', 'даже', 'и', 'сам', 'сама', 'вот']);

/** A subject right after the act word, in the same clause ("поклялся 5", "клялась она"). */
function subjectAfter(n: Normalized, i: number, to: number): Who {
  const tokens = n.tokens;
  for (let k = i + 1; k <= Math.min(to, i + 2); k++) {
    if (gapBefore(n, k) & (STRONG | WEAK)) break;
    const b = bitsOf(tokens[k]!);
    if (b & SELF) return 'self';
    if (b & ADDR) return 'addressee';
    if (b & OTHER || seatAt(n, k)) return 'other';
    if (!PARTICLES.has(tokens[k]!.t)) break;
  }
  return 'none';
}

/** Who a verb form names by itself; 'none' for the forms that do not say. */
function whoOfForm(form: Form): Who {
  switch (form) {
    case 'first':
    case 'we':
      return 'self';
    case 'second':
    case 'imperative':
      return 'addressee';
    case 'third':
      return 'other';
    default:
      return 'none';
  }
}

/** The form of a verb of the vocabulary at token k (for the saying verbs' own person: "говорю" is the speaker's). */
function sayerForm(t: string): Form | null {
  if (/(?:ю|у)$/.test(t)) return 'first';
  if (/(?:ешь|ишь)$/.test(t)) return 'second';
  return null;
}

/** The act word's sentence and clause: where they start, where the sentence ends, whether it asks. */
interface Span {
  sStart: number;
  cStart: number;
  sEnd: number;
  question: boolean;
}

function spanOf(n: Normalized, from: number, to: number): Span {
  const tokens = n.tokens;
  let sStart = from;
  while (sStart > 0 && from - sStart < REACH && !(gapBefore(n, sStart) & STRONG)) sStart--;
  let cStart = from;
  while (cStart > sStart && !(gapBefore(n, cStart) & (STRONG | WEAK))) cStart--;
  let sEnd = to;
  let question = false;
  for (;;) {
    const g = gapAfter(n, sEnd);
    if (g & STRONG) {
      question = (g & ASK) !== 0;
      break;
    }
    if (sEnd + 1 >= tokens.length || sEnd - to >= REACH) break;
    sEnd++;
  }

  return { sStart, cStart, sEnd, question };
}

/** Quotes opened before the act word in its sentence and not closed. */
function quotedBefore(n: Normalized, sStart: number, from: number): boolean {
  let open = 0;
  let plain = 0;
  for (let k = sStart; k <= from; k++) {
    const g = gapBefore(n, k);
    if (g & QUOTE_OPEN) open++;
    if (g & QUOTE_CLOSE) open = Math.max(0, open - 1);
    if (g & QUOTE_BOTH) plain ^= 1;
  }
  return open > 0 || plain === 1;
}

/** What the words around the act word say of it, read in one pass over its sentence. */
interface Context {
  negated: boolean;
  wish: boolean;
  rule: boolean;
  story: boolean;
  habit: boolean;
  urged: boolean;
  topic: boolean;
  toYou: boolean;
  condition: boolean;
  reported: Who | null;
  reporter: Who;
}

/** "подсказка от зрителей = поражение", "пари → ппк": the act word equated with what follows, the rule written as a formula. */
function equated(n: Normalized, to: number): boolean {
  const next = n.tokens[to + 1];
  const here = n.tokens[to];
  if (!next || !here) return false;
  const gap = n.text.slice(here.e, next.s);
  return gap.includes('=') || gap.includes('→') || gap.includes('->');
}

function contextOf(n: Normalized, from: number, to: number, form: Form, span: Span): Context {
  const tokens = n.tokens;
  const { sStart, cStart, sEnd, question } = span;
  let negated = false;
  let wish = false;
  let rule = false;
  let penalty = false;
  let story = false;
  let habit = false;
  let urged = form === 'imperative';
  let topic = false;
  let toYou = false;
  let condition = false;
  let reported: Who | null = null;
  let reporter: Who = 'none';

  // The act word's clause ends before the first break after it.
  let cEnd = to + 1;
  while (cEnd <= sEnd && !(gapBefore(n, cEnd) & (STRONG | WEAK))) cEnd++;
  for (let k = sStart; k <= sEnd; k++) {
    if (k >= from && k <= to) continue;
    const tok = tokens[k]!;
    const b = bitsOf(tok);
    if (b === 0) continue;
    const before = k < from;
    const sameClause = before ? k >= cStart : k < cEnd;
    if (b & NEG && before && from - k <= 4 && k >= cStart) negated = true;
    // "не хочу клясться" refuses; "хочу поклясться", "я бы поклялся" wish.
    if (b & WISH && tokens[k - 1]?.t !== 'не' && (before || ((tok.t === 'бы' || tok.t === 'б') && k - to <= 2))) wish = true;
    if (b & RULE) rule = true;
    if (b & PENALTY) penalty = true;
    // A time or a habit said of the act's own clause: "в прошлой игре кто-то спорил", not "…, как ты в прошлый раз слил".
    if (b & STORY && sameClause) story = true;
    if (b & HABIT && sameClause) habit = true;
    if (b & TO_YOU) toYou = true;
    // "про пари", "насчёт клятв": a preposition of topic right before the act word; "слово «клянусь»", "не моя тема" beside it.
    if (b & TOPIC && (PREPOSITIONS.has(tok.t) ? k === from - 1 : sameClause && (before ? from - k <= 2 : k - to <= 3))) topic = true;
    if (b & IF && before && k >= cStart) condition = true;
    if (b & URGE && before && !hostAddressed(n, k)) urged = true;
    // "гадом буду скажешь?": the act asked for in a question of saying addressed to someone.
    if (b & ASK_SAY && question && (before || sameClause)) urged = true;
    if (b & LET && before && from - k <= 3) {
      // "давай поспорим" is the speaker's own offer; "давай ты поклянёшься", "пусть он поклянётся" hand it on.
      const next = tokens[k + 1];
      const nb = next ? bitsOf(next) : 0;
      if (tok.t.startsWith('пус') || nb & (ADDR | OTHER) || (next && seatAt(n, k + 1))) urged = true;
    }
    if (b & DARE && before && from - k <= 3 && k >= cStart) {
      // "можешь поклясться?", "слабо поспорить?": the ability offered to the addressee is a dare.
      if (tok.t === 'слабо' || question || subjectBefore(n, sStart, k, 2) === 'addressee' || sayerForm(tok.t) === 'second') urged = true;
    }
    if (b & SAY && reported === null && (before || sameClause)) {
      // The sayer: the word's own person, a subject before it, or (a past form) someone else.
      const own = sayerForm(tok.t);
      let who: Who = own === 'first' ? 'self' : own === 'second' ? 'addressee' : subjectBefore(n, sStart, k, 4);
      if (who === 'none') who = subjectBefore(n, sStart, from, 6);
      reporter = who;
      reported = who === 'none' ? 'other' : who;
    }
  }
  // "кля скажи", "поклянись напиши": an imperative of saying right after the act word asks for it.
  if (to + 1 < tokens.length && bitsOf(tokens[to + 1]!) & URGE && !(gapBefore(n, to + 1) & STRONG)) urged = true;
  // "за клятву бан", "пари — это ппк?": a penalty said of the act word.
  const prev = from > 0 ? tokens[from - 1]!.t : '';
  const next = tokens[to + 1]?.t ?? '';
  if (penalty && (prev === 'за' || prev === 'это' || next === 'это' || equated(n, to))) rule = true;
  // "а за «кля» сколько дают?": asking what the act costs.
  if (question && prev === 'за') rule = true;

  return { negated, wish, rule, story, habit, urged, topic, toYou, condition, reported, reporter };
}

/**
 * "пари — не наш метод", "спор, это не вариант": the act's noun turned down by what is said of it — after a break
 * (or "это"), "не" and a word that turns an approach down. Read for a noun only: after a verb the same words are the
 * oath's own claim ("клянусь, не вариант что я черный").
 */
export function refusedAfter(n: Normalized, to: number): boolean {
  const tokens = n.tokens;
  let k = to + 1;
  if (k >= tokens.length || (gapBefore(n, k) & STRONG) !== 0) return false;
  const parted = (gapBefore(n, k) & WEAK) !== 0;
  if (tokens[k]?.t === 'это') k++;
  else if (!parted) return false;
  const word = tokens[k + 1];
  return tokens[k]?.t === 'не' && word !== undefined && !(gapBefore(n, k + 1) & (STRONG | WEAK)) && (bitsOf(word) & REFUSED) !== 0;
}

/**
 * What the message does with the act word at tokens [from, to] (normalised
 * text), the word's own form given when it is a verb.
 */
export function actAt(n: Normalized, from: number, to = from, form: Form = 'bare', opts: { subjectAfter?: boolean } = {}): Act {
  const span = spanOf(n, from, to);
  const { sStart, cStart, sEnd, question } = span;
  const quoted = quotedBefore(n, sStart, from);
  const { negated, wish, rule, story, habit, urged, topic, toYou, condition, reported, reporter } = contextOf(n, from, to, form, span);

  let who = whoOfForm(form);
  if (who === 'none') who = subjectBefore(n, cStart, from, 6);
  if (who === 'none' && opts.subjectAfter !== false) who = subjectAfter(n, to, sEnd);
  // A pronoun in the clause before ("я знаю, он…"); a seat there is more often the person addressed ("5, клянусь…").
  if (who === 'none' && cStart > sStart) {
    const before = subjectBefore(n, sStart, cStart, 4);
    // A seat, in digits or words ("5, …", "третий, …"), right before the clause is called, not the one acting.
    const word = SEAT_ORDINAL.test(n.tokens[cStart - 1]?.t ?? '') && (cStart - 1 === sStart || (gapBefore(n, cStart - 1) & WEAK) !== 0);
    const called = seatAt(n, cStart - 1) || word;
    if (before !== 'other' || !called) who = before === 'other' && seatOnly(n, sStart, cStart) ? 'none' : before;
  }

  return { from, to, form, who, negated, question, quoted, reported, reporter, rule, wish, condition, story, habit, urged, topic, toYou };
}

/**
 * Whether token k lies in what someone is asked to say or do: after an
 * urging imperative ("скажи «…»", "попроси его …", "пообещай ему …") or
 * "пусть / пускай" in its sentence, within eight words.
 */
export function urgedAt(n: Normalized, k: number): boolean {
  const tokens = n.tokens;
  // A clause break passed on the way back, not opening what is said ("пусть скажет, что…"): "пусть 5 помолчит, у него
  // опыта нет" hands on only the silence.
  let clause = false;
  for (let j = Math.min(k, tokens.length) - 1; j >= Math.max(0, k - 8); j--) {
    // A sentence ends between word j and the word after it.
    if (j + 1 < tokens.length) {
      const gap = gapBefore(n, j + 1);
      if (gap & STRONG) break;
      if (gap & WEAK && !SAID_OPENS.has(tokens[j + 1]?.t ?? '')) clause = true;
    }
    const b = bitsOf(tokens[j]!);
    // "ведущий, скажи им…": the host is asked, not a player.
    if (b & URGE) return tokens[j - 1]?.t !== 'не' && !hostAddressed(n, j);
    if (b & LET && tokens[j]!.t.startsWith('пус')) return !clause;
  }
  return askedAfter(n, k);
}

/** "бог свидетель скажешь, что мирный?": a question of saying asked of someone, in token k's clause, after it. */
function askedAfter(n: Normalized, k: number): boolean {
  const tokens = n.tokens;
  let asked = false;
  for (let j = k + 1; j < Math.min(tokens.length, k + 8); j++) {
    const gap = gapBefore(n, j);
    if (gap & STRONG) return false;
    if (gap & WEAK && !asked) return false;
    const tok = tokens[j];
    if (tok && bitsOf(tok) & ASK_SAY && tokens[j - 1]?.t !== 'не') asked = true;
    if (asked && gapAfter(n, j) & STRONG) return (gapAfter(n, j) & ASK) !== 0;
  }
  return false;
}

/** Words that open what someone is to say or do after a comma: "пусть скажет, что он мирный". */
const SAID_OPENS: ReadonlySet<string> = new Set(['что', 'чтобы', 'чтоб', 'мол', 'будто', 'как', 'типа', 'якобы']);

/** Whether the host or the bot is addressed in the sentence before token j. */
function hostAddressed(n: Normalized, j: number): boolean {
  for (let k = j - 1; k >= Math.max(0, j - 6); k--) {
    if (bitsOf(n.tokens[k]!) & HOST) return true;
    if (gapBefore(n, k) & STRONG) break;
  }
  return false;
}

/**
 * Whether tokens [from, to) claim something of the game: a colour, a role, a
 * seat number, a game move ("5 черный", "я шериф", "проверка по 3").
 */
export function claimsGame(n: Normalized, from = 0, to = n.tokens.length): boolean {
  const tokens = n.tokens;
  for (let k = Math.max(0, from); k < Math.min(to, tokens.length); k++) {
    const tok = tokens[k]!;
    if (bitsOf(tok) & (ROLE | MOVE) || seatAt(n, k)) return true;
  }
  return false;
}

/** Whether tokens [from, to) name a colour or a role (not a seat, not a move). */
export function namesRole(n: Normalized, from = 0, to = n.tokens.length): boolean {
  const tokens = n.tokens;
  for (let k = Math.max(0, from); k < Math.min(to, tokens.length); k++) if (bitsOf(tokens[k]!) & ROLE) return true;
  return false;
}

/** The token at or after a normalised offset (binary search over the message's words). */
export function tokenAt(n: Normalized, offset: number): number {
  const tokens = n.tokens;
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.e <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The token whose original text holds offset `o` (or the first after it): a finding's first word. */
export function originalToToken(n: Normalized, o: number): number {
  const tokens = n.tokens;
  for (let k = 0; k < tokens.length; k++) if ((n.ends[(tokens[k]?.e ?? 0) - 1] ?? 0) > o) return k;
  return tokens.length;
}

/**
 * Whether the words at token k are what the speaker says sorry for: "сорян за «кля», на автомате", "простите за
 * «чтоб ты сдох»", "извините за идиотов, эмоции". The apology, "за", then the words: quoted (back to the quote's
 * opening, a few words, in the sentence) or the very word after "за". The word is named to be taken back, not said
 * again; the apology itself is no act.
 */
export function apologisedFor(n: Normalized, k: number): boolean {
  const tokens = n.tokens;
  let q = k;
  for (let m = k; m >= Math.max(1, k - 6) && m < tokens.length; m--) {
    const g = gapBefore(n, m);
    if (g & (QUOTE_OPEN | QUOTE_BOTH)) {
      q = m;
      break;
    }
    if (g & (STRONG | QUOTE_CLOSE)) break;
  }
  if (q < 2 || tokens[q - 1]?.t !== 'за') return false;
  for (let m = q - 2; m >= Math.max(0, q - 4); m--) {
    const tok = tokens[m];
    if (tok && bitsOf(tok) & APOLOGISE) return true;
    if (gapAfter(n, m) & STRONG) return false;
  }
  return false;
}

/**
 * Whether the words at tokens [from, to] are quoted to name them, not said: inside quotation marks, in a sentence
 * about the rule or its cost ("не пишите «видит бог», за это поднимают"), or denied or refused ("без «зуб даю»").
 */
export function quotedMention(n: Normalized, from: number, to = from): boolean {
  const tokens = n.tokens;
  if (from >= tokens.length) return false;
  const a = actAt(n, from, Math.max(from, Math.min(to, tokens.length - 1)));
  if (!a.quoted) return false;
  if (a.rule || a.negated || refusedAfter(n, to)) return true;
  // Its sentence forbids saying it ("не пишите «…»") or tells what it costs ("за это поднимают").
  const [s, e] = sentenceOf(n, from, Math.min(to, tokens.length - 1));
  for (let k = s; k < e; k++) {
    const t = tokens[k]?.t ?? '';
    if (PENALISED.test(t)) return true;
    if (k < from && t === 'не' && FORBIDDEN_SAYING.test(tokens[k + 1]?.t ?? '')) return true;
  }
  return false;
}

/**
 * Whether the act at tokens [.., to] is turned down later in its sentence by the speaker: "На спор с тобой, 2, не
 * пойду", "пари — не метод" (refusedAfter), "спорить на это я не буду". Only the speaker's own refusal: "спорим, он не
 * пойдёт" bets on it.
 */
export function refusedLater(n: Normalized, to: number): boolean {
  if (refusedAfter(n, to)) return true;
  const tokens = n.tokens;
  for (let k = to + 1; k < Math.min(tokens.length - 1, to + 7); k++) {
    if (gapBefore(n, k) & STRONG) return false;
    // The refusal ends its clause ("…, не пойду."): "я не буду голосовать в 5, а ты в 6" is a term of the deal.
    if (tokens[k]?.t === 'не' && REFUSING.test(tokens[k + 1]?.t ?? '') && (k + 2 >= tokens.length || gapAfter(n, k + 1) & (STRONG | WEAK)))
      return true;
  }
  return false;
}

/** The speaker declining, in the first person: "не пойду", "не буду", "не стану", "не соглашусь". */
const REFUSING = /^(?:пойду|буду|стану|соглашусь|согласен|согласна|собираюсь|хочу|подпишусь|ведусь)$/;

/**
 * Whether token k is in what the speaker denies saying, in its sentence: "я не говорю, что 5 плохо думает", "не хочу
 * сказать, что 7 не умеет играть". The remark is named to be set aside, not made.
 */
export function deniedSaying(n: Normalized, k: number): boolean {
  const tokens = n.tokens;
  let that = false;
  for (let j = k - 1; j >= Math.max(1, k - 10); j--) {
    if (gapBefore(n, j + 1) & STRONG) return false;
    const t = tokens[j]?.t ?? '';
    if (t === 'что' || t === 'будто') that = true;
    if (!that || !DENIED_SAYING.test(t)) continue;
    const before = tokens[j - 1]?.t;
    // "не хочу сказать, что…": the modal denied before the verb.
    const denied = before === 'не' || ((before === 'хочу' || before === 'хотел' || before === 'хотела') && tokens[j - 2]?.t === 'не');
    // "…, но выводы делайте сами": said by denying it.
    if (denied) return !insinuatedAfter(n, k);
  }
  return false;
}

function insinuatedAfter(n: Normalized, k: number): boolean {
  for (let j = k + 1; j < n.tokens.length; j++) if (INSINUATED.test(n.tokens[j]?.t ?? '')) return true;
  return false;
}

/** The conclusion left to the listener: "выводы делайте сами", "сами понимаете". */
const INSINUATED = /^(?:выводы|выводов|понимаете|понимайте|думайте|решайте|догадайтесь|смекаете)$/;

/** Saying and claiming, as the speaker's: "говорю", "утверждаю", "скажу", "называю". */
const DENIED_SAYING = /^(?:говорю|утверждаю|скажу|сказать|сказал|сказала|называю|намекаю|имею|считаю|думаю|говорил|говорила)$/;

/** A penalty done, impersonally: "за это поднимают", "за такое банят". */
const PENALISED = /^(?:поднимают|поднимут|удаляют|удалят|банят|забанят|кикают|кикнут|выгоняют|выгонят|наказывают|накажут)$/;
/** Saying forbidden: "не пишите", "не говори", "не используйте". */
const FORBIDDEN_SAYING = /^(?:пиши|пишите|пишем|говори|говорите|говорим|используй|используйте|употребляй|употребляйте|юзай|юзайте)$/;

/**
 * The speaker does the act now: their own, not denied, not told about by
 * someone else, not asked of anyone, not the rule, not a wish or a supposition.
 * `past`: whether their own past act counts too ("я уже поклялся" does, a
 * bet of yesterday does not).
 */
export function performed(a: Act, past = false): boolean {
  if (a.negated || a.rule || a.urged || a.topic || a.condition) return false;
  if (a.reported === 'other' || a.reported === 'addressee') return false;
  if (a.who === 'other' || a.who === 'addressee') return false;
  if (a.form === 'past' && !past) return false;
  if (a.story && !past) return false;
  return true;
}

/** Denials right after what was named, maybe after who denies it: "чат стрима я не читаю", "зрители тут ни при чём". */
const DENIED_AFTER: ReadonlySet<string> = new Set(['не', 'ни']);
const DENIER: ReadonlySet<string> = new Set(['я', 'мы', 'мне', 'нам', 'тут', 'здесь', 'вообще', 'уже']);
/**
 * "не" opening a warning to the addressee, not a denial: "после игры не говорите, что я не предупреждал", "в
 * обсуждении не обижайтесь". Imperatives of saying, forgetting, taking offence, wondering, complaining.
 */
const WARNED = /^(?:говор|скаж|пиш|забыва|обижа|удивля|плач|жалу|ной|расстраива|пережива)\p{L}*(?:и|ите|й|йте|йся|йтесь|ь|ьте)$/u;
/** What was named said not to matter, also past a comma: "что пишут зрители, мне неважно". */
const IRRELEVANT: ReadonlySet<string> = new Set(['неважно', 'неважны', 'плевать', 'пофиг', 'фиолетово']);

/**
 * Whether the phrase at [s, e) (normalised offsets) is said as the speaker's own act: not denied before it ("я не
 * апеллирую к обсуждению") or right after it in its clause ("чат стрима я не читаю", "что пишут зрители, мне
 * неважно"), not in quotes ("не надо мне «в обсуждении поговорим»", "твоё «итоги покажут»"), not told of
 * another ("он сказал, что…"). For families whose act is a phrase (an appeal, a source), which the
 * rows' patterns name and this layer reads as done or only mentioned, once for them all.
 */
export function spoken(n: Normalized, s: number, e: number, reports = false, negations = true): boolean {
  const i = tokenAt(n, s);
  const j = Math.max(i, tokenAt(n, e - 1));
  const a = actAt(n, i, j);
  // What someone is urged to say ("скажи «в результатах увидите»") is the provocation the engine reads it as.
  if (a.urged) return true;
  if (a.quoted || (negations && a.negated && negatedInClause(n, i))) return false;
  if (!negations) return true;
  const tokens = n.tokens;
  // "…не говорите, что я не предупреждал": the saying is the addressee's, forbidden in advance, not a report.
  const [, end] = sentenceOf(n, j);
  for (let m = j + 1; m + 1 < end; m++) if (tokens[m]?.t === 'не' && WARNED.test(tokens[m + 1]?.t ?? '')) return true;
  if (!reports && (a.reported === 'other' || a.reported === 'addressee')) return false;
  let k = j + 1;
  // Not into a quote: "пишет 'не голосуй меня'" tells what was written.
  const apart = STRONG | WEAK | QUOTE_OPEN | QUOTE_BOTH;
  if (k < tokens.length && !(gapBefore(n, k) & apart) && DENIER.has(tokens[k]?.t ?? '')) k++;
  // A warning's "не" ("не говорите, что…") has returned above; this one denies.
  if (k < tokens.length && !(gapBefore(n, k) & apart) && DENIED_AFTER.has(tokens[k]?.t ?? '')) return false;
  for (let m = j + 1; m < Math.min(tokens.length, j + 4); m++) {
    if (gapBefore(n, m) & STRONG) break;
    if (IRRELEVANT.has(tokens[m]?.t ?? '')) return false;
  }
  return true;
}

/** Whether a denial stands before token i in its own clause ("я ни во что не играю"; "не играю, а в пабге бегаю" no). */
function negatedInClause(n: Normalized, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (gapBefore(n, k + 1) & (STRONG | WEAK)) return false;
    const tok = n.tokens[k];
    // "не слушал, в пабге бегал": not listening is the distraction told, no denial of it.
    if (tok && bitsOf(tok) & NEG) return !NOT_LISTENING.test(n.tokens[k + 1]?.t ?? '');
  }
  return false;
}
const NOT_LISTENING = /^(?:слуша|слыша|следи|смотре)/;

/**
 * Rows whose matches count only when spoken (see spoken); a row's own judge then reads what is left. `reports`: the
 * act is telling what was heard from a source ("мне писали из зрителей, что 7 черный"), so a report is the act.
 * `negations: false`: the act may be worded with a denial ("я на черном никогда не вскрываюсь"), only a quote
 * turned down is no act ("«по-братски» — не аргумент").
 */
export function spokenOnly(rows: Row[], opts: { reports?: boolean; negations?: boolean } = {}): Row[] {
  return rows.map((r) => {
    const own = r.judge;
    const said = (n: Normalized, s: number, e: number) => spoken(n, s, e, opts.reports, opts.negations);
    return { ...r, judge: (n, s, e) => (!said(n, s, e) ? null : own ? own(n, s, e) : r.kind) };
  });
}
