/**
 * Hints from outside the table (online 4.9; club remarks: information from
 * outside the game): using what someone who does not play said, wrote,
 * showed or thinks about the game — the spectators and their chat, a stream
 * and its comments, the hall, a relative watching the stream, a nickname or
 * status of a spectator — and asking them ("зрители, 1 или 4?"). Allowed:
 * mentioning the audience without relaying anything ("привет зрителям"),
 * asking the host to deal with one ("ведущий, зритель пишет подсказки,
 * удалите"), a denial ("никто мне не подсказывал", "я не читаю чат
 * стрима"), a supposition ("если зрители что-то пишут, я не смотрю"), a past
 * game, a hint by a player at the table ("мне 3 на речи подсказал"), the
 * saying "со стороны виднее". The slots are lexicons/spectator.ts; each
 * match is read by the act layer (act.ts).
 */

import { alt, anyOf } from '../../text/alt';
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { actAt, breakBefore, claimsGame, seatAt, tokenAt, spokenOnly } from '../act';
import { group } from '../lexicons/entries';
import { COMPLAINTS, RELAYS, SAYINGS, SOURCES, TIPS, WATCHERS } from '../lexicons/spectator';
import { table, type Judged } from '../table';
import { COLOR_WORD, has, HOST_OR_BOT, SEAT_IN_WORDS } from '../vocab';
import { none, teamLoss } from '../../rulesets/cost';
import { family } from '../family';

const COLOR = COLOR_WORD;
/** A seat named in words anywhere in the message: about the game as a digit is. */
const SEAT_NAMED_RE = pattern(`⟨${SEAT_IN_WORDS}⟩`);

const SOURCE = alt(
  'спектатор…',
  'донатер…',
  'коммент…',
  'публик…',
  'народ~1(?:на|в|из)~1(?:ютуб…|твич…|стрим…|чат…)',
  'из~1соседнего~1(?:войса|канала|чата)',
  'по~1телефону',
  'со~1стрима',
  'зрител…',
  'зрительск…',
  'стрим…',
  'стример…',
  'трансляци…',
  'эфир…',
  'наблюдател…',
  'смотрящ…',
  'в~1зале',
  'из~1зала',
  'со~1стороны',
  'твич…',
  'чат~1(?:стрима|трансляции|зрителей)',
  'в~1чате~1стрима',
);
const RELAY = alt(
  'шепч…',
  'шепт…',
  'подсвеч…',
  'оставил…',
  'коммент…',
  'подсказ…',
  'сказал…',
  'сказали',
  'говор…',
  'пиш…',
  'напис…',
  'шепн…',
  'слил…',
  'спалил…',
  'маякн…',
  'видно',
  'видят',
  'видел…',
  'знают',
  'палят',
  'скинул…',
  'кидают',
  'кинули',
  'написали',
  'пишут',
  'орут',
  'спойлер…',
  'сообщил…',
);
const WATCHER = '(?:друг|подруга|брат|сестра|кореш|сосед…|мама|папа|батя|жена|муж|девушка|парень|знакомый|знакомая|чел|челик|кент|братан)';

