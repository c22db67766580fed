/**
 * Online 4.1 forbids oaths and their analogs in any form (клянусь, божусь,
 * зуб даю, честное слово, отвечаю, бля буду, руку на отсечение, ручаюсь,
 * перекрещусь; also "я поклялся" and the wish "я бы поклялся"); 2.8 forbids
 * saying another player swore (он побожился, 9 зуб дал, 5 клятву давала,
 * он сказал «кля»); 2.9 forbids urging someone to swear or bet (поклянись,
 * забожись, дай зуб, зуб дашь?, отвечаешь?, можешь поклясться?, скажи
 * «отвечаю», поспорь с ним); the clubs forbid the same oaths, "честно" in any
 * form (club rule 4) and appeals to god. Harmless: reminding of the rule
 * ("не клянись", "клятвы запрещены"), denying ("я не клялся"), ordinary
 * "отвечаю на вопрос", a tooth that aches.
 *
 * An oath is an act (a verb such as клясться, божиться, ручаться, or дать
 * with зуб / слово / клятву / руку на отсечение), and the act's grammatical
 * form decides the rule: first person is the oath, imperative and second
 * person a provocation, past or third person of someone else an attribution,
 * the past of oneself an oath again, a hypothetical or an infinitive of
 * oneself a threat by oath.
 */
import { anyOf } from '../../text/alt';
import type { Normalized } from '../../text/normalize';
import { NW, pattern, V } from '../../text/pattern';
import { nearestBefore, personBefore, tokenize, type Token } from '../../text/tokens';
import { WordTests } from '../../text/words';
import { WordFact } from '../../text/lexicon';
import { maskedTarget } from './profanity';
import { COLOR_WORD } from '../vocab';
import { finding, runTable, table } from '../table';
import { joined, type Finding } from '../types';
import { none, removal, teamLoss, warning } from '../../rulesets/cost';
import { family } from '../family';

const FIRST = /^(?:(?:по)?кл[яи]н(?:у(?:сь|с|c)?|ем(?:ся|с)?|ус|с|сь)|кля|клянусь|кланусь|кленусь|клднусь|клятвено)$/;
const IMPERATIVE = /^(?:по)?клянит?(?:сь|есь|ь|е)$|^(?:по)?клянис[ья]?$/;
const SECOND = /^(?:по)?клян(?:еш(?:ь|ся|ьс[яа]?)|ет(?:есь|е)|ешся)$/;
const THIRD = /^(?:по)?клян(?:ет(?:ся)?|утся)$/;
const PAST = /^(?:по)?клял(?:ся|ась|ись|ос|си|сь)?$/;
const INFINITIVE = /^(?:по)?клясть?(?:ся|с)?$/;
const NOUN = /^клятв/;
/** "klyanus", "kliatva": the oath typed in Latin transliteration. */
const TRANSLIT = new WordTests([/^(?:po)?kl(?:y|i|j)?[ae]?n(?:u|y)s|^kl(?:y|j)a$|^kl(?:y|i|j)?atv/]);

/** The clasping verb's forms a mask may hide. */
const MASKED_OATHS = [
  'клянусь',
  'клянемся',
  'поклянусь',
  'поклянись',
  'клянись',
  'клянешься',
  'поклялся',
  'поклялась',
  'клялся',
  'клялась',
];

/** "Honestly" in any words, which a question turns into a demand for an oath. */
const HONESTLY =
  '(?:честн(?:о|ое)|по~1чесноку|по~1совести|по-честному|по~1честному|положа~1руку~1на~1сердце|перед~1богом|как~1на~1духу|как~1на~1исповеди)';

type Form = 'first' | 'imperative' | 'second' | 'third' | 'past' | 'infinitive' | 'noun';

