/**
 * Threats, blackmail and bribes, the slots beyond the plain words of harm
 * (threat.ts): the gestures of a stage direction, shutting someone out of a
 * circle (clan, club, lobby, team), harm said vaguely ("будут проблемы",
 * "по-другому поговорю"), harm veiled as a fact of life (living in one
 * entrance, a brother in the club's security), favours and perks offered for
 * a vote (a ride home, a taxi paid, one's rating points, help in the next
 * game). Reviewed against online-rules 4.2 and club remarks «угрозы в любой
 * форме, шантаж, подкуп». Entries are phrases of the pattern language
 * (entries.ts).
 */
import { entries } from './entries';

/** Gestures that threaten whoever they are aimed at, as stage directions or in the first person. */
export const THREAT_GESTURES = entries`
  грожу ~2 кулак…
  грозит ~2 кулак…
  грозит ~2 пальцем
  грозится ~2 кулак…
  жест ~3 по ~1 горлу
  замахивается
  замахиваюсь
  замахнулась
  замахнулся
  ладонью ~2 по ~1 горлу
  пальцем ~2 по ~1 горлу
  показывает ~3 кулак…
  показываю ~3 кулак…
  проводит ~3 по ~1 горлу
  провожу ~3 по ~1 горлу
  трясет ~2 кулак…
  чиркает ~3 по ~1 горлу
`;

/** Gestures that threaten only when aimed at someone ("разминает кулаки, глядя на 8"). */
export const AIMED_GESTURES = entries`
  бьет ~1 кулаком ~2 в ~1 ладонь
  бьет ~1 кулаком ~2 по ~1 ладони
  закатывает ~1 рукава
  засучивает ~1 рукава
  разминает ~1 костяшки
  разминает ~1 кулаки
  разминает ~1 пальцы
  сжимает ~1 кулаки
  стучит ~1 кулаком ~2 в ~1 ладонь
  стучит ~1 кулаком ~2 по ~1 ладони
  хрустит ~1 костяшками
  хрустит ~1 пальцами
  хрустит ~1 шеей
`;

/** Circles one can be shut out of: "из клана", "в мои лобби", "на турнир", "в клуб". */
export const CIRCLES = entries`
  гильди…
  группу
  группы
  дискорд…
  друзей
  друзья
  клан…
  клуб…
  команд…
  лобби
  пати
  сервер…
  сообществ…
  стак…
  турнир…
  чат…
`;

/** Shutting out, said to the person or by the one who decides: "вылетишь", "не зайдёшь", "не беру". */
export const SHUT_OUT = entries`
  больше ~1 не ~1 будет
  вылетите
  вылетишь
  выпнем
  выпну
  выпру
  исключим
  исключу
  не ~1 берем
  не ~1 беру
  не ~1 возьмем
  не ~1 возьму
  не ~1 зайдете
  не ~1 зайдешь
  не ~1 зовем
  не ~1 зову
  не ~1 играть
  не ~1 позову
  не ~1 попадете
  не ~1 попадешь
  не ~1 появляйся
  не ~1 приглашаю
  не ~1 приглашу
  не ~1 приходи
  не ~1 приходите
  не ~1 пускаем
  не ~1 пускаю
  не ~1 пустим
  не ~1 пущу
  полетите
  полетишь
  удалим
  удалю
`;

/**
 * Harm said vaguely, a threat only as the consequence of someone's play:
 * "ещё раз выставишь — будут проблемы", "не поддержишь — по-другому поговорим".
 */
export const VAGUE_HARM = entries`
  будет ~1 плохо
  будет ~2 неприятно
  будут неприятности
  будут проблемы
  за ~1 себя ~1 не ~1 отвечаю
  за ~1 себя ~1 не ~1 ручаюсь
  неприятности будут
  пеняй ~1 на ~1 себя
  пеняйте ~1 на ~1 себя
  проблем ~1 не ~1 оберешься
  проблемы будут
  тебе ~2 не ~1 понравится
  хуже будет
  что ~1 с ~1 вами ~1 сделаю
  что ~1 с ~1 тобой ~1 сделаю
  что ~1 я ~1 с ~1 вами ~1 сделаю
  что ~1 я ~1 с ~1 тобой ~1 сделаю
`;

