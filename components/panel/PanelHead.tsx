/** The top of the side panel: the game picker, the site's warnings, the phase, the speech timer and the vote. */
import type { GameRow } from '@/lib/store/db';
import { GameBar, PhaseBar } from './GameBar';
import type { PanelContext } from './panel-context';
import { SiteWarnings } from './SiteWarning';
import { SpeechTimer, type Timer } from './SpeechTimer';
import type { GameView } from './use-game-view';
import { LiveVoteTally } from './VoteTally';

export function PanelHead(props: {
  ctx: PanelContext;
  games: GameRow[];
  onPick: (id: number) => void;
  onHelp: () => void;
  onNewGame: () => void;
  timer: Timer;
  view: GameView;
  durations: { full: number; short: number };
}) {
  const { game, t, lang, readOnly, act } = props.ctx;
  return (
    <>
      <GameBar
        games={props.games}
        game={game}
        t={t}
        lang={lang}
        onPick={props.onPick}
        onHelp={props.onHelp}
        {...(game && !readOnly ? { onNewGame: props.onNewGame } : {})}
      />
      {!readOnly && <SiteWarnings gameTab={game?.tabId ?? null} t={t} />}
      {readOnly && <p class="readonly">{t('readOnly')}</p>}
      {game && !readOnly && <PhaseBar game={game} t={t} act={act} />}
      {game && !readOnly && (
        <SpeechTimer timer={props.timer} speakers={props.view.speakers} nicks={props.view.nicks} durations={props.durations} t={t} />
      )}
      {game && <LiveVoteTally state={game.state} tabId={readOnly ? null : game.tabId} t={t} />}
    </>
  );
}
