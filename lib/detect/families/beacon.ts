/**
 * Beacons (online 4.8): an agreed sign that tells one's colour or role to
 * one's own side — a greeting to a colour or to one's own people, a roll-call
 * asking a colour to answer with a word, an emoji or a sound (and the bare
 * answers that follow it, matched by the engine against the call's sign), a
 * sign given on a role ("на доне я всегда говорю «погнали»"), a sign said to
 * be agreed beforehand ("как договаривались: ставлю 🍀"), the wink that a
 * message means more than it says ("кто в теме, тот в теме"), the card's
 * looks, the document's fixed phrases. Allowed: greetings to all, deals made
 * in the open, play "по версии". The further slots are lexicons/beacon.ts.
 */

import { alt, anyOf } from '../../text/alt';
import { collapse, toOriginal, type Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { table, type Judged, type Row } from '../table';
import { NO_FINDINGS, type Finding } from '../types';
import { actAt, sentenceOf, tokenAt } from '../act';
import { COLOR_WORD } from '../vocab';
import { group } from '../lexicons/entries';
import {
  AGREED,
  ASK_SIGN,
  BEACONING,
  CALLED,
  CARD_MARKS,
  CODES,
  CONDITIONS,
  GIVE_SIGN,
  GREETINGS,
  MANNER,
  ODD_DEGREE,
  OURS,
  PURPOSE,
  ROLE_ON,
  SIGN_THINGS,
  SOUND_ASK,
  SOUNDS,
  TEAM_BY_DEED,
  TEAM_CALLED,
  TEAM_TO,
  WINKS,
  WINKS_SOFT,
} from '../lexicons/beacon';
import { none, teamLoss } from '../../rulesets/cost';
import { family } from '../family';

const COLOR = COLOR_WORD;

/** A colour or role addressed as a group: "всем красным", "мирным", "черным". */
const TO_COLOR = alt(
  `(?:всем|моим|нашим|своим)~1(?:${COLOR_WORD}|красн…|черн…|мирн…)`,
  '(?:черн|красн|мирн|темн|светл|бел)(?:ой|ая)~1команд…',
  'команд…~1(?:красн…|черн…|мирн…|маф…)',
  'городу',
  'городским',
  'мирняку',
  'мирку',
  'мафам',
  'черным',
  'красным',
  'мирным',
  '(?:красн|черн|мирн|бел|мафиози|шериф)(?:ым|ам|ому)',
  'мафии',
  'донам',
  'шерифам',
  // The side by another name ("светлым", "команде помидорок") or by what it does ("тем, кто не стреляет").
  group(TEAM_TO),
  `(?:тем|всем)~1${group(TEAM_BY_DEED)}`,
);
/** What may stand between the two colours greeted together: "красным игрокам и черным", "и красным, и конечно черным". */
const AND = '(?:~0(?:игрок…|команд…|тоже))?~0и~0(?:конечно~0|всем~0|тоже~0)?';
/** A greeting to both colours is a greeting to all: "привет всем, и красным и черным" (not "красным — респект и уважуха, черным — ничего"). */
const BOTH = pattern(
  `⟨(?:красн…|мирн…|светл…|бел…|город…)${AND}(?:черн…|маф…|темн…)|⟨(?:черн…|маф…|темн…)${AND}(?:красн…|мирн…|светл…|бел…|город…)|⟨всем~1цветам`,
);

/**
 * A beacon is given by saying it: the document's phrase quoted, or said as what the rule punishes ("за
 * «достал белую карту» ппк дают", "за мяукни если красный ппк, это в правилах"), is none.
 */
function given(n: Normalized, s: number, e: number): Judged {
  const last = n.tokens.length - 1;
  if (last < 0) return 'beacon';
  const from = Math.min(tokenAt(n, s), last);
  const to = Math.max(from, Math.min(tokenAt(n, e - 1), last));
  const a = actAt(n, from, to);
  // Quoted whole: a roll-call that opens on its quoted sign ("«ква», если мирный") is given.
  return a.rule || (a.quoted && actAt(n, to).quoted) ? null : 'beacon';
}

/** The rows of a beacon table, each judged by how it is said (given). */
const judged = (rows: Row[]): Row[] => rows.map((row) => ({ judge: given, ...row }));
const SIGN =
  '(?:плюс…|\\+|точк…|смайл…|эмодз…|эмоджи…|сердечк…|сердц…|знак…|реакци…|лайк…|букв…|цифр…|скобк…|галочк…|звездочк…|стикер…|мяу|гав|ку)';
const SIGNAL = alt(
  'отметьтесь',
  'отметься',
  'отзовитесь',
  'отзовись',
  'откликнитесь',
  'откликнись',
  'маякните',
  'маякни',
  'подайте~1знак',
  'подай~1знак',
  'дайте~1знак',
  'дай~1знак',
  'просигнальте',
  'просигналь',
  'покажитесь',
  'объявитесь',
);
const PUT_SIGN = alt(
  'киньте',
  'кинь',
  'поставьте',
  'поставь',
  'ставьте',
  'ставит',
  'ставят',
  'ставим',
  'жмите',
  'жми',
  'жмем',
  'нажмите',
  'нажми',
  'говорим',
  'говорите',
  'скажем',
  'напишите',
  'напиши',
  'пишут',
  'пишите',
  'пишем',
  'пишет',
  'лайкните',
  'лайкни',
  'плюсаните',
  'плюсани',
  'отправьте',
  'отправь',
  'добавьте',
  'добавь',
  'заканчивают',
  'заканчиваем',
  'начинают',
  'начинаем',
);
const GROUP = alt(
  'красные',
  'мирные',
  'черные',
  'мафия',
  'мафы',
  'маф',
  'мафиози',
  'шерифы',
  'доны',
  'шер',
  'дон',
  'доктор',
  'док',
  'кр',
  'чр',
  'город',
  'мирняк',
  'кто~1(?:за~1)?(?:красн…|черн…|мирн…|маф…|шериф…|дон…)',
  'если~2(?:красн…|черн…|мирн…|маф…|шериф…|дон…)',
  group(TEAM_CALLED),
);
/** An agreed sign: a quoted word, an emoji, or a named one (точка, плюс, смайлик…). */
const QSIGN = `${SIGN}|котик…|\\p{Extended_Pictographic}|["'«„“][^"'»“”\\n]{1,20}["'»“”]`;
const QUOTED = /["'«„“]([^"'»“”\n]{1,20})["'»“”]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const NAMED_SIGNS: [RegExp, string][] = [
  [/(?:^|[^а-я])точк/, '.'],
  [/(?:^|[^а-я])(?:плюс|плюсик)/, '+'],
  [/(?:^|[^а-я])скобк/, ')'],
];

/** A fixed phrase is said in one sentence: "Привет всем. Первый, мирный житель" greets, then claims. */
function inOneSentence(n: Normalized, s: number, e: number): Judged {
  return sentenceOf(n, tokenAt(n, s))[1] > tokenAt(n, e - 1) ? given(n, s, e) : null;
}

const FIRST_ROWS: Row[] = [
  // 4.8 — beacons.
  {
    kind: 'beacon',
    re: pattern(
      anyOf(
        `⟨(?:привет|приветик…|салам|салют|хай|здравствуйте|здарова|здорово|ку|хелоу|хеллоу|приветствую|доброе~1утро|добрый~1(?:день|вечер))~1${TO_COLOR}⟩`,
        '⟨(?:достал…|вытянул…|выпал…|получил…|взял…|вытащил…)~2(?:бел…|черн…|красн…|син…|зелен…|желт…' +
          '|золот…|сер…|светл…|темн…|розов…|фиолет…)~1(?:карт…|карточк…)',
        `⟨(?:пиздец|капец|пипец|ппц|писец|трындец|звездец|кабздец|абздец|хренец)~2(?:какой|какая|как)~2${COLOR}`,
        '⟨(?:мяукни|мяукните|гавкни|гавкните|хрюкни|квакни|крякни|крякните|кукарекни|свистни|чихни' +
          '|кашляни|моргни|кивни|мурлыкни|пискни|(?:поставь|кинь|скинь)~1(?:реакци…|смайл…|лайк|эмодз…' +
          `|сердечк…))~4если~2(?:${COLOR})`,
        `⟨если~2(?:${COLOR})~3(?:мяукни|гавкни|хрюкни|квакни|крякни|кукарекни|свистни|чихни|моргни|кивни` +
          '|(?:поставь|кинь|скинь)~1(?:реакци…|смайл…|лайк|эмодз…|сердечк…))',
      ),
    ),
    // The document's fixed phrases: a greeting to a colour, a card, "пиздец какой красный", a call for a sound.
    unless: BOTH,
    judge: inOneSentence,
    confidence: 'certain',
    reason: 'маяк: заранее оговорённый знак',
  },
  {
    kind: 'beacon',
    re: pattern(`⟨${TO_COLOR}~1(?:привет|приветик…|салам|салют|хай|здарова|приветствую)⟩`),
    unless: BOTH,
    confidence: 'certain',
    reason: 'маяк: приветствие цвету',
  },
  {
    kind: 'beacon',
    confidence: 'certain',
    re: pattern(
      '⟨играю~1по(?:\\s+[а-яa-z]+)?\\s+(?!(?:верси…|свое…|сво…|его|ее|их|твое…|ваше…|наше…|фан…|прикол…' +
        '|кайф…|правил…|совест…|логик…|чуйк…|интуиц…|ощущен…|мет…|схем…|стат…|круг…|сторон…|тихо…|полно…' +
        '|факт…|проверк…|цвет…|красн…|черн…|обстоятельств…|ситуаци…|старинк…|умолчани…|план…|памят…|вашим' +
        '|нашим|своим|сети|интернет…|времен…|мирн…|шериф…|кругу|ходу|ощущениям|голос…|игре|ситуации' +
        '|\\d+)⟩)[а-яa-z]+',
    ),
    reason: 'маяк: «играю по …»',
  },
];
const FIRST = table(judged(FIRST_ROWS));

const MORE_ROWS: Row[] = [
  // 4.8 — roll-calls answered with a sign, schemes agreed beforehand.
  {
    kind: 'beacon',
    re: pattern(
      anyOf(
        `⟨${GROUP}~2${SIGNAL}`,
        `⟨${SIGNAL}~2${GROUP}⟩`,
        `⟨(?:${GROUP}|${group(CALLED)})~4${group(SOUND_ASK)}|⟨${GROUP}~2(?:лайкнет|лайкают)⟩`,
        `⟨${GROUP}~3${PUT_SIGN}~3${SIGN}`,
        `⟨${PUT_SIGN}~2${SIGN}~3(?:если|кто)~2(?:ты~1)?(?:красн…|черн…|мирн…|маф…|шериф…|дон…)`,
        `⟨(?:договоримся|договорились|давайте~1договоримся|условимся|условились|уговор)~5(?:красн…|черн…|мирн…|маф…|шериф…|дон…)~4${PUT_SIGN}`,
        `⟨${GROUP}~3(?:пишут|пишем|пишите|говорят|говорим|отвечают)~2(?:с~1(?:маленькой|большой)~1букв…` +
          '|через~1(?:точку|запятую)|без~1(?:точки|запятых)|капсом)',
      ),
    ),
    reason: 'маяк: перекличка цвета со знаком',
  },
  {
    // Greetings to a colour or one's own people in any words: "ку городу", "доброго вечера чёрной команде".
    kind: 'beacon',
    re: pattern(
      '⟨(?:привет…|приветик…|приветствую|салам|салют|хай|хей|хэй|йоу|ку|здравствуйте|здарова|здорово' +
        '|хелоу|хеллоу|хаюшки|бонжур|алоха|доброго~1(?:вечера|утра|дня)|доброй~1ночи|доброе~1утро' +
        `|добрый~1(?:день|вечер))~2${TO_COLOR}⟩`,
    ),
    unless: BOTH,
    judge: inOneSentence,
    confidence: 'certain',
    reason: 'маяк: приветствие цвету',
  },
  {
    // "я пиздец какой красный" in any intensifier: an agreed odd phrase.
    kind: 'beacon',
    re: pattern(
      '⟨(?:пиздец|капец|пипец|ппц|писец|трындец|звездец|кабздец|жесть|офигеть|охренеть|обалдеть|очуметь' +
        `|нереально|дико|люто|адски|чертовски|офигенно|безумно)~1(?:какой|какая|как)~1(?:${COLOR_WORD}` +
        '|городск…|мирняк…)',
    ),
    reason: 'маяк: условная фраза о цвете',
  },
  {
    // Schemes agreed beforehand and the cards' looks.
    kind: 'beacon',
    re: pattern(
      '⟨(?:по|играю~1по|иду~1по|работаю~1по)~1(?:схеме|системе|плану|тактике|методу|методике|стратегии)~2(?:нашей|нашего|нашему' +
        `|пати|клана|тройки|свои…|["'«„])|⟨кто~1понял~2тот~1(?:понял|поймет)|⟨(?:свои|наши)~1(?:поймут` +
        '|поняли|знают|в~1курсе)|⟨(?:достал…|вытянул…|выпал…|получил…|взял…|вытащил…|пришл…|пришел|попал…' +
        `|досталась|достался)~2(?:карт…|карточк…)?~1(?:с|со|в|без)~1${group(CARD_MARKS)}` +
        `|⟨(?:у~0меня|мне)~2(?:карт…|карточк…)~1(?:с|со|без)~1${group(CARD_MARKS)}|⟨(?:бел…|син…|зелен…|желт…|золот…` +
        '|сер…|розов…|фиолет…|полосат…)~1(?:карт…|карточк…)',
    ),
    reason: 'маяк: заранее оговорённая схема или примета карты',
  },
  {
    // A roll-call answered with an agreed word or emoji: "кто мирный, напишите 'ква'", "шер, кинь 😉 если ты тут".
    kind: 'beacon',
    re: pattern(
      anyOf(
        `⟨(?:${GROUP}|наши|свои|все~2на~1стороне~1(?:города|мафии|красных|черных))~4(?:${PUT_SIGN}|скажи` +
          `|скажите|ответь|ответьте|начинайте|начинай|ставим|кидаем|пишем)~3(?:${QSIGN})`,
        `⟨(?:${PUT_SIGN}|скажи|скажите|ответь|ответьте)~2(?:${QSIGN})~4(?:если|кто)~2(?:ты~1)?(?:${COLOR_WORD}|тут|здесь)`,
        `(?:${QSIGN})~3(?:в~1чат~1)?если~2(?:ты~1)?${COLOR_WORD}`,
        // The sign right before "кто …": "🍀 кто мирный" (not "🤷 не знаю, кто дон", "🤔 кто остался черным").
        `(?:${QSIGN})[^а-яa-z\\d]{0,4}(?:в~1чат~1)?кто~0(?:${COLOR_WORD})`,
      ),
    ),
    requires: pattern(`⟨(?:${COLOR_WORD}|наши|свои|город…)`),
    reason: 'маяк: перекличка с условным знаком',
  },
];
const MORE = table(judged(MORE_ROWS));

/** The document's swear of degree ("я пиздец/капец/пипец какой красный"). */
const SWEAR_DEGREE = '(?:пиздец|капец|пипец|ппц|писец|трындец|звездец|кабздец|абздец|хренец)';

/** A colour or a role said as a condition or a group ("черный", "мафия", "шериф…"). */
const ROLE = '(?:красн…|черн…|мирн…|маф…|шериф…|дон…|доктор…|город…)';
/** A sign shown: an emoji, a quoted word, a named sign, a sound. */
const SHOWN = `(?:${QSIGN}|${group(SIGN_THINGS)}|${group(SOUNDS)})`;

/** Something worn or set up as a sign: "синяя кепка на мне", "статус 🔴", "ник с точкой". */
const WORN = '(?:кепк…|шапк…|очк…|аватар…|ава|аву|авой|ник|нике|статус…|кофт…|футболк…|толстовк…|худи|фон…|рамк…)';
/** A sign shown or worn: the soft wink's company. */
const SIGN_OR_WORN = pattern(`\\p{Extended_Pictographic}|["'«„“][^"'»“”\\n]{1,20}["'»“”]|⟨${WORN}⟩`);
/** The colours of things that are no side's ("белая", "жёлтая"): a card's or a cap's looks. */
const THING_COLOR = '(?:бел|син|зелен|желт|золот|сер|розов|фиолет|оранжев|голуб)';
/** An agreed sign written out: an emoji or a quoted word. */
const SIGN_MARK = `(?:\\p{Extended_Pictographic}|["'«„“][^"'»“”\\n]{1,20}["'»“”])`;
/** One's own side as who is called to answer: "кто со мной", "свои". */
const WITH_ME = '(?:кто~1со~0мной|кто~1с~0нами|кто~1за~0меня|кто~1свой|кто~1наш|свои|наши)';

const SLOTS_ROWS: Row[] = [
  {
    // "моим привет", "ку-ку сокомандникам 🤝", "всем черным моё почтение": a greeting to one's own side.
    kind: 'beacon',
    re: pattern(
      `⟨${group(GREETINGS)}~2(?:всем~1)?(?:${group(OURS)}|${TO_COLOR})|⟨(?:всем~1)?(?:${group(OURS)}|${TO_COLOR})~1(?:мое~1|наше~1)?${group(GREETINGS)}` +
        // All but one colour: "всем доброго утра, кроме черных".
        `|⟨${group(GREETINGS)}~3(?:всем~1)?кроме~1(?:красн…|черн…|мирн…|маф…|город…|шериф…|дон…)`,
    ),
    unless: BOTH,
    judge: inOneSentence,
    reason: 'маяк: приветствие своим',
  },
  {
    // "шериф, если это ты, напиши «понял»", "поставь ❤️, если мы в одной команде", "кто из наших — ставьте 🍏".
    kind: 'beacon',
    re: pattern(
      anyOf(
        `⟨(?:${group(CONDITIONS)}|если~2${ROLE}|${group(CALLED)})~4(?:${SIGNAL}|${group(ASK_SIGN)}~3${SHOWN})`,
        `⟨${group(ASK_SIGN)}~4${SHOWN}~4(?:${group(CONDITIONS)}|если~2(?:ты~1|вы~1)?${ROLE}|${group(CALLED)})`,
      ),
    ),
    reason: 'маяк: перекличка с условным знаком',
  },
  {
    // "код 33, кто знает — отзовитесь": a code offered to those who know.
    kind: 'beacon',
    re: pattern(
      `⟨(?:код|пароль|кодовое~1слово)~3(?:кто~1знает|${group(CALLED)}|${SIGNAL})|⟨(?:код|пароль|кодовое~0слово)[^а-яa-z\\d"'«„“\\n]{0,3}["'«„“]`,
    ),
    reason: 'маяк: перекличка с условным знаком',
  },
  {
    // "кодовое слово на сегодня — 🍉", "наш знак сегодня — три точки": an agreed code named, then shown.
    kind: 'beacon',
    re: pattern(`⟨${group(CODES)}~5(?:${SHOWN})`),
    // The other "знак" of chat: "наш знак зодиака — рыбы 🐟".
    unless: pattern('⟨зодиак…'),
    reason: 'маяк: заранее оговорённый знак',
  },
  {
    // "кря, если мирный": a sound standing for the speaker's colour.
    kind: 'beacon',
    re: pattern(`⟨${group(SOUNDS)}~2если~2(?:я~1)?${ROLE}`),
    reason: 'маяк: условный звук о своём цвете',
  },
  {
    // "на доне я всегда говорю «погнали»", "на красной карте пишу через точку", "на черной карте ава с котом".
    kind: 'beacon',
    re: pattern(
      `⟨${group(ROLE_ON)}~4(?:${group(GIVE_SIGN)}~4${SHOWN}|${SHOWN}|${group(GIVE_SIGN)}~1(?:первым|первой|последним|последней|${group(MANNER)}))`,
    ),
    reason: 'маяк: знак, который даётся на определённой роли',
  },
  {
    // "как договаривались: ставлю 🍀", "по нашей договорке ставлю 🌚", "ставлю три точки, как в прошлый раз".
    kind: 'beacon',
    re: pattern(`⟨${group(AGREED)}~4${group(GIVE_SIGN)}~3${SHOWN}|⟨${group(GIVE_SIGN)}~3${SHOWN}~4${group(AGREED)}`),
    reason: 'маяк: заранее оговорённый знак',
  },
  {
    // "я жуть какой мирный", "я космически красный", "я очень-очень-очень красный", "ух какой я красный":
    // the document's "я пиздец какой красный" in any odd degree or a degree said over and over.
    kind: 'beacon',
    re: pattern(
      anyOf(
        `⟨я~3${group(ODD_DEGREE)}~0(?:(?:какой|какая)~0)?(?:${COLOR_WORD})`,
        // The document's swear of degree with its "какой" left out: "я пипец красный".
        `⟨я~1${SWEAR_DEGREE}~0(?:${COLOR_WORD})⟩`,
        `⟨я~2(?:очень|супер|прям|реально|сильно|ну~0очень)~0(?:очень|супер|прям|реально|сильно)⟩~2(?:${COLOR_WORD})`,
        `⟨(?:ух|ох|ах|ух~0ты)~1(?:какой|какая)~1я~1(?:${COLOR_WORD})`,
        // The colour first, the odd degree after: "я красный прям очень-очень, капец как", "я кр так, что прям ваще пипец".
        `⟨я~1(?:${COLOR_WORD})~3${SWEAR_DEGREE}~0как⟩(?![^.!?\\n]*[а-яa-z])`,
        `⟨я~1(?:${COLOR_WORD})~1так~0что~3(?:${SWEAR_DEGREE}|${group(ODD_DEGREE)})⟩`,
        `⟨я~1(?:${COLOR_WORD})~1(?:прям~0|реально~0)?(?:очень|супер|сильно)~0(?:очень|супер|сильно)⟩`,
        // The superlative with the swear after: "ну я самый красный на этом столе, капец просто".
        `⟨я~2(?:самый|самая)~0(?:${COLOR_WORD})~6${SWEAR_DEGREE}⟩`,
      ),
    ),
    unless: pattern('⟨не~1(?:такой|такая)⟩|⟨(?:был|была)⟩'),
    reason: 'маяк: условная фраза о цвете',
  },
  {
    // "мирным — 🤝, остальным — 👋": a sign for one colour set against the rest.
    kind: 'beacon',
    re: pattern(
      '⟨(?:(?:красн|черн|мирн|светл|темн|бел|город)…' +
        `|(?:всем~0)?${group(OURS)})[^а-яa-z\\d]{0,4}(?:[а-я]+[^а-яa-z\\d]{1,4})?(?:\\p{Extended_Pictographic}` +
        `|${group(GREETINGS)})~3(?:а~0)?(?:всем~0)?(?:остальным|красным|черным|мирным|мафии|городу)⟩`,
    ),
    unless: BOTH,
    reason: 'маяк: знак одному цвету',
  },
  {
    // "красные, в голосовании ставим с задержкой в 3 секунды", "мирные, голосуем последними".
    kind: 'beacon',
    re: pattern(
      anyOf(
        `⟨${GROUP}~4(?:ставим|ставьте|голосуем|голосуйте|пишем|пишите|жмем|жмите|заходим|выставляем)~4${group(MANNER)}`,
        `⟨(?:${PUT_SIGN}|${group(GIVE_SIGN)})~6${group(PURPOSE)}`,
      ),
    ),
    reason: 'маяк: заранее оговорённый знак',
  },
  {
    // "маякую: 🔴🔴🔴", "подаю знак своим": a beacon given and named.
    kind: 'beacon',
    re: pattern(`⟨(?<!не\\s)${group(BEACONING)}`),
    reason: 'маяк: заранее оговорённый знак',
  },
  {
    // A sign for one's own side, agreed or not: "как договаривались — всем своим 🍒", "передаю всем своим: ♣️";
    // a roll-call by reactions: "кто со мной — поставьте 🔥 на это сообщение", "свои, лайкните"; a sign asked for with
    // "я пойму": "начните речь со слова «итак», я пойму".
    kind: 'beacon',
    re: pattern(
      anyOf(
        // An emoji only: "со своим «всем красненьким»" quotes someone's words.
        `⟨(?:${group(AGREED)}~3)?(?:всем~1)?${group(OURS)}[^а-яa-z\\d]{0,4}\\p{Extended_Pictographic}`,
        `⟨${WITH_ME}~3(?:${PUT_SIGN}|${group(ASK_SIGN)})~2(?:${SIGN_MARK}|реакци…|лайк…|плюс…|сердечк…)`,
        `⟨(?:${PUT_SIGN}|лайкните|лайкни)~2(?:${SIGN_MARK}|реакци…|лайк…)~1на~0(?:это~0|мое~0)?сообщени…`,
        `⟨(?:${group(ASK_SIGN)}|начните|начни)~5${SIGN_MARK}~4я~1(?:пойму|узнаю)`,
      ),
    ),
    reason: 'маяк: знак для своих',
  },
  {
    // "🌝 кто в теме, тот в теме", "свои поймут" ("вы знаете, что это значит" is as often a reasoning's end).
    kind: 'beacon',
    re: pattern(`⟨${group(WINKS)}`),
    reason: 'маяк: намёк для своих',
  },
  {
    // The soft wink beside a sign shown: "🔴🔴🔴 знаете, что это значит", "ставлю ник «Кот» — вы знаете, что это значит".
    kind: 'beacon',
    re: pattern(`⟨${group(WINKS_SOFT)}`),
    requires: SIGN_OR_WORN,
    // A reasoning's end: "если 5 черный, вы знаете, что это значит".
    unless: pattern(`⟨(?:если|раз)~2(?:${COLOR_WORD}|\\d{1,2}⟩)`),
    reason: 'маяк: намёк для своих',
  },
  {
    // A side's sign laid down as a scheme: "мирные пишут с заглавной", "мафия ставит запятую после номера",
    // "шериф начинает речь со слова «итак»", "доктор пусть поставит 💊 в чат", "кто свой — ставит 🐸".
    kind: 'beacon',
    re: pattern(
      `⟨(?:${GROUP}|шериф|доктор|${group(CALLED)})~5(?:пусть~1)?(?:ставят|ставит|поставит|поставят|пишут|пишет|начинает|начинают` +
        `|заканчивает|заканчивают|вставьте|вставляют|вставит|скажет|кидает|кидают)~5${SHOWN}`,
    ),
    reason: 'маяк: заранее оговорённый знак',
  },
  {
    // "всем доброго утра от красной кепки 🧢", "привет от желтой уточки": a greeting signed by a coloured thing.
    kind: 'beacon',
    re: pattern(`⟨${group(GREETINGS)}~3от~1(?:${THING_COLOR}|красн|черн)…~1[а-я]+`),
    unless: pattern('⟨от~1(?:красн…|черн…|мирн…)~1(?:игрок…|жител…|номер…|мест…)'),
    reason: 'маяк: приветствие своим',
  },
  {
    // "свои на месте? 🫡", "наши тут?", "красные, вы здесь?": a roll-call by presence.
    kind: 'beacon',
    re: pattern(
      `⟨(?:свои|наши|сокомандники|тиммейты|напарники|союзники|${GROUP})~1(?:вы~1)?(?:на~1месте|тут|здесь|живы|в~1сборе|с~1нами)⟩` +
        '[^а-яa-z\\d]{0,3}\\?',
    ),
    reason: 'маяк: перекличка своих',
  },
  {
    // "вишенка 🍒 для своих", "«лис» для наших": a sign addressed to one's own.
    kind: 'beacon',
    re: pattern(
      `(?:\\p{Extended_Pictographic}|["'«„“][^"'»“”\\n]{1,20}["'»“”])~1для~1(?:своих|наших|красных|черных|мирных|${group(TEAM_CALLED)})⟩`,
    ),
    reason: 'маяк: знак для своих',
  },
  {
    // "вчерашний код в силе", "помните фразу из прошлой игры? 'луна светит'", "напомню тем, кто из нашего клана: 'как договаривались'".
    kind: 'beacon',
    re: pattern(
      anyOf(
        '⟨(?:вчерашн…|позавчерашн…|прошл…|прежн…|стар…|наш…|тот~1же|та~1же)~1(?:код…|пароль…|шифр…|знак…|договорк…|фраз…)' +
          '~2(?:в~1силе|действует|работает|актуал…)',
        `⟨(?:помните|помнишь|напоминаю|напомню)~4(?:фраз…|слов…|код…|знак…|пароль…|шифр…)~5${SIGN_MARK}`,
        `⟨(?:помните|помнишь|напоминаю|напомню)~2(?:${group(CALLED)}|${group(OURS)}|тем~1${group(CALLED)})~8${SIGN_MARK}`,
      ),
    ),
    reason: 'маяк: заранее оговорённый знак',
  },
  {
    // "я сегодня на белой, как и обещала", "вытянул белую, всем удачи": a card's colour that is no side's, the card left unsaid.
    kind: 'beacon',
    re: pattern(
      `⟨(?:(?:я|у~0меня)~2на|достал…|вытянул…|вытащил…|выпал…|досталась|пришла)~1${THING_COLOR}(?:ую|ая|ой)⟩` +
        '(?=\\s*(?:[,.!?;:—-]|\\p{Extended_Pictographic}|$))',
    ),
    reason: 'маяк: примета карты',
  },
  {
    // "шериф, моргни статусом в дискорде если это ты", "шериф, подай знак — скажи …": a sound or a sign asked of a role.
    kind: 'beacon',
    re: pattern(
      `⟨${group(SOUND_ASK)}~5(?:${group(CONDITIONS)}|если~2(?:ты~1|вы~1)?${ROLE})|⟨(?:шериф|доктор|дон)~2(?:подай|подайте|дай|дайте)~1знак`,
    ),
    reason: 'маяк: перекличка с условным знаком',
  },
  {
    // "по нашей схеме: 🦊 = красный. я 🦊", "как договаривались — я сегодня ромашка 🌼": a code defined or worn.
    kind: 'beacon',
    re: pattern(`${SIGN_MARK}\\s*(?:=|значит|означает)\\s*(?:${COLOR_WORD})|⟨${group(AGREED)}~3я~1сегодня~2${SIGN_MARK}`),
    reason: 'маяк: заранее оговорённый знак',
  },
];
const SLOTS = table(judged(SLOTS_ROWS));

/** One-word entries of lexicons, as they read in the normalised text (a stem without its "…"). */
const words = (...lists: (readonly string[])[]) =>
  lists
    .flat()
    .filter((e) => /^[а-я]+…?$/u.test(e))
    .map((e) => collapse(e.replace('…', '')))
    .join('|');
const ADDRESSEES = `(?:всем)?(?:${words(OURS, TEAM_TO, ['красным', 'черным', 'мирным', 'городу', 'мафии', 'донам', 'шерифам'])})`;
const GREETING_WORDS = words(GREETINGS);
/**
 * Spaced-out letters join into one word ("п р и в е т  м и р н ы м" is "приветмирным"): a greeting to
 * one's side is looked for inside it, either way round.
 */
const SPACED_GREETING = new RegExp(`(?:${GREETING_WORDS})${ADDRESSEES}|${ADDRESSEES}(?:${GREETING_WORDS})`, 'u');

/** A greeting to one's side spelled in spaced-out letters, which the table's rows cannot read. */
export function detectSpacedGreeting(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS;
  for (const tok of n.tokens) {
    if (!tok.spaced || !SPACED_GREETING.test(tok.t)) continue;
    const span = toOriginal(n, tok.s, tok.e);
    const fragment = n.original.slice(span.start, span.end);
    return [{ kind: 'beacon', start: span.start, end: span.end, fragment, reason: 'маяк: приветствие своим' }];
  }
  return NO_FINDINGS;
}

/** The document's swear of degree in spaced-out letters, the speaker's "я" joined to it ("я п и п е ц какой кр"). */
const SPACED_DEGREE = new RegExp(`^(?:я)?${collapse(SWEAR_DEGREE)}$`, 'u');
/** What follows it: "какой кр", "какая красная". */
const DEGREE_TAIL = pattern(`^[^а-яa-z\\d]+(?:какой|какая|как)~0(?:${COLOR_WORD})`, 'u');

/** "я пипец какой красный" spelled in spaced-out letters, which the table's rows cannot read. */
export function detectSpacedDegree(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS;
  for (const tok of n.tokens) {
    if (!tok.spaced || !SPACED_DEGREE.test(tok.t)) continue;
    const tail = DEGREE_TAIL.exec(n.text.slice(tok.e));
    if (!tail) continue;
    const span = toOriginal(n, tok.s, tok.e + tail[0].length);
    const fragment = n.original.slice(span.start, span.end);
    return [{ kind: 'beacon', start: span.start, end: span.end, fragment, reason: 'маяк: условная фраза о цвете' }];
  }
  return NO_FINDINGS;
}

/** Sounds a roll-call asks for by their verb ("мяукни" → "мяу"): the answers that follow are the sound. */
const SOUND_VERBS: [RegExp, string][] = [
  [/(?:^|[^а-я])мяукн/, 'мяу'],
  [/(?:^|[^а-я])гавкн/, 'гав'],
  [/(?:^|[^а-я])хрюкн/, 'хрю'],
  [/(?:^|[^а-я])квакн/, 'ква'],
  [/(?:^|[^а-я])крякн/, 'кря'],
  [/(?:^|[^а-я])мурлыкн/, 'мур'],
  [/(?:^|[^а-я])кукарекн/, 'кукареку'],
];
/** A sound or a code given as the sign itself ("кря, если мирный", "код 33"). */
const SOUND_SIGN = /(?:^|[^а-я])(мяу|гав|хрю|ква|кря|мур|кукареку|бип)(?=$|[^а-я])/;
const DIGIT_SIGN = /(?:^|[^а-я])(?:пиш|ставь|ставят|ставим|кин|скин)[а-я]*\s+(\d)(?!\d)/u;
const CODE_SIGN = /(?:^|[^а-я])(?:код|пароль)\s+(\S{1,12})/;

/**
 * The answer a roll-call asks for ("напишите 'ква'", "киньте 🌞", "поставьте
 * точку"), normalised, so that the engine can recognise the answers that
 * follow; null when the message is no roll-call.
 */
export function rollCallSign(n: Normalized, findings: readonly Finding[]): string | null {
  if (!findings.some((f) => f.kind === 'beacon')) return null;
  const q = QUOTED.exec(n.text);
  if (q) return (q[1] ?? '').trim();
  // A sound said or asked for is the sign even beside an emoji that only illustrates it ("кря, если мирный 🦆").
  for (const [re, sign] of SOUND_VERBS) if (re.test(n.text)) return sign;
  const sound = SOUND_SIGN.exec(n.text);
  if (sound) return sound[1]!;
  const p = PICTOGRAPH.exec(n.text);
  if (p) return p[0];
  for (const [re, sign] of NAMED_SIGNS) if (re.test(n.text)) return sign;
  // A digit a side is to write: "красные пишут 1, черные 2".
  const digit = DIGIT_SIGN.exec(n.text);
  if (digit) return digit[1] ?? null;
  const code = CODE_SIGN.exec(n.text);
  if (code) return code[1]!.replace(/[,.!?:;]+$/u, '');
  return null;
}

/** A roll-call remembered: its sign, who called, the call's words, and whether the sign opens or closes a speech. */
export interface RollCall {
  sign: string;
  by: string;
  /** The call's own words: an answer may echo them ("свои на месте? 🫡" — "🫡 на месте"). */
  words?: string[];
  /** The sign is to be said in one's speech ("начинают речь с «так-с»"): a longer message opening on it answers. */
  speech?: boolean;
}

/** A call that puts its sign into a speech: "начинают речь с …", "скажи в речи слово …", "в начале речи". */
const IN_SPEECH = /(?:^|[^а-я])(?:реч[ьиейю]|начина[а-я]*|в начале|сообщени[еяй])(?=$|[^а-я])/u;
/** Sounds of one animal answer each other's call ("мяукните" — "мур-мур"). */
const SOUND_KIN: Record<string, string> = { мур: 'мяу', мяв: 'мяу', мурмур: 'мяу', гавгав: 'гав', ав: 'гав', тяв: 'гав' };
const WORD_SPLIT = /[\s,.!?;:…—-]+/u;
const PICTOGRAPHS = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier}/gu;

