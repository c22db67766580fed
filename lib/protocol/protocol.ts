/**
 * The game protocol — what a rating club fills in after a game — derived
 * from the log alone, like the standings (lib/standing.ts): seats with
 * nicknames, accounts and roles; who left the game, when and how; fouls
 * and every confirmed violation per seat; nominations and votes per day and
 * voting round; the winner, the first-killed player's best move and extra
 * points. The panel, the Discord text, the report, the CSV and the JSON
 * export all call this one function.
 *
 * How a seat left, from the events in order:
 * - a confirmed removal (the rule's penalty, or the ladder's removal step
 *   reached by confirmed violations only) or a confirmed team loss takes the
 *   seat out at that violation;
 * - a seat the page marks dead left the way the page says (Polemica marks
 *   killed / voted / disqualified); where it does not say, the phase tells:
 *   dead at night — killed that night; dead during a vote or its results, or
 *   later that day — voted out that day; dead in the morning before the day's
 *   vote — killed the night before (the bot renames the victim at dawn); dead
 *   before any night or vote — removed;
 * - the earliest of these is how it left; the host's own word (an `out` fact:
 *   a cause, or "still in") overrides all of them until the host takes it back.
 * Unreviewed violations never take a seat out: they show as `pendingOut`.
 *
 * Facts (lib/protocol/facts.ts): the latest of a kind per seat wins, the
 * host's over a page's. With no winner stated, a confirmed team loss of a
 * seat whose role is known gives the game to the other side.
 *
 * Linear in the events and violations (one pass each, one sort of each).
 */
import type { EngineState } from '../engine/engine';
import type { GameEvent, Phase, PlayerEvent } from '../engine/events';
import { bySeat, nightSeqs, periodKey, periodLookup, voteTally, type Period, type TallyRow } from '../flow';
import type { LadderStep, Penalty, RuleSetId } from '../rulesets';
import { standings, type CountedViolation, type StandingOptions, type Tally } from '../standing';
import { TEAM_OF, type FactSource, type OutCause, type ProtocolFact, type Role, type Winner } from './facts';

export interface ProtocolInput {
  game: { ruleSet: RuleSetId; state: Pick<EngineState, 'players'>; site: string; title: string; url?: string; startedAt: number };
  /** The game's events with their sequence numbers (any order: sorted here). */
  events: readonly { seq: number; event: GameEvent }[];
  violations: readonly (CountedViolation & { ts?: number; at?: number })[];
}

export interface ProtocolOptions {
  /** The host's ladder thresholds (settings), as the standings take them. */
  ladders?: StandingOptions['ladders'];
}

export interface ProtocolViolation {
  seq: number;
  rule: string;
  /** The penalty as the standings count it (a 1.2 may be verbal or a foul). */
  penalty: Penalty;
  round: Period;
  /** When it was said (page time), else when it was recorded. */
  ts?: number;
}

export interface ProtocolSeat {
  player: string;
  nick?: string;
  /** The site account: who the player is across games (lib/protocol/players.ts). */
  account?: string;
  role: Role | null;
  roleBy?: FactSource;
  /** How the seat left the game; '' while it plays. */
  out: OutCause | '';
  /** The day or night it left. */
  round?: Period;
  /** The event it left at (orders the eliminations). */
  outSeq?: number;
  /** Where the cause comes from: the page's mark, the phase it died in, a violation, or the host. */
  outBy?: 'page' | 'phase' | 'violation' | 'host';
  /** An unreviewed violation would take the seat out. */
  pendingOut?: 'removed' | 'team-loss';
  fouls: Tally;
  warnings: Tally;
  verbals: Tally;
  /** The ladder step reached by confirmed violations (silenced, removed). */
  step?: Pick<LadderStep, 'effect' | 'ru' | 'en'>;
  /** Every confirmed violation of the seat, in order. */
  violations: ProtocolViolation[];
  points?: { points: number; note: string };
}

export interface Elimination {
  player: string;
  out: OutCause;
  round: Period;
  seq: number;
}

export interface Nomination {
  player: string;
  candidate: string;
}

export interface Voting {
  /** Each voter's final vote in this round, by seat. */
  votes: { player: string; candidate: string }[];
  tally: TallyRow[];
}

export interface ProtocolDay {
  n: number;
  nominations: Nomination[];
  /** The day's voting rounds in order (a revote is a second round). */
  votings: Voting[];
}

