/**
 * The rule engine: a deterministic state machine fed one event at a time.
 *
 * The background worker feeds it live and the CLI from a file; replaying the
 * same events rebuilds exactly the same state and violations. The state is
 * plain JSON (it is stored as is) and holds only what the rules need: per
 * player counters and the last message key for spam — never the chat history.
 */
import { anyOf } from '../text/alt';
import { gestureShown } from '../detect/families/voting';
import type { DetectOptions } from '../detect';
import type { CapsOptions } from '../detect/caps';
import type { Confidence, Finding, FindingKind } from '../detect/types';
import { GAME_OVER_SAID, GAME_TALK, has } from '../detect/vocab';
import { answersCall, rollCallOf, type RollCall } from '../detect/families/beacon';
import { countRu } from '../plural';
import { normalize } from '../text/normalize';
import { suggest } from '../detect/model';
import { LIKELY_KINDS } from '../detect/registry';
import { pattern } from '../text/pattern';
import { PENALTIES, RULE_SETS, ruleFamily, type LadderStep, type Penalty, type RuleRef, type RuleSet, type RuleSetId } from '../rulesets';
import { cutText, type MessageAnalysis } from './analysis';
import { AnalysisMemo } from './memo';
import type { GameEvent, MessageEvent, Phase, PhaseEvent, PlayerEvent, Status } from './events';
import voiceFamily from '../detect/families/voice';
import {
  advance,
  phaseChange,
  playerChange,
  speechEvent,
  voiceEvent,
  type SeatVoice,
  type TableVoice,
  type VoiceFinding,
} from '../voice/judge';

export { analyzeMessage, MAX_TEXT, messageKey, type MessageAnalysis } from './analysis';

export interface Violation {
  /** Stable key: the event's key and the rule. */
  key: string;
  /** 1-based sequence number of the event that caused it (the line in a transcript). */
  seq: number;
  eventId?: string;
  player: string;
  rule: string;
  penalty: Penalty;
  /** `learned`: suggested by the learned model (detect/model.ts), not by a family. */
  kind: FindingKind | 'manual' | 'learned';
  fragment: string;
  start: number;
  end: number;
  reason: string;
  /**
   * `likely` for a judgement call (see detect/confidence.ts): not counted on a
   * ladder until the host confirms it. Absent in data stored before it
   * existed, which means `certain`.
   */
  confidence?: Confidence;
  /** The base rule when 4.6/4.7 raised it. */
  baseRule?: string;
  /** A ladder step this violation reached, if any. */
  ladder?: { effect: LadderStep['effect']; ru: string; en: string };
  ts?: number;
}

export interface PlayerState {
  status: Status;
  nick?: string;
  /** The site account seen at this seat (lib/protocol/players.ts knows a player across games by it). */
  account?: string;
  inVersion: boolean;
  /** Marked for its last speech: what it breaks of 4.7's points costs 4.7, until the night. */
  lastSpeech: boolean;
  /**
   * Holding the floor of that last speech now: a dead seat then talks about the game by right (not 4.5). It ends with
   * the mark, at night, or when a seat marked while alive dies ("lastSpeech", then "dead": the order a host or a bot
   * marks a seat voted out in), while 4.7 still counts after it. Absent in states of an earlier version.
   */
  speaking?: boolean;
  fouls: number;
  warnings: number;
  verbals: number;
  removed: boolean;
  teamLoss: boolean;
  /** Per rule count, for "verbal first, foul after". */
  byRule: Record<string, number>;
  /** Spam: key of the last message and how many times in a row. */
  lastKey: string;
  repeat: number;
  /** Flood: meaningless messages in a row. */
  noise: number;
  /** Caps laughter in a row. */
  laughs: number;
  /** Laughing messages since the last message with words (absent in older states). */
  giggles?: number;
  /** What the voice channel shows of the seat (lib/voice/judge.ts); absent until a voice event names it. */
  voice?: SeatVoice;
}

