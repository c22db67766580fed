/**
 * The host: online 1.6 forbids disputing the host's decisions — calling a
 * penalty wrong or unfair, demanding it be lifted, saying one broke nothing,
 * scoffing at it ("какой фол?", "фол за это? бред") — while asking what a
 * penalty was for stays allowed; club remarks forbid addressing the host at
 * all during the game (vocative "ведущий," or "@ведущий", or the host followed
 * by a request), but talking about the host in the third person ("ведущий
 * сказал…") is no address, and "кто выставлен?" is the allowed question.
 */
import { alt, anyOf } from '../text/alt';
import type { Normalized } from '../text/normalize';
import { pattern } from '../text/pattern';
import { tokenize } from '../text/tokens';
import { finding, table, tableDetector } from './table';
import { NO_FINDINGS, type Finding } from './types';
import { wordDetector } from './gate';

const PENALTY = '(?:фол…|пред|преды|предупреждени…|замечани…|наказани…|штраф…|бан…|варн…|поднятие|поднятия|кик…|удалени…)';
const HOST_WORD = '(?:ведущ…|вед|хост…|host)';
/** Judging verbs said to the host. */
const JUDGE =
  '(?:судишь|судите|решил…|решаешь|решаете|засчитал…|считаешь|считаете|ведешь|ведете|дал…|выдал…|поднял…|выключил…|замутил…|кикнул…)';
/** Words that scoff at a decision. */
const SCOFF = alt(
  'серьезно',
  'серьезн…',
  'бред…',
  'ерунд…',
  'смешно',
  'издева…',
  'прикалыва…',
  'шутишь',
  'шутите',
  'беспредел',
  'абсурд…',
  'цирк',
  'нечестно',
  'несправедлив…',
  'неправильно',
  'дичь',
  'жесть',
  'офигел…',
  'охренел…',
  'обалдел…',
  'ору',
  'капец',
  'пипец',
);

