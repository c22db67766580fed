/**
 * The top of the panel: which game, its rule set, where the game is (День 2 /
 * Ночь 2) with the phase buttons and a new game (the "more" menu is MoreMenu.tsx).
 */
import { PHASES } from '@/lib/engine/events';
import { currentPeriod } from '@/lib/flow';
import type { MessageKey } from '@/lib/i18n';
import { RULE_SETS } from '@/lib/rulesets';
import type { Lang } from '@/lib/settings';
import type { GameRow } from '@/lib/store/db';
import { send } from '../data';
import { periodLabel } from './Feed';

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
