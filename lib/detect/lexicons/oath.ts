/**
 * Oaths (online 4.1, 2.8, 2.9; club-warnings 3; club-remarks oath): the
 * slots of the act. An oath is a guarantee of one's words by something
 * outside the game: swearing by a verb (клянусь, божусь, ручаюсь), giving a
 * pledge (зуб, слово, голову на отсечение), calling a curse on oneself if
 * one lies (чтоб я сдох, разрази меня гром), an oath formula (вот те крест,
 * слово пацана, ей-богу), or a gesture that means one. Reviewed against
 * online-rules 4.1 ("клятвы и их аналоги в любой форме"), club-warnings 3
 * ("клясться в любой иной форме") and club-remarks ("«Клянусь», «Зуб
 * даю», «Отвечаю» в том числе любых смысловых производных, жестикуляция").
 */
import { entries } from './entries';

/**
 * Stems of the swearing verbs; a word is one of them when a verb ending
 * follows (see ../vocabulary.ts). "+": reflexive forms only (божусь, not
 * "божу"). клясться has two stems: клян-усь and кля-лся / кля-сться, and
 * "кля" alone is the chat's shorthand.
 */
export const OATH_VERBS = entries`
  бож+
  забож+
  кля
  клян
  перекрест+
  перекрещ+
  побож+
  покля
  поклян
  поруч+
  присяга
  присягн
  руча+
`;

/** Misspellings of the verb common enough to be words of their own (a swapped pair of letters is read apart). */
export const OATH_TYPOS = entries`
  кланус
  кланусь
  клднусь
  кленус
  кленусь
  клинус
  клинусь
  поклинусь
`;

/**
 * What one swears by, in the instrumental case: "клянусь мамой", "мамой
 * отвечаю", and, opening a sentence alone, "мамой, 3 чёрный".
 */
export const OATH_INSTRUMENTS = entries`
  аккаунтом
  аллахом
  бабулей
  бабушкой
  башкой
  богом
  братом
  дедом
  детьми
  душой
  жизнью
  здоровьем
  иисусом
  кровью
  мамкой
  мамой
  матерью
  могилой
  отцом
  памятью
  папой
  репутацией
  родителями
  родными
  семьей
  сердцем
  сестрой
  совестью
  христом
  честью
`;

/** What is given as a pledge with "дать": "зуб даю", "даю слово", "клятву давала"; a hand or head only "на отсечение". */
export const OATH_PLEDGES = entries`
  башку
  гарантию
  голову
  зуб
  зуба
  зубом
  зубы
  клятва
  клятву
  клятвы
  руку
  слово
`;

/**
 * Oath formulas and self-curses said whole, in Russian letters or typed in Latin
 * transliteration ("zub dayu", "chestnoe slovo"). Each is an oath wherever it is
 * said as one's own (the act layer sets aside the reported, quoted, denied
 * and asked). The open shapes — "чтоб я …", "пусть меня …, если вру" —
 * are read in oaths.ts with the outcomes below.
 */
export const OATH_FORMULAS = entries`
  bla budu
  blya budu
  bud ya proklyat
  chestnoe slovo
  gadom budu
  i swear
  krest na puze
  slovo pacana
  slovo patsana
  swear to god
  vot te krest
  zub daju
  zub dau
  zub dayu
  башку на отсечение
  бля буду
  блядью буду
  бог мне судья
  век воли не видать
  век свободы не видать
  вот те зуб
  вот те крест
  вот тебе зуб
  вот тебе крест
  гадом буду
  голову на отсечение
  гореть мне в аду
  гром меня разрази
  да накажет меня
  да покарает меня
  да поможет мне бог
  да поможет мне господь
  да поразит меня
  землю ем
  землю есть буду
  землю жрать буду
  землю жру
  истинный крест
  крест на пузе
  лопни мои глаза
  не встать мне ~1 с ~1 места
  не сойти мне ~1 с ~1 места
  падлой буду
  пидором буду
  помоги мне бог
  помоги мне господи
  провалиться ~1 на ~1 месте
  провалиться мне
  разрази меня гром
  руку на отсечение
  сдохнуть мне
  слово джентльмена
  слово офицера
  слово пацана
  слово чести
  сукой буду
  умереть мне
  христом богом
  чесслово
  честное благородное
  честное комсомольское
  честное мафиозное
  честное офицерское
  честное пацанское
  честное пионерское
  честное слово
  честным словом
  чтоб мне провалиться
  чтоб мне пусто было
  чтоб мне сдохнуть
  чтоб я сдох
  чтоб я так жил
  чтобы мне пусто было
  чтобы я сдох
`;

