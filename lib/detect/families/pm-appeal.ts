/**
 * Online 3.8 forbids voicing, true or false, one's correspondence with
 * another player to prove a role or sway the game: what a seat wrote, sent or
 * said in private, through any channel (lexicons/channel.ts: лс, личка,
 * телега, вк, ватсап, директ, calls, voice notes, screenshots), in any word
 * order, one's own side of it ("мы с 5 списались", "я переписывался с 8"),
 * or a message from a seat hanging unread ("у меня от 6 сообщение висит").
 * Allowed: the rule itself ("писать в лс запрещено"), a denial ("мне никто
 * не пишет"), asking to write after the game, the host and the bot (4.3). The
 * act layer (act.ts) reads each match: a denial, the rule, or asked of
 * someone ("расскажи всем, что тебе 3 писал" is a provocation, 2.9).
 */

import { alt, anyOf } from '../../text/alt';
import { pattern, V } from '../../text/pattern';
import { table } from '../table';
import { group } from '../lexicons/entries';
import { PRIVATE_CHANNELS } from '../lexicons/channel';
import { BOT_MESSAGE } from '../lexicons/bot';
import { voiced } from './host-dm';
import { none, removal } from '../../rulesets/cost';
import { HOST_OR_BOT } from '../vocab';
import { family } from '../family';

const HOST = HOST_OR_BOT;

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

const WROTE = '(?:написал…|писал…|пишет|скинул…|прислал…|отписал…|переслал…|сообщил…|шепнул…)';

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

const ROWS = table([
  {
    // A seat and a private channel beside "мне / у меня / мы с": "мне 6 в тг черканул", "7 мне в инсте скинул",
    // "в телеге 9 мне признался", "у меня голосовое от 2", "я с 10 в вк переписываюсь", "скрин диалога с 8".
    kind: 'pm-appeal',
    judge: voiced('pm-appeal'),
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
    judge: voiced('pm-appeal'),
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
  {
    // "мне 6 в тг черканул", "мы с 2 в личке договорились", "скрин переписки с 10", "в дискорде 8 мне признался".
    kind: 'pm-appeal',
    judge: voiced('pm-appeal'),
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

/** Private channels, for the further shapes below. */
const CHANNEL = group(PRIVATE_CHANNELS);

/** Further shapes: a message from a seat, one's own correspondence with a seat, a seat's private confession. */
const MORE = table([
  {
    // "у меня от 6 сообщение висит", "у нас с 9 своя переписка", "4 в лс признался", "я переписывался с 8".
    kind: 'pm-appeal',
    re: pattern(
      anyOf(
        `⟨от~1${V.seat}~2${group(BOT_MESSAGE)}`,
        `⟨(?:у~1нас|мы|я)~1с~1${V.seat}~2(?:своя~1|наша~1|есть~1)?переписк…`,
        `⟨(?:я|мы)~1(?:переписывал…|переписал…|списал…|списывал…|созванивал…|созвонил…|общал…~2в~1(?:лс|личк…))~2с~1${V.seat}⟩`,
        `⟨${V.seat}~2(?:в|во)~1${CHANNEL}~3(?:признал…|сказал…|написал…|писал…|пишет|сообщил…|рассказал…|скинул…|кинул…|отписал…|черканул…)`,
        `⟨(?:тебе|вам)~3${V.seat}~3(?:в|во)~1${CHANNEL}`,
      ),
    ),
    unless: pattern(`⟨${HOST}⟩`),
    judge: voiced('pm-appeal'),
    reason: 'ссылается на личную переписку с другим игроком',
  },
]);

export default family({
  name: 'pm-appeal',
  kinds: {
    'pm-appeal': { online: removal('3.8'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: [{ stage: 'acts', tables: [ROWS, MORE] }],
  examples: {
    finds: {
      'pm-appeal': [
        'мне 8 написал что он шериф',
        'мы с 4 переписывались, он мирный',
        'мне 2-й игрок писал в лс',
        'у меня от 7 сообщение висит: «я доктор»',
        '5 в телеге признался, что дон',
      ],
    },
    clean: ['мне 8 говорил на речи, что он шериф', 'я писал в чат', 'писать в лс во время игры запрещено', 'мне никто в личку не пишет'],
  },
});
