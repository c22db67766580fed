/**
 * Data access for extension pages: the same IndexedDB the worker writes,
 * read and kept current change by change (live-store.ts), and typed requests to the worker —
 * every write goes through the worker's service.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadSettings, saveSettings, watchSettings } from '@/lib/ext/settings';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { GuardDB, type EventRow, type GameRow } from '@/lib/store/db';
import { LiveStore, type LogSnapshot } from './live-store';
import { perFrame } from './per-frame';

let db: GuardDB | null = null;
export function getDB(): GuardDB {
  return (db ??= new GuardDB());
}

export { send } from '@/lib/ext/send';

let store: LiveStore | null = null;
/** The page's one live copy of the log (components/live-store.ts). */
export function liveStore(): LiveStore {
  return (store ??= new LiveStore(getDB()));
}

/** Every game, most recently active first, kept current. */
export function useGames(): GameRow[] {
  const [games, setGames] = useState<GameRow[]>([]);
  useEffect(() => liveStore().watchGames(perFrame(setGames)), []);
  return games;
}

export type LiveGame = LogSnapshot;

/**
 * The game record and its violations: everything the panel shows, kept
 * current change by change. The events are not read here — the engine state
 * carries the phases, nights and votes; an export reads the events once, when
 * asked (`loadEvents`).
 */
export function useGameLog(gameId: number | null): LiveGame {
  const [log, setLog] = useState<LiveGame>({ game: undefined, violations: [], gameId: null });
  useEffect(() => {
    // One gated setter: a snapshot of the game before a switch, held for the frame, never lands after it.
    const set = perFrame(setLog);
    if (gameId === null) {
      set({ game: undefined, violations: [], gameId });
      return;
    }
    return liveStore().watchLog(gameId, set);
  }, [gameId]);
  return log;
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