/** Other oath verbs by form: божиться, ручаться, перекреститься (oath sense only). */
const VERB_FORMS: [RegExp, Form][] = [
  [/^(?:по|за)?бож(?:усь|имся|усь)$|^(?:по)?руча(?:юсь|емся)$|^перекрещусь$|^присягаю$|^присягну$/, 'first'],
  [/^(?:по|за)?бож(?:ись|итесь)$|^поручись$|^перекрест(?:ись|итесь)$/, 'imperative'],
  [/^(?:по|за)?бож(?:ишься|ишся)$|^(?:по)?руча(?:ешься|ешся)$/, 'second'],
  [/^(?:по|за)?бож(?:ится|атся)$|^(?:по)?руча(?:ется)$/, 'third'],
  [/^(?:по|за)?бож(?:ился|илась|ились|илось)$|^(?:по)?руча(?:лся|лась|лись)$|^перекрестил(?:ся|ась)$|^присягнул/, 'past'],
  [/^(?:по|за)?божиться$|^(?:по)?ручиться$|^перекреститься$/, 'infinitive'],
];
/** дать in its forms, for "зуб даю", "клятву дал", "дай слово". */
const GIVE: Record<string, Form> = {
  даю: 'first',
  дам: 'first',
  отдам: 'first',
  даем: 'first',
  отдаю: 'first',
  ставлю: 'first',
  дал: 'past',
  дала: 'past',
  дали: 'past',
  давал: 'past',
  давала: 'past',
  давали: 'past',
  отдал: 'past',
  отдала: 'past',
  дало: 'past',
  дай: 'imperative',
  дайте: 'imperative',
  отдай: 'imperative',
  поставь: 'imperative',
  дашь: 'second',
  даешь: 'second',
  дадите: 'second',
  даете: 'second',
  отдашь: 'second',
  дадут: 'third',
  дать: 'infinitive',
  отдать: 'infinitive',
  давать: 'infinitive',
  даст: 'third',
  дает: 'third',
  отдаст: 'third',
};
/** What is given in an oath: a tooth, one's word, an oath, a hand or head "на отсечение". */
const PLEDGE_WORDS = new Set(['зуб', 'зуба', 'зубы', 'зубом', 'клятву', 'клятвы', 'клятва', 'руку', 'голову', 'башку']);

const SAY = new Set([
  'сказал',
  'сказала',
  'сказали',
  'говорил',
  'говорила',
  'говорит',
  'написал',
  'написала',
  'написали',
  'пишет',
  'заявил',
  'заявила',
  'кричал',
  'кричала',
  'орал',
  'орала',
  'произнес',
  'произнесла',
  'ляпнул',
  'ляпнула',
  'сказал:',
  'мол',
  'было',
  'прозвучало',
  'прозвучал',
  'выдал',
  'выдала',
]);
/** Asking someone to say an oath word: "скажи «отвечаю»", "кля напиши". */
const SAY_IMPERATIVE = new Set(['скажи', 'скажите', 'напиши', 'напишите', 'произнеси', 'произнесите', 'повтори', 'повторите']);
/** Modal words that turn an infinitive into a question to someone: "можешь поклясться?", "слабо побожиться?". */
const DARE = new Set([
  'можешь',
  'сможешь',
  'можете',
  'сможете',
  'слабо',
  'способен',
  'способна',
  'готов',
  'готова',
  'хочешь',
  'будешь',
  'рискнешь',
  'рискни',
]);
const SELF = new Set(['я', 'мы']);
const OTHER = new Set([
  'он',
  'она',
  'они',
  'ты',
  'вы',
  'игрок',
  'кто',
  'кто-то',
  'ктото',
  'шериф',
  'дон',
  'его',
  'её',
  'десятка',
  'девятка',
  'семерка',
  'шестерка',
  'пятерка',
  'четверка',
  'тройка',
  'двойка',
  'единица',
]);
const RULE_TALK = new Set(['нельзя', 'запрещено', 'запрещается', 'запрещены', 'надо', 'нужно', 'стоит', 'советую', 'за']);
/** "кто первый поклянётся — тот…", "если он поклянётся": someone hypothetical, not a report. */
const HYPOTHETICAL = new Set(['кто', 'если', 'пусть', 'когда', 'вдруг', 'чтобы', 'чтоб']);

/** Who is the subject of the verb at `i`. */
const subject = (tokens: Token[], i: number) => personBefore(tokens, i, 6, SELF, OTHER);

function formOf(t: string): Form | null {
  if (FIRST.test(t)) return 'first';
  if (IMPERATIVE.test(t)) return 'imperative';
  if (SECOND.test(t)) return 'second';
  if (THIRD.test(t)) return 'third';
  if (PAST.test(t)) return 'past';
  if (INFINITIVE.test(t)) return 'infinitive';
  if (NOUN.test(t)) return 'noun';
  return null;
}

/** The form of дать next to a pledge word ("зуб даю", "дал зуб", "клятву давала"), within two words. */
function giveAround(tokens: Token[], i: number): { form: Form; at: number } | null {
  for (const k of [i + 1, i - 1, i + 2, i - 2]) {
    const f = GIVE[tokens[k]?.t ?? ''];
    if (f) return { form: f, at: k };
  }
  return null;
}

