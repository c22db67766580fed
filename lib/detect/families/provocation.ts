/**
 * Online 2.9 forbids provoking a violation: asking someone to do what the
 * rules punish — leave or mute ears, cry, change the nick at night, play
 * music or another game, hand the account over, write in private, show the
 * bot's message, ask the spectators, insult, threaten, bribe, appeal to
 * friendship — and, by the document's exception, not a foul (swear, sing,
 * shout, argue with the host). Online 4.4 forbids correspondence between
 * living players in private: the speaker's own ("я тебе в тг написал",
 * "глянь личку", "ответь в директе") is that; asking someone to write one in
 * private ("напиши мне в лс, кто ты") is a provocation to it.
 *
 * Three shapes, read by the act layer (act.ts):
 *  - an imperative of a forbidden act (lexicons/provocation.ts);
 *  - a private channel with a verb of sending, reading or answering;
 *  - what the other detectors found, said inside what someone is asked to
 *    say or do ("скажи «в результатах увидите»", "попроси его по-братски",
 *    "пусть друг из зрителей подскажет"): the urged act, not the speaker's
 *    (urgedFindings, run over every message's findings).
 */
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { actAt, claimsGame, originalToToken, tokenAt, urgedAt } from '../act';
import { has } from '../vocab';
import { group, phrase } from '../lexicons/entries';
import { PRIVATE_CHANNELS, READ_IMPERATIVES, SEND_IMPERATIVES, SENT_BY_ME } from '../lexicons/channel';
import { BOT_SENT, HIDING_LANGUAGES, PROVOKED_ACTS, RELAY_IMPERATIVES } from '../lexicons/provocation';
import { table, type Judged } from '../table';
import { none, teamLoss, warning } from '../../rulesets/cost';
import { family } from '../family';
import type { Finding, FindingKind } from '../types';

/** The plural of an imperative: "выйди" → "выйдите", "отключись" → "отключитесь", "разрыдайся" → "разрыдайтесь". */
function plural(w: string): string {
  if (w.endsWith('сь') || w.endsWith('ся')) return `${w.slice(0, -2)}тесь`;
  return `${w}те`;
}

/** An entry whose first word is a singular imperative, as a pattern that reads its plural too. */
function imperativeEntry(entry: string): string {
  const sp = entry.indexOf(' ');
  const first = sp < 0 ? entry : entry.slice(0, sp);
  const head = `(?:${first}|${plural(first)})⟩`;
  if (sp < 0) return head;
  const rest = entry.slice(sp + 1);
  // The gap the entry writes before its second word, or adjacency.
  const g = /^~(\d) /.exec(rest);
  return g ? `${head}~${g[1]}${phrase(rest.slice(g[0].length))}` : `${head}~0${phrase(rest)}`;
}

const ACTS = `(?:${PROVOKED_ACTS.map(imperativeEntry).join('|')})`;
const CHANNEL = group(PRIVATE_CHANNELS);
/** An imperative of relaying (singular or plural) before what the bot sent: "скинь скрин с ролью", "зачитайте, что бот написал". */
const RELAY = `(?:${RELAY_IMPERATIVES.map(imperativeEntry).join('|')})~5${group(BOT_SENT)}`;

/** "после игры", "потом": correspondence asked for after the game is none of the game's. */
const LATER = pattern('⟨(?:после~1(?:игры|катки|партии|стола)|потом|завтра|как~1закончим)⟩');

/** An act asked for: not denied ("не выходи из войса"), not told about, not the rule. */
function asked(n: Normalized, s: number): Judged {
  const i = tokenAt(n, s);
  const a = actAt(n, i, i, 'imperative');
  // What the act's own words report ("скинь, что тебе бот написал") is the act's content, not a report of it.
  if (a.negated || a.rule || a.quoted) return null;
  return 'provocation';
}

/** "напиши мне в лс, кто ты": asked to write in private. */
function askedToWrite(n: Normalized, s: number): Judged {
  if (has(LATER, n.text)) return null;
  return asked(n, s) && { kind: 'provocation', reason: 'провоцирует на переписку в личных сообщениях' };
}

/** "глянь личку", "ответь в тг": the speaker wrote there and asks to read or answer. */
function askedToRead(n: Normalized, s: number): Judged {
  if (has(LATER, n.text)) return null;
  return asked(n, s) && 'private-channel';
}

/** "я тебе в тг написал", "скинул тебе в личку": the speaker's own private message to a player. */
function sentByMe(n: Normalized, s: number): Judged {
  const i = tokenAt(n, s);
  const a = actAt(n, i, i, 'past');
  if (a.negated || a.rule || a.story || a.condition || a.reported === 'other') return null;
  if (a.who !== 'self' || !a.toYou) return null;
  // Written to a player about the game, now: "я тебе в лс написал, кого проверил".
  if (has(LATER, n.text) || !claimsGame(n, 0, n.tokens.length)) return null;
  return 'private-channel';
}

/** Saying or writing, asked now or as a suggestion ("напиши", "может напишешь"). */
const SAY_ASKED = '(?:напиши|напишите|напишешь|скажи|скажите|скажешь|пиши|пишите|говори|говорите)';

/**
 * An act that breaks a rule only for the game's sake, asked with the game in the message: "может по-английски
 * напишешь, чтобы мафия не поняла" (2.6), "спроси у ведущего в лс, он скажет, кто дон" (4.3).
 */
