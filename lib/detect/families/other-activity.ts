/**
 * Online 3.9 forbids doing something else during the game — playing another
 * game, watching a video or a series, chores — and saying so. The act is the
 * speaker's own, now or during this game: a first-person present ("в майнкрафте
 * шахту копаю"), what one is about to finish ("щас дотку закончу"), being
 * absorbed in it ("в тиктоке залип"), an event of the other game ("у меня
 * катка грузится"), or asking a player whether he is in that game now ("тоже
 * в доте?"). The document's exceptions stay clean: the same activity at
 * another time ("до игры сыграл катку", "утром смотрела тикток"), a quick reply
 * to someone, a game named in a nick or an avatar, a comparison ("как в
 * шахматах"), a wish ("я бы сейчас поиграл"). Slots are the lexicons in
 * lexicons/parallel.ts.
 */
import { collapse, toOriginal, type Normalized } from '../../text/normalize';
import { pattern, V } from '../../text/pattern';
import { listGroup } from '../../text/wordlist';
import { group } from '../lexicons/entries';
import {
  CHORES,
  DID,
  DISTRACTED,
  DOING,
  FINISHING,
  GAME_ACTS,
  GAME_EVENTS,
  GAME_NAMES,
  GAME_THINGS,
  GAMES,
  GAMES_MORE,
  HIT,
  LOOKED,
  LOOKING,
  MEANWHILE,
  MEDIA,
  OTHER_TIME,
  SAID_BY,
  WAS,
  WORK,
  WORKING,
} from '../lexicons/parallel';
import { TELLING_VERBS } from '../lexicons/telling-verbs';
import { table } from '../table';
import { spokenOnly } from '../act';
import { NO_FINDINGS, type Finding } from '../types';
import { has } from '../vocab';
import { none, removal } from '../../rulesets/cost';
import { family } from '../family';

const IN_GAME = `(?:в|во)~0${group(GAMES, GAMES_MORE)}`;
/** The short list only, for the rows that open on a pronoun. */
const IN_GAME_SHORT = `(?:в|во)~0${group(GAMES)}`;
const MEDIA_ = group(MEDIA);
/**
 * The other games whose name alone says another game (not "в другой игре", which is as often another game
 * of mafia, nor "в карты", which the mafia's own cards are): any verb of the speaker's after them says he
 * plays it ("в пабге сейчас прыгаю", "в сабвей серф бегал").
 */
const NAMED_GAMES = [...GAMES, ...GAMES_MORE].filter((e) => !/^(?:другой|другую|карты)/u.test(e));
const IN_NAMED = `(?:в|во)~0${group(NAMED_GAMES)}`;
/** A verb's first-person present or past (a noun rarely ends so). */
const A_DEED = '[а-я]{2,}(?:аю|яю|ую|ею|аюсь|яюсь|уюсь|ал|ял|ил|ел|ала|яла|ила|ела|алась|ялась|илась|ался|ялся|ился)⟩';
/** Where the other game is kept open: a tab, a window. */
const TAB = '(?:вкладк…|окно|окошк…)~1(?:с|со)~0';
/** A deed of the speaker's ending a word, written from its word start (see A_DEED). */
const A_DEED_WORD = `⟨${A_DEED}`;
/** Any verb of doing it, looking included: said with the game or the video named. */
const ANY_VERB = group(DOING, LOOKING, DID, LOOKED);
/** What is done meanwhile: named, or a verb that says another activity by itself. */
const ACTIVITY = `(?:${IN_GAME}|${MEDIA_}|${group(CHORES)}|${group(GAME_NAMES)}|${group(DOING, DID)})`;

/**
 * Another time, a wish, a nick or an avatar, a comparison, someone else's past ("7 тогда параллельно
 * играл"): the same words are then no parallel activity of the speaker's.
 */
const NOT_NOW_SOURCE =
  `⟨${group(OTHER_TIME)}|⟨бы⟩|⟨(?:${V.seat}|он|она|они)⟩~3${group(MEANWHILE)}|⟨(?:${V.seat}|он|она` +
  `|они)⟩~2(?:${group(SAID_BY)}|${listGroup(TELLING_VERBS)})~0(?:что|мол|будто)⟩|⟨(?:на|в)~1(?:аве` +
  `|аватар…|аватарк…|нике|никнейм…|статусе)⟩|⟨как~1в~0${group(GAMES, GAMES_MORE)}|` +
  `⟨не~1(?!слушаю|слежу)${group(DOING, LOOKING)}|⟨не~1(?:в|во)~0${group(GAMES, GAMES_MORE, MEDIA)}`;
const NOT_NOW = pattern(NOT_NOW_SOURCE);

