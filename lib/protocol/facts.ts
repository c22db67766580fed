/**
 * What only the host knows about a game (or what a bot's end-of-game message
 * tells): roles, the winner, the first-killed player's best move, extra
 * points, and a correction of how a seat left the game. Each is an event in
 * the log like the others (`{ type: 'fact', fact }`), validated here, stored
 * with the game's events and replayed by the protocol (lib/protocol/protocol.ts):
 * the latest fact of a kind for a seat wins, and the host's facts win over
 * what a page read.
 */
import type { Period } from '../flow';

/** Roles of sports Mafia and of the Discord and Telegram bots' games. */
export const ROLES = ['civilian', 'sheriff', 'mafia', 'don', 'doctor', 'maniac', 'lover'] as const;
export type Role = (typeof ROLES)[number];

export type Team = 'town' | 'mafia' | 'maniac';
export const WINNERS = ['town', 'mafia', 'maniac', 'draw'] as const;
export type Winner = (typeof WINNERS)[number];

/** Which side a role plays for. */
export const TEAM_OF: Record<Role, Team> = {
  civilian: 'town',
  sheriff: 'town',
  doctor: 'town',
  lover: 'town',
  mafia: 'mafia',
  don: 'mafia',
  maniac: 'maniac',
};

/** How a seat left the game. */
export const OUT_CAUSES = ['voted', 'killed', 'removed', 'team-loss'] as const;
export type OutCause = (typeof OUT_CAUSES)[number];

/** A day or a night, as lib/flow.ts numbers them. */
export type Round = Period;

/** Who stated a fact: the host in the panel, or the page (a bot's end-of-game message). */
export type FactSource = 'host' | 'page';

export type ProtocolFact =
  | { kind: 'role'; player: string; role: Role | null; by: FactSource }
  | { kind: 'winner'; winner: Winner | null; by: FactSource }
  /** The first-killed player's best move: up to three seats they name as black. */
  | { kind: 'best-move'; player: string; seats: string[]; by: FactSource }
  /** Extra points (plus or minus) with the host's reason; 0 takes them back. */
  | { kind: 'points'; player: string; points: number; note: string; by: FactSource }
  /**
   * The host's word on how a seat left, over what the log implies: a cause, `in` (it did not leave), or
   * null (no word: the log decides again).
   */
  | { kind: 'out'; player: string; out: OutCause | 'in' | null; round?: Round; by: FactSource };

export type FactKind = ProtocolFact['kind'];

/** What a page may state by itself: what a bot announces at the end of a game. */
export const PAGE_FACTS: readonly FactKind[] = ['role', 'winner'];

const MAX_SEAT = 100;
const MAX_NOTE = 500;
/** Extra points are small numbers (mafiaratings: ±0.1 … ±1); a wider range is a typo. */
export const MAX_POINTS = 10;

const seat = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 && v.length <= MAX_SEAT ? v : undefined);
const oneOf = <T extends string>(xs: readonly T[], v: unknown): v is T => typeof v === 'string' && (xs as readonly string[]).includes(v);

function round(v: unknown): Round | undefined | string {
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null) return 'round must be an object';
  const r = v as Record<string, unknown>;
  if ((r.kind !== 'day' && r.kind !== 'night') || !Number.isSafeInteger(r.n) || (r.n as number) < 0 || (r.n as number) > 1000)
    return 'round needs kind day|night and a number';
  return { kind: r.kind, n: r.n as number };
}

/** A fact from outside (a page, a host command, a file), checked field by field; or what is wrong with it. */
export function parseFact(raw: unknown): ProtocolFact | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'fact: not an object';
  const f = raw as Record<string, unknown>;
  const by: FactSource = f.by === 'page' ? 'page' : f.by === 'host' ? 'host' : ('' as FactSource);
  if (!by) return 'fact: "by" must be host or page';
  const player = seat(f.player);
  switch (f.kind) {
    case 'role':
      if (!player) return 'fact: role needs a player';
      if (f.role !== null && !oneOf(ROLES, f.role)) return `fact: role must be one of ${ROLES.join(', ')} or null`;
      return { kind: 'role', player, role: f.role, by };
    case 'winner':
      if (f.winner !== null && !oneOf(WINNERS, f.winner)) return `fact: winner must be one of ${WINNERS.join(', ')} or null`;
      return { kind: 'winner', winner: f.winner, by };
    case 'best-move': {
      if (!player) return 'fact: best move needs a player';
      if (!Array.isArray(f.seats) || f.seats.length > 3) return 'fact: best move names up to three seats';
      const seats: string[] = [];
      for (const s of f.seats) {
        const ok = seat(s);
        if (!ok) return 'fact: best move seats must be seat ids';
        if (!seats.includes(ok)) seats.push(ok);
      }
      return { kind: 'best-move', player, seats, by };
    }
    case 'points': {
      if (!player) return 'fact: points need a player';
      const points = f.points;
      if (typeof points !== 'number' || !Number.isFinite(points) || Math.abs(points) > MAX_POINTS)
        return `fact: points must be a number within ±${MAX_POINTS}`;
      if (typeof f.note !== 'string' || f.note.length > MAX_NOTE) return 'fact: points need a note';
      const note = f.note.trim();
      // Points without a reason are not accepted (a rating club asks for one); taking them back needs none.
      if (points !== 0 && !note) return 'fact: extra points need a comment';
      return { kind: 'points', player, points, note, by };
    }
    case 'out': {
      if (!player) return 'fact: out needs a player';
      if (f.out !== null && f.out !== 'in' && !oneOf(OUT_CAUSES, f.out))
        return `fact: out must be one of ${OUT_CAUSES.join(', ')}, in or null`;
      const r = round(f.round);
      if (typeof r === 'string') return `fact: ${r}`;
      return { kind: 'out', player, out: f.out, ...(r ? { round: r } : {}), by };
    }
    default:
      return 'fact: unknown kind';
  }
}
