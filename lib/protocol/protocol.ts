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
import type { GameEvent, Phase } from '../engine/events';
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

export function gameProtocol(input: ProtocolInput, opts: ProtocolOptions = {}): Protocol {
  const { game } = input;
  const events = [...input.events].sort((a, b) => a.seq - b.seq);

  // The phase changes as the engine keeps them: each change once, with the event that made it.
  const phases: { seq: number; phase: Phase }[] = [];
  for (const { seq, event } of events)
    if (event.type === 'phase' && phases.at(-1)?.phase !== event.phase) phases.push({ seq, phase: event.phase });
  const periodOf = periodLookup(phases);

  const seatIds = new Set<string>(Object.keys(game.state.players));
  const statusOut = new Map<string, Out>();
  const hostOut = new Map<string, { out: OutCause | 'in'; round?: Period; seq: number }>();
  const roles = new Latest<Role>();
  const points = new Latest<{ points: number; note: string }>();
  const winner = new Latest<Winner>();
  let bestMove: { player: string; seats: string[] } | undefined;
  const days = new Map<number, ProtocolDay>();
  const dayOf = (n: number) => {
    let d = days.get(n);
    if (!d) days.set(n, (d = { n, nominations: [], votings: [] }));
    return d;
  };
  let votes: Map<string, string> | null = null;
  const votings: { day: number; votes: Map<string, string> }[] = [];
  let phase: Phase | null = null;
  let lastNight = 0;
  /** The day whose vote already started (a death later that day is the vote's). */
  let votedDay = -1;

  for (const { seq, event } of events) {
    const period = periodOf(seq);
    switch (event.type) {
      case 'phase':
        if (event.phase === 'voting' && phase !== 'voting') {
          votes = new Map();
          votings.push({ day: period.n, votes });
          dayOf(period.n);
          votedDay = period.n;
        }
        if (event.phase === 'night') lastNight = period.n;
        phase = event.phase;
        break;
      case 'vote': {
        seatIds.add(event.player);
        seatIds.add(event.candidate);
        if ((phase === 'voting' || phase === 'results') && votes) votes.set(event.player, event.candidate);
        else if (period.kind === 'day') {
          // A vote cast in the day's talk puts the candidate up ("!vote 5" in the bot's games).
          const d = dayOf(period.n);
          if (!d.nominations.some((x) => x.player === event.player && x.candidate === event.candidate))
            d.nominations.push({ player: event.player, candidate: event.candidate });
        }
        break;
      }
      case 'player': {
        seatIds.add(event.player);
        if (event.status === 'alive') statusOut.delete(event.player);
        else if (event.status === 'dead' && !statusOut.has(event.player)) {
          const out: OutCause =
            event.out ??
            (phase === 'night'
              ? 'killed'
              : phase === 'voting' || phase === 'results' || votedDay === period.n
                ? 'voted'
                : lastNight > 0
                  ? 'killed'
                  : 'removed');
          // Killed at night, marked at dawn: the night before.
          const round: Period = out === 'killed' && period.kind === 'day' && lastNight > 0 ? { kind: 'night', n: lastNight } : period;
          statusOut.set(event.player, { out, round, seq, by: event.out ? 'page' : 'phase' });
        }
        break;
      }
      case 'fact':
        applyFact(event.fact, seq);
        break;
      default:
        break;
    }
  }

  function applyFact(f: ProtocolFact, seq: number): void {
    switch (f.kind) {
      case 'role':
        seatIds.add(f.player);
        roles.set(f.player, f.by, f.role);
        break;
      case 'winner':
        winner.set('', f.by, f.winner);
        break;
      case 'best-move':
        seatIds.add(f.player);
        bestMove = f.seats.length ? { player: f.player, seats: [...f.seats] } : undefined;
        break;
      case 'points':
        seatIds.add(f.player);
        points.set(f.player, f.by, f.points === 0 ? null : { points: f.points, note: f.note });
        break;
      case 'out':
        seatIds.add(f.player);
        if (f.out === null) hostOut.delete(f.player);
        else hostOut.set(f.player, { out: f.out, ...(f.round ? { round: f.round } : {}), seq });
        break;
    }
  }

  for (const v of votings) {
    const list = [...v.votes].map(([player, candidate]) => ({ player, candidate })).sort((a, b) => bySeat(a.player, b.player));
    dayOf(v.day).votings.push({ votes: list, tally: voteTally({ votes: Object.fromEntries(v.votes) }) });
  }

  // Violations: counted as the standings count them; confirmed ones listed and able to take a seat out.
  const st = standings(input.violations, game.ruleSet, {
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

  const seats: ProtocolSeat[] = [...seatIds].sort(bySeat).map((player) => {
    const p = game.state.players[player];
    const s = st.players.get(player);
    let out: Out | undefined = statusOut.get(player);
    const byRule = ruleOut.get(player);
    if (byRule) out = earlier(out, byRule);
    const host = hostOut.get(player);
    if (host?.out === 'in') out = undefined;
    else if (host) out = { out: host.out, round: host.round ?? out?.round ?? periodOf(host.seq), seq: out?.seq ?? host.seq, by: 'host' };
    const seat: ProtocolSeat = {
      player,
      role: null,
      out: out?.out ?? '',
      fouls: s ? { ...s.fouls } : { confirmed: 0, pending: 0 },
      warnings: s ? { ...s.warnings } : { confirmed: 0, pending: 0 },
      verbals: s ? { ...s.verbals } : { confirmed: 0, pending: 0 },
      violations: listed.get(player) ?? [],
    };
    if (p?.nick !== undefined) seat.nick = p.nick;
    if (p?.account !== undefined) seat.account = p.account;
    const role = roles.get(player);
    if (role) {
      seat.role = role.value;
      seat.roleBy = role.by;
    }
    if (out) {
      seat.round = out.round;
      seat.outSeq = out.seq;
      seat.outBy = out.by;
    } else {
      const pending = pendingOut.get(player);
      if (pending) seat.pendingOut = pending;
    }
    if (s?.step) seat.step = { effect: s.step.effect, ru: s.step.ru, en: s.step.en };
    const pts = points.get(player);
    if (pts) seat.points = { ...pts.value };
    return seat;
  });

  // In the order the rounds came, then the events: a night's victim marked at dawn still left before the day's removals.
  const roundStart = new Map<string, number>();
  for (const ph of phases) {
    const key = periodKey(periodOf(ph.seq));
    if (!roundStart.has(key)) roundStart.set(key, ph.seq);
  }
  const startOf = (r: Period) => roundStart.get(periodKey(r)) ?? 0;
  const eliminations: Elimination[] = seats
    .filter((s) => s.out)
    .map((s) => ({ player: s.player, out: s.out as OutCause, round: s.round!, seq: s.outSeq! }))
    .sort((a, b) => startOf(a.round) - startOf(b.round) || a.seq - b.seq || bySeat(a.player, b.player));
  const firstKilled = eliminations.find((e) => e.out === 'killed')?.player;

  const protocol: Protocol = {
    ruleSet: game.ruleSet,
    site: game.site,
    title: game.title,
    startedAt: game.startedAt,
    seats,
    eliminations,
    days: [...days.values()].sort((a, b) => a.n - b.n),
    winner: null,
    unreviewed,
    reached: periodOf(Number.MAX_SAFE_INTEGER),
  };
  const stated = winner.get('');
  if (stated) {
    protocol.winner = stated.value;
    protocol.winnerBy = stated.by;
  } else {
    // The first confirmed team loss of a seat whose side is known decides the game (the opposite side wins).
    const lost = teamLost.map((p) => seats.find((s) => s.player === p)).find((s) => s?.role && TEAM_OF[s.role] !== 'maniac');
    if (lost) {
      protocol.winner = TEAM_OF[lost.role!] === 'town' ? 'mafia' : 'town';
      protocol.winnerBy = 'team-loss';
    }
  }
  if (firstKilled) protocol.firstKilled = firstKilled;
  if (bestMove) protocol.bestMove = bestMove;
  return protocol;
}
