/**
 * One seat of the protocol: how and when it left, its counts and violations,
 * and what the host sets for it — the role, a correction of how it left, and
 * extra points with their reason.
 */
import { useState } from 'preact/hooks';
import { periodKey } from '@/lib/flow';
import { MAX_POINTS, OUT_CAUSES, ROLES, type OutCause, type Role } from '@/lib/protocol/facts';
import type { ProtocolSeat } from '@/lib/protocol/protocol';
import { OUT_WORDS, ROLE_WORDS, roundWords } from '@/lib/protocol/words';
import type { FactProps } from './ProtocolResult';

type SeatProps = FactProps & { s: ProtocolSeat; label: string };

function SeatLine({ s, w, lang }: Pick<SeatProps, 's' | 'w' | 'lang'>) {
  return (
    <div class="protocol-seat-line">
      <b class="seat-no">{s.player}</b>
      <span class="seat-nick">{s.nick ?? ''}</span>
      {s.out && s.round && (
        <span class={`protocol-left ${s.out}`}>
          {OUT_WORDS[lang][s.out]}, {roundWords(s.round, lang).toLowerCase()}
        </span>
      )}
      {!s.out && s.pendingOut && (
        <span class="muted">{w('pendingOut', { what: OUT_WORDS[lang][s.pendingOut === 'removed' ? 'removed' : 'team-loss'] })}</span>
      )}
      <span class="protocol-counts">
        {w('fouls')} {s.fouls.confirmed}
        {s.warnings.confirmed ? ` · ${w('warnings')} ${s.warnings.confirmed}` : ''}
      </span>
    </div>
  );
}

/** Extra points need a reason; zero clears them. */
function SeatPoints({ s, w, tell, label }: Omit<SeatProps, 'lang' | 'readOnly'>) {
  const [points, setPoints] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState('');
  const shownPoints = points ?? (s.points ? String(s.points.points) : '');
  const shownNote = note ?? s.points?.note ?? '';
  const savePoints = () => {
    const n = shownPoints.trim() === '' ? 0 : Number(shownPoints.replace(',', '.'));
    if (!Number.isFinite(n) || Math.abs(n) > MAX_POINTS) return setError(w('pointsBad'));
    if (n !== 0 && !shownNote.trim()) return setError(w('pointsNoteNeeded'));
    setError('');
    tell({ kind: 'points', player: s.player, points: n, note: n === 0 ? '' : shownNote.trim(), by: 'host' });
    setPoints(null);
    setNote(null);
  };
  return (
    <>
      <form
        class="protocol-points"
        onSubmit={(e) => {
          e.preventDefault();
          savePoints();
        }}
      >
        <input
          aria-label={`${w('points')}, ${label}`}
          data-testid="protocol-points"
          inputMode="decimal"
          size={4}
          placeholder="±0.5"
          value={shownPoints}
          onInput={(e) => setPoints((e.currentTarget as HTMLInputElement).value)}
        />
        <input
          aria-label={`${w('pointsNote')}, ${label}`}
          data-testid="protocol-points-note"
          placeholder={w('pointsNote')}
          value={shownNote}
          onInput={(e) => setNote((e.currentTarget as HTMLInputElement).value)}
        />
        <button data-testid="protocol-points-save">{w('save')}</button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function SeatFacts(props: SeatProps) {
  const { s, w, lang, tell, label } = props;
  return (
    <div class="protocol-seat-facts">
      <select
        aria-label={`${w('role')}, ${label}`}
        data-testid="protocol-role"
        value={s.role ?? ''}
        onChange={(e) => {
          const v = (e.currentTarget as HTMLSelectElement).value;
          tell({ kind: 'role', player: s.player, role: v ? (v as Role) : null, by: 'host' });
        }}
      >
        <option value="">{`${w('role')}: ${w('noRole')}`}</option>
        {ROLES.map((r) => (
          <option value={r}>{ROLE_WORDS[lang][r]}</option>
        ))}
      </select>
      <select
        aria-label={`${w('setOut')}, ${label}`}
        data-testid="protocol-set-out"
        value={s.outBy === 'host' ? s.out || 'in' : ''}
        onChange={(e) => {
          const v = (e.currentTarget as HTMLSelectElement).value;
          tell({ kind: 'out', player: s.player, out: v === '' ? null : (v as OutCause | 'in'), by: 'host' });
        }}
      >
        <option value="">{w('outAuto')}</option>
        <option value="in">{w('inGame')}</option>
        {OUT_CAUSES.map((c) => (
          <option value={c}>{OUT_WORDS[lang][c]}</option>
        ))}
      </select>
      <SeatPoints {...props} />
    </div>
  );
}

export function SeatRow(props: FactProps & { s: ProtocolSeat }) {
  const { s, w, lang, readOnly } = props;
  const rules = s.violations.map((v) => v.rule).join(', ');
  const label = `${w('seat')} ${s.player}`;
  return (
    <li
      class={`protocol-seat ${s.out ? 'out' : ''}`}
      data-testid="protocol-seat"
      data-player={s.player}
      data-out={s.out}
      data-round={s.round ? periodKey(s.round) : ''}
      data-fouls={s.fouls.confirmed}
      data-warnings={s.warnings.confirmed}
      data-role={s.role ?? ''}
      data-account={s.account ?? ''}
    >
      <SeatLine s={s} w={w} lang={lang} />
      {rules && (
        <div class="protocol-rules">
          {w('violations')}: {rules}
        </div>
      )}
      {readOnly ? (
        <div class="protocol-seat-facts">
          {s.role ? ROLE_WORDS[lang][s.role] : ''}
          {s.points ? ` · ${w('points')} ${s.points.points} (${s.points.note})` : ''}
        </div>
      ) : (
        <SeatFacts {...props} label={label} />
      )}
    </li>
  );
}
