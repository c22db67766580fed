/**
 * What the side panel shows of one game, derived from its live log: the
 * standings (the one function in lib/standing.ts), each row's consequence, the
 * feed under the filters, the nicks, and who may speak.
 */
import { useMemo } from 'preact/hooks';
import { gameStandings } from '@/lib/export';
import type { Settings } from '@/lib/settings';
import { silenced, type Consequence, type Standings } from '@/lib/standing';
import type { GameRow, ViolationRow } from '@/lib/store/db';
import { useGameLog } from '../data';
import { feedItems, type FeedItem, type Filters } from './Feed';
import { seatIds } from './SeatStrip';

export interface GameView {
  /** The game shown: undefined until its row arrives (and while the rows of a game switched from are held). */
  game: GameRow | undefined;
  violations: ViolationRow[];
  st: Standings | undefined;
  cons: Map<ViolationRow, Consequence>;
  items: FeedItem[];
  /** The feed's violation rows, in its order. */
  rows: ViolationRow[];
  nicks: Record<string, string | undefined>;
  /** Who may speak: living seats in order, not removed, not silenced by the ladder. */
  speakers: string[];
}

/** The game row changes with every message read; the standings and the feed read only its rule set and its phases. */
function useJudged(game: GameRow | undefined): GameRow | undefined {
  // The phase changes are appended, so their sequence numbers name them. Keyed on those, a message that breaks
  // no rule does not recount the whole log.
  const phasesKey = (game?.state.phases ?? []).map((p) => p.seq).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => game, [game?.id, game?.ruleSet, phasesKey]);
}

function useSpeakers(game: GameRow | undefined, st: Standings | undefined): string[] {
  return useMemo(
    () =>
      game && st
        ? seatIds(game, st.players).filter(
            (id) =>
              game.state.players[id]?.status !== 'dead' &&
              !st.players.get(id)?.removed &&
              !st.players.get(id)?.teamLoss &&
              !silenced(st.players.get(id)),
          )
        : [],
    [game, st],
  );
}

export function useGameView(gameId: number | null, ladders: Settings['ladders'], filters: Filters): GameView {
  const live = useGameLog(gameId);
  // Rows of the game shown before a switch are never shown as this one's.
  const game = live.gameId === gameId ? live.game : undefined;
  const violations = useMemo(() => (live.gameId === gameId ? live.violations : []), [live, gameId]);
  const judged = useJudged(game);
  const st = useMemo(() => (judged ? gameStandings({ game: judged, violations }, { ladders }) : undefined), [judged, violations, ladders]);
  const cons = useMemo(() => {
    const m = new Map<ViolationRow, Consequence>();
    violations.forEach((v, i) => {
      const c = st?.consequences[i];
      if (c) m.set(v, c);
    });
    return m;
  }, [st, violations]);
  const items = useMemo(
    () => (judged ? feedItems(violations, cons, judged.state.phases, filters) : []),
    [violations, cons, judged, filters],
  );
  const rows = useMemo(() => items.flatMap((i) => (i.kind === 'row' ? [i.v] : [])), [items]);
  const nicks = useMemo(() => Object.fromEntries(Object.entries(game?.state.players ?? {}).map(([id, p]) => [id, p.nick])), [game]);
  const speakers = useSpeakers(game, st);
  return { game, violations, st, cons, items, rows, nicks, speakers };
}