const ROWS = table([
  {
    kind: 'host-dispute',
    re: pattern(
      anyOf(
        `⟨(?:неправильно|незаслуженно|несправедливо|зря|не~1по~1правилам|ни~1за~1что|просто~1так|необоснованно|нечестно)~3(?:(?:дал…|выдал…|поставил…|влепил…|накинул…|дали|выдали|даешь|выдаешь)~2)?${PENALTY}`,
        '',
      ) +
        anyOf(
          '⟨(?:оспариваю|обжалую|протестую|опротестую|опротестовываю)⟩',
          '⟨не~1(?:имел…|имеешь|имеете)~1права~2(?:меня~1)?(?:поднимать|поднять|выгонять|выгнать|давать|выдавать|ставить|снимать|мутить|кикать|выключать)',
          '⟨(?:фолы|фол…|преды|наказани…)~1(?:выдумывать|выдумываешь|придумывать|придумываешь|сочинять|раздавать~1просто~1так)',
          '⟨(?:выдумываешь|придумываешь)~2(?:фол…|пред…|наказани…|нарушени…)',
          '',
        ) +
        `⟨${PENALTY}~5(?:верни|верните|отзови|отзовите|передумай|передумайте|пересмотри|пересмотрите)⟩|` +
        anyOf(
          `⟨(?:убери|убирай|уберите|сними|снимите|отмени|отмените|верни|верните|забери|заберите|аннулируй…)~2${PENALTY}`,
          `⟨${PENALTY}~5(?:убери|уберите|сними|снимите|отмени|отмените|забери|заберите)⟩`,
          '',
        ) +
        anyOf(
          `⟨${PENALTY}~3(?:не~1заслуж…|незаслуж…|неправильн…|несправедлив…|нечестн…|не~1по~1правилам|не~1за~1что|не~1по~1делу|ошибочн…|лишн…)`,
          `⟨${PENALTY}~1за~1(?:это|такое|что)\\s*[?!]+~2${SCOFF}`,
          '',
        ) +
        anyOf(
          `⟨(?:да|ну|а)~1какой~1(?:ещ[её]~1)?${PENALTY}`,
          `⟨какой~1(?:ещ[её]|нафиг|нахрен|к~1черту|блин)~1${PENALTY}`,
          `⟨(?:с~1чего|с~1какого|с~1какой~1стати|на~1каком~1основании|по~1какому~1праву)~3${PENALTY}`,
          '',
        ) +
        `⟨какое~1право~4(?:${PENALTY}|давать|выдавать|ставить)|⟨не~1(?:имеешь|имеете)~1права~3(?:${PENALTY}|давать|выдавать|ставить)|` +
        anyOf(
          '⟨ведущ…~2(?:(?:ты|вы)~1)?(?:не~1прав…|неправ…|ошиба…|ошибся|ошиблась|придира…|засуживаешь|засуживает|подсуживаешь|подсуживает|это~1нечестно|это~1несправедливо)⟩',
          '⟨(?:придираешься|придираетесь|засуживаешь|засуживаете|подсуживаешь|подсуживаете)⟩',
          '',
        ) +
        anyOf(
          '⟨я~1(?:(?:вообще|же|ведь|ничего|никого|ничем)~1)?не~1(?:нарушал…|материл…|матерился|оскорблял…|кричал…|выкрикивал…|говорил~1не~1в~1свою)',
          '⟨это~1(?:не~1мат|не~1нарушени…|не~1оскорблени…|не~1клятва|не~1капс)',
          '',
        ) +
        `⟨не~1(?:согласен|согласна|согласны)~2(?:с~1)?(?:фол…|пред…|предупреждени…|наказани…|решени…)`,
    ),
    // "за что фол?", "что я нарушил?": asking the reason is allowed.
    unless: pattern('⟨за~1что~2(?:фол…|пред…|замечани…|наказани…)?\\s*\\?+\\s*$|⟨что~1я~1нарушил…\\s*\\?+\\s*$'),
    reason: 'спор с ведущим',
  },
  {
    // Said to the host: misjudging, reversing a decision. Only with the host named, or "ты путаешь" is said to players too.
    kind: 'host-dispute',
    re: pattern(
      anyOf(
        `⟨(?:неправильно|неверно|несправедливо|предвзято|криво|нечестно)~1${JUDGE}`,
        `⟨${JUDGE}~1(?:неправильно|неверно|несправедливо|предвзято|криво|нечестно)`,
        '⟨(?:ошибка|ошибку|косяк)~1(?:ведущ…|хоста)',
        '⟨(?:ты|вы)~2(?:предвзят…|засуживаешь|засуживаете|подсуживаешь|подсуживаете|нарушаешь~1правила|нарушаете~1правила|гонишь|гоните|путаешь|путаете|перепутал…)',
        '',
      ) +
        anyOf(
          `⟨(?:верни|верните|отзови|отзовите|передумай|передумайте|пересмотри|пересмотрите)~2(?:${PENALTY}|слово|минуту|речь|как~1было|решени…|назад|обратно)`,
          '⟨решени…~3(?:ошибочн…|неправильн…|неверн…|несправедлив…)',
          '⟨(?:это|так)~1(?:нечестно|несправедливо|беспредел|произвол)',
        ),
    ),
    requires: pattern(`⟨${HOST_WORD}⟩`),
    reason: 'спор с ведущим',
  },
]);

