/**
 * Online 4.1 forbids oaths and their analogs in any form (клянусь, божусь,
 * зуб даю, честное слово, отвечаю, бля буду, руку на отсечение, ручаюсь,
 * self-curses "чтоб я сдох", "разрази меня гром"; also "я поклялся");
 * 4.2 counts a threat by oath ("я бы поклялся", "жаль, нельзя поклясться",
 * "сколько бан за клятву?"); 2.8 forbids saying another player swore (он
 * побожился, 9 зуб дал, 5 клятву давала, он сказал «кля»); 2.9 forbids
 * urging someone to swear (поклянись, зуб дашь?, отвечаешь?, слабо
 * поклясться?, скажи «отвечаю»); the clubs forbid the same oaths, "честно"
 * in any form (club rule 4) and appeals to god. Harmless: reminding of the
 * rule ("не клянись", "клятвы запрещены"), refusing ("клясться не буду"),
 * denying ("я не клялся"), "отвечаю на вопрос", a tooth that aches.
 *
 * The oath's words are found here (the verbs with their forms, the pledges,
 * the formulas and self-curses of lexicons/oath.ts); what the message does
 * with them — the speaker's own oath, someone else's told, one asked for,
 * one wished, the rule talked about — is read by the act layer (act.ts).
 */
import { anyOf } from '../../text/alt';
import type { Normalized, Token } from '../../text/normalize';
import { pattern, V as PV } from '../../text/pattern';
import { WordTests } from '../../text/words';
import { WordFact } from '../../text/lexicon';
import { actAt, breakBefore, claimsGame, seatAt, tokenAt, type Act } from '../act';
import { group } from '../lexicons/entries';
import {
  ANSWER_PLEDGES,
  CLAIMED_FORMULAS,
  CURSE_OUTCOMES,
  LIE_CONDITIONS,
  OATH_FORMULAS,
  OATH_GESTURES,
  OATH_INSTRUMENTS,
  OATH_OWNERS,
  OATH_PLEDGES,
  OATH_TYPOS,
  OATH_VERBS,
  TRUTH_CLAIMS,
  OATH_CONFIRMING,
} from '../lexicons/oath';
import { maskedTarget } from './profanity';
import { FOR_GAME } from './non-game-appeal';
import { SACRED, SACRED_IDIOMS, SACRED_WITNESS } from '../lexicons/non-game';
import { COLOR_WORD, has } from '../vocab';
import { Vocabulary, type Form } from '../vocabulary';
import { finding, runTable, table, type Judged } from '../table';
import { joined, type Finding, type FindingKind } from '../types';
import { none, removal, teamLoss, warning } from '../../rulesets/cost';
import { family } from '../family';

const W = new Vocabulary();
const VERB = W.verbs(OATH_VERBS);
const TYPO = W.words(OATH_TYPOS);
const INSTRUMENT = W.words(OATH_INSTRUMENTS);
const PLEDGE = W.words(OATH_PLEDGES);
const CURSE = W.words(CURSE_OUTCOMES);
const LIE = W.words(LIE_CONDITIONS);
const OWNER = W.words(OATH_OWNERS);
const TRUTH = pattern(`⟨${group(TRUTH_CLAIMS)}⟩`);

/** "klyanus", "kliatva": the oath typed in Latin transliteration. */
const TRANSLIT = new WordTests([/^(?:po)?kl(?:y|i|j|9)?[ae]?n(?:u|y)s|^kl(?:y|j|9)a$|^kl(?:y|i|j|9)?atv/]);

/** The clasping verb's forms a mask or a swapped pair of letters may hide. */
const HIDDEN_OATHS = [
  'клянусь',
  'клянемся',
  'поклянусь',
  'поклянись',
  'клянись',
  'клянешься',
  'поклялся',
  'поклялась',
  'клялся',
  'клялась',
];

/** "Honestly" in any words, which a question turns into a demand for an oath. */
const HONESTLY =
  '(?:честн(?:о|ое)|по~1чесноку|по~1совести|по-честному|по~1честному|положа~1руку~1на~1сердце|перед~1богом|как~1на~1духу|как~1на~1исповеди)';

/** дать in its forms, for "зуб даю", "клятву дал", "дай слово". */
const GIVE: Record<string, Form> = {
  даю: 'first',
  дам: 'first',
  отдам: 'first',
  даем: 'we',
  отдаю: 'first',
  ставлю: 'first',
  дал: 'past',
  дала: 'past',
  дали: 'past',
  давал: 'past',
  давала: 'past',
  давали: 'past',
  отдал: 'past',
  отдала: 'past',
  дало: 'past',
  дай: 'imperative',
  дайте: 'imperative',
  отдай: 'imperative',
  поставь: 'imperative',
  дашь: 'second',
  даешь: 'second',
  дадите: 'second',
  даете: 'second',
  отдашь: 'second',
  дадут: 'third',
  дать: 'infinitive',
  отдать: 'infinitive',
  давать: 'infinitive',
  даст: 'third',
  дает: 'third',
  отдаст: 'third',
};

/** What "… буду" swears by (бля буду, сукой буду), for the masked spellings the formula rows cannot read. */
const SWEARING_BY = ['бля', 'сукой', 'блядью', 'падлой', 'гадом', 'пидором'];

/** Words before "слово" that make it one's word of honour ("дай слово 5" gives the floor). */
/** The word of honour's kinds: by honour, by one's station ("пацанское", "офицерское", "пионерское"), by one's kin. */
const WORD_OF_HONOUR = new Set([
  'честное',
  'чесное',
  // Cut short: "чес. слово", "чест слово".
  'чес',
  'чест',
  'пацанское',
  'честное-пречестное',
  'офицерское',
  'пионерское',
  'комсомольское',
  'мужское',
  'дворянское',
  'купеческое',
  'джентльменское',
  'братское',
]);

/** Modal words after an infinitive that refuse it: "клясться не буду", "божиться не стану". */
const REFUSE = new Set(['буду', 'стану', 'хочу', 'собираюсь', 'надо', 'нужно', 'будем', 'станем']);

