/** The seats at a glance, and the one picked: its standing, its violations and its record over earlier games. */
import type { Filters } from './Feed';
import type { PanelContext } from './panel-context';
import { PlayerRecordView, type SeatRecords } from './PlayerRecord';
import type { GameView } from './use-game-view';
import { SeatDetail } from './SeatDetail';
import { SeatStrip } from './SeatStrip';

export function PanelSeats(props: {
  ctx: PanelContext;
  view: GameView;
  filters: Filters;
  setFilters: (f: Filters) => void;
  records: SeatRecords;
  onAnnounce: (text: string) => void;
}) {
  const { ctx, filters, setFilters } = props;
  const { st } = props.view;
  const { game, t, lang } = ctx;
  if (!game || !st) return null;
  return (
    <>
      <SeatStrip
        game={game}
        players={st.players}
        t={t}
        lang={lang}
        selected={filters.player}
        onSelect={(p) => setFilters({ ...filters, player: p })}
        titles={props.records.titles}
      />
      {filters.player && (
        <SeatDetail
          game={game}
          player={filters.player}
          s={st.players.get(filters.player)}
          violations={props.view.violations}
          t={t}
          lang={lang}
          readOnly={ctx.readOnly}
          act={ctx.act}
          onClose={() => setFilters({ ...filters, player: '' })}
          onAnnounce={props.onAnnounce}
        >
          <PlayerRecordView history={props.records.bySeat.get(filters.player)} lang={lang} />
        </SeatDetail>
      )}
    </>
  );
}