export interface EngineState {
  version: 1;
  ruleSet: RuleSetId;
  phase: Phase | null;
  seq: number;
  players: Record<string, PlayerState>;
  /**
   * Phase changes in order, each with the sequence number of the event that
   * started it: the day and night numbers, the feed's days and club remarks'
   * night reset come from here without reading the events back.
   */
  phases?: { seq: number; phase: Phase }[];
  /**
   * Signs that recent roll-calls asked a colour to answer with ("ква", "🌞",
   * "."), and who asked: a later message that is only that sign, by someone
   * else, is the answer (4.8). A few at most; absent in older states.
   */
  calls?: RollCall[];
  /**
   * The rules each message was found breaking (base rules, before 4.6/4.7
   * raise them), for the messages that broke one: an edit is judged again,
   * and a rule the message already broke is not recorded twice. The latest
   * few hundred; absent in older states.
   */
  found?: { id: string; rules: string[] }[];
  /**
   * A message in the results declared the game over ("мирные победили"): until the next phase the talk is after
   * the game, and the rules of its course (addressing the host, game talk by a dead seat or the hall) do not hold.
   */
  over?: boolean;
  /** A voting began or a vote was cast since the latest results: results now are the vote's, not the game's. */
  votedSinceResults?: boolean;
  /** The current voting round: each voter's latest candidate (a new voting starts it afresh). */
  votes?: Record<string, string>;
  /** The sequence number of the latest event that declared a seat alive (a roster is declared in a row of them). */
  roster?: number;
  /** The voice table: its channel, the voice clock, who holds the speech (lib/voice/judge.ts); absent in older states. */
  voice?: TableVoice;
}

export interface EngineOptions extends DetectOptions {
  caps?: CapsOptions;
  /** Same message more than this many times in a row is spam. */
  spamRepeats?: number;
  /** Meaningless messages more than this many times in a row are flood. */
  floodRepeats?: number;
  /** Caps laughter is let pass up to this many in a row. */
  laughterRepeats?: number;
  /** Override the ladder thresholds of the rule set. */
  ladder?: readonly LadderStep[];
  /**
   * Club remarks: words typed during the vote are a remark as a gesture is ('remark', the default), or only a
   * gesture shown is ('gestures': the rule names «любой жестикуляции», not words).
   */
  votingWords?: 'remark' | 'gestures';
  /**
   * Add the learned model's suggestions (detect/model.ts) as judgement calls. The product's entry points turn it on
   * (the worker and the popup from the host's settings, the checker unless told `--no-learned`); an engine built
   * bare judges by the families' rows alone, which is what a family's tests test.
   */
  learned?: boolean;
}

export function initialState(ruleSet: RuleSetId = 'online'): EngineState {
  return { version: 1, ruleSet, phase: null, seq: 0, players: {} };
}

/** A new game at the table: no seat is in version or on its last speech any more. */
function newRoster(state: EngineState): void {
  for (const p of Object.values(state.players)) p.inVersion = p.lastSpeech = p.speaking = false;
}

function newPlayer(): PlayerState {
  return {
    status: 'alive',
    inVersion: false,
    lastSpeech: false,
    fouls: 0,
    warnings: 0,
    verbals: 0,
    removed: false,
    teamLoss: false,
    byRule: {},
    lastKey: '',
    repeat: 0,
    noise: 0,
    laughs: 0,
  };
}

/**
 * A dead player's permitted reminder (4.5's own exception): the host forgot to
 * lift them — "ведущий, ты забыл меня поднять", "подними меня, я же убит",
 * "я вообще-то мёртв", "меня ещё не подняли?". Only what the reminder says is let pass: game talk
 * beside it still counts.
 */
/** What the host, the hall and the dead may not do while the game goes on: no rule holds them once it is over. */
const COURSE: readonly FindingKind[] = ['host-address', 'spectator', 'dead-talk'];

/**
 * What else the online rules forbid because it would sway the game (an oath, a bet, an appeal, correspondence, a
 * beacon, a dead seat's word) or disturb its order (the host disputed, another game played, a foreign language
 * hiding a move): once the game is over it sways nothing. How players treat each other (insults, profanity,
 * threats, shouting, flood) is judged after it too.
 */
const SWAYING: readonly FindingKind[] = [
  'host-dispute',
  'oath',
  'oath-wish',
  'oath-attribution',
  'oath-provocation',
  'honest-word',
  'religion',
  'bet',
  'bet-game',
  'bet-harmless',
  'host-dm',
  'bot-quote',
  'pm-appeal',
  'private-channel',
  'non-game-appeal',
  'other-activity',
  'discussion-appeal',
  'results-appeal',
  'beacon',
  'provocation',
  'foreign',
  'voting-message',
];

/** The kinds not judged once the game is over, by what the rule set still judges then (RuleSet.afterGame). */
const NOT_AFTER_GAME: Record<RuleSet['afterGame'], ReadonlySet<string>> = {
  table: new Set(COURSE),
  conduct: new Set([...COURSE, ...SWAYING]),
};

/** Leaves out of a message's findings those not judged once the game is over (NOT_AFTER_GAME), in place. */
function keepAfterGame(pending: Pending[], not: ReadonlySet<string>): void {
  let n = 0;
  for (const f of pending) if (!not.has(f.kind)) pending[n++] = f;
  pending.length = n;
}

