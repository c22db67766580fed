/**
 * The background worker's logic, with the browser behind small injected
 * interfaces so it runs in tests: sessions per tab, the engine per game,
 * everything stored in IndexedDB in one transaction per batch.
 *
 * An MV3 service worker can be stopped at any moment. Nothing that matters
 * lives only in memory: each batch is applied in a transaction that stores
 * the events, the violations, the engine state and the page's position
 * together, so a batch is either applied whole or not at all, and a resent
 * batch is recognised and skipped.
 */
import { tablesPlanned } from '../detect/table';
import { Engine, type EngineOptions } from '../engine/engine';
import type { GameEvent } from '../engine/events';
import type { BatchItem, EventBatch, HostCommand } from '../messaging';
import { initialState } from '../engine/engine';
import { parseImport } from '../export';
import { fnv1a } from '../text/hash';
import type { Settings } from '../settings';
import { ladderOf } from '../rulesets';
import { deriveRecord, type EventRow, type GameRow, type GuardDB, type ViolationRow } from '../store/db';
import type { GameRecord } from '../protocol/players';
import type { RuleSetId } from '../rulesets';

export interface ServiceDeps {
  db: GuardDB;
  settings: () => Promise<Settings>;
  /** Show the number of unreviewed violations on the toolbar for a tab. */
  badge: (tabId: number | null, count: number) => void;
  now?: () => number;
  /** The browser bench's per-stage timings of each page batch (development build, when the bench asks). */
  trace?: (t: BatchTrace) => void;
}

/**
 * Where a page batch's time went in the worker, in epoch milliseconds with
 * sub-millisecond precision (comparable with the content script's and the
 * panel's stamps).
 */
export interface BatchTrace {
  /** The batch's message ids. */
  ids: string[];
  /** The request reached the service. */
  recv: number;
  /** Its turn came (jobs run one at a time). */
  start: number;
  /** Settings read, transaction about to open. */
  ready: number;
  /** Inside the transaction: the game row read (found or added). */
  found: number;
  /** The stored keys of the batch's events read. */
  keyed: number;
  /** Judged, and the stored violation keys read where needed. */
  judged: number;
  /** The writes done. */
  written: number;
  /** Time spent in the engine (judging) inside the transaction, ms. */
  judgeMs: number;
  /** The transaction committed. */
  committed: number;
  /** The badge refreshed (the pages learn of the change from the database itself). */
  done: number;
  violations: number;
  /** The first batch a woken worker took: when the worker started, its bundle had been evaluated and its engine warmed. */
  boot?: { origin: number; evaluated: number; warmed: number; planned: boolean };
}

const clock = () => performance.timeOrigin + performance.now();

export function engineOptions(s: Settings, ruleSet: RuleSetId): EngineOptions {
  return {
    caps: s.caps,
    spamRepeats: s.spamRepeats,
    floodRepeats: s.floodRepeats,
    ladder: ladderOf(ruleSet, s.ladders),
    extraForbidden: s.extraForbidden,
    extraAllowed: s.extraAllowed,
    votingWords: s.clubVotingWords,
    learned: s.learned,
  };
}

/**
 * Builds what the engine builds at its first message (the detectors' tables, the words' facts) by
 * judging one ordinary message on a throwaway engine: a woken worker does it while its database opens.
 * True when the tables came from the plan written ahead (the bench prints it: planned afresh, they
 * cost the woken worker about ten times as long).
 */
export function warmEngine(): boolean {
  // With the learned model, whose weights' map is built at its first message too.
  const engine = new Engine('online', { learned: true });
  engine.feed({ type: 'phase', phase: 'day' });
  engine.feed({ type: 'message', id: 'warm', player: '1', text: 'Всем привет, я мирный, проверь 5' });
  return tablesPlanned();
}

/** A short key part from a message's text. */
export function hashText(s: string): string {
  return fnv1a(s).toString(36);
}

/** `m:<id>:` for a message's event key (every version of the message shares it), null for other events. */
function messagePrefix(key: string): string | null {
  if (!key.startsWith('m:')) return null;
  return key.slice(0, key.lastIndexOf(':') + 1);
}

function eventKey(batch: EventBatch, item: BatchItem): string {
  const e = item.event;
  // A message is known by its id and text: a re-render is the same, an edit is new.
  if (e.type === 'message' && e.id) return `m:${e.id}:${hashText(e.text)}`;
  return `p:${batch.pageId}:${item.n}`;
}