/** Whether one word swaps two neighbouring letters of another ("кялнусь" for "клянусь"). */
function swapped(word: string, target: string): boolean {
  if (word.length !== target.length || word === target) return false;
  let i = 0;
  while (i < word.length && word.charCodeAt(i) === target.charCodeAt(i)) i++;
  return (
    i + 1 < word.length &&
    word.charCodeAt(i) === target.charCodeAt(i + 1) &&
    word.charCodeAt(i + 1) === target.charCodeAt(i) &&
    word.slice(i + 2) === target.slice(i + 2)
  );
}

/** Whether one word is another with one letter after its second left out ("клнусь" for "клянусь"). */
function dropped(word: string, target: string): boolean {
  if (word.length + 1 !== target.length) return false;
  let i = 0;
  while (i < word.length && word.charCodeAt(i) === target.charCodeAt(i)) i++;
  return i >= 2 && word.slice(i) === target.slice(i + 1);
}

/** The oath verb a word is, in its form: itself, a misspelling, a mask or a swapped pair of letters over it. */
function oathForm(t: string, tok: Token): Form | null {
  const info = W.of(tok);
  if (info.verb && info.verb.cls === VERB) return info.verb.form;
  if (info.bits & TYPO) return W.ofWord(t.startsWith('по') ? 'поклянусь' : 'клянусь').verb!.form;
  const c = t.charCodeAt(0);
  if (c !== 0x43a /* к */ && c !== 0x43f /* п */ && c !== 42 /* * */) return null;
  let hidden: string | undefined;
  if (t.includes('*') && t.length <= 14) hidden = maskedTarget(t, HIDDEN_OATHS);
  else if (t.length >= 6 && t.length <= 9) hidden = HIDDEN_OATHS.find((o) => swapped(t, o) || dropped(t, o));
  return hidden ? W.ofWord(hidden).verb!.form : null;
}

/** What a word is to the oath reading, worked out once per distinct word (the lexicon keeps it). */
interface Facts {
  translit: boolean;
  form: Form | null;
  pledge: boolean;
}
const NOTHING: Facts = { translit: false, form: null, pledge: false };
/** The first letters of every word the oath reading acts on (verbs, pledges, masks, Latin). */
const INITIALS = new Set([...'кпзбрсгkp*'].map((c) => c.charCodeAt(0)));

/** Worked out once per distinct word. */
const FACTS = new WordFact((t: string, tok: Token): Facts => {
  if (!INITIALS.has(t.charCodeAt(0)) && !t.includes('*')) return NOTHING;
  if (TRANSLIT.any(t)) return { translit: true, form: null, pledge: false };
  const form = oathForm(t, tok);
  const pledge = (W.of(tok).bits & PLEDGE) !== 0;
  return form || pledge ? { translit: false, form, pledge } : NOTHING;
});
const factsOf = (tok: Token): Facts => FACTS.of(tok);

/**
 * "Отвечаю" and the words that vouch as it does ("базарю" in slang, "гарантирую"): a pledge only in the
 * pledge's shape (answerPledges), a reply or a chat otherwise ("отвечаю на вопрос", "базарю с 5").
 */
const ANSWERING = new Set(['отвечаю', 'отвечаем', 'отвечу', 'базарю', 'гарантирую', 'гарантируем', 'otvechayu', 'otvechaju']);

/** An oath inside spaced-out letters joined into one word ("к л я н у с ь я"). */
const SPACED_OATH = /(?:по)?клян(?:усь|ус|емся|ись)|клятв/;

/** Whether the verb reading below can act on a word: every token it does not skip at once is one. */
export function oathWord(t: string, tok: Token): boolean {
  const f = factsOf(tok);
  return (
    f.translit ||
    f.pledge ||
    f.form !== null ||
    SPACED_OATH.test(t) ||
    t === 'клятвено' ||
    t === 'присягой' ||
    BROKEN_HEADS.has(t) ||
    t === 'слово' ||
    ANSWERING.has(t) ||
    t.includes('*') ||
    gluedPledge(t) !== null
  );
}

/** The beginnings of the oath verb a space may cut off ("кл ялся", "по клянись", "клян усь"). */
const BROKEN_HEADS = new Set(['к', 'кл', 'кля', 'клян', 'п', 'по', 'пок', 'покл', 'покля', 'поклян']);

/** The oath verb's form when token i and the next, a space apart, make one ("кл ялся", "по клянись"). */
function brokenOath(n: Normalized, i: number): Form | null {
  const a = n.tokens[i]!;
  const b = n.tokens[i + 1];
  if (!b || b.s !== a.e + 1 || n.text.charCodeAt(a.e) !== 32) return null;
  const info = W.ofWord(a.t + b.t);
  return info.verb && info.verb.cls === VERB ? info.verb.form : null;
}

/** The form of дать next to a pledge word ("зуб даю", "дал зуб", "клятву давала"), within two words. */
function giveAround(tokens: Token[], i: number): { form: Form; at: number } | null {
  for (const k of [i + 1, i - 1, i + 2, i - 2]) {
    const f = GIVE[tokens[k]?.t ?? ''];
    if (f) return { form: f, at: k };
  }
  return null;
}

/** Pledges that need nothing but a form of дать: a tooth, an oath ("руку", "голову", "слово" need more). */
const BARE_PLEDGES = OATH_PLEDGES.filter((p) => /^(?:зуб|клятв)/.test(p));
/** A pledge glued to its form of дать, either way round ("зубдаю", "даюзуб", "з у б д а ю" joined): the form, or null. */
function gluedPledge(t: string): Form | null {
  for (const p of BARE_PLEDGES) {
    if (t.length <= p.length) continue;
    const f = t.startsWith(p) ? GIVE[t.slice(p.length)] : t.endsWith(p) ? GIVE[t.slice(0, t.length - p.length)] : undefined;
    if (f) return f;
  }
  return null;
}

/** Whether "на отсечение" follows within two words. */
function onTheBlock(tokens: Token[], i: number): boolean {
  for (let k = i + 1; k <= i + 3 && k + 1 < tokens.length; k++)
    if (tokens[k]!.t === 'на' && tokens[k + 1]!.t.startsWith('отсечени')) return true;
  return false;
}

/**
 * What an oath word does, by the act around it: the speaker's oath, someone
 * else's told, one asked for, a threat by oath, or nothing (a reminder, a
 * refusal, a denial, the rule).
 */
