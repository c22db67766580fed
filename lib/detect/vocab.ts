/**
 * Game vocabulary shared by detectors that need to know whether a phrase is
 * about the game (colours, roles, night actions, votes, seats).
 */
import { alt } from '../text/alt';
import { pattern } from '../text/pattern';
import { group } from './lexicons/entries';
import { GAME_OVER } from './lexicons/after-game';
import { SEAT_WORDS } from './lexicons/seat-words';
import { listGroup } from '../text/wordlist';

/** Colours, roles, game actions and seat numbers. */
const MOVES =
  'красн…|черн…|кр|чр|кра|мирн…|мафи…|маф|мафы|шериф…|шер|дон|доном|доне|дону|доны|доктор…|док|маньяк…|путан…|лжешериф…|' +
  'провер…|чек…|отстрел…|стрел…|выстрел…|застрел…|убь…|убил…|убив…|голос…|заголос…|проголос…|выстав…|выставл…|поднял…|подним…|' +
  'версия|верси…|вскры…|кандидат…|ночью|ночь|ночной|ночн…|тройк…|двойк…|четверк…|роль|роли|ролью|карт…|лжет|врет|соврал…|ручк…|' +
  '(?:0?[1-9]|10)(?:-?(?:й|ой|ый|ий|го|му|ому|ым|ом|ку|ки|ке|ка|чр|кр))?' +
  // A number of minutes, times or years is no seat: "вернусь через 10 минут", "ещё 5 секунд", "2 раза".
  '(?!~0(?:минут…|мин⟩|секунд…|секундочк…|сек⟩|час…|раз⟩|раза⟩|процент…|лет⟩|год…|рубл…))';

/**
 * A seat named in words ("седьмой, сдавайся", "десятый тоже не чистый"), not an order or a count ("первый раз",
 * "вторая ночь", "опять первым ушёл").
 */
/** A seat in words, as a club's table names them ("на пятого", "седьмой!"): a pattern group. */
export const SEAT_IN_WORDS = listGroup(SEAT_WORDS);

const SEAT_NAMED =
  `(?:${SEAT_IN_WORDS})` +
  '(?!~0(?:раз…|день|дня|дне|ночь…|ночи|круг…|игр…|парти…|катк…|очеред…|мест…|ряд…|минут…|час…|уш…|ухож…|вылет…|выбыл…|умер…))';

/** Words that make a phrase about the game, winning and losing included. */
export const GAME_TALK = pattern(
  `⟨(?:${MOVES}|${SEAT_NAMED}|победа|победи…|выигра…|проигра…|команд…|слил…|слива…|руку|ставь|поставь|поставлю|ставлю)⟩`,
);

/** The game's end declared: "мирные победили", "игра окончена". */
export const GAME_OVER_SAID = pattern(`⟨${group(GAME_OVER)}`);

/** Game talk without winning and losing, which are said of any game ("выиграю в коинфлип"). */
export const GAME_MOVES = pattern(`⟨(?:${MOVES})⟩`);

/** Finding out later ("увидите", "поймёшь", "будет видно"): what a promise about the discussion or the results says will happen. */
export const PERCEIVE = alt(
  'узнаете',
  'узнаешь',
  'увидите',
  'увидишь',
  'поймете',
  'поймешь',
  'убедитесь',
  'убедишься',
  'посмотрите',
  'посмотришь',
  'глянете',
  'глянешь',
  'проверите',
  'проверишь',
  'будет~1(?:видно|написано|понятно|ясно)',
  'станет~1(?:ясно|понятно|видно)',
  'все~1станет~1ясно',
  'откроется',
  'вскроется',
  'покажет',
  'покажут',
  'всплывет',
  'рассудит',
);

/** The host or the bot, as a pattern group (the host's or bot's messages, correspondence with them). */
export const HOST_OR_BOT = '(?:ведущ…|бот|бота|боту|ботик…|хост…|модер…|админ…)';

/**
 * A game colour or role as a whole word ("кр", "маф", "дон" only as words:
 * "красиво", "мафон", "донести" are not colours), for patterns.
 */
export const COLOR_WORD = alt(
  'красн…',
  'черн…',
  'кр⟩',
  'чр⟩',
  'кра⟩',
  'мирн…',
  'мирк…',
  'мирняк…',
  'мафи…',
  'маф⟩',
  'мафы⟩',
  'мафа⟩',
  'мафов⟩',
  'шериф…',
  'шер⟩',
  'шера⟩',
  'шеру⟩',
  'дон⟩',
  'дона⟩',
  'доном⟩',
  'доне⟩',
  'дону⟩',
  'доны⟩',
  'доктор…',
  'док⟩',
  'маньяк…',
  'лжешериф…',
  'путан…',
  'бел(?:ый|ая|ое|ые|ым|ой|ого|ую)⟩',
  'городск…',
  'комисар…',
  'комиссар…',
);

export function has(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const r = re.test(s);
  re.lastIndex = 0;
  return r;
}
