/**
 * 4.8, beacons: an agreed sign that tells one's colour or role to one's own
 * side. The slots: who is called (one's own people, a colour, a role), how a
 * sign is asked for or given, the signs themselves (sounds, marks, manners of
 * writing), what says the sign was agreed beforehand, the wink that a message
 * means more than it says, and the speaker's role as the condition of a sign
 * ("на доне я …"). Entries are phrases (see entries.ts).
 */
import { entries } from './entries';

/** One's own side as the addressee of a greeting ("моим привет", "привет своим", "обнимаю своих", "ку-ку сокомандникам"). */
export const OURS = entries`
  моим
  напарникам
  нашим
  партнерам
  партнерам ~1 по ~1 команде
  своим
  своих
  сокомандникам
  сокомандницам
  союзникам
  тиммейтам
`;

/** A greeting or a salute a beacon is dressed as ("моё почтение", "респект", "обнимаю"). */
export const GREETINGS = entries`
  доброго ~1 вечера
  доброго ~1 дня
  доброго ~1 утра
  здарова
  здорово
  здравствуйте
  йоу
  ку
  ку-ку
  обнимаю
  поклон
  почтение
  приветствую
  привет…
  респект
  салам
  салют
  уважение
  уважуха
  хай
  хелоу
`;

/** A sound or a word that stands for the speaker's colour ("кря, если мирный"). */
export const SOUNDS = entries`
  бе-бе
  бип
  гав
  гав-гав
  ква
  ква-ква
  кря
  кря-кря
  ку-ку
  кукареку
  мур
  мяу
  пи-пи
  хрю
  хрю-хрю
`;

/** Who is asked to answer a roll-call, besides a colour or a role ("кто из наших", "кто в теме", "кто знает"). */
export const CALLED = entries`
  кто ~1 в ~1 теме
  кто ~1 из ~1 наших
  кто ~1 из ~1 своих
  кто ~1 наш
  кто ~1 свой
  наши
  свои
`;

/** The condition a roll-call's sign is given on, besides a colour ("если мы в одной команде", "если это ты"). */
export const CONDITIONS = entries`
  если ~1 мы ~1 в ~1 одной ~1 команде
  если ~1 мы ~1 вместе
  если ~1 мы ~1 за ~1 одних
  если ~1 ты ~1 здесь
  если ~1 ты ~1 наш
  если ~1 ты ~1 с ~1 нами
  если ~1 ты ~1 свой
  если ~1 ты ~1 со ~1 мной
  если ~1 ты ~1 тут
  если ~1 это ~1 ты
`;

/** Asking for the sign ("пиши «ок»", "ставьте реакцию", "отзовитесь"), besides the imperatives of the family. */
export const ASK_SIGN = entries`
  кинь
  киньте
  напиши
  напишите
  ответь
  ответьте
  пиши
  пишите
  поставь
  поставьте
  скинь
  скиньте
  ставь
  ставьте
`;

/** Giving a sign oneself: "ставлю 🍀", "пишу через точку", "здороваюсь первым", "начинаю речь с «…»". */
export const GIVE_SIGN = entries`
  буду ~1 писать
  буду ~1 ставить
  говорю
  заканчиваю
  здороваюсь
  кидаю
  напишу
  начинаю
  пишу
  поставлю
  скажу
  ставлю
`;

/** A sign named ("три точки", "через точку", "с маленькой буквы", a reaction, a cap on camera). */
export const SIGN_THINGS = entries`
  аватар…
  ава…
  ватар…
  галочк…
  звездочк…
  кепк…
  многоточи…
  ник
  ником
  очки
  реакци…
  с ~1 большой ~1 букв…
  с ~1 маленькой ~1 букв…
  с ~1 опечатк…
  сердечк…
  скобк…
  смайл…
  стикер…
  три ~1 точки
  через ~1 запятую
  через ~1 точку
  шапк…
  эмоджи…
  эмодз…
`;

/** What says the sign was agreed beforehand: "как договаривались", "по нашей договорке", "как в прошлый раз". */
export const AGREED = entries`
  как ~1 в ~1 прошлый ~1 раз
  как ~1 в ~1 тот ~1 раз
  как ~1 договаривались
  как ~1 договорились
  как ~1 и ~1 договаривались
  как ~1 и ~1 договорились
  как ~1 условились
  по ~1 договоренност…
  по ~1 договорке
  по ~1 нашей ~1 договоренност…
  по ~1 нашей ~1 договорке
  по ~1 уговору
`;

/** The wink: the message means more than it says, to those who know ("кто в теме, тот в теме", "свои поймут"). */
export const WINKS = entries`
  если ~1 понимаете ~1 о ~1 чем ~1 я
  знающие ~1 поймут
  кому ~1 надо ~1 поймут
  кому ~1 надо ~1 тот ~1 поймет
  кому ~1 надо ~1 тот ~1 понял
  красные ~1 поймут
  кто ~1 в ~1 теме ~1 поймет
  кто ~1 в ~1 теме ~1 тот ~1 в ~1 теме
  кто ~1 понял ~1 тот ~1 понял
  мирные ~1 поймут
  наши ~1 поймут
  понимающие ~1 поймут
  свои ~1 поймут
  черные ~1 поймут
`;

/** The speaker's role as a sign's condition: "на доне", "на черной карте", "когда я шериф". */
export const ROLE_ON = entries`
  когда ~1 я ~1 дон
  когда ~1 я ~1 красный
  когда ~1 я ~1 мафия
  когда ~1 я ~1 мирный
  когда ~1 я ~1 черный
  когда ~1 я ~1 шериф
  на ~1 доне
  на ~1 дону
  на ~1 красной ~1 карт…
  на ~1 красном
  на ~1 мафии
  на ~1 мирной ~1 карт…
  на ~1 мирном
  на ~1 черной ~1 карт…
  на ~1 черном
  на ~1 шерифе
  на ~1 шерифской ~1 карт…
`;