export function oathReading(n: Normalized, a: Act, opts: { future?: boolean; shorthand?: boolean } = {}): FindingKind | null {
  const kind = readOath(n, a, opts);
  return kind === 'oath-attribution' && !claimedOfOne(n, a.from) ? null : kind;
}

/** Words before an oath told that make it no one's in particular, or doubted: "кто-то поклялся", "чужие якобы клятвы". */
const NO_ONES = new Set(['другой', 'другие', 'чужие', 'чужих', 'чужую', 'якобы', 'кое', 'некоторые']);
/** Urging toward an oath told of someone ("5 меня провоцирует на клятву"): the provocation reported (2.9), no oath claimed. */
const URGED_TOWARD = /^(?:провоцир|подбива|толка|развод|склоня|подстрека)/;

/**
 * Whether an oath told (2.8) is claimed of someone: not of "кто-то" or "другой" (the rule talked of: "не надо говорить,
 * что кто-то поклялся"), not doubted ("пересказывает чужие якобы клятвы"), not the end of an urging reported.
 */
function claimedOfOne(n: Normalized, from: number): boolean {
  for (let k = Math.max(0, from - 4); k < from; k++) {
    const t = n.tokens[k]?.t ?? '';
    // "кто-то", "какие-то" are two words here, "кто" and "то".
    if (NO_ONES.has(t)) return false;
    // "кто-то поклялся" is no one, unless seats are named after it ("кто-то из них поклялся, то ли 3, то ли 5").
    if (
      n.tokens[k + 1]?.t === 'то' &&
      (t === 'кто' || t === 'какие' || t === 'какую') &&
      !n.tokens.some((_, m) => m > from && seatAt(n, m))
    )
      return false;
  }
  return !(n.tokens[from - 1]?.t === 'на' && URGED_TOWARD.test(n.tokens[from - 2]?.t ?? ''));
}

function readOath(n: Normalized, a: Act, opts: { future?: boolean; shorthand?: boolean }): FindingKind | null {
  const tokens = n.tokens;
  // "клясться не буду": an infinitive refused after it.
  const refused = a.form === 'infinitive' && refusedAfter(n, a.to);
  // "клянёшься?", "чё не клянёшься, если красный?": the addressee asked to swear.
  if (a.form === 'second' && (a.question || !a.negated)) return 'oath-provocation';
  // "кля кр? ну кля?": the shorthand alone as a question asks for one ("а за «кля» сколько дают?" asks the rule).
  if (opts.shorthand && a.question && a.who !== 'self' && !a.rule) return 'oath-provocation';
  // "кля если кр": the shorthand hung on the other's colour asks him to swear.
  if (opts.shorthand && n.tokens[a.to + 1]?.t === 'если' && a.who !== 'self') return 'oath-provocation';
  // Someone's words quoted as his: "«мамой клянусь» от 3 уже звучало".
  if (a.quoted && quotedFrom(n, a.to)) return 'oath-attribution';
  // Someone else's words in quotation marks: "сейчас кто-нибудь скажет мне «поклянись»" asks nothing of anyone here.
  if (a.quoted && (a.reported === 'other' || a.reported === 'addressee') && (a.form === 'imperative' || a.form === 'second')) return null;
  if (a.urged) return a.negated ? null : 'oath-provocation';
  if (a.topic && !a.rule) return null;
  // A wish or an ability denied is a threat by oath: "я бы поклялся", "жаль, что не могу поклясться".
  const wishful = a.wish && (a.form === 'past' || a.form === 'infinitive' || a.form === 'bare');
  // "ты бы поклялся, чего ждёшь": the wish said of the addressee urges him.
  if (wishful && a.form === 'past' && a.who === 'addressee' && !a.rule) return 'oath-provocation';
  if (wishful && a.who !== 'other' && a.reported !== 'other') return 'oath-wish';
  if (a.negated || refused) return null;
  // Someone else's oath told ("6 побожился, это ж нарушение" is told whatever is said of it).
  const told = a.form === 'past' || a.form === 'third' || a.form === 'first' || a.form === 'bare' || a.form === 'we';
  if ((a.reported === 'other' || a.reported === 'addressee') && (told || !a.rule)) return 'oath-attribution';
  if (a.who === 'other' || a.who === 'addressee') {
    // "кто поклянётся — тот…", "если он поклянётся": someone supposed, not told about.
    if (a.condition || (a.form === 'third' && someone(n, a.from))) return null;
    if (a.form === 'infinitive' || (a.rule && !told)) return null;
    return 'oath-attribution';
  }
  if (a.rule) return a.question && !reminds(n) ? 'oath-wish' : null;
  if (a.condition && a.form !== 'first' && a.form !== 'we' && a.form !== 'bare') return null;
  // "голоснёте 2 — я поклянусь": one's oath promised on a condition is a threat by it.
  if (opts.future && a.form === 'first' && afterCondition(n, a)) return 'oath-wish';
  if (a.form === 'gerund') return null;
  // "могу поклясться, что…", "готов поклясться": the oath offered is the oath; "хочу поклясться" a wish of one.
  if (a.form === 'infinitive') return ABLE.has(tokens[a.from - 1]?.t ?? '') || ABLE.has(tokens[a.from - 2]?.t ?? '') ? 'oath' : 'oath-wish';
  return 'oath';
}

/** "клясться не буду", "ручаться ни за кого не стану", "ручаться за кого-то рано": a refusing modal (or "рано") within the infinitive's clause. */
function refusedAfter(n: Normalized, to: number): boolean {
  const tokens = n.tokens;
  for (let k = to + 1; k + 1 < tokens.length && k <= to + 4 && !breakBefore(n, k, true); k++)
    if ((tokens[k]?.t === 'не' && REFUSE.has(tokens[k + 1]?.t ?? '')) || tokens[k]?.t === 'рано') return true;
  return false;
}

/**
 * Whether a question about the rule only reminds the table of it ("за клятву
 * же удаляют? аккуратнее ребят"), rather than asking what the oath would cost
 * ("сколько бан за клятву?", "за клятву сразу поражение или пред?").
 */
