/**
 * Addressing the host during the game (club remarks: «обращение к Ведущему во
 * время игры»): a vocative ("ведущий, …", "@ведущий") or the host's name
 * followed by a question or a request. Talking about the host in the third
 * person ("ведущий сказал…", "как сказал ведущий, …") is no address, and the
 * one allowed question, «кто выставлен?», is allowed when nothing else is
 * asked with it ("а ещё раз" asks it again). The host's titles and the words
 * that may stand beside the question are reviewed lists (lexicons/).
 */

import { anyOf } from '../../text/alt';
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { tokenize } from '../../text/tokens';
import { sentenceOf } from '../act';
import { finding } from '../table';
import { NO_FINDINGS, type Finding } from '../types';
import { none, warning } from '../../rulesets/cost';
import { family } from '../family';
import { HOST_QUESTION_FILLERS } from '../lexicons/host-question-fillers';
import { HOST_TITLES } from '../lexicons/host-titles';

/** Nominative forms by which the host is called (a reviewed list). */
const HOST = new Set(HOST_TITLES);

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
  // Interjections before the question: "ведущий ну сколько можно ждать", "ведущий эй, а 5 говорил".
  'ну',
  'эй',
  'блин',
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
const ADDRESSING = new RegExp(
  String.raw`^(?:ты|вы|тебе|вам|можно|а|сколько|почему|зачем|когда|кто|что|где|как|подскажи[^\d*]*` +
    String.raw`|скажи[^\d*]*|дай[^\d*]*|объясни[^\d*]*|повтори[^\d*]*|напомни[^\d*]*|проверь[^\d*]*` +
    String.raw`|посмотри[^\d*]*|глянь[^\d*]*|подожди[^\d*]*|слушай|извини[^\d*]*|прости[^\d*]*|пожалуйста|пж` +
    String.raw`|плиз|спасибо|убери[^\d*]*|сними[^\d*]*|верни[^\d*]*|останови[^\d*]*|запиши[^\d*]*` +
    String.raw`|поставь[^\d*]*|пауз[^\d*]*|можешь|можете)$`,
);

/** A verb of saying or deciding in the third person or the past: "как сказал ведущий", "объявил ведущий". */
const REPORTING = new RegExp(
  String.raw`^(?:сказал|сказала|говорил|говорила|говорит|объявил|объявила|объявляет|написал|написала|пишет` +
    String.raw`|решил|решила|заявил|заявила|сообщил|сообщила|озвучил|озвучила|подтвердил|подтвердила|считает` +
    String.raw`|видел|видела|дал|дала|поднял|подняла)$`,
);
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
const HOST_START = /^(?:ведущ|ведуш|хост|host|модер|админ|mod|admin)/;
/** Words that leave the allowed question what it is (a reviewed list). */
const FILLERS = new Set(HOST_QUESTION_FILLERS);

/**
 * Whether the host is asked the allowed question and nothing more: from the
 * sentence that addresses the host to the message's end, outside the host's
 * name and the question's own words, only fillers ("а", "у нас",
 * "пожалуйста"). What the speaker told the table before turning to the host
 * is not said to the host ("Седьмая. Ведущий, кто выставлен?"); what follows
 * is ("Ведущий, кто выставлен? И сколько у меня времени?" asks more).
 * "ведущий, а ещё раз, кто выставлен?" asks again (the rule allows it once).
 */
function onlyWhoNominated(n: Normalized, host: number): boolean {
  const tokens = n.tokens;
  const s = sentenceOf(n, host)[0];
  const first = tokens[s];
  if (!first) return false;
  WHO_NOMINATED.lastIndex = first.s;
  const m = WHO_NOMINATED.exec(n.text);
  WHO_NOMINATED.lastIndex = 0;
  if (!m) return false;
  const from = m.index;
  const to = m.index + m[0].length;
  for (let k = s; k < tokens.length; k++) {
    const tok = tokens[k];
    if (!tok || k === host || (tok.s >= from && tok.e <= to)) continue;
    if (!FILLERS.has(tok.t)) return false;
  }
  return true;
}

/** Whether a verb in the third person or the past follows token k (particles skipped): "тебе уже делал". */
function toldOf(tokens: readonly { t: string }[], k: number): boolean {
  while (k < tokens.length && PARTICLES.has(tokens[k]?.t ?? '')) k++;
  return THIRD_PERSON.test(tokens[k]?.t ?? '');
}

export const hostWord = (t: string): boolean => HOST.has(t) || HOST_START.test(t);

function readHostAddress(n: Normalized): Finding[] {
  const tokens = tokenize(n);
  const text = n.text;
  for (const [i, tok] of tokens.entries()) {
    const at = tok.s > 0 && text[tok.s - 1] === '@';
    if (!HOST.has(tok.t) && !(at && HOST_START.test(tok.t))) continue;
    const after = text.slice(tok.e, tok.e + 3);
    const punctuated = /^\s*(?:[,!?:]|$)/.test(after) || tok.e === text.length;
    let k = i + 1;
    while (k < tokens.length && PARTICLES.has(tokens[k]?.t ?? '')) k++;
    const next = tokens[k]?.t ?? '';
    // "этот ведущий", "наш вед", "тут ведущий": the host talked about.
    const prev = tokens[i - 1]?.t ?? '';
    // "как сказал ведущий, убит 2": after a verb that reports, the host is its subject, not addressed.
    const reported = REPORTING.test(prev);
    // "ведущий тебе уже делал замечание": the host the subject, telling a player what the host did to him.
    const toPlayer = (next === 'тебе' || next === 'вам') && toldOf(tokens, k + 1);
    const addressed =
      at || ((punctuated || (ADDRESSING.test(next) && !THIRD_PERSON.test(next) && !toPlayer)) && !ABOUT.has(prev) && !reported);
    if (!addressed) continue;
    if (onlyWhoNominated(n, i)) return NO_FINDINGS;
    return [finding(n, 'host-address', tok.s - (at ? 1 : 0), tok.e, 'обращение к ведущему во время игры')];
  }
  return NO_FINDINGS;
}

export default family({
  name: 'host-address',
  kinds: {
    'host-address': { online: none, 'club-warnings': none, 'club-remarks': warning('club-remarks/host-address') },
  },
  steps: [{ stage: 'late', words: hostWord, find: readHostAddress }],
  examples: {
    finds: {
      'host-address': [
        'ведущий подскажите сколько осталось',
        'ведущий сними фол',
        'Ведущий, сколько времени осталось?',
        'модератор, выключи звук 4',
        'ведущий, кто выставлен, и почему 6 молчит?',
        'ведущий, снова: кто выставлен?',
        'Ведущий, кто выставлен? И сколько у меня времени?',
      ],
    },
    clean: [
      'ведущий снимает фол',
      'ведущий дал слово',
      'этот ведущий подскажет',
      'ведущий, кто выставлен?',
      'как объявил ведущий, промах',
      'Четвёртый, мирный. Ведущий, кто выставлен?',
      '3, ведущий тебе уже дал фол за это',
    ],
  },
});
