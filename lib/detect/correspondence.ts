/**
 * Voicing private correspondence: with the host or the bot (online 4.3) or
 * with another player (3.8), including pasting the bot's private messages,
 * recognised by the phrases of its templates.
 */
import type { Normalized } from '../text/normalize';
import { pattern, V } from '../text/pattern';
import { runTable, table } from './table';
import type { Finding } from './types';

const SENT = '(?:написал…|отправил…|прислал…|скинул…|переслал…|ответил…|сообщил…|шепнул…|отписал…|выдал|выдала|подтвердил…|сказал…~1в~1(?:лс|личк…))';
const HOST = '(?:ведущ…|бот|бота|боту|ботик…|хост…|модер…|админ…)';
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
  '⟨вам~1(?:подмигнул|мигнул)…~1игрок…',
  '⟨вы~1играете~1за~1(?:красн…|черн…|мирн…|мафи…)',
  '⟨ваша~1задача⟩',
  '⟨вы~1проверили~1игрок…',
  '⟨результат~1проверки',
  '⟨мирный~1игрок~1не~1может~1мигать',
  '⟨вы~1(?:выбрали|убили|вылечили|застрелили|отстреляли)~1игрок…',
  '⟨ваш~1(?:выстрел|ход|выбор)~1(?:принят|засчитан)',
];

const ROWS = table([
  {
    kind: 'host-dm',
    re: pattern(`⟨(?:мне|нам)~3${HOST}⟩~3${SENT}|⟨${HOST}~2(?:мне|нам)~3${SENT}|⟨${HOST}~1${SENT}~2(?:мне|нам)⟩|⟨${HOST}~2(?:в~1лс|в~1личк…|лично)~2(?:сказал…|говорил…|написал…|ответил…|шепнул…)|⟨в~1(?:лс|личк…|личных~1сообщени…)~2(?:от~1)?${HOST}⟩|⟨${HOST}~1(?:в~1лс|в~1личк…)~2${SENT}`),
    reason: 'ссылается на переписку с ведущим или ботом',
  },
  {
    kind: 'bot-quote',
    re: pattern(BOT_TEMPLATES.join('|')),
    reason: 'цитирует личное сообщение бота',
  },
  {
    kind: 'pm-appeal',
    re: pattern(`⟨(?:мне|нам)~1${V.seat}~4${WROTE}|⟨${V.seat}~3(?:мне|нам)~2${WROTE}|⟨(?:мы|я)~1с~1${V.seat}~3(?:списал…|переписыва…|переписал…|созвонил…|договорил…~2(?:в~1лс|в~1личк…)|общал…~2(?:в~1лс|в~1личк…))|⟨(?:мне|нам)~3${WROTE}~3в~1(?:лс|личк…)`),
    unless: pattern(`⟨${HOST}⟩`),
    reason: 'ссылается на переписку с другим игроком',
  },
]);

export function detectCorrespondence(n: Normalized): Finding[] {
  return runTable(ROWS, n);
}