function reminds(n: Normalized): boolean {
  return n.tokens.some((t) => REMINDERS.has(t.t));
}
const REMINDERS = new Set(['же', 'ведь', 'помним', 'помните', 'напоминаю', 'аккуратнее', 'осторожнее', 'аккуратно', 'осторожно']);

/** "могу поклясться", "готов поклясться": the speaker offering the oath itself. */
const ABLE = new Set(['могу', 'можем', 'готов', 'готова', 'готовы']);

/** "кто поклянётся — тот…", "кто первый поклянётся": a relative "кто" before the verb, in its clause. */
function someone(n: Normalized, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3) && !breakBefore(n, k + 1, true); k--) if (n.tokens[k]!.t === 'кто') return true;
  return false;
}

/** Whether a clause before the act's sets a condition: "если …", or a second-person move ("голоснёте 2 — …"). */
function afterCondition(n: Normalized, a: Act): boolean {
  const tokens = n.tokens;
  for (let k = a.from - 1; k >= Math.max(0, a.from - 8); k--) {
    const t = tokens[k]!.t;
    if (t === 'если' || t === 'попробуйте' || t === 'попробуй') return true;
    if (/(?:ете|ите|ешь|ишь)$/.test(t) && t.length > 4) return true;
  }
  return false;
}

const REASONS: Partial<Record<FindingKind, string>> = {
  oath: 'клятва',
  'oath-attribution': 'утверждает, что другой игрок поклялся',
  'oath-provocation': 'провоцирует на клятву',
  'oath-wish': 'говорит о своей клятве: «я бы поклялся»',
  'oath-threat': 'угроза клятвой',
};

/** Where an oath word stands and in which form: its tokens, its offsets, "по-" future, "отвечаю" as a pledge. */
interface Head {
  form: Form;
  from: number;
  to: number;
  s: number;
  e: number;
  future: boolean;
  analog: 'answer' | null;
}

/**
 * A pledge at token i ("зуб даю", "даю слово, что…", "руку на отсечение",
 * "слово пацана", "клятва"): a pledge needs a form of дать beside it, "руку",
 * "голову" only "на отсечение", "слово" one's word of honour; null when it
 * is none.
 */
function pledgeHead(n: Normalized, i: number): Head | null {
  const tokens = n.tokens;
  const tok = tokens[i]!;
  const t = tok.t;
  const honour = t === 'слово' && (WORD_OF_HONOUR.has(tokens[i - 1]?.t ?? '') || /^(?:что|пацана)$/.test(tokens[i + 1]?.t ?? ''));
  const g = giveAround(tokens, i);
  if (t === 'слово' && !honour && !g) return null;
  if (/^(?:руку|голову|башку)$/.test(t) && !onTheBlock(tokens, i)) return null;
  if (t === 'гарантию' && !g) return null;
  const head: Head = { form: 'first', from: i, to: i, s: tok.s, e: tok.e, future: false, analog: null };
  if (g) {
    // "даю слово 5", "дали слово наконец" give the floor: one's word is given in the first person (or asked
    // for), before "что" or a claim after a break ("даю слово, 7 мирный").
    const after = Math.max(i, g.at) + 1;
    if (t === 'слово' && !honour) {
      if (g.form === 'past' || g.form === 'third' || g.form === 'infinitive') return null;
      if (tokens[after]?.t !== 'что' && !(breakBefore(n, after, true) && claimsGame(n, after, after + 6))) return null;
    }
    head.form = g.form;
    head.from = Math.min(i, g.at);
    head.to = Math.max(i, g.at);
    head.s = tokens[head.from]!.s;
    head.e = tokens[head.to]!.e;
  } else if (/^(?:руку|голову|башку)$/.test(t) || honour) {
    if (honour && WORD_OF_HONOUR.has(tokens[i - 1]?.t ?? '')) {
      head.from = i - 1;
      head.s = tokens[head.from]!.s;
    }
  } else if (/^клятв/.test(t)) head.form = 'bare';
  else return null;
  return head;
}

/**
 * The oath as a manner at token i: "клятвенно" before its verb, "под клятвой / под присягой" before or after it,
 * "клятвой" after a verb of confirming ("закрепи клятвой"). The verb is the word next to it, if it is one.
 */
function oathManner(tokens: Token[], i: number): { from: number; verb: number | null } | null {
  const t = tokens[i]?.t ?? '';
  const prev = tokens[i - 1]?.t ?? '';
  let from = i;
  if (t === 'клятвено') return { from, verb: verbAt(tokens, i + 1) };
  if ((t === 'клятвой' || t === 'клятву' || t === 'присягой') && prev === 'под') from = i - 1;
  else if (t !== 'клятвой' || !CONFIRMING.has(prev)) return null;
  const after = verbAt(tokens, i + 1);
  return { from, verb: after ?? verbAt(tokens, from - 1) };
}

/** Verbs an oath confirms in the instrumental: "подтверди клятвой", "закрепляю клятвой". */
const CONFIRMING: ReadonlySet<string> = new Set(OATH_CONFIRMING);

/** Token k if it is a verb by its ending (a person's form, the past, the imperative). */
function verbAt(tokens: Token[], k: number): number | null {
  const v = tokens[k]?.t;
  if (!v || v.length < 4) return null;
  return /(?:л[аи]?|ю|у|ем|им|ешь|ишь|ете|ите|ет|ит|и|ь)$/.test(v) ? k : null;
}

/** The person of a verb by its ending: "заверил" past, "заявляю" first, "подтверди" asked, "скажешь" second. */
function verbForm(v: string): Form {
  if (/л[аи]?$/.test(v)) return 'past';
  if (/(?:ю|у|ем|им)$/.test(v)) return 'first';
  if (/(?:ешь|ишь|ете)$/.test(v)) return 'second';
  if (/(?:и|ите|ь|ьте)$/.test(v)) return 'imperative';
  return 'bare';
}

