/**
 * A game's events for the views that need them (the protocol), kept current
 * while such a view is open. Events are only ever added, in sequence order,
 * so each change of the game reads only the events after the last one read:
 * one indexed range, however long the game already is. Reads run one after
 * another; changes that come while one runs are read together by the next.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { EventRow } from '@/lib/store/db';
import { getDB } from '../data';

interface Loader {
  gameId: number | null;
  rows: EventRow[];
  queued: boolean;
  chain: Promise<void>;
}

export function useGameEvents(gameId: number | null, version: number | undefined): EventRow[] {
  const [rows, setRows] = useState<EventRow[]>([]);
  const st = useRef<Loader>({ gameId: null, rows: [], queued: false, chain: Promise.resolve() }).current;
  useEffect(() => {
    if (st.gameId !== gameId) {
      st.gameId = gameId;
      st.rows = [];
      setRows([]);
    }
    if (gameId === null || st.queued) return;
    st.queued = true;
    st.chain = st.chain
      .then(async () => {
        st.queued = false;
        const id = st.gameId;
        if (id === null) return;
        const from = (st.rows.at(-1)?.seq ?? 0) + 1;
        const fresh = await getDB().events.where('[gameId+seq]').between([id, from], [id, Infinity]).toArray();
        // Another game picked meanwhile: the load queued for it reads it from the start.
        if (st.gameId !== id || !fresh.length) return;
        st.rows = st.rows.concat(fresh);
        setRows(st.rows);
      })
      .catch(() => undefined);
  }, [st, gameId, version]);
  return rows;
}
