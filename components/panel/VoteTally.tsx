/**
 * The vote tally of the current round, from the votes the page shows: per
 * candidate the count and who voted.
 */
import { voteTally } from '@/lib/flow';
import type { EngineState } from '@/lib/engine/engine';
import type { MessageKey } from '@/lib/i18n';

export function VoteTally({ state, t }: { state: EngineState; t: (k: MessageKey) => string }) {
  const rows = voteTally(state);
  if (!rows.length) return null;
  return (
    <section class="tally" aria-label={t('tally.title')} data-testid="vote-tally">
      <span class="tally-title">{t('tally.title')}:</span>
      {rows.map((r) => (
        <span class="vote-count" data-testid="vote-count" data-candidate={r.candidate} data-count={r.count} title={`${t('tally.voters')}: ${r.voters.join(', ')}`}>
          <b>{r.candidate}</b> — {r.count} <span class="voters">({r.voters.join(', ')})</span>
        </span>
      ))}
    </section>
  );
}
