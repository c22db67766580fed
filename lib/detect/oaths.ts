/**
 * Oaths and their analogs (online 4.1), talk about oaths (2.8), provoking an
 * oath (2.9), the word "честно" (club rule 4) and appeals to god.
 *
 * The verb клясться is classified by its form, because the form decides the
 * rule: "клянусь" is an oath, "поклянись" a provocation, "он поклялся" an
 * attribution, "я поклялся" an oath again, "не могу поклясться" a threat by oath.
 */
import type { Normalized } from '../text/normalize';
import { NW, pattern, V } from '../text/pattern';
import { nearestBefore, personBefore, tokenize, type Token } from '../text/tokens';
import { WordTests } from '../text/words';
import { finding, runTable, table } from './table';
import type { Finding } from './types';

const FIRST = /^(?:(?:по)?кл[яи]н(?:у(?:сь|с|c)?|ем(?:ся|с)?|ус|с|сь)|кля|клянусь|клятвено)$/;
const IMPERATIVE = /^(?:по)?клянит?(?:сь|есь|ь|е)$|^(?:по)?клянис[ья]?$/;
const SECOND = /^(?:по)?клян(?:еш(?:ь|ся|ьс[яа]?)|ет(?:есь|е)|ешся)$/;
const THIRD = /^(?:по)?клян(?:ет(?:ся)?|утся)$/;
const PAST = /^(?:по)?клял(?:ся|ась|ись|ос|си|сь)?$/;
const INFINITIVE = /^(?:по)?клясть?(?:ся|с)?$/;
const NOUN = /^клятв/;
/** "klyanus", "kliatva": the oath typed in Latin transliteration. */
const TRANSLIT = new WordTests([/^(?:po)?kl(?:y|i|j)?[ae]?n(?:u|y)s|^kl(?:y|j)a$|^kl(?:y|i|j)?atv/]);

const SAY = new Set(['сказал', 'сказала', 'сказали', 'говорил', 'говорила', 'говорит', 'написал', 'написала', 'пишет', 'заявил', 'заявила', 'кричал', 'кричала', 'орал', 'произнес', 'произнесла', 'ляпнул', 'ляпнула', 'сказал:', 'мол']);
const SELF = new Set(['я', 'мы']);
const OTHER = new Set(['он', 'она', 'они', 'ты', 'вы', 'игрок', 'кто', 'кто-то', 'ктото', 'шериф', 'дон', 'его', 'её']);
const RULE_TALK = new Set(['нельзя', 'запрещено', 'запрещается', 'надо', 'нужно', 'стоит', 'советую', 'за']);

/** Who is the subject of the verb at `i`. */
const subject = (tokens: Token[], i: number) => personBefore(tokens, i, 6, SELF, OTHER);

function classifyVerbs(n: Normalized): Finding[] {
  const out: Finding[] = [];
  const tokens = tokenize(n);
  for (let i = 0; i < tokens.length && out.length < 16; i++) {
    const tok = tokens[i]!;
    if (tok.spaced) {
      // "к л я н у с ь я" joins into one word: look for the oath inside it.
      const m = /(?:по)?клян(?:усь|ус|емся)|клятв/.exec(tok.t);
      if (m) out.push(finding(n, 'oath', tok.s + m.index, tok.s + m.index + m[0].length, 'клятва, написанная через пробелы'));
      continue;
    }
    const t = tok.t;
    if (TRANSLIT.any(t)) {
      out.push(finding(n, 'oath', tok.s, tok.e, 'клятва латиницей'));
      continue;
    }
    // "клинусь" is a common misspelling of "клянусь".
    if (!(t.startsWith('кля') || t.startsWith('покля') || t.startsWith('клин') || t.startsWith('поклин'))) continue;
    const add = (kind: Finding['kind'], reason: string) => out.push(finding(n, kind, tok.s, tok.e, reason));
    const reported = nearestBefore(tokens, i, 3, [SAY]) === 0;
    if (FIRST.test(t)) {
      if (reported && subject(tokens, i - 1) !== 'self') add('oath-attribution', 'утверждает, что другой игрок поклялся');
      else add('oath', 'клятва');
    } else if (IMPERATIVE.test(t) || SECOND.test(t)) {
      add('oath-provocation', 'провоцирует на клятву');
    } else if (PAST.test(t)) {
      // "я бы поклялся", "а то бы поклялся": a hypothetical oath of one's own is a threat by oath.
      const hypothetical = tokens[i - 1]?.t === 'бы' || tokens[i + 1]?.t === 'бы';
      if (hypothetical) add('oath-wish', 'угроза клятвой: «я бы поклялся»');
      else if (subject(tokens, i) === 'self') add('oath', 'говорит, что сам поклялся');
      else add('oath-attribution', 'утверждает, что другой игрок поклялся');
    } else if (THIRD.test(t)) {
      add('oath-attribution', 'утверждает, что другой игрок клянётся');
    } else if (INFINITIVE.test(t) || NOUN.test(t)) {
      const prev = tokens[i - 1]?.t ?? '';
      const prev2 = tokens[i - 2]?.t ?? '';
      // "нельзя клясться", "не надо клясться" remind of the rule; "бан за клятву" asks what an oath would cost.
      const reminder = (RULE_TALK.has(prev) && prev !== 'за') || (prev2 === 'не' && RULE_TALK.has(prev));
      if (reminder) continue;
      if (NOUN.test(t) && subject(tokens, i) === 'other') add('oath-attribution', 'утверждает, что другой игрок дал клятву');
      else add('oath-wish', 'угроза клятвой: говорит о своей клятве');
    }
  }
  return out;
}

