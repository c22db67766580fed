/**
 * Players across games. A player is their account on the site — a Discord
 * user id, a Polemica username — never the seat's nickname, which changes
 * from game to game. Each stored game keeps one record row (GuardDB
 * `records`): per seat with a known account, what the protocol says of it
 * (seat, nick, role, how it left, the confirmed violations). The row is
 * derived from the game's log by the protocol function and derived again
 * when the game changed since (`derivedAt`); deleting a game deletes its row.
 * A player's history is folded from the rows of their games.
 *
 * What counts is what the host confirmed: the protocol's own rule.
 */
import type { Penalty } from '../rulesets';
import { TEAM_OF, type OutCause, type Role, type Winner } from './facts';
import type { Protocol, ProtocolInput } from './protocol';

export interface RecordViolation {
  rule: string;
  penalty: Penalty;
  /** When (page time, else when it was recorded). */
  at: number;
}

export interface RecordLine {
  /** `site:account`: accounts of different sites never meet. */
  key: string;
  account: string;
  seat: string;
  nick?: string;
  role: Role | null;
  out: OutCause | '';
  fouls: number;
  warnings: number;
  removed: boolean;
  teamLoss: boolean;
  violations: RecordViolation[];
}

export interface GameRecord {
  gameId: number;
  site: string;
  title: string;
  startedAt: number;
  /** The game's `updatedAt` the row was derived at: a game changed since is derived again. */
  derivedAt: number;
  /** Keys of the players (indexed, multi-entry). */
  accounts: string[];
  players: RecordLine[];
  winner: Winner | null;
}

export const accountKey = (site: string, account: string) => `${site}:${account}`;

/** Whether a game has a seat with a known account (else its record is empty, and its events need not be read). */
export function hasAccounts(state: { players: Record<string, { account?: string }> }): boolean {
  for (const p of Object.values(state.players)) if (p.account) return true;
  return false;
}

/** The record row of a game, from its protocol. Imported games (another host's, for review) count for no one. */
export function gameRecord(
  game: ProtocolInput['game'] & { id?: number; updatedAt: number; imported?: boolean },
  protocol: Protocol | null,
): GameRecord {
  const players: RecordLine[] = [];
  if (protocol && !game.imported) {
    for (const s of protocol.seats) {
      if (!s.account) continue;
      const line: RecordLine = {
        key: accountKey(game.site, s.account),
        account: s.account,
        seat: s.player,
        role: s.role,
        out: s.out,
        fouls: s.violations.filter((v) => v.penalty === 'foul').length,
        warnings: s.violations.filter((v) => v.penalty === 'warning').length,
        removed: s.out === 'removed' || s.violations.some((v) => v.penalty === 'removal'),
        teamLoss: s.out === 'team-loss' || s.violations.some((v) => v.penalty === 'team-loss'),
        violations: s.violations.map((v) => ({ rule: v.rule, penalty: v.penalty, at: v.ts ?? game.startedAt })),
      };
      if (s.nick !== undefined) line.nick = s.nick;
      players.push(line);
    }
  }
  return {
    gameId: game.id ?? 0,
    site: game.site,
    title: game.title,
    startedAt: game.startedAt,
    derivedAt: game.updatedAt,
    accounts: [...new Set(players.map((p) => p.key))],
    players,
    winner: protocol?.winner ?? null,
  };
}

export interface HistoryGame {
  gameId: number;
  startedAt: number;
  title: string;
  seat: string;
  nick?: string;
  role: Role | null;
  out: OutCause | '';
  fouls: number;
  /** The player's side won (when the winner and their role are known). */
  won?: boolean;
}

export interface PlayerHistory {
  key: string;
  site: string;
  account: string;
  /** Nicks seen, the latest first. */
  nicks: string[];
  games: number;
  fouls: number;
  warnings: number;
  removals: number;
  teamLosses: number;
  lastPlayed: number;
  /** The latest violations first, with their game. */
  last: (RecordViolation & { gameId: number })[];
  /** The player's games, the latest first. */
  list: HistoryGame[];
}

/** How many of the latest violations a history keeps. */
export const HISTORY_LAST = 5;

/**
 * Every player's history over these game rows (`keys` limits it to some
 * players). A game counts once for a player even if they moved seats in it.
 */
export function playerHistories(records: readonly GameRecord[], keys?: readonly string[]): Map<string, PlayerHistory> {
  const wanted = keys ? new Set(keys) : null;
  const out = new Map<string, PlayerHistory>();
  const sorted = [...records].sort((a, b) => b.startedAt - a.startedAt || b.gameId - a.gameId);
  for (const r of sorted) {
    const seen = new Set<string>();
    for (const line of r.players) {
      if (wanted && !wanted.has(line.key)) continue;
      let h = out.get(line.key);
      if (!h) {
        h = {
          key: line.key,
          site: r.site,
          account: line.account,
          nicks: [],
          games: 0,
          fouls: 0,
          warnings: 0,
          removals: 0,
          teamLosses: 0,
          lastPlayed: r.startedAt,
          last: [],
          list: [],
        };
        out.set(line.key, h);
      }
      if (line.nick && !h.nicks.includes(line.nick)) h.nicks.push(line.nick);
      h.fouls += line.fouls;
      h.warnings += line.warnings;
      if (!seen.has(line.key)) {
        seen.add(line.key);
        h.games++;
        if (line.removed) h.removals++;
        if (line.teamLoss) h.teamLosses++;
      }
      for (const v of line.violations) h.last.push({ ...v, gameId: r.gameId });
      const g: HistoryGame = {
        gameId: r.gameId,
        startedAt: r.startedAt,
        title: r.title,
        seat: line.seat,
        role: line.role,
        out: line.out,
        fouls: line.fouls,
      };
      if (line.nick !== undefined) g.nick = line.nick;
      if (r.winner && line.role) g.won = r.winner === TEAM_OF[line.role];
      h.list.push(g);
    }
  }
  for (const h of out.values()) h.last = h.last.sort((a, b) => b.at - a.at).slice(0, HISTORY_LAST);
  return out;
}