const ROWS = table(
  spokenOnly(
    [
      {
        kind: 'other-activity',
        re: pattern(
          [
            // In another game, doing, finishing or having done something there.
            `⟨${IN_GAME}~4(?:${ANY_VERB}|${group(FINISHING, GAME_EVENTS)})`,
            `⟨(?:${ANY_VERB}|${group(FINISHING)})~4${IN_GAME}`,
            // Watching, reading, listening: "я сериал смотрю", "рилсы смотрела", "смотрю аниме".
            `⟨${MEDIA_}~3${ANY_VERB}`,
            `⟨${ANY_VERB}~3${MEDIA_}`,
            `⟨${group(DISTRACTED)}~2(?:на~0)?(?:${IN_GAME}|${MEDIA_}|${group(GAMES, GAME_NAMES)})`,
            // At the same time as the game; half-listening says it by itself.
            '⟨(?:вполуха|вполглаза|одним~0(?:ухом|глазом|глазком)|краем~0(?:уха|глаза))~2(?:слушаю|слежу' +
              '|смотрю)⟩|⟨(?:слушаю|слежу|смотрю)~2(?:вполуха|вполглаза|одним~0(?:ухом|глазом|глазком)' +
              '|краем~0(?:уха|глаза))⟩',
            `⟨${group(MEANWHILE)}~4${ACTIVITY}`,
            `⟨${ACTIVITY}~4${group(MEANWHILE)}`,
            // About to finish another game: "щас дотку закончу".
            `⟨${group(GAME_NAMES)}~2${group(FINISHING)}`,
            `⟨${MEDIA_}~2${group(FINISHING)}|⟨${group(FINISHING)}~2${MEDIA_}`,
            // Going back to it: "ставлю 7, и обратно в фортнайт".
            `⟨(?:обратно|назад|возвращаюсь)~1${IN_GAME}`,
            `⟨${group(FINISHING)}~2${group(GAME_NAMES)}`,
            // Its events: "у меня катка грузится", "у меня в геншине ивент".
            `⟨у~1меня~2(?:${IN_GAME}~2)?${group(GAME_EVENTS, GAME_THINGS)}`,
            `⟨${IN_GAME}~3${group(GAME_EVENTS, GAME_THINGS)}`,
            `⟨${group(GAME_EVENTS, GAME_THINGS)}~2${IN_GAME}`,
            `⟨${group(GAME_THINGS)}~2${group(FINISHING, DOING)}`,
            `⟨${group(FINISHING, DOING)}~2${group(GAME_THINGS)}`,
            // Pausing a video to speak: "сериал на паузу поставлю".
            `⟨${MEDIA_}~2на~0паузу|⟨на~0паузу~1(?:поставлю|ставлю|поставил…)~3${MEDIA_}`,
            // Having been there: "пропустил речи, был в геншине", "в тиктоке сидела".
            `⟨(?:${IN_GAME}|(?:в|во)~0${MEDIA_})~2${group(WAS)}⟩|⟨${group(WAS)}~2(?:${IN_GAME}|(?:в|во)~0${MEDIA_})`,
            // What the other game did to the speaker: "меня в пабге убили", "в доте меня слили".
            `⟨меня~1${IN_GAME}~1${group(HIT)}|⟨${IN_GAME}~1меня~1${group(HIT)}`,
            // Being in another game: "я в валике", "я щас в доте".
            `⟨я~1(?:(?:сейчас|щас|ща|тут|пока)~0)?${IN_GAME_SHORT}`,
            `⟨${group(GAME_ACTS)}`,
            // Chores and work done now: "домашку делаю", "я ужин готовлю", "доделываю реферат".
            `⟨${group(CHORES)}`,
            `⟨${group(WORKING)}~2${group(WORK)}|⟨${group(WORK)}~2${group(WORKING)}`,
            // A tab or window with it open: "у меня вкладка с покером открыта".
            `⟨${TAB}${group(GAMES, GAMES_MORE, MEDIA)}~2(?:открыт…|висит|свернут…|работает|идет|запущен…)⟩`,
            `⟨(?:открыл…|открыта|открыто|висит|запустил…)~2${TAB}${group(GAMES, GAMES_MORE, MEDIA)}`,
            // "в тт залип": the short name only with being absorbed in it.
            `⟨(?:в|во)~0т⟩~1${group(DID, WAS, LOOKED)}`,
            // Asking a player whether he is in that game now.
            `⟨(?:тоже|сейчас|щас|ща)~1${IN_GAME}`,
            `⟨(?:ты|вы|кто)~1${IN_GAME_SHORT}~3(?:сейчас|щас|ща|со~1мной)⟩`,
            // Asked in now: "ты в майн зайдешь?", "вы в доту идете?".
            `⟨(?:ты|вы)~1${IN_GAME_SHORT}~1(?:зайдешь|зайдете|пойдешь|пойдете|идешь|идете|заходишь|заходите)⟩`,
          ].join('|'),
        ),
        unless: NOT_NOW,
        reason: 'занимается другими делами во время игры',
      },
      {
        // Any deed of one's own in a game named: "в пабге сейчас прыгаю", "в роблоксе обби проходил"; someone else's
        // ("5 в доте бегал") is a report.
        kind: 'other-activity',
        re: pattern(`⟨${IN_NAMED}~2(?:сейчас~0|щас~0|ща~0|опять~0|снова~0|тут~0)?${A_DEED}|${A_DEED_WORD}~1${IN_NAMED}`),
        unless: pattern(`${NOT_NOW_SOURCE}|⟨(?:${V.seat}|он|она|они|кто)⟩~2${IN_NAMED}`),
        reason: 'занимается другими делами во время игры',
      },
    ],
    { reports: true },
  ),
);