const FORGOT = pattern(
  anyOf(
    '⟨(?:забыл…|забыли)~3(?:поднять|поднял…|убрать|убрал…|меня)',
    '⟨(?:подними|поднимите|убери|уберите|выкинь|кикни|отключи|замуть)~1меня',
    '⟨(?:я|меня)~2(?:же~1|уже~1|вообще-то~1|вообще~1|ведь~1)?(?:мертв…|умер…|убит…|убила|убили|застрелили|заголосовали|выгнали|вылетел…|выбыл…)',
    '⟨(?:ведущ…|вед)~3(?:я~1)?(?:же~1|уже~1)?(?:мертв…|убит…|умер…)',
    // Whether the host has lifted the speaker yet, asked or told: "меня подняли уже?", "меня ещё не подняли".
    '⟨меня~3(?:подняли|подняла|поднял|поднимут|поднимете|поднимешь|перевели|перевел…)⟩',
  ),
);

/** Messages whose broken rules the state keeps (EngineState.found). */
const MAX_FOUND = 500;
/** A stage direction alone: "*…*", "_…_" or "(…)" and nothing around it; its words, or null. */
const DIRECTION_ONLY = /^\s*(?:[*_]+([^*_]{1,200})[*_]+|\(([^()]{1,200})\))\s*$/u;
/**
 * Who acts at night by the rules: the host waking a role, the role named as the actor, or the act shown to whom the
 * game has it shown — the host (the shot, the check) or the mafia's own partners (their agreement when woken).
 */
const NIGHT_ACTOR = new RegExp(
  String.raw`(?:по\s+(?:команде|сигналу|знаку|зову)\s+ведущ|разбуж\S*\s+ведущ|ведущ\S*\s+(?:будит|разбудил|разбудила|зов[её]т)` +
    String.raw`|(?:показыва|указыва|кива)\S*\s+(?:ведущему|ведущей|напарник(?:у|ам)|сокомандник(?:у|ам)|своим|дону)(?=[\s,.:*]|$)` +
    String.raw`|просыпа\S*\s+(?:мафия|дон|шериф|комиссар|доктор)|^\s*(?:мафия|мафиози|дон|шериф|комиссар|доктор|врач|маньяк|красотка)(?=[\s,.]|$))`,
  'iu',
);
/** The role's own night act: pointing out the shot or the check, nodding, opening the eyes, agreeing by gestures. */
const NIGHT_ROLE_ACT = /(?:показыва|указыва|кива|открыва\S*\s+глаза|выбира|договарива|переглядыва|стреля|проверя|леч)/iu;

/**
 * A role's night act at a club's table, told as done on the host's call or by the role ("*по сигналу ведущего
 * показывает на 6*", "*шериф, разбуженный ведущим, указывает на 9*", "*мафия молча договаривается жестами*").
 */
function nightActTold(text: string): boolean {
  const m = DIRECTION_ONLY.exec(text);
  const body = m?.[1] ?? m?.[2];
  return body !== undefined && NIGHT_ACTOR.test(body) && NIGHT_ROLE_ACT.test(body);
}
/**
 * A stage direction of the hand that is the club's vote, and nothing else: raised (for a seat), held up until the
 * host's «Принято», lowered after it.
 */
const HAND_VOTE = new RegExp(
  String.raw`^\s*[*_(]+\s*(?:молча\s+|спокойно\s+)?(?:поднимает|поднял|подняла|держит|опускает|опустил|опустила|убирает|убрал|убрала)` +
    String.raw`\s+руку(?:\s+поднятой)?(?:\s+за\s+(?:\d{1,2}|[а-яё]+(?:ого|его|ую|ой)))?(?:\s+(?:до|после)\s+[«"]?принято[»"]?)?\s*[*_)]+\s*$`,
  'iu',
);

/**
 * A clause of a stage direction that shows no gesture at the vote: the hands on the table, keeping still, waiting, the
 * raised hand held until the host's «Принято» ("*руки лежат на столе, ждёт следующую кандидатуру*").
 */
const STILL_CLAUSE = new RegExp(
  String.raw`^\s*(?:(?:обе\s+)?(?:руки|рука|ладони)\s+(?:лежат|лежит|спокойно\s+лежат)?\s*на\s+столе` +
    String.raw`|(?:не\s+шевелится|не\s+двигается|замирает|замер|замерла|сидит\s+(?:неподвижно|молча|ровно|спокойно)|молча\s+сидит|спокойно\s+сидит)` +
    String.raw`(?:\s+до\s+[«"]?принято[»"]?)?` +
    String.raw`|(?:молча\s+)?жд[её]т(?:\s+(?:следующ\S*\s+)?(?:кандидатур\S*|голосовани\S*|[«"]?принято[»"]?|сво\S*\s+очеред\S*))?` +
    String.raw`|держит\s+руку(?:\s+поднятой)?|пока\s+ведущ\S*\s+не\s+скаж\S*\s+[«"]?принято[»"]?)\s*$`,
  'iu',
);

