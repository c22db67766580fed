/**
 * Bets: online 4.1 forbids a bet that proves a colour or sways the game, the
 * club remarks forbid every bet in any form — "спорим", "пари", "забьёмся",
 * "держу пари", "ставлю сотку", "на спор", a stake with a claim ("на 500,
 * что я мирный"), and the same settled by lots or a handshake (жребий,
 * монетка, спички, камень-ножницы-бумага, по рукам, 🤝). A bet is an offer the
 * speaker makes now; the act layer (act.ts) sets aside the bet told about
 * ("в прошлой игре кто-то спорил"), denied ("не хочу пари"), the rule
 * ("за пари тут поражение"), the past ("вчера поспорили с сестрой"),
 * arguing ("не спорьте", "7 со всеми спорит"); a bet asked of someone
 * ("а ты на нитро поспоришь?") is a provocation (online 2.9). A bet is split into:
 *  - `bet`: its stake or its claim concerns colours, roles or the game's course
 *    ("спорим на нитро что я красный", "спорим что мафия отстрелит 09");
 *  - `bet-game`: a deal made only of game moves ("пари, ты голосуешь 5, а я
 *    проверяю по тебе"), allowed online;
 *  - `bet-harmless`: a bet about nothing in the game ("спорим я отожмусь").
 */
import { alt } from '../../text/alt';
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { actAt, breakBefore, claimsGame, refusedAfter, seatAt, tokenAt } from '../act';
import { group } from '../lexicons/entries';
import { ANY_STAKE, BET_ANCHORS, BET_OFFER, BET_TRANSLIT, BET_VERBS, HANDSHAKES, LOT_OFFERS, LOTS, STAKES } from '../lexicons/bet';
import { opensDirection } from './table-conduct';
import { finding, runTable, table, type Judged } from '../table';
import { maskedTarget } from './profanity';
import { joined, NO_FINDINGS, type Finding, type FindingKind } from '../types';
import { none, teamLoss } from '../../rulesets/cost';
import { family } from '../family';
import { Vocabulary, type Form } from '../vocabulary';

const W = new Vocabulary();
const VERB = W.verbs(BET_VERBS);
const STAKE = W.words(STAKES);
const OFFER = W.words(BET_OFFER);
const LOT_OFFER = W.words(LOT_OFFERS);
const ANY = ANY_STAKE.map((e) => e.split(' '));

const bits = (n: Normalized, k: number): number => (n.tokens[k] ? W.of(n.tokens[k]!).bits : 0);

/** After "кто", the words of an open call: "кто хочет пари?", "кто готов", "кто за пари?". */
const OPEN_CALL = /^(?:хочет|готов|на|за|рискнет)$/;

/** Words of a bet noun's size or manner: "мини-пари", "небольшое пари", "дружеский спор". */
const BET_MODIFIERS = /^(?:мини|маленькое|маленький|небольшое|небольшой|дружеское|дружеский|шуточное|шуточный)$/;

/**
 * A bet offered to anyone just before token i: "кто на пари?", "кто хочет
 * пари?", "кто со мной на спор?", "кто с нами на спор?".
 */
function openCall(n: Normalized, i: number): boolean {
  const t = (k: number): string => n.tokens[k]?.t ?? '';
  let k = i - 1;
  if (t(k) === 'на') k--;
  if (/^(?:мной|нами)$/.test(t(k)) && /^(?:со|с)$/.test(t(k - 1))) k -= 2;
  return t(k) === 'кто' || (t(k - 1) === 'кто' && OPEN_CALL.test(t(k)));
}

/** A "что"-clause (the bet's claim) in the sentence from token k: "поспорить с любым за этим столом, что 3 мафия". */
function claimInSentence(n: Normalized, k: number): boolean {
  for (let m = k; m < Math.min(n.tokens.length, k + 12); m++) {
    if (m > k && breakBefore(n, m)) return false;
    if (n.tokens[m]?.t === 'что') return true;
  }
  return false;
}

/** Who one argues with, as an object after "с / со": a seat or a pronoun ("с 2", "с тобой", "со всеми"). */
const PARTNER = /^(?:тобой|вами|ним|ней|ними|мной|нами|всеми|каждым|шерифом|ведущим)$/;

