/**
 * Online 4.3 forbids voicing, true or false, what the host or the bot sent
 * one in private: words, a sign (an emoji, a plus, a like, a wink) or a
 * reaction, through any channel (лс, личка, дм, директ, тг, дискорд), in any
 * word order and tense ("бот пишет мне", "ведущий ответил мне «верно»"),
 * asking the host to confirm one's own message ("ведущий, ты же мне
 * писал…"), and retyping or pasting the bot's private messages in any of
 * their templates (lexicons/bot.ts: the role card with its labels, the night
 * prompts and receipts, the bot's second-person voice, a card opening with a
 * role's emoji). Allowed (the document's exceptions): the bot's dealing as a
 * habit ("мне этот бот редко выдаёт чёрные", "бот снова мне мирного
 * выдал"), notes written to the host, winks between players, and someone
 * else's correspondence told to the host ("ведущий, 6 пишет про личку с
 * ботом") — read by the act layer (act.ts).
 */

import { alt, anyOf } from '../../text/alt';
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { actAt, breakBefore, claimsGame, namesRole, tokenAt } from '../act';
import { group } from '../lexicons/entries';
import { BOT_FIELDS, BOT_LINES, BOT_MESSAGE, BOT_VOICE, ROLE_EMOJI } from '../lexicons/bot';
import { PRIVATE_CHANNELS } from '../lexicons/channel';
import { finding, table, type Judged } from '../table';
import { NO_FINDINGS, type Finding, type FindingKind } from '../types';
import { none, teamLoss } from '../../rulesets/cost';
import { has, HOST_OR_BOT } from '../vocab';
import { family } from '../family';

const HOST = HOST_OR_BOT;

const SENT =
  '(?:написал…|отправил…|прислал…|скинул…|переслал…|ответил…|сообщил…|шепнул…|отписал…|выдал|выдала|подтвердил…|сказал…~1в~1(?:лс|личк…))';

/** The host or the bot as players shorten them ("вед", "ведун", "ботяра"). */
const HOST2 = '(?:ведущ…|вед|веда|веду|ведом|ведун…|бот|бота|боту|ботом|ботик…|ботяр…|хост…|модер…|админ…)';

/** Private channels: "в лс", "в л.с." (read "влс"), личка, дм, директ, тг; the preposition falls in the gap before. */
const CHANNEL = '(?:лс|влс|личк…|вличк…|личн…|дм|dm|директ…|тг|телег…|дискорд…|дс|приват…|пм)';

/** What the host or bot sends: words, signs, reactions. */
const SENT2 = alt(
  'написал…',
  'отписал…',
  'отправил…',
  'прислал…',
  'скинул…',
  'кинул…',
  'переслал…',
  'ответил…',
  'сообщил…',
  'шепнул…',
  'поставил…',
  'лайкнул…',
  'лайкал…',
  'реакнул…',
  'отреагировал…',
  'подмигнул…',
  'мигнул…',
  'выдал',
  'выдала',
  'подтвердил…',
  'сказал…',
  'дал',
  'дала',
);

/**
 * Phrases of the bot's private messages (role deal-out, winks, night results).
 * "Если сообщение немного изменено — ППК": a single distinctive phrase is enough.
 */