/** The roll-call to remember from a call's normalised text and its sign. */
export function rollCallOf(sign: string, by: string, text: string): RollCall {
  const words = text.replace(PICTOGRAPHS, ' ').split(WORD_SPLIT).filter(Boolean);
  return { sign, by, words, speech: /[а-яa-z]/u.test(sign) && IN_SPEECH.test(text) };
}

/**
 * Whether a short message answers a roll-call: the sign alone, maybe repeated or stretched ("ква-ква", "🌞🌞"),
 * beside emoji ("лимон 🍋"), beside words of the call itself ("🫡 на месте"), a sound of the same animal
 * ("мур-мур 🐱" to "мяукните"), or, when the sign is to be said in a speech, a message opening on it
 * ("так-с, ну что, проверил 5"). Other words beside the sign make it talk ("👏 хорошая речь, 6").
 */
export function answersCall(answer: string, c: RollCall): boolean {
  const sign = c.sign;
  if (answer === sign) return true;
  if (sign === '.' && /^[.…]+$/u.test(answer)) return true;
  const letters = /[а-яa-z\d]/u.test(sign);
  if (c.speech && letters && answer.startsWith(sign) && !/[а-яa-z\d]/u.test(answer.charAt(sign.length))) return true;
  const words = (letters ? answer.replace(PICTOGRAPHS, ' ') : answer).split(WORD_SPLIT).filter(Boolean);
  const kin = (w: string) => SOUND_KIN[w.replace(/-/gu, '')] === sign;
  const signWords = sign.split(WORD_SPLIT).filter(Boolean);
  // A sign of several words said whole, maybe twice ("луна светит 🌙", "я закончил, я закончил").
  if (signWords.length > 1) {
    let i = 0;
    while (i < words.length && signWords.every((w, k) => words[i + k] === w)) i += signWords.length;
    return i > 0 && i === words.length;
  }
  // The sign repeated or stretched inside one word: "ква-ква", "🌞🌞".
  const isSign = (w: string) =>
    w === sign ||
    w
      .split(sign)
      .join('')
      .replace(/-|\u{FE0F}/gu, '') === '' ||
    kin(w);
  const said = words.filter(isSign);
  if (!said.length) return false;
  const others = words.filter((w) => !isSign(w));
  return others.every((w) => c.words?.includes(w) ?? false);
}