/** How long or how often, said before the verb: "уже полчаса", "опять", "весь круг". */
const LASTING: ReadonlySet<string> = new Set([
  'уже',
  'опять',
  'снова',
  'вечно',
  'постоянно',
  'долго',
  'полчаса',
  'час',
  'весь',
  'всю',
  'сколько',
  'всегда',
  'тут',
]);

/** Whether the verb at i has a word of lasting before it in its clause, within four words ("мы уже полчаса спорим"). */
function lastingBefore(n: Normalized, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (LASTING.has(n.tokens[k]?.t ?? '')) return true;
    if (breakBefore(n, k, true)) break;
  }
  return false;
}

/** "мы с 2 уже второй круг спорим": the partner "с / со …" in the verb's own clause before it, within six words. */
function partnerBefore(n: Normalized, i: number): boolean {
  for (let k = i - 1; k >= Math.max(1, i - 6); k--) {
    if (breakBefore(n, k + 1, true)) return false;
    const t = n.tokens[k - 1]?.t;
    if ((t === 'с' || t === 'со') && (seatAt(n, k) || PARTNER.test(n.tokens[k]?.t ?? ''))) return true;
  }
  return false;
}

/** Number words that make odds ("два к одному", "5 к 1"). */
const ODDS = /^(?:\d{1,3}|один|одному|одного|два|двум|двух|три|трем|трех|четыре|пять|десять|сто)$/;

/** Whether a stake is named at token k: a stake word, a sum ("500", "5к"), or "что угодно". */
function stakeAt(n: Normalized, k: number): boolean {
  const tok = n.tokens[k];
  if (!tok) return false;
  // "на сто процентов уверена", "на 100% черный": a certainty, not a stake.
  if (n.tokens[k + 1]?.t.startsWith('процент') || n.original.charCodeAt(n.ends[tok.e - 1] ?? 0) === 37 /* % */) return false;
  if (bits(n, k) & STAKE) return true;
  if (/^\d+(?:к|р|руб|тыс|k)?$/.test(tok.t) && !seatAt(n, k)) return true;
  // Odds: "ставлю два к одному, что…".
  if (ODDS.test(tok.t) && n.tokens[k + 1]?.t === 'к' && ODDS.test(n.tokens[k + 2]?.t ?? '')) return true;
  // "десять баллов рейтинга", "пару сотен": a number word before the stake.
  if (ODDS.test(tok.t) && bits(n, k + 1) & STAKE) return true;
  // "свой акк", "свою аву", "мою репутацию": a possessive before the stake.
  if (/^(?:свой|свою|свое|свои|свои|мой|мою|мое|мои|твой|твою)$/.test(tok.t) && bits(n, k + 1) & STAKE) return true;
  return ANY.some((words) => words.every((w, j) => n.tokens[k + j]?.t === w));
}

/** A stake within the next few words: "на сотку", "ставлю косарь", "на свой акк". */
function stakeAfter(n: Normalized, from: number, count = 4): boolean {
  for (let k = from; k < Math.min(n.tokens.length, from + count); k++) {
    if (k > from && breakBefore(n, k)) break;
    if (stakeAt(n, k)) return true;
  }
  return false;
}

/** Words that open a sentence turning away from what was said before: "а пока в 4", "ладно, голосую 7". */
const TURN = new Set(['а', 'ну', 'ладно', 'ок', 'окей', 'ok', 'кстати', 'короче', 'итак', 'так', 'но', 'впрочем', 'ладненько']);

/** A vote put, as a deal's move: "ставишь в меня", "поставлю в тебя" (not a stake: the stake needs "на" or a sum). */
const VOTE_PUT = /^(?:по)?став(?:ишь|ите|лю|им|ит|ят)$/;

/** A verb's second person by its ending: "голосуешь", "выставишь", "проверяете". */
const SECOND_PERSON = /^[а-я]{3,}(?:ешь|ишь|ете|ите)$/;

/**
 * The bet's kind by what it is about: a deal of game moves on both sides
 * ("ты голосуешь 9, я голосую 9"), the game (a colour, a role, a seat, a
 * move), or nothing of the game.
 */