/** A page batch waiting for its turn, which later batches of the same page join. */
interface Waiting {
  batch: EventBatch;
  /** When each joined batch reached the service (the bench's traces). */
  recv: number[];
  done: Promise<{ applied: number; gameId: number }>;
}

/** One event to apply, with its stored key. */
interface Item {
  key: string;
  event: GameEvent;
  history: boolean;
}

interface Judged {
  events: EventRow[];
  violations: ViolationRow[];
}

/** The batch's items not applied before (a batch resent after a lost reply is skipped) and the host's events. */
function itemsOf(game: GameRow, batch: EventBatch | null, hostEvents: GameEvent[], now: number): Item[] {
  const items: Item[] = [];
  if (batch) {
    const last = game.pages[batch.pageId] ?? 0;
    for (const item of batch.items) {
      if (item.n <= last) continue; // resent after a lost reply
      items.push({ key: eventKey(batch, item), event: item.event, history: !!item.history });
    }
  }
  for (const event of hostEvents) items.push({ key: `h:${now}:${Math.random().toString(36).slice(2)}`, event, history: false });
  return items;
}

/** The text a violation of an event shows. */
function shownText(e: GameEvent): string {
  if (e.type === 'message') return e.text;
  if (e.type === 'player') return e.nick ?? '';
  if (e.type === 'manual') return e.note ?? '';
  return '';
}

/** Feeds the items not stored yet to the engine: their event rows and the violations found. */
function judge(
  engine: Engine,
  items: Item[],
  existing: Set<string>,
  settings: Settings,
  gameId: number,
  now: number,
  trace?: BatchTrace,
): Judged {
  const violations: ViolationRow[] = [];
  const events: EventRow[] = [];
  for (const item of items) {
    if (existing.has(item.key)) continue;
    existing.add(item.key);
    const history = item.history ? { history: true } : {};
    if (item.history && !settings.checkHistory && item.event.type === 'message') engine.skip();
    else {
      const t0 = trace ? clock() : 0;
      const found = engine.feed(item.event);
      if (trace) trace.judgeMs += clock() - t0;
      if (found.length) {
        const text = shownText(item.event).slice(0, 5000);
        const status = item.event.type === 'manual' ? 'confirmed' : 'new';
        for (const v of found) {
          // A voice finding has no message: its fragment says what was seen.
          const shown = text || v.fragment.slice(0, 5000);
          violations.push({ ...v, key: v.key, gameId, status, text: shown, at: now, ...history });
        }
      }
    }
    events.push({ gameId, seq: engine.state.seq, key: item.key, event: item.event, at: now, ...history });
  }
  return { events, violations };
}

export class GuardService {
  private queue: Promise<unknown> = Promise.resolve();
  /** Page batches waiting for their turn, by tab, page and key. */
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly deps: ServiceDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Runs jobs one at a time: batches from several tabs and host commands never interleave. */
  private serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async createGame(tabId: number | null, site: string, url: string, title: string, key?: string): Promise<number> {
    return this.deps.db.games.add(this.gameRow(await this.deps.settings(), tabId, site, url, title, key));
  }

  private gameRow(s: Settings, tabId: number | null, site: string, url: string, title: string, key?: string): GameRow {
    const now = this.now();
    return {
      tabId,
      site,
      url,
      title,
      ruleSet: s.ruleSet,
      startedAt: now,
      updatedAt: now,
      state: initialState(s.ruleSet),
      pages: {},
      ...(key !== undefined ? { key } : {}),
    };
  }

  /**
   * The game a page's batch belongs to: the tab's newest game of the same site
   * and key. A Discord tab switching channels plays one game per channel, and
   * switching back resumes the channel's game.
   */
  async gameFor(tabId: number, site: string, key: string | undefined): Promise<GameRow | undefined> {
    const games = await this.deps.db.games.where('tabId').equals(tabId).sortBy('updatedAt');
    for (let i = games.length - 1; i >= 0; i--) {
      const g = games[i]!;
      if (g.site === site && g.key === key) return g;
    }
    return undefined;
  }

  /** The game a tab is playing: the newest game bound to it. */
  async gameOfTab(tabId: number): Promise<GameRow | undefined> {
    const games = await this.deps.db.games.where('tabId').equals(tabId).sortBy('updatedAt');
    return games[games.length - 1];
  }

