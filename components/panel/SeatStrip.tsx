/**
 * All seats at a glance: number, nickname, fouls and warnings as pips
 * (filled: confirmed, hollow: unreviewed), the ladder state as a badge, dead
 * players greyed. A seat opens its history (SeatDetail.tsx).
 */
import type { GameRow } from '@/lib/store/db';
import { fill, type MessageKey } from '@/lib/i18n';
import { RULE_SETS } from '@/lib/rulesets';
import type { Lang } from '@/lib/settings';
import { stepWords } from '@/lib/consequence';
import { outcome, type PlayerStanding, type Tally } from '@/lib/standing';
import { seatVoiceView, VoiceMark, voiceAttrs } from './VoiceSeat';

type T = (k: MessageKey) => string;

/** The manual rule id of a foul (or remark) the host gives on the spot. */
export const HOST_RULE = 'host';

export function counterOf(game: GameRow): 'foul' | 'warning' {
  return RULE_SETS[game.ruleSet].ladder[0]?.counter ?? 'foul';
}

export const total = (x: Tally | undefined) => (x ? x.confirmed + x.pending : 0);

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