function kindOf(n: Normalized, head: number, staked: boolean): FindingKind {
  const tokens = n.tokens;
  // The claim: the head's sentence, from a little before it.
  let from = head;
  while (from > 0 && head - from < 10 && !breakBefore(n, from)) from--;
  // The claim is the head's own sentence when it says something after the head and the talk turns after it ("спорим,
  // я отожмусь 50 раз? а пока в 4": the vote is another matter); otherwise what follows too ("спорим? 7 черный").
  const cap = Math.min(tokens.length, head + 24);
  let to = head + 1;
  while (to < cap && !breakBefore(n, to)) to++;
  // Its own claim: a "что"-clause or three words after the head ("спорим на нитро. 7 черный" has only the stake).
  let said = to - head > 3;
  for (let k = head + 1; k < to && !said; k++) said = tokens[k]?.t === 'что';
  // And the talk turns after it: the next sentence opens on a turn word ("а пока в 4", "ну ладно, по игре: …").
  if (!said || !TURN.has(tokens[to]?.t ?? '')) to = cap;
  let you = -1;
  let me = -1;
  for (let k = head + 1; k < to; k++) {
    const t = tokens[k]!.t;
    // The other side by its pronoun, by a verb in the second person alone ("пари — голосуешь 9, а я проверяю тебя"),
    // or a seat that moves ("пари: 8 проверяет 10, а мы голосуем по его проверке").
    if ((t === 'ты' || t === 'вы' || SECOND_PERSON.test(t) || (seatAt(n, k) && claimsGame(n, k + 1, k + 3))) && you < 0) you = k;
    if ((t === 'я' || t === 'мы') && you >= 0 && me < 0) me = k;
  }
  // Each side promises a game move: "ты голосуешь 9, я голосую 9", "ты не выставляешь меня, а я не стреляю", "ты не
  // ставишь в меня, а я не ставлю в тебя".
  const moves = (a: number, b: number) => claimsGame(n, a, b) || tokens.slice(a, b).some((x) => VOTE_PUT.test(x.t));
  if (!staked && you >= 0 && me > you && moves(you, me) && moves(me, Math.min(to, me + 7))) return 'bet-game';
  return claimsGame(n, from, to) ? 'bet' : 'bet-harmless';
}

const REASON: Record<string, string> = {
  bet: 'пари на цвет или ход игры',
  'bet-game': 'игровое пари: договорённость ходами в игре',
  'bet-harmless': 'пари, не связанное с игрой',
  'oath-provocation': 'провоцирует на пари',
};

function verdict(kind: FindingKind | null, staked = false): Judged {
  if (!kind) return null;
  const reason = kind === 'bet' && staked ? 'пари со ставкой на игровой цвет или ход игры' : REASON[kind]!;
  return { kind, reason };
}

/**
 * A betting word at normalised offset s: what the message does with it.
 * The verb's form and the act around it decide whether it is the speaker's
 * offer, one asked of someone, or no bet at all; the stake and the claim
 * decide whether спорить is betting rather than arguing.
 */
function betJudge(n: Normalized, s: number, e: number): Judged {
  const i = tokenAt(n, s);
  const info = W.of(n.tokens[i]!);
  return betJudgeAs(n, i, info.verb !== null && info.verb.cls === VERB ? info.verb.form : null, tokenAt(n, e - 1));
}