function askedForGame(reason: string) {
  return (n: Normalized, s: number, e: number): Judged => {
    const a = actAt(n, tokenAt(n, s), tokenAt(n, e - 1), 'imperative');
    if (a.negated || a.rule || a.quoted || a.topic) return null;
    return claimsGame(n) ? { kind: 'provocation', reason } : null;
  };
}

const ROWS = table([
  { kind: 'provocation', re: pattern(`⟨${ACTS}`), judge: asked, reason: 'провоцирует на нарушение' },
  {
    kind: 'provocation',
    re: pattern(`⟨${RELAY}`),
    // The roles shown after the game are no one's secret: "скинь скрин ролей после игры".
    judge: (n, s) => (has(LATER, n.text) ? null : asked(n, s)),
    reason: 'провоцирует показать сообщение бота',
  },
  {
    kind: 'provocation',
    re: pattern(`⟨${group(HIDING_LANGUAGES)}~2${SAY_ASKED}⟩|⟨${SAY_ASKED}~2${group(HIDING_LANGUAGES)}`),
    judge: askedForGame('провоцирует скрыть информацию на иностранном языке'),
    reason: 'провоцирует скрыть информацию на иностранном языке',
  },
  {
    kind: 'provocation',
    re: pattern(`⟨(?:спроси|спросите|узнай|узнайте)~2(?:у~1)?(?:ведущ…|вед|бота|хоста)~3(?:в|во)~1${CHANNEL}`),
    judge: askedForGame('провоцирует узнать игровую информацию у ведущего в личных сообщениях'),
    reason: 'провоцирует узнать игровую информацию у ведущего в личных сообщениях',
  },
  {
    kind: 'provocation',
    re: pattern(`⟨${group(SEND_IMPERATIVES)}~3(?:в|во|по|через)~1${CHANNEL}`),
    // The host and the bot are written to in private by the rules' own exception.
    unless: pattern('⟨(?:ведущ…|вед|бот…|хост…|админ…|модер…)'),
    judge: askedToWrite,
    reason: 'провоцирует на переписку в личных сообщениях',
  },
  {
    kind: 'private-channel',
    re: pattern(`⟨${group(READ_IMPERATIVES)}~3(?:(?:в|во)~1)?${CHANNEL}`),
    unless: pattern('⟨(?:ведущ…|вед|бот…|хост…|админ…|модер…)'),
    judge: askedToRead,
    reason: 'переписка в личных сообщениях с игроком',
  },
  {
    kind: 'private-channel',
    re: pattern(`⟨${group(SENT_BY_ME)}~3(?:в|во|по|через)~1${CHANNEL}|⟨(?:в|во)~1${CHANNEL}~3${group(SENT_BY_ME)}`),
    unless: pattern('⟨(?:ведущ…|вед|бот…|хост…|админ…|модер…)'),
    judge: sentByMe,
    reason: 'переписка в личных сообщениях с игроком',
  },
]);

/**
 * Kinds whose act, said inside what someone is asked to say or do, is the
 * act urged rather than the speaker's: everything but the fouls (urging
 * them is allowed), insults (quoting one is itself an insult, 3.2),
 * politics (a slogan is forbidden whatever its context, 3.7), the
 * word "честно" (club rule 4 forbids the word however said) and what is a
 * provocation already.
 */
const KEPT: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'oath-provocation',
  'profanity',
  'caps',
  'spam',
  'flood',
  'host-dispute',
  'host-address',
  'voting-message',
  'provocation',
  'honest-word',
  'insult',
  'insult-emoji',
  'insult-emoji-person',
  'health',
  'sexual',
  'discrimination',
  'relatives',
  'death-call',
  'violence',
  'foreign',
  'rudeness',
  'political',
]);

/**
 * The findings of a message with those said inside an urging ("скажи «…»",
 * "попроси его …", "пусть он …") turned into the provocation they are. Most
 * messages have no finding; those that have are read word by word once.
 */
export function urgedFindings(n: Normalized, findings: Finding[]): Finding[] {
  if (findings.length === 0) return findings;
  let out: Finding[] | null = null;
  for (let f = 0; f < findings.length; f++) {
    const x = findings[f]!;
    if (KEPT.has(x.kind) || !urgedAt(n, originalToToken(n, x.start))) continue;
    out ??= findings.slice();
    out[f] = { ...x, kind: 'provocation', reason: `провоцирует на нарушение: ${x.reason}` };
  }
  return out ?? findings;
}

export default family({
  name: 'provocation',
  kinds: {
    // Urging a violation other than a foul (2.9); urging an oath or a bet is the oaths' and bets' own (oath-provocation).
    provocation: { online: warning('2.9'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
    // The speaker's own private correspondence with a player during the game (4.4).
    'private-channel': { online: teamLoss('4.4'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: [{ stage: 'late', tables: [ROWS] }],
  examples: {
    finds: {
      provocation: [
        'замуть уши на ночь, и вопросов не будет',
        'поплачь, может пожалеют',
        'напиши мне в лс, кто ты',
        'скажи «видит бог», раз красный',
      ],
      'private-channel': ['я тебе в тг написал, кого проверил, глянь', 'проверь личку, 5, там про мою проверку'],
    },
    clean: [
      'не выходи из войса, ведущий ждёт',
      'напиши после игры в лс, скину ссылку',
      'спой нам что-нибудь',
      'выругайся уже, легче станет',
      'ведущий, скажи им, кто выставлен',
      'я ведущему написал про лаги',
    ],
  },
});
