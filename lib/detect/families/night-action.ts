/**
 * The night. Online 3.3.1 forbids voicing one's own night to prove a colour in
 * a way outside the game — "я ночью отошёл от компа", "ночью курила у окна",
 * "меня выкинуло из дискорда", "ночью аву поменяла" — and 3.3 the night
 * gestures themselves (ears blinking or muted, a nick, status or avatar
 * changed at night). The speaker is the one acting: "я", "меня", "у меня",
 * or a sentence that opens with the night or the deed and names nobody else;
 * "ночью 3 курил" is about someone else, "мне ночью мигнул 4" and "я ночью
 * проверил 5" are the game's own night, "у меня уже ночь за окном" the real
 * one, and "уши не мьютьте ночью, это поднятие" a rule.
 *
 * The clubs forbid appealing to what only the night shows (online, a non-game
 * argument, 3.5): another player heard, seen or felt while eyes were closed —
 * a whisper, a chair, a cough, a microphone lighting up — at night or at a
 * moment of it ("когда мафия просыпалась", "в момент выстрела"); the same sign
 * noticed in the day is an ordinary observation. Slots are the lexicons in
 * lexicons/night.ts.
 */
import { pattern, V } from '../../text/pattern';
import { group } from '../lexicons/entries';
import { GAME_ROLES } from '../lexicons/game';
import { HOST_TIMING } from '../lexicons/non-game';
import { MEDIA } from '../lexicons/parallel';
import {
  ABSENT,
  AWAY,
  AWAY_NOW,
  AWAY_PLACES,
  AWAY_THINGS,
  BESIDE,
  CHANGED,
  CHANGING,
  DAY,
  DEVICE,
  DEVICE_STATE,
  EARS,
  HOST_MOVES,
  HOST_PACED,
  LEFT_VOICE,
  NEIGHBOUR,
  NIGHT,
  NIGHT_CALLS,
  NIGHT_GAME,
  NIGHT_MOMENT,
  NIGHT_PLAIN,
  NOT_THIS_NIGHT,
  OTHERS,
  PERCEIVED,
  PROFILE,
  SELF,
  SIGNS,
  SLEPT,
} from '../lexicons/night';
import { runTable, table, tablesHit, tablesMask, type Judged } from '../table';
import { actAt, breakBefore, tokenAt } from '../act';
import type { Normalized } from '../../text/normalize';
import type { Finding, FindingKind } from '../types';
import { has } from '../vocab';
import { none, removal } from '../../rulesets/cost';
import { family } from '../family';
import { listGroup } from '../../text/wordlist';
import { SEAT_WORDS } from '../lexicons/seat-words';

const NIGHT_ = group(NIGHT);
/** Away from the game: a deed, a place, an errand, absence, or a video watched (the document's own tiktok). */
const AWAY_ANY = group(AWAY, AWAY_PLACES, AWAY_THINGS, ABSENT, MEDIA);
const DEVICE_ = group(DEVICE);
const STATE_ = group(DEVICE_STATE);
/** The speaker acts: first person, or a sentence opening with the night or the deed (the subject left out). */
const MINE = pattern(
  `⟨${group(SELF)}⟩|^[^а-яa-z\\d]*(?:(?:только|вот|щас|ща|сейчас|что|так|ну|а)~0){0,2}(?:${NIGHT_}` +
    `|${group(AWAY, AWAY_PLACES, CHANGED, DEVICE, PROFILE, ABSENT)})`,
);
/** A past verb of the speaker's own (not one nearly done), other than the game's night moves, thinking, perceiving and being. */
const PAST = `(?<!чуть\\sне\\s)(?!${group(NIGHT_GAME)})[а-я]{2,}(?:л|ла|лся|лась)⟩`;
/** A wish or a role's place, before the deed: "я бы ночью курить ходил", "на месте доктора я бы ночью…". */
const WISH = `⟨(?:бы|если~0бы)(?!~0не~0успел)~3(?:${NIGHT_}|${AWAY_ANY}|я⟩)|⟨на~0месте~0(?:доктор…|шериф…|маф…|дон…|его|ее|тебя|вас|игрок…|\\d…)`;
/** Before the game: "я до игры аву сменил" ("не до игры было" is having no time for it). */
const BEFORE_GAME = '⟨до~0игры⟩(?<!не[^а-яa-z\\d]{1,3}до~0игры)';

/**
 * Someone else at night, a rule, a wish, another time: no account of one's own night. "Ночью, чтобы вы
 * видели" is a purpose, not someone else acting at night.
 */