/** The same for the betting word at token i, a verb in `form` (null: not a form of a betting verb), ending at token j. */
function betJudgeAs(n: Normalized, i: number, verbForm: Form | null, last = i): Judged {
  const tokens = n.tokens;
  let j = last;
  const tok = tokens[i]!;
  const isVerb = verbForm !== null;
  const noun = tok.t === 'пари' || tok.t === 'спор' || tok.t === 'bet' || tok.t === 'бэт';
  // биться alone is a bet only when offered with its stake or claim ("готов биться, что 7 шериф"); "будут биться до конца" is none.
  const fight = /^(?:по)?биться$/.test(tok.t);
  // The verb stems' other words ("спорный", "споры", "спорт", "забил") are no bets.
  if (!isVerb && !noun && j === i && !fight) return null;
  let form: Form = verbForm ?? 'bare';
  if (form === 'gerund') return null;
  if (j < i) j = i;
  const a = actAt(n, i, j, form);
  const prev = tokens[i - 1]?.t ?? '';
  // "бы … забился": a conditional offer is an offer when it has its stake or claim ("я бы с тобой на нитро
  // забился, что ты черный"); "в жизни я бы с тобой поспорил, а тут…" is none.
  const conditional = form === 'past' && a.wish;
  if (conditional) form = 'first';
  if (a.negated || a.rule || a.topic || a.reported === 'other' || a.reported === 'addressee') return null;
  // "забились?", "поспорили?": the past asked of both is the offer sealed ("deal?").
  const sealed = form === 'past' && a.question && /^(?:забились|поспорили|заспорили)$/.test(tok.t) && !/^(?:они|вы|мы)$/.test(prev);
  if (sealed) form = 'we';
  if (form === 'past' || (a.story && form !== 'first' && form !== 'we')) return null;
  // "я всегда спорю", "вечно со всеми спорю": a habit of arguing, no offer.
  if (a.habit && form !== 'we' && form !== 'imperative') return null;
  const staked = stakeAfter(n, j + 1, 6) || stakeAfter(n, Math.max(0, i - 3), 3);
  // "i bet 5 is mafia": the English noun is the speaker's verb after "i".
  if (tok.t === 'bet' && prev === 'i') return verdict(kindOf(n, j, staked), staked);
  if (noun) {
    // Offered to anyone or to the addressee by a question: "кто на пари?", "кто хочет пари?", "хочешь пари?".
    const asked = a.question && (openCall(n, i) || /^(?:хочешь|хотите)$/.test(prev));
    // "мини-пари", "небольшое пари": the noun's size or manner, then what opens it.
    const h = BET_MODIFIERS.test(prev) ? i - 1 : i;
    // "пари", "спор" offered: opening the clause, or after "давай", "держу", "заключим", "предлагаю", "го", "на".
    const opens =
      asked || breakBefore(n, h, true) || bits(n, h - 1) & OFFER || /^(?:держу|заключим|заключаем|на|го)$/.test(tokens[h - 1]?.t ?? '');
    // "пари так пари", "пари на скин", "пари: …", "пари?": what follows an offered bet.
    const after = tokens[i + 1]?.t ?? '';
    const offered = breakBefore(n, i + 1, true) || after === 'на' || after === 'что' || after === 'так' || stakeAt(n, i + 1);
    if (!opens || !offered || refusedAfter(n, j)) return null;
    if (a.who === 'other' && !asked) return null;
    return verdict(kindOf(n, j, staked), staked);
  }
  if (!isVerb) {
    // A fixed phrase ("держу пари", "на спор", "принимаю ставки"): the speaker's unless told about.
    // "кто со мной на спор?": a bet offered to anyone is the speaker's own.
    if (a.who === 'other' && !a.urged && !(a.question && openCall(n, i))) return null;
    // биться, закладываться are betting only with their stake or claim ("бьёмся на 500", not "бьёмся до конца").
    if (/^(?:по)?бьемся$|^заклад/.test(tok.t) && tokens[i + 1]?.t === 'на' && !staked && !claimInSentence(n, j + 1)) return null;
    // The infinitive, only offered ("готов биться, что 7 шериф", "могу побиться на сотку"): "будут биться до конца" is none.
    if (fight && !((staked || claimInSentence(n, j + 1)) && bits(n, i - 1) & OFFER)) return null;
    // "давай, третий, на спор": the phrase offered with "давай" is the speaker's own bet, the seat the one called.
    const offer = tokens.slice(Math.max(0, i - 4), i).some((x) => x.t === 'давай' || x.t === 'давайте');
    return verdict(a.urged && !offer ? 'oath-provocation' : kindOf(n, j, staked), staked);
  }
  // спорить: betting needs a stake, a claim ("что …", a clause after a comma), or a question; "с 7" alone is arguing.
  const next = tokens[j + 1]?.t ?? '';
  const arguing =
    ((next === 'с' || next === 'со' || next === 'о' || next === 'об' || next === 'про' || next === 'насчет') &&
      !staked &&
      !claimInSentence(n, j + 1)) ||
    // The partner before the verb in its clause ("мы с 2 уже второй круг спорим", "с тобой вечно спорим"), with no
    // stake, no claim and no game said after it: arguing too.
    (partnerBefore(n, i) && !staked && !claimInSentence(n, j + 1) && !claimsGame(n, j + 1, j + 5)) ||
    // How long or how often it goes on ("мы уже полчаса спорим, давайте голосовать", "опять спорим"): arguing.
    (lastingBefore(n, i) && !staked && next !== 'что');
  if (arguing && !tok.t.startsWith('заб')) return null;
  // "о чём спорим?", "зачем спорим": asking what or why one argues is no offer.
  const p2 = tokens[i - 2]?.t ?? '';
  if (
    /^(?:зачем|почему|чего|че|чо|нафига|смысл)$/.test(prev) ||
    (/^(?:чем|что|чего)$/.test(prev) && /^(?:о|об|про|насчет|из-за)$/.test(p2))
  )
    return null;
  // забиться is only a bet ("забьёмся?"); спорить needs the bet's shape.
  const claim =
    staked ||
    tok.t.startsWith('заб') ||
    next === 'что' ||
    next === 'на' ||
    (next === 'с' && claimInSentence(n, j + 1)) ||
    breakBefore(n, j + 1, true) ||
    a.question ||
    claimsGame(n, j + 1, j + 5);
  if (!claim || (conditional && !staked && next !== 'что')) return null;
  // "на что хочешь спорим, что…", "на что угодно спорим": the stake left to the other, the speaker's own offer.
  if (/^(?:хочешь|хотите|угодно)$/.test(prev) && tokens[i - 2]?.t === 'что' && tokens[i - 3]?.t === 'на')
    return verdict(kindOf(n, j, true), true);
  // Asked of someone: "поспорь с ним на нитро", "а ты на нитро поспоришь, что красный?", "слабо поспорить?".
  // "кто готов поспорить, что 10 черный?": a bet offered to anyone is the speaker's own.
  const open = tokens[i - 2]?.t === 'кто' && /^(?:готов|хочет|может|рискнет)$/.test(tokens[i - 1]?.t ?? '');
  if (!open && (a.urged || form === 'imperative' || form === 'second')) return verdict('oath-provocation');
  if (!open && (a.who === 'other' || a.who === 'addressee')) return null;
  // An infinitive is an offer only after "давай", "готов", "могу", "кто готов": "спорить можно бесконечно" is none.
  if (form === 'infinitive') {
    // "кто хочет забиться, что я не дон?": the speaker's bet offered to anyone.
    let offered = open;
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) if (bits(n, k) & OFFER) offered = true;
    if (!offered) return null;
  }
  if (form === 'third') return null;
  return verdict(kindOf(n, j, staked), staked);
}

