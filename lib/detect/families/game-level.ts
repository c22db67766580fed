/**
 * Online 2.1 (club remarks: an incorrect remark) forbids arguing from another
 * player's level of play. The act names someone else — a seat, a pronoun —
 * and puts his play low: he cannot play, is a noob, plays by nature badly
 * ("бездарно играет"), always fails ("вечно сливает команду"), has no skill
 * or experience ("у 8 ноль опыта"), should go and learn, is worse than the
 * speaker or a child; or states a fact about his newness as an argument ("он
 * вчера только правила прочитал, не верьте ему"). The speaker saying it of
 * himself ("я новичок", "я ещё учусь"), defending a newcomer ("10ка первый раз
 * играет, давайте помягче"), and judging a move of this game ("5 сегодня
 * играет слабо") stay clean. Slots are the lexicons in lexicons/level.ts.
 */
import { pattern, V } from '../../text/pattern';
import { group } from '../lexicons/entries';
import {
  ABOVE,
  ALWAYS,
  AMATEUR,
  ARRIVED,
  AS_IGNORANT,
  AS_PLAYER,
  BAD_PLAYER,
  BEGINNER_PLACES,
  BADLY,
  DISMISS,
  DOES_NOT_KNOW,
  FAILS,
  FEW_GAMES,
  GAME_SKILLS,
  GAME_TERMS,
  GREEN,
  HANDLED,
  IN_GAME,
  KNOWS_NOTHING,
  LEARN_TO,
  LESSONS,
  LIKE_NOVICE,
  LOW,
  MEASURED_BY,
  NEVER,
  NEWCOMER,
  NOOB,
  NOT_FOR_TABLE,
  NTH_GAME,
  PLAYS,
  POORLY,
  PRO,
  SHORT_SPAN,
  SKILL,
  SPAN,
  TECH_LEVELS,
  WEAKEST,
  WINS,
  ZERO,
} from '../lexicons/level';
import { COPES } from '../lexicons/mind';
import { table, type Judged } from '../table';
import { alt } from '../../text/alt';
import { actAt, tokenAt } from '../act';
import type { FindingKind } from '../types';
import type { Normalized } from '../../text/normalize';
import { none, warning } from '../../rulesets/cost';
import { family } from '../family';

/** Someone other than the speaker. */
const OTHER = `(?:${V.you}|${V.him}|${V.seat}|этот|эта|этого)`;
/** Whose: "у 8", "у него", "его", "твой". */
const HIS = `(?:у~0(?:${V.seat}|него|нее|тебя|вас|них|этого)|его|ее|твой|твоя|твое|твоего|твоей|твоим|ваш…)`;
/** Being able: said with "играть" only ("в мафии не может быть двух шерифов" is not about anyone). */
const ABLE = '(?:умеет|умеешь|умееш|умеете|умеют|может|можешь|можеш|можете|могут)';
/** Able, asked: "ты вообще в мафию умеешь?" (a question about someone's play, not about a rule). */
const ASKED_ABLE = '(?:умеешь|умееш|умеете|умеет)';
/** The rest of a question, a role ("за дона") not in it. */
const ASKED = '(?![^.!?\\n]{0,16}[^а-яa-z]за[^а-яa-z])[^.!?\\n]{0,16}\\?';
/** The game as what one plays or knows. */
const THE_GAME = '(?:играть|в~0мафию|в~0игру)';
/** Than whom, at a word's end. */
const THAN = `(?:чем~0)?(?:${V.seat}|тебя|его|нее|него|вас|их)⟩`;
/** Understanding, said of someone else. */
const UNDERSTANDS = '(?:понимаешь|понимает|понимают|понимаете|сечешь|сечет|шаришь|шарит|знаешь|знает)';
const PLAYS_ = group(PLAYS);
/** Recently, after the arrival it dates: "10 в мафию зашел вчера". */
const RECENTLY = alt('вчера', 'позавчера', 'недавно', 'на~0днях', 'только~0что', 'на~0прошлой~0неделе');
const SKILL_ = group(SKILL);
const LOW_ = group(LOW);
const PLACES = group(BEGINNER_PLACES);
/** Losing, said of someone else (the record "9 игр из 10" is his, not the speaker's). */
const LOSES = alt('проигрывает', 'проигрываешь', 'проигрывают', 'сливает', 'сливаешь', 'сливают');
/** Going through a course, in any mood: "пройди обучалку", "ему бы обучалку пройти". */
const GO_THROUGH = alt('пройти', 'пройди', 'пройдите', 'пройдет', 'пройдешь', 'проходи');
/** Learning, as a wish for someone named: "пусть 8 сначала научится играть" ("пусть научится в следующий раз" names nobody). */
const LET_LEARN = alt('научится', 'научатся', 'подучится', 'подучатся', 'поучится');

