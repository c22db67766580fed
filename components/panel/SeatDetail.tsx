/**
 * The open seat: its counts in words, the announcement of its standing, and
 * the host's bar — a foul (or remark) added or removed in one click, the
 * "in version" and last-speech marks.
 */
import type { ComponentChildren } from 'preact';
import { announcePlayer } from '@/lib/consequence';
import type { MessageKey } from '@/lib/i18n';
import type { HostCommand } from '@/lib/messaging';
import type { Lang } from '@/lib/settings';
import type { PlayerStanding } from '@/lib/standing';
import type { GameRow, ViolationRow } from '@/lib/store/db';
import { send as request } from '../data';
import { Icon } from './Icon';
import { Badge, counterOf, HOST_RULE, tallyText, total } from './SeatStrip';

type T = (k: MessageKey) => string;

function SeatCounts({ s, t, remarks }: { s: PlayerStanding | undefined; t: T; remarks: boolean }) {
  return (
    <div class="seat-counts">
      <span>
        {t('counts.fouls')}: <b>{tallyText(s?.fouls)}</b>
      </span>
      <span>
        {remarks ? t('counts.remarks') : t('counts.warnings')}: <b>{tallyText(s?.warnings)}</b>
      </span>
      {s && total(s.verbals) > 0 && (
        <span>
          {t('counts.verbal')}: <b>{s.verbalUsed.join(', ')}</b>
        </span>
      )}
      {s && s.likely > 0 && (
        <span>
          {t('counts.likely')}: <b>{s.likely}</b>
        </span>
      )}
    </div>
  );
}

function SeatActions(props: { game: GameRow; player: string; violations: ViolationRow[]; t: T; act: (p: Promise<unknown>) => void }) {
  const { game, player, t, act } = props;
  const p = game.state.players[player];
  const counter = counterOf(game);
  const hostOnes = props.violations.filter((v) => v.player === player && v.rule === HOST_RULE && v.status !== 'dismissed');
  const send = (command: HostCommand) => (game.id === undefined ? Promise.resolve() : request('host', { gameId: game.id, command }));
  return (
    <div class="seat-actions">
      <button data-testid="quick-add" onClick={() => act(send({ kind: 'manual', player, rule: HOST_RULE, penalty: counter }))}>
        {t(`quick.add.${counter}`)}
      </button>
      <button
        data-testid="quick-remove"
        disabled={!hostOnes.length}
        onClick={() => {
          const last = hostOnes[hostOnes.length - 1];
          if (last?.id !== undefined) act(send({ kind: 'decide', violationId: last.id, status: 'dismissed' }));
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
      <SeatCounts s={s} t={t} remarks={game.ruleSet === 'club-remarks'} />
      {children}
      {!readOnly && <SeatActions game={game} player={player} violations={violations} t={t} act={act} />}
    </section>
  );
}