/** The staking verb in the speaker's own forms, and the stake as a noun. */
const STAKING_FIRST = new Set(['ставлю', 'поставлю']);
const STAKING_WE = new Set(['ставим', 'поставим']);
const STAKING = [...STAKING_FIRST, ...STAKING_WE, 'ставка', 'ставку'];

/**
 * A stake with no betting word: "на 500, что я мирный, принимаешь?",
 * "ставлю косарь, что 9 дон", "ставлю свой акк, что 8 черный", "ставлю что
 * угодно, 3 мирный". Opening its sentence (or after "ставлю"), and hung on a
 * claim; "ставлю руку в 8", "ставлю 6 на голосование" are votes.
 */
function stakeJudge(n: Normalized, s: number): Judged {
  const tokens = n.tokens;
  const i = tokenAt(n, s);
  const t = tokens[i]!.t;
  const a = actAt(n, i, i, STAKING_FIRST.has(t) ? 'first' : STAKING_WE.has(t) ? 'we' : 'bare');
  if (a.negated || a.rule || a.reported === 'other' || a.story) return null;
  // "на" opens the offer, or follows the offering word ("давай на 100 рублей, что …").
  if (t === 'на' && i > 0 && !breakBefore(n, i) && !(bits(n, i - 1) & OFFER)) return null;
  if (!stakeAt(n, i + 1) && !(tokens[i + 1] && /^(?:свой|свою|свое|свои|мой|мою)$/.test(tokens[i + 1]!.t) && stakeAt(n, i + 2)))
    return null;
  // The stake asked alone opens the bet: "на щелбан? я говорю, 6 ошибается".
  if (t === 'на' && a.question && (i === 0 || breakBefore(n, i)) && (i + 2 >= tokens.length || breakBefore(n, i + 2)))
    return verdict(a.urged ? 'oath-provocation' : kindOf(n, i, true), true);
  // The claim: "что …", or a clause after a break ("ставлю что угодно, 3 мирный").
  let k = i + 2;
  while (k < tokens.length && k < i + 6 && !breakBefore(n, k, true) && tokens[k]!.t !== 'что' && tokens[k]!.t !== 'против') k++;
  const hung = tokens[k]?.t === 'что' || tokens[k]?.t === 'против' || (k < tokens.length && breakBefore(n, k, true));
  if (!hung || !claimsGame(n, k, k + 8)) return null;
  return verdict(a.urged ? 'oath-provocation' : kindOf(n, i, true), true);
}