export const BOT_TEMPLATES = [
  '⟨раздача~1ролей',
  '⟨игровой~1номер~1\\d',
  '⟨ваша~1роль⟩',
  '⟨роль\\s*:\\s*(?:шериф…|мирн…|мафи…|дон|доктор…|маньяк…|путан…|красн…|черн…)',
  '⟨вы~1(?:подмигнули|мигнули)~1игрок…',
  '⟨вам~1(?:подмигнул|мигнул)…~1(?:игрок…|\\d)',
  '⟨вы~1играете~1за~1(?:красн…|черн…|мирн…|мафи…)',
  '⟨ваша~1задача~2(?:вычислить|найти|убить|уничтожить|выжить|заголосовать|устранить|защитить|проверять|проверить|лечить)',
  '⟨вы~1проверили~1игрок…',
  // The bots write seats with a leading zero ("игрок 05"), players seldom: a seat so written with a role is the card.
  '⟨вы~1(?:проверили|сделали~1проверку)~2(?:игрок…~1)?0\\d',
  '⟨игрок…~1(?:под~1номером~1)?0\\d~1(?:мафи…|мирн…|шериф…|дон|доктор…|красн…|черн…|житель…)',
  '⟨вы~1сделали~1(?:проверку|ход|выстрел)',
  '⟨результат~1проверки~1игрок…',
  '⟨мирный~1игрок~1не~1может~1мигать',
  '⟨вы~1(?:выбрали|убили|вылечили|застрелили|отстреляли)~3игрок…',
  // The role card in its other templates: labelled fields with a colon, allies listed, a numbered seat.
  '⟨ваш(?:а|и|е)?~1(?:карта|роль|номер|союзник…|напарник…|команда|персонаж|цвет|сторона)\\s*:',
  '⟨(?:союзник…|напарник…|сокомандник…|тимейт…)\\s*:\\s*(?:игрок…\\s*)?\\d',
  '⟨роль\\s*:\\s*(?:комисар…|горожан…|житель…|мирн…|шериф…|мафи…|дон|доктор…|маньяк…|путан…|красн…|черн…)~3номер',
  '⟨игрок…~1\\d+~1(?:подмигнул…|мигнул…)~1(?:вам|вас)⟩',
  '⟨каждую~1ночь~2(?:вы~1)?(?:проверяете|убиваете|лечите|выбираете|просыпаетесь|стреляете)',
  '⟨(?:спите|просыпайтесь)~1ночью~2(?:и~1)?голосуйте',

  '⟨ваш~1(?:выстрел|ход|выбор)~1(?:принят|засчитан)',
  '⟨вы~1(?:были~1)?(?:убиты|убит|убита|вылечены|вылечен|проверены|отравлены|заблокированы)~2(?:мафией|шерифом|доктором|доном|маньяком|ночью)',
  '⟨вас~1(?:убила|убил|проверил|проверила|вылечил|вылечила)~1(?:мафия|шериф|доктор|дон|маньяк)',
];

/**
 * Correspondence voiced by the speaker as their own, now: not a habit of the
 * bot's dealing ("бот снова мне мирного выдал", "мне вечно мирный падает"),
 * not someone else's told to the host ("ведущий, 6 пишет про личку с
 * ботом"), not denied, not the rule, not a question about it. `channelTold`: the
 * match is a telling done in the private channel ("в личке 8 сказал"), which
 * makes the speaker its party without a word for him.
 */
export function voiced(kind: FindingKind, channelTold = false) {
  return (n: Normalized, s: number, e: number): Judged => {
    const i = tokenAt(n, s);
    // The match's first word is the act's: the words inside the match are its context too ("бот снова мне выдал").
    const a = actAt(n, i, i, 'bare', { subjectAfter: false });
    // A habit of the bot's dealing is no message of its ("мне вечно мирный падает", "бот снова мне мирного выдал").
    if (a.negated || a.rule || (a.habit && kind !== 'pm-appeal')) return null;
    // Another game's correspondence: "в прошлой игре бот выдал мне шерифа".
    if (has(PAST_GAME, n.text)) return null;
    // Its sending denied at the verb: "я тебе такого не писал", "в лс ведущему я ничего не писал".
    if (sendingDenied(n, tokenAt(n, e - 1))) return null;
    // What the bot posts for the whole table, told as such: "в общем чате бот написал, что ночью убит 8" (no private channel).
    if (kind === 'host-dm' && (has(PUBLIC_PLACE, n.text) || announced(n, tokenAt(n, e - 1))) && !has(PRIVATE, n.text)) return null;
    // "расскажи всем, что тебе 3 в лс писал": voicing it asked of someone is the provocation (2.9).
    if (a.urged) return { kind: 'oath-provocation', reason: 'провоцирует озвучить переписку' };
    // Correspondence is reported speech: it is voiced by a party to it, not told of others ("6 пишет про личку с ботом").
    // A telling done in the private channel itself ("в личке 8 сказал, что…") was told to the speaker: `channelTold`.
    if (a.reporter === 'other' && !channelTold && !n.tokens.some((t) => PARTY.has(t.t))) return null;
    if (a.question && !a.quoted && !claimsGame(n, 0, n.tokens.length)) return null;
    return kind;
  };
}

/** The sending verb denied, at the match's end or just after it in its clause: "я тебе не писал", "в лс ведущему я ничего не писал". */
function sendingDenied(n: Normalized, from: number): boolean {
  for (let k = from; k < Math.min(n.tokens.length, from + 5); k++) {
    if (k > from && breakBefore(n, k, true)) return false;
    // "ничего не прислал, кроме роли мирной": the exception is what it did send.
    if (SENDING.test(n.tokens[k]?.t ?? '') && n.tokens[k - 1]?.t === 'не')
      return !n.tokens.slice(k + 1, k + 5).some((x) => x.t === 'кроме');
  }
  return false;
}
const SENDING = /^(?:на)?писал[аи]?$|^(?:от|при)(?:правлял|сылал|слал|правил)[аи]?$|^скидывал[аи]?$|^скинул[аи]?$/;

