/**
 * All seats at a glance: number, nickname, fouls and warnings as pips
 * (filled: confirmed, hollow: unreviewed), the ladder state as a badge, dead
 * players greyed. A seat opens its history; the history bar adds or removes
 * a host's foul in one click and holds the "in version" / last speech marks.
 */
import type { ComponentChildren } from 'preact';
import type { HostCommand } from '@/lib/messaging';
import type { GameRow, ViolationRow } from '@/lib/store/db';
import { send as request } from '../data';
import { Icon } from './Icon';
import { fill, type MessageKey } from '@/lib/i18n';
import { RULE_SETS } from '@/lib/rulesets';
import type { Lang } from '@/lib/settings';
import { announcePlayer, stepWords } from '@/lib/consequence';
import { outcome, type PlayerStanding, type Tally } from '@/lib/standing';
import { seatVoiceView, VoiceMark, voiceAttrs } from './VoiceSeat';

type T = (k: MessageKey) => string;

/** The manual rule id of a foul (or remark) the host gives on the spot. */
export const HOST_RULE = 'host';

export function counterOf(game: GameRow): 'foul' | 'warning' {
  return RULE_SETS[game.ruleSet].ladder[0]?.counter ?? 'foul';
}

const total = (x: Tally | undefined) => (x ? x.confirmed + x.pending : 0);

/** "2", "2 +1?" (two confirmed, one unreviewed) or "+1?". */
export function tallyText(x: Tally | undefined): string {
  if (!x || (!x.confirmed && !x.pending)) return '0';
  if (!x.pending) return String(x.confirmed);
  return x.confirmed ? `${x.confirmed} +${x.pending}?` : `+${x.pending}?`;
}

function Pips({ tally, kind }: { tally: Tally | undefined; kind: 'foul' | 'warning' }) {
  if (!tally || (!tally.confirmed && !tally.pending)) return null;
  const out = [];
  for (let i = 0; i < tally.confirmed; i++) out.push(<i class={`pip ${kind}`} />);
  for (let i = 0; i < tally.pending; i++) out.push(<i class={`pip ${kind} pending`} />);
  return (
    <span class="pips" aria-hidden="true">
      {out}
    </span>
  );
}

/** The badge: the worst thing that happened to the player, with "?" while unreviewed. */
export function Badge({ s, t, lang, long = false }: { s: PlayerStanding | undefined; t: T; lang: Lang; long?: boolean }) {
  const o = outcome(s);
  if (o.kind === 'none') return null;
  const words = o.kind === 'team-loss' ? t('ladder.teamLoss') : o.kind === 'removed' ? t('ladder.removed') : stepWords(o.step!, lang);
  const short =
    o.kind === 'team-loss'
      ? t('penalty.team-loss')
      : o.kind === 'removed'
        ? t('ladder.removed')
        : o.step!.effect === 'removal'
          ? t('ladder.removed')
          : t('seat.silent');
  const pending = o.certainty === 'pending';
  return (
    <span
      class={`badge ${o.kind === 'step' ? o.step!.effect : o.kind} ${pending ? 'pending' : ''}`}
      title={`${words}${pending ? ` (${t('seat.pending')})` : ''}`}
    >
      {long ? words : short}
      {pending ? '?' : ''}
    </span>
  );
}

export function SeatStrip({
  game,
  players,
  t,
  lang,
  selected,
  onSelect,
  titles,
}: {
  game: GameRow;
  players: Map<string, PlayerStanding>;
  t: T;
  lang: Lang;
  selected: string;
  onSelect: (p: string) => void;
  /** A line per seat shown when the pointer rests on it (the player's record over earlier games). */
  titles?: Map<string, string>;
}) {
  const ids = seatIds(game, players);
  return (
    <nav class="seats" aria-label={t('seats')}>
      {ids.map((id) => {
        const p = game.state.players[id];
        const s = players.get(id);
        const dead = p?.status === 'dead';
        const o = outcome(s);
        const words =
          o.kind === 'team-loss'
            ? t('ladder.teamLoss')
            : o.kind === 'removed'
              ? t('ladder.removed')
              : o.kind === 'step'
                ? stepWords(o.step!, lang)
                : '';
        const voice = seatVoiceView(game, id);
        const { class: voiceClass, ...voiceData } = voiceAttrs(voice);
        return (
          <button
            class={`seat ${dead ? 'dead' : ''} ${o.kind !== 'none' ? `out-${o.kind}` : ''} ${voiceClass}`}
            {...voiceData}
            data-testid="player-row"
            data-player={id}
            data-fouls={total(s?.fouls)}
            data-warnings={total(s?.warnings)}
            data-status={p?.status ?? 'alive'}
            aria-pressed={selected === id}
            aria-label={`${fill(t('seat.open'), { n: id })}: ${p?.nick ?? ''}`}
            title={titles?.get(id)}
            onClick={() => onSelect(selected === id ? '' : id)}
          >
            <span class="seat-head">
              <b class="seat-no">{id}</b>
              <span class="seat-nick">
                {dead ? '† ' : ''}
                {p?.nick ?? ''}
              </span>
              <VoiceMark v={voice} lang={lang} />
            </span>
            <span class="seat-marks">
              <Pips tally={s?.fouls} kind="foul" />
              <Pips tally={s?.warnings} kind="warning" />
              {total(s?.verbals) > 0 && (
                <span class="verbal-mark" aria-hidden="true">
                  {t('seat.verbalMark')}
                </span>
              )}
              <Badge s={s} t={t} lang={lang} />
            </span>
            <span class="sr">
              {t('fouls')} {tallyText(s?.fouls)}, {t('warnings')} {tallyText(s?.warnings)}
              {words ? `, ${words}` : ''}
              {dead ? `, ${t('dead')}` : ''}
            </span>
          </button>
        );
      })}
    </nav>
  );
}

