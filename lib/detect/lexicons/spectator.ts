/**
 * Hints from outside the table (online 4.9 "Подсказки из зрительного
 * зала", club remarks "подсказка от зрителей"): the slots of the act. The
 * act is using what someone who does not play said, wrote, showed or
 * thinks, about the game: a source outside the table, what it relays, and
 * a claim of the game (a seat, a colour, a role, a vote); or asking such a
 * source. Reviewed against the document's examples ("Мне Юми подсказала…",
 * "Посмотрите на ник Калифа…", "Зритель кто черный?").
 */
import { entries } from './entries';

/** Who or what is outside the table: spectators, a stream and its chat, the hall, people watching beside one. */
export const SOURCES = entries`
  болельщик…
  в ~1 зале
  в ~1 зрительской
  выбывш…
  вылетевш…
  галерк…
  донат…
  зал
  зала
  залу
  зр
  зрительская
  зрительск…
  зрител…
  из ~1 зала
  из ~1 соседней ~1 комнаты
  коммент…
  мертвая
  мертвый
  наблюдает ~1 за ~1 игрой
  наблюдател…
  наблюдают ~1 за ~1 игрой
  подписчик…
  после ~1 вылета
  после ~1 смерти
  публик…
  смотрит ~1 игру
  смотрят ~1 игру
  смотрящ…
  со ~1 стороны
  спектатор…
  стример…
  стрим…
  твич…
  те ~1 которые ~1 смотр…
  те ~1 кто ~1 смотр…
  трансляци…
  трибун…
  убитая
  убитый
  фанат…
  фолловер…
  чате ~1 у ~1 стримера
  эфир…
  ютуб…
`;

/** What the source gives away: a word, a message, a whisper, a sign, a laugh, its vote or its knowledge. */
export const RELAYS = entries`
  болтают
  видно
  видят
  вопят
  говорит
  говорят
  голосуют
  думают
  знают
  кивают
  кидают
  кинул…
  кричат
  кричит
  лайкают
  лайкн…
  маякн…
  назвали
  намека…
  намекнул…
  написали
  написал…
  обсуждает
  обсуждают
  орет
  орут
  отреагир…
  палят
  пишет
  пишут
  по ~1 словам
  поддержива…
  подмигива…
  подсказ…
  подтвердил…
  показыва…
  поняли
  поставил… ~2 в ~1 ник
  поставил… ~2 реакци…
  прилетел…
  пришел
  пришла
  пришло
  реакци…
  ржет
  ржут
  сказал…
  скинул…
  сливают
  слили
  смеется
  смеются
  советует
  советуют
  спамит
  спамят
  спойлерит
  спойлерят
  спросил… ~1 у
  считают
  уверяют
  угорает
  угорают
  утверждают
  шепн…
  шепч…
`;

/** A person beside the player who watches: "брат смотрит стрим", "друг из зрителей", "девушка со стрима". */
export const WATCHERS = entries`
  батя
  брат
  братан
  девушка
  друг
  жена
  знакомая
  знакомый
  кент
  кореш
  мама
  муж
  папа
  парень
  пацаны
  подруга
  сестра
  сосед…
`;

/** Thanks for a hint: "спасибо зрителю за наводку". */
export const TIPS = entries`
  инфу
  наводку
  подсказку
  помощь
  совет
`;

/** Sayings that only sound like a source: "со стороны виднее", "взгляд со стороны". */
export const SAYINGS = entries`
  взгляд ~1 со ~1 стороны
  со ~1 стороны ~1 виднее
  со ~1 стороны ~1 видней
`;

/** What a player asks the host to do about a spectator: the complaint is no hint ("удалите, пожалуйста"). */
export const COMPLAINTS = entries`
  выгоните
  заблокируйте
  закройте
  кикните
  очистите
  почистите
  примите
  уберите
  удалите
  успокойте
`;