/** The table's own channel: "в общем чате", "в канале". */
const PUBLIC_PLACE = pattern('⟨в~1(?:общ…|игров…|основн…)~1(?:чат…|канал…)|⟨в~1(?:канале|чате)⟩');
/** What the bot announces for the whole table, said right after the sending verb at k: "бот написал, что убит 5". */
const ANNOUNCED = /^(?:убит.*|убили|застрел.*|выбыл.*|исключен.*|наступ.*|голосовани.*)$/;
function announced(n: Normalized, k: number): boolean {
  for (let m = k + 1; m < Math.min(n.tokens.length, k + 5); m++) if (ANNOUNCED.test(n.tokens[m]?.t ?? '')) return true;
  return false;
}
/** A private channel named. */
const PRIVATE = pattern(`⟨${CHANNEL}⟩|⟨личн…~1сообщ…`);

/** A game before this one. */
const PAST_GAME = pattern('⟨(?:в~1|на~1)?(?:прошл…|предыдущ…|позапрошл…|вчерашн…)~1(?:игр…|парти…|катк…|раз)⟩');

/** The speaker as a party to a correspondence. */
const PARTY = new Set(['я', 'мне', 'меня', 'мной', 'мы', 'нам', 'нас', 'мой', 'моя', 'мою', 'моей', 'мое', 'мои', 'моих', 'тебе', 'вам']);

const ROWS = table([
  {
    kind: 'host-dm',
    judge: voiced('host-dm'),
    re: pattern(
      anyOf(
        `⟨(?:мне|нам)~3${HOST}⟩~3${SENT}`,
        `⟨${HOST}~2(?:мне|нам)~3${SENT}`,
        `⟨${HOST}~1(?:${SENT}|сказал…|говорил…)~2(?:мне|нам)⟩`,
        `⟨${HOST}~2(?:в~1лс|в~1личк…|лично)~2(?:сказал…|говорил…|написал…|ответил…|шепнул…)`,
        `⟨в~1(?:лс|личк…|личных~1сообщени…)~2(?:от~1)?${HOST}⟩`,
        `⟨${HOST}~1(?:в~1лс|в~1личк…)~2${SENT}`,
      ),
    ),
    reason: 'ссылается на переписку с ведущим или ботом',
  },
  {
    kind: 'host-dm',
    judge: voiced('host-dm'),
    re: pattern(
      anyOf(
        `⟨${HOST2}~3${CHANNEL}⟩~4${SENT2}`,
        `⟨${CHANNEL}⟩~3${HOST2}~3${SENT2}`,
        `⟨(?:мне|нам)~2${HOST2}~3${SENT2}`,
        `⟨${HOST2}~2(?:мне|нам)~3${SENT2}`,
        `⟨${HOST2}~3${SENT2}~3(?:мне|нам)~2${CHANNEL}⟩`,
        `⟨${HOST2}~1(?:у|ому|ой)?~3${CHANNEL}⟩~4(?:он|она)~1ответил…`,
        `⟨(?:переписк…|скрин…|диалог…|чат)~2(?:с|от)~1${HOST2}⟩`,
        // A reaction to one's own message there: "ведущий поставил 👍 на мое сообщение в лс".
        `⟨${HOST2}~2(?:поставил…|лайкнул…|реакнул…|отреагировал…)~3(?:на~1)?(?:мое|мою|мой|мои|моих)~1(?:сообщени…|смс…|проверк…|месседж…)`,
      ),
    ),
    // "вед, мне кажется…" is the host addressed in public: a private channel or a sending verb must be there.
    requires: pattern(`⟨(?:${SENT2}|${CHANNEL}|переписк…|скрин…|диалог…)⟩`),
    reason: 'ссылается на личную переписку с ведущим или ботом',
  },
  {
    // The bot's night instructions in its plural-polite voice, with a role: "Вы — Дон. Каждую ночь…", "Вы за мирных. Спите ночью…".
    kind: 'bot-quote',
    judge: voiced('bot-quote'),
    re: pattern('⟨вы~1(?:за~1)?(?:комисар…|горожан…|мирн…|мафи…|дон|доном|шериф…|доктор…|маньяк…|путан…|красн…|черн…)⟩'),
    requires: pattern(
      '⟨(?:каждую~1ночь|спите~1ночью|просыпаетесь|ваша~1(?:цель|задача)|ваш~1номер|союзник…|напарник…|убивайте|проверяйте|лечите|добро~1пожаловать|раздача)',
    ),
    reason: 'цитирует личное сообщение бота',
  },
  {
    kind: 'bot-quote',
    judge: voiced('bot-quote'),
    re: pattern(BOT_TEMPLATES.join('|')),
    reason: 'цитирует личное сообщение бота',
  },
]);

