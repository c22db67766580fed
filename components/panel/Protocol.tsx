/**
 * The game protocol in the side panel, at any point of the game: the
 * result, every seat (role, how and when it left, fouls, confirmed
 * violations, extra points), who left in order, the votes of each day, and
 * the text for Discord in messages it accepts. Everything shown comes from
 * the one protocol function (lib/protocol/protocol.ts) over the game's
 * events; what the host enters — roles, the winner, the best move, points,
 * a correction of how a seat left — is sent to the worker as a fact and
 * comes back through the log like everything else.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { periodKey } from '@/lib/flow';
import type { HostCommand } from '@/lib/messaging';
import { MAX_POINTS, OUT_CAUSES, ROLES, WINNERS, type OutCause, type ProtocolFact, type Role, type Winner } from '@/lib/protocol/facts';
import { discordMessages } from '@/lib/protocol/format';
import { gameProtocol, type Protocol, type ProtocolSeat } from '@/lib/protocol/protocol';
import { OUT_WORDS, protocolWords, ROLE_WORDS, roundWords, WINNER_WORDS } from '@/lib/protocol/words';
import type { Settings } from '@/lib/settings';
import type { GameRow, ViolationRow } from '@/lib/store/db';
import { send } from '../data';
import { useGameEvents } from './game-events';
import { Icon } from './Icon';

type W = ReturnType<typeof protocolWords>;

export function ProtocolView({
  game,
  violations,
  settings,
  readOnly,
  act,
  onNotice,
  onClose,
}: {
  game: GameRow;
  violations: ViolationRow[];
  settings: Pick<Settings, 'lang' | 'ladders'>;
  readOnly: boolean;
  act: (p: Promise<unknown>) => void;
  onNotice: (text: string) => void;
  onClose: () => void;
}) {
  const lang = settings.lang;
  const w = protocolWords(lang);
  const events = useGameEvents(game.id!, game.updatedAt);
  const p = useMemo(
    () => gameProtocol({ game, events, violations }, { ladders: settings.ladders }),
    [events, violations, game, settings.ladders],
  );
  const messages = useMemo(() => discordMessages(p, lang), [p, lang]);
  // Opened, the view takes the focus (its close button); closed, the panel gives it back to what opened it.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  const tell = (fact: ProtocolFact) => {
    const command: HostCommand = { kind: 'fact', fact };
    act(send('host', { gameId: game.id!, command }));
  };
  const copy = (i: number) => {
    onNotice(w('copied', { i: i + 1, n: messages.length }));
    void navigator.clipboard?.writeText(messages[i]!).catch(() => undefined);
  };

  return (
    <section
      class="protocol"
      data-testid="protocol"
      data-winner={p.winner ?? ''}
      aria-labelledby="protocol-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div class="protocol-head">
        <h2 id="protocol-title">{w('title')}</h2>
        <span class="muted">{roundWords(p.reached, lang)}</span>
        <button
          ref={closeButton}
          class="icon close"
          aria-label={w('close')}
          title={w('close')}
          data-testid="protocol-close"
          onClick={onClose}
        >
          <Icon name="cross" />
        </button>
      </div>
      <Result p={p} w={w} lang={lang} readOnly={readOnly} tell={tell} />
      <h3>{w('seats')}</h3>
      <ul class="protocol-seats">
        {p.seats.map((s) => (
          <SeatRow s={s} w={w} lang={lang} readOnly={readOnly} tell={tell} />
        ))}
      </ul>
      <h3>{w('eliminations')}</h3>
      {p.eliminations.length ? (
        <ol class="protocol-outs">
          {p.eliminations.map((e) => (
            <li data-testid="protocol-out" data-player={e.player} data-out={e.out} data-round={periodKey(e.round)}>
              <b>{e.player}</b> {p.seats.find((s) => s.player === e.player)?.nick ?? ''} — {OUT_WORDS[lang][e.out]},{' '}
              {roundWords(e.round, lang).toLowerCase()}
            </li>
          ))}
        </ol>
      ) : (
        <p class="muted">{w('nobodyOut')}</p>
      )}
      <Votes p={p} w={w} lang={lang} />
      {p.unreviewed > 0 && <p class="muted">{w('unreviewed', { n: p.unreviewed })}</p>}
      <details class="protocol-text">
        <summary>{w('discordText')}</summary>
        {messages.map((m, i) => (
          <pre data-testid="protocol-text" data-part={i + 1}>
            {m}
          </pre>
        ))}
      </details>
      <div class="protocol-copy">
        {messages.map((_, i) => (
          <button data-testid="protocol-copy" data-part={i + 1} onClick={() => copy(i)}>
            {messages.length > 1 ? w('copyPart', { i: i + 1, n: messages.length }) : w('copy')}
          </button>
        ))}
      </div>
    </section>
  );
}

function Result({
  p,
  w,
  lang,
  readOnly,
  tell,
}: {
  p: Protocol;
  w: W;
  lang: Settings['lang'];
  readOnly: boolean;
  tell: (f: ProtocolFact) => void;
}) {
  // The first killed is the one whose best move counts; where the log does not show who it was, the host picks the seat.
  const [chosen, setChosen] = useState('');
  const bestFor = p.firstKilled ?? p.bestMove?.player ?? (chosen || undefined);
  const [best, setBest] = useState<string | null>(null);
  const shownBest = best ?? p.bestMove?.seats.join(' ') ?? '';
  const winnerNote = p.winnerBy === 'team-loss' ? w('winnerFromTeamLoss') : p.winnerBy === 'page' ? w('winnerFromPage') : '';
  return (
    <div class="protocol-result">
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
      {!bestFor && !readOnly && (
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
      )}
      {bestFor && (
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
      )}
    </div>
  );
}

function SeatRow({
  s,
  w,
  lang,
  readOnly,
  tell,
}: {
  s: ProtocolSeat;
  w: W;
  lang: Settings['lang'];
  readOnly: boolean;
  tell: (f: ProtocolFact) => void;
}) {
  const [points, setPoints] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState('');
  const shownPoints = points ?? (s.points ? String(s.points.points) : '');
  const shownNote = note ?? s.points?.note ?? '';
  const rules = s.violations.map((v) => v.rule).join(', ');
  const savePoints = () => {
    const n = shownPoints.trim() === '' ? 0 : Number(shownPoints.replace(',', '.'));
    if (!Number.isFinite(n) || Math.abs(n) > MAX_POINTS) return setError(w('pointsBad'));
    if (n !== 0 && !shownNote.trim()) return setError(w('pointsNoteNeeded'));
    setError('');
    tell({ kind: 'points', player: s.player, points: n, note: n === 0 ? '' : shownNote.trim(), by: 'host' });
    setPoints(null);
    setNote(null);
  };
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
      <div class="protocol-seat-line">
        <b class="seat-no">{s.player}</b>
        <span class="seat-nick">{s.nick ?? ''}</span>
        {s.out && (
          <span class={`protocol-left ${s.out}`}>
            {OUT_WORDS[lang][s.out]}, {roundWords(s.round!, lang).toLowerCase()}
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
        </div>
      )}
    </li>
  );
}

function Votes({ p, w, lang }: { p: Protocol; w: W; lang: Settings['lang'] }) {
  const days = p.days.filter((d) => d.nominations.length || d.votings.length);
  if (!days.length) return null;
  return (
    <>
      <h3>{w('votes')}</h3>
      <ul class="protocol-votes">
        {days.map((d) => {
          const nominated = [...new Set(d.nominations.map((x) => x.candidate))];
          return (
            <li data-testid="protocol-day" data-day={d.n}>
              <b>{roundWords({ kind: 'day', n: d.n }, lang)}</b>
              {nominated.length > 0 && ` · ${w('nominated')}: ${nominated.join(', ')}`}
              <ul>
                {d.votings.map((v, k) => (
                  <li
                    data-testid="protocol-voting"
                    data-round={k + 1}
                    data-votes={v.votes.map((x) => `${x.player}>${x.candidate}`).join(' ')}
                  >
                    {w('voting', { k: k + 1 })}:{' '}
                    {v.tally.length ? v.tally.map((t) => `${t.candidate} — ${t.count} (${t.voters.join(', ')})`).join('; ') : w('noVotes')}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </>
  );
}
