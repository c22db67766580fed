/**
 * The vote tally of the current round, from what the page shows: per
 * candidate the count and who voted where the page shows voters; the bare
 * counts where it shows only numbers (reactions under a bot's message); and
 * the nominated seats, with no vote yet counted as 0.
 */
import type { EngineState } from '@/lib/engine/engine';
import { bySeat, voteTally, type TallyRow } from '@/lib/flow';
import type { MessageKey } from '@/lib/i18n';
import type { SeesSnapshot } from '@/lib/sees';
import { useSees } from '../SeesView';

/** The rows to show: the engine's per-voter tally, else the page's counts; nominees without votes added. */
export function tallyRows(
  state: Pick<EngineState, 'votes'>,
  sees: Pick<SeesSnapshot, 'counts' | 'marks'> | null,
): { rows: TallyRow[]; byVoter: boolean } {
  let rows = voteTally(state);
  const byVoter = rows.length > 0;
  if (!byVoter && sees?.counts.length) rows = sees.counts.map((c) => ({ candidate: c.label, count: c.n, voters: [] }));
  const named = new Set(rows.map((r) => r.candidate));
  const waiting = (sees?.marks?.nominated ?? []).filter((s) => !named.has(s)).sort(bySeat);
  return { rows: [...rows, ...waiting.map((candidate) => ({ candidate, count: 0, voters: [] }))], byVoter };
}

export function VoteTally({ state, sees, t }: { state: EngineState; sees: SeesSnapshot | null; t: (k: MessageKey) => string }) {
  const { rows } = tallyRows(state, sees);
  if (!rows.length) return null;
  return (
    <section class="tally" aria-label={t('tally.title')} data-testid="vote-tally">
      <span class="tally-title">{t('tally.title')}:</span>
      {rows.map((r) => (
        <span
          class="vote-count"
          data-testid="vote-count"
          data-candidate={r.candidate}
          data-count={r.count}
          title={r.voters.length ? `${t('tally.voters')}: ${r.voters.join(', ')}` : undefined}
        >
          <b>{r.candidate}</b> — {r.count}
          {r.voters.length > 0 && <span class="voters"> ({r.voters.join(', ')})</span>}
        </span>
      ))}
    </section>
  );
}

/**
 * The tally with the page's own snapshot (adapters' "what the extension sees"): subscribed
 * here, so a new snapshot re-renders the tally alone, not the whole panel.
 */
export function LiveVoteTally({ state, tabId, t }: { state: EngineState; tabId: number | null; t: (k: MessageKey) => string }) {
  const sees = useSees(tabId);
  return <VoteTally state={state} sees={sees} t={t} />;
}
