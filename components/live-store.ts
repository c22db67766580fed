/**
 * The extension pages' live copy of the log, kept current change by change
 * instead of reloaded: Dexie reports every committed write, from any context
 * (the worker's included, over a BroadcastChannel), as the primary keys it
 * touched per table ("storagemutated"). The store reads exactly those rows —
 * the changed game rows and the new or decided violations — in one read
 * transaction per change, and several changes that arrive while a read is
 * under way are read together. A new message therefore costs a read of one
 * game row and its own violations, however long the game already is.
 *
 * Where Dexie names a range instead of keys (a bulk write of 50 rows or more,
 * a cleared table, a page restored from the back-forward cache), the table is
 * read again whole: correct first, incremental where it can be.
 *
 * Reads are idempotent (a row is read as it is now, a missing one is gone),
 * so a change reported twice, or reported while the first load runs, only
 * costs a read.
 */
import Dexie, { RangeSet, type IntervalTree, type ObservabilitySet } from 'dexie';
import type { GameRow, GuardDB, ViolationRow } from '@/lib/store/db';

/** The changed primary keys of one table: null when nothing changed, 'all' when Dexie gave a range. */
export type Changed = null | 'all' | number[];

/** What a change touched in `table` of database `db`, from Dexie's storagemutated parts. */
export function changedKeys(parts: ObservabilitySet, db: string, table: string): Changed {
  if (parts.all && !isEmpty(parts.all)) return 'all';
  const tree = parts[`idb://${db}/${table}/`];
  if (!tree || isEmpty(tree)) return null;
  const keys: number[] = [];
  // Parts that came over the BroadcastChannel are plain trees: RangeSet() wraps one to iterate it.
  for (const node of RangeSet(tree)) {
    if (node.from !== node.to || typeof node.from !== 'number') return 'all';
    keys.push(node.from);
  }
  return keys;
}

const isEmpty = (t: IntervalTree) => !('from' in t);

export interface LogSnapshot {
  game: GameRow | undefined;
  violations: ViolationRow[];
  /** The game these rows belong to (rows of the previous game are never shown as this one's). */
  gameId: number | null;
}

interface Log {
  snap: LogSnapshot;
  /** Violation id → position in snap.violations. */
  at: Map<number, number>;
  /** Read whole at the next flush (first subscription, or a range Dexie could not list). */
  full: boolean;
  subs: Set<(s: LogSnapshot) => void>;
}

/** Work done, for tests that count it: read transactions and rows read. */
export interface StoreWork {
  reads: number;
  rows: number;
}

/** One query's timing for the browser bench: start and end (epoch ms) and the message ids of violations seen first. */
export interface QueryTrace {
  q: string;
  start: number;
  end: number;
  ids: string[];
}

/** (seq, id) order, the order of the [gameId+seq] index. */
const before = (a: ViolationRow, b: ViolationRow) => a.seq < b.seq || (a.seq === b.seq && a.id! < b.id!);

export class LiveStore {
  private games = new Map<number, GameRow>();
  private gameList: GameRow[] = [];
  private gamesReady = false;
  private gameSubs = new Set<(g: GameRow[]) => void>();
  private logs = new Map<number, Log>();
  private pendingGames: Changed = 'all';
  private pendingViolations: Changed = null;
  private running = false;
  readonly work: StoreWork = { reads: 0, rows: 0 };

  constructor(private readonly db: GuardDB) {
    Dexie.on('storagemutated', (parts: ObservabilitySet) => this.onChange(parts));
  }

  /** Calls back with every game, most recently active first, now (once read) and on each change. */
  watchGames(cb: (games: GameRow[]) => void): () => void {
    this.gameSubs.add(cb);
    if (this.gamesReady) cb(this.gameList);
    else void this.run();
    return () => this.gameSubs.delete(cb);
  }

  /** Calls back with a game's record and violations, now (once read) and on each change. */
  watchLog(gameId: number, cb: (s: LogSnapshot) => void): () => void {
    let log = this.logs.get(gameId);
    if (!log) {
      log = { snap: { game: undefined, violations: [], gameId }, at: new Map(), full: true, subs: new Set() };
      this.logs.set(gameId, log);
      void this.run();
    } else if (!log.full) cb(log.snap);
    log.subs.add(cb);
    const mine = log;
    return () => {
      mine.subs.delete(cb);
      if (!mine.subs.size && this.logs.get(gameId) === mine) this.logs.delete(gameId);
    };
  }

  private onChange(parts: ObservabilitySet): void {
    this.pendingGames = merge(this.pendingGames, changedKeys(parts, this.db.name, 'games'));
    this.pendingViolations = merge(this.pendingViolations, changedKeys(parts, this.db.name, 'violations'));
    if (this.pendingGames || this.pendingViolations) void this.run();
  }