/** Words that may be an oath verb other than клясться (божиться, ручаться, креститься, присягать): cheap tests first. */
const mayBeOtherVerb = (t: string) => t.includes('бож') || t.includes('руча') || t.includes('перекре') || t.includes('присяг');

/**
 * First letters of every word the oath verbs look at: клясться (к, п), божиться, ручаться, креститься,
 * присягать (б, з, п, р), the pledge words зуб, клятва, руку, голову, башку (з, к, р, г, б), and the Latin
 * transliteration (k, p). Any other word is none of them unless it is masked.
 */
const VERB_INITIALS = new Set([...'кпзбрг', 'k', 'p', '*'].map((c) => c.charCodeAt(0)));

/** What a word is to the oath verbs, whatever the words around it; nearly free for the words that are none. */
function verbFacts(t: string): { translit: boolean; form: Form | null; pledge: boolean; noun: boolean } {
  if (!VERB_INITIALS.has(t.charCodeAt(0)) && !t.includes('*')) return NOTHING;
  if (TRANSLIT.any(t)) return { translit: true, form: null, pledge: false, noun: false };
  let form: Form | null = null;
  // "кл*нусь", "покл@нись": a masked oath verb is the verb it hides.
  const masked = t.includes('*') && t.length <= 14 ? maskedTarget(t, MASKED_OATHS) : undefined;
  if (masked) form = formOf(masked);
  // "клинусь" is a common misspelling of "клянусь".
  else if (
    t.startsWith('кля') ||
    t.startsWith('покля') ||
    t.startsWith('клин') ||
    t.startsWith('поклин') ||
    t.startsWith('клан') ||
    t === 'кленусь' ||
    t === 'клднусь'
  )
    form = formOf(t);
  else if (mayBeOtherVerb(t) && /^(?:по|за)?бож|руча|перекре|присяг/.test(t)) {
    for (const [re, f] of VERB_FORMS) if (re.test(t)) form = f;
  }
  return form || PLEDGE_WORDS.has(t) ? { translit: false, form, pledge: PLEDGE_WORDS.has(t), noun: NOUN.test(t) } : NOTHING;
}
const NOTHING = { translit: false, form: null, pledge: false, noun: false } as const;
/** Worked out once per distinct word. */
const VERB_FACTS = new WordFact(verbFacts);

/** An oath inside spaced-out letters joined into one word ("к л я н у с ь я"). */
const SPACED_OATH = /(?:по)?клян(?:усь|ус|емся)|клятв/;

/** Whether the verb reading below can act on a word: every token it does not skip at once is one. */
export function oathWord(t: string, tok: Token): boolean {
  const f = VERB_FACTS.of(tok);
  return f.translit || f.pledge || f.form !== null || t === 'слово' || SPACED_OATH.test(t);
}