/** The oath word at token i, if it is one: spaced, broken, transliterated, a verb, a pledge, a masked curse, "отвечаю". */
function headAt(n: Normalized, i: number): Head | null {
  const tokens = n.tokens;
  const tok = tokens[i]!;
  const t = tok.t;
  const head: Head = { form: 'first', from: i, to: i, s: tok.s, e: tok.e, future: false, analog: null };
  if (tok.spaced) {
    // "к л я н у с ь я" joins into one word: the word itself, or the oath inside it.
    const form = oathForm(t, tok);
    if (form) return { ...head, form };
    const m = SPACED_OATH.exec(t);
    if (m) {
      head.s = tok.s + m.index;
      head.e = head.s + m[0].length;
      head.form = m[0].startsWith('клятв') ? 'bare' : m[0].endsWith('ись') ? 'imperative' : 'first';
      return head;
    }
    // A spaced word that is no oath by itself is read as any word ("з у б  д а ю": a pledge in two words).
  }
  const facts = factsOf(tok);
  // "кл ялся": a word broken by one space.
  const split = !facts.form && BROKEN_HEADS.has(t) ? brokenOath(n, i) : null;
  if (split) return { ...head, form: split, to: i + 1, e: (tokens[i + 1] ?? tok).e };
  if (facts.translit) return head;
  if (facts.form) return { ...head, form: facts.form, future: t.startsWith('по') && facts.form === 'first' };
  // "клятвенно заверил", "под клятвой говорю", "закрепи клятвой": the oath as the manner of a verb beside it, which
  // carries the person.
  const manner = oathManner(tokens, i);
  // Without a verb, "под присягой" names the oath (a witness in court); "клятвой" is read as a pledge below.
  if (manner && (manner.verb !== null || t === 'клятвено')) {
    const verb = manner.verb === null ? undefined : tokens[manner.verb];
    head.form = verb ? verbForm(verb.t) : 'bare';
    if (verb && manner.verb !== null) {
      head.from = Math.min(manner.from, manner.verb);
      head.to = Math.max(i, manner.verb);
      [head.s, head.e] = [tokens[head.from]?.s ?? head.s, tokens[head.to]?.e ?? head.e];
    }
    return head;
  }
  if (facts.pledge || t === 'слово') return pledgeHead(n, i);
  const glued = gluedPledge(t);
  if (glued) return { ...head, form: glued };
  // "с**ой буду": the curse word masked.
  if (t.includes('*') && tokens[i + 1]?.t === 'буду' && maskedTarget(t, SWEARING_BY))
    return { ...head, to: i + 1, e: (tokens[i + 1] ?? tok).e };
  if (ANSWERING.has(t) || (t.includes('*') && maskedTarget(t, ['отвечаю'])))
    return answerPledges(n, i) ? { ...head, analog: 'answer' } : null;
  return null;
}

function classifyVerbs(n: Normalized): Finding[] {
  const out: Finding[] = [];
  const tokens = n.tokens;
  for (let i = 0; i < tokens.length && out.length < 16; i++) {
    const head = headAt(n, i);
    if (!head) continue;
    const { form, from, to, s, e, future, analog } = head;
    const t = tokens[i]!.t;
    const a = actAt(n, from, to, form);
    const kind = oathReading(n, a, { future, shorthand: t === 'кля' });
    if (!kind) continue;
    // "клятва" alone, as a noun, is an oath only when one's own or someone's said ("клятва Гиппократа" is neither).
    if (form === 'bare' && /^клятв/.test(t) && kind === 'oath' && a.who !== 'self') continue;
    // The physicians' oath is no oath of the game: "доктор давал клятву Гиппократа".
    if (tokens.slice(to + 1, to + 3).some((x) => x.t.startsWith('гипократ'))) continue;
    out.push(finding(n, kind, s, e, analog ? `${REASONS[kind]}: «отвечаю» как ручательство` : REASONS[kind]!));
    if (kind === 'oath-wish') out.push(finding(n, 'oath-threat', s, e, REASONS['oath-threat']!));
  }
  return out;
}

/** Manner and complements that make "отвечаю" a reply: "отвечаю на вопрос", "отвечаю 9ке:", "отвечаю с телефона". */
const REPLY_NEXT = new Set([
  'на',
  'в',
  'по',
  'через',
  'с',
  'со',
  'не',
  'потом',
  'позже',
  'когда',
  'коротко',
  'кратко',
  'быстро',
  'сразу',
  'медленно',
  'письменно',
  'голосом',
  'сейчас',
  'щас',
  'только',
  'всем',
  'ему',
  'ей',
  'им',
  'как',
  'что',
  'чем',
  'почему',
  'тем',
  'так',
  'лишь',
  'уже',
  'обычно',
  'всегда',
  'честно',
  'сама',
  'сам',
]);
const REPLY_BEFORE = new Set(['не', 'я', 'что', 'как', 'когда', 'чем', 'щас', 'сейчас', 'сначала', 'сперва', 'потом', 'вопрос', 'вопросы']);

/**
 * Whether "отвечаю" (or "отвечу") at token i is a pledge: with what one
 * answers by ("головой", "мамой", "за базар", "на все сто"), or said alone
 * before a claim ("отвечаю, 9 чр", "я тебе отвечаю 9 чр") — not a reply with
 * its complement ("отвечаю на вопрос", "отвечаю 9ке: …", "отвечаю только
 * за свои голоса", "сперва отвечу 2").
 */