/** Harm veiled as a fact of life, a threat with a warning or a condition: "мы ведь в одном подъезде живём". */
export const VEILED = entries`
  брат ~3 охранник…
  в ~1 одном ~1 дворе
  в ~1 одном ~1 доме
  в ~1 одном ~1 подъезде
  в ~1 одном ~1 районе
  вспомни ~2 кто ~1 тебя ~3 привел
  знаю ~2 кое-что ~2 про ~1 тебя
  знаю ~2 о ~1 тебе ~1 кое-что
  знаю ~2 про ~1 тебя ~1 кое-что
  знаю ~2 твоих ~1 детей
  знаю ~2 твою ~1 машину
  знаю ~2 твою ~1 семью
  кое-что ~2 про ~1 тебя ~1 знаю
  компромат ~2 на ~1 тебя
  мало ~1 ли ~1 чего
  мало ~1 ли ~1 что
  машин… ~2 на ~1 парковке
  на ~1 тебя ~2 компромат…
  о ~1 своей ~1 машин…
  о ~1 своих ~1 машин…
  о ~1 тебе ~2 кое-что ~1 знаю
  охранником ~1 работает
  про ~1 тебя ~2 кое-что ~1 знаю
  у ~1 меня ~3 в ~1 мили…
  у ~1 меня ~3 в ~1 охран…
  у ~1 меня ~3 в ~1 полици…
  у ~1 меня ~3 в ~1 прокуратур…
  у ~1 меня ~3 в ~1 фсб
  у ~1 меня ~3 связи
  у ~1 тебя ~1 дети ~1 есть
  у ~1 тебя ~1 жена ~1 есть
  у ~1 тебя ~1 семья ~1 есть
`;

/** The warning a veiled threat comes with: "подумай", "учти", "имей в виду". */
export const WARNINGS = entries`
  запомни
  имей ~1 в ~1 виду
  имейте ~1 в ~1 виду
  не ~1 забывай
  подумай…
  помни
  смотри
  учти
  учтите
`;

/** Goods and services a bribe offers besides money (threat.ts GOODS): points, a ride, a taxi. */
export const PERKS = entries`
  балл…
  бензин…
  билет…
  кошелек
  очки ~1 рейтинга
  проезд
  рейтинг
  такси
`;

/** Where money is sent: "сто рублей тебе на карту". */
export const TRANSFERS = entries`
  на ~1 баланс
  на ~1 карт…
  на ~1 киви
  на ~1 сбер…
  на ~1 счет
  на ~1 телефон
  на ~1 тиньк…
  на ~1 юмани
  переводом
`;

/** Offers that name their favour themselves: a ride home. */
export const FAVOURS = entries`
  довезу
  отвезу ~2 домой
  подброшу ~2 до
  подброшу ~2 домой
  подвезу
  подпишусь
`;

/** A later game, where a favour or revenge is promised: "в следующей игре помогу", "в другой раз припомню". */
export const LATER_GAMES = entries`
  в ~1 другой ~1 игре
  в ~1 другой ~1 раз
  в ~1 кланвар…
  в ~1 следующей ~1 игре
  в ~1 следующей ~1 катке
  в ~1 следующей ~1 партии
  в ~1 следующий ~1 раз
  в ~1 следующих ~1 играх
  в ~1 следующую ~1 игру
  всю ~1 следующую ~1 игру
  на ~1 кланвар…
  на ~1 турнир…
  следующие ~2 игр…
`;

/** Help promised for a later game, a bribe when tied to a vote: "кто меня оставит — тому в следующей игре помогу". */
export const LATER_HELP = entries`
  верну ~1 долг…
  не ~1 трону
  отплачу
  поддержу
  подыграю
  помогу
  прикрою
`;

/** Revenge promised for a later game: "в следующей игре я тебе устрою". */
export const LATER_REVENGE = entries`
  держись
  держитесь
  отомщу
  отыграюсь
  припомню
  устрою
`;

/**
 * Harm promised without naming it, to the one whose move is the condition, complete only at the end of its clause:
 * "ещё раз назовёшь меня мафией — получишь", not "получишь проверку".
 */
export const BARE_HARM = entries`
  доиграешься
  допрыгаешься
  нарветесь
  нарвешься
  огребете
  огребешь
  отхватите
  отхватишь
  получите
  получишь
  схлопочете
  схлопочешь
`;

/**
 * A vote's price asked or offered: buying the vote is the tie itself ("сколько стоит твой голос?", "продашь голос?").
 */
export const VOTE_PRICE = entries`
  куплю ~2 голос…
  покупаю ~2 голос…
  почем ~2 голос…
  продадите ~2 голос…
  продай ~2 голос…
  продайте ~2 голос…
  продашь ~2 голос…
  сколько ~1 стоит ~2 голос…
  сколько ~2 за ~2 голос…
`;

/** Harm to someone's standing in the club, in the first person: "рейтинг тебе обнулю", "в рейтинге утоплю". */
export const STANDING_HARM = entries`
  завалю
  испорчу
  обнулю
  опущу
  понижу
  порежу
  снижу
  срежу
  урежу
  утоплю
`;