export function seatIds(game: GameRow, players: Map<string, PlayerStanding>): string[] {
  return [...new Set([...Object.keys(game.state.players), ...players.keys()])].sort(
    (a, b) => (Number(a) || 1e9) - (Number(b) || 1e9) || a.localeCompare(b),
  );
}

/** The open seat: its counts in words, one-click host's foul, the in-version and last-speech marks. */
export function SeatDetail({
  game,
  player,
  s,
  violations,
  t,
  lang,
  readOnly,
  act,
  onClose,
  onAnnounce,
  children,
}: {
  game: GameRow;
  player: string;
  s: PlayerStanding | undefined;
  violations: ViolationRow[];
  t: T;
  lang: Lang;
  readOnly: boolean;
  act: (p: Promise<unknown>) => void;
  onClose: () => void;
  onAnnounce: (text: string) => void;
  /** More of the seat's history (the player's record over earlier games). */
  children?: ComponentChildren;
}) {
  const p = game.state.players[player];
  const counter = counterOf(game);
  const remarks = game.ruleSet === 'club-remarks';
  const hostOnes = violations.filter((v) => v.player === player && v.rule === HOST_RULE && v.status !== 'dismissed');
  const send = (command: HostCommand) => request('host', { gameId: game.id!, command });
  return (
    <section class="seat-detail" aria-label={`${t('player')} ${player}`} data-testid="seat-detail">
      <div class="seat-detail-head">
        <b>
          {player}
          {p?.nick ? ` · ${p.nick}` : ''}
        </b>
        <span class="muted">{p?.status === 'dead' ? t('dead') : t('alive')}</span>
        <Badge s={s} t={t} lang={lang} long />
        <button
          class="icon"
          data-testid="seat-announce"
          aria-label={t('announce')}
          title={t('announce')}
          onClick={() => onAnnounce(announcePlayer(player, p?.nick, s, game.ruleSet, lang))}
        >
          <Icon name="announce" />
        </button>
        <button class="icon close" aria-label={t('seat.close')} title={t('seat.close')} onClick={onClose}>
          <Icon name="cross" />
        </button>
      </div>
      <div class="seat-counts">
        <span>
          {t('counts.fouls')}: <b>{tallyText(s?.fouls)}</b>
        </span>
        <span>
          {remarks ? t('counts.remarks') : t('counts.warnings')}: <b>{tallyText(s?.warnings)}</b>
        </span>
        {total(s?.verbals) > 0 && (
          <span>
            {t('counts.verbal')}: <b>{s!.verbalUsed.join(', ')}</b>
          </span>
        )}
        {(s?.likely ?? 0) > 0 && (
          <span>
            {t('counts.likely')}: <b>{s!.likely}</b>
          </span>
        )}
      </div>
      {children}
      {!readOnly && (
        <div class="seat-actions">
          <button data-testid="quick-add" onClick={() => act(send({ kind: 'manual', player, rule: HOST_RULE, penalty: counter }))}>
            {t(`quick.add.${counter}`)}
          </button>
          <button
            data-testid="quick-remove"
            disabled={!hostOnes.length}
            onClick={() => {
              const last = hostOnes[hostOnes.length - 1];
              if (last) act(send({ kind: 'decide', violationId: last.id!, status: 'dismissed' }));
            }}
          >
            {t(`quick.remove.${counter}`)}
          </button>
          <label class="check">
            <input
              type="checkbox"
              checked={!!p?.inVersion}
              onChange={(e) => act(send({ kind: 'player', player, inVersion: (e.currentTarget as HTMLInputElement).checked }))}
            />
            {t('inVersion')}
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={!!p?.lastSpeech}
              onChange={(e) => act(send({ kind: 'player', player, lastSpeech: (e.currentTarget as HTMLInputElement).checked }))}
            />
            {t('lastSpeech')}
          </label>
        </div>
      )}
    </section>
  );
}