/**
 * A stake promised on one's own colour: "если я окажусь чёрным, с меня пицца",
 * "проиграю — скину пятихатку": a bet with the stake said as a forfeit.
 */
function forfeitJudge(n: Normalized, s: number): Judged {
  const tokens = n.tokens;
  const i = tokenAt(n, s);
  if (!stakeAfter(n, i + 1, 4) && !stakeAfter(n, i + 2, 3)) return null;
  const a = actAt(n, i, i, 'first');
  if (a.negated || a.rule || a.reported === 'other' || a.story) return null;
  // The forfeit is hung on the speaker's colour, or on losing: "если я окажусь черным", "проиграю —".
  let hung = false;
  for (let k = Math.max(0, i - 10); k < Math.min(tokens.length, i + 10); k++) {
    const t = tokens[k]!.t;
    if (t === 'проиграю' || t === 'проспорю' || t === 'ошибусь') hung = true;
    // "если я окажусь черным, с меня пицца"; "если 3 окажется черным, с тебя пиво": a stake on anyone's colour.
    if (t === 'если' && claimsGame(n, k + 1, k + 6)) hung = true;
  }
  if (!hung) return null;
  return verdict(kindOf(n, i, true), true);
}

/** A word that looks like a verb of "we" ("выберем", "решим", "ударим"): beside a lot word, the offer to draw it. */
const looksWe = (t: string): boolean => t.length > 3 && /(?:ем|им|ём)$/.test(t);

/**
 * Lots offered: "кинем монетку", "тяните бумажки", "жеребьёвку устроим между
 * 5 и 7", "считалочкой выберем", "орёл — за 4, решка — за 10", "камень-ножницы,
 * кто проиграет…", "по рукам?".
 */
function lotJudge(n: Normalized, s: number): Judged {
  const tokens = n.tokens;
  const i = tokenAt(n, s);
  const a = actAt(n, i, i, 'bare');
  // An offer word beside it ("тогда давайте бумажки тянуть") makes "тогда" the next step, not a story.
  let near = false;
  for (let k = Math.max(0, i - 3); k < Math.min(tokens.length, i + 3); k++) if (bits(n, k) & LOT_OFFER) near = true;
  if (a.negated || a.rule || a.reported === 'other' || (a.story && !near) || a.topic) return null;
  // An offer: a verb of drawing beside it, a verb of "we" in its sentence, or a handshake asked ("по рукам?").
  const t = tokens[i]!.t;
  // "для меня 1 и 9 как орёл и решка": a likeness, no lot.
  for (let k = Math.max(0, i - 3); k < i; k++) if (tokens[k]?.t === 'как') return null;
  const handshake = t === 'по' || t === 'дай' || t === 'жмем' || t === 'пожмем' || t === 'пожать';
  // Decided by the lot: "по считалочке: …", "по жребию так по жребию".
  let offered = (handshake && (a.question || t !== 'по')) || near || (tokens[i - 1]?.t === 'по' && !handshake);
  // The verb of "we" in the lot word's own sentence before it, or its own clause after it ("…, кто проиграет — того голосуем").
  for (let k = i - 1; k >= Math.max(0, i - 8) && !offered && !breakBefore(n, k + 1); k--) if (looksWe(tokens[k]!.t)) offered = true;
  for (let k = i + 1; k < Math.min(tokens.length, i + 10) && !offered && !breakBefore(n, k); k++) {
    const w = tokens[k]?.t;
    if ((w === 'не' || w === 'ни') && !breakBefore(n, k, true)) break; // "жребий ничего не решит", "ни при чём"
    if (looksWe(tokens[k]!.t)) offered = true;
  }
  // "камень-ножницы-бумага, кто из нас уходит?", "ролл, на кого выпадет — того выставляем": the question the lot decides.
  // Not a hand ("по рукам видно, кто колебался"), nor "кто знает" of doubt.
  for (let k = i + 1; k < Math.min(tokens.length, i + 6) && !offered && !handshake; k++) {
    const w = tokens[k]?.t ?? '';
    if (/^(?:знает|разберет|его|их)$/.test(tokens[k + 1]?.t ?? '')) continue;
    if (/^(?:кто|кого|кому)$/.test(w) && (breakBefore(n, k, true) || (tokens[k - 1]?.t === 'на' && breakBefore(n, k - 1, true))))
      offered = true;
  }
  // "орёл — голосуем за 4, решка — за 10": the outcomes mapped to moves.
  if (!offered && !(tokens[i]!.t.startsWith('решк') && claimsGame(n, 0, tokens.length))) return null;
  return verdict(claimsGame(n, 0, tokens.length) ? 'bet-game' : 'bet-harmless');
}