/** Words that may stand between the speaker and what he says of himself: "я и сам пока новичок" (not a seat: "я мастер, 2 новичок"). */
const SELF_FILLER =
  '(?:же|ведь|тоже|еще|сам|сама|вообще|тут|здесь|пока|и|правда|просто|конечно|сейчас|вот|ж|реально|лично|играть|в~0мафию|в~0мафии)~0';
/** The speaker about himself: "я новичок", "я не умею играть", "сам нуб", "я ведь тоже первоклашка в мафии". */
const SELF =
  `⟨(?:я|сам|сама)~0${SELF_FILLER}?${SELF_FILLER}?(?:не~1)?(?:умею|новичок|новенький|новенькая|нуб|нубас|первый~1раз|учусь|шарю` +
  `|играю~1(?:первый|1)|${group(NOOB)})`;

/**
 * A remark about someone's level or mind is made by saying it: quoted, or told
 * of as someone else's words in a question to the host ("1 написал, что 4 не
 * умеет думать, это нарушение?"), or asked about as the rule, it is none.
 */
export function remarked(kind: FindingKind): (n: Normalized, s: number, e: number) => Judged {
  return (n, s, e) => {
    // The match may end past the last word (a question mark), so both ends are held to the words.
    const last = n.tokens.length - 1;
    const from = Math.min(tokenAt(n, s), last);
    const a = actAt(n, from, Math.max(from, Math.min(tokenAt(n, e - 1), last)));
    // A report is told by asking ("6 написал, что 5 играть не умеет, это нарушение?"); a bare "зачем 04 что-то говорит,
    // он играть не умеет" is the remark itself.
    if (a.quoted || (a.question && (a.rule || a.reported === 'other' || a.reported === 'addressee'))) return null;
    return kind;
  };
}

