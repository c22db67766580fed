/**
 * Online 3.5 forbids non-game appeals: tying something outside the game to a
 * colour or a vote, directly or not. The act is that tie — the sacred as a
 * witness ("видит бог, я не мафия": the kind `religion`, read in oaths.ts
 * with FOR_GAME below), "честно" about a colour, begging and
 * pity for oneself ("я болею, пожалейте, дайте доиграть"), a tie of life
 * ("4 мне как брат, он не может быть черным", "по-соседски прошу, голосуй 9"),
 * a favour owed, other games and habits on a card ("на доне всегда молчит, а
 * тут болтает"), the bot's dealing, the host's manner as a tell, a thing of a
 * colour everyone knows. The document's idioms stay clean ("честно говоря",
 * "не дай бог", "боже мой", "ой, да я вас умоляю"), as do the same words
 * without the game ("у меня сегодня день рождения, играем!", "мой друг позвал
 * меня играть", "в прошлом круге 4 поддержал меня"). Slots are the lexicons in
 * lexicons/non-game.ts.
 */
import { pattern, V } from '../../text/pattern';
import { group } from '../lexicons/entries';
import {
  AS_KIN,
  BEG,
  BLACK_THINGS,
  DEALING,
  FAVOUR,
  HABIT,
  HONEST,
  HONEST_IDIOMS,
  HOST_MANNER,
  HOST_TIMING,
  IN_LIFE,
  KIN,
  LONG_KNOWN,
  NO_LIES,
  ON_CARD,
  OTHER_GAMES,
  PERSON_IN_LIFE,
  PITY,
  PLEA,
  PLEA_IDIOMS,
  SACRED,
  RED_THINGS,
  SPARE_ME,
  SPEAKING_AS,
  TIE_ADVERBS,
  TIE_VERBS,
  VIRTUE,
  VOUCH,
} from '../lexicons/non-game';
// The profile everyone at the table sees: a colour compared with it is known ("9 черный, как ава у 3").
import { PROFILE } from '../lexicons/night';
import { table } from '../table';
import { spokenOnly } from '../act';
import { COLOR_WORD } from '../vocab';
import { none, removal } from '../../rulesets/cost';
import { family } from '../family';

const COLOR = COLOR_WORD;
/** "So": the non-game fact made a conclusion. */
const CAUSE = '(?:поэтому|потому|значит|следовательно|так~0что|вот~0и|а~0значит|раз~0он|из-за~0этого|точно|явно|—|-)';
/** Moves of the game a plea asks for (or against). */
const VOTE_VERB =
  '(?:голосн…|голосан…|(?:голос|руку|ручку|ручкой)~0(?:в|за|на)~0(?:\\d|меня|него|нее)…|стрел…' +
  '|отстрел…|голосу…|голосова…|заголос…|проголос…|выстав…|провер…|сыграй…|сыграть|играй…|поставь…' +
  '|поставлю|ставь…|убива…|убью|трога…|трон(?:у|ул|ула|ули|ь|ьте|ем)⟩|снима…|снять|верь…|верьте|поверь…|повери…|сажа…|выгоня…' +
  '|гони…|поддерж…|иди~0за~0мной)';
/** What an appeal is for: a vote, oneself spared, a colour, the speaker's side. */
export const FOR_GAME = `(?:${VOTE_VERB}|не~0${VOTE_VERB}|${group(SPARE_ME)}|${COLOR}|со~0мной|за~0мной|в~0меня|меня)`;
/** The same message is about the game: a colour, a vote, a seat asked for. */
const ABOUT_GAME = pattern(
  `⟨(?:${COLOR}|${VOTE_VERB}|${group(SPARE_ME)}|не~0может~0быть|(?:не~0)?(?:вру|врем|врет|врут|обманываю|обманываем|обманет))`,
);
const SPARE = group(SPARE_ME);
/** Whom one knows: a player, the host. */
const KNOWN = `его|ее|тебя|вас|их|ведущ…|${V.seat}`;