/** The hand alone, asked: "🤝?", "🤝 ?" — an offer to shake on it, a bet at the club's table. */
const HAND_ASKED = /^[^\p{L}\d]*🤝[^\p{L}\d]*\?[^\p{L}\d]*$/u;
function handAsked(n: Normalized): Finding[] {
  if (n.plain || n.tokens.length > 0 || !HAND_ASKED.test(n.text)) return NO_FINDINGS;
  return [finding(n, 'bet-harmless', 0, n.text.length, 'рукопожатие: пари')];
}

/** A handshake emoji offered after "давай", "го": an offer sealed by the hand, a bet when it hangs on a claim or is asked. */
function handshakeEmojiJudge(n: Normalized, s: number): Judged {
  const i = tokenAt(n, s);
  const a = actAt(n, i, i, 'bare');
  if (a.negated || a.rule || a.reported === 'other' || a.story || a.topic) return null;
  return verdict(claimsGame(n, i, n.tokens.length) ? 'bet' : 'bet-harmless');
}

/**
 * A handshake done at the table, written as a stage direction ("*пожимает
 * руку 9ке*", "*тянет руку 10ке*"): the club remarks name «рукопожатия за
 * игровым столом» among the bets.
 */
function handshakeJudge(n: Normalized, s: number): Judged {
  const i = tokenAt(n, s);
  if (!opensDirection(n.original, n.starts[s] ?? 0)) return null;
  const a = actAt(n, i, i, 'third');
  if (a.negated) return null;
  return verdict(claimsGame(n, 0, n.tokens.length) ? 'bet-game' : 'bet-harmless');
}

const ROWS = table([
  { kind: 'bet', re: pattern(`⟨${group(BET_ANCHORS)}`), judge: betJudge, reason: 'пари' },
  { kind: 'bet', re: pattern(`⟨на~1(?:свой~1|свою~1|мой~1|мою~1)?${group(STAKES)}`), judge: stakeJudge, reason: 'пари: ставка' },
  { kind: 'bet', re: pattern('⟨на~1\\d{2,}'), judge: stakeJudge, reason: 'пари: ставка' },
  // The staking verb in the speaker's forms, and the stake named as a noun: "ставлю", "поставлю", "ставка: мой рейтинг, что …".
  // Grouped: each staking word opens a word and ends one (an ungrouped list anchored only its first and last).
  { kind: 'bet', re: pattern(`⟨${alt(...STAKING)}⟩`), judge: stakeJudge, reason: 'пари: ставка' },
  {
    kind: 'bet',
    re: pattern('⟨(?:с~1меня|с~1тебя|с~1вас|скину|отдам|подарю|куплю|проставлюсь)⟩'),
    judge: forfeitJudge,
    reason: 'пари: ставка',
  },
  // A handshake emoji offered: "давай 🤝 что 1 черный", "го 🤝?".
  { kind: 'bet', re: pattern(`⟨${group(LOT_OFFERS)}⟩\\s{0,2}🤝`), judge: handshakeEmojiJudge, reason: 'рукопожатие: пари' },

  { kind: 'bet-harmless', re: pattern(`⟨${group(LOTS)}`), judge: lotJudge, reason: 'жребий' },
  { kind: 'bet-harmless', re: pattern(`⟨${group(HANDSHAKES)}~1рук(?:у|и)⟩`), judge: handshakeJudge, reason: 'рукопожатие за столом' },
]);