  /**
   * Applies a page's batch. A batch that arrives while an earlier one of the
   * same page and key still waits its turn joins it: one transaction for
   * both (items are numbered per page, so the joined batch is the two in
   * order). A batch that starts a new game never joins one.
   */
  ingest(tabId: number, batch: EventBatch): Promise<{ applied: number; gameId: number }> {
    const recv = this.deps.trace ? clock() : 0;
    const id = `${tabId}\u0000${batch.pageId}\u0000${batch.key ?? ''}`;
    const waiting = this.waiting.get(id);
    if (waiting && !batch.newGame) {
      waiting.batch = { ...batch, items: [...waiting.batch.items, ...batch.items], ...(waiting.batch.newGame ? { newGame: true } : {}) };
      waiting.recv.push(recv);
      return waiting.done;
    }
    const job: Waiting = { batch, recv: [recv], done: Promise.resolve({ applied: 0, gameId: -1 }) };
    this.waiting.set(id, job);
    job.done = this.serial(async () => {
      // From here on the job is under way: a later batch waits for a turn of its own.
      if (this.waiting.get(id) === job) this.waiting.delete(id);
      return this.ingestNow(tabId, job);
    });
    return job.done;
  }

  private async ingestNow(tabId: number, { batch, recv }: Waiting): Promise<{ applied: number; gameId: number }> {
    const sink = this.deps.trace;
    const trace = sink ? this.startTrace(batch, recv[0]!) : undefined;
    // The game is found (or started) inside the batch's own transaction: one transaction per batch.
    const r = await this.apply(
      async (settings) => {
        const found = batch.newGame ? undefined : await this.gameFor(tabId, batch.site, batch.key);
        if (found) return found;
        const row = this.gameRow(settings, tabId, batch.site, batch.url, batch.title, batch.key);
        return { ...row, id: await this.deps.db.games.add(row) };
      },
      batch,
      [],
      trace,
    );
    if (sink && trace) {
      trace.done = clock();
      sink(trace);
    }
    return r;
  }

  private startTrace(batch: EventBatch, recv: number): BatchTrace {
    const ids: string[] = [];
    for (const i of batch.items) if (i.event.type === 'message' && i.event.id) ids.push(i.event.id);
    const start = clock();
    return {
      ids,
      recv,
      start,
      ready: start,
      found: start,
      keyed: start,
      judged: start,
      written: start,
      judgeMs: 0,
      committed: start,
      done: start,
      violations: 0,
    };
  }

  /**
   * Applies a batch to a game in one transaction; items already applied are
   * skipped. `target` is the game's id, or finds the game inside the
   * transaction (it may add one). Per batch: the game row read once and
   * written once, the events' keys looked up, the new rows added, and the
   * badge's count read in the same transaction when it can have changed.
   */
  private async apply(
    target: number | ((s: Settings) => Promise<GameRow>),
    batch: EventBatch | null,
    hostEvents: GameEvent[] = [],
    trace?: BatchTrace,
  ): Promise<{ applied: number; gameId: number }> {
    const settings = await this.deps.settings();
    if (trace) trace.ready = clock();
    const { db } = this.deps;
    let gameId = typeof target === 'number' ? target : -1;
    const r = await db.transaction('rw', db.games, db.events, db.violations, async () => {
      const game = typeof target === 'number' ? await db.games.get(target) : await target(settings);
      if (!game) throw new Error(`game ${gameId} not found`);
      gameId = game.id!;
      if (trace) trace.found = clock();
      if (game.imported) throw new Error('an imported game is read-only');
      const now = this.now();
      const items = itemsOf(game, batch, hostEvents, now);
      const stored = await this.storedKeys(gameId, items);
      if (trace) trace.keyed = clock();
      const engine = new Engine(game.ruleSet, engineOptions(settings, game.ruleSet), game.state);
      const judged = judge(engine, items, stored.existing, settings, gameId, now, trace);
      const badge = await this.write(game, engine, batch, items, stored.seenIds, judged, now, trace);
      return { applied: judged.events.length, tabId: game.tabId, badge };
    });
    if (trace) trace.committed = clock();
    if (r.badge !== null) this.showBadge(r.tabId, r.badge);
    return { applied: r.applied, gameId };
  }