/** Sent or shown, in the present as well as the past: "бот пишет мне в личку", "ведущий показал мне". */
const SENDS = alt(
  'пишет',
  'писал…',
  'присылает',
  'прислал…',
  'шлет',
  'отправляет',
  'отправил…',
  'показывает',
  'показал…',
  // "выдаёт" is the bot's dealing, a habit ("мне этот бот чёрных почти не выдаёт"), not a message it sent.
  'выдал…',
  'скинул…',
  'кинул…',
  'отписал…',
  'ответил…',
  'написал…',
  'сообщил…',
);
/** The bot alone: what it sends is private by nature, wherever the player says it came. */
const BOT_WORD = '(?:бот|бота|боту|ботом|ботик…|ботяр…)';
const LABEL = '\\s*[:—–-]';

/**
 * The host or the bot as the sender: "ведущий, 10 написал «мяу»" addresses
 * the host and tells what a player wrote. The host word in the match must
 * not be set off by a comma as a vocative.
 */
function hostSends(n: Normalized, s: number, e: number): Judged {
  const from = tokenAt(n, s);
  const to = tokenAt(n, e - 1);
  for (let k = from; k <= to; k++) {
    const t = n.tokens[k]!.t;
    if (
      (t.startsWith('вед') || t.startsWith('бот') || t.startsWith('хост') || t.startsWith('модер') || t.startsWith('админ')) &&
      breakBefore(n, k + 1, true) &&
      k < to &&
      // "от ведущего: …" names the sender, not the one addressed.
      n.tokens[k - 1]?.t !== 'от'
    )
      return null;
  }
  return voiced('host-dm')(n, s, e);
}

/** A labelled field of the role card before ":" or "—", followed by what it labels: "роль: шериф", "союзники — 5 и 8". */
function cardField(n: Normalized, s: number, e: number): Judged {
  const i = tokenAt(n, s);
  const j = tokenAt(n, e - 1);
  const a = actAt(n, i, j, 'bare', { subjectAfter: false });
  if (a.negated || a.rule || a.reported === 'other' || a.question) return null;
  // The label opens its clause ("мой номер: 5" is a player's own line as well; the card's labels stand alone).
  if (!breakBefore(n, i, true) && !/^(?:ваш|ваша|ваши|твой|твоя|твои)$/.test(n.tokens[i]!.t)) return null;
  return claimsGame(n, j + 1, j + 4) ? 'bot-quote' : null;
}

/** The bot's voice with its mark: in quotes, "у меня в лс", "мне пришло", or with the card's task after it. */
function botVoice(n: Normalized, s: number, e: number): Judged {
  const i = tokenAt(n, s);
  const a = actAt(n, i, tokenAt(n, e - 1), 'bare', { subjectAfter: false });
  if (a.negated || a.rule || a.reported === 'other' || a.question) return null;
  return a.quoted || has(MARKED, n.text) ? 'bot-quote' : null;
}

/** What marks a line as the bot's: its own channel, its delivery, the card's task. */
const MARKED = pattern(
  `⟨(?:у~1меня~2(?:в~1)?${group(PRIVATE_CHANNELS)}|мне~1пришл…|пришло~1мне|от~1(?:бота|ведущ…)` +
    '|бот~1(?:написал…|прислал…|пишет)|ваша~1задача|каждую~1ночь' +
    `|из~1(?:моей~1)?${group(PRIVATE_CHANNELS)})⟩`,
);

/**
 * A line opening with a role's emoji and naming a role, as the bots write
 * their cards: "🤵 Мафия. Ваша задача…", "👮 Комиссар — каждую ночь…". Plain
 * messages have no emoji: only the others are looked at, at their start.
 */