function answerPledges(n: Normalized, i: number): boolean {
  const tokens = n.tokens;
  const info = (k: number) => (tokens[k] ? W.of(tokens[k]!).bits : 0);
  // What one answers by, before or after: "мамой отвечаю", "отвечаю головой".
  if (info(i + 1) & INSTRUMENT || info(i - 1) & INSTRUMENT) return true;
  if (info(i + 2) & INSTRUMENT && /^(?:тебе|вам|своей|своим|своим|моей)$/.test(tokens[i + 1]?.t ?? '')) return true;
  if (pledgePhraseAt(n, i + 1) || pledgePhraseBefore(n, i)) return true;
  // Vouching for a seat: "отвечаю за 6", "за 6 я отвечу, он мирный".
  if (tokens[i + 1]?.t === 'за' && seatAt(n, i + 2)) return true;
  const before = tokens[i - 1]?.t === 'я' ? i - 2 : i - 1;
  if (before > 0 && tokens[before - 1]?.t === 'за' && seatAt(n, before)) return true;
  // "отвечу" is a reply unless pledged as above.
  if (tokens[i]!.t === 'отвечу') return false;
  // A reply has its complement after it; a pledge stands alone before the claim.
  let k = i + 1;
  if (/^(?:тебе|вам|те|да)$/.test(tokens[k]?.t ?? '')) k++;
  const gap = n.text.slice(tokens[k - 1]!.e, tokens[k]?.s ?? n.text.length);
  if (gap.includes(':')) return false;
  const next = tokens[k]?.t;
  if (next !== undefined && REPLY_NEXT.has(next) && !/[,!—–-]/.test(n.text.slice(tokens[i]!.e, tokens[i + 1]?.s ?? n.text.length)))
    return false;
  // "отвечаю 9ке: …", "отвечаю 2: …", "отвечаю 4 — нет", "отвечаю 6-му: …": a seat addressed, then what is answered.
  if (next !== undefined && seatAt(n, k) && (/(?:ке|му|ому|ой|ему|й)$/.test(next) || breakBefore(n, k + 1, true))) return false;
  if (next !== undefined && seatAt(n, k) && /^(?:ке|му|ому|ой|ему)$/.test(tokens[k + 1]?.t ?? '')) return false;
  // "отвечаю 4 на его вопрос": the seat answered, then what.
  if (next !== undefined && seatAt(n, k) && REPLY_NEXT.has(tokens[k + 1]?.t ?? '')) return false;
  const prev = tokens[i - 1]?.t ?? '';
  if (REPLY_BEFORE.has(prev) && !/^(?:да|ну)$/.test(prev)) {
    if (prev !== 'я' || !claimsGame(n, i + 1)) return false;
  }
  // Before a claim about the game, with nothing between but a comma or the addressee: the pledge.
  // Alone as the whole message ("— ты мирный? — отвечаю"), or after "да", "ну": the pledge.
  return next === undefined ? i === 0 || /^(?:да|ну|вот|я|мамой)$/.test(prev) : claimsGame(n, k, k + 4);
}

const ANSWER_PHRASES = ANSWER_PLEDGES.map((e) => e.split(' '));
/** An ANSWER_PLEDGES phrase starting at token k. */
function pledgePhraseAt(n: Normalized, k: number): boolean {
  const tokens = n.tokens;
  return ANSWER_PHRASES.some((words) => words.every((w, j) => tokens[k + j]?.t === w));
}
/** An ANSWER_PLEDGES phrase ending just before token i ("за базар отвечаю"). */
function pledgePhraseBefore(n: Normalized, i: number): boolean {
  const tokens = n.tokens;
  return ANSWER_PHRASES.some((words) => words.every((w, j) => tokens[i - words.length + j]?.t === w));
}

/** A row's verdict with the kind's own reason ("клятва", "утверждает, что другой игрок поклялся", …). */
function verdict(kind: FindingKind | null, what: string): Judged {
  if (kind === null) return null;
  return { kind, reason: kind === 'oath' ? `клятва: ${what}` : `${REASONS[kind]}: ${what}` };
}

/** "дай честное слово", "зуб дашь?": a pledge asked to be given is asked of the other, not given. */
const GIVE_ASKED = new Set(['дай', 'дайте']);
const GIVEN_ASKED = new Set(['дашь', 'дадите', 'даешь', 'даете']);