/**
 * Oath formulas that are exclamations as well ("ей-богу, устала", "валлахи,
 * какой стол"): an oath only when the message claims something of the game.
 */
export const CLAIMED_FORMULAS = entries`
  on god
  swear
  wallah
  wallahi
  биллахи
  биллях
  билляхи
  валлах
  валлахи
  ей-богу
`;

/**
 * What makes "отвечаю" / "отвечу" a pledge rather than a reply: "за базар
 * отвечаю", "отвечу за каждое слово", "отвечаю на все сто" (and what one
 * swears by, OATH_INSTRUMENTS: "отвечаю головой").
 */
export const ANSWER_PLEDGES = entries`
  100
  за базар
  за каждое слово
  за свои слова
  за сказанное
  за слова
  на 100
  на все сто
  на сто
  стопудово
`;

/**
 * What a self-curse wishes on oneself: "чтоб я сдох", "чтоб у меня интернет
 * отвалился", "пусть меня забанят, если вру". Harm outside the game only: a
 * vote or a shot ("пусть меня выгонят, если я чёрный") is a game move.
 */
export const CURSE_OUTCOMES = entries`
  банил…
  забан…
  заболел…
  лопнул…
  лопнут
  накажет
  наказал…
  облыс…
  оглох…
  онемел…
  ослеп…
  отвал…
  отнял…
  отсох…
  покарает
  покарал…
  помер…
  поразил…
  поразит
  провал…
  пусто
  разорвал…
  разорвет
  сгнил…
  сгорел…
  сдох…
  сломал…
  треснул…
  удалил…
  удалят
  умер…
`;

/** "если вру", "если я чёрный": the condition a self-curse is hung on (the speaker's own truth). */
export const LIE_CONDITIONS = entries`
  вру
  лгу
  наврал…
  неправ…
  обманул…
  обманываю
  ошибаюсь
  соврал…
  я
`;

/** A gesture that stands for an oath, written as an action: "*щёлкает по зубу*", "*крестится*", "*бьёт себя в грудь*". */
export const OATH_GESTURES = entries`
  бьет себя в грудь
  бью себя в грудь
  крестится
  крещусь
  перекрестилась
  перекрестился
  постучал… ~2 по ~2 зуб…
  стучит ~2 по ~2 зуб…
  целует крест…
  щелкает ~3 зуб…
  щелкнул… ~3 зуб…
`;

/**
 * Whose life or health one swears by, after the instrument: "жизнью матери,
 * я не мафия", "здоровьем детей клянусь", "жизнью своей".
 */
export const OATH_OWNERS = entries`
  бабушки
  детей
  дочери
  дочки
  мамки
  мамы
  матери
  моей
  моих
  отца
  папы
  ребенка
  родителей
  родных
  своей
  своих
  семьи
  сына
`;

/** An assertion of one's own truth, the claim an oath by something vouches for: "христом богом, не вру вам". */
export const TRUTH_CLAIMS = entries`
  не вру
  не лгу
  не обманываю
  не пизжу
  правда
  правду говорю
`;

/** Verbs an oath confirms in the instrumental ("подтверди клятвой", "закрепляю клятвой", "докажешь клятвой?"), all persons. */
export const OATH_CONFIRMING = entries`
  говорю
  докажешь
  докажи
  докажите
  докажу
  доказал
  доказала
  доказываю
  заверил
  заверила
  заверь
  заверьте
  заверю
  заверяю
  закрепи
  закрепил
  закрепила
  закрепите
  закрепишь
  закреплю
  закрепляю
  заявил
  заявила
  заявлю
  заявляю
  клянусь
  обещал
  обещала
  обещаю
  подкрепи
  подкрепил
  подкрепила
  подкрепите
  подкрепишь
  подкреплю
  подкрепляю
  подтверди
  подтвердил
  подтвердила
  подтвердите
  подтвердишь
  подтверждаю
  подтвержу
  пообещаешь
  пообещай
  пообещал
  пообещала
  пообещаю
  скажешь
  скажи
  скажу
  сказал
  сказала
  скрепи
  скреплю
  скрепляю
`;