const ROWS = table([
  {
    kind: 'game-level',
    re: pattern(
      [
        // Cannot play: "ты не умеешь играть", "играть вообще не умеет", "он в мафию не умеет".
        `⟨не~1${ABLE}~1играть|⟨играть~2(?:вообще~1|совсем~1|ещ[её]~1|нормально~1)?не~1(?:${ABLE}|научил…)`,
        `⟨${group(DOES_NOT_KNOW)}`,
        `⟨${group(KNOWS_NOTHING)}~2${group(IN_GAME)}|⟨${group(IN_GAME)}~2${group(KNOWS_NOTHING)}`,
        // Asked as a put-down: "да что ты понимаешь в мафии".
        `⟨(?:что|че|чо)~1(?:ты|вы)~1(?:вообще~0|там~0)?(?:понимаешь|понимаете|смыслишь|смыслите|знаешь|знаете)~1${group(IN_GAME)}`,
        `⟨${group(LEARN_TO)}~2(?:играть|мафи…|в~0мафию)`,
        `⟨(?:играть|в~0мафию)~1(?:сначала~0|хоть~0|нормально~0|для~0начала~0)?${group(LEARN_TO)}`,
        // Not coping with the game or the table: "ты не тянешь этот стол", "он не вывозит такой уровень", "с 7 мы всегда сливаем".
        `⟨(?:${group(COPES)}|не~0дотягива…~0до)~1(?:даже~0|никак~0)?${group(HANDLED)}⟩`,
        `⟨(?:он|она|ты|${V.seat})~1(?:просто~0|явно~0|вообще~0|уже~0|тупо~0)?не~0(?:тянет|тянешь|вывозит|вывозишь)⟩[^а-яa-z\\d]*$`,
        `⟨с~0(?:${V.seat}|ним|ней|тобой)~2(?:мы~0)?${group(ALWAYS)}~1(?:проигрываем|сливаем|сливаемся|проигрываемся)⟩`,
        // The game's skills: "не умеешь вскрываться — не вскрывайся", "5 не умеет голосовать".
        `⟨не~1(?:умеешь|умееш|умеете)~1${group(GAME_SKILLS)}|⟨${OTHER}~2не~1(?:умеет|умеют)~1${group(GAME_SKILLS)}`,
        // Asked: "ты вообще в мафию умеешь?", "играть хоть умеешь?", "ты вообще понимаешь, как в мафию играют?".
        // "умеешь играть за дона?" asks about a role, not the level.
        `⟨${THE_GAME}~1(?:вообще~0|хоть~0|хотя~0бы~0)?${ASKED_ABLE}⟩${ASKED}|⟨${ASKED_ABLE}~1(?:вообще~0|хоть~0)?${THE_GAME}⟩${ASKED}`,
        `⟨(?:вообще|хоть)~0(?:${UNDERSTANDS}|в~0курсе)~1как~2(?:играют|играть|играется)⟩`,
        // The game not understood, the object first: "ты игру не понимаешь", "в мафии ни черта не смыслит".
        `⟨(?:игру|мафию|${group(IN_GAME)})~1(?:вообще~0|совсем~0|толком~0|даже~0|ни~0черта~0|ничего~0)?не~0${UNDERSTANDS}⟩`,
        // Nobody at the game: "он в мафии ноль", "ты как игрок пустое место".
        `⟨${OTHER}~2${group(AS_PLAYER)}~1(?:просто~0|вообще~0)?${group(ZERO)}|⟨${OTHER}~1${group(ZERO)}~1${group(AS_PLAYER)}`,
        // Level named and put below: "уровень не тот".
        `⟨(?:уровень|уровня|скил|опыт|опыта)~0не~0(?:тот|того|та)⟩`,
        // A label: "2 нуб", "ты в мафии случайный человек", "4 — дно, а не игрок".
        `⟨${OTHER}~2(?:вообще~0|совсем~0|просто~0|явно~0|походу~0|ещ[её]~0)?${group(NOOB)}`,
        `⟨${group(NOOB)}~1(?:${V.seat}|этот|эта)⟩`,
        `⟨${group(BAD_PLAYER)}`,
        // Playing badly by nature: "6 бездарно играет", "играет как нуб".
        `⟨${group(BADLY)}~1${PLAYS_}|⟨${PLAYS_}~2${group(BADLY)}`,
        `⟨(?:${PLAYS_})~1(?:хуже|слабее)~1(?:всех|меня|нас|чем~0(?:${V.seat}|я|мы|все|любой)⟩)`,
        `⟨${group(ALWAYS)}~1${group(POORLY)}~1${PLAYS_}|⟨${group(POORLY)}~1${PLAYS_}~2${group(ALWAYS)}`,
        // Compared with a simple game: "ты в мафию как в дурака играешь".
        `⟨(?:${PLAYS_})~1в~0мафи…~1как~0в~0[а-я]{3,}|⟨в~0мафи…~1как~0в~0[а-я]{3,}~1${PLAYS_}`,
        `⟨в~0мафи…~1${PLAYS_}~1как~0в~0[а-я]{3,}`,
        '⟨в~0одной~0лиг…~2не~0(?:играю|играем)',
        // Worse than a novice: "даже новичок понял бы, что 10 черный".
        `⟨даже~0(?:${group(NEWCOMER)}|${group(NOOB)})~2(?:бы~0)?(?:понял…|увидел…|догадал…|заметил…|сообразил…|разобрал…)~1бы⟩`,
        `⟨даже~0(?:${group(NEWCOMER)}|${group(NOOB)})~1бы~0(?:понял…|увидел…|догадал…|заметил…|сообразил…|разобрал…)⟩`,
        // Someone who can play set against a seat: "я бы послушал того, кто умеет играть, а не 7".
        `⟨кто~1(?:умеет|умеют)~1(?:играть|в~0мафию)~3а~0не~0(?:${V.seat}|тебя|его|ее|вас)⟩`,
        // Told to start playing properly: "ты нормально играть начни, тогда и поговорим".
        '⟨(?:нормально|хорошо|сначала)~0играть~0(?:начни|начните|научись|научитесь)⟩',
        // The speaker's experience over others': "у меня опыта больше, чем у всего стола".
        `⟨у~0меня~1(?:опыта|скилла|скила|игр|стажа)~1больше~2(?:чем~0)?(?:у~0)?(?:всего~0стола|всех|${V.seat}|него|нее|тебя|вас|них)⟩`,
        // The slang verdict: "скилл ишью у 10".
        `⟨(?:скил…|skill)~0(?:ишью|issue)~1у~0(?:${V.seat}|него|нее|тебя|вас)⟩|⟨у~0(?:${V.seat}|него|нее|тебя|вас)~1(?:скил…|skill)~0(?:ишью|issue)⟩`,
        // Weak, said of a player at the clause's end: "7 слабый, поэтому и спалился" ("слабый аргумент" goes on).
        `(?<!у\\s)⟨(?:${V.seat}|он|ты)~0(?:просто~0|явно~0|вообще~0|очень~0)?(?:слабый|слабая|слабенький|слабенькая)⟩(?=[^а-яa-z\\d]*(?:[,.!?;—–]|$))`,
        // Always failing: "он вечно сливает команду", "в каждой игре путается".
        `⟨${OTHER}~2${group(ALWAYS)}~1${group(FAILS)}`,
        `⟨${group(ALWAYS)}~1${group(FAILS)}~3(?:команд…|игр…|мирн…|город…|своих)`,
        // No skill or experience: "у 8 ноль опыта", "опыта у 4 не хватает", "у 9 рейтинг на дне".
        `⟨${HIS}~3${SKILL_}~3${LOW_}`,
        `⟨${SKILL_}~1у~0${OTHER}~2${LOW_}`,
        `⟨${HIS}~2${LOW_}~1${SKILL_}`,
        `⟨${HIS}~2${SKILL_}~1(?:всего~0|только~0|лишь~0|от~0силы~0)?${group(SHORT_SPAN)}⟩`,
        // Like a novice's: "у 1 уровень игры как у бота".
        `⟨${SKILL_}~2как~0у~0${group(LIKE_NOVICE)}⟩`,
        `⟨${OTHER}~2(?:без|с~0нулев…|с~0никак…)~1${SKILL_}`,
        `⟨(?:тебе|ему|ей|вам|${V.seat})~2(?:ещ[её]~1)?(?:учиться|расти)~1(?:и~1)?(?:учиться|расти|надо|нужно)`,
        '⟨(?:уровень|уровне|уровня|лвл|lvl|лига…)~1(?:первого~0дня|первой~0игры|бронз…|новичк…|нуб…|детского~1сада|детсад…|песочниц…' +
          '|школьник…|первоклашк…|дна|днища|рака|плинтус…)',
        '⟨(?:по~1)?(?:скил…|уровню|игре)~2(?:ниже|хуже|слабее)~1всех|⟨(?:слабее|хуже)~1всех~1(?:за~1столом|на~1столе|игроков)',
        // Sent to learn or away: "не твой уровень", "10-му рано за этот стол", "иди в песочницу".
        `⟨${group(NOT_FOR_TABLE)}`,
        `⟨(?:иди|идите|марш|вали|валите|пора|тебе|ему|играй|играйте|поиграй|поиграйте|возвращайся|возвращайтесь|тренируйся` +
          `|тренируйтесь)~1(?:в|на)~1${PLACES}`,
        // Said to play where beginners play: "он на низких столах играет", "ты играешь в песочнице".
        `⟨${OTHER}~3${PLAYS_}~1(?:в|на)~0${PLACES}|⟨${OTHER}~2(?:в|на)~0${PLACES}~1${PLAYS_}`,
        // Sent through the beginners' course: "ему бы обучалку пройти".
        `⟨${GO_THROUGH}~1${group(LESSONS, BEGINNER_PLACES)}|⟨${group(LESSONS, BEGINNER_PLACES)}~1${GO_THROUGH}`,
        // Ordered to learn a skill of the game, or wished to learn: "научись хотя бы голосовать", "пусть 8 научится играть".
        `⟨${group(LEARN_TO)}~2${group(GAME_SKILLS)}`,
        `⟨пусть~1(?:${V.seat}|он|она|они)~2${LET_LEARN}`,
        // A newcomer with contempt: "очередной новичок учит нас играть".
        `⟨(?:очередн…|какой-то|какая-то|какой-нибудь)~0${group(NEWCOMER)}`,
        // Someone's record of losses: "ты проигрываешь 9 игр из 10".
        `⟨${LOSES}~1\\d+~1(?:игр…~1)?из~1\\d+`,
        // Compared: "я лучше всех за этим столом играю", "даже мой брат играет лучше, чем 9", "разбирается как я в балете".
        `⟨я~3(?:лучше|сильнее|опытнее)~2(?:всех|тебя|его|ее|вас|${V.seat}⟩|чем)~3(?:${PLAYS_}|играю|${SKILL_})`,
        `⟨я~1(?:${PLAYS_}|играю)~2(?:лучше|сильнее)~1(?:всех|тебя|его|ее|вас|${V.seat}⟩|чем)`,
        `⟨(?:${PLAYS_})~1(?:лучше|сильнее)~1(?:чем~0)?(?:${V.seat}|тебя|его|нее|вас|него)⟩`,
        // Ranked above: "я сильнее 5 как игрок", "я уровнем выше 4", "я по опыту круче тебя".
        `⟨я~1(?:тут~0|здесь~0|явно~0|объективно~0|гораздо~0|намного~0)?(?:${group(ABOVE)}` +
          `|${group(MEASURED_BY)}~1(?:явно~0|гораздо~0|намного~0)?(?:выше|${group(ABOVE)}))~1${THAN}`,
        // The speaker's rank set against someone's: "я профи, 6 любитель".
        `⟨я~1(?:тут~0|здесь~0)?${group(PRO)}~3${OTHER}~1(?:просто~0|лишь~0|всего~0лишь~0|обычный~0|так~0)?(?:${group(NEWCOMER)}|${group(AMATEUR)})`,
        `⟨(?:разбира…|шари…|смысли…|петри…)~3как~0${group(AS_IGNORANT)}~1в~0[а-я]{3,}`,
      ].join('|'),
    ),
    // "красный как рак" is a colour, not a player; the level of the sound or the connection is not of play.
    unless: pattern(`⟨как~0рак⟩|${SELF}|⟨(?:уровень|уровня|уровне|уровнем)~0${group(TECH_LEVELS)}`),
    judge: remarked('game-level'),
    reason: 'апелляция к уровню игры',
  },
  {
    // A fact about newness or weak play, made an argument: "5 новичок, его мнение не считается",
    // "он вчера только правила прочитал, не верьте", "у 1 всего десяток игр, какая от него аналитика".
    kind: 'game-level',
    re: pattern(
      [
        `⟨${OTHER}~2(?:же~0|вообще~0|просто~0|явно~0|походу~0|ещ[её]~0)?${group(NEWCOMER)}`,
        `⟨${group(NEWCOMER)}~1(?:ещ[её]~0)?(?:${V.seat}|этот|эта)⟩`,
        `⟨(?:так|как)~1${group(PLAYS)}~1только~0${group(NEWCOMER)}`,
        `⟨${OTHER}~3${group(POORLY)}~1${PLAYS_}|⟨${OTHER}~3${PLAYS_}~1${group(POORLY)}`,
        `⟨${OTHER}~4${group(GREEN)}`,
        `⟨у~0${OTHER}~2${group(FEW_GAMES)}~2(?:[а-я]+|\\d+)?~0игр…`,
        `⟨у~0${OTHER}~1(?:[а-я]+|\\d+)~0игр…~0(?:всего|только|от~0силы|максимум)⟩`,
        // A short span, a recent arrival: "ты в мафию неделю играешь", "10 в мафию зашел вчера".
        `⟨${OTHER}~3(?:всего~0|только~0|лишь~0)?${group(SHORT_SPAN)}~1(?:играет|играешь|играют|играете|в~0мафии|в~0мафию|за~0столом)⟩`,
        `⟨${OTHER}~3${group(ARRIVED)}~1${RECENTLY}⟩`,
        `⟨${OTHER}~2${group(WEAKEST)}`,
        // Skill lost, said of another: "раньше 1 нормально играл, а сейчас разучился" ("я разучился" is one's own).
        `⟨${OTHER}~4(?:разучился|разучилась|разучились|разучивается)⟩`,
        '⟨(?:с~0)?игрок…~1(?:такого|этого|его|твоего|вашего|их|подобного|низкого)~0уровня⟩',
        `⟨(?:${OTHER}~2)?(?:даже~0)?не~0(?:знает|знаешь|знают|знаете|понимает|понимаешь)~1что~0такое~0${group(GAME_TERMS)}`,
        `⟨${group(NOOB)}~0${group(IN_GAME)}⟩`,
        // Measures set side by side, or someone's named low: "у меня винрейт 70, у 5 — 30", "человек с минусовым рейтингом".
        `⟨у~0меня~1${SKILL_}~3у~0(?:${V.seat}|него|нее|тебя)`,
        `⟨с~0${LOW_}~1${SKILL_}`,
        `⟨(?:у~0меня|я~1играю|я~1в~0мафии)~3${group(SPAN)}~3(?:а|у)~1${OTHER}`,
        `⟨${group(KNOWS_NOTHING)}`,
        `⟨(?:слаб…|плох…|никак…|убог…|детск…)~0игр(?:а|у)⟩`,
        '⟨игрок…~0уровня⟩',
        `⟨(?:с|на)~0(?:таким|такой|таком|такими|этим|этом|этими|твоим|твоей|твоем|твоими|вашим|вашими|вашем|его|ее)~1(?:то~0)?${SKILL_}`,
        // Facts of level: "ни разу не выиграл", "играет третью игру в жизни", "правила толком не знает".
        // Split by verdict, so that each is triggered by its rarer words rather than by the seat or pronoun.
        `⟨${OTHER}~4${group(NEVER)}~2не~0${group(WINS)}`,
        `⟨${OTHER}~4(?:в~0топ…~1(?:никогда~0|ни~0разу~0)?не~0был…|никогда~1не~0был…~1в~0топ…|(?:ноль|ни~0одной)~0побед…)`,
        `⟨${OTHER}~3(?:играет|играешь|играют)~1(?:свою~0|всего~0|только~0|лишь~0)?${group(NTH_GAME)}~0игру`,
        `⟨${OTHER}~3(?:играет|играешь|играют)~1(?:всего~0|только~0|лишь~0)?(?:первый|второй|третий|1|2|3)~0раз~1(?:в~0жизни|в~0мафию|в~0мафии)⟩`,
        `⟨${group(NTH_GAME)}~0(?:игру|игра)~1(?:в~0жизни|в~0мафию|за~0столом)`,
        '⟨(?:правила|правил)~2(?:толком~0|даже~0|вообще~0|совсем~0|до~0сих~0пор~0|еще~0)?не~0(?:знает' +
          '|знаешь|знают|знаете|понимает|понимаешь|читал|читала|читали|выучил|выучила|выучили)⟩',
        `⟨(?:научится|научишься|научитесь|научатся|подучится|подучишься|подучитесь)~2играть`,
        `⟨кто~1из~1нас~1(?:лучше|сильнее|опытнее)~1(?:играет|игрок)`,
        `⟨(?:сначала|пусть)~2(?:${V.seat}|он|она|ты)?~1(?:годик…|год|месяц…|сотню~0игр|пару~0сотен~0игр)~1поигра…`,
      ].join('|'),
    ),
    requires: pattern(`⟨${group(DISMISS)}`),
    unless: pattern(SELF),
    judge: remarked('game-level'),
    reason: 'апелляция к уровню игры',
  },
  {
    // A strong player who would not have done it, made an argument of colour: "7 сильный игрок, черным он бы так не подставился".
    // Said as a fact ("6 — сильный игрок, поэтому и опасен") it names a threat to the town, not an argument from level.
    kind: 'game-level',
    re: pattern(
      `⟨${OTHER}~2(?:сильный|опытный|топовый|сильная|опытная|топовая)~0(?:игрок|игрочина)⟩|⟨${OTHER}~1топ~0(?:клуба|сервера|стола|рейтинга)⟩`,
    ),
    requires: pattern('⟨(?:бы~2так~2не|он~1бы~3не|она~1бы~3не)⟩'),
    unless: pattern(SELF),
    judge: remarked('game-level'),
    reason: 'апелляция к уровню игры',
  },
]);