/** The betting verbs' forms a mask may hide ("сп*рим", "пос*орим"). */
const MASKED_BETS = ['спорим', 'поспорим', 'спорнем', 'забьемся', 'забиваемся', 'поспоришь', 'поспорь'];

/** Latin spellings of the betting verbs, each to the Cyrillic form it stands for. */
const TRANSLIT = new Map(BET_TRANSLIT.map((e) => e.split(' ') as [string, string]));

/** Betting verbs typed in Latin ("sporim что 6 черная"), read as their Cyrillic forms. */
function translitBets(n: Normalized): Finding[] {
  let out = NO_FINDINGS;
  n.tokens.forEach((tok, i) => {
    const verb = W.ofWord(TRANSLIT.get(tok.t) ?? '').verb;
    const j = verb ? betJudgeAs(n, i, verb.form) : null;
    if (j && typeof j !== 'string') (out === NO_FINDINGS ? (out = []) : out).push(finding(n, j.kind, tok.s, tok.e, j.reason));
  });
  return out;
}

/** Masked betting verbs, read word by word (a mask is no letter the table's anchors can open on). */
function maskedBets(n: Normalized): Finding[] {
  let out = NO_FINDINGS;
  const tokens = n.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (!tok.t.includes('*') || tok.t.length > 14) continue;
    const hidden = maskedTarget(tok.t, MASKED_BETS);
    if (!hidden) continue;
    const j = betJudgeAs(n, i, W.ofWord(hidden).verb!.form);
    if (j && typeof j !== 'string') (out === NO_FINDINGS ? (out = []) : out).push(finding(n, j.kind, tok.s, tok.e, j.reason));
  }
  return out;
}

/** Every bet in a message: the table's, then the masked words'. */
export function detectBets(n: Normalized): Finding[] {
  return joined(joined(runTable(ROWS, n), maskedBets(n)), translitBets(n));
}

export default family({
  name: 'bets',
  kinds: {
    bet: { online: teamLoss('4.1'), 'club-warnings': none, 'club-remarks': teamLoss('club-remarks/bet') },
    'bet-game': { online: none, 'club-warnings': none, 'club-remarks': teamLoss('club-remarks/bet') },
    'bet-harmless': { online: none, 'club-warnings': none, 'club-remarks': teamLoss('club-remarks/bet') },
  },
  steps: [
    // A message that triggers no row of the table has no bet: the step is skipped then.
    { stage: 'acts', tables: [ROWS] },
    // A masked betting verb ("сп*рим"): no anchor opens on a mask.
    { stage: 'acts', words: (t) => t.includes('*'), find: maskedBets },
    // The hand offered alone as a question ("🤝?"): a message of symbols, no word to open a row on.
    { stage: 'acts', find: handAsked },
    // A betting verb typed in Latin ("sporim"): no Cyrillic anchor opens on it.
    { stage: 'acts', words: (t) => TRANSLIT.has(t), find: translitBets },
  ],
  examples: {
    finds: {
      bet: [
        'Спорим на нитро что я красный?',
        'держу пари, 7 черный',
        'ставлю сотку что он шериф',
        'на что угодно спорим, что 4 дон',
        'давай 🤝 что 1 черный',
        'sporim что 6 черная',
        'если 3 окажется черным, с тебя пиво, 9',
      ],
      'bet-game': ['Пари, ты голосуешь 5, а я проверяю по тебе', '*пожимает руку 4ке* договорились'],
      'bet-harmless': ['Спорим я отожмусь 100 раз', '*протягивает руку соседу через стол*'],
    },
    clean: [
      'на сто процентов уверена, что 4 черная',
      'не хочу с тобой спорить',
      'я не спорю',
      'я была в Париже',
      'ставлю на 3',
      'пари и споры не моя тема, я за голоса',
      'вчера поспорили с братом, кто первый уснёт',
      'давай забьём на 10, он молчит',
      'спорная версия у 4, но послушаю',
      'бьёмся до конца, город',
      'я всегда спорю с 5, это нормально',
      '5 и 8 для меня как орёл и решка',
      'жребий тут ни при чём',
      '5 тянет руку на голосовании',
      'монетка — кто знает, куда повернёт',
      'я готов биться до конца',
      'ставки высоки — нас шестеро',
    ],
  },
});
