/**
 * The extension's IndexedDB (Dexie). Opened by the background worker and by
 * extension pages — never by the content script, which would open it under
 * the game site's origin.
 */
import Dexie, { type Table } from 'dexie';
import type { EngineState, Violation } from '../engine/engine';
import type { GameEvent } from '../engine/events';
import type { RuleSetId } from '../rulesets';
import { gameRecord, hasAccounts, type GameRecord } from '../protocol/players';
import { gameProtocol, type ProtocolOptions } from '../protocol/protocol';
import type { VIOLATION_STATUSES } from './validate';

export interface GameRow {
  id?: number;
  /** The tab the game is played in; null once closed or for imported games. */
  tabId: number | null;
  site: string;
  url: string;
  title: string;
  ruleSet: RuleSetId;
  startedAt: number;
  updatedAt: number;
  /** Engine state after the last stored event: the worker resumes from it. */
  state: EngineState;
  /** Per content-script page, the last batch item applied (exactly-once delivery). */
  pages: Record<string, number>;
  /** Imported from a file: shown read-only. */
  imported?: boolean;
  /** The page's game key (a Discord channel, a table id): a tab holds one game per key. */
  key?: string;
}

export interface EventRow {
  id?: number;
  gameId: number;
  seq: number;
  /** Dedupe key: a message id and text hash, or page id and item number. */
  key: string;
  event: GameEvent;
  history?: boolean;
  at: number;
}

export type ViolationStatus = (typeof VIOLATION_STATUSES)[number];

export interface ViolationRow extends Violation {
  id?: number;
  gameId: number;
  status: ViolationStatus;
  /** The whole message, for the panel and the report. */
  text: string;
  history?: boolean;
  at: number;
  decidedAt?: number;
}

export class GuardDB extends Dexie {
  games!: Table<GameRow, number>;
  events!: Table<EventRow, number>;
  violations!: Table<ViolationRow, number>;
  /** Per game, its players by site account (lib/protocol/players.ts): their record across games. */
  records!: Table<GameRecord, number>;

  constructor(name = 'mafia-host-guard', opts?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, opts);
    this.version(1).stores({
      games: '++id, tabId, updatedAt',
      events: '++id, gameId, &[gameId+key], [gameId+seq]',
      violations: '++id, gameId, &[gameId+key], [gameId+status], [gameId+seq]',
    });
    // 2: players across games. Every stored game gets its record row; the rows stay current after (service.ts).
    this.version(2)
      .stores({ records: 'gameId, *accounts' })
      .upgrade(async (tx) => {
        const tables = { events: tx.table<EventRow, number>('events'), violations: tx.table<ViolationRow, number>('violations') };
        for (const game of await tx.table<GameRow, number>('games').toArray())
          await tx.table<GameRecord, number>('records').put(await deriveRecord(tables, game));
      });
  }
}

/**
 * A game's record row from its stored log, read in the caller's transaction;
 * the events are read only where a seat has an account (else the row is empty).
 */
export async function deriveRecord(
  tables: { events: Table<EventRow, number>; violations: Table<ViolationRow, number> },
  game: GameRow,
  opts: ProtocolOptions = {},
): Promise<GameRecord> {
  if (!hasAccounts(game.state) || game.imported) return gameRecord(game, null);
  const id = game.id!;
  const [events, violations] = await Promise.all([
    tables.events.where('[gameId+seq]').between([id, -Infinity], [id, Infinity]).toArray(),
    tables.violations.where('gameId').equals(id).toArray(),
  ]);
  return gameRecord(game, gameProtocol({ game, events, violations }, opts));
}
