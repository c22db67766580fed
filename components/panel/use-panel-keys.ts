/**
 * The panel's keyboard (the table is keys.ts): which row has the focus, what a
 * key does to it and to the panes, and bringing a row moved to into view.
 */
import { useEffect, useRef, useState, type MutableRef } from 'preact/hooks';
import type { ViolationRow, ViolationStatus } from '@/lib/store/db';
import type { Commands } from './use-commands';
import { revealRow, type FeedItem, type Filters } from './Feed';
import { actionFor, type Action } from './keys';
import type { Pane } from './panes';
import type { Timer } from './SpeechTimer';

export interface KeyContext {
  rows: ViolationRow[];
  items: FeedItem[];
  listEl: MutableRef<HTMLDivElement | null>;
  canEdit: boolean;
  help: boolean;
  setHelp: (open: boolean) => void;
  panes: { protocol: Pane; manual: Pane; more: Pane };
  filters: Filters;
  setFilters: (f: Filters) => void;
  commands: Commands;
  timer: Timer;
  confirmNewGame: () => boolean;
}

interface Focus {
  /** Keys pressed faster than the panel renders still move one row each. */
  now: MutableRef<number | undefined>;
  move: (id: number | undefined) => void;
}

/** Escape closes the topmost of what is open, then the seat filter. */
function escape(c: KeyContext): boolean {
  const { protocol, manual, more } = c.panes;
  if (c.help) c.setHelp(false);
  else if (protocol.open) protocol.close();
  else if (manual.open) manual.close();
  else if (more.open) more.close();
  else if (c.filters.player) c.setFilters({ ...c.filters, player: '' });
  else return false;
  return true;
}

/** The row a decision acts on: the focused one, else the newest that the decision applies to. */
function decide(c: KeyContext, f: Focus, status: ViolationStatus): boolean {
  if (!c.canEdit) return false;
  const v =
    c.rows.find((x) => x.id === f.now.current) ??
    (status === 'new' ? c.rows.find((x) => x.status !== 'new') : c.rows.find((x) => x.status === 'new'));
  if (!v || v.status === status || (status !== 'new' && v.status !== 'new')) return false;
  f.move(v.id);
  c.commands.decide(v, status);
  return true;
}

function run(a: Action, c: KeyContext, f: Focus, focusedId: number | undefined): boolean {
  switch (a.kind) {
    case 'help':
      c.setHelp(true);
      return true;
    case 'escape':
      return escape(c);
    case 'next':
    case 'prev': {
      const i = c.rows.findIndex((v) => v.id === f.now.current);
      const j = i < 0 ? 0 : Math.max(0, Math.min(c.rows.length - 1, i + (a.kind === 'next' ? 1 : -1)));
      f.move(c.rows[j]?.id);
      return true;
    }
    case 'top':
      if (c.listEl.current) c.listEl.current.scrollTop = 0;
      f.move(c.rows[0]?.id);
      return true;
    case 'decide':
      return decide(c, f, a.status);
    case 'announce': {
      const v = c.rows.find((x) => x.id === focusedId) ?? c.rows[0];
      if (v) c.commands.announce(v);
      return !!v;
    }
    case 'manual':
      if (!c.canEdit) return false;
      c.panes.manual.setOpen(true);
      return true;
    case 'phase':
      c.commands.setPhase(a.phase);
      return true;
    case 'timer':
      c.timer.toggle();
      return true;
    case 'timer-next':
      c.timer.next();
      return true;
    case 'new-game':
      if (!c.canEdit || !c.confirmNewGame()) return false;
      c.commands.newGame();
      return true;
  }
}

export function usePanelKeys(gameId: number | null, c: KeyContext): [number | undefined, (id: number | undefined) => void] {
  const [focusedId, setFocusedId] = useState<number | undefined>();
  const moveFocus = useRef(false);
  const now = useRef<number | undefined>(undefined);
  now.current = focusedId;
  useEffect(() => setFocusedId(undefined), [gameId]);
  const focus: Focus = {
    now,
    move: (id) => {
      if (id === undefined) return;
      moveFocus.current = true;
      now.current = id;
      setFocusedId(id);
    },
  };
  const runRef = useRef((a: Action) => run(a, c, focus, focusedId));
  runRef.current = (a: Action) => run(a, c, focus, focusedId);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const a = actionFor(e);
      if (a && runRef.current(a)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // Keys move the focus to a row: bring it into view, then focus it once rendered.
  const { listEl, items } = c;
  useEffect(() => {
    if (!moveFocus.current || focusedId === undefined) return;
    moveFocus.current = false;
    revealRow(listEl.current, items, focusedId);
    requestAnimationFrame(() => listEl.current?.querySelector<HTMLElement>(`[data-testid="violation"][data-id="${focusedId}"]`)?.focus());
  }, [focusedId, items, listEl]);
  return [focusedId, setFocusedId];
}
