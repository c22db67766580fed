/**
 * 1.6: disputing the host — contesting a decision (a penalty, a removal, the
 * count of a vote, a cut speech, the night's announcement), demanding it be
 * undone, calling it wrong or biased, denying the breach it was for. Asking
 * the reason or what was broken is allowed. Slots: the penalties (PENALTY of
 * act-context.ts, shared with the act layer), the host's other decisions, the orders and demands that undo them, the words that call
 * them wrong, the host's own acts, the breaches one denies, and the words of
 * bias. Entries are phrases (see entries.ts).
 */
import { entries } from './entries';

/** The host's other decisions: counts, results, nominations, announcements. */
export const DECISION = entries`
  вердикт…
  голос
  голоса
  голосовани…
  итог…
  кандидатур…
  объявлени…
  подсчет…
  решени…
  судейств…
`;

/** Orders that undo a decision, both aspects ("сними", "снимай"), and the same asked in the future ("пред снимешь?"). */
export const UNDO = entries`
  аннулируешь
  аннулируй…
  вернет
  вернете
  вернешь
  верни
  верните
  возвращай…
  заберете
  заберешь
  забери
  заберите
  забирай…
  исправишь
  исправляй…
  исправь…
  не засчитывай…
  не ставь… ~1 мне
  обнули…
  отзовешь
  отзови
  отзовите
  отзывай…
  откати…
  отмени
  отменит
  отмените
  отменишь
  отменяй…
  переголосуй…
  переделай…
  переделывай…
  переиграет
  переиграете
  переиграй…
  переигрывай…
  перепроверь…
  пересматривай…
  пересмотришь
  пересмотри…
  пересчитает
  пересчитаете
  пересчитай…
  пересчитывай…
  снимай…
  снимете
  снимешь
  сними
  снимите
  уберете
  уберешь
  убери
  уберите
  убирай…
`;

/** Their infinitives, after a demand ("требую снять фол"). */
export const UNDO_INF = entries`
  аннулировать
  вернуть
  забрать
  исправить
  отменить
  отозвать
  переделать
  переиграть
  пересмотреть
  пересчитать
  снять
  убрать
`;

/** Demanding it. */
export const DEMAND = entries`
  настаиваю
  прошу
  требую
`;

/** Calling a decision wrong, unfair or baseless. */
export const WRONG = entries`
  без повода
  без причины
  беспредел
  вообще ни за что
  зря
  косячно
  криво
  лишн…
  на ровном месте
  напрасно
  не в счет
  не за что
  не заслуж…
  не засчитывается
  не мне
  не мой
  не моя
  не по делу
  не по правилам
  не полагается
  не положен…
  не справедлив…
  не считается
  не считаются
  не честн…
  неверн…
  незаслуж…
  необоснованн…
  неправильн…
  несправедлив…
  нечестн…
  ни за что
  ошибочн…
  перебор
  перегиб…
  по ошибке
  предвзят…
  произвол
  просто так
  против правил
  с потолка
`;

/** What only the host does: counts, removes, cuts a speech, announces. */
export const HOST_ACT = entries`
  выгнал…
  засудил…
  засчитал…
  засчитан…
  засчитываешь
  кикнул…
  объявил…
  огласил…
  пересчитал…
  поднял…
  подсудил…
  снял…
`;

/** Cutting a speech short: what only the host does to one's minute. */
export const CUT = entries`
  забрал…
  обрезал…
  остановил…
  отнял…
  сократил…
  срезал…
  урезал…
`;

/** Cutting it, said of someone: the host when "ты" or the host is named ("ты меня оборвал"). */
export const INTERRUPTED = entries`
  не дал… ~1 договорить
  не дал… ~1 досказать
  не дал… ~1 закончить
  не дал… ~1 оправдательн…
  не дал… ~2 минуту
  не дал… ~2 оправдаться
  не дал… ~2 речь
  не дал… ~2 сказать
  не дал… ~2 слово
  оборвал…
  прервал…
`;

/** Wrong in time: too early, in a hurry. */
export const HASTY = entries`
  поспешил…
  поторопил…
  рано
  раньше времени
  слишком рано
`;

/** A speech, a minute, the time: what the host cut. */
export const SPEECH = entries`
  время
  минут…
  оправдательн…
  речи
  речь
  секунд…
  слово
  таймер…
`;

/** Breaches one denies ("это был не мат", "я не перебивал"). */
export const BREACH = entries`
  выкрик
  выкрики
  капс
  крик
  мат
  маты
  нарушени…
  оскорблени…
  перебивани…
  провокаци…
  спам
  угроз…
  флуд
  эмоциональност…
  эмоци…
`;

/** Denying having done it: "я не перебивал", "я не кричал". */
export const DID_NOT = entries`
  выкрикивал…
  грубил…
  капсил…
  клялся
  кричал…
  материл…
  нарушал…
  оскорблял…
  перебивал…
  провоцировал…
  спамил…
  угрожал…
  флудил…
`;

/** Bias: double standards, judging against one. */
export const BIAS = entries`
  двойн… стандарт…
  засудили
  засудил…
  засуживаете
  засуживаешь
  подсудил…
  подсуживаете
  подсуживаешь
  предвзят…
  придираетесь
  придираешься
`;

/** The host named. */
export const HOST = entries`
  host
  вед
  ведущ…
  хост…
`;

/** What the host should have done instead: "ты должен был 4 поднять", "пред надо было 2 дать, а не мне". */
export const COUNTER = entries`
  должен ~1 был
  должна ~1 была
  надо ~1 было
  нужно ~1 было
  следовало
  стоило
`;

/** The host's own acts, said as what he should have done ("должен был поднять"). */
export const HOST_ACT_INF = entries`
  выгнать
  засчитать
  кикнуть
  пересчитать
  поднимать
  поднять
  посчитать
  удалить
`;

/** A penalty refused: "не принимаю этот фол", "не признаю пред". */
export const REFUSE = entries`
  не признаю
  не приму
  не принимаю
`;

/** Penalising, said of the host to one: "а меня фолишь", "наказываешь только меня". */
export const PENALIZE = entries`
  наказал…
  наказываете
  наказываешь
  пофолил…
  фолил…
  фолите
  фолишь
  фольнул…
`;

/** What a player disputes in the game, not of the host: "я оспариваю версию 2". */
export const DISPUTED_IN_GAME = entries`
  аргумент…
  версии
  версию
  вскрытие
  довод…
  заявление
  логику
  мнение
  позицию
  проверку
  слова
  тезис…
  утверждение
`;

/** The wrong one chosen: "ты не того выставил", "не ту кандидатуру записал". */
export const WRONG_ONE = entries`
  не та
  не те
  не тех
  не то
  не того
  не тот
  не ту
`;

/** What only the host records: the acts a wrong choice is said of ("ты не того записал"). */
export const RECORDED = entries`
  записал…
  засчитал…
  посчитал…
`;

/** One's own words, corrected against what the host put down: "я говорил 6, а не 9". */
export const I_SAID = entries`
  выставлял…
  говорил…
  называл…
  писал…
  сказал…
`;

/** A precedent claimed against a penalty: "за такое не давали", "за это обычно не фолят". */
export const NOT_GIVEN = entries`
  не давали
  не дают
  не наказывали
  не наказывают
  не поднимали
  не поднимают
  не ставили
  не ставят
  не фолили
  не фолят
`;