export interface Protocol {
  ruleSet: RuleSetId;
  site: string;
  title: string;
  startedAt: number;
  seats: ProtocolSeat[];
  /** Seats that left, in the order they left. */
  eliminations: Elimination[];
  days: ProtocolDay[];
  winner: Winner | null;
  winnerBy?: FactSource | 'team-loss';
  /** The first seat killed at night: the one whose best move counts. */
  firstKilled?: string;
  bestMove?: { player: string; seats: string[] };
  /** Violations still waiting for the host: the protocol counts confirmed ones only. */
  unreviewed: number;
  /** Where the game is: the last day or night it reached. */
  reached: Period;
}

interface Out {
  out: OutCause;
  round: Period;
  seq: number;
  by: NonNullable<ProtocolSeat['outBy']>;
}

/** Latest fact per key, the host's kept apart from the page's: the host's word wins when there is one. */
class Latest<T> {
  private readonly host = new Map<string, T>();
  private readonly page = new Map<string, T>();
  set(key: string, by: FactSource, value: T | null): void {
    const m = by === 'host' ? this.host : this.page;
    if (value === null) m.delete(key);
    else m.set(key, value);
  }
  get(key: string): { value: T; by: FactSource } | undefined {
    const h = this.host.get(key);
    if (h !== undefined) return { value: h, by: 'host' };
    const p = this.page.get(key);
    return p !== undefined ? { value: p, by: 'page' } : undefined;
  }
}

const earlier = (a: Out | undefined, b: Out): Out => (a && a.seq <= b.seq ? a : b);

type PeriodOf = (seq: number) => Period;

/** The phase changes as the engine keeps them: each change once, with the event that made it. */
function phaseChanges(events: readonly ProtocolInput['events'][number][]): { seq: number; phase: Phase }[] {
  const phases: { seq: number; phase: Phase }[] = [];
  for (const { seq, event } of events)
    if (event.type === 'phase' && phases.at(-1)?.phase !== event.phase) phases.push({ seq, phase: event.phase });
  return phases;
}

/** What the events say, read in order: the seats, who left how, the days' nominations and votes, the facts. */
class EventWalk {
  readonly statusOut = new Map<string, Out>();
  readonly hostOut = new Map<string, { out: OutCause | 'in'; round?: Period; seq: number }>();
  readonly roles = new Latest<Role>();
  readonly points = new Latest<{ points: number; note: string }>();
  readonly winner = new Latest<Winner>();
  bestMove: { player: string; seats: string[] } | undefined;
  private readonly days = new Map<number, ProtocolDay>();
  private votes: Map<string, string> | null = null;
  private readonly votings: { day: number; votes: Map<string, string> }[] = [];
  private phase: Phase | null = null;
  private lastNight = 0;
  /** The day whose vote already started (a death later that day is the vote's). */
  private votedDay = -1;

  constructor(
    private readonly seatIds: Set<string>,
    private readonly periodOf: PeriodOf,
  ) {}

  dayOf(n: number): ProtocolDay {
    let d = this.days.get(n);
    if (!d) this.days.set(n, (d = { n, nominations: [], votings: [] }));
    return d;
  }

  read({ seq, event }: ProtocolInput['events'][number]): void {
    const period = this.periodOf(seq);
    if (event.type === 'phase') this.onPhase(event.phase, period);
    else if (event.type === 'vote') this.onVote(event.player, event.candidate, period);
    else if (event.type === 'player') this.onPlayer(event, seq, period);
    else if (event.type === 'fact') this.onFact(event.fact, seq);
  }

  private onPhase(next: Phase, period: Period): void {
    if (next === 'voting' && this.phase !== 'voting') {
      this.votes = new Map();
      this.votings.push({ day: period.n, votes: this.votes });
      this.dayOf(period.n);
      this.votedDay = period.n;
    }
    if (next === 'night') this.lastNight = period.n;
    this.phase = next;
  }

  private onVote(player: string, candidate: string, period: Period): void {
    this.seatIds.add(player);
    this.seatIds.add(candidate);
    if ((this.phase === 'voting' || this.phase === 'results') && this.votes) this.votes.set(player, candidate);
    else if (period.kind === 'day') {
      // A vote cast in the day's talk puts the candidate up ("!vote 5" in the bot's games).
      const d = this.dayOf(period.n);
      if (!d.nominations.some((x) => x.player === player && x.candidate === candidate)) d.nominations.push({ player, candidate });
    }
  }

  private onPlayer(event: PlayerEvent, seq: number, period: Period): void {
    this.seatIds.add(event.player);
    if (event.status === 'alive') this.statusOut.delete(event.player);
    else if (event.status === 'dead' && !this.statusOut.has(event.player)) {
      const out: OutCause = event.out ?? this.causeOfDeath(period);
      // Killed at night, marked at dawn: the night before.
      const round: Period = out === 'killed' && period.kind === 'day' && this.lastNight > 0 ? { kind: 'night', n: this.lastNight } : period;
      this.statusOut.set(event.player, { out, round, seq, by: event.out ? 'page' : 'phase' });
    }
  }