/** A stage direction all of whose clauses show no gesture (STILL_CLAUSE): keeping still is no gesture at the vote. */
function stillAtVote(text: string): boolean {
  const m = DIRECTION_ONLY.exec(text);
  const body = m?.[1] ?? m?.[2];
  return body !== undefined && body.split(/[,;]/).every((c) => STILL_CLAUSE.test(c));
}

/** What most events cause (shared, frozen: callers only read it). */
const NO_VIOLATIONS: Violation[] = Object.freeze([]) as unknown as Violation[];

export class Engine {
  readonly rules: RuleSet;
  private readonly opts: EngineOptions;
  /** What the message being judged is found to say, before rules and counts (reused: see onMessage). */
  private readonly pending: Pending[] = [];
  /** Analyses of short texts seen lately (see memo.ts). */
  private readonly memo: AnalysisMemo;
  state: EngineState;

  constructor(ruleSet: RuleSetId = 'online', opts: EngineOptions = {}, state?: EngineState) {
    this.rules = RULE_SETS[ruleSet];
    this.opts = opts;
    this.state = state ? structuredClone(state) : initialState(ruleSet);
    // The learned model's suggestions are worked out with the words, in the analysis (see learnedOf).
    this.memo = new AnalysisMemo(opts.learned ? { ...opts, learnedSet: this.state.ruleSet } : opts);
  }

  private player(id: string): PlayerState {
    let p = this.state.players[id];
    if (!p) {
      p = newPlayer();
      this.state.players[id] = p;
    }
    return p;
  }

  /**
   * Feeds one event; returns the violations it caused, in order. A message's
   * analysis (analyzeMessage of its text with this engine's options) may be
   * worked out ahead, elsewhere; without it the engine works it out here.
   */
  feed(event: GameEvent, analysis?: MessageAnalysis): Violation[] {
    const seq = ++this.state.seq;
    switch (event.type) {
      case 'phase':
        return this.onPhase(event, seq);
      case 'player':
        return this.onPlayer(event, seq);
      case 'message':
        return this.onMessage(event, seq, analysis);
      case 'manual':
        return this.record(
          event.player,
          seq,
          event.id,
          [
            {
              ref: event.penalty ? { rule: event.rule, penalty: event.penalty } : this.refForRule(event.rule),
              kind: 'manual',
              confidence: 'certain',
              start: 0,
              end: 0,
              fragment: '',
              reason: event.note ?? 'добавлено ведущим',
            },
          ],
          event.ts,
        );
      case 'vote':
        (this.state.votes ??= {})[event.player] = event.candidate;
        this.state.votedSinceResults = true;
        return NO_VIOLATIONS;
      case 'fact':
        // The protocol reads facts from the log; they cost nothing and change no counter. The bot naming the winner
        // ends the game: what follows is talk after it.
        if (event.fact.kind === 'winner' && event.fact.winner) this.state.over = true;
        return NO_VIOLATIONS;
      case 'voice': {
        if (event.player !== undefined) this.player(event.player);
        const found: VoiceFinding[] = [];
        voiceEvent(this.state, event, found);
        return this.voiceViolations(found, seq, event.id, event.ts);
      }
      case 'speech': {
        const found: VoiceFinding[] = [];
        speechEvent(this.state, event, found);
        return this.voiceViolations(found, seq, event.id, event.ts);
      }
    }
  }

  /** The voice judge's findings as violations, one record per player (each player's own key). */
  private voiceViolations(found: VoiceFinding[], seq: number, eventId: string | undefined, ts: number | undefined): Violation[] {
    if (!found.length) return NO_VIOLATIONS;
    const out: Violation[] = [];
    for (const player of new Set(found.map((f) => f.player))) {
      const pending: Pending[] = [];
      for (const f of found)
        if (f.player === player)
          pending.push({
            ref: this.rules.map[f.kind],
            kind: f.kind,
            confidence: f.kind === 'night-nick' ? 'certain' : (voiceFamily.kinds[f.kind].confidence ?? 'certain'),
            start: 0,
            end: f.fragment.length,
            fragment: f.fragment,
            reason: f.reason,
          });
      out.push(...this.record(player, seq, eventId, pending, ts ?? this.state.voice?.clock, `${eventId ?? '#' + seq}/${player}`));
    }
    return out;
  }