/** Nominative forms by which the host is called. */
const HOST = new Set(['ведущий', 'ведущая', 'ведущии', 'ведущ', 'вед', 'хост', 'host']);
/** Words that do not change who is acting: "ведущий же сказал", "ведущий не видел". */
const PARTICLES = new Set([
  'же',
  'не',
  'ведь',
  'вот',
  'тоже',
  'сам',
  'сама',
  'уже',
  'опять',
  'снова',
  'только',
  'вообще',
  'просто',
  'то',
  'и',
  'даже',
  'так',
  'всегда',
  'никогда',
  'специально',
  'явно',
]);
/** A verb in the third person or the past tense: the host is talked about, not to. */
const THIRD_PERSON = /(?:л|ла|ли|ло|лся|лась|лись|ет|ит|ут|ют|ат|ят|ется|ится|утся|ются|атся|ятся|ёт)$/;
// A question word or a request right after the host's name addresses the host: "ведущий подскажи", "ведущий можно?".
/**
 * Words that open a question or a request: the host is addressed even without a comma. Tested on one
 * word (a token: letters, digits, masks), so "the rest of the word is letters" is written `[^\d*]*`
 * rather than `\p{L}*`: the same on a token, and V8 compiles it in a fraction of the time (the
 * letter property made this one expression ≈ 5 ms of a checker run's start).
 */
const ADDRESSING =
  /^(?:ты|вы|тебе|вам|можно|а|сколько|почему|зачем|когда|кто|что|где|как|подскажи[^\d*]*|скажи[^\d*]*|дай[^\d*]*|объясни[^\d*]*|повтори[^\d*]*|напомни[^\d*]*|проверь[^\d*]*|посмотри[^\d*]*|глянь[^\d*]*|подожди[^\d*]*|слушай|извини[^\d*]*|прости[^\d*]*|пожалуйста|пж|плиз|спасибо|убери[^\d*]*|сними[^\d*]*|верни[^\d*]*|останови[^\d*]*|запиши[^\d*]*|поставь[^\d*]*|пауз[^\d*]*|можешь|можете)$/;
/** Words before the host that make it someone talked about. */
const ABOUT = new Set([
  'этот',
  'эта',
  'наш',
  'наша',
  'ваш',
  'ваша',
  'тут',
  'здесь',
  'сам',
  'сама',
  'такой',
  'такая',
  'хороший',
  'строгий',
  'новый',
  'опытный',
]);
/** The allowed question, in any words: who is nominated. */
const WHO_NOMINATED = pattern(
  anyOf(
    '⟨кто~2(?:выставлен…|выставил…|на~1голосовани…|в~1кандидат…|кандидат…)',
    '⟨(?:кандидат…|кандидатуры)~2кто⟩',
    '⟨кого~2выставил…',
    '⟨(?:список|кто~1в~1списке)~1кандидат…',
  ),
);

/** Club remarks: addressing the host (vocative or request), not talking about the host. */
/** The host's name, or a word that opens like it (after an @). */
const HOST_START = /^(?:ведущ|хост|host)/;
const hostWord = (t: string): boolean => HOST.has(t) || HOST_START.test(t);

function readHostAddress(n: Normalized): Finding[] {
  const tokens = tokenize(n);
  const text = n.text;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const at = tok.s > 0 && text[tok.s - 1] === '@';
    if (!HOST.has(tok.t) && !(at && HOST_START.test(tok.t))) continue;
    const after = text.slice(tok.e, tok.e + 3);
    const punctuated = /^\s*(?:[,!?:]|$)/.test(after) || tok.e === text.length;
    let k = i + 1;
    while (k < tokens.length && PARTICLES.has(tokens[k]!.t)) k++;
    const next = tokens[k]?.t ?? '';
    // "этот ведущий", "наш вед", "тут ведущий": the host talked about.
    const prev = tokens[i - 1]?.t ?? '';
    const addressed = at || ((punctuated || (ADDRESSING.test(next) && !THIRD_PERSON.test(next))) && !ABOUT.has(prev));
    if (!addressed) continue;
    WHO_NOMINATED.lastIndex = 0;
    if (WHO_NOMINATED.test(text)) return NO_FINDINGS;
    return [finding(n, 'host-address', tok.s - (at ? 1 : 0), tok.e, 'обращение к ведущему во время игры')];
  }
  return NO_FINDINGS;
}

/** Talk about or to the host: the tables', then an address by name; each gated (see lib/detect/index.ts). */
export const detectHostTables = tableDetector(ROWS);
export const detectHostAddress = wordDetector(hostWord, readHostAddress);
