/**
 * Voicing correspondence with another player (online 3.8): through any
 * channel (private chat, Telegram, VK, Discord, a call, a sticker, a
 * screenshot), to prove a role. Asking someone to write after the game, the
 * table's own chat, a rule or a denial is no appeal. The further shapes (a
 * message from a seat one has, a correspondence shared with a seat, what a
 * seat did in a private channel, corresponding with a seat named after the
 * verb) read reviewed lists (lexicons/: channels, message nouns, telling and
 * corresponding verbs, seats in words).
 * The act layer (act.ts) reads each match: a denial, the rule, or asked of
 * someone ("расскажи всем, что тебе 3 писал" is a provocation, 2.9).
 */

import { alt, anyOf } from '../../text/alt';
import { pattern, V } from '../../text/pattern';
import { table } from '../table';
import { spokenOnly } from '../act';
import { voiced } from './host-dm';
import { none, removal } from '../../rulesets/cost';
import { HOST_OR_BOT } from '../vocab';
import { family } from '../family';
import { listGroup } from '../../text/wordlist';
import { CHANNELS } from '../lexicons/channels';
import { CORRESPONDENCE_VERBS } from '../lexicons/correspondence-verbs';
import { MESSAGE_NOUNS } from '../lexicons/message-nouns';
import { SEAT_WORDS } from '../lexicons/seat-words';
import { TELLING_VERBS } from '../lexicons/telling-verbs';

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
  // A voice message ("голосовое", "голосовуха"), never a vote ("голосовал", "по логике голосов").
  'голосов(?:ое|ого|ом|ые|ых|ухой|уху|уха|ухе)',
  'гс',
  'войс…',
  'фейстайм…',
  'созвон…',
  'звонк…',
  'стикер…',
  'скрин…',
);

/** The table's own chat, where everyone reads: "в общем чате", "в игровом чате", "чат стола". */
const TABLE_CHAT = '⟨в~1(?:общ…|игров…)~1чат…|⟨чат…~1стола';

// Rules and denials ("писать в лс запрещено", "мне никто не пишет"), requests to write, the table's chat, the host.
const NOT_PM_WORDS = [
  '⟨(?:никто|никому|запрещ…|нельзя|ппк)⟩',
  '⟨не~1(?:пиши…|пишу|писал…|делайте|переписыва…|списыва…|отвеча…)',
  '⟨(?:напиши|напишите|пиши|пишите|скинь|скиньте|кинь|киньте|добавь|добавьте|спишемся|созвонимся|стукни|стукните)⟩',
  TABLE_CHAT,
  '⟨(?:ведущ…|бот|бота|боту|хост…|модер…|админ…)⟩',
];
const NOT_PM = pattern(anyOf(...NOT_PM_WORDS));

const ROWS = table(
  spokenOnly(
    [
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
            `⟨(?:переписк…|скрин…|диалог…|сообщени…|смс…|голосов(?:ое|ого|ом|ые|ых|уха|ухе|уху))~2(?:с|от)~1${V.seat}⟩`,
            `⟨${V.seat}~2(?:мне|нам)~1(?:позвонил…|звонил…|набрал…|перезвонил…)⟩`,
          ),
        ),
        // Rules and denials: "писать в лс игрокам запрещено", "мне никто в личку не пишет"; the table's own chat
        // ("моя переписка с 8 в общем чате выше") is read by all.
        unless: pattern(anyOf('⟨(?:никто|запрещ…|нельзя|не~1(?:пиши…|пишу|писал…|делайте|стучи…|переписыва…))', TABLE_CHAT)),
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
        unless: pattern(anyOf(...NOT_PM_WORDS, `⟨${HOST}⟩`)),
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
            `⟨(?:сообщени…|смс|голосов(?:ое|ого|ом|ые|ых|уха|ухе|уху)|скрин…)~2от~1${V.seat}⟩`,
            `⟨от~1${V.seat}~2(?:пришл…|пришел|прилетел…)`,
            `⟨(?:позвонил…|созвонил…|звонил…)~3(?:${V.seat}|мне|нам)`,
          ),
        ),
        requires: [pattern(`⟨(?:мне|мы|я|нам|меня|мной)⟩`), pattern(`⟨${V.seat}⟩`)],
        // A request to write later, the host or the bot (4.3), or the game's own chat are no private correspondence.
        unless: pattern(anyOf(...NOT_PM_WORDS, '⟨(?:добавлю|напишу)⟩', `⟨${HOST}⟩`)),
        reason: 'ссылается на переписку с другим игроком',
      },
    ],
    { reports: true },
  ),
);