  /** Counters are not spent: "skips" a sequence number for an event that was dropped upstream. */
  skip(): void {
    this.state.seq++;
  }

  private onPhase(e: PhaseEvent, seq: number): Violation[] {
    const phase = e.phase;
    const prev = this.state.phase;
    this.state.phase = phase;
    if (phase !== prev) (this.state.phases ??= []).push({ seq, phase });
    // Results with no vote since the last ones, announced again or straight after a night, and no last speech going
    // on are the game's (the bot's closing post, as a transcript gives it): what follows is talk after the game.
    const closing =
      phase === 'results' &&
      (prev === 'results' || prev === 'night') &&
      !this.state.votedSinceResults &&
      !Object.values(this.state.players).some((p) => p.speaking);
    delete this.state.over;
    if (closing) this.state.over = true;
    if (phase === 'results') delete this.state.votedSinceResults;
    if (phase === 'voting') this.state.votedSinceResults = true;
    if (phase === 'voting' && prev !== 'voting') this.state.votes = {};
    if (phase === 'night' && prev !== 'night') {
      for (const p of Object.values(this.state.players)) {
        p.lastSpeech = p.speaking = false;
        if (this.rules.resetOnNight) {
          p.warnings = 0;
          p.fouls = 0;
        }
      }
    }
    // The voice table in the new phase (only once a voice event made one).
    if (!this.state.voice && e.ts === undefined) return NO_VIOLATIONS;
    const found: VoiceFinding[] = [];
    if (phase !== prev) phaseChange(this.state, prev, e.ts, found);
    else advance(this.state, e.ts, found);
    return this.voiceViolations(found, seq, undefined, e.ts);
  }

  private onPlayer(e: PlayerEvent, seq: number): Violation[] {
    const known = e.player in this.state.players;
    const p = this.player(e.player);
    const out: Violation[] = [];
    if (e.status === 'alive') {
      // A dead seat declared alive in a row of such declarations is a new game's roster: the last game's marks go
      // (a seat in version there is not in version here). One seat brought back alone is a host's correction.
      if (p.status === 'dead' && this.state.roster === seq - 1) newRoster(this.state);
      this.state.roster = seq;
    }
    if (e.nick !== undefined && e.nick !== p.nick) {
      const changed = known && (p.nick !== undefined || this.state.phase === 'night');
      const oldNick = p.nick;
      p.nick = e.nick;
      if (changed && this.state.phase === 'night' && p.status === 'alive') {
        out.push(
          ...this.record(
            e.player,
            seq,
            e.id,
            [this.contextFinding('night-nick', e.nick, `сменил ник ночью${oldNick ? ` (был «${oldNick}»)` : ''}`)],
            e.ts,
          ),
        );
      } else if (changed && p.status === 'dead' && has(GAME_TALK, normalize(e.nick).text)) {
        out.push(
          ...this.record(
            e.player,
            seq,
            e.id,
            [this.contextFinding('dead-talk', e.nick, 'мёртвый игрок сменил ник на игровую информацию')],
            e.ts,
          ),
        );
      }
    }
    const apply = () => {
      if (e.status === 'dead' && p.status === 'alive' && e.lastSpeech === undefined) p.speaking = false;
      if (e.status) p.status = e.status;
      if (e.account !== undefined) p.account = e.account;
      if (e.inVersion !== undefined) p.inVersion = e.inVersion;
      if (e.lastSpeech !== undefined) p.lastSpeech = p.speaking = e.lastSpeech;
      // A last speech is the game's: the results before it were the vote's, not the game's end.
      if (e.lastSpeech) delete this.state.over;
    };
    // A death or a last speech changes who may speak: the voice table's spells are settled around it.
    if (this.state.voice && (e.status || e.lastSpeech !== undefined)) playerChange(this.state, apply);
    else apply();
    return out;
  }

  private contextFinding(kind: FindingKind, text: string, reason: string): Pending {
    return { ref: this.rules.map[kind], kind, confidence: 'certain', start: 0, end: text.length, fragment: text, reason };
  }

