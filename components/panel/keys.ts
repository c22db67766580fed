/**
 * The panel's keyboard shortcuts: one table for the handler and the help
 * overlay. Single keys work when no text field has the focus.
 */
import type { Phase } from '@/lib/engine/events';
import type { MessageKey } from '@/lib/i18n';

export type Action =
  | { kind: 'next' }
  | { kind: 'prev' }
  | { kind: 'top' }
  | { kind: 'decide'; status: 'confirmed' | 'dismissed' | 'new' }
  | { kind: 'announce' }
  | { kind: 'manual' }
  | { kind: 'phase'; phase: Phase }
  | { kind: 'timer' }
  | { kind: 'timer-next' }
  | { kind: 'new-game' }
  | { kind: 'help' }
  | { kind: 'escape' };

export interface Shortcut {
  /** KeyboardEvent.key values. */
  keys: string[];
  /** As shown in the help. */
  label: string;
  help: MessageKey;
  action: Action;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: ['j', 'ArrowDown'], label: 'J / ↓', help: 'key.next', action: { kind: 'next' } },
  { keys: ['k', 'ArrowUp'], label: 'K / ↑', help: 'key.prev', action: { kind: 'prev' } },
  { keys: ['Home'], label: 'Home', help: 'key.top', action: { kind: 'top' } },
  { keys: ['c'], label: 'C', help: 'key.confirm', action: { kind: 'decide', status: 'confirmed' } },
  { keys: ['x'], label: 'X', help: 'key.dismiss', action: { kind: 'decide', status: 'dismissed' } },
  { keys: ['u'], label: 'U', help: 'key.undo', action: { kind: 'decide', status: 'new' } },
  { keys: ['a'], label: 'A', help: 'key.announce', action: { kind: 'announce' } },
  { keys: ['m'], label: 'M', help: 'key.manual', action: { kind: 'manual' } },
  { keys: ['1'], label: '1', help: 'key.phase', action: { kind: 'phase', phase: 'day' } },
  { keys: ['2'], label: '2', help: 'key.phase', action: { kind: 'phase', phase: 'night' } },
  { keys: ['3'], label: '3', help: 'key.phase', action: { kind: 'phase', phase: 'voting' } },
  { keys: ['4'], label: '4', help: 'key.phase', action: { kind: 'phase', phase: 'results' } },
  { keys: ['t'], label: 'T', help: 'key.timer', action: { kind: 'timer' } },
  { keys: ['s'], label: 'S', help: 'key.timerNext', action: { kind: 'timer-next' } },
  { keys: ['N'], label: 'Shift+N', help: 'key.newGame', action: { kind: 'new-game' } },
  { keys: ['?'], label: '?', help: 'key.help', action: { kind: 'help' } },
  { keys: ['Escape'], label: 'Esc', help: 'key.escape', action: { kind: 'escape' } },
];

/** Keys typed into a field are text, not commands (Escape still closes). */
export function actionFor(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): Action | undefined {
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  const el = e.target as HTMLElement | null;
  const typing = !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
  if (typing && e.key !== 'Escape') return undefined;
  // Arrows move the feed only from a row: elsewhere they keep their usual meaning.
  if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !el?.closest?.('[data-testid="violation"]')) return undefined;
  const key = e.key.length === 1 && e.key !== 'N' ? e.key.toLowerCase() : e.key;
  return SHORTCUTS.find((s) => s.keys.includes(key))?.action;
}
