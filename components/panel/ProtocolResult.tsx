/** The protocol's result: the winner (as the log has it, or as the host sets it) and the first killed's best move. */
import { useState } from 'preact/hooks';
import { WINNERS, type ProtocolFact, type Winner } from '@/lib/protocol/facts';
import type { Protocol } from '@/lib/protocol/protocol';
import { protocolWords, WINNER_WORDS } from '@/lib/protocol/words';
import type { Lang } from '@/lib/settings';

type W = ReturnType<typeof protocolWords>;

export interface FactProps {
  w: W;
  lang: Lang;
  readOnly: boolean;
  tell: (f: ProtocolFact) => void;
}

function WinnerLine({ p, w, lang, readOnly, tell }: FactProps & { p: Protocol }) {
  const winnerNote = p.winnerBy === 'team-loss' ? w('winnerFromTeamLoss') : p.winnerBy === 'page' ? w('winnerFromPage') : '';
  return (
    <>
      <span>
        {w('winner')}: <b data-testid="protocol-winner-shown">{p.winner ? WINNER_WORDS[lang][p.winner] : w('noWinner')}</b>
        {winnerNote && <span class="muted"> ({winnerNote})</span>}
      </span>
      {!readOnly && (
        <select
          aria-label={w('winner')}
          data-testid="protocol-winner"
          value={p.winnerBy === 'host' ? (p.winner ?? '') : ''}
          onChange={(e) => {
            const v = (e.currentTarget as HTMLSelectElement).value;
            tell({ kind: 'winner', winner: v ? (v as Winner) : null, by: 'host' });
          }}
        >
          <option value="">{w('outAuto')}</option>
          {WINNERS.map((x) => (
            <option value={x}>{WINNER_WORDS[lang][x]}</option>
          ))}
        </select>
      )}
    </>
  );
}

/** Where the log does not show who was killed first, the host picks the seat whose best move counts. */
function FirstKilledPick({ p, w, chosen, setChosen }: { p: Protocol; w: W; chosen: string; setChosen: (seat: string) => void }) {
  return (
    <label>
      {w('bestMove')}{' '}
      <select
        data-testid="protocol-best-move-seat"
        value={chosen}
        onChange={(e) => setChosen((e.currentTarget as HTMLSelectElement).value)}
      >
        <option value="">{w('firstKilled')}: —</option>
        {p.seats.map((s) => (
          <option value={s.player}>
            {s.player}
            {s.nick ? ` · ${s.nick}` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

function BestMove({ p, w, readOnly, tell, bestFor }: Omit<FactProps, 'lang'> & { p: Protocol; bestFor: string }) {
  const [best, setBest] = useState<string | null>(null);
  const shownBest = best ?? p.bestMove?.seats.join(' ') ?? '';
  return (
    <form
      class="protocol-best"
      onSubmit={(e) => {
        e.preventDefault();
        const seats = (shownBest.match(/\d{1,2}/g) ?? []).map((n) => String(Number(n))).slice(0, 3);
        tell({ kind: 'best-move', player: bestFor, seats, by: 'host' });
        setBest(null);
      }}
    >
      <label>
        {w('bestMoveOf', { seat: bestFor === p.firstKilled ? `${bestFor}, ${w('firstKilled')}` : bestFor })}{' '}
        <input
          data-testid="protocol-best-move"
          inputMode="numeric"
          size={8}
          placeholder={w('bestMoveHint')}
          value={shownBest}
          readOnly={readOnly}
          onInput={(e) => setBest((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      {!readOnly && <button data-testid="protocol-best-move-save">{w('save')}</button>}
    </form>
  );
}

export function Result(props: FactProps & { p: Protocol }) {
  const { p, w, readOnly } = props;
  // The first killed is the one whose best move counts; where the log does not show who it was, the host picks the seat.
  const [chosen, setChosen] = useState('');
  const bestFor = p.firstKilled ?? p.bestMove?.player ?? (chosen || undefined);
  return (
    <div class="protocol-result">
      <WinnerLine {...props} />
      {!bestFor && !readOnly && <FirstKilledPick p={p} w={w} chosen={chosen} setChosen={setChosen} />}
      {bestFor && <BestMove {...props} bestFor={bestFor} />}
    </div>
  );
}
