/**
 * Online 4.3 forbids voicing (true or false) private messages from the host or
 * the bot — quoting them, pasting the role card, saying the host sent a sign;
 * 3.8 forbids voicing correspondence with another player through any channel
 * (private chat, Telegram, VK, Discord, a call, a sticker, a screenshot) to
 * prove a role. Asking someone to write after the game is no appeal.
 *
 * Voicing private correspondence: with the host or the bot (online 4.3) or
 * with another player (3.8), including pasting the bot's private messages,
 * recognised by the phrases of its templates.
 *
 * 4.3 forbids citing, true or false, what the host or the bot sent one in
 * private: words, a sign (an emoji, a plus, a like, a wink) or a reaction,
 * through any channel (лс, личка, дм, директ, тг, дискорд), in any word order,
 * and retyping or pasting the bot's private messages in any of their
 * templates (the role card with one's number, allies or team, the night
 * instructions, wink and action receipts). Allowed: talking about the bot's
 * deals in general ("мне бот редко даёт чёрных"), writing notes to the host,
 * addressing the host in public, and winks between players.
 */
import { alt, anyOf } from '../text/alt';
import { pattern, V } from '../text/pattern';
import { table, tableDetector } from './table';

const SENT =
  '(?:написал…|отправил…|прислал…|скинул…|переслал…|ответил…|сообщил…|шепнул…|отписал…|выдал|выдала|подтвердил…|сказал…~1в~1(?:лс|личк…))';
const HOST = '(?:ведущ…|бот|бота|боту|ботик…|хост…|модер…|админ…)';
/** The host or the bot as players shorten them ("вед", "ведун", "ботяра"). */
const HOST2 = '(?:ведущ…|вед|веда|веду|ведом|ведун…|бот|бота|боту|ботом|ботик…|ботяр…|хост…|модер…|админ…)';
/** Private channels: "в лс", "в л.с." (read "влс"), личка, дм, директ, тг; the preposition falls in the gap before. */
const CHANNEL = '(?:лс|влс|личк…|вличк…|личн…|дм|dm|директ…|тг|телег…|дискорд…|дс|приват…|пм)';
/** What the host or bot sends: words, signs, reactions. */
/** Private channels between players: messengers, calls, voice notes; the table's own chat is not one. */
const PRIVATE = alt(
  'лс',
  'влс',
  'личк…',
  'вличк…',
  'личн…',
  'дм',
  'dm',
  'директ…',
  'тг',
  'телег…',
  'телеграм…',
  'дискорд…',
  'дс',
  'вк',
  'вконтакт…',
  'инст…',
  'ватсап…',
  'вотсап…',
  'whatsapp',
  'вайбер…',
  'viber',
  'фейстайм…',
  'facetime',
  'скайп…',
  'смс…',
  'эсэмэс…',
  'голосов(?:ое|ом|ые|ых|ухой|уху)',
  'войс…',
  'переписк…',
  'диалог…',
);
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
const WROTE = '(?:написал…|писал…|пишет|скинул…|прислал…|отписал…|переслал…|сообщил…|шепнул…)';

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