const CHANNEL = listGroup(CHANNELS);
const NOUN = listGroup(MESSAGE_NOUNS);
const TELL = listGroup(TELLING_VERBS);
const MUTUAL = listGroup(CORRESPONDENCE_VERBS);
/** A seat as a number or in words ("с пятым", "тройка мне написала"). */
const SEAT = `(?:${V.seat}|${listGroup(SEAT_WORDS)})`;

const MORE = table(
  spokenOnly(
    [
      {
        kind: 'pm-appeal',
        re: pattern(
          anyOf(
            // "у меня от 6 сообщение", "от 6 голосовое пришло мне".
            `⟨от~1${SEAT}~2${NOUN}⟩`,
            // "у нас с 9 своя переписка", "мы с 4 в одном чате".
            `⟨(?:у~1нас|у~1меня|мы|я)~1с~1${SEAT}~2(?:(?:своя~1|наша~1|личная~1|отдельная~1)?(?:переписк…|диалог…|лс|личк…)` +
              '|(?:свой|наш|личный|отдельный)~1чат…)⟩',
            // "4 в лс признался что дон", "6 в телеге мне написал".
            `⟨${SEAT}~2(?:мне~1|нам~1)?(?:в|во|по|через)~1${CHANNEL}~3${TELL}⟩`,
            `⟨${SEAT}~2${TELL}~3(?:в|во|по|через)~1${CHANNEL}⟩`,
            // "я переписывался с 8", "мы списались с 2", "мы с пятым переписываемся".
            `⟨(?:я|мы)~2${MUTUAL}~2(?:с|со)~1${SEAT}⟩`,
            `⟨(?:я|мы)~1(?:с|со)~1${SEAT}~3${MUTUAL}`,
            // "мне пятый в лс написал".
            `⟨(?:мне|нам)~2${SEAT}~3(?:в|во|по|через)~1${CHANNEL}⟩`,
          ),
        ),
        unless: NOT_PM,
        judge: voiced('pm-appeal'),
        reason: 'ссылается на переписку с другим игроком',
      },
      {
        kind: 'pm-appeal',
        re: pattern(
          anyOf(
            // The channel first, the telling done in it: "в личке 6 признался", "в нашем тг-чате 2 написал".
            `⟨(?:в|во|по|через)~2${CHANNEL}~2${SEAT}~3${TELL}⟩`,
            // Its message quoted by its sender: "лс от 4: «я мирный»".
            `⟨${CHANNEL}~1от~1${SEAT}⟩`,
            // What was sent a seat there: "скинул 7 в личку свою проверку".
            `⟨${TELL}~2${SEAT}~2(?:в|во|по|через)~1${CHANNEL}⟩`,
          ),
        ),
        unless: NOT_PM,
        judge: voiced('pm-appeal', true),
        reason: 'ссылается на переписку с другим игроком',
      },
    ],
    { reports: true },
  ),
);

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
        'у меня от 3 голосовое, он красный',
        'у нас с 7 отдельная переписка',
        '2 в телеге проговорился что дон',
        'я созванивался с 9, он мирный',
        'у меня от 7 сообщение висит: «я доктор»',
        '5 в телеге признался, что дон',
        'в тг 6 написал, что он шериф',
        'лс от 4: «я мирный»',
        'я скинул 7 в личку свою проверку',
      ],
    },
    clean: [
      'мне 8 говорил на речи, что он шериф',
      'я писал в чат',
      'мы с 6 в чате спорили',
      'напиши мне в лс после игры',
      'писать в лс во время игры запрещено',
      'мне никто в личку не пишет',
      'в лс 5 мне ничего не писал',
      'жду, когда 3 напишет в лс после игры',
      'в чате 4 написал, что он шериф',
    ],
  },
});