export function detectRoleEmoji(n: Normalized): Finding[] {
  if (n.plain || n.tokens.length === 0) return NO_FINDINGS;
  const o = n.original;
  let k = 0;
  while (k < o.length && (o.charCodeAt(k) === 32 || o[k] === '«' || o[k] === '"' || o[k] === '⚠' || o.charCodeAt(k) === 0xfe0f)) k++;
  const cp = o.codePointAt(k);
  if (cp === undefined || !ROLE_EMOJI.includes(String.fromCodePoint(cp))) return NO_FINDINGS;
  // The role named within the first words, as a card's title.
  if (!namesRole(n, 0, 3)) return NO_FINDINGS;
  // A player's line with the role's emoji: the role called ("🕵️ шериф, завтра вскрывайся") or asked about ("🔪 маньяк в
  // игре есть?"). The bot's card goes on in its polite voice ("👮 Комиссар, ваша задача…"), never asks.
  if (n.text.includes('?')) return NO_FINDINGS;
  // The title is the role itself, or the bot's "вы" / "ваша роль" before it ("🕵️ ищем дона дальше" is a player's).
  if (!namesRole(n, 0, 1) && !/^(?:вы|ваша|роль|твоя|ты)$/.test(n.tokens[0]?.t ?? '')) return NO_FINDINGS;
  const called = namesRole(n, 0, 1) && breakBefore(n, 1, true) && !/^(?:ваш|ваша|ваши|вы|вам|каждую)$/.test(n.tokens[1]?.t ?? '');
  const title = n.tokens[0];
  const second = n.tokens[1];
  if (called && title && second && n.tokens.length > 2 && !/[.—–:]/.test(n.text.slice(title.e, second.s))) return NO_FINDINGS;
  const t = n.tokens[Math.min(2, n.tokens.length - 1)]!;
  return [finding(n, 'bot-quote', 0, t.e, 'цитирует карточку роли от бота')];
}

/** A role's name, after the bot's polite voice or as the card's own title. */
const ROLE_NAME = '(?:комисар…|комиссар…|горожан…|житель…|мирн…|мафи…|дон|доном|шериф…|доктор…|маньяк…|путан…|красн…|черн…)';

/** "ролька у меня в лс «Комиссар»": one's role, where only the bot writes it, with the role named. */
function roleInPrivate(n: Normalized, s: number, e: number): Judged {
  return namesRole(n) ? voiced('bot-quote')(n, s, e) : null;
}