  private onMessage(e: MessageEvent, seq: number, analysis?: MessageAnalysis): Violation[] {
    if (!e.player) return NO_VIOLATIONS; // system or host messages are not judged
    const p = this.player(e.player);
    if (e.nick !== undefined && p.nick === undefined) p.nick = e.nick;
    const text = cutText(e.text);
    const a = analysis ?? this.memo.analyze(text);
    // One list for every message (record() reads it and keeps nothing of it): most messages add nothing.
    const pending = this.pending;
    pending.length = 0;
    for (const f of a.findings) pending.push(this.pendingOf(f));
    this.rollCall(e.player, text, a, pending);

    // Caps, with rare laughter let pass.
    const caps = a.caps;
    if (caps) {
      if (caps.laughter) p.laughs++;
      else p.laughs = 0;
      if (!caps.laughter || p.laughs > (this.opts.laughterRepeats ?? 3)) {
        // The whole message is the offence: shown whole, trimmed.
        const s = text.length - text.trimStart().length;
        const e = text.trimEnd().length;
        pending.push({
          ref: this.rules.map.caps,
          kind: 'caps',
          confidence: 'certain',
          start: s,
          end: e,
          fragment: text.slice(s, e),
          reason: caps.laughter ? 'частый смех капсом' : 'капс',
        });
      }
    } else p.laughs = 0;

    // Spam: the same message more than N times in a row from one player.
    const key = a.key;
    if (key && key === p.lastKey) p.repeat++;
    else {
      p.lastKey = key;
      p.repeat = key ? 1 : 0;
    }
    if (p.repeat > (this.opts.spamRepeats ?? 3))
      this.whole(pending, text, 'spam', `спам: одно и то же сообщение ${countRu(p.repeat, 'раз', 'раза', 'раз')} подряд`);

    // Flood: meaningless messages more than N times in a row, or laughter more than N times. Noise and
    // laughter run side by side: a laugh does not end a run of noise, nor noise one of laughter; a
    // message with words ends both.
    const floodRepeats = this.opts.floodRepeats ?? 3;
    if (a.meaningless) p.noise++;
    else if (!a.laughing) p.noise = 0;
    if (a.laughing) p.giggles = (p.giggles ?? 0) + 1;
    else if (!a.meaningless) p.giggles = 0;
    if ((a.meaningless || a.laughing) && p.noise > floodRepeats)
      this.whole(pending, text, 'flood', `флуд: ${p.noise} бессмысленных сообщений подряд`);
    else if ((a.meaningless || a.laughing) && (p.giggles ?? 0) > floodRepeats)
      this.whole(pending, text, 'flood', `флуд: ${p.giggles ?? 0} сообщений смеха подряд`);

    const phase = this.state.phase;
    // The game declared over in the results: what follows is talk after it (see EngineState.over).
    if (phase === 'results' && !this.state.over && has(GAME_OVER_SAID, a.normalized ?? normalize(text).text)) this.state.over = true;
    if (this.state.over) keepAfterGame(pending, NOT_AFTER_GAME[this.rules.afterGame]);
    // Where the rule set takes the hand on the table for the vote, a message that only names the seat the
    // player has just voted for (a vote event of this round) is that vote read out, not talk; a vote for
    // oneself stays the provocation the rules name, and a typed vote with no vote cast is talk.
    const typedVote =
      this.rules.typedVote === true &&
      a.voteSeat > 0 &&
      a.voteSeat !== Number(e.player) &&
      Number(this.state.votes?.[e.player]) === a.voteSeat;
    // The hand itself told as the vote ("*поднимает руку за 5*", "*держит руку до «Принято»*", "*опускает руку*") is
    // the vote where the hand is the vote, no gesture beside it.
    const handVote = typedVote || (phase === 'voting' && this.rules.typedVote === true && (HAND_VOTE.test(text) || stillAtVote(text)));
    // A club that reads only gestures as the vote's remark lets words pass (see families/voting.ts).
    const wordsPass = this.opts.votingWords === 'gestures' && this.state.ruleSet === 'club-remarks';
    if (p.status === 'alive' && phase === 'voting' && !a.bareVote && !handVote && (!wordsPass || gestureShown(text)))
      this.whole(
        pending,
        text,
        'voting-message',
        wordsPass
          ? 'жест во время голосования'
          : this.rules.typedVote
            ? 'во время голосования допустим только голос'
            : 'во время голосования допустим только «+»',
      );
    // At a club's table the role's own night act, told as done on the host's call ("*по команде ведущего показывает на
    // 7*"), is the game's shot or check, not talk at night.
    const calledAct = phase === 'night' && this.state.ruleSet !== 'online' && nightActTold(text);
    if (p.status === 'alive' && phase === 'night' && !a.quiet && !calledAct) this.whole(pending, text, 'night-message', 'сообщение ночью');
    // A gesture said as done now is one at night (3.3), unless the message already tells it as its night (3.3.1);
    // any other message in the chat at night is the night's gesture online (night-chat).
    if (p.status === 'alive' && phase === 'night' && !a.quiet && !a.findings.some((f) => f.kind === 'night-action'))
      if (a.nightGesture) pending.push(this.pendingOf(a.nightGesture));
      else this.whole(pending, text, 'night-chat', 'сообщение в чат ночью');
    // A dead seat on its last speech has the floor (what it says there is judged by 4.7, not as a dead player's).
    if (p.status === 'dead' && !(p.speaking ?? p.lastSpeech) && !this.state.over) {
      // Farewells carry no game words; anything naming colours, roles, seats or moves is game talk.
      // The reminder that one is dead is cut out first: "меня убили, подними" says nothing about the game.
      FORGOT.lastIndex = 0;
      const rest = (a.normalized ?? normalize(text).text).replace(FORGOT, ' ');
      FORGOT.lastIndex = 0;
      if (has(GAME_TALK, rest)) this.whole(pending, text, 'dead-talk', 'мёртвый игрок пишет об игре');
    }
    if (this.opts.learned) this.learnedOf(text, a, pending);
    return this.recordOnce(e.player, seq, e.id, pending, e.ts);
  }