/**
 * Spaced-out letters join into one word with the words around them ("я в т и к т о к е" is
 * "явтиктоке"): the games and the apps with an unmistakable name (five letters or more) are looked
 * for inside it, with a verb of doing, watching or being anywhere in the message.
 */
const SPACED_NAME = new RegExp(
  [...GAMES, ...GAMES_MORE, ...GAME_NAMES, ...MEDIA]
    .filter((e) => /^[а-я]{5,}…?$/u.test(e))
    .map((e) => collapse(e.replace('…', '')))
    .join('|'),
  'u',
);
const A_VERB = pattern(`⟨${group(DOING, LOOKING, DID, LOOKED, WAS, FINISHING)}`);

/** Another game or app named in spaced-out letters, with a verb of the speaker's ("я в т и к т о к е был"). */
export function detectSpacedActivity(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS;
  for (const tok of n.tokens) {
    if (!tok.spaced || !SPACED_NAME.test(tok.t)) continue;
    if (!has(A_VERB, n.text) || has(NOT_NOW, n.text)) return NO_FINDINGS;
    const span = toOriginal(n, tok.s, tok.e);
    const fragment = n.original.slice(span.start, span.end);
    return [{ kind: 'other-activity', start: span.start, end: span.end, fragment, reason: 'занимается другими делами во время игры' }];
  }
  return NO_FINDINGS;
}

export default family({
  name: 'other-activity',
  kinds: {
    'other-activity': { online: removal('3.9'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: [
    { stage: 'appeals-more', tables: [ROWS] },
    // Names in spaced-out letters have no word edges for the table's rows to hold on to.
    { stage: 'appeals-more', find: detectSpacedActivity },
  ],
  examples: {
    finds: {
      'other-activity': [
        'я щас в танчики гоняю, напомните, кто шериф',
        'у меня серия интересная идёт, смотрю вполглаза',
        'в бравлике катку доиграю и вернусь',
        'параллельно смотрю стрим по доте',
        'у меня матч в фифе, я отвлекусь на пару минут',
        'сорян, в кс раунд шёл, что пропустил?',
        'я в телефоне в змейку рублюсь',
        'простите, залипла в тикток и прослушала',
        'тут доделываю реферат, слушаю вас краем уха',
        '9, ты тоже в валике сейчас?',
        'Я в тик ток смотрел, и не слушал вас',
        'Я в бравл играл, че вы там говорили?',
        'Так я видос смотрел, че кто шериф?',
        'Щас я трон снесу, и скажу речь',
        '9 ты можешь уже свапнуться со мной линиями',
        'Я в доту катал, что там было?',
        'Смотрю сериал параллельно, вы о чем?',
        'я полчаса в хомяке тапаю, не обращайте внимания',
        'весь прошлый круг был в роблоксе, что решили?',
        'меня в варзоне опять застрелили, так о чём мы',
        'сейчас урожай соберу и голосую',
        'у меня в кске бомба стоит, секунду',
        'поставлю на тотал и вернусь',
        'я в р о б л о к с е сижу, слушаю',
        'в фортике сейчас бегаю, потом скажу',
        'у меня вкладка с ютубом висит',
        'в шахматах мой ход, секунду',
        'иди на мид, я тут один',
        'смотрю асмр параллельно',
        'щас рошана залутаю',
      ],
    },
    clean: [
      'вчера в кс затащил катку',
      'после игры пойду смотреть кино',
      'я раньше в доту играл, теперь только мафия',
      'у 3 ава из геншина',
      'это как в шахматах, надо думать на ход вперёд',
      'Ща я быстренько отвечу девушке, так вот 5 чр',
      'Я до игры такую классную катку сыграл в доте',
      'Утром посмотрела тик ток, и он был про котиков',
      'вчера смотрел сериал',
      'до игры катал в доту',
      'ставки сделаны, голосуем',
      '4 сказал, что играл в кс до начала',
      'дон у нас как босс в конце игры',
      'я хилю 5 каждую ночь',
      'после игры зайду в ферму',
      '5 в доте бегал до игры',
      'он в пабге вчера играл',
      'в другой игре шериф вскрывался сразу',
      'т.к. смотрел на голосование, не заметил',
    ],
  },
});