/** The host asked to deal with a spectator ("ведущий, … удалите, пожалуйста"): a complaint, not a hint used. */
const COMPLAINT = pattern(`⟨${HOST_OR_BOT}⟩[^.!?\\n]{0,80}⟨${group(COMPLAINTS)}`);
const SAYING = pattern(`⟨${group(SAYINGS)}`);
/** The hint refused as proof: "реакции зрителей — не аргумент", "что пишет чат, ничего не значит". */
const NO_PROOF = pattern(
  '⟨(?:не|ни~1разу~1не)~1(?:аргумент…|довод…|доказательств…|показател…|считается|считаются|в~1счет)|⟨ничего~1не~1(?:значит|значат|доказывает|доказывают)',
);
/** The audience as a likeness: "я сегодня как зритель: мало говорю". */
const SIMILE = pattern(
  '⟨(?:как|будто|словно)~0(?:зритель|зрительница|наблюдатель|зрители)⟩(?!\\s+(?:сказал|говор|пишет|пишут|подсказ|написал|советует|советуют))',
);
/** A prompt from within or from the table: "мне подсказала интуиция", "мне подсказала речь 4". */
const INNER = pattern(
  '⟨подсказ…~2(?:интуици…|чуйк…|логик…|речь…|речи|голосовани…|опыт…|сердце|нутро)|⟨(?:интуици…|чуйк…|логик…|опыт…|сердце)~1подсказ…',
);
/** The hint refused: "подсказки с трибун не слушаю", "чат стрима не читаю". */
const UNHEEDED = pattern('⟨не~1(?:слушаю|слушаем|читаю|читаем|смотрю|смотрим|учитываю|учитываем)⟩');
/** The eliminated player's last word, said at the table: "убитый 3 в последнем слове сказал, что 9 черный". */
const LAST_WORD = pattern('⟨(?:в|на)~1(?:своем~1|своей~1)?(?:последн…|прощальн…|крайн…|заключительн…|финальн…)~1(?:слов…|речи|минуте)');
/** A message opening on the host's address: "ведущий, …". */
const TO_HOST = pattern(`^[^а-яa-z\\d]*${HOST_OR_BOT}⟩`);
/** "со стороны" pointing at a place at the table: "со стороны 5-6", "со стороны окна", "со стороны меня". */
const DIRECTION = pattern('⟨со~1стороны~0(?:\\d|справа|слева|меня|тебя|него|нее|них|стола|окна|двери|сосед…)');
const NOT = new Set(['не', 'никто', 'ничего', 'ни', 'нет']);
/** The word defined, not a hint relayed: "зритель — это тот, кто смотрит, а не играет". */
const DEFINITION = pattern(
  '⟨(?:зрител…|спектатор…|наблюдател…|смотрящ…)~0(?:это~0)?(?:тот|те|та|человек|люди)~0(?:кто|который|которые|которая)⟩',
);
/** The speaker as a party: a hint used is the speaker's own ("мне подсказали", "я видел в чате"). */
const FIRST_PERSON = new Set(['я', 'мне', 'меня', 'мной', 'мы', 'нам', 'нас', 'мой', 'моя', 'мою', 'мои']);
/** Someone else's hint asked about: "это тебе зритель подсказал?", "это опять подсказка из зала?". */
const ASKED_OF = new Set(['тебе', 'тебя', 'вам', 'вас', 'ему', 'ей', 'им', 'это']);
/** Verbs of prompting, whose object is the game whatever follows: подсказали, намекнул, нашептал, шепнул, слили. */
const HINT_VERB = /^(?:подсказ|подскаж|намекн|намека|нашепт|шепн|слил|спалил|лайкн|лайка|реакци|отреагир|моргн|подмигн|маякн)/;

/** Whether the sentence of token i holds the speaker (or us) or relays content ("что", "мол"). */
function ourSentence(n: Normalized, i: number): boolean {
  const tokens = n.tokens;
  let from = i;
  while (from > 0 && !breakBefore(n, from)) from--;
  for (let k = from; k < tokens.length && (k === from || !breakBefore(n, k)); k++) {
    const t = tokens[k]?.t ?? '';
    if (FIRST_PERSON.has(t) || t === 'что' || t === 'мол') return true;
  }
  return false;
}

/** Whether the message claims something of the speaker: "что я шериф", "я красный". */
function aboutMe(n: Normalized): boolean {
  const tokens = n.tokens;
  for (let k = 0; k < tokens.length; k++) if (tokens[k]!.t === 'я' && claimsGame(n, k + 1, k + 3)) return true;
  return false;
}

/**
 * A hint used now: not denied ("никто мне не подсказывал", "зрители не
 * подсказывают"), not supposed, not a past game, not the rule, not a
 * complaint to the host, not the saying, not a player at the table who
 * prompted ("мне 3 на речи подсказал"); about the game. Asking someone else
 * to ask the spectators is the provocation (2.9).
 */