  /**
   * The learned model's rules for a message that no family found it breaking: a judgement call each (`likely`),
   * shown on the word that weighed most. Only text rules are learned (scripts/train-model.ts), so the game's
   * state is left to the rows above.
   */
  private learnedOf(text: string, a: MessageAnalysis, pending: Pending[]): void {
    const found = a.suggested ?? suggest(normalize(text), this.state.ruleSet);
    for (const g of found) {
      // A point's sub-point found by a family is that point found (3.2.6 is a 3.2): the model adds nothing to it.
      if (pending.some((f) => f.ref && samePoint(f.ref.rule, g.rule))) continue;
      // Once the game is declared over, what only the game's course forbids (addressing the host, the hall) is not suggested either.
      if (this.state.over && [...NOT_AFTER_GAME[this.rules.afterGame]].some((k) => this.rules.map[k as FindingKind]?.rule === g.rule))
        continue;
      pending.push({
        ref: this.refForRule(g.rule),
        kind: 'learned',
        confidence: 'likely',
        start: g.start,
        end: g.end,
        fragment: text.slice(g.start, g.end),
        reason: `похоже на нарушение ${g.rule} (модель, ${Math.round(g.p * 100)}%)`,
      });
    }
  }

  /** Records a message's findings, leaving out the rules it was found breaking before (it is an edit). */
  private recordOnce(player: string, seq: number, id: string | undefined, pending: Pending[], ts?: number): Violation[] {
    if (id === undefined || pending.length === 0) return this.record(player, seq, id, pending, ts);
    const found = (this.state.found ??= []);
    const had = found.find((f) => f.id === id);
    if (had) {
      let n = 0;
      for (const f of pending) if (!f.ref || !had.rules.includes(f.ref.rule)) pending[n++] = f;
      pending.length = n;
    }
    const out = this.record(player, seq, id, pending, ts);
    if (!out.length) return out;
    const rules = out.map((v) => v.baseRule ?? v.rule);
    if (had) had.rules.push(...rules);
    else {
      found.push({ id, rules });
      if (found.length > MAX_FOUND) found.shift();
    }
    return out;
  }

  /** Remembers what a roll-call asks for; flags a bare answer to one (call and response, 4.8). */
  private rollCall(player: string, text: string, a: MessageAnalysis, pending: Pending[]): void {
    const sign = a.rollSign;
    if (sign) {
      const calls = (this.state.calls ??= []);
      calls.push(rollCallOf(sign, player, a.normalized ?? normalize(text).text));
      if (calls.length > 4) calls.shift();
      return;
    }
    const calls = this.state.calls;
    if (!calls?.length) return;
    const answer = a.answer;
    if (!answer) return;
    const call = calls.find((c) => c.by !== player && answersCall(answer, c));
    if (call)
      pending.push({
        ref: this.rules.map.beacon,
        kind: 'beacon',
        confidence: 'likely',
        start: 0,
        end: text.length,
        fragment: text,
        reason: `маяк: ответ на перекличку «${call.sign}»`,
      });
  }

  /** The whole message is the offence (spam, flood, a message while voting or at night, a dead player's game talk). */
  private whole(pending: Pending[], text: string, kind: FindingKind, reason: string): void {
    const confidence = LIKELY_KINDS.has(kind) ? 'likely' : 'certain';
    pending.push({ ref: this.rules.map[kind], kind, confidence, start: 0, end: text.length, fragment: text, reason });
  }

  private pendingOf(f: Finding): Pending {
    return {
      ref: this.rules.map[f.kind],
      kind: f.kind,
      confidence: f.confidence ?? 'certain',
      start: f.start,
      end: f.end,
      fragment: f.fragment,
      reason: f.reason,
    };
  }

