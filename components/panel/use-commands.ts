/**
 * The side panel's requests to the background service and the lines that
 * report on them: the error line, the announce line (what was copied), the
 * decisions, a new game, the phase, and the game's files (export, import, delete).
 */
import { useState } from 'preact/hooks';
import { announceText } from '@/lib/consequence';
import type { Phase } from '@/lib/engine/events';
import { MAX_IMPORT_SIZE, toCSV, toJSON, toReportHTML } from '@/lib/export';
import { fill, type MessageKey } from '@/lib/i18n';
import type { Requests } from '@/lib/messaging';
import type { Lang, Settings } from '@/lib/settings';
import type { Consequence } from '@/lib/standing';
import type { GameRow, ViolationRow, ViolationStatus } from '@/lib/store/db';
import { download, loadEvents, send } from '../data';

export type ExportKind = 'json' | 'csv' | 'html';

export interface Commands {
  error: string;
  setError: (e: string) => void;
  notice: string;
  setNotice: (n: string) => void;
  /** Runs a request; its failure shows on the error line. */
  act: (p: Promise<unknown>) => Promise<unknown>;
  decide: (v: ViolationRow, s: ViolationStatus) => void;
  /** Copies a text for the host to paste into the chat, and says so. */
  copy: (text: string) => void;
  announce: (v: ViolationRow) => void;
  newGame: () => void;
  setPhase: (phase: Phase) => void;
  setSpeaker: (seat: string) => void;
  onExport: (kind: ExportKind) => Promise<void>;
  onImport: (file: File) => Promise<void>;
  onDelete: () => void;
}

export interface CommandContext {
  game: GameRow | undefined;
  readOnly: boolean;
  violations: ViolationRow[];
  cons: Map<ViolationRow, Consequence>;
  nicks: Record<string, string | undefined>;
  lang: Lang;
  ladders: Settings['ladders'];
  t: (k: MessageKey) => string;
  setPicked: (id: number | null) => void;
}

function fileName(g: GameRow, ext: string): string {
  return `mafia-game-${g.id}-${new Date(g.startedAt).toISOString().slice(0, 16).replace(/[:T]/g, '-')}.${ext}`;
}

/** The game's files: every export carries the protocol, which is read from the events. */
async function exportGame(game: GameRow, violations: ViolationRow[], kind: ExportKind, opts: Pick<CommandContext, 'lang' | 'ladders'>) {
  if (game.id === undefined) return;
  const log = { game, violations, events: await loadEvents(game.id) };
  const o = { lang: opts.lang, ladders: opts.ladders };
  if (kind === 'json') download(fileName(game, 'json'), toJSON(log, new Date(), o), 'application/json');
  else if (kind === 'csv') download(fileName(game, 'csv'), toCSV(log, o), 'text/csv;charset=utf-8');
  else download(fileName(game, 'html'), toReportHTML(log, o), 'text/html;charset=utf-8');
}

export function useCommands(ctx: CommandContext): Commands {
  const { game, readOnly, t, setPicked } = ctx;
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const act = (p: Promise<unknown>) => p.catch((e: Error) => setError(e.message));
  const host = (command: Requests['host']['req']['command']) => game?.id !== undefined && act(send('host', { gameId: game.id, command }));
  const copy = (text: string) => {
    setNotice(fill(t('copied'), { text }));
    void navigator.clipboard?.writeText(text).catch(() => undefined);
  };
  const onImport = async (file: File) => {
    try {
      // Refused before it is read into memory.
      if (file.size > MAX_IMPORT_SIZE) throw new Error(`the file is too large (over ${MAX_IMPORT_SIZE / 1024 / 1024} MiB)`);
      const r = await send('import', { text: await file.text() });
      setPicked(r.gameId);
      setError('');
    } catch (e) {
      setError(`${t('importError')}: ${(e as Error).message}`);
    }
  };
  return {
    error,
    setError,
    notice,
    setNotice,
    act,
    decide: (v, s) =>
      v.id !== undefined && act(send('host', { gameId: v.gameId, command: { kind: 'decide', violationId: v.id, status: s } })),
    copy,
    announce: (v) => {
      const c = ctx.cons.get(v);
      if (c && game) copy(announceText(v, ctx.nicks[v.player], c, game.ruleSet, ctx.lang));
    },
    newGame: () => game?.id !== undefined && act(send('new-game', { gameId: game.id }).then((r) => setPicked(r.gameId))),
    setPhase: (phase) => !readOnly && host({ kind: 'phase', phase }),
    setSpeaker: (seat) => host({ kind: 'speech', seat }),
    onExport: async (kind) => {
      if (game) await exportGame(game, ctx.violations, kind, ctx);
    },
    onImport,
    onDelete: () => {
      if (game?.id === undefined || !confirm(t('deleteConfirm'))) return;
      act(send('delete-game', { gameId: game.id }).then(() => setPicked(null)));
    },
  };
}