  /**
   * The stored keys of the items, and of every earlier version of their messages (any text): index keys
   * only, the stored events are never read back. `seenIds`: the messages judged before (an edit, or a
   * text changed while no page watched).
   */
  private async storedKeys(gameId: number, items: Item[]): Promise<{ existing: Set<string>; seenIds: Set<string> }> {
    if (!items.length) return { existing: new Set(), seenIds: new Set() };
    const ranges = items.map((i): [[number, string], [number, string]] => {
      const prefix = messagePrefix(i.key);
      return prefix
        ? [
            [gameId, prefix],
            [gameId, prefix + '\uffff'],
          ]
        : [
            [gameId, i.key],
            [gameId, i.key],
          ];
    });
    const stored = (await this.deps.db.events.where('[gameId+key]').inAnyRange(ranges, { includeUppers: true }).keys()) as unknown as [
      number,
      string,
    ][];
    const existing = new Set(stored.map((k) => k[1]));
    const seenIds = new Set(stored.map((k) => messagePrefix(k[1])).filter((p): p is string => p !== null));
    return { existing, seenIds };
  }

  /**
   * The batch's writes, sent together (requests in one transaction are queued, not awaited one by one), and
   * the count of the game's unreviewed violations read after them when the toolbar's count can have
   * changed: new violations, or a page's first batch (a reloaded tab lost its badge). Returns that count,
   * or null when the badge stays as it is.
   */
  private async write(
    game: GameRow,
    engine: Engine,
    batch: EventBatch | null,
    items: Item[],
    seenIds: Set<string>,
    { events, violations }: Judged,
    now: number,
    trace?: BatchTrace,
  ): Promise<number | null> {
    const { db } = this.deps;
    const gameId = game.id!;
    const writes: Promise<unknown>[] = [];
    if (events.length) writes.push(db.events.bulkAdd(events));
    const pages = { ...game.pages };
    if (batch && batch.items.length) pages[batch.pageId] = Math.max(pages[batch.pageId] ?? 0, ...batch.items.map((i) => i.n));
    // The row as read in this transaction, written back whole: one request instead of update's read and write.
    writes.push(
      db.games.put({
        ...game,
        state: engine.state,
        pages,
        updatedAt: now,
        ...(batch ? { url: batch.url, title: batch.title || game.title } : {}),
      }),
    );
    if (violations.length) {
      // A violation key repeats only when a message judged before is judged again: the later one gets its
      // sequence number. Only then are the stored violation keys looked up.
      const judgedBefore = items.some((i) => seenIds.has(messagePrefix(i.key) ?? ''));
      const taken = new Set(
        judgedBefore
          ? (
              (await db.violations
                .where('[gameId+key]')
                .anyOf(violations.map((v) => [gameId, v.key] as [number, string]))
                .keys()) as unknown as [number, string][]
            ).map((k) => k[1])
          : [],
      );
      for (const v of violations) {
        if (taken.has(v.key)) v.key = `${v.key}#${v.seq}`;
        taken.add(v.key);
      }
      writes.push(db.violations.bulkAdd(violations));
    }
    const badge = violations.length > 0 || (!!batch && !(batch.pageId in game.pages));
    const count = badge ? db.violations.where('[gameId+status]').equals([gameId, 'new']).count() : null;
    if (trace) trace.judged = clock();
    await Promise.all(writes);
    const n = count === null ? null : await count;
    if (trace) {
      trace.written = clock();
      trace.violations = violations.length;
    }
    return n;
  }

  host(gameId: number, command: HostCommand): Promise<void> {
    return this.serial(async () => {
      const { db } = this.deps;
      switch (command.kind) {
        case 'decide': {
          // One transaction: the decision and the game's activity time land together (one change for the pages).
          const tabId = await db.transaction('rw', db.games, db.violations, async () => {
            const v = await db.violations.get(command.violationId);
            if (!v || v.gameId !== gameId) throw new Error('no such violation');
            const game = await db.games.get(gameId);
            await db.violations.put({ ...v, status: command.status, decidedAt: this.now() });
            if (game) await db.games.put({ ...game, updatedAt: this.now() });
            return game?.tabId ?? null;
          });
          await this.refreshBadge(gameId, tabId);
          return;
        }
        case 'phase':
          // Timed by the same clock as the page's voice events (the voice rules count from the phase).
          await this.apply(gameId, null, [{ type: 'phase', phase: command.phase, ts: this.now() }]);
          return;
        case 'speech':
          await this.apply(gameId, null, [{ type: 'speech', seat: command.seat, by: 'host', ts: this.now() }]);
          return;
        case 'player': {
          const e: GameEvent = { type: 'player', player: command.player };
          if (command.status) e.status = command.status;
          if (command.inVersion !== undefined) e.inVersion = command.inVersion;
          if (command.lastSpeech !== undefined) e.lastSpeech = command.lastSpeech;
          if (command.nick !== undefined) e.nick = command.nick;
          await this.apply(gameId, null, [e]);
          return;
        }
        case 'fact':
          await this.apply(gameId, null, [{ type: 'fact', fact: command.fact }]);
          return;
        case 'manual':
          await this.apply(gameId, null, [
            {
              type: 'manual',
              player: command.player,
              rule: command.rule,
              ...(command.penalty ? { penalty: command.penalty } : {}),
              ...(command.note ? { note: command.note } : {}),
            },
          ]);
          return;
      }
    });
  }