const NOT_MINE = pattern(
  `⟨${NIGHT_}(?:~0(?!(?:чтобы|чтоб)⟩)[а-яa-z\\d*]+)?~0(?:${group(OTHERS)}|${V.seat}⟩)|⟨${group(NOT_THIS_NIGHT)}|${WISH}` +
    // Someone asked about: "кто-то ночью ник менял?"; before the game ("не до игры было" is no time for it).
    `|⟨кто(?:~0(?:то|нибудь))?~1${NIGHT_}|${BEFORE_GAME}`,
);

/** A role the night wakes (or the city), and the host's call of it: "мафия просыпается", "засыпает город". */
const ROLE_N = `(?:${group(GAME_ROLES)}|город)`;
const CALL = group(NIGHT_CALLS);
const CALLED = `(?:${ROLE_N}~1${CALL}|${CALL}~1${ROLE_N})`;
/**
 * A moment of the night: its named moments, a role's turn ("в ход дона", "на ходе мафии"), the host's call
 * or word ("после «мафия засыпает»", "при слове «дон»"), a night by its number ("н1", "ночь 2").
 */
const MOMENT =
  `(?:${group(NIGHT_MOMENT)}|(?:в|на|во~0время)~0(?:ход|хода|ходе|ходу)~1${ROLE_N}|${CALLED}` +
  `|(?:при|на|после)~0слов…~1(?:${ROLE_N}|${CALL})|н[1-9]⟩|ночь(?:и⟩|~0[1-9]⟩))`;
/** Someone at the table: a seat (in digits or words), a side of it, a pronoun. */
const SOMEONE = `${V.seat}|${listGroup(SEAT_WORDS)}|${group(NEIGHBOUR)}|ты|он|она|его|ее|тебя`;
/** A profile (a status, an avatar, a nick) changed: online it is there for all to see, in the clubs' chat only the night's. */
const PROFILE_CHANGED = `(?:${group(PROFILE)}~5${group(CHANGED)}|${group(CHANGED)}~5${group(PROFILE)})`;

/**
 * The rule and its penalties, or another game: "за «я ночью слышал» у нас удаляют", "в прошлой игре 5 удалили за
 * шёпот ночью". What someone said of his own night is his account, not a sign perceived: "1 сказал, что ночью
 * отходил от компа".
 */
const NOT_NIGHT_INFO = pattern(
  `⟨${group(DAY)}|⟨(?:нельзя|запрещ…|если~1бы|удаляют|удалили|удалят|удаляем)⟩|⟨(?:в~1)?прошл…~1(?:игр…|раз)⟩` +
    '|⟨(?:сказал…|говорил…|написал…|признал…|признавал…|рассказал…|рассказывал…)~1(?:что|мол)⟩',
);