const ROWS = table([
  { kind: 'oath', re: pattern('⟨чест(?:н)?(?:ое|ым|о)~1слов…|⟨че(?:с)?слово⟩'), reason: 'клятва: «честное слово»' },
  { kind: 'oath', re: pattern('⟨зуб…~1(?:даю|дам|отдам|на~1отсечени…)⟩|⟨(?:даю|дам|отдам)~1зуб…'), reason: 'аналог клятвы: «зуб даю»' },
  {
    kind: 'oath',
    // "отвечаю" as a pledge; "отвечаю на вопрос", "отвечаю тебе в лс" are ordinary verbs.
    re: pattern(`⟨отвеча(?:ю|ем)⟩(?!\\s*:)(?!${NW}+(?:(?:тебе|вам|ему|ей|им|всем|сразу|сейчас|щас)${NW}+)?(?:на|в|по|через|не|потом|позже|когда)⟩)`),
    reason: 'аналог клятвы: «отвечаю»',
  },
  { kind: 'oath', re: pattern('⟨отвечу~1за~1(?:базар|слова)'), reason: 'аналог клятвы: «отвечу за базар»' },
  { kind: 'oath', re: pattern('⟨(?:бля…|сукой|гадом|падлой|блядью|мамой|пидор…)~1буду⟩'), reason: 'аналог клятвы: «бля буду»' },
  { kind: 'oath', re: pattern('⟨век~1воли~1не~1видать|⟨чтоб(?:ы)?~1(?:я|мне)~2(?:сдох…|умер…|провали…|сгорел…)|⟨слово~1пацана|⟨честное~1пионерское|⟨(?:даю|дам)~1(?:тебе|вам)?~1слово⟩|⟨слово~1даю⟩|⟨(?:мамой|мамкой|матерью|жизнью|здоровьем)~2(?:отвеча…|руча…)'), reason: 'аналог клятвы' },
  { kind: 'oath-provocation', re: pattern('⟨(?:отвечаешь|ответишь|отвечаете)⟩(?:~1за~1базар)?\\s*\\?|⟨(?:дай|дашь|даешь|дадите)~1зуб…|⟨зуб…~1(?:дашь|даешь)⟩'), reason: 'провоцирует на клятву' },
  {
    kind: 'oath-provocation',
    re: pattern(`(?:⟨${V.you}~3честн(?:о|ое)⟩|⟨честн(?:о|ое)⟩~3${V.you}⟩)[^?.!\\n]{0,60}\\?|⟨скажи(?:те)?~1честно⟩|⟨честно\\s*\\?`),
    requires: pattern('⟨(?:чест…|скажи…)'),
    reason: 'провоцирует на клятву: «ты честно…?»',
  },
  { kind: 'honest-word', re: pattern('⟨(?:не)?чес(?:т)?н…'), reason: 'слово «честно»' },
  {
    kind: 'religion',
    re: pattern('⟨видит~1(?:бог|господь|аллах)⟩|⟨(?:бог|господь|аллах)~1видит⟩|⟨(?:бог|аллах|господь|иисус)~1свидетел…|⟨ей~1бог…|⟨перед~1(?:богом|аллахом|господом)|⟨(?:богом|аллахом|господом|иисусом|христом)~1(?:прошу|молю|заклинаю)|⟨вот~1(?:те|тебе)~1крест|⟨крест~1на~1пузе|⟨иншал(?:л)?ах⟩|⟨валлах(?:и)?⟩'),
    reason: 'апелляция к религии',
  },
]);

export function detectOaths(n: Normalized): Finding[] {
  return [...classifyVerbs(n), ...runTable(ROWS, n)];
}