function relayed(n: Normalized, s: number, e: number): Judged {
  const tokens = n.tokens;
  const i = tokenAt(n, s);
  const j = tokenAt(n, e - 1);
  const a = actAt(n, i, i, 'bare', { subjectAfter: false });
  if (a.negated || a.rule || a.story || a.condition || a.topic) return null;
  // Someone else took the hint, in a sentence with no one of ours and nothing relayed: "он в первый день ловил
  // сигналы из зала" accuses him ("2 мне после смерти написал, что…", "кто-то из зала пишет, что 10 дон" relay it).
  if (a.who === 'other' && !a.question && !ourSentence(n, i)) return null;
  // The penalty said of the whole match is the rule too: "подсказки зрителей — это ппк".
  if (j > i && actAt(n, i, j, 'bare', { subjectAfter: false }).rule) return null;
  for (let k = i; k <= j; k++) {
    if (NOT.has(tokens[k]!.t)) return null;
    // A seat prompting: a player at the table, not the hall.
    if (tokens[k]!.t.startsWith('подсказ') && (seatAt(n, k - 1) || seatAt(n, k - 2) || seatAt(n, k - 3))) return null;
  }
  if (has(SIMILE, n.text) || has(INNER, n.text) || has(UNHEEDED, n.text)) return null;
  if (has(COMPLAINT, n.text) || has(SAYING, n.text) || has(NO_PROOF, n.text) || has(DEFINITION, n.text) || has(LAST_WORD, n.text))
    return null;
  // Asking whether another's words came from the hall is an accusation, not a hint used.
  if (a.question && !tokens.some((t) => FIRST_PERSON.has(t.t)) && tokens.some((t) => ASKED_OF.has(t.t))) return null;
  // "ведущий, 3 пишет в чат после смерти": the host told what someone does, with no content relayed.
  if (has(TO_HOST, n.text) && !tokens.some((t) => t.t === 'что' || t.t === 'мол')) return null;
  // "со стороны 5-6", "со стороны окна": a direction at the table, not the hall.
  if (has(DIRECTION, n.text.slice(n.tokens[i]?.s ?? 0, n.tokens[j + 3]?.e ?? n.text.length))) return null;
  // About the game: a seat, a colour, a role, a vote — or who someone is ("они знают, кто я"). A prompt
  // itself ("мне из зала подсказали") is about the game by what it is.
  // Or what the audience thinks of a player's case: "пишут, что я прав", "все за меня".
  const who = tokens.some(
    (t, k) =>
      (t.t === 'кто' && /^(?:я|ты|он|она|тут|здесь)$/.test(tokens[k + 1]?.t ?? '')) ||
      (/^(?:я|ты|он|она)$/.test(t.t) && /^(?:прав|права|правы|ошибается|ошибаешься|врет|врешь)$/.test(tokens[k + 1]?.t ?? '')) ||
      (t.t === 'за' && /^(?:меня|мой|мою|тебя)$/.test(tokens[k + 1]?.t ?? '')),
  );
  let prompt = false;
  for (let k = i; k <= j && !prompt; k++) prompt = HINT_VERB.test(tokens[k]!.t);
  if (!claimsGame(n) && !who && !prompt && !has(SEAT_NAMED_RE, n.text)) return null;
  // "спроси у зрителей, кто дон" hands it on; "у зрителей спросите, они подтвердят, что я шериф" is the speaker's own proof.
  if (a.urged && !aboutMe(n)) return { kind: 'provocation', reason: 'провоцирует спросить зрителей' };
  return 'spectator';
}

/** A seat's own nickname named ("ник 8"), and a nickname said to hint. */
const SEAT_NICK = pattern('⟨ник…~1(?:0?[1-9]|10)⟩');
const HINTING = pattern('⟨(?:подсказ…|намека…|намекну…|палит|спалил…)');

const FIRST = table(
  spokenOnly(
    [
      // 4.9 — hints from spectators.
      {
        kind: 'spectator',
        judge: relayed,
        re: pattern(
          anyOf(
            `⟨зрител…~6(?:кто|подскаж…|подсказ…|скажите|скажи|говор…|пиш…|напис…|сказал…|${COLOR}|\\?)`,
            '⟨подсказал…~1(?:мне|нам)⟩',
            '⟨(?:мне|нам)[\\s,]+подсказал…',
            '⟨подсказал…~2из~1(?:чата|зала|зрител…)',
            '⟨(?:из~1зала|из~1зрительного|чат~1зрител…)',
          ),
        ),
        unless: pattern('⟨не~1подсказыва…|⟨без~1подсказ…|⟨подсказк…~3(?:сломал…|запрещ…|нельзя|запрет…)'),
        reason: 'подсказка из зрительного зала',
      },
      {
        // "посмотрите на ник Калифа": the table sent to read a spectator's nickname, the speaker's own appeal (an
        // order to all, no provocation of one seat): no act-layer reading.
        kind: 'spectator',
        re: pattern('⟨(?:посмотрите|посмотри|глянь|гляньте|смотрите)~1(?:на~1)?ник…'),
        // A seat's nickname: "посмотрите на ник 8 — он без номера"; unless the nickname is said to hint ("глянь на ник 8, он
        // подсказывает").
        judge: (n) => (has(SEAT_NICK, n.text) && !has(HINTING, n.text) ? null : 'spectator'),
        reason: 'подсказка из зрительного зала',
      },
      {
        // "Мне Юми подсказала": someone who is not a seat number told me. Anchored on the rare verb.
        kind: 'spectator',
        judge: relayed,
        re: pattern('⟨подсказал…'),
        requires: pattern('⟨(?:мне|нам)⟩'),
        unlessAround: pattern('⟨(?:0?[1-9]|10)(?:-?[а-я]{1,3})?~1подсказал…'),
        window: 12,
        reason: 'подсказка из зрительного зала',
      },
    ],
    { reports: true },
  ),
);