  /** How a seat marked dead left, where the page does not say: by the phase it died in. */
  private causeOfDeath(period: Period): OutCause {
    if (this.phase === 'night') return 'killed';
    if (this.phase === 'voting' || this.phase === 'results' || this.votedDay === period.n) return 'voted';
    return this.lastNight > 0 ? 'killed' : 'removed';
  }

  private onFact(f: ProtocolFact, seq: number): void {
    if (f.kind !== 'winner') this.seatIds.add(f.player);
    switch (f.kind) {
      case 'role':
        this.roles.set(f.player, f.by, f.role);
        break;
      case 'winner':
        this.winner.set('', f.by, f.winner);
        break;
      case 'best-move':
        this.bestMove = f.seats.length ? { player: f.player, seats: [...f.seats] } : undefined;
        break;
      case 'points':
        this.points.set(f.player, f.by, f.points === 0 ? null : { points: f.points, note: f.note });
        break;
      case 'out':
        if (f.out === null) this.hostOut.delete(f.player);
        else this.hostOut.set(f.player, { out: f.out, ...(f.round ? { round: f.round } : {}), seq });
        break;
    }
  }

  /** The days in order, each voting's votes listed by seat with its tally. */
  daysInOrder(): ProtocolDay[] {
    for (const v of this.votings) {
      const list = [...v.votes].map(([player, candidate]) => ({ player, candidate })).sort((a, b) => bySeat(a.player, b.player));
      this.dayOf(v.day).votings.push({ votes: list, tally: voteTally({ votes: Object.fromEntries(v.votes) }) });
    }
    return [...this.days.values()].sort((a, b) => a.n - b.n);
  }
}

/** The violations as the standings count them: confirmed ones listed and able to take a seat out. */
function countViolations(
  input: ProtocolInput,
  phases: { seq: number; phase: Phase }[],
  periodOf: PeriodOf,
  seatIds: Set<string>,
  opts: ProtocolOptions,
) {
  const st = standings(input.violations, input.game.ruleSet, {
    ...(opts.ladders ? { ladders: opts.ladders } : {}),
    nights: nightSeqs({ phases }),
  });
  const order = input.violations.map((_, i) => i).sort((a, b) => input.violations[a]!.seq - input.violations[b]!.seq || a - b);
  const listed = new Map<string, ProtocolViolation[]>();
  const ruleOut = new Map<string, Out>();
  /** Seats with a confirmed team loss, in order (a team loss counts even after the seat left). */
  const teamLost: string[] = [];
  const pendingOut = new Map<string, 'removed' | 'team-loss'>();
  let unreviewed = 0;
  for (const i of order) {
    const v = input.violations[i]!;
    const c = st.consequences[i]!;
    seatIds.add(v.player);
    if (v.status === 'new') unreviewed++;
    if (!c.counts) continue;
    const kind = c.penalty === 'team-loss' ? 'team-loss' : c.penalty === 'removal' || c.step?.effect === 'removal' ? 'removed' : null;
    if (v.status !== 'confirmed') {
      if (kind && !pendingOut.has(v.player)) pendingOut.set(v.player, kind);
      continue;
    }
    const round = periodOf(v.seq);
    const ts = v.ts ?? v.at;
    let list = listed.get(v.player);
    if (!list) listed.set(v.player, (list = []));
    list.push({ seq: v.seq, rule: v.rule, penalty: c.penalty, round, ...(ts !== undefined ? { ts } : {}) });
    // A ladder removal is the seat's only when every violation that reached it is confirmed.
    if (kind && (kind === 'team-loss' || c.penalty === 'removal' || !c.tentative) && !ruleOut.has(v.player))
      ruleOut.set(v.player, { out: kind, round, seq: v.seq, by: 'violation' });
    if (kind === 'team-loss' && !teamLost.includes(v.player)) teamLost.push(v.player);
  }
  return { st, listed, ruleOut, teamLost, pendingOut, unreviewed };
}

type Counted = ReturnType<typeof countViolations>;

/** How the seat left, if it did: its status, its violations (the earlier), the host's word over both. */
function seatOut(player: string, walk: EventWalk, counted: Counted, periodOf: PeriodOf): Out | undefined {
  let out: Out | undefined = walk.statusOut.get(player);
  const byRule = counted.ruleOut.get(player);
  if (byRule) out = earlier(out, byRule);
  const host = walk.hostOut.get(player);
  if (host?.out === 'in') return undefined;
  if (host) return { out: host.out, round: host.round ?? out?.round ?? periodOf(host.seq), seq: out?.seq ?? host.seq, by: 'host' };
  return out;
}

