/**
 * The violation feed, newest first and grouped by day and night, with
 * filters. Rows arriving while the host has scrolled down show an
 * "N new ↑" pill that brings them back to the top.
 */
import { useMemo, useRef } from 'preact/hooks';
import type { EngineState } from '@/lib/engine/engine';
import { periodKey, periodLookup, type Period } from '@/lib/flow';
import { fill, type MessageKey } from '@/lib/i18n';
import type { RuleSetId } from '@/lib/rulesets';
import type { Lang } from '@/lib/settings';
import type { Consequence } from '@/lib/standing';
import type { ViolationRow as Row, ViolationStatus } from '@/lib/store/db';
import { VirtualList, scrollIntoList } from '../VirtualList';
import { FeedFilters } from './FeedFilters';
import { FeedRow, ROW_HEIGHT } from './ViolationRow';

type T = (k: MessageKey) => string;

export type FeedItem = { kind: 'period'; key: string; period: Period } | { kind: 'row'; v: Row; c: Consequence };

const HEADER_HEIGHT = 22;
const heightOf = (i: FeedItem) => (i.kind === 'period' ? HEADER_HEIGHT : ROW_HEIGHT);
const keyOf = (i: FeedItem) => (i.kind === 'period' ? `p:${i.key}` : `v:${i.v.id}`);

export interface Filters {
  player: string;
  rule: string;
  status: '' | ViolationStatus;
}

/** Newest first, a header wherever the day or night changes. */
export function feedItems(rows: Row[], cons: Map<Row, Consequence>, phases: EngineState['phases'], f: Filters): FeedItem[] {
  const out: FeedItem[] = [];
  let last = '';
  const periodAt = periodLookup(phases);
  for (let i = rows.length - 1; i >= 0; i--) {
    const v = rows[i]!;
    if (f.player && v.player !== f.player) continue;
    if (f.rule && v.rule !== f.rule && !v.rule.startsWith(f.rule + '.')) continue;
    if (f.status && v.status !== f.status) continue;
    const period = periodAt(v.seq);
    const key = periodKey(period);
    if (key !== last && period.n > 0) out.push({ kind: 'period', key, period });
    last = key;
    out.push({ kind: 'row', v, c: cons.get(v)! });
  }
  return out;
}

export function periodLabel(p: Period, t: T): string {
  if (p.n === 0) return t('flow.before');
  return fill(t(p.kind === 'night' ? 'flow.night' : 'flow.day'), { n: p.n });
}

export interface FeedProps {
  items: FeedItem[];
  total: number;
  rows: Row[];
  filters: Filters;
  setFilters: (f: Filters) => void;
  nicks: Record<string, string | undefined>;
  ruleSet: RuleSetId;
  t: T;
  lang: Lang;
  readOnly: boolean;
  fresh: ReadonlySet<number>;
  unseen: number;
  focusedId: number | undefined;
  onDecide: (v: Row, s: ViolationStatus) => void;
  onAnnounce: (v: Row) => void;
  onFocusRow: (v: Row) => void;
  onScrollTop: (top: number) => void;
  listEl: { current: HTMLDivElement | null };
}

/** "N new ↑": rows arrived while the host has scrolled down; a click brings them back to the top. */
function FreshPill({ t, unseen, listEl }: { t: T; unseen: number; listEl: { current: HTMLDivElement | null } }) {
  if (unseen <= 0) return null;
  return (
    <button
      class="fresh-pill"
      data-testid="fresh-pill"
      onClick={() => {
        if (listEl.current) listEl.current.scrollTop = 0;
      }}
    >
      {fill(t('freshPill'), { n: unseen })}
    </button>
  );
}

export function Feed(props: FeedProps) {
  const {
    items,
    total,
    rows,
    filters,
    setFilters,
    nicks,
    ruleSet,
    t,
    lang,
    readOnly,
    fresh,
    unseen,
    focusedId,
    onDecide,
    onAnnounce,
    onFocusRow,
    onScrollTop,
    listEl,
  } = props;
  // Roving focus: one row is in the tab order, the chosen one or the newest.
  const firstRowId = items.find((i): i is Extract<FeedItem, { kind: 'row' }> => i.kind === 'row')?.v.id;
  const shown = items.reduce((n, i) => n + (i.kind === 'row' ? 1 : 0), 0);
  // Handlers that stay the same function across renders (calling the latest ones): rows compare their props.
  const latest = useRef({ onDecide, onAnnounce, onFocusRow });
  latest.current = { onDecide, onAnnounce, onFocusRow };
  const handlers = useMemo(
    () => ({
      onDecide: (v: Row, s: ViolationStatus) => latest.current.onDecide(v, s),
      onAnnounce: (v: Row) => latest.current.onAnnounce(v),
      onFocus: (v: Row) => latest.current.onFocusRow(v),
    }),
    [],
  );
  return (
    <section class="violations" aria-label={t('violations')}>
      <FeedFilters t={t} rows={rows} nicks={nicks} filters={filters} setFilters={setFilters} shown={shown} total={total} />
      <div class="feed-box">
        <FreshPill t={t} unseen={unseen} listEl={listEl} />
        <VirtualList
          className="vlist"
          items={items}
          rowHeight={heightOf}
          itemKey={keyOf}
          label={t('violations')}
          listRef={listEl}
          onScroll={onScrollTop}
          render={(item) =>
            item.kind === 'period' ? (
              <h3 class="period" data-testid="period">
                {periodLabel(item.period, t)}
              </h3>
            ) : (
              <FeedRow
                v={item.v}
                c={item.c}
                nick={nicks[item.v.player]}
                ruleSet={ruleSet}
                t={t}
                lang={lang}
                readOnly={readOnly}
                fresh={fresh.has(item.v.id!)}
                focused={(focusedId ?? firstRowId) === item.v.id}
                {...handlers}
              />
            )
          }
        />
      </div>
    </section>
  );
}

/** Scrolls the feed so that a row is visible. */
export function revealRow(listEl: HTMLDivElement | null, items: FeedItem[], id: number): void {
  let top = 0;
  for (const i of items) {
    if (i.kind === 'row' && i.v.id === id) return scrollIntoList(listEl, top, ROW_HEIGHT);
    top += heightOf(i);
  }
}