export const STANDINGS = entries`
  очки ~1 рейтинга
  птс
  рейтинг…
  репутаци…
  эло
`;

/** A threat left unsaid, complete only at the end of its clause: "я тебе устрою!" (not "устрою тебе проверку"). */
export const UNSAID = entries`
  вам ~1 устрою
  ей ~1 устрою
  ему ~1 устрою
  тебе ~1 устрою
  устрою ~1 вам
  устрою ~1 ей
  устрою ~1 ему
  устрою ~1 тебе
`;

/** A move against the person promised for a later game, a threat when tied to a vote: "иначе в следующей игре убью тебя первой же ночью". */
export const LATER_MOVES = entries`
  буду ~2 выставлять
  буду ~2 сливать
  буду ~2 ставить
  буду ~2 стрелять
  буду ~2 убивать
  выставлю
  застрелю
  отстреляю
  солью
  убью
`;

/** Throwing at someone, in the first person: "кину в тебя стаканом". */
export const THROWS = entries`
  брошу
  запульну
  запущу
  кину
  метну
  швырну
`;

/** What is thrown at someone across a table: "кину в тебя стаканом", "тапком запущу". */
export const THROWN = entries`
  бокал…
  ботинк…
  бутылк…
  кружк…
  пепельниц…
  стакан…
  стул…
  табуретк…
  тапк…
  тапок
  телефон…
  чашк…
`;

/**
 * A grudge promised to the person, or a warning to beware, a threat unless kept
 * inside the game ("припомню на следующем круге", "мафия, берегитесь"): "я тебе
 * это припомню", "8, берегись".
 */
export const GRUDGES = entries`
  берегись
  берегитесь
  вам ~2 припомню
  припомню ~2 вам
  припомню ~2 тебе
  тебе ~2 припомню
`;

/**
 * The speaker's own guarantee that a consequence will come: what makes a fate
 * said of the game or of a circle a threat ("игра на этом закончится, я
 * позабочусь"), not a forecast ("уйдёт 8 — игра закончится, город проиграет").
 */
export const VOWS = entries`
  будь ~1 уверен
  будьте ~1 уверены
  гарантирую
  обещаю
  позабочусь
  прослежу
  я ~1 это ~1 обеспечу
  я ~1 это ~1 устрою
`;

/** The game's end said as a fate, a threat only with the speaker's guarantee (VOWS). */
export const ENDINGS = entries`
  игра ~4 завершится
  игра ~4 закончится
  игра ~4 кончится
  игре ~2 конец
  игры ~2 больше ~1 не ~1 будет
`;

/** Damage to someone's things, in the first person: "колёса проколю", "машину поцарапаю". */
export const PROPERTY_HARM = entries`
  подожгу
  поцарапаю
  проколю
  разнесу
  разобью
  сожгу
  спущу
  угоню
`;

export const PROPERTY = entries`
  велик…
  дверь
  дом
  квартир…
  колес…
  машин…
  окна
  окно
  тачк…
  хату
  шины
`;

/** A blow given, in the first person, with where it lands or its name: "по лицу дам", "врежу по морде", "леща пропишу". */
export const STRIKES = entries`
  влеплю
  врежу
  всеку
  въеду
  дам
  двину
  заеду
  залеплю
  засвечу
  отвешу
  пропишу
  съезжу
  тресну
`;

/** Letting someone into a circle (CIRCLES), a bribe for a move: "поддержишь — возьму тебя в команду". */
export const LET_IN = entries`
  возьму
  впишу
  добавлю
  позову
  приглашу
  приму
  проведу
`;

/** Places of one's life outside the game, where a meeting threatens: "завтра в универе встретимся". */
export const LIFE_PLACES = entries`
  в ~1 институте
  в ~1 колледже
  в ~1 общаге
  в ~1 офисе
  в ~1 универе
  в ~1 школе
  на ~1 парах
  на ~1 работе
  на ~1 районе
`;

/** Meeting the person, in the first person or together: "встретимся", "поймаю", "найду". */
export const MEETS = entries`
  встретимся
  встречу
  жду
  найду
  пересечемся
  поговорим
  поймаю
  увидимся
`;

/** Revealing one's own role to the table, a threat to wreck the game: "ставьте — роль в чат скину". */
export const REVEAL_VERBS = entries`
  вскрою
  выложу
  кину
  покажу
  скину
  солью
  спалю
`;

export const OWN_ROLE = entries`
  карточку
  карту ~1 роли
  роль
  скрин ~1 роли
`;
