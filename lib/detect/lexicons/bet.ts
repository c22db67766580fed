/**
 * Bets (online 4.1: a bet that proves a colour or sways the game; club
 * remarks: any bet, lots and handshakes included): the slots of the act.
 * A bet is an offer now: a betting verb in the speaker's own voice
 * ("спорим", "забьёмся", "держу пари"), a stake ("на сотку", "ставлю
 * косарь"), a claim it hangs on ("что 6 чёрный"). Reviewed against
 * online-rules 4.1 (Пари, Игровое пари, Исключение) and club-remarks
 * ("предложение заключения спора, пари в любой форме (в том числе
 * жеребьевка, рукопожатия за игровым столом)").
 */
import { entries } from './entries';

/**
 * Stems of the betting verbs (see ../vocabulary.ts; "+": reflexive forms
 * only — забьёмся is a bet, "забьём на 10" is "let's drop 10"). спорить
 * also means "to argue": the act layer and the bet's shape (a stake, a claim)
 * tell the two apart.
 */
export const BET_VERBS = entries`
  заби+
  забива+
  забь+
  заспор
  поспор
  спор
  спорн
`;

/**
 * The betting words a pattern row anchors on: the verbs' beginnings, the
 * noun, the fixed phrases. Each match is then read by the act layer.
 */
export const BET_ANCHORS = entries`
  bet
  биться
  бьемся на
  бьемся об заклад
  бьюсь об заклад
  бэт
  ваши ставки
  делаем ставки
  делайте ставки
  держу пари
  забива…
  заби…
  забь…
  закладываемся на
  закладываюсь на
  заключим пари
  заспор…
  на интерес
  на спор
  пари
  побиться
  побьемся на
  побьемся об заклад
  поспор…
  принимаю ставки
  спор…
  ставки господа
  ставки принимаются
`;

/**
 * Stakes: money and its slang, digital goods, things of one's own, forfeits,
 * treats. "на сотку", "ставлю свой акк", "спорим на щелбан".
 */
export const STAKES = entries`
  аватарк…
  аву
  акк
  акка
  аккаунт…
  алмаз…
  бабк…
  бабл…
  бабос…
  бакс…
  балл…
  бан
  бутылк…
  гем…
  голду
  голд…
  деньг…
  деньж…
  доллар…
  донат…
  евро
  желани…
  кейс…
  ключ…
  косар…
  косой
  кофе
  лям
  мороженк…
  ник
  ника
  ником
  нитро
  обед…
  отжимани…
  очк…
  пив…
  пицц…
  подписк…
  полтинник…
  полтос…
  премиум…
  приседани…
  промокод…
  пятисотк…
  пятихат…
  рейтинг…
  репутаци…
  робукс…
  руб
  рубас…
  рубл…
  скин
  скина
  скинами
  скинов
  скинчик…
  скины
  сотк…
  сотн…
  сотыг…
  стим…
  сто
  тыс…
  тыщ…
  ужин…
  шоколадк…
  шоколад…
  штук…
  щелбан…
  ящик…
`;

/** Stakes said as "anything": "ставлю что угодно", "на что хочешь". */
export const ANY_STAKE = entries`
  все
  чем угодно
  что скажешь
  что угодно
  что хочешь
`;

/**
 * Lots and their tools (club remarks: "в том числе жеребьевка"): a coin, lots,
 * dice, matches, paper slips, a counting rhyme, rock-paper-scissors, a random
 * roll; and the handshake that seals a bet.
 */
export const LOTS = entries`
  бумажк…
  выкин… ~1 на пальцах
  дай пять
  дай руку
  жеребьевк…
  жмем руки
  жреби…
  зароллим
  камень ножницы
  коинфлип…
  кости
  кубик…
  монетк…
  монету
  на пальцах ~1 брос…
  на пальцах ~1 выкин…
  орел
  орел или решка
  по рукам
  пожать руки
  пожмем руки
  рандом…
  решк…
  ролл
  роллим
  рукопожати…
  рулетк…
  спичк…
  считалочк…
  цу е фа
`;

/** Verbs that offer to decide by lot: "кинем монетку", "тяните бумажки", "жеребьёвку устроим". */
export const LOT_OFFERS = entries`
  бросаем
  бросим
  брось
  бросьте
  вытянем
  вытяните
  го
  давай
  давайте
  кидаем
  кинем
  кинь
  киньте
  погнали
  подбросим
  подбрось
  подкинем
  поехали
  предлагаю
  проведем
  разыграем
  решаем
  решим
  тянем
  тяните
  тянуть
  устроим
  устроить
`;

/** What opens a bet offered with an infinitive: "давай поспорим", "готов поспорить", "могу поспорить". */
export const BET_OFFER = entries`
  го
  готов
  готова
  давай
  давайте
  могу
  можем
  предлагаю
  хочу
`;

/** Offering or giving the hand, as a stage direction opens with it: "*пожимает руку 9ке*". */
export const HANDSHAKES = entries`
  жмет
  подает
  пожимает
  протягивает
  тянет
`;

/** The betting verbs typed in Latin transliteration, each with the Cyrillic form it stands for: "sporim что 6 черная". */
export const BET_TRANSLIT = entries`
  posporim поспорим
  posporish поспоришь
  sporim спорим
  spornem спорнем
  zabiemsya забьемся
  zabivaemsya забиваемся
  zabjemsja забьемся
  zabyemsya забьемся
  zabyomsya забьемся
`;
