/** The feed's head: how many rows are shown of how many, and the filters by player, rule and status. */
import { useMemo } from 'preact/hooks';
import type { MessageKey } from '@/lib/i18n';
import type { ViolationRow as Row } from '@/lib/store/db';
import type { Filters } from './Feed';

export function FeedFilters(props: {
  t: (k: MessageKey) => string;
  rows: Row[];
  nicks: Record<string, string | undefined>;
  filters: Filters;
  setFilters: (f: Filters) => void;
  shown: number;
  total: number;
}) {
  const { t, rows, nicks, filters, setFilters, shown, total } = props;
  const players = useMemo(() => [...new Set(rows.map((v) => v.player))].sort((a, b) => Number(a) - Number(b)), [rows]);
  const rules = useMemo(() => [...new Set(rows.map((v) => v.rule))].sort(), [rows]);
  return (
    <div class="feed-head">
      <h2>
        {t('violations')} <small>{shown === total ? total : `${shown} ${t('of')} ${total}`}</small>
      </h2>
      <select
        aria-label={t('player')}
        value={filters.player}
        onChange={(e) => setFilters({ ...filters, player: (e.currentTarget as HTMLSelectElement).value })}
        data-testid="filter-player"
      >
        <option value="">
          {t('player')}: {t('all')}
        </option>
        {players.map((p) => (
          <option value={p}>
            {p} {nicks[p] ?? ''}
          </option>
        ))}
      </select>
      <select
        aria-label={t('rule')}
        value={filters.rule}
        onChange={(e) => setFilters({ ...filters, rule: (e.currentTarget as HTMLSelectElement).value })}
        data-testid="filter-rule"
      >
        <option value="">
          {t('rule')}: {t('all')}
        </option>
        {rules.map((r) => (
          <option value={r}>{r}</option>
        ))}
      </select>
      <select
        aria-label={t('status')}
        value={filters.status}
        onChange={(e) => setFilters({ ...filters, status: (e.currentTarget as HTMLSelectElement).value as Filters['status'] })}
        data-testid="filter-status"
      >
        <option value="">
          {t('status')}: {t('all')}
        </option>
        {(['new', 'confirmed', 'dismissed'] as const).map((s) => (
          <option value={s}>{t(`status.${s}`)}</option>
        ))}
      </select>
    </div>
  );
}
