/**
 * Data access for extension pages: the same IndexedDB the worker writes,
 * watched live (Dexie liveQuery sees the worker's writes; the worker's
 * "changed" notice is a second signal), and typed requests to the worker.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { loadSettings, saveSettings, watchSettings } from '@/lib/ext/settings';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { GuardDB, type EventRow, type GameRow, type ViolationRow } from '@/lib/store/db';

let db: GuardDB | null = null;
export function getDB(): GuardDB {
  return (db ??= new GuardDB());
}

export { send } from '@/lib/ext/send';

/** Re-runs a query whenever the database changes (from any context). */
export function useLive<T>(query: () => Promise<T>, deps: unknown[], initial: T): T {
  const [value, setValue] = useState<T>(initial);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const onMessage = (m: unknown) => {
      if (m && typeof m === 'object' && (m as { type?: string }).type === 'changed') setTick((t) => t + 1);
    };
    browser.runtime.onMessage.addListener(onMessage);
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }, []);
  useEffect(() => {
    const sub = liveQuery(query).subscribe({ next: setValue, error: () => undefined });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  return value;
}

export function useGames(): GameRow[] {
  return useLive(() => getDB().games.orderBy('updatedAt').reverse().toArray(), [], []);
}

export function useGameLog(gameId: number | null): { game: GameRow | undefined; events: EventRow[]; violations: ViolationRow[] } {
  return useLive(
    async () => {
      if (gameId === null) return { game: undefined, events: [], violations: [] };
      const d = getDB();
      const [game, events, violations] = await Promise.all([d.games.get(gameId), d.events.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray(), d.violations.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray()]);
      return { game, events, violations };
    },
    [gameId],
    { game: undefined, events: [], violations: [] },
  );
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
