/**
 * A seat's player over the host's earlier games — found by their site
 * account, whatever nick they sit under today: games played, fouls,
 * removals, team losses and the last violations with rule and date. Shown
 * in the seat's history and, as a line, when the pointer rests on the seat.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { accountKey, playerHistories, type PlayerHistory } from '@/lib/protocol/players';
import { translator, type MessageKey } from '@/lib/i18n';
import { dateWords, gamesWords, protocolWords } from '@/lib/protocol/words';
import type { Lang } from '@/lib/settings';
import type { GameRow } from '@/lib/store/db';
import { send } from '../data';

/** Each seat's history over the games started before this one, for the seats whose account the page showed. */
export function usePlayerRecords(game: GameRow | undefined): Map<string, PlayerHistory> {
  const [bySeat, setBySeat] = useState<Map<string, PlayerHistory>>(new Map());
  const seats = game ? Object.entries(game.state.players).filter(([, p]) => p.account) : [];
  const keys = seats.map(([seat, p]) => `${seat}=${accountKey(game!.site, p.account!)}`).join('\n');
  useEffect(() => {
    if (!game || !keys) {
      setBySeat(new Map());
      return;
    }
    let live = true;
    const wanted = seats.map(([seat, p]) => [seat, accountKey(game.site, p.account!)] as const);
    send('player-records', { keys: wanted.map(([, k]) => k), except: game.id! })
      .then(({ records }) => {
        if (!live) return;
        const earlier = records.filter((r) => r.startedAt < game.startedAt);
        const histories = playerHistories(
          earlier,
          wanted.map(([, k]) => k),
        );
        const out = new Map<string, PlayerHistory>();
        for (const [seat, key] of wanted) {
          const h = histories.get(key);
          if (h) out.set(seat, h);
        }
        setBySeat(out);
      })
      .catch(() => live && setBySeat(new Map()));
    return () => {
      live = false;
    };
    // `keys` spells out the seats and accounts asked for: the game row itself changes with every message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game?.id, keys]);
  return bySeat;
}

export interface SeatRecords {
  bySeat: Map<string, PlayerHistory>;
  /** Each seat's record as the line shown when the pointer rests on the seat. */
  titles: Map<string, string>;
}

/** Each seat's player over the host's earlier games, by their site account, and its line. */
export function useSeatRecords(game: GameRow | undefined, lang: Lang): SeatRecords {
  const bySeat = usePlayerRecords(game);
  const titles = useMemo(() => new Map([...bySeat].map(([seat, h]) => [seat, recordSummary(h, lang)])), [bySeat, lang]);
  return { bySeat, titles };
}

/** "3 игры · фолов: 4 · удалений: 1 · ППК: 0". */
export function recordSummary(h: PlayerHistory, lang: Lang): string {
  return protocolWords(lang)('recordSummary', {
    games: gamesWords(h.games, lang),
    fouls: h.fouls,
    removals: h.removals,
    teamLosses: h.teamLosses,
  });
}

export function PlayerRecordView({ history, lang }: { history: PlayerHistory | undefined; lang: Lang }) {
  const w = protocolWords(lang);
  const t = translator(lang);
  if (!history) return null;
  return (
    <section
      class="player-record"
      data-testid="player-record"
      data-account={history.account}
      data-games={history.games}
      data-fouls={history.fouls}
      data-removals={history.removals}
      data-team-losses={history.teamLosses}
      aria-label={w('record')}
    >
      <h3>{w('record')}</h3>
      <p>{recordSummary(history, lang)}</p>
      {history.nicks.length > 0 && (
        <p class="muted">
          {w('nicks')}: {history.nicks.join(', ')}
        </p>
      )}
      {history.last.length > 0 && (
        <>
          <h4>{w('lastViolations')}</h4>
          <ul>
            {history.last.map((v) => (
              <li data-testid="player-record-violation" data-rule={v.rule} data-penalty={v.penalty}>
                <b>{v.rule}</b> · {t(`penalty.${v.penalty}` as MessageKey)} · {dateWords(v.at, lang)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