const BOT = table([
  { kind: 'bot-quote', re: pattern(`⟨${group(BOT_LINES)}`), judge: voiced('bot-quote'), reason: 'цитирует личное сообщение бота' },
  {
    // Arrived in private in the bot's voice: "мне в лс пришло «вы мирный житель»".
    kind: 'bot-quote',
    re: pattern(`⟨(?:мне|нам|у~1меня)~1(?:в|во)~1${CHANNEL}~2(?:пришл…|пришел|прилетел…|упал…)`),
    requires: pattern(`⟨(?:вы|ваш…|вам)~2${ROLE_NAME}`),
    judge: voiced('bot-quote'),
    reason: 'цитирует личное сообщение бота',
  },
  {
    // One's role where only the bot writes it: "ролька у меня в лс «Комиссар 🚔»", "роль мне в личку пришла — шериф".
    kind: 'bot-quote',
    re: pattern(`⟨(?:рол…|карт…|карточк…)~3(?:у~1меня|мне)~1(?:в|во)~1${CHANNEL}⟩`),
    judge: roleInPrivate,
    reason: 'цитирует личное сообщение бота',
  },
  { kind: 'bot-quote', re: pattern(`⟨${group(BOT_FIELDS)}${LABEL}`), judge: cardField, reason: 'цитирует карточку роли от бота' },
  {
    kind: 'bot-quote',
    re: pattern(`⟨${group(BOT_VOICE)}~1(?:красн…|черн…|мирн…|мафи…|город…|горожан…)`),
    judge: botVoice,
    reason: 'цитирует личное сообщение бота',
  },
  {
    // "бот пишет мне в личку, что я мирный", "бот написал, что моя проверка…", "бот отправил: «игрок 05 — черный»".
    kind: 'host-dm',
    re: pattern(
      anyOf(
        `⟨${HOST2}~2${SENDS}~3(?:мне|нам|что~1я|у~1меня|моя|мой|мою|моей|меня)⟩`,
        `⟨(?:мне|нам|у~1меня)~2${HOST2}~3${SENDS}`,
        `⟨${BOT_WORD}~2${SENDS}${LABEL}`,
        // The bot sends in private only: what it sent, told as a clause ("бот прислал, что 9 мафия").
        `⟨${BOT_WORD}~2${SENDS}~1что⟩`,
        // Received from it: "от бота пришло «Ход Шерифа»", "мне пришло от бота".
        `⟨от~1${HOST2}~2(?:пришл…|пришел|прилетел…|упал…)|⟨(?:пришл…|пришел|прилетел…)~2от~1${HOST2}`,
        // Its message with a label: "от ведущего: ты красный", "бот мне в лс: роль — шериф".
        `⟨от~1${HOST2}${LABEL}`,
        `⟨${HOST2}~2(?:в~1)?${CHANNEL}${LABEL}`,
        `⟨${group(BOT_MESSAGE)}~2(?:из~1)?${CHANNEL}~1${HOST2}⟩`,
        `⟨${BOT_WORD}~2${SENDS}\\s*[«"„“]`,
        `⟨(?:мне|нам)~1${HOST2}${LABEL}`,
        `⟨${group(BOT_MESSAGE)}~2от~1${HOST2}`,
        `⟨от~1${HOST2}~2${group(BOT_MESSAGE)}`,
        `⟨${HOST2}~6(?:в~1)?${CHANNEL}⟩~6${SENT2}`,
      ),
    ),
    requires: pattern(
      '⟨(?:красн…|черн…|мирн…|мафи…|маф|кр|чр|шериф…|шер|дон…|доктор…|док|маньяк…|путан…|роль…|роли|карт…|цвет…|провер…|\\d{1,2}(?:-?[а-я]{1,3})?)⟩|[«"„“]',
    ),
    judge: hostSends,
    reason: 'ссылается на личное сообщение ведущего или бота',
  },
  {
    // "ведущий, ты же мне писал, что я мирный", "я ведущему написала, что я шериф, он ответил «ок»", "я бота спросил, он ответил".
    kind: 'host-dm',
    re: pattern(
      anyOf(
        `⟨${HOST2}⟩[^.!?\\n]{0,40}⟨(?:ты|вы)~2(?:мне|нам)~2(?:писал…|написал…|отправлял…|отправил…|скинул…|говорил…|сказал…)`,
        `⟨(?:я|мы)~2(?:${HOST2}|тебе|вам)~5(?:писал…|написал…|скинул…|отправил…|спросил…|спрашивал…)`,
        `⟨(?:я|мы)~1(?:спросил…|спрашивал…)~2(?:у~1)?${HOST2}`,
        `⟨(?:я|мы)~1(?:писал…|написал…|скинул…|отправил…)~1${HOST2}`,
        `⟨(?:в|во)~1${CHANNEL}⟩~2${HOST2}~3(?:писал…|написал…|скинул…|отправил…)`,
      ),
    ),
    requires: [pattern(`⟨${HOST2}⟩`), pattern('⟨(?:ответил…|ответила|подтверд…|сказал…|написал…|писал…|роль…|что~1я)')],
    judge: voiced('host-dm'),
    reason: 'ссылается на переписку с ведущим или ботом',
  },
]);

export default family({
  name: 'host-dm',
  kinds: {
    'host-dm': { online: teamLoss('4.3'), 'club-warnings': none, 'club-remarks': none },
    'bot-quote': { online: teamLoss('4.3'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: [
    { stage: 'acts', tables: [ROWS, BOT] },
    // A card opening with a role's emoji: looked for at the start of a message with emoji (most have none).
    { stage: 'acts', find: detectRoleEmoji },
  ],
  examples: {
    finds: {
      'host-dm': [
        'мне ведущий в лс написал что я шериф',
        'ведущий мне написал',
        'бот мне прислал роль',
        'бот написал, что 3 черный',
        'от бота прилетело «проверка: 6 мафия»',
        'в личке от ведущего: ты мирный',
      ],
      'bot-quote': [
        'Ваша роль: Мирный житель',
        'вы проверили игрока 5',
        'Вам подмигнул игрок 3',
        'роль: доктор, номер 04',
        'вы проверили 07 — мафия',
        '🤵 Мафия. Запомни своих союзников',
      ],
    },
    clean: [
      'я напишу ведущему',
      'ведущий, пиши итоги',
      'мне этот бот всегда выдаёт мирного',
      'моя роль шериф',
      'я проверил 5',
      'бот снова мне мирного выдал, классика',
      'ведущий, 6 в чате что-то пишет про личку с ботом',
      'результат проверки: 4 красный',
      'бот написал, что ночь наступила',
      'в прошлой партии бот мне дал дона, а сейчас мирного не жди',
      'от ведущего пришло время голосовать',
    ],
  },
});