function classifyVerbs(n: Normalized): Finding[] {
  const out: Finding[] = [];
  const tokens = tokenize(n);
  const text = n.text;
  for (let i = 0; i < tokens.length && out.length < 16; i++) {
    const tok = tokens[i]!;
    if (tok.spaced) {
      // "к л я н у с ь я" joins into one word: look for the oath inside it.
      const m = SPACED_OATH.exec(tok.t);
      if (m) out.push(finding(n, 'oath', tok.s + m.index, tok.s + m.index + m[0].length, 'клятва, написанная через пробелы'));
      continue;
    }
    const t = tok.t;
    const facts = VERB_FACTS.of(tok);
    if (facts.translit) {
      out.push(finding(n, 'oath', tok.s, tok.e, 'клятва латиницей'));
      continue;
    }
    let form = facts.form;
    let s = tok.s;
    let e = tok.e;
    // "честное слово", "слово пацана", "слово даю, что…": one's word as a pledge ("дай слово 5" gives the floor).
    const word =
      t === 'слово' &&
      (/^(?:честное|чесное|пацанское|честное-пречестное)$/.test(tokens[i - 1]?.t ?? '') || /^(?:что|пацана)$/.test(tokens[i + 1]?.t ?? ''));
    if (word && /^чес/.test(tokens[i - 1]?.t ?? '')) s = tokens[i - 1]!.s;
    if (facts.pledge || word || (form === 'noun' && facts.noun)) {
      // A pledge needs a form of дать beside it; "руку"/"голову" only "на отсечение".
      if (/^(?:руку|голову|башку)$/.test(t) && !/^\s*на\s+отсечени/.test(text.slice(tok.e, tok.e + 16))) continue;
      const g = giveAround(tokens, i);
      if (g) {
        form = g.form;
        s = Math.min(tok.s, tokens[g.at]!.s);
        e = Math.max(tok.e, tokens[g.at]!.e);
      } else if (/^(?:руку|голову|башку)$/.test(t) || word) form = 'first';
      else if (form !== 'noun') continue;
    }
    if (!form) continue;
    const add = (kind: Finding['kind'], reason: string) => out.push(finding(n, kind, s, e, reason));
    const prev = tokens[i - 1]?.t ?? '';
    const prev2 = tokens[i - 2]?.t ?? '';
    const negated = prev === 'не' || prev2 === 'не';
    if (form === 'first') {
      const quoted = /[«"„“']\s*$/.test(text.slice(Math.max(0, tok.s - 2), tok.s));
      const next = tokens[i + 1]?.t ?? '';
      // "скажи «отвечаю»", "кля скажи": asked to say it.
      if (SAY_IMPERATIVE.has(prev) || SAY_IMPERATIVE.has(prev2) || SAY_IMPERATIVE.has(next)) {
        add('oath-provocation', 'провоцирует на клятву: просит её произнести');
        continue;
      }
      // "он сказал клянусь", "у 1 в речи было «кля»", "9 кля написала".
      const reported = nearestBefore(tokens, i, 3, [SAY]) === 0 || SAY.has(next) || (quoted && subject(tokens, i) === 'other');
      if (reported && subject(tokens, i - 1) !== 'self' && subject(tokens, i) !== 'self')
        add('oath-attribution', 'утверждает, что другой игрок поклялся');
      else add('oath', 'клятва');
    } else if (form === 'imperative') {
      // "не клянись": a reminder of the rule, not a provocation.
      if (!negated) add('oath-provocation', 'провоцирует на клятву');
    } else if (form === 'second') {
      add('oath-provocation', 'провоцирует на клятву');
    } else if (form === 'past') {
      // "я бы поклялся", "а то бы поклялся": a hypothetical oath of one's own is a threat by oath.
      const hypothetical = prev === 'бы' || tokens[i + 1]?.t === 'бы' || prev2 === 'бы';
      if (hypothetical) add('oath-wish', 'угроза клятвой: «я бы поклялся»');
      else if (negated)
        continue; // "я не клялся", "он не клялся"
      else if (subject(tokens, i) === 'self') add('oath', 'говорит, что сам поклялся');
      else add('oath-attribution', 'утверждает, что другой игрок поклялся');
    } else if (form === 'third') {
      const h = [prev, prev2, tokens[i - 3]?.t ?? ''];
      if (h.includes('пусть') || h.includes('пускай')) add('oath-provocation', 'провоцирует на клятву: «пусть поклянётся»');
      else if (!h.some((w) => HYPOTHETICAL.has(w)) && !negated) add('oath-attribution', 'утверждает, что другой игрок клянётся');
    } else {
      // Infinitive or noun: "нельзя клясться" reminds of the rule; "бан за клятву" asks what an oath would cost.
      const reminder =
        (RULE_TALK.has(prev) && prev !== 'за') || (prev2 === 'не' && RULE_TALK.has(prev)) || /^запрещ/.test(tokens[i + 1]?.t ?? '');
      if (reminder) continue;
      if ([prev, prev2, tokens[i - 3]?.t ?? ''].some((w) => DARE.has(w)))
        add('oath-provocation', 'провоцирует на клятву: «можешь поклясться?»');
      else if (form === 'noun' && subject(tokens, i) === 'other') add('oath-attribution', 'утверждает, что другой игрок дал клятву');
      else if (form === 'noun' && prev !== 'за' && subject(tokens, i) !== 'self')
        continue; // "клятвы запрещены", talk about oaths
      else add('oath-wish', 'угроза клятвой: говорит о своей клятве');
    }
  }
  return out;
}

const ROWS = table([
  {
    kind: 'oath',
    re: pattern('⟨чест(?:н)?(?:ым|о)~1слов…|⟨че(?:с)?слово⟩|⟨честное~1(?:пацанское|пионерское|благородное)'),
    reason: 'клятва: «честное слово»',
  },
  { kind: 'oath', re: pattern('⟨зуб…~1на~1отсечени…'), reason: 'аналог клятвы: «зуб на отсечение»' },
  {
    kind: 'oath',
    // "отвечаю" as a pledge; "отвечаю на вопрос", "отвечаю тебе в лс" are ordinary verbs.
    re: pattern(
      `(?<!(?:скажи|скажите|напиши|напишите|произнеси)[\\s"«„'“]+)⟨отвеча(?:ю|ем)⟩(?!\\s*:)(?!${NW}+(?:(?:тебе|вам|ему|ей|им|всем|сразу|сейчас|щас)${NW}+)?(?:на|в|по|через|не|потом|позже|когда|коротко|кратко|быстро|сразу|позже|письменно|голосом|в~1чат)⟩)(?!${NW}+(?:0?[1-9]|10)(?:-?[а-я]{1,3})?(?:\\s*[,:!?—–-]|\\s+(?:а|и|на|не|по|про)⟩|\\s*$))`,
    ),
    reason: 'аналог клятвы: «отвечаю»',
  },
  { kind: 'oath', re: pattern('⟨отвечу~1за~1(?:базар|слова)'), reason: 'аналог клятвы: «отвечу за базар»' },
  { kind: 'oath', re: pattern('⟨(?:бля…|сукой|гадом|падлой|блядью|мамой|пидор…)~1буду⟩'), reason: 'аналог клятвы: «бля буду»' },
  {
    kind: 'oath',
    re: pattern(
      anyOf(
        '⟨век~1воли~1не~1видать',
        '⟨чтоб(?:ы)?~1(?:я|мне)~2(?:сдох…|умер…|провали…|сгорел…|провалиться)',
        '⟨провалиться~1(?:мне~1)?на~1(?:этом|месте)',
        '⟨(?:сдохнуть|провалиться|лопнуть)~1мне~2(?:если|на~1месте)',
        '⟨(?:даю|дам)~1(?:тебе|вам)~1слово⟩',
        '⟨(?:мамой|мамкой|матерью|жизнью|здоровьем|головой|башкой|детьми)~2(?:отвеча(?:ю|ем)|руча(?:юсь|емся))⟩',
        '⟨(?:отвеча(?:ю|ем)|руча(?:юсь|емся))~2(?:мамой|мамкой|матерью|жизнью|здоровьем|головой|башкой|детьми)⟩',
        '⟨отвеча(?:ю|ем)~1за~1(?:базар|слова|свои~1слова)',
      ),
    ),
    reason: 'аналог клятвы',
  },
  {
    kind: 'oath-provocation',
    re: pattern('⟨(?:отвечаешь|ответишь|отвечаете)⟩[^.!?\\n]{0,40}\\?|⟨(?:отвечаешь|ответишь)~1за~1(?:базар|слова)'),
    reason: 'провоцирует на клятву',
  },
  {
    // Urging someone to bet or to break another rule: "поспорь с ним", "предложи пари", "поставь на кон", "оскорби его".
    kind: 'oath-provocation',
    // Urging a foul (swearing, singing, shouting) is allowed by the document's exception.
    re: pattern(
      anyOf(
        '⟨(?:(?:поспорь|поспорьте|спорни|заспорь)~3(?:на|что)|забейся|забейтесь|(?:заключи|заключите|предложи|предложите)~2(?:пари|спор)|поставь~2на~1кон|(?:оскорби|оскорбите|обзови|обзовите|унизь)~1(?:его|ее|их|\\d))⟩',
        '⟨(?:скажи|скажите|напиши|напишите|произнеси)[\\s"«„\'“]+(?:отвечаю|клянусь|кля|божусь|зуб~1даю|честное~1слово|бля~1буду)',
      ),
    ),
    reason: 'провоцирует на нарушение',
  },
  {
    kind: 'oath-provocation',
    re: pattern(
      anyOf(
        `(?:⟨${V.you}~3${HONESTLY}⟩|⟨${HONESTLY}⟩~3${V.you}⟩)[^?.!\\n]{0,60}\\?`,
        `⟨(?:скажи|скажите|ответь|ответьте|признайся|признайтесь|поклянись)~2${HONESTLY}⟩`,
        `⟨${HONESTLY}~2(?:скажи|скажите|ответь|ответьте|признайся|признайтесь)⟩`,
        `⟨${HONESTLY}\\s*\\?`,
      ),
    ),
    requires: pattern('⟨(?:чест…|чесн…|скажи…|совест…|сердц…|богом|духу|исповеди)'),
    reason: 'провоцирует на клятву: «ты честно…?»',
  },
  { kind: 'honest-word', re: pattern('⟨(?:не)?чес(?:т)?н(?!ок)…|⟨по~1чесноку⟩'), reason: 'слово «честно»' },
  {
    kind: 'religion',
    // "ей-богу" alone is an exclamation ("ей-богу, устала"); said of a colour it appeals to god.
    re: pattern(
      anyOf(
        `⟨ей~1бог…~6${COLOR_WORD}`,
        '⟨видит~1(?:бог|господь|аллах)⟩',
        '⟨(?:бог|господь|аллах)~1видит⟩',
        '⟨(?:бог|аллах|господь|иисус)~1свидетел…',
        '⟨перед~1(?:богом|аллахом|господом)',
        '⟨(?:богом|аллахом|господом|иисусом|христом)~1(?:прошу|молю|заклинаю)',
        '⟨вот~1(?:те|тебе)~1крест',
        '⟨крест~1на~1пузе',
        '⟨иншал(?:л)?ах⟩',
        '⟨валлах(?:и)?⟩',
      ),
    ),
    reason: 'апелляция к религии',
  },
]);

/** An appeal to one's faith ("я верующий, не стану врать"), among the further shapes of appeals: reported with them. */
const FAITH = table([
  {
    // The sacred: god, prayer, sin, confession — online 3.5, and the clubs' appeal to religion.
    kind: 'religion',
    re: pattern(
      `⟨(?:перед~1(?:иконой|богом|господом|аллахом|всевышним|всем~1святым)|как~1на~1исповеди|всевышн…~1видит|бог~1видит|господь~1видит|молюсь|молю~1бога|во~1имя~1(?:всего~1святого|бога|аллаха|господа|христа|отца)|ради~1(?:всего~1святого|бога|христа|аллаха|господа)|грех~2(?:на~1душу|на~1тебе|на~1вас|будет)|как~1(?:православн…|мусульманин|христианин|верующ…|католик|иудей)|всеми~1святыми)`,
    ),
    reason: 'апелляция к вере',
  },
]);

/** Oaths in a message: the verb reading's, then the tables'. */
export function detectOaths(n: Normalized): Finding[] {
  return joined(classifyVerbs(n), runTable(ROWS, n));
}

export default family({
  name: 'oaths',
  kinds: {
    oath: { online: teamLoss('4.1'), 'club-warnings': removal('club-warnings/3'), 'club-remarks': removal('club-remarks/oath') },
    'oath-wish': { online: teamLoss('4.1'), 'club-warnings': removal('club-warnings/3'), 'club-remarks': removal('club-remarks/oath') },
    'oath-attribution': { online: warning('2.8'), 'club-warnings': none, 'club-remarks': none },
    'oath-provocation': {
      online: warning('2.9'),
      'club-warnings': none,
      'club-remarks': removal('club-remarks/oath'),
      confidence: 'likely',
    },
    'honest-word': { online: none, 'club-warnings': warning('club-warnings/4'), 'club-remarks': none },
    religion: { online: removal('3.5'), 'club-warnings': removal('club-warnings/3'), 'club-remarks': none, confidence: 'likely' },
  },
  steps: [
    { stage: 'acts', words: oathWord, find: classifyVerbs },
    { stage: 'acts', tables: [ROWS] },
    { stage: 'appeals-more', tables: [FAITH] },
  ],
  examples: {
    finds: {
      oath: ['Клянусь, я красный', 'Кля я кр', 'Я тебе отвечаю 9 чр', 'Зуб даю'],
      'oath-wish': ['Жалко что я не могу поклясться', 'Если бы я мог, я бы поклялся'],
      'oath-attribution': ['5-й поклялся на речи', 'Он сказал клянусь на речи'],
      'oath-provocation': ['Поклянись если красный', 'Клянешься?'],
      'honest-word': ['Честно', 'это нечестно'],
      religion: ['видит бог, я красный', 'бог свидетель', 'ей богу мирный'],
    },
    clean: [
      'не дай бог',
      'боже мой',
      'слава богу',
      'клятвы запрещены, не забывайте',
      'я не клялся, просто сказал что красный',
      'у меня зуб болит, отвечаю коротко',
    ],
  },
});