export default family({
  name: 'game-level',
  kinds: {
    'game-level': {
      online: warning('2.1'),
      'club-warnings': none,
      'club-remarks': warning('club-remarks/incorrect'),
      confidence: 'likely',
    },
  },
  steps: [{ stage: 'late', tables: [ROWS] }],
  examples: {
    finds: {
      'game-level': [
        '3 вообще не шарит, пропускаем его',
        'ты играешь как бот из обучения',
        '5 только вчера зарегался, его версия не в счёт',
        'он же по жизни сливает всех, не верьте',
        'опытные так не делают, 7 явный новичок, его не слушаем',
        '10, ты слабак в мафии',
        'я тут сезон отыграл, а 4 первую неделю, так что слушайте меня',
        '8 играет на уровне бота',
        'у 2 опыта кот наплакал, какой из него шериф',
        'Ты не умеешь играть, пасани',
        'Зачем 04 что то говорит, он все равно играть не умеет',
        'Я не проголосую с 9 игроком потому что он играть не умеет',
        'ты играть не умеешь вообще',
        'научись играть',
        'слабый игрок',
        '3, ты хоть играть умеешь?',
        'ты мафию совсем не понимаешь, не учи нас',
        'он как игрок полный ноль',
        'я по опыту сильнее 8, так что слушайте меня',
        'я ветеран, а 4 салага, верьте мне',
        'он никогда не выигрывал, зачем его слушать',
        '4 играет вторую игру, не слушайте его',
        '5 правила даже не читал, какая от него аналитика',
        'уровень у 8 не тот, пропускаем',
        'ты не вывозишь эту игру',
        'ты в мафию играть сначала научись',
        'он не вывозит этот стол, не верьте',
        'не умеешь голосовать — не голосуй',
        'у 6 стаж неделя, его не слушаем',
        '7 в мафию пришел позавчера, не верьте ему',
        'у 3 уровень как у новичка',
        '9 самый слабый за столом, пропускаем',
        '5 не знает, что такое ппк, куда ему версии строить',
        '8 турист, а не игрок',
      ],
    },
    clean: [
      'я сам недавно начал, не судите строго',
      'у 4 хороший уровень, прислушаемся',
      'опыт приходит с игрой, 3, ничего страшного',
      'новичок за столом, давайте объясним правила',
      '3 сыграл сегодня слабовато, но это не значит, что он черный',
      'рейтинг тут ничего не решает, смотрим на голоса',
      '2 первый раз в этом клубе, привет ему',
      'я не умею играть за дона',
      'он хорошо играет',
      'ты умеешь играть за дона?',
      'я в мафии ноль, подскажите',
      'я ни разу не выигрывал за мафию, эх',
      '2 правила не знает, давайте объясним',
      'ведущий, 3 написал "ты играть не умеешь", это нарушение?',
      'он сказал, что я не умею играть',
      'кто лучше играет за мирных, 3 или 5?',
      'я лучше 5 послушаю',
      '7 не тянет время, быстро говорит',
      'я и сам пока новичок, не судите',
      'я тоже первоклашка в мафии, подскажите',
      'я в мафию неделю играю, подскажите',
      'он не умеет врать, значит мирный',
      'не знаю, что такое договорка, объясните',
      '5 не тянет на шерифа, слишком тихий',
    ],
  },
});