const ROWS = table([
  {
    kind: 'host-dm',
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
    re: pattern(
      anyOf(
        `⟨${HOST2}~3${CHANNEL}⟩~4${SENT2}`,
        `⟨${CHANNEL}⟩~3${HOST2}~3${SENT2}`,
        `⟨(?:мне|нам)~2${HOST2}~3${SENT2}`,
        `⟨${HOST2}~2(?:мне|нам)~3${SENT2}`,
        `⟨${HOST2}~3${SENT2}~3(?:мне|нам)~2${CHANNEL}⟩`,
        `⟨${HOST2}~1(?:у|ому|ой)?~3${CHANNEL}⟩~4(?:он|она)~1ответил…`,
        `⟨(?:переписк…|скрин…|диалог…|чат)~2(?:с|от)~1${HOST2}⟩`,
      ),
    ),
    // "вед, мне кажется…" is the host addressed in public: a private channel or a sending verb must be there.
    requires: pattern(`⟨(?:${SENT2}|${CHANNEL}|переписк…|скрин…|диалог…)⟩`),
    reason: 'ссылается на личную переписку с ведущим или ботом',
  },
  {
    // The bot's night instructions in its plural-polite voice, with a role: "Вы — Дон. Каждую ночь…", "Вы за мирных. Спите ночью…".
    kind: 'bot-quote',
    re: pattern('⟨вы~1(?:за~1)?(?:комисар…|горожан…|мирн…|мафи…|дон|доном|шериф…|доктор…|маньяк…|путан…|красн…|черн…)⟩'),
    requires: pattern(
      '⟨(?:каждую~1ночь|спите~1ночью|просыпаетесь|ваша~1(?:цель|задача)|ваш~1номер|союзник…|напарник…|убивайте|проверяйте|лечите|добро~1пожаловать|раздача)',
    ),
    reason: 'цитирует личное сообщение бота',
  },
  {
    kind: 'bot-quote',
    re: pattern(BOT_TEMPLATES.join('|')),
    reason: 'цитирует личное сообщение бота',
  },
  {
    // A seat and a private channel beside "мне / у меня / мы с": "мне 6 в тг черканул", "7 мне в инсте скинул",
    // "в телеге 9 мне признался", "у меня голосовое от 2", "я с 10 в вк переписываюсь", "скрин диалога с 8".
    kind: 'pm-appeal',
    re: pattern(
      anyOf(
        `⟨(?:мне|нам)~3${V.seat}~3${PRIVATE}⟩`,
        `⟨${V.seat}~3(?:мне|нам)~3${PRIVATE}⟩`,
        `⟨${PRIVATE}~3${V.seat}~2(?:мне|нам)⟩`,
        `⟨(?:мне|нам|у~1меня)~2${PRIVATE}~2(?:от~1)?${V.seat}⟩`,
        `⟨(?:мы|я)~1с~1${V.seat}~3(?:${PRIVATE}|перекидыва…|сообщениями|созвонил…|созвани…|списал…|списыва…)⟩`,
        `⟨(?:переписк…|скрин…|диалог…|сообщени…|смс…|голосов…)~2(?:с|от)~1${V.seat}⟩`,
        `⟨${V.seat}~2(?:мне|нам)~1(?:позвонил…|звонил…|набрал…|перезвонил…)⟩`,
      ),
    ),
    // Rules and denials: "писать в лс игрокам запрещено", "мне никто в личку не пишет".
    unless: pattern('⟨(?:никто|запрещ…|нельзя|не~1(?:пиши…|пишу|писал…|делайте|стучи…|переписыва…))'),
    reason: 'ссылается на личную переписку с другим игроком',
  },
  {
    kind: 'pm-appeal',
    re: pattern(
      anyOf(
        `⟨(?:мне|нам)~1${V.seat}~4${WROTE}`,
        `⟨${V.seat}~3(?:мне|нам)~2${WROTE}`,
        `⟨${V.seat}~1${WROTE}~2(?:мне|нам)⟩`,
        `⟨(?:мы|я)~1с~1${V.seat}~3(?:списал…|переписыва…|переписал…|созвонил…|договорил…~2(?:в~1лс|в~1личк…)|общал…~2(?:в~1лс|в~1личк…))`,
        `⟨(?:мне|нам)~3${WROTE}~3в~1(?:лс|личк…)`,
      ),
    ),
    unless: pattern(`⟨${HOST}⟩`),
    // Anchored on "мне", "мы", seat numbers — common words: first make sure a correspondence verb is there.
    requires: pattern(`⟨(?:${WROTE}|списал…|переписыва…|переписал…|созвонил…|договорил…|общал…)`),
    reason: 'ссылается на переписку с другим игроком',
  },
]);

/** Private channels players use beside the table. */
const PM_CHANNEL = alt(
  'лс',
  'личк…',
  'личн…~1сообщени…',
  'л/с',
  'тг',
  'телег…',
  'телеграм…',
  'вк',
  'вконтакте',
  'дс',
  'дискорд…',
  'директ…',
  'ватсап…',
  'вотсап…',
  'вацап…',
  'вайбер…',
  'инст…',
  'смс',
  'эсэмэс',
  'мессенджер…',
  'переписк…',
  'голосов…',
  'гс',
  'войс…',
  'фейстайм…',
  'созвон…',
  'звонк…',
  'стикер…',
  'скрин…',
);

const MORE = table([
  {
    // "мне 6 в тг черканул", "мы с 2 в личке договорились", "скрин переписки с 10", "в дискорде 8 мне признался".
    kind: 'pm-appeal',
    re: pattern(
      anyOf(
        `⟨(?:в|по|через)~1${PM_CHANNEL}`,
        `⟨переписк…~2(?:с|со)~1${V.seat}⟩`,
        `⟨(?:сообщени…|смс|голосов…|скрин…)~2от~1${V.seat}⟩`,
        `⟨от~1${V.seat}~2(?:пришл…|пришел|прилетел…)`,
        `⟨(?:позвонил…|созвонил…|звонил…)~3(?:${V.seat}|мне|нам)`,
      ),
    ),
    requires: [pattern(`⟨(?:мне|мы|я|нам|меня|мной)⟩`), pattern(`⟨${V.seat}⟩`)],
    // A request to write later, the host or the bot (4.3), or the game's own chat are no private correspondence.
    unless: pattern(
      anyOf(
        '⟨(?:напиши|напишите|пиши|пишите|скинь|скиньте|кинь|киньте|добавь|добавьте|добавлю|напишу|спишемся|созвонимся|стукни|стукните)⟩',
        `⟨${HOST}⟩`,
        '⟨в~1(?:общ…|игров…)~1чат…',
      ),
    ),
    reason: 'ссылается на переписку с другим игроком',
  },
]);

export const detectCorrespondence = tableDetector(ROWS, MORE);
