/** The panel's body: the violation feed, or the game's protocol in its place. */
import type { MutableRef } from 'preact/hooks';
import type { Settings } from '@/lib/settings';
import { Feed, type Filters } from './Feed';
import type { Pane } from './panes';
import type { PanelContext } from './panel-context';
import { ProtocolView } from './Protocol';
import type { Commands } from './use-commands';
import type { GameView } from './use-game-view';

export function PanelLog(props: {
  ctx: PanelContext;
  protocol: Pane;
  settings: Settings;
  view: GameView;
  filters: Filters;
  setFilters: (f: Filters) => void;
  /** Rows arrived a moment ago, and how many arrived while the host looked away. */
  news: { fresh: ReadonlySet<number>; unseen: number };
  focus: [number | undefined, (id: number | undefined) => void];
  commands: Commands;
  onScrollTop: (top: number) => void;
  listEl: MutableRef<HTMLDivElement | null>;
}) {
  const { ctx, protocol, view, commands } = props;
  const [focusedId, setFocusedId] = props.focus;
  const { game, t, lang, readOnly } = ctx;
  if (!game) return null;
  if (protocol.open) {
    return (
      <ProtocolView
        game={game}
        violations={view.violations}
        settings={props.settings}
        readOnly={readOnly}
        act={ctx.act}
        onNotice={commands.setNotice}
        onClose={protocol.close}
      />
    );
  }
  return (
    <Feed
      items={view.items}
      total={view.violations.length}
      rows={view.violations}
      filters={props.filters}
      setFilters={props.setFilters}
      nicks={view.nicks}
      ruleSet={game.ruleSet}
      t={t}
      lang={lang}
      readOnly={readOnly}
      fresh={props.news.fresh}
      unseen={props.news.unseen}
      focusedId={focusedId}
      onDecide={(v, s) => {
        setFocusedId(v.id);
        commands.decide(v, s);
      }}
      onAnnounce={commands.announce}
      onFocusRow={(v) => setFocusedId(v.id)}
      onScrollTop={props.onScrollTop}
      listEl={props.listEl}
    />
  );
}