export default family({
  name: 'beacon',
  kinds: {
    beacon: { online: teamLoss('4.8'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
  },
  steps: [
    { stage: 'appeals', tables: [FIRST] },
    { stage: 'appeals-more', tables: [MORE, SLOTS] },
    // Spaced-out letters have no word edges for the rows to hold on to.
    { stage: 'appeals-more', find: detectSpacedGreeting },
    { stage: 'appeals-more', find: detectSpacedDegree },
  ],
  examples: {
    finds: {
      beacon: [
        'Привет всем мирным',
        'салют красным',
        'гавкни если черный',
        'вытянул черную карту',
        'обнимаю своих, остальным удачи',
        'если мы за одних — киньте 🌻 в чат',
        'по договорке пишу с маленькой буквы',
        'на шерифе я ставлю смайлик в конце речи',
        'знающие поймут 🙂',
        'доброе утро тёмненьким',
        'привет тем, у кого карта с короной 👑',
        'светлые, отзовитесь плюсиком',
        'я адски мирный, если что',
        'я прям-прям красный',
        'городу 🌞, а всем остальным спокойной игры',
        'чёрные, голосуем последними, так узнаем своих',
        'шерифы, жмите лайк на первую речь',
        'подаю знак своим 🌻',
        'кто со мной в одной команде, отзовитесь',
        'п р и в е т  с в о и м',
        'кто из своих — мяукните',
        'привет всем, кроме мафии 😉',
        'у меня карта без рожек',
        'я черный так, что прям жуть',
        'мирным — 🤝, черным — 👋',
        'пароль «сова»',
        'сигнал для своих: ставлю 🍀',
        '🟢🟢 знаете, что это значит',
      ],
    },
    clean: [
      'всем привет',
      'играю по версии шерифа',
      'играю по фану',
      'как договаривались, голосуем за 5',
      'на шерифе я всегда проверяю соседей',
      'поставь лайк моему стриму после игры',
      'ку всем, поехали',
      'я точно мирный, проверьте меня',
      'ну какой я чёрный, вы что',
      'доброй ночи и красным, и чёрным',
      'тёмным сегодня везёт, три ночи подряд попадают',
      'кто не стреляет по ночам, тот и мирный',
      'я дико устал, но я мирный',
      'мирные, давайте найдём друг друга по голосам',
      '5 маякует своим, ведущий, посмотрите',
      'я был безумно красный в прошлой игре',
      'за "привет красным" ппк, не пишите так',
      'если 5 черный, вы знаете, что это значит 😅',
      'привет красным и, конечно, черным',
      'код красный, все в 4',
    ],
  },
});