const ROWS = table(
  spokenOnly(
    [
      {
        kind: 'non-game-appeal',
        re: pattern(`⟨${group(HONEST)}~3${COLOR}|⟨${COLOR}~2${group(HONEST)}`),
        unless: pattern(`⟨${group(HONEST_IDIOMS)}`),
        reason: 'неигровая апелляция: «честно» о цвете',
      },
      {
        kind: 'non-game-appeal',
        re: pattern(
          [
            `⟨${group(VOUCH)}`,
            // Begging for the game: "умоляю, поставьте со мной", "ради меня, проголосуй за 3".
            `⟨${group(PLEA)}~5${FOR_GAME}`,
            `⟨${FOR_GAME}~5${group(PLEA)}`,
            // Pity for oneself: "я болею, пожалейте, дайте доиграть", "мне завтра рано вставать, не голосуйте меня".
            `⟨${group(PITY)}~8${SPARE}`,
            `⟨${SPARE}~8${group(PITY)}`,
            `⟨${group(BEG)}~4${SPARE}`,
            `⟨${SPARE}~4${group(BEG)}`,
          ].join('|'),
        ),
        // The idioms, and begging denied ("не умоляю, а объясняю").
        unless: pattern(`⟨${group(PLEA_IDIOMS)}|⟨не~0(?:умоляю|прошу|молю|заклинаю)⟩`),
        reason: 'неигровая апелляция: мольба, жалость, совесть',
      },
      {
        // One's honesty in life as the proof of a colour: "я в жизни не вру, значит я красный".
        kind: 'non-game-appeal',
        re: pattern(`⟨(?:я|мы)~2(?:${group(IN_LIFE)}|никогда)~2не~0(?:вру|врем|лгу|обманываю|обманываем)⟩`),
        requires: pattern(`⟨${COLOR}`),
        reason: 'неигровая апелляция: честность в жизни',
      },
      {
        // Not lying as one's way in life, said with who one is in life, and a colour: "я в реале полицейский, врать не
        // умею, я шериф", "я мама двоих детей, неужели я буду врать? я красная", "она со мной в жизни не врёт, значит красная".
        kind: 'non-game-appeal',
        re: pattern(`⟨${group(NO_LIES)}`),
        requires: [
          pattern(`⟨(?:${group(IN_LIFE)}|${group(VIRTUE)}~1${group(PERSON_IN_LIFE)}⟩|(?:я|как)~1${group(SPEAKING_AS)}⟩|${group(SACRED)})`),
          pattern(`⟨${COLOR}`),
        ],
        reason: 'неигровая апелляция: честность в жизни',
      },
      {
        // One's own character in life beside one's own colour: "я честный человек, не то что 9, я красный".
        kind: 'non-game-appeal',
        re: pattern(`⟨я~2${group(VIRTUE)}~1${group(PERSON_IN_LIFE)}⟩`),
        requires: pattern(`⟨я~1(?:${COLOR})`),
        unless: pattern('⟨(?:но|однако|хотя|хоть)⟩'),
        reason: 'неигровая апелляция: человеческие качества',
      },
      {
        // One's character in life made the proof: "я в жизни честный человек, поэтому и в игре красный",
        // "8 хороший человек, он не может быть мафией" ("он хороший человек, но играет плохо" ties nothing).
        kind: 'non-game-appeal',
        re: pattern(`⟨(?:я|мы|он|она|${V.seat})~3${group(VIRTUE)}~1${group(PERSON_IN_LIFE)}⟩`),
        requires: [
          ABOUT_GAME,
          pattern('⟨(?:поэтому|потому|значит|следовательно|так~0что|а~0значит|не~0может~0быть|не~0мог…|не~0стал~0бы|не~0будет)⟩'),
        ],
        reason: 'неигровая апелляция: человеческие качества',
      },
      {
        // Ties of life, said with the game: "по-соседски прошу, голосуй 9", "мы с 6 в жизни пара, она красная".
        kind: 'non-game-appeal',
        re: pattern(
          [
            `⟨${group(TIE_ADVERBS)}`,
            `⟨${group(AS_KIN)}`,
            `⟨мне~0как~0(?:родн…|${group(KIN)})`,
            `⟨мы~3(?:${group(IN_LIFE)}~1)?(?:${group(KIN)})⟩`,
            `⟨(?:он|она|это|${V.seat})~2мо(?:й|я|е|и)~1(?:лучш…~0|близк…~0|старый~0|давн…~0)?${group(KIN)}`,
            `⟨мо(?:й|я|е|и)~1(?:лучш…~0|близк…~0)?${group(KIN)}~3(?:${V.seat}|он|она)⟩`,
            `⟨(?:знаю|знаем|знакомы)~3(?:${group(IN_LIFE)}|${group(OTHER_GAMES)})`,
            `⟨${group(IN_LIFE)}~2(?:${group(KIN)})⟩`,
            `⟨мы~6${group(IN_LIFE)}`,
            // A favour owed: "я тебе в прошлой игре помог, теперь ты мне помоги".
            `⟨я~1(?:тебе|тебя|вам|вас)~4${group(FAVOUR)}~6(?:теперь|так~0что|поэтому|вот~0и)`,
            `⟨(?:ты|вы)~1мне~1(?:должен|должна|должны)⟩`,
          ].join('|'),
        ),
        requires: ABOUT_GAME,
        reason: 'апелляция к дружбе и человеческим отношениям',
      },
      {
        // A tie in its verb: "я с 4 в жизни дружу"; known long: "я ведущего давно знаю"; speaking as who one is: "как мать говорю".
        // Set against the game it is no appeal: "мы с ним дружим давно, но я его поставлю".
        kind: 'non-game-appeal',
        re: pattern(
          [
            `⟨(?:я|мы)~1с~1(?:${V.seat}|ним|ней|тобой|вами)~3${group(TIE_VERBS)}⟩|⟨${group(TIE_VERBS)}~1с~1(?:${V.seat}|ним|ней|тобой|вами)⟩`,
            `⟨(?:знаю|знаем)~0(?:${KNOWN})~2${group(LONG_KNOWN)}⟩|⟨${group(LONG_KNOWN)}~1(?:знаю|знаем)~0(?:${KNOWN})⟩` +
              `|⟨(?:${KNOWN})~1${group(LONG_KNOWN)}~1(?:знаю|знаем)⟩|⟨знакомы~2${group(LONG_KNOWN)}⟩`,
            `⟨как~1${group(SPEAKING_AS)}~1(?:говорю|скажу|заявляю|прошу|ручаюсь)⟩|⟨(?:говорю|скажу|заявляю)~2как~1${group(SPEAKING_AS)}⟩`,
          ].join('|'),
        ),
        requires: ABOUT_GAME,
        unless: pattern(`⟨(?:${group(TIE_VERBS)}|${group(LONG_KNOWN)}|знаю|знаем|знакомы)~2(?:но|однако|хотя|хоть|все~1равно)⟩`),
        reason: 'апелляция к дружбе и человеческим отношениям',
      },
      {
        // Other games, habits on a card, the bot's dealing: "10 в прошлой игре был доном, бот два раза подряд не даст".
        kind: 'non-game-appeal',
        re: pattern(
          [
            `⟨${group(OTHER_GAMES)}~10(?:${CAUSE}|${group(HABIT)}|${group(DEALING)})`,
            `⟨(?:${group(HABIT)})~6${group(OTHER_GAMES)}`,
            `⟨${group(ON_CARD)}~3${group(HABIT)}⟩`,
            `⟨${group(HABIT)}~3${group(ON_CARD)}`,
            // A habit said of someone, with the card further on: "я никогда не иду в версию на черном".
            `⟨(?:я|он|она|ты|${V.seat})~2${group(HABIT)}~4${group(ON_CARD)}`,
            '⟨(?:я|мы)~2(?:уже~1)?вскрыл…~1(?:свою~1)?рол…',
            `⟨(?:никогда|всегда|обычно|постоянно|никогда~1в~1жизни)~3(?:не~1)?вскрыва…~2на~1${COLOR}`,
            `⟨на~1(?:${COLOR})~2(?:никогда~1)?(?:не~1)?вскрыва…`,
            `⟨бот~3(?:не|редко)~0(?:дает|даст|выдает|выдаст|дал…|выдал…|выпадет)~4${group(DEALING)}`,
            `⟨бот~3${group(DEALING)}~3(?:не|редко)~0(?:дает|даст|выдает|выдаст|дал…|выдал…)`,
            // The bot's dealing again, made a conclusion: "бот мне третий раз подряд шерифа даёт, поэтому 6 не шериф".
            `⟨бот~5${group(DEALING)}~8${CAUSE}`,
            `⟨не~1(?:может|могло|мог|могла)~2(?:выпасть|упасть|выпадать|дать|выдать|попасть)~6${group(DEALING)}`,
            // The dealing between the modal and its verb: "не может бот два раза подряд дать черного".
            `⟨не~1(?:может|могло|мог|могла)~6${group(DEALING)}~3(?:выпасть|упасть|выпадать|дать|выдать|попасть)`,
            `⟨${group(DEALING)}~3не~0(?:дает|даст|выдает|выдаст|выпадет|выпадает|может)⟩`,
            '⟨(?:статистик…|стата|винрейт…)~4(?:мирн…|красн…|черн…|маф…|шериф…|дон…)~4(?:процент…|значит|поэтому|так~1что)',
            '⟨сто~1игр~1(?:с~1ним|с~1ней|сыграл…)',
          ].join('|'),
        ),
        requires: pattern(`⟨(?:${COLOR}|${VOTE_VERB}|${V.seat}|я|он|она|ты|его|ее|мне|вскрыва…|вскрыл…)⟩`),
        reason: 'неигровой аргумент: другие игры, привычки, рандом бота',
      },
      {
        // The host's manner as a proof: "ведущий затаил дыхание, значит правда", "ведущий по-другому сказал «спасибо» 4".
        kind: 'non-game-appeal',
        re: pattern(
          [
            `⟨(?:ведущ…|вед|хост…)~3${group(HOST_MANNER)}~8(?:${CAUSE}|правда|знает|врет|${COLOR})`,
            // His timing of what he did: "ведущий долго выдавал роль 9 — дон", "слишком быстро объявил ночь, значит 5 красный".
            `⟨(?:ведущ…|вед|хост…)~3${group(HOST_TIMING)}~1[а-я]{2,}(?:л|ла|ли|ло|лся|лась)⟩~8(?:${CAUSE}|${COLOR})`,
            '⟨по~1(?:голосу|тону|реакции|паузе|интонации|смеху|лицу|поведению)~1(?:ведущ…|веда|хоста)~2(?:понятно|ясно|видно|слышно|очевидно)',
            // His face at a claim, with the colour after: "ведущий улыбнулся, когда 10 вскрылся, 10 лжешер".
            `⟨(?:ведущ…|вед|хост…)~2(?:улыбнул…|улыбал…|посмеял…|засмеял…|хмыкнул…|ухмыльнул…|замялся|запнул…|вздохнул…)` +
              `~1(?:когда|как|на)⟩~10(?:${COLOR}|лже…)`,
            // Within one sentence: the host, the nearest of his actions, the nearest "so" after it, a colour.
            // Each step takes the nearest candidate for good (a lookahead is never re-entered):
            // nested lazy windows would retry every combination, which a repeated chain turns into seconds.
            '⟨(?:ведущ…|хост…)⟩(?=([^.!?\\n]{0,80}?⟨(?:сказал…|не~1принял|принял|посмеял…|засмеял…|смеял…' +
              '|улыбнул…|хмыкнул…|замялся|запнул…|ошибся|пропустил…|промолчал…|молчал…|дал|не~1дал|выдал' +
              '|назвал…|вздохнул…|запутал…|поправил…|торопил…|тянул…)))\\1(?=([^.!?\\n]{0,80}?(?:поэтому|потому' +
              '|значит|следовательно|так~1что|вот~1и|а~1значит|раз~1он|из-за~1этого)))\\2[^.!?\\n]{0,60}?' +
              `⟨${COLOR}`,
          ].join('|'),
        ),
        reason: 'апелляция к действиям ведущего',
      },
      {
        kind: 'non-game-appeal',
        re: pattern(`⟨(?:${COLOR}|черен|красен|черна|красна)~2как~3${group(RED_THINGS, BLACK_THINGS, PROFILE)}`),
        reason: 'сравнивает игровой цвет с предметом известного цвета',
      },
    ],
    { reports: true, negations: false },
  ),
);