const ROWS = table([
  {
    kind: 'night-action',
    re: pattern(
      [
        `⟨(?:${NIGHT_}|${group(NIGHT_PLAIN)})~5${AWAY_ANY}`,
        `⟨(?:меня|я)~2${NIGHT_}~3не~0(?:было|был|была)⟩`,
        `⟨${AWAY_ANY}~5(?:${NIGHT_}|${group(NIGHT_PLAIN)})`,
        // The sound, the ears, the connection off: "ночью у меня звук был выключен", "ночью отключил микро".
        `⟨${NIGHT_}~4${DEVICE_}~3${STATE_}`,
        `⟨${NIGHT_}~4${STATE_}~3${DEVICE_}`,
        `⟨${DEVICE_}~3${STATE_}~5${NIGHT_}`,
        `⟨${STATE_}~3${DEVICE_}~5${NIGHT_}`,
        // Any other deed of one's own right by the night: "пока город спал, я посуду мыла".
        `⟨${NIGHT_}~2я~3${PAST}`,
        `⟨я~2${NIGHT_}~2${PAST}`,
        `⟨я~1(?:(?:вообще|даже|просто|тупо|уже|опять|сразу)~1)?${PAST}~4${NIGHT_}`,
        // The club-and-online classics: "не успел договориться", "не заметила, что игра началась".
        '⟨не~1успел…~2договори…',
        '⟨(?:не~1)?(?:заметил…|понял…|поняла)~2(?:что|как)~1(?:игра~1(?:началась|начал…)|ночь~1(?:прошла|наступила|началась|закончилась|кончилась))',
        // A wink at a time the bot logged: "я мигнул в 10:40" (the document's 4.3 exception, a removal).
        '⟨(?:мигнул…|мигал…|подмигнул…|подмигивал…)~3в~1\\d{1,2}[:.]\\d{2}',
      ].join('|'),
    ),
    requires: MINE,
    unless: NOT_MINE,
    judge: toldAsOwn('night-action'),
    reason: 'озвучивает свои действия ночью',
  },
  {
    // Sleeping at night, told of oneself: "я ночью спал, ничего не знаю" (online only, see SLEPT).
    kind: 'night-sleep',
    re: pattern(`⟨(?:${NIGHT_}|${group(NIGHT_PLAIN)})~5${group(SLEPT)}⟩|⟨${group(SLEPT)}⟩~5(?:${NIGHT_}|${group(NIGHT_PLAIN)})`),
    requires: MINE,
    unless: NOT_MINE,
    judge: toldAsOwn('night-sleep'),
    reason: 'озвучивает свою ночь: спал',
  },
  {
    // The night gestures said of oneself: ears, a nick, a status, an avatar, leaving the voice.
    kind: 'night-action',
    re: pattern(
      [`⟨${group(EARS)}`, `⟨${group(CHANGED)}~3${group(PROFILE)}`, `⟨${group(PROFILE)}~3${group(CHANGED)}`, `⟨${group(LEFT_VOICE)}`].join(
        '|',
      ),
    ),
    requires: [MINE, pattern(`⟨${NIGHT_}`)],
    unless: NOT_MINE,
    reason: 'ночная жестикуляция, о которой игрок сам говорит',
  },
  {
    kind: 'night-info',
    re: pattern(
      [
        `⟨${MOMENT}~6${group(SIGNS)}`,
        `⟨${group(SIGNS)}~6${MOMENT}`,
        `⟨(?<!не\\s)${group(PERCEIVED)}~6${MOMENT}`,
        `⟨${MOMENT}~4(?<!не\\s)${group(PERCEIVED)}`,
        '⟨(?:подглядывал…|подсматривал…|(?:при)?открыл…~2глаза|повязк…~2(?:сдвинут…|съехал…|приподнят…))',
      ].join('|'),
    ),
    // Someone made the sign, or the speaker perceived it.
    requires: pattern(`⟨(?:${SOMEONE}|${group(PERCEIVED)})⟩`),
    unless: NOT_NIGHT_INFO,
    judge: (n, s, e) => {
      const kind = toldNotAsked(n, s, e);
      // Ears and leaving the voice show in the voice channel, to everyone: online they are in view like a nick.
      return kind && has(IN_VOICE_VIEW, n.text) ? 'night-profile-seen' : kind;
    },
    reason: 'ссылается на то, что можно узнать только ночью',
  },
  {
    // A profile changed at night, said of someone: "у 4ки ночью статус сменился на «не беспокоить»".
    kind: 'night-profile-seen',
    re: pattern(`⟨${MOMENT}~6${PROFILE_CHANGED}|⟨${PROFILE_CHANGED}~6${MOMENT}`),
    requires: pattern(`⟨(?:${SOMEONE})⟩`),
    unless: NOT_NIGHT_INFO,
    judge: (n, s, e) => (toldNotAsked(n, s, e) ? 'night-profile-seen' : null),
    reason: 'ссылается на то, что можно узнать только ночью',
  },
  {
    // The host walking the table or pausing, which only the closed eyes hear: "ведущий остановился у меня за
    // спиной", "остановка ведущего возле 4"; "по тому, как быстро ведущий сказал «принято» в ход шерифа".
    kind: 'night-info',
    re: pattern(
      [
        `⟨ведущ…~3${group(HOST_MOVES)}~4${group(BESIDE)}`,
        // The place first: "ведущий в эту ночь у меня за спиной не стоял".
        `⟨ведущ…~4${group(BESIDE)}~3${group(HOST_MOVES)}`,
        `⟨${group(HOST_MOVES)}~1ведущ…~4${group(BESIDE)}`,
        `⟨ведущ…~2${group(HOST_TIMING)}~2${group(HOST_PACED)}`,
        `⟨${group(HOST_TIMING)}~2ведущ…~2${group(HOST_PACED)}`,
      ].join('|'),
    ),
    requires: pattern(`⟨(?:${MOMENT})|ведущ…~3${group(HOST_MOVES)}|${group(HOST_MOVES)}~1ведущ…`),
    unless: NOT_NIGHT_INFO,
    judge: toldNotAsked,
    reason: 'ссылается на то, что можно узнать только ночью',
  },
]);

/**
 * The night gestures said in the night itself, as done now or about to be ("ща аву сменю", "замутил уши,
 * сплю", "вышел из войса, через минуту вернусь", "*мигает ушами*"): no night word is needed, the phase
 * says it. The engine reports them only at night (families/night.ts, night-gesture).
 */
