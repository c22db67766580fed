/**
 * The top of the panel: which game, its rule set, where the game is (День 2 /
 * Ночь 2) with the phase buttons and a new game, and a "more" menu keeping
 * the exports, import, sound and timer lengths — and deleting a game — out
 * of the way.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { PHASES } from '@/lib/engine/events';
import { currentPeriod } from '@/lib/flow';
import type { MessageKey } from '@/lib/i18n';
import { RULE_SETS } from '@/lib/rulesets';
import type { Lang } from '@/lib/settings';
import type { GameRow } from '@/lib/store/db';
import { send } from '../data';
import { periodLabel } from './Feed';
import { SOUND_LEVELS, type PanelPrefs } from './prefs';

type T = (k: MessageKey) => string;

/** One formatter per language: toLocaleString with options builds a new one per call, for every game on every render. */
const startFormat: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

export function gameTitle(g: GameRow, lang: Lang): string {
  const format = (startFormat[lang] ??= new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }));
  const when = format.format(g.startedAt);
  return `${g.imported ? '📥 ' : ''}${g.title || g.site} · ${when}`;
}

export function GameBar({
  games,
  game,
  t,
  lang,
  onPick,
  onHelp,
  onNewGame,
}: {
  games: GameRow[];
  game: GameRow | undefined;
  t: T;
  lang: Lang;
  onPick: (id: number) => void;
  onHelp: () => void;
  onNewGame?: () => void;
}) {
  const rules = game ? RULE_SETS[game.ruleSet].title[lang] : '';
  return (
    <header class="head">
      <select
        aria-label={`${t('games')}${rules ? ` · ${t('ruleSet')}: ${rules}` : ''}`}
        title={rules}
        value={String(game?.id ?? '')}
        onChange={(e) => onPick(Number((e.currentTarget as HTMLSelectElement).value))}
        data-testid="game-picker"
      >
        {games.map((g) => (
          <option value={String(g.id)}>{gameTitle(g, lang)}</option>
        ))}
      </select>
      {onNewGame && (
        <button class="new-game" data-testid="new-game" title={`${t('newGame')} (Shift+N)`} onClick={onNewGame}>
          {t('newGame')}
        </button>
      )}
      <button class="icon" aria-label={t('help')} title={`${t('help')} (?)`} data-testid="help-button" onClick={onHelp}>
        ?
      </button>
    </header>
  );
}

export function PhaseBar({ game, t, act }: { game: GameRow; t: T; act: (p: Promise<unknown>) => void }) {
  const period = currentPeriod(game.state);
  return (
    <div class="phase-bar" role="group" aria-label={t('phase')}>
      <strong class={`day-number ${period.kind}`} data-testid="day-number" data-kind={period.kind} data-n={period.n}>
        {periodLabel(period, t)}
      </strong>
      {PHASES.map((p) => (
        <button
          class={game.state.phase === p ? 'on' : ''}
          aria-pressed={game.state.phase === p}
          data-testid={`phase-${p}`}
          onClick={() => act(send('host', { gameId: game.id!, command: { kind: 'phase', phase: p } }))}
        >
          {t(`phase.${p}` as MessageKey)}
        </button>
      ))}
    </div>
  );
}

export function MoreMenu({
  t,
  open,
  rules,
  prefs,
  setPrefs,
  onExport,
  onImport,
  onDelete,
  children,
}: {
  t: T;
  open: boolean;
  rules: string;
  prefs: PanelPrefs;
  setPrefs: (p: PanelPrefs) => void;
  onExport: (kind: 'json' | 'csv' | 'html') => void;
  onImport: (f: File) => void;
  onDelete: () => void;
  /** More rows of the menu (a link to the players page). */
  children?: ComponentChildren;
}) {
  const input = useRef<HTMLInputElement>(null);
  const secs = (v: string, d: number) => {
    const n = Math.round(Number(v));
    return Number.isFinite(n) && n >= 5 && n <= 600 ? n : d;
  };
  return (
    <section class="more" id="more-menu" hidden={!open} aria-label={t('more')}>
      <div class="more-body">
        {rules && (
          <div class="row">
            {t('ruleSet')}: <b>{rules}</b>
          </div>
        )}
        <div class="row">
          <span>{t('export')}:</span>
          <button data-testid="export-json" onClick={() => onExport('json')}>
            JSON
          </button>
          <button data-testid="export-csv" onClick={() => onExport('csv')}>
            CSV
          </button>
          <button data-testid="export-report" onClick={() => onExport('html')}>
            {t('report')}
          </button>
          <label class="import">
            {t('import')}
            <input
              ref={input}
              type="file"
              accept=".json,application/json"
              data-testid="import-file"
              onChange={(e) => {
                const f = (e.currentTarget as HTMLInputElement).files?.[0];
                if (f) onImport(f);
                if (input.current) input.current.value = '';
              }}
            />
          </label>
        </div>
        <div class="row">
          <label>
            {t('sound')}{' '}
            <select
              value={prefs.sound}
              onChange={(e) => setPrefs({ ...prefs, sound: (e.currentTarget as HTMLSelectElement).value as PanelPrefs['sound'] })}
              data-testid="sound-level"
            >
              {SOUND_LEVELS.map((l) => (
                <option value={l}>{t(`sound.${l}` as MessageKey)}</option>
              ))}
            </select>
          </label>
          <label>
            {t('timer.full')}{' '}
            <input
              type="number"
              min={5}
              max={600}
              value={prefs.speech}
              onChange={(e) => setPrefs({ ...prefs, speech: secs((e.currentTarget as HTMLInputElement).value, prefs.speech) })}
            />
          </label>
          <label>
            {t('timer.short')}{' '}
            <input
              type="number"
              min={5}
              max={600}
              value={prefs.short}
              onChange={(e) => setPrefs({ ...prefs, short: secs((e.currentTarget as HTMLInputElement).value, prefs.short) })}
            />
          </label>
          <label class="check">
            <input
              type="checkbox"
              data-testid="auto-start"
              checked={prefs.autoStart}
              onChange={(e) => setPrefs({ ...prefs, autoStart: (e.currentTarget as HTMLInputElement).checked })}
            />
            {t('timer.autoStart')}
          </label>
        </div>
        {children}
        <div class="row danger">
          <button class="delete" data-testid="delete-game" onClick={onDelete}>
            {t('deleteGame')}
          </button>
        </div>
      </div>
    </section>
  );
}