  /**
   * The rule set's penalty for a rule id the host chose by hand. A rule that costs differently by what
   * was said (club warnings 21: rudeness a warning, an insult removal) is entered at its mildest.
   */
  private refForRule(rule: string): RuleRef {
    let found: RuleRef | undefined;
    for (const ref of Object.values(this.rules.map))
      if (ref && ref.rule === rule && (!found || PENALTIES.indexOf(ref.penalty) < PENALTIES.indexOf(found.penalty))) found = ref;
    return found ?? { rule, penalty: penaltyByNumber(rule) };
  }

  /** Turns findings into violations: one per rule per event, escalated, counted. */
  private record(
    player: string,
    seq: number,
    eventId: string | undefined,
    pending: Pending[],
    ts?: number,
    /** The key's event part, when one event may record for several players (the voice table). */
    keyBase = eventId ?? '#' + seq,
  ): Violation[] {
    if (pending.length === 0) return NO_VIOLATIONS; // most messages
    const p = this.player(player);
    const out: Violation[] = [];
    const seen = new Set<string>();
    for (const f of pending) {
      if (!f.ref) continue;
      let { rule, penalty } = f.ref;
      let baseRule: string | undefined;
      const esc = this.rules.escalation;
      if (esc && (p.inVersion || p.lastSpeech) && esc.families.includes(ruleFamily(rule))) {
        baseRule = rule;
        // A seat voted out while in version gives its last speech as one leaving the game: 4.7 is the point for it.
        ({ rule, penalty } = p.lastSpeech ? esc.lastSpeech : esc.inVersion);
      }
      if (seen.has(rule)) continue;
      seen.add(rule);
      // A judgement call waits for the host: it is reported but not counted.
      const counted = f.confidence === 'certain';
      const count = (p.byRule[rule] ?? 0) + (counted ? 1 : 0);
      if (counted) p.byRule[rule] = count;
      if (this.rules.verbalFirst.includes(rule) && count <= 1) penalty = 'verbal';
      const v: Violation = {
        key: `${keyBase}:${rule}`,
        seq,
        player,
        rule,
        penalty,
        kind: f.kind,
        fragment: f.fragment,
        start: f.start,
        end: f.end,
        reason: f.reason,
        confidence: f.confidence,
      };
      if (eventId !== undefined) v.eventId = eventId;
      if (baseRule) v.baseRule = baseRule;
      if (ts !== undefined) v.ts = ts;
      const step = counted ? this.count(p, penalty) : undefined;
      if (step) v.ladder = { effect: step.effect, ru: step.ru, en: step.en };
      out.push(v);
    }
    return out;
  }

  /** Counts a penalty; returns the ladder step it reached, if any. */
  private count(p: PlayerState, penalty: Penalty): LadderStep | undefined {
    if (penalty === 'verbal') p.verbals++;
    else if (penalty === 'foul') p.fouls++;
    else if (penalty === 'warning') p.warnings++;
    else if (penalty === 'removal') p.removed = true;
    else if (penalty === 'team-loss') p.teamLoss = true;
    const ladder = this.opts.ladder ?? this.rules.ladder;
    const value = penalty === 'foul' ? p.fouls : penalty === 'warning' ? p.warnings : -1;
    const step = ladder.find((s) => s.counter === penalty && s.at === value);
    if (step?.effect === 'removal') p.removed = true;
    return step;
  }
}

interface Pending {
  ref: RuleRef | undefined;
  kind: FindingKind | 'manual' | 'learned';
  confidence: Confidence;
  start: number;
  end: number;
  fragment: string;
  reason: string;
}

/** Online numbering: 1.x foul, 2.x warning, 3.x removal, 4.x team loss. */
export function penaltyByNumber(rule: string): Penalty {
  const head = rule.split(/[./]/)[0];
  return head === '1' ? 'foul' : head === '2' ? 'warning' : head === '3' ? 'removal' : head === '4' ? 'team-loss' : 'warning';
}

/** Replays events from scratch: the same input always gives the same output. */
export function replay(
  events: readonly GameEvent[],
  ruleSet: RuleSetId = 'online',
  opts: EngineOptions = {},
): { state: EngineState; violations: Violation[] } {
  const engine = new Engine(ruleSet, opts);
  const violations: Violation[] = [];
  for (const e of events) violations.push(...engine.feed(e));
  return { state: engine.state, violations };
}

/** Whether two rule ids name the same point, one being the other or its sub-point ("3.2" and "3.2.6"). */
function samePoint(a: string, b: string): boolean {
  return a === b || a.startsWith(b + '.') || b.startsWith(a + '.');
}