const NOW = table([
  {
    kind: 'night-gesture',
    re: pattern(
      [
        `⟨${group(EARS)}`,
        `⟨${group(CHANGED, CHANGING)}~3${group(PROFILE)}`,
        `⟨${group(PROFILE)}~3${group(CHANGED, CHANGING)}`,
        `⟨${group(LEFT_VOICE)}`,
        `⟨${group(AWAY_NOW)}`,
        `⟨${DEVICE_}~3${STATE_}`,
        `⟨${STATE_}~3${DEVICE_}`,
      ].join('|'),
    ),
    unless: pattern(`⟨${group(NOT_THIS_NIGHT)}|${WISH}|${BEFORE_GAME}`),
    judge: ownNow,
    reason: 'ночная жестикуляция ночью',
  },
]);
const NOW_MASK = tablesMask([NOW]);

/** The speaker's own gesture, not someone else's, not asked, forbidden or quoted ("кто ник сменил?", "не мутьте уши"). */
function ownNow(n: Normalized, s: number, e: number): Judged {
  const last = n.tokens.length - 1;
  if (last < 0) return null;
  const from = Math.min(tokenAt(n, s), last);
  const a = actAt(n, from, Math.max(from, Math.min(tokenAt(n, e - 1), last)));
  if (a.quoted || a.rule || a.negated || a.question || a.wish || a.urged || a.reported) return null;
  return a.who === 'self' || a.who === 'none' ? 'night-gesture' : null;
}

/** One's own night told, not quoted as the words the rule punishes: "за слова «я ночью слышал» у нас удаляют". */
function toldAsOwn(kind: FindingKind): (n: Normalized, s: number, e: number) => Judged {
  return (n, s, e) => {
    const last = n.tokens.length - 1;
    if (last < 0) return null;
    const from = Math.min(tokenAt(n, s), last);
    const a = actAt(n, from, Math.max(from, Math.min(tokenAt(n, e - 1), last)));
    return a.quoted && a.rule ? null : kind;
  };
}

/** Denied: "я не подсматривал", "ничего ночью не слышал"; nobody did it: "ночью никто никого не трогал". */
const DENIED = new Set(['не', 'ни', 'никто', 'никого', 'ничего', 'ничем']);
const NOBODY = new Set(['никто', 'никого', 'ничего']);

/** Whether the sign is denied: "не" right before the match, or "никто" within it ("микро не отключился" is a sign). */
function deniedIn(n: Normalized, from: number, to: number): boolean {
  const t = n.tokens;
  if (DENIED.has(t[from - 1]?.t ?? '')) return true;
  for (let k = from; k <= to; k++) if (NOBODY.has(t[k]?.t ?? '')) return true;
  return false;
}

/** The night signs the voice channel shows to everyone: ears muted or blinking, a seat gone from the voice. */
const IN_VOICE_VIEW = pattern(`⟨(?:${group(EARS)}|${group(LEFT_VOICE)})`);

/** Someone at the table perceived it, said as told: "я слышал", "соседка моя слышала". */
const TOLD_PERCEIVED = pattern(`⟨(?:я|мы|мне|${group(NEIGHBOUR)})~2${group(PERCEIVED)}`);

/**
 * A question that takes the sign as known and asks why: "9, что ты ночью делал, что у тебя стул ездил?",
 * "а чё у тебя ночью клава стучала?" (not "кто ночью ёрзал?", which asks whether anyone noticed).
 */
const WHY = pattern('⟨(?:почему|зачем|отчего|с~0чего|чего|че|чо|что~0(?:ты|вы|он|она|они)~3делал…)⟩');

/**
 * What the night showed, told: asked ("кто-то ночью выходил? ведущий, вы видели?") or supposed ("если ты что-то
 * слышал ночью — это не аргумент"), it claims nothing.
 */
function toldNotAsked(n: Normalized, s: number, e: number): Judged {
  const last = n.tokens.length - 1;
  if (last < 0) return null;
  const from = Math.min(tokenAt(n, s), last);
  const to = Math.max(from, Math.min(tokenAt(n, e - 1), last));
  const a = actAt(n, from, to);
  if (a.condition || deniedIn(n, from, to)) return null;
  if (!a.question) return 'night-info';
  // Asked, and told beside: "кто ночью сопел рядом с 1? я слышал двоих"; or asked why it was.
  if (has(TOLD_PERCEIVED, n.text) || has(WHY, n.text)) return 'night-info';
  // Only the clause that asks: "ночью 5 ёрзал на стуле, кто-нибудь видел?" tells it, then asks who saw.
  for (let k = from + 1; k <= last; k++) {
    if (breakBefore(n, k)) return null;
    if (breakBefore(n, k, true)) return 'night-info';
  }
  return null;
}

