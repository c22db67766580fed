/**
 * Data access for extension pages: the same IndexedDB the worker writes,
 * read and watched live (Dexie liveQuery), and typed requests to the worker —
 * every write goes through the worker's service.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'preact/hooks';
import { loadSettings, saveSettings, watchSettings } from '@/lib/ext/settings';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { GuardDB, type EventRow, type GameRow, type ViolationRow } from '@/lib/store/db';

let db: GuardDB | null = null;
export function getDB(): GuardDB {
  return (db ??= new GuardDB());
}

export { send } from '@/lib/ext/send';

/**
 * Re-runs a query whenever the tables it read change, from any context:
 * Dexie's liveQuery sees the worker's writes (same origin), so it is the
 * only subscription — the worker's "changed" notice would load everything a
 * second time.
 */
export function useLive<T>(query: () => Promise<T>, deps: unknown[], initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const sub = liveQuery(query).subscribe({ next: setValue, error: () => undefined });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}

export function useGames(): GameRow[] {
  return useLive(
    () =>
      traced(
        'games',
        () => getDB().games.orderBy('updatedAt').reverse().toArray(),
        () => [],
      ),
    [],
    [],
  );
}

/** One query's timing for the browser bench: its start and end (epoch ms) and the message ids of violations it saw first. */
export interface QueryTrace {
  q: string;
  start: number;
  end: number;
  ids: string[];
}

/**
 * The browser bench's per-stage timings: in the development build, once the
 * bench sets globalThis.guardTrace to an array, each live query is timed.
 */
async function traced<T>(q: string, run: () => Promise<T>, fresh: (r: T) => string[]): Promise<T> {
  const sink = import.meta.env.DEV ? (globalThis as { guardTrace?: unknown }).guardTrace : undefined;
  if (!Array.isArray(sink)) return run();
  const clock = () => performance.timeOrigin + performance.now();
  const start = clock();
  const r = await run();
  sink.push({ q, start, end: clock(), ids: fresh(r) } satisfies QueryTrace);
  return r;
}
const tracedIds = new Set<string>();

export interface LiveGame {
  game: GameRow | undefined;
  violations: ViolationRow[];
  /** The game these rows belong to (rows of the previous game are never shown as this one's). */
  gameId: number | null;
}

/**
 * The game record and its violations: everything the panel shows. The events
 * are not read here — the engine state carries the phases, nights and votes;
 * an export reads the events once, when asked (`loadEvents`).
 */
export function useGameLog(gameId: number | null): LiveGame {
  return useLive(
    async () => {
      if (gameId === null) return { game: undefined, violations: [], gameId };
      const d = getDB();
      const [game, violations] = await traced(
        'log',
        () =>
          Promise.all([d.games.get(gameId), d.violations.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray()]),
        ([, vs]) => vs.flatMap((v) => (v.eventId && !tracedIds.has(v.eventId) ? (tracedIds.add(v.eventId), [v.eventId]) : [])),
      );
      return { game, violations, gameId };
    },
    [gameId],
    { game: undefined, violations: [], gameId: null },
  );
}

/** A game's events, for an export. */
export function loadEvents(gameId: number): Promise<EventRow[]> {
  return getDB().events.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray();
}

export function useSettings(): [Settings, (s: Settings) => Promise<void>] {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  useEffect(() => {
    void loadSettings().then(setSettings);
    return watchSettings(setSettings);
  }, []);
  const save = async (s: Settings) => {
    await saveSettings(s);
    setSettings(s);
  };
  return [settings, save];
}

/** Saves a file from an extension page. */
export function download(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