function protocolSeat(
  player: string,
  state: ProtocolInput['game']['state'],
  walk: EventWalk,
  counted: Counted,
  periodOf: PeriodOf,
): ProtocolSeat {
  const p = state.players[player];
  const s = counted.st.players.get(player);
  const out = seatOut(player, walk, counted, periodOf);
  const none = { confirmed: 0, pending: 0 };
  const seat: ProtocolSeat = {
    player,
    role: null,
    out: out?.out ?? '',
    fouls: s ? { ...s.fouls } : { ...none },
    warnings: s ? { ...s.warnings } : { ...none },
    verbals: s ? { ...s.verbals } : { ...none },
    violations: counted.listed.get(player) ?? [],
  };
  if (p?.nick !== undefined) seat.nick = p.nick;
  if (p?.account !== undefined) seat.account = p.account;
  const role = walk.roles.get(player);
  if (role) {
    seat.role = role.value;
    seat.roleBy = role.by;
  }
  if (out) {
    seat.round = out.round;
    seat.outSeq = out.seq;
    seat.outBy = out.by;
  } else {
    const pending = counted.pendingOut.get(player);
    if (pending) seat.pendingOut = pending;
  }
  if (s?.step) seat.step = { effect: s.step.effect, ru: s.step.ru, en: s.step.en };
  const pts = walk.points.get(player);
  if (pts) seat.points = { ...pts.value };
  return seat;
}

/** In the order the rounds came, then the events: a night's victim marked at dawn still left before the day's removals. */
function eliminationsOf(seats: ProtocolSeat[], phases: { seq: number; phase: Phase }[], periodOf: PeriodOf): Elimination[] {
  const roundStart = new Map<string, number>();
  for (const ph of phases) {
    const key = periodKey(periodOf(ph.seq));
    if (!roundStart.has(key)) roundStart.set(key, ph.seq);
  }
  const startOf = (r: Period) => roundStart.get(periodKey(r)) ?? 0;
  return seats
    .filter((s) => s.out)
    .map((s) => ({ player: s.player, out: s.out as OutCause, round: s.round!, seq: s.outSeq! }))
    .sort((a, b) => startOf(a.round) - startOf(b.round) || a.seq - b.seq || bySeat(a.player, b.player));
}

/** The winner as stated; else the first confirmed team loss of a seat whose side is known decides it (the opposite side wins). */
function decideWinner(protocol: Protocol, walk: EventWalk, teamLost: string[]): void {
  const stated = walk.winner.get('');
  if (stated) {
    protocol.winner = stated.value;
    protocol.winnerBy = stated.by;
    return;
  }
  const lost = teamLost.map((p) => protocol.seats.find((s) => s.player === p)).find((s) => s?.role && TEAM_OF[s.role] !== 'maniac');
  if (lost) {
    protocol.winner = TEAM_OF[lost.role!] === 'town' ? 'mafia' : 'town';
    protocol.winnerBy = 'team-loss';
  }
}

export function gameProtocol(input: ProtocolInput, opts: ProtocolOptions = {}): Protocol {
  const { game } = input;
  const events = [...input.events].sort((a, b) => a.seq - b.seq);
  const phases = phaseChanges(events);
  const periodOf = periodLookup(phases);
  const seatIds = new Set<string>(Object.keys(game.state.players));
  const walk = new EventWalk(seatIds, periodOf);
  for (const e of events) walk.read(e);
  const days = walk.daysInOrder();
  const counted = countViolations(input, phases, periodOf, seatIds, opts);
  const seats = [...seatIds].sort(bySeat).map((player) => protocolSeat(player, game.state, walk, counted, periodOf));
  const eliminations = eliminationsOf(seats, phases, periodOf);
  const firstKilled = eliminations.find((e) => e.out === 'killed')?.player;
  const protocol: Protocol = {
    ruleSet: game.ruleSet,
    site: game.site,
    title: game.title,
    startedAt: game.startedAt,
    seats,
    eliminations,
    days,
    winner: null,
    unreviewed: counted.unreviewed,
    reached: periodOf(Number.MAX_SAFE_INTEGER),
  };
  decideWinner(protocol, walk, counted.teamLost);
  if (firstKilled) protocol.firstKilled = firstKilled;
  if (walk.bestMove) protocol.bestMove = walk.bestMove;
  return protocol;
}