  /** Reads what changed, one transaction at a time; changes reported meanwhile are read together next. */
  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pendingGames || this.pendingViolations || [...this.logs.values()].some((l) => l.full)) {
        const games = this.pendingGames;
        const violations = this.pendingViolations;
        this.pendingGames = this.pendingViolations = null;
        const full = [...this.logs].filter(([, l]) => l.full || violations === 'all');
        for (const [, l] of full) l.full = false;
        if (!(await this.read(games, violations, full))) {
          // A failed read may have missed a change: everything is read again, at the next change (no retry loop).
          this.pendingGames = 'all';
          for (const l of this.logs.values()) l.full = true;
          break;
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** Reads a change and publishes it; false when the read failed. */
  private async read(games: Changed, violations: Changed, full: [number, Log][]): Promise<boolean> {
    const sink = import.meta.env.DEV ? (globalThis as { guardTrace?: unknown }).guardTrace : undefined;
    const clock = () => performance.timeOrigin + performance.now();
    const start = Array.isArray(sink) ? clock() : 0;
    const { db } = this;
    let gameRows: (GameRow | undefined)[] = [];
    let changedRows: (ViolationRow | undefined)[] = [];
    const whole = new Map<number, ViolationRow[]>();
    try {
      // The requests go out together: one round trip for a change, not one per table.
      await db.transaction('r', db.games, db.violations, () =>
        Promise.all([
          games === 'all' ? db.games.toArray().then((r) => (gameRows = r)) : games && db.games.bulkGet(games).then((r) => (gameRows = r)),
          Array.isArray(violations) && db.violations.bulkGet(violations).then((r) => (changedRows = r)),
          ...full.map(([id]) =>
            db.violations
              .where('[gameId+seq]')
              .between([id, -Infinity], [id, Infinity])
              .toArray()
              .then((r) => whole.set(id, r)),
          ),
        ]),
      );
    } catch {
      // The database went away for a moment (closed for an upgrade, deleted): nothing published.
      return false;
    }
    this.work.reads++;
    this.work.rows += gameRows.length + changedRows.length + [...whole.values()].reduce((n, vs) => n + vs.length, 0);

    const touched = new Set<Log>();
    if (games === 'all') this.games.clear();
    if (games) {
      gameRows.forEach((row, i) => {
        const id = games === 'all' ? row!.id! : games[i]!;
        if (row) this.games.set(id, row);
        else this.games.delete(id);
      });
      this.gameList = [...this.games.values()].sort((a, b) => b.updatedAt - a.updatedAt || b.id! - a.id!);
      for (const [id, log] of this.logs) if (log.snap.game !== this.games.get(id)) touched.add(log);
    }
    for (const [id, rows] of whole) {
      const log = this.logs.get(id);
      if (!log) continue;
      log.snap = { ...log.snap, violations: rows };
      log.at = new Map(rows.map((v, i) => [v.id!, i]));
      touched.add(log);
    }
    const fresh: string[] = [];
    if (Array.isArray(violations)) {
      const edits = new Map<Log, ViolationRow[]>();
      violations.forEach((id, i) => {
        const row = changedRows[i];
        for (const [gameId, log] of this.logs) {
          if (whole.has(gameId)) continue;
          if (row ? row.gameId === gameId : log.at.has(id)) {
            const list = edits.get(log) ?? [];
            list.push(row ?? ({ id, gameId: -1 } as ViolationRow));
            edits.set(log, list);
          }
        }
      });
      for (const [log, rows] of edits) {
        if (sink) for (const v of rows) if (v.eventId && !log.at.has(v.id!)) fresh.push(v.eventId);
        this.patch(log, rows);
        touched.add(log);
      }
    }
    if (Array.isArray(sink)) sink.push({ q: 'log', start, end: clock(), ids: fresh } satisfies QueryTrace);

    if (games) {
      this.gamesReady = true;
      for (const cb of this.gameSubs) cb(this.gameList);
    }
    for (const log of touched) {
      const id = log.snap.gameId!;
      log.snap = { ...log.snap, game: this.games.get(id) };
      if (this.gamesReady) for (const cb of log.subs) cb(log.snap);
    }
    return true;
  }

  /** Applies changed rows to a log (a row with gameId -1 is gone). */
  private patch(log: Log, rows: ViolationRow[]): void {
    const list = log.snap.violations.slice();
    let reindex = false;
    for (const row of rows) {
      const at = log.at.get(row.id!);
      if (row.gameId === -1) {
        if (at === undefined) continue;
        list.splice(at, 1);
        log.at.delete(row.id!);
        reindex = true;
      } else if (at !== undefined) list[at] = row;
      else if (!list.length || before(list[list.length - 1]!, row)) {
        // The usual case: a new violation comes after every earlier one.
        log.at.set(row.id!, list.length);
        list.push(row);
      } else {
        let lo = 0;
        let hi = list.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (before(list[mid]!, row)) lo = mid + 1;
          else hi = mid;
        }
        list.splice(lo, 0, row);
        reindex = true;
      }
    }
    if (reindex) log.at = new Map(list.map((v, i) => [v.id!, i]));
    log.snap = { ...log.snap, violations: list };
  }
}

function merge(a: Changed, b: Changed): Changed {
  if (a === 'all' || b === 'all') return 'all';
  if (!a) return b;
  if (!b) return a;
  return [...new Set([...a, ...b])];
}
