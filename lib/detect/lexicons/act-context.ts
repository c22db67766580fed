/**
 * The words around an act that say what it is (see ../act.ts): who does it,
 * whether it is denied, told about, asked for, wished, set in the past or
 * made the subject of the rule. Each list is one slot of the act layer.
 * Entries are whole words or word beginnings ("прошл…"), normalised as the
 * text is (doubled letters collapse, ё reads е); see entries.ts.
 */
import { entries } from './entries';

/** Denial of the act that follows: "не клянусь", "без пари", "никаких споров". */
export const NEGATION = entries`
  без
  не
  нет
  нету
  ни
  никак…
  никогда
`;

/**
 * Verbs and markers of reported speech: what they introduce is someone's
 * words, not the speaker's act ("он сказал «клянусь»", "6 кля писал в чате").
 */
export const SAYING = entries`
  выдавал…
  выдал…
  говор…
  заверил…
  заверял…
  заявил…
  заявля…
  крикнул…
  кричал…
  ляпнул…
  мол
  напечатал…
  написал…
  напишет
  напишут
  орал…
  писал…
  пишет
  пишут
  повторял…
  прозвучал…
  произнес…
  скажет
  скажут
  сказал…
  твердил…
  твердит
  типа
  утвержда…
  якобы
`;

/**
 * Imperatives that hand an act to someone else to perform: say it, write it,
 * ask for it, promise it, threaten with it ("скажи «клянусь»", "пообещай ему
 * нитро", "попроси его по-братски"). What follows them in the sentence is the
 * act asked for (online 2.9).
 */
export const URGING = entries`
  ляпни
  намекни
  намекните
  наобещай
  напиши
  напишите
  передай
  передайте
  повтори
  повторите
  пообещай
  пообещайте
  попроси
  попросите
  предложи
  предложите
  пригрози
  пригрозите
  произнеси
  произнесите
  расскажи
  расскажите
  скажи
  скажите
  спроси
  спросите
  черкани
  шепни
  шепните
`;

/**
 * Saying asked of the addressee in a question ("гадом буду скажешь?", "под клятву напишешь?"): what the question
 * holds is the act asked for, as after an imperative of URGING.
 */
export const ASKED_SAYING = entries`
  заявите
  заявишь
  напечатаешь
  напишете
  напишешь
  повторите
  повторишь
  подтвердишь
  пообещаете
  пообещаешь
  произнесете
  произнесешь
  скажете
  скажешь
`;

/** "пусть он поклянётся", "давай ты поспоришь": the act handed to a third person or the addressee. */
export const LETTING = entries`
  давай
  давайте
  пускай
  пусть
`;

/** A dare or an offer of the ability, asked of the addressee: "слабо поклясться?", "можешь побожиться?". */
export const DARING = entries`
  готов
  готова
  готовы
  можете
  можешь
  рискнете
  рискнешь
  рискни
  слабо
  сможете
  сможешь
  способен
  способна
  хотите
  хочешь
`;

/** Talk about the rule itself: what it forbids or allows ("клятвы запрещены", "пари ведь разрешены?"). */
export const RULE = entries`
  запрет…
  запрещ…
  карает…
  карают…
  наказ…
  нарушени…
  нельзя
  правил
  правила
  правилам
  правилами
  правилах
  правило
  правилу
  разреш…
  удаля…
  штраф…
`;

/**
 * What the rule costs, the penalties the host gives: said of an act ("за клятву бан", "клятва — это сразу
 * ппк?") it is talk about the rule; undone or called wrong ("сними фол", "мут несправедливый") it is a
 * dispute with the host (families/host-dispute.ts).
 */
export const PENALTY = entries`
  бан…
  варн…
  дисквалификаци…
  замечани…
  кик…
  мут
  мута
  муту
  наказани…
  поднятие
  поднятием
  поднятию
  поднятия
  поражени…
  ппк
  пред
  преда
  предов
  предом
  преду
  предупреждени…
  преды
  удалени…
  фол…
  штраф…
`;