/** A night gesture the message says is being done now, if it says one; the engine asks at night only. */
export function gestureNow(n: Normalized): Finding | null {
  if ((tablesHit(n) & NOW_MASK) === 0) return null;
  return runTable(NOW, n)[0] ?? null;
}

export default family({
  name: 'night-action',
  kinds: {
    'night-action': { online: removal('3.3.1'), 'club-warnings': none, 'club-remarks': removal('club-remarks/night-info') },
    // The clubs forbid what only the night shows, not the sleep the night asks of everyone.
    'night-sleep': { online: removal('3.3.1'), 'club-warnings': none, 'club-remarks': none },
    'night-info': { online: removal('3.5'), 'club-warnings': none, 'club-remarks': removal('club-remarks/night-info') },
    // Online a changed nick or status is in everyone's view (the gesture itself is 3.3, told of oneself).
    'night-profile-seen': { online: none, 'club-warnings': none, 'club-remarks': removal('club-remarks/night-info') },
  },
  steps: [{ stage: 'appeals-more', tables: [ROWS] }],
  examples: {
    finds: {
      'night-action': [
        'я нч от компа отходил, простите',
        'по ночам у меня дискорд свёрнут, я афк',
        'ночью у меня ребёнок проснулся, я к нему ходил',
        'я в договорку посуду мыл, так что точно не мафия',
        'ночью звонила бабушка, я с ней говорил',
        'у меня ночью дискорд завис, я перезагружал',
        'в договорку я вообще вышла из войса подышать',
        'ночью я наушники снимала, мама звала',
        'я ночью кота кормил, вы там без меня договаривались',
        'я на всю ночь выключил звук, чтобы не слышать',
        'я ночью поставил аву с красным сердцем',
        'Я ночью отошел от компа, ток щас вернулся',
        'Я даже не заметила что игра началась, пока тик ток смотрела, только на речи 2 поняла что игрок',
        'Я ночью курить бегаю, я бы не успел договорится с 10 кто вскрывается',
        'я ночью ходил курить',
        'я отошел от компа ночью',
        'пока вы договаривались, я бельё развешивала',
        'я в ночь мусор выносил, так что не мог мигнуть',
        'только что с балкона пришла, что там ночью?',
        'ночь я просидел на кухне с чаем',
        'с начала ночи меня здесь не было, курьер приезжал',
        'пока мафия выбирала, я в ванной был',
        'я на ночь звук выключаю, поэтому ничего не слышал',
        'ночью уши были замучены, так что без меня',
        'когда все засыпают, я ухожу курить',
      ],
      'night-sleep': ['я ночью спал, ничего не знаю', 'ночью я вообще спала, как можно меня подозревать'],
      'night-info': [
        'ночью ведущий дольше всего стоял между 4 и 5',
        'ночью слышал, как 3 вставал',
        'сквозь маску видел силуэт 8 с поднятой рукой',
        'на проверке шерифа кто-то резко выдохнул, со стороны 4',
        '3 ночью вышел из канала и через минуту вернулся',
        'ночью 5 ёрзал на стуле',
        'ночью ведущий долго стоял возле 4',
        'на второй ночи кто-то справа задел мой локоть',
        'в ход дона у 2 пискнули часы',
        'ведущий остановился у 5 за спиной',
      ],
      'night-profile-seen': [
        'у 3 ночью статус поменялся на «не беспокоить»',
        'ночью 8 из войса выходил, я видел',
        'ночью 6 мигал ушами, я заметил',
      ],
    },
    clean: [
      'в прошлой игре 2 удалили за шорох ночью',
      'ночью доктор спас 4, молодец',
      'если мафия ночью выбрала меня, я не удивлюсь',
      'я ночью проверял 8, он красный',
      'сейчас у меня ночь, спать охота',
      'дон ночью ходил ко мне',
      'уши ночью не мьютьте, предупреждаю',
      'ночью убили 4',
      'ночью мафия промахнулась',
      'я ночью проверил 5',
      'в ночь 3 ходил к 5',
      'ночью, когда все спали, мафия убила 2',
      'я бы на месте дона ночью стрелял в 4',
      'ночью доктор вернулся к 6 с лечением',
      'я до игры ник сменил, чтобы номер был виден',
      'кто-то ночью аву менял?',
      'кто-то ночью выходил? ведущий, вы видели?',
      '4 первым засмеялся, когда объявили ночь',
      '1 сказал что ночью отходил от компа, зачем?',
      'ночью никто никого не трогал',
    ],
  },
});
