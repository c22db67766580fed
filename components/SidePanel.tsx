/**
 * The host's side panel, built for a 360–480 px column: where the game is
 * (day / night, phase), the speech timer and the vote tally, every seat at a
 * glance, and the violation feed — which gets the room. Every count comes
 * from the one standings function (lib/standing.ts); every write goes
 * through the background service. Keyboard first: see panel/keys.ts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { translator, type MessageKey } from '@/lib/i18n';
import { useGames, useSettings } from './data';
import { usePageLang } from './page-lang';
import type { Filters } from './panel/Feed';
import { useFresh } from './panel/fresh';
import { HelpOverlay } from './panel/HelpOverlay';
import { ManualAdd } from './panel/ManualAdd';
import type { PanelContext } from './panel/panel-context';
import { PanelHead } from './panel/PanelHead';
import { PanelLog } from './panel/PanelLog';
import { PanelSeats } from './panel/PanelSeats';
import { PanelTools } from './panel/PanelTools';
import { usePane } from './panel/panes';
import { useSeatRecords } from './panel/PlayerRecord';
import { usePrefs } from './panel/prefs';
import { useSpeechTimer } from './panel/SpeechTimer';
import { SiteWarnings } from './panel/SiteWarning';
import { TechPause } from './panel/TechPause';
import { useCommands, type Commands } from './panel/use-commands';
import { useGameView } from './panel/use-game-view';
import { usePanelKeys } from './panel/use-panel-keys';
import { useVoiceTimer } from './panel/voice-timer';
import { SeesView } from './SeesView';

function initialGame(): number | null {
  const g = new URLSearchParams(location.search).get('game');
  return g && /^\d+$/.test(g) ? Number(g) : null;
}

const NO_FILTERS: Filters = { player: '', rule: '', status: '' };

function ErrorLine({ commands }: { commands: Commands }) {
  if (!commands.error) return null;
  return (
    <p class="error" role="alert" onClick={() => commands.setError('')}>
      {commands.error}
    </p>
  );
}

/** No game recorded yet: where games come from, and an import. */
function EmptyPanel({ t, commands }: { t: (k: MessageKey) => string; commands: Commands }) {
  return (
    <main class="panel empty">
      <h1>{t('appName')}</h1>
      <SiteWarnings gameTab={null} t={t} />
      <p>{t('noGames')}</p>
      <label class="import">
        {t('import')}
        <input
          type="file"
          accept=".json,application/json"
          data-testid="import-file"
          onChange={(e) => {
            const f = (e.currentTarget as HTMLInputElement).files?.[0];
            if (f) void commands.onImport(f);
          }}
        />
      </label>
      <ErrorLine commands={commands} />
    </main>
  );
}

/** Whether the host has scrolled away from the newest row; only a change re-renders the panel. */
function useAtTop(): [boolean, (top: number) => void] {
  const [atTop, setAtTop] = useState(true);
  const now = useRef(true);
  return [atTop, (top) => top < 8 !== now.current && setAtTop((now.current = top < 8))];
}

export function SidePanel() {
  const [settings] = useSettings();
  const lang = settings.lang;
  const t = translator(lang);
  usePageLang(lang, t('appName'));
  const games = useGames();
  const [picked, setPicked] = useState<number | null>(initialGame());
  const gameId = picked !== null && games.some((g) => g.id === picked) ? picked : (games[0]?.id ?? null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  useEffect(() => setFilters(NO_FILTERS), [gameId]);
  const view = useGameView(gameId, settings.ladders, filters);
  const { game, violations } = view;
  const readOnly = !!game?.imported;
  const [prefs, setPrefs] = usePrefs(settings.sound);
  const [help, setHelp] = useState(false);
  const panes = { manual: usePane(), more: usePane(), protocol: usePane() };
  const { manual, protocol } = panes;
  const listEl = useRef<HTMLDivElement | null>(null);
  const commands = useCommands({ ...view, readOnly, lang, ladders: settings.ladders, t, setPicked });
  const ctx: PanelContext = { game, t, lang, readOnly, act: commands.act };
  const records = useSeatRecords(game, lang);
  const durations = { full: prefs.speech, short: prefs.short };
  const timer = useSpeechTimer(view.speakers, durations, prefs.sound !== 'off');
  useVoiceTimer(game, timer, { autoStart: prefs.autoStart, readOnly, setHolder: commands.setSpeaker });
  const [atTop, onScrollTop] = useAtTop();
  const news = useFresh(gameId, violations, atTop, prefs.sound);
  const focus = usePanelKeys(gameId, {
    ...view,
    listEl,
    canEdit: !!game && !readOnly,
    help,
    setHelp,
    panes,
    filters,
    setFilters,
    commands,
    timer,
    confirmNewGame: () => confirm(t('newGame') + '?'),
  });

  if (!games.length) return <EmptyPanel t={t} commands={commands} />;
  return (
    <main class="panel" data-game={gameId ?? ''} data-lang={lang}>
      <PanelHead
        ctx={ctx}
        games={games}
        onPick={setPicked}
        onHelp={() => setHelp(true)}
        onNewGame={commands.newGame}
        timer={timer}
        view={view}
        durations={durations}
      />
      <PanelSeats ctx={ctx} view={view} filters={filters} setFilters={setFilters} records={records} onAnnounce={commands.copy} />
      {game && !readOnly && <TechPause game={game} lang={lang} />}
      <ErrorLine commands={commands} />
      <PanelLog
        ctx={ctx}
        protocol={protocol}
        settings={settings}
        view={view}
        filters={filters}
        setFilters={setFilters}
        news={news}
        focus={focus}
        commands={commands}
        onScrollTop={onScrollTop}
        listEl={listEl}
      />
      <p class="announce" role="status" data-testid="announce-line">
        {commands.notice}
      </p>
      {game && !readOnly && <ManualAdd game={game} t={t} lang={lang} open={manual.open} onError={commands.setError} />}
      {game && !readOnly && <SeesView tabId={game.tabId} lang={lang} />}
      <PanelTools ctx={ctx} panes={panes} prefs={prefs} setPrefs={setPrefs} commands={commands} />
      {help && <HelpOverlay t={t} onClose={() => setHelp(false)} />}
    </main>
  );
}