/** Quoted words closed after token k and given as someone's at the table: "«гадом буду» от него", "«мамой клянусь» от 3". */
function quotedFrom(n: Normalized, k: number): boolean {
  const tok = n.tokens[k];
  const next = n.tokens[k + 1];
  if (!tok || next?.t !== 'от' || !/^\s*['"»”]/.test(n.text.slice(tok.e, next.s))) return false;
  return /^(?:него|нее|тебя|вас|них)$/.test(n.tokens[k + 2]?.t ?? '') || seatAt(n, k + 2);
}

/** A judge for the formula rows: the act read at the match's first word, the speaker's unless someone else is named. */
function formulaJudge(what: string) {
  return (n: Normalized, s: number, e?: number): Judged => {
    const i = tokenAt(n, s);
    const a = actAt(n, i, i, 'bare', { subjectAfter: false });
    const after = e === undefined ? undefined : n.tokens[tokenAt(n, e - 1) + 1];
    const asked = GIVE_ASKED.has(n.tokens[i - 1]?.t ?? '') || GIVEN_ASKED.has(after?.t ?? '');
    // A formula quoted as someone's: "«гадом буду» от него уже было".
    if (a.quoted && e !== undefined && quotedFrom(n, tokenAt(n, e - 1))) return verdict('oath-attribution', what);
    return verdict(oathReading(n, { ...a, who: a.who === 'none' ? 'self' : a.who, urged: a.urged || asked }), what);
  };
}

/**
 * Self-curses hung on one's truth: "чтоб я сдох, если вру", "чтоб у меня
 * интернет отвалился, если я мафия", "пусть меня забанят навсегда, если я
 * чёрный", "чтоб мне больше никогда шериф не выпадал". The sentence opens
 * with "чтоб" or "пусть", names the speaker, and wishes harm outside the game
 * or denies something good ("никогда … не"); "пусть" needs the lie it is
 * hung on ("если вру", "если я …").
 */
function selfCurse(n: Normalized, s: number): Judged {
  const tokens = n.tokens;
  const i = tokenAt(n, s);
  const opener = tokens[i]!.t;
  let me = false;
  let harm = false;
  let denial = false;
  let lie = false;
  // The curse opens its sentence: "пишу, чтобы не забыть" is a purpose, not a curse.
  if (i > 0 && !breakBefore(n, i)) return null;
  const end = Math.min(tokens.length, i + 12);
  for (let k = i + 1; k < end && !breakBefore(n, k); k++) {
    const t = tokens[k]!.t;
    if (t === 'я' || t === 'мне' || t === 'меня') me = true;
    if (W.of(tokens[k]!).bits & CURSE) harm = true;
    if (t === 'никогда' || (t === 'не' && k > i + 1)) denial = true;
  }
  for (let k = i + 1; k + 1 < tokens.length && k < i + 16; k++) if (tokens[k]!.t === 'если' && W.of(tokens[k + 1]!).bits & LIE) lie = true;
  if (!me || !(harm || denial)) return null;
  if (opener.startsWith('пус') && !lie) return null;
  // Without the lie spelt out, the curse vouches for a claim in the same message ("чтоб я сдох, 5 черный").
  if (!lie && !claimsGame(n, 0, tokens.length)) return null;
  const a = actAt(n, i, i, 'bare');
  return verdict(oathReading(n, { ...a, who: 'self', urged: false, wish: false, condition: false }), 'проклятие себе, если лжёт');
}

/** "ей-богу", "валлахи", "i swear": an oath formula only when the message claims something of the game. */
function claimedFormula(n: Normalized, s: number): Judged {
  const i = tokenAt(n, s);
  const tokens = n.tokens;
  // "ей-богу, не я": a denial of one's own act is a claim as well.
  const denial = tokens.some((t, k) => t.t === 'я' && (tokens[k - 1]?.t === 'не' || tokens[k + 1]?.t === 'не'));
  if (!claimsGame(n, 0, tokens.length) && !denial) return null;
  return formulaJudge('божба')(n, tokens[i]!.s);
}

/**
 * "мамой, 3 чёрный": what one swears by opening the sentence alone, before a
 * claim. Anchored on the instrument, tried only at a sentence's first word.
 */
function instrumentAlone(n: Normalized, s: number): Judged {
  const i = tokenAt(n, s);
  if (i > 0 && !breakBefore(n, i)) return null;
  // Whose life or health ("жизнью матери, …"), or a second name of the sacred ("христом богом, …"), before the break.
  let k = i + 1;
  const owner = n.tokens[k];
  if (owner && !breakBefore(n, k, true) && W.of(owner).bits & (OWNER | INSTRUMENT)) k++;
  if (!breakBefore(n, k, true)) return null;
  // The claim it vouches for: the game, or one's own truth ("…, не вру вам").
  const rest = n.text.slice(n.tokens[k]?.s ?? n.text.length);
  if (!claimsGame(n, k, k + 6) && !has(TRUTH, rest)) return null;
  return formulaJudge('«мамой, …»')(n, s);
}

const ROWS = table([
  {
    kind: 'oath',
    re: pattern(`⟨${group(OATH_FORMULAS)}`),
    judge: formulaJudge('формула клятвы'),
    reason: 'клятва или её аналог',
  },
  {
    kind: 'oath',
    re: pattern(`⟨${group(CLAIMED_FORMULAS)}`),
    judge: claimedFormula,
    reason: 'клятва или её аналог',
  },
  {
    kind: 'oath',
    re: pattern(`⟨${group(OATH_GESTURES)}`),
    judge: formulaJudge('жест клятвы'),
    reason: 'жест клятвы',
  },
  {
    kind: 'oath',
    re: pattern('⟨(?:чтоб|чтобы|пусть|пускай)⟩'),
    // Harm wished, "никогда", or the curse hung on a lie ("чтоб мне мафией не выпасть, если вру").
    requires: pattern(`⟨${group(CURSE_OUTCOMES)}|⟨никогда⟩|⟨если~1(?:вру|лгу|обманываю|соврал…|наврал…)⟩`),
    judge: selfCurse,
    reason: 'клятва: проклятие себе, если лжёт',
  },
  {
    kind: 'oath',
    re: pattern(`⟨${group(OATH_INSTRUMENTS)}`),
    judge: instrumentAlone,
    reason: 'клятва: «мамой, …»',
  },
  {
    kind: 'oath',
    re: pattern('⟨зуб…~1на~1отсечени…'),
    judge: formulaJudge('«зуб на отсечение»'),
    reason: 'аналог клятвы: «зуб на отсечение»',
  },
  {
    kind: 'oath-provocation',
    re: pattern('⟨(?:отвечаешь|ответишь|отвечаете)⟩[^.!?\\n]{0,40}\\?|⟨(?:отвечаешь|ответишь)~1за~1(?:базар|слова)'),
    reason: 'провоцирует на клятву',
  },
  {
    // Urging someone to bet or to break another rule: "поспорь с ним", "предложи пари", "поставь на кон", "оскорби его".
    kind: 'oath-provocation',
    // Urging a foul (swearing, singing, shouting) is allowed by the document's exception.
    re: pattern(
      anyOf(
        '⟨(?:(?:поспорь|поспорьте|спорни|заспорь)~3(?:на|что)|забейся|забейтесь|(?:заключи|заключите' +
          '|предложи|предложите)~2(?:пари|спор)|поставь~2на~1кон|(?:оскорби|оскорбите|обзови|обзовите' +
          '|унизь)~1(?:его|ее|их|\\d))⟩',
        '⟨(?:скажи|скажите|напиши|напишите|произнеси)[\\s"«„\'“]+(?:отвечаю|клянусь|кля|божусь|зуб~1даю|честное~1слово|бля~1буду)',
      ),
    ),
    reason: 'провоцирует на нарушение',
  },
  {
    kind: 'oath-provocation',
    re: pattern(
      anyOf(
        `(?:⟨${PV.you}~3${HONESTLY}⟩|⟨${HONESTLY}⟩~3${PV.you}⟩)[^?.!\\n]{0,60}\\?`,
        `⟨(?:скажи|скажите|ответь|ответьте|признайся|признайтесь|поклянись)~2${HONESTLY}⟩`,
        `⟨${HONESTLY}~2(?:скажи|скажите|ответь|ответьте|признайся|признайтесь)⟩`,
        `⟨${HONESTLY}\\s*\\?`,
      ),
    ),
    requires: pattern('⟨(?:чест…|чесн…|скажи…|совест…|сердц…|богом|духу|исповеди)'),
    reason: 'провоцирует на клятву: «ты честно…?»',
  },
  {
    kind: 'oath-provocation',
    // "честно красный, 6?", "честно-пречестно мирный?": a colour asked to be sworn honest; not one's own ("я честно
    // красный, а ты?" is the speaker's appeal) nor the idioms ("если честно", "честно говоря").
    re: pattern(`⟨${HONESTLY}⟩~1${COLOR_WORD}[^?.!\\n]{0,40}\\?`),
    unless: pattern('⟨(?:я|мы|если)~0(?:честн…|чесн…)|⟨(?:честн…|чесн…)~1(?:говор…|сказать)'),
    reason: 'провоцирует на клятву: «честно красный?»',
  },
  {
    kind: 'honest-word',
    // "Честно" in any form: its spellings by ear (чэстно, чесна), the slang (по чесноку, по честноку), Latin letters.
    re: pattern(
      '⟨(?:не)?ч[еэз]с(?:т)?н(?!о[кч])…|⟨по~1чес(?:т)?ноку⟩|⟨(?:не)?ч[еэ]стен⟩|⟨(?:не)?ч(?:е|э|и)?с(?:т|ь)?н(?:о|а|ое|ая|ый|ы)⟩' +
        '|⟨(?:ne)?che(?:st|s|t)n(?:o|oe|aya|yi|iy|y)⟩' +
        // Broken by a hyphen or a space inside: "чес-тно", "чест но".
        '|⟨(?:не)?ч[еэ]с~0тн(?:о|ое|ая|ый)⟩|⟨(?:не)?ч[еэ]ст~0н(?:о|ое|ая|ый)⟩',
    ),
    reason: 'слово «честно»',
  },
  {
    kind: 'religion',
    // "ей-богу" alone is an exclamation ("ей-богу, устала"); said of a colour it appeals to god.
    re: pattern(
      anyOf(
        `⟨ей~1бог…~6${COLOR_WORD}`,
        '⟨видит~1(?:бог|господь|аллах)⟩',
        '⟨(?:бог|господь|аллах)~1видит⟩',
        '⟨(?:бог|аллах|господь|иисус)~1свидетел…',
        '⟨перед~1(?:богом|аллахом|господом)',
        '⟨перед~1лицом~1(?:бога|аллаха|господа|всевышнего|творца)',
        '⟨(?:богом|аллахом|господом|иисусом|христом)~1(?:прошу|молю|заклинаю)',
        '⟨вот~1(?:те|тебе)~1крест',
        '⟨крест~1на~1пузе',
        '⟨иншал(?:л)?ах⟩',
        // "я мирный. аминь 🙏": a prayer's close sealing one's colour ("ну всё, аминь, голосуем" seals nothing).
        `⟨${COLOR_WORD}~4аминь⟩|⟨аминь~4${COLOR_WORD}`,
        '⟨валлах(?:и)?⟩',
      ),
    ),
    reason: 'апелляция к религии',
  },
]);

/**
 * The sacred as a witness of one's words ("видит бог, я не мафия", "перед иконой говорю") by itself, or
 * a formula of it with the game after it ("Господом Богом прошу, не выставляйте меня"); the allowed
 * idioms ("не дай бог", "боже мой") stay clean. Among the further shapes of appeals: reported with them.
 */
const FAITH = table([
  {
    // The sacred: a witness by itself, a formula with the game after it (online 3.5, and the clubs' appeal to religion).
    kind: 'religion',
    re: pattern(`⟨${group(SACRED_WITNESS)}|⟨${group(SACRED)}~6${FOR_GAME}`),
    unless: pattern(`⟨${group(SACRED_IDIOMS)}`),
    reason: 'неигровая апелляция к вере',
  },
]);

/** Oaths in a message: the verb reading's, then the tables'. */
export function detectOaths(n: Normalized): Finding[] {
  return joined(classifyVerbs(n), runTable(ROWS, n));
}

export default family({
  name: 'oaths',
  kinds: {
    oath: { online: teamLoss('4.1'), 'club-warnings': removal('club-warnings/3'), 'club-remarks': removal('club-remarks/oath') },
    'oath-wish': { online: teamLoss('4.1'), 'club-warnings': removal('club-warnings/3'), 'club-remarks': removal('club-remarks/oath') },
    // "Угроза клятвой" is listed under 4.2; the wish is an oath's as well (4.1), and both are reported.
    'oath-threat': { online: teamLoss('4.2'), 'club-warnings': removal('club-warnings/3'), 'club-remarks': removal('club-remarks/oath') },
    'oath-attribution': { online: warning('2.8'), 'club-warnings': none, 'club-remarks': none },
    'oath-provocation': {
      online: warning('2.9'),
      'club-warnings': none,
      'club-remarks': removal('club-remarks/oath'),
      confidence: 'likely',
    },
    'honest-word': { online: none, 'club-warnings': warning('club-warnings/4'), 'club-remarks': none },
    religion: { online: removal('3.5'), 'club-warnings': removal('club-warnings/3'), 'club-remarks': none, confidence: 'likely' },
  },
  steps: [
    { stage: 'acts', words: oathWord, find: classifyVerbs },
    { stage: 'acts', tables: [ROWS] },
    { stage: 'appeals-more', tables: [FAITH] },
  ],
  examples: {
    finds: {
      oath: [
        'комсомольское слово, я мирный',
        'Клянусь, я красный',
        'Кля я кр',
        'Я тебе отвечаю 9 чр',
        'Зуб даю',
        'базарю, 9 дон',
        'за 3 отвечаю, он красный',
        'гарантирую, 4 мафия',
        'zub dayu, 8 черный',
        'otvechayu, 5 мирный',
      ],
      'oath-wish': ['Жалко что я не могу поклясться', 'Если бы я мог, я бы поклялся'],
      'oath-threat': ['Ведущий, а сколько бан за клятву дают?', 'эх, была бы у меня возможность поклясться'],
      'oath-attribution': ['5-й поклялся на речи', 'Он сказал клянусь на речи', 'шериф поклялся своей проверкой'],
      'oath-provocation': [
        'Поклянись если красный',
        'Клянешься?',
        'дай честное пионерское',
        'зуб дашь?',
        'кля если кр',
        'ты бы поклялся, чего ждёшь',
      ],
      'honest-word': ['Честно', 'это нечестно', 'по честноку, 2 мирный', 'chestno, я мирный', 'чэстно не знаю'],
      religion: ['Господом Богом прошу, не выставляйте меня', 'видит бог, я красный', 'бог свидетель', 'ей богу мирный'],
    },
    clean: [
      'не дай бог',
      'боже мой',
      'слава богу',
      'клятвы запрещены, не забывайте',
      'я не клялся, просто сказал что красный',
      'у меня зуб болит, отвечаю коротко',
      'хватит базарить, голосуем',
      'я с 4 в войсе базарю',
      'чеснок к борщу',
    ],
  },
});