export default family({
  name: 'non-game-appeal',
  kinds: {
    'non-game-appeal': { online: removal('3.5'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
  },
  steps: [{ stage: 'appeals-more', tables: [ROWS] }],
  examples: {
    finds: {
      'non-game-appeal': [
        'побойтесь бога, руку в 4, я красная',
        'я по жизни никогда не вру, я мирный',
        'я тебе как другу говорю: голосуй 4',
        'мы же с тобой в одной школе учились, поставь со мной',
        'у меня сегодня последний день перед армией, не выгоняйте меня',
        'ну войдите в положение, мне очень надо доиграть',
        '9 на прошлой игре был мафией, значит сейчас красный',
        'ведущий так странно посмотрел, когда 3 вскрылся, значит он черный',
        'я красный, как помидор',
        'поверь мне как брату, 6 дон',
        'Честно красный',
        'Умоляю поставь со мной',
        'Я красный как кровь у девственниц',
        'По братски проголосуй со мной',
        'Я бы не стрелял его, он мой друг',
        'Давай по дружески ты сыграешь в мой красный цвет',
        'Ведущий сказал 10 на моей речи, поэтому он черный',
        'Ведущий не принял 9 на голосование, потому что он красный',
        'Ведущий посмеялся когда 5 сказал что он шериф, поэтому 5 черный',
        '10-му не может выпасть 2-й шериф подряд, поэтому он черный',
        'Я вскрыл роль',
        'Я никогда не вскрываюсь на черном',
        'Он никогда не вскрывается на черном',
        'Я на доне не вскрываюсь',
        'Он на доне не вскрывается',
        'честно я мирный',
        'он мой кореш, не голосуй его',
        'умоляю не голосуйте меня',
        'черный как уголь',
        'ведущий улыбнулся, значит 5 шериф',
        'я всегда на черном так играю',
      ],
    },
    clean: [
      'ведущий улыбнулся, хорошая шутка',
      'грех не воспользоваться моментом',
      'боже, какая длинная ночь',
      'ребят, прошу, давайте быстрее',
      'мой брат тоже играет в мафию',
      'в прошлом круге 4 голосовал странно',
      'честно говоря, я не понимаю 2',
      'у меня день рождения завтра, приходите на стрим',
      'Честно говоря',
      'не дай бог',
      'боже мой',
      'ой, да я тебя умоляю',
      'Третий игрок черный, как мои шорты',
      'если честно, не знаю',
      'мой друг позвал меня играть',
      'ой, да умоляю тебя',
      'черный как мой кот',
    ],
  },
});
