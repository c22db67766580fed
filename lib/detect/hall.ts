/**
 * Hints from the hall (club remarks: information from outside the game;
 * online 4.9), the shapes of a room with people in it.
 *
 * The rules forbid using anything that comes from someone not playing: the
 * audience, guests, fans, staff, players already out, someone behind one's
 * back or in the gallery — their sign (a nod, a wink, pointing, waving),
 * their word or whisper, their laugh or gasp — about a seat, a colour or a
 * role, and asking them for one ("зал, кто мафия?"). Mentioning the audience
 * without relaying anything ("болельщики, не шумите"), or a past game, is
 * allowed. The row needs both an outsider and a relay or a question, and
 * some game talk: a seat, a colour, a role or "кто".
 */
import { alt } from '../text/alt';
import { pattern } from '../text/pattern';
import { table, tableDetector } from './table';

/** People in the room who are not playing, and places they sit. */
const OUTSIDER = alt(
  'болельщик…',
  'фанат…',
  'публик…',
  'гост(?:и|ей|ям|ями)',
  'наблюдател…',
  'зрител…',
  'зал',
  'зала',
  'залу',
  'залом',
  'сзади',
  'за~1(?:моей~1)?спиной',
  'с~1(?:галерк…|трибун…)',
  'на~1(?:галерк…|трибун…)',
  'бармен…',
  'официант…',
  'администратор…',
  'охранник…',
  'выбывш…',
  'вылетевш…',
  'убитые',
  'убитых',
  'мертвые~1игрок…',
  'кто-то~1из~1(?:публики|зала|зрителей|гостей)',
  'кто~1то~1из~1(?:публики|зала|зрителей|гостей)',
  '(?:мой|моя)~1(?:парень|девушка|друг|подруга|муж|жена)~2в~1зале',
);
/** What they give away: a word, a whisper, a sign, a laugh. */
const RELAY = alt(
  'подсказ…',
  'сказал…',
  'сказали',
  'говор…',
  'шепн…',
  'шепч…',
  'шепт…',
  'кивнул…',
  'кивают',
  'кивнули',
  'кивает',
  'показал…',
  'показывают',
  'показыва…',
  'подмигнул…',
  'подмигива…',
  'маякн…',
  'машут',
  'махнул…',
  'махают',
  'крикнул…',
  'кричат',
  'смеял…',
  'засмеял…',
  'смеются',
  'хихика…',
  'ахнул…',
  'охнул…',
  'намекнул…',
  'намекают',
  'видел…',
  'видела',
  'видели',
  'знают',
  'спалил…',
  'жест…',
);
/** Asking them: "зал, кто…", "гости, подскажите". */
const ASK = '(?:кто|подскажите|скажите|покажите|маякните|помогите|дайте~1знак|подайте~1знак)';

const ROWS = table([
  {
    kind: 'spectator',
    re: pattern(
      `⟨${OUTSIDER}~5${RELAY}|⟨${RELAY}~5${OUTSIDER}⟩|⟨(?:наблюдатели|гости|зрители|болельщики|фанаты|зал|публика|галерка)~1${ASK}⟩`,
    ),
    requires: pattern(
      '⟨(?:красн…|черн…|мирн…|мафи…|маф|кр|чр|шериф…|шер|дон…|доктор…|маньяк…|роль…|роли|карт…|кто|0?[1-9]|10)(?:-?[а-я]{1,3})?⟩',
    ),
    unless: pattern('⟨не~1подсказыва…|⟨без~1подсказ…|⟨(?:в~1прошл…|вчера|прошлый~1раз|в~1тот~1раз|тогда)'),
    reason: 'подсказка из зала (зрители, гости, выбывшие)',
  },
]);

export const detectHall = tableDetector(ROWS);