  /** Removes a game and everything stored with it, in one transaction. */
  deleteGame(gameId: number): Promise<void> {
    return this.serial(async () => {
      const { db } = this.deps;
      const game = await db.games.get(gameId);
      if (!game) throw new Error(`game ${gameId} not found`);
      await db.transaction('rw', db.games, db.events, db.violations, db.records, async () => {
        await db.events.where('gameId').equals(gameId).delete();
        await db.violations.where('gameId').equals(gameId).delete();
        // Its part of every player's record goes with it.
        await db.records.delete(gameId);
        await db.games.delete(gameId);
      });
      await this.refreshBadge(gameId, game.tabId);
    });
  }

  /** Stores an exported game for a read-only review; a broken file throws and stores nothing. */
  importGame(text: string): Promise<number> {
    return this.serial(async () => {
      const log = parseImport(text);
      const { db } = this.deps;
      const id = await db.transaction('rw', db.games, db.events, db.violations, async () => {
        const gameId = await db.games.add({ ...log.game, updatedAt: this.now() });
        await db.events.bulkAdd(log.events.map((e) => ({ ...e, gameId })));
        await db.violations.bulkAdd(log.violations.map((v) => ({ ...v, gameId })));
        return gameId;
      });
      return id;
    });
  }

  /**
   * The record rows of the games some players (or all) played in. Rows of games changed since they were
   * derived are derived again first, in a transaction each; `except` (the game being played, which changes
   * with every message) is left as it is.
   */
  playerRecords(req: { keys?: string[]; except?: number }): Promise<GameRecord[]> {
    return this.serial(async () => {
      const { db } = this.deps;
      const settings = await this.deps.settings();
      const derived = new Map<number, number>();
      await db.records.each((r) => void derived.set(r.gameId, r.derivedAt));
      const games = await db.games.toArray();
      // A row whose game is gone (deleted by an older version, or by hand) is no one's record.
      const gone = [...derived.keys()].filter((id) => !games.some((g) => g.id === id));
      if (gone.length) await db.records.bulkDelete(gone);
      for (const game of games) {
        if (game.id === req.except || derived.get(game.id!) === game.updatedAt) continue;
        await db.transaction('rw', db.games, db.events, db.violations, db.records, async () => {
          const now = await db.games.get(game.id!);
          if (now) await db.records.put(await deriveRecord(db, now, { ladders: settings.ladders }));
        });
      }
      if (!req.keys) return db.records.toArray();
      if (!req.keys.length) return [];
      return (await db.records.where('accounts').anyOf(req.keys).distinct().toArray()).filter((r) => r.gameId !== req.except);
    });
  }

  /** The host starts a new game in the same tab (or a fresh one for a page's game). */
  newGame(from: { gameId?: number; tabId?: number }): Promise<number> {
    return this.serial(async () => {
      const old =
        from.gameId !== undefined
          ? await this.deps.db.games.get(from.gameId)
          : from.tabId !== undefined
            ? await this.gameOfTab(from.tabId)
            : undefined;
      const id = await this.createGame(old?.tabId ?? from.tabId ?? null, old?.site ?? 'manual', old?.url ?? '', old?.title ?? '', old?.key);
      await this.refreshBadge(id, old?.tabId ?? from.tabId ?? null);
      return id;
    });
  }

  async refreshBadge(gameId: number, tabId: number | null): Promise<void> {
    this.showBadge(tabId, await this.deps.db.violations.where('[gameId+status]').equals([gameId, 'new']).count());
  }

  private showBadge(tabId: number | null, count: number): void {
    try {
      this.deps.badge(tabId, count);
    } catch {
      // The badge is a convenience: the log is already stored.
    }
  }
}