/** A wish or an ability denied, which turns one's own act into a threat by it ("я бы поклялся", "жаль, нельзя поклясться"). */
export const WISHING = entries`
  б
  бы
  жалею
  жалко
  жаль
  мечта…
  хотелось
  хотел…
  хочет…
  хочу
  эх
`;

/** What opens a hypothetical clause: "если он поклянётся…", "кто поспорит — тот…". */
export const CONDITION = entries`
  вдруг
  ежели
  если
  коли
  чтоб
  чтобы
`;

/** The past as a story told: "в прошлой игре", "вчера", "тогда". */
export const STORY = entries`
  вчера
  давненько
  давно
  однажды
  позавчера
  прошл…
  раньше
  тогда
`;

/** A habit rather than one event: "бот снова мне мирного выдал", "всегда", "каждую игру". */
export const HABIT = entries`
  вечно
  всегда
  каждой
  каждую
  каждый
  классика
  обычно
  опять
  подряд
  постоянно
  редко
  снова
  частенько
  часто
  чаще
`;

/** The speaker as the subject. */
export const SELF = entries`
  мы
  я
`;

/** The person addressed as the subject. */
export const ADDRESSEE = entries`
  вы
  ты
`;

/** Someone else as the subject (seat numbers are recognised apart). */
export const OTHER = entries`
  восьмая
  восьмерка…
  восьмой
  вторая
  второй
  двойка…
  девятая
  девятка…
  девятый
  десятая
  десятка…
  десятый
  его
  единица…
  единичка…
  ее
  игрок…
  кто
  ктото
  он
  она
  они
  оно
  первая
  первый
  пятая
  пятерка…
  пятый
  седьмая
  седьмой
  семерка…
  третий
  третья
  тройка…
  четверка…
  четвертая
  четвертый
  шестая
  шестерка…
  шестой
`;

/**
 * The game's roles named as who acted ("шериф поклялся", "дон сказал
 * «клянусь»"): someone else, unless the speaker names himself so ("я шериф").
 */
export const ROLE_SUBJECTS = entries`
  доктор
  дон
  комиссар
  лжешериф
  маньяк
  мафиози
  мафия
  мирная
  мирный
  путана
  шериф
`;

/** The host and the bot, addressed: an imperative to them hands no act to a player ("ведущий, скажи им…"). */
export const HOSTS = entries`
  админ…
  бот
  бота
  боту
  вед
  ведущ…
  модер…
  хост…
`;

/** The addressee as an object or a recipient ("тебе", "вас"): what a threat or bribe is aimed at. */
export const TO_YOU = entries`
  вам
  вами
  вас
  те
  тебе
  тебя
  тобой
  тя
`;

/** Words that make the act word the topic of talk ("слово «клянусь»", "про пари", "тема"). */
export const TOPIC = entries`
  насчет
  об
  про
  словечко
  слово
  тема
  тему
  фраз…
`;

/**
 * What a plain "не …" said of the act word turns down as a way of playing: "пари — не наш метод", "клятвы — не
 * вариант", "спор — не выход", "клятва, это не аргумент", "пари — не для нас", "кля — не моё". The act named and
 * refused, not done.
 */
export const REFUSED = entries`
  аргумент
  вариант
  ваш…
  выход
  дело
  для
  доказательство
  метод
  мое
  моя
  наш…
  про
  решение
  способ
  стиль
  твое
  твой
  тема
  формат
`;

/**
 * Apologies: what the speaker says sorry for ("сорян за «кля»", "простите за «идиотов», эмоции") is his word named
 * to take it back, not the act again. Normalised: doubled letters collapse ("sorry" reads "sory").
 */
export const APOLOGY = entries`
  sori
  sorian
  sory
  sry
  виноват…
  извини
  извините
  извиняй…
  извиняюсь
  каюсь
  пардон
  прости
  простите
  прощения
  сори
  соря
  сорямба
  сорян
`;