const MORE = table(
  spokenOnly(
    [
      // 4.9 — relayed from outside the table.
      {
        kind: 'spectator',
        judge: relayed,
        re: pattern(
          anyOf(
            `⟨${SOURCE}~6${RELAY}`,
            `⟨${RELAY}~6${SOURCE}⟩`,
            `⟨${WATCHER}~4(?:смотрит|наблюдает|видит|глянул…|сидит~1рядом|рядом~1сидит|стрим~1смотрит|смотрит~1стрим)~6${RELAY}`,
            '⟨(?:мне|нам)~3(?:со~1стороны|из~1чата|из~1зала)?~1подсказыва…',
            `⟨(?:люди|ребята|пацаны|челы)~4(?:которые|кто)~1(?:смотрят|наблюдают|не~1играют)~4${RELAY}`,
            `⟨(?:чат|зрители|стрим|публика)~1(?:кто|подскажите|скажите|помогите|пишите)~3(?:${COLOR}|\\?)`,
          ),
        ),
        requires: pattern(`⟨(?:${COLOR}|\\d{1,2}(?:-?[а-я]{1,3})?|кто|роль…|роли|карт…)`),
        unless: pattern(
          '⟨не~1подсказыва…|⟨без~1подсказ…|⟨подсказк…~3(?:сломал…|запрещ…|нельзя|запрет…)|⟨(?:в~1прошл…|вчера|прошлый~1раз|в~1тот~1раз)',
        ),
        reason: 'подсказка со стороны (зрители, стрим, наблюдатели)',
      },
    ],
    { reports: true },
  ),
);

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
  // A row of the hall: "с заднего ряда", "из первого ряда", "с последних рядов".
  '(?:с|из|в)~1(?:задн…|первого|первом|второго|втором|последн…|передн…|дальн…|третьего|третьем)~1ряд…',
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
const HALL_RELAY = alt(
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
  // The hall's reactions: applause, a murmur, a head shaken, eyes rolled.
  'хлопнул…',
  'хлопали',
  'хлопают',
  'аплодир…',
  'зааплодир…',
  'зашумел…',
  'шумят',
  'загудел…',
  'мотает',
  'мотал…',
  'покачал…',
  'качает',
  'закатыва…',
  'закатил…',
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

const HALL = table(
  spokenOnly(
    [
      {
        kind: 'spectator',
        judge: relayed,
        re: pattern(
          `⟨${OUTSIDER}~5${HALL_RELAY}|⟨${HALL_RELAY}~5${OUTSIDER}⟩|⟨(?:наблюдатели|гости|зрители|болельщики|фанаты|зал|публика|галерка)~1${ASK}⟩`,
        ),
        requires: pattern(
          '⟨(?:красн…|черн…|мирн…|мафи…|маф|кр|чр|шериф…|шер|дон…|доктор…|маньяк…|роль…|роли|карт…|кто|0?[1-9]|10)(?:-?[а-я]{1,3})?⟩' +
            `|⟨${SEAT_IN_WORDS}⟩`,
        ),
        unless: pattern('⟨не~1подсказыва…|⟨без~1подсказ…|⟨(?:в~1прошл…|вчера|прошлый~1раз|в~1тот~1раз|тогда)'),
        reason: 'подсказка из зала (зрители, гости, выбывшие)',
      },
    ],
    { reports: true },
  ),
);

const SOURCE_WORDS = group(SOURCES);
/** The sources as a group addressed or voting: "зал за 6", "зрители, 1 или 4?". */
const AUDIENCE =
  '(?:зрители|зритель|зал|чат|стрим|галерка|публика|трибуны|подписчики|наблюдатели|смотрящие|зрительская|зрительской|зрительский|зрительском|спектры)';

/** Further shapes, from the lexicons: any source with any relay, a watcher beside the player, the hall's vote, thanks for a tip, asking. */
const SOURCED = table(
  spokenOnly(
    [
      {
        // "Калиф, ты же видишь роли, скажи 5…": someone who sees the roles is outside the table.
        kind: 'spectator',
        re: pattern('⟨(?:ты|вы)~2(?:видишь|видите)~1(?:все~1)?(?:роли|карты|кто~1есть~1кто)⟩'),
        judge: (n, s) => {
          const a = actAt(n, tokenAt(n, s));
          return a.negated || a.rule || a.condition || a.question || a.story ? null : 'spectator';
        },
        reason: 'обращается к тому, кто видит роли',
      },
      {
        kind: 'spectator',
        re: pattern(`⟨${SOURCE_WORDS}~6${group(RELAYS)}|⟨${group(RELAYS)}~6${SOURCE_WORDS}`),
        judge: relayed,
        reason: 'подсказка со стороны (зрители, стрим, зал)',
      },
      {
        kind: 'spectator',
        re: pattern(
          `⟨${group(WATCHERS)}~6(?:стрим…|трансляци…|смотрит|зрител…|из~1соседней~1комнаты` +
            `|со~1стороны)~8${group(RELAYS)}|⟨${group(WATCHERS)}~1(?:со~1стрима|из~1зрителей|в~1зрителях` +
            '|со~1зрительских)~4(?:кинул…|скинул…|написал…|пишет|сказал…|говорит|показывает|подсказ…|шепн…)',
        ),
        judge: relayed,
        reason: 'подсказка от того, кто смотрит игру со стороны',
      },
      {
        // "зрители не дадут соврать", "чат подтвердит": the audience called to confirm.
        kind: 'spectator',
        re: pattern(`⟨${AUDIENCE}~2(?:не~1дадут~1соврать|подтвердят|подтвердит)`),
        judge: (n, s) => (claimsGame(n) && !actAt(n, tokenAt(n, s)).negated ? 'spectator' : null),
        reason: 'зовёт зрителей в свидетели',
      },
      {
        // "глянул трансляцию — 3 дон": the speaker watching the game from outside.
        kind: 'spectator',
        re: pattern(
          '⟨(?:глянул…|посмотрел…|смотрю|смотрел…|открыл…|зашел~1на|зашла~1на)~3(?:трансляци…|стрим…|эфир…|запис…~2игры|чат~1стрима)',
        ),
        // Another game's stream: "посмотрел стрим по мафии, там дон вскрылся".
        unless: pattern('⟨(?:стрим…|трансляци…|запис…)~1(?:по~1мафии|другого|другой|соседнего|чужого|турнир…)'),
        judge: relayed,
        reason: 'смотрит игру со стороны',
      },
      {
        kind: 'spectator',
        // "зал за 6", "в зрительской все за 8", "смотрящие за мой вариант", "они там все против 3".
        re: pattern(
          `(?<!в\\s(?=чат|стрим))⟨${AUDIENCE}~2(?:все~1|весь~1|они~1)?(?:за|против)~1(?:(?:0?[1-9]|10)(?:-?[а-я]{1,3})?|мой~1вариант|мою~1версию|меня)⟩`,
        ),
        judge: relayed,
        reason: 'голос зрителей как довод',
      },
      {
        kind: 'spectator',
        re: pattern(`⟨спасибо~2(?:зрител…|залу|чату|стриму|галерке|подписчик…)~3за~1${group(TIPS)}`),
        judge: relayed,
        reason: 'благодарит зрителей за подсказку',
      },
      {
        kind: 'spectator',
        re: pattern(
          `(?<!в\\s(?=чат|стрим))⟨${AUDIENCE}⟩[,:!\\s]+(?:(?:0?[1-9]|10)~1(?:или|и)~1(?:0?[1-9]|10)|кто|подскажите|скажите` +
            '|напишите|поставьте|маякните|лайкните|моргните|подмигните|дайте~1знак|киньте~1знак)|' +
            '⟨кто~2со~1стороны~2(?:смотрит|смотрите)~3(?:напишите|скажите|подскажите)',
        ),
        judge: relayed,
        reason: 'спрашивает зрителей',
      },
      {
        // "подскажите, зрители, кого проверять", "кто смотрит — поставьте реакцию", "кто из зрителей за 1 — плюс в чат",
        // "зал, шумните если 5 маф": the audience asked, the ask first or the watchers named by what they do.
        kind: 'spectator',
        re: pattern(
          anyOf(
            `⟨(?:подскажите|скажите|напишите|помогите|маякните|подсветите)[,\\s]+${AUDIENCE}⟩`,
            '⟨кто~1(?:смотрит|смотрите|наблюдает|нас~1смотрит)~2(?:поставьте|напишите|скажите|подскажите|киньте|плюсаните|лайкните|маякните)',
            '⟨кто~1из~1(?:зрител…|смотрящ…|наблюдател…|зала|спектр…)~3(?:за|против)~1(?:0?[1-9]|10)⟩',
            `⟨${AUDIENCE}[,!\\s]+(?:шумните|хлопните|крикните|плюсаните|лайкните|моргните|свистните|поставьте~1реакци…)`,
            '⟨(?:спросил…|спрошу|спрашивал…|спросить)~2(?:у~1)?(?:зрител…|зала|спектатор…|наблюдател…|чат…~1стрима)',
          ),
        ),
        judge: relayed,
        reason: 'спрашивает зрителей',
      },
      {
        // "калиф мне в нике 9 написал, как я просил", "поставил себе ник '34', это по моей просьбе": a nickname set on request.
        kind: 'spectator',
        re: pattern('⟨(?:мне~1в~1нике|ник…)~6(?:по~1(?:моей~1)?просьбе|как~1я~1(?:просил…|попросил…))|⟨по~1моей~1просьбе~6ник…'),
        judge: relayed,
        reason: 'подсказка зрителя через ник',
      },
      {
        // "спектатор Дима: '7 100% маф'": a spectator's words quoted.
        kind: 'spectator',
        re: pattern(`⟨${SOURCE_WORDS}(?:\\s+[а-яa-z]+){0,2}\\s*:\\s*["'«„“]`),
        judge: relayed,
        reason: 'подсказка из зрительного зала',
      },
    ],
    { reports: true },
  ),
);

export default family({
  name: 'spectator',
  kinds: {
    spectator: {
      online: teamLoss('4.9'),
      'club-warnings': none,
      'club-remarks': teamLoss('club-remarks/outside-info'),
      confidence: 'likely',
    },
  },
  steps: [
    { stage: 'appeals', tables: [FIRST] },
    { stage: 'appeals-more', tables: [MORE] },
    { stage: 'late', tables: [HALL, SOURCED] },
  ],
  examples: {
    finds: {
      spectator: [
        'зритель подскажи кто черный',
        'мне Лена подсказала что 3 дон',
        'зрители пишут что 5 шериф',
        'из третьего ряда мне махнули на шестого',
        'зрители зааплодировали, когда я назвал девятого, значит он чёрный',
        'в комментах на твиче все за 8',
        'мой брат смотрит трансляцию и говорит, что 2 лжешериф',
        'зал за 4, я тоже',
        'на трансляции все лайкнули речь 7, значит 7 наш',
        'смотрящие против 2, так что голосуем 2',
        '2 мне после смерти в лс написал, что он шериф',
      ],
    },
    clean: [
      'в зале сидит мой брат, он за меня болеет',
      'реакции зрителей — не аргумент, играем по логике',
      'привет зрителям, поставьте лайк стриму',
      'мне 5 подсказал на речи',
      'зрителям привет',
      'ведущий, зритель в чате спойлерит роли, уберите его',
      'я не смотрю чат стрима, играю сам',
      'на прошлой игре зритель подсказал, и нам дали ппк',
      'со стороны виднее, конечно, но я решаю сам: 3',
      'ночью стол трясся со стороны 5-6, кто-то там жестами показывал',
      'убитый 3 в последнем слове сказал, что 9 черный',
      'подсказка от зрителей = поражение команде, помним',
    ],
  },
});
