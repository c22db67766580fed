/**
 * The host's side panel, built for a 360–480 px column: where the game is
 * (day / night, phase), the speech timer and the vote tally, every seat at a
 * glance, and the violation feed — which gets the room. Every count comes
 * from the one standings function (lib/standing.ts); every write goes
 * through the background service. Keyboard first: see panel/keys.ts.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { announceText } from '@/lib/consequence';
import type { Phase } from '@/lib/engine/events';
import { gameStandings, MAX_IMPORT_SIZE, toCSV, toJSON, toReportHTML } from '@/lib/export';
import { fill, translator } from '@/lib/i18n';
import { RULE_SETS } from '@/lib/rulesets';
import { silenced, type Consequence } from '@/lib/standing';
import type { GameRow, ViolationRow, ViolationStatus } from '@/lib/store/db';
import { download, loadEvents, send, useGameLog, useGames, useSettings } from './data';
import { Feed, feedItems, revealRow, type Filters } from './panel/Feed';
import { useFresh } from './panel/fresh';
import { GameBar, MoreMenu, PhaseBar } from './panel/GameBar';
import { HelpOverlay } from './panel/HelpOverlay';
import { actionFor, type Action } from './panel/keys';
import { ManualAdd } from './panel/ManualAdd';
import { usePrefs } from './panel/prefs';
import { SeatDetail, SeatStrip, seatIds } from './panel/SeatStrip';
import { SiteWarnings } from './panel/SiteWarning';
import { SpeechTimer, useSpeechTimer } from './panel/SpeechTimer';
import { TechPause } from './panel/TechPause';
import { useVoiceTimer } from './panel/voice-timer';
import { LiveVoteTally } from './panel/VoteTally';
import { ProtocolView } from './panel/Protocol';
import { PlayerRecordView, recordSummary, usePlayerRecords } from './panel/PlayerRecord';
import { protocolWords } from '@/lib/protocol/words';
import { SeesView } from './SeesView';

function initialGame(): number | null {
  const g = new URLSearchParams(location.search).get('game');
  return g && /^\d+$/.test(g) ? Number(g) : null;
}

const NO_FILTERS: Filters = { player: '', rule: '', status: '' };

export function SidePanel() {
  const [settings] = useSettings();
  const lang = settings.lang;
  const t = translator(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t('appName');
  }, [lang]);
  const games = useGames();
  const [picked, setPicked] = useState<number | null>(initialGame());
  const gameId = picked !== null && games.some((g) => g.id === picked) ? picked : (games[0]?.id ?? null);
  const live = useGameLog(gameId);
  // Rows of the game shown before a switch are never shown as this one's.
  const game = live.gameId === gameId ? live.game : undefined;
  const violations = useMemo(() => (live.gameId === gameId ? live.violations : []), [live, gameId]);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [prefs, setPrefs] = usePrefs(settings.sound);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [focusedId, setFocusedId] = useState<number | undefined>();
  const [help, setHelp] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [protocolOpen, setProtocolOpen] = useState(false);
  const protocolToggle = useRef<HTMLButtonElement>(null);
  const [atTop, setAtTop] = useState(true);
  const atTopNow = useRef(true);
  const listEl = useRef<HTMLDivElement | null>(null);
  const manualToggle = useRef<HTMLButtonElement>(null);
  const moreToggle = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const readOnly = !!game?.imported;
  const act = (p: Promise<unknown>) => p.catch((e: Error) => setError(e.message));

  useEffect(() => {
    setFilters(NO_FILTERS);
    setFocusedId(undefined);
  }, [gameId]);

  // The game row changes with every message read; the standings and the feed read only its rule set and its
  // phase changes (appended, so their sequence numbers name them). Keyed on those, a message that breaks no
  // rule does not recount the whole log.
  const phasesKey = (game?.state.phases ?? []).map((p) => p.seq).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const judged = useMemo(() => game, [game?.id, game?.ruleSet, phasesKey]);
  const st = useMemo(
    () => (judged ? gameStandings({ game: judged, violations }, { ladders: settings.ladders }) : undefined),
    [judged, violations, settings.ladders],
  );
  const cons = useMemo(() => {
    const m = new Map<ViolationRow, Consequence>();
    violations.forEach((v, i) => m.set(v, st!.consequences[i]!));
    return m;
  }, [st]);
  const items = useMemo(() => (judged ? feedItems(violations, cons, judged.state.phases, filters) : []), [cons, judged, filters]);
  const rows = useMemo(() => items.flatMap((i) => (i.kind === 'row' ? [i.v] : [])), [items]);
  const nicks = useMemo(() => Object.fromEntries(Object.entries(game?.state.players ?? {}).map(([id, p]) => [id, p.nick])), [game]);
  // Who may speak: living seats in order, not removed, not silenced by the ladder.
  const speakers = useMemo(
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
  // Each seat's player over the host's earlier games, by their site account.
  const records = usePlayerRecords(game);
  const recordTitles = useMemo(() => new Map([...records].map(([seat, h]) => [seat, recordSummary(h, lang)])), [records, lang]);
  const timer = useSpeechTimer(speakers, { full: prefs.speech, short: prefs.short }, prefs.sound !== 'off');
  useVoiceTimer(game, timer, {
    autoStart: prefs.autoStart,
    readOnly,
    setHolder: (seat) => game && act(send('host', { gameId: game.id!, command: { kind: 'speech', seat } })),
  });
  const { fresh, unseen } = useFresh(gameId, violations, atTop, prefs.sound);

  const decide = (v: ViolationRow, s: ViolationStatus) =>
    act(send('host', { gameId: v.gameId, command: { kind: 'decide', violationId: v.id!, status: s } }));
  const copy = (text: string) => {
    setNotice(fill(t('copied'), { text }));
    void navigator.clipboard?.writeText(text).catch(() => undefined);
  };
  const announce = (v: ViolationRow) => {
    const c = cons.get(v);
    if (c && game) copy(announceText(v, nicks[v.player], c, game.ruleSet, lang));
  };
  const newGame = () => game && act(send('new-game', { gameId: game.id! }).then((r) => setPicked(r.gameId)));
  const setPhase = (phase: Phase) => game && !readOnly && act(send('host', { gameId: game.id!, command: { kind: 'phase', phase } }));

  /** The row a key acts on: the focused one, else the newest that the decision applies to. */
  const target = (status: ViolationStatus): ViolationRow | undefined => {
    const focused = rows.find((v) => v.id === focusedNow.current);
    if (focused) return focused;
    return status === 'new' ? rows.find((v) => v.status !== 'new') : rows.find((v) => v.status === 'new');
  };
  // Keys pressed faster than the panel renders still move one row each.
  const focusedNow = useRef<number | undefined>(undefined);
  focusedNow.current = focusedId;
  const focusRow = (id: number | undefined) => {
    if (id === undefined) return;
    moveFocus.current = true;
    focusedNow.current = id;
    setFocusedId(id);
  };
  const run = (a: Action): boolean => {
    switch (a.kind) {
      case 'help':
        setHelp(true);
        return true;
      case 'escape':
        // Closing gives the focus back to what opened it: a key pressed next is a command again.
        if (help) setHelp(false);
        else if (protocolOpen) {
          setProtocolOpen(false);
          protocolToggle.current?.focus();
        } else if (manualOpen) {
          setManualOpen(false);
          manualToggle.current?.focus();
        } else if (moreOpen) {
          setMoreOpen(false);
          moreToggle.current?.focus();
        } else if (filters.player) setFilters({ ...filters, player: '' });
        else return false;
        return true;
      case 'next':
      case 'prev': {
        const i = rows.findIndex((v) => v.id === focusedNow.current);
        const j = i < 0 ? 0 : Math.max(0, Math.min(rows.length - 1, i + (a.kind === 'next' ? 1 : -1)));
        focusRow(rows[j]?.id);
        return true;
      }
      case 'top':
        if (listEl.current) listEl.current.scrollTop = 0;
        focusRow(rows[0]?.id);
        return true;
      case 'decide': {
        if (readOnly) return false;
        const v = target(a.status);
        if (!v || v.status === a.status || (a.status !== 'new' && v.status !== 'new')) return false;
        focusRow(v.id);
        decide(v, a.status);
        return true;
      }
      case 'announce': {
        const v = rows.find((x) => x.id === focusedId) ?? rows[0];
        if (v) announce(v);
        return !!v;
      }
      case 'manual':
        if (readOnly || !game) return false;
        setManualOpen(true);
        return true;
      case 'phase':
        setPhase(a.phase);
        return true;
      case 'timer':
        timer.toggle();
        return true;
      case 'timer-next':
        timer.next();
        return true;
      case 'new-game':
        if (readOnly || !game || !confirm(t('newGame') + '?')) return false;
        newGame();
        return true;
    }
  };
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const a = actionFor(e);
      if (a && runRef.current(a)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // Keys move the focus to a row: bring it into view, then focus it once rendered.
  useEffect(() => {
    if (!moveFocus.current || focusedId === undefined) return;
    moveFocus.current = false;
    revealRow(listEl.current, items, focusedId);
    requestAnimationFrame(() => listEl.current?.querySelector<HTMLElement>(`[data-testid="violation"][data-id="${focusedId}"]`)?.focus());
  }, [focusedId, items]);

  const onExport = async (kind: 'json' | 'csv' | 'html') => {
    if (!game) return;
    // Every export carries the protocol, which is read from the events.
    const log = { game, violations, events: await loadEvents(game.id!) };
    const opts = { lang, ladders: settings.ladders };
    if (kind === 'json') download(fileName(game, 'json'), toJSON(log, new Date(), opts), 'application/json');
    else if (kind === 'csv') download(fileName(game, 'csv'), toCSV(log, opts), 'text/csv;charset=utf-8');
    else download(fileName(game, 'html'), toReportHTML(log, opts), 'text/html;charset=utf-8');
  };
  const onImport = async (file: File) => {
    try {
      // Refused before it is read into memory.
      if (file.size > MAX_IMPORT_SIZE) throw new Error(`the file is too large (over ${MAX_IMPORT_SIZE / 1024 / 1024} MiB)`);
      const r = await send('import', { text: await file.text() });
      setPicked(r.gameId);
      setError('');
    } catch (e) {
      setError(`${t('importError')}: ${(e as Error).message}`);
    }
  };
  const onDelete = () => {
    if (!game || !confirm(t('deleteConfirm'))) return;
    act(send('delete-game', { gameId: game.id! }).then(() => setPicked(null)));
  };

  const errorLine = error && (
    <p class="error" role="alert" onClick={() => setError('')}>
      {error}
    </p>
  );
  if (!games.length) {
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
              if (f) void onImport(f);
            }}
          />
        </label>
        {errorLine}
      </main>
    );
  }
  return (
    <main class="panel" data-game={gameId ?? ''} data-lang={lang}>
      <GameBar
        games={games}
        game={game}
        t={t}
        lang={lang}
        onPick={setPicked}
        onHelp={() => setHelp(true)}
        {...(game && !readOnly ? { onNewGame: newGame } : {})}
      />
      {!readOnly && <SiteWarnings gameTab={game?.tabId ?? null} t={t} />}
      {readOnly && <p class="readonly">{t('readOnly')}</p>}
      {game && !readOnly && <PhaseBar game={game} t={t} act={act} />}
      {game && !readOnly && (
        <SpeechTimer timer={timer} speakers={speakers} nicks={nicks} durations={{ full: prefs.speech, short: prefs.short }} t={t} />
      )}
      {game && <LiveVoteTally state={game.state} tabId={readOnly ? null : game.tabId} t={t} />}
      {game && st && (
        <SeatStrip
          game={game}
          players={st.players}
          t={t}
          lang={lang}
          selected={filters.player}
          onSelect={(p) => setFilters({ ...filters, player: p })}
          titles={recordTitles}
        />
      )}
      {game && st && filters.player && (
        <SeatDetail
          game={game}
          player={filters.player}
          s={st.players.get(filters.player)}
          violations={violations}
          t={t}
          lang={lang}
          readOnly={readOnly}
          act={act}
          onClose={() => setFilters({ ...filters, player: '' })}
          onAnnounce={copy}
        >
          <PlayerRecordView history={records.get(filters.player)} lang={lang} />
        </SeatDetail>
      )}
      {game && !readOnly && <TechPause game={game} lang={lang} />}
      {errorLine}
      {game && protocolOpen && (
        <ProtocolView
          game={game}
          violations={violations}
          settings={settings}
          readOnly={readOnly}
          act={act}
          onNotice={setNotice}
          onClose={() => {
            setProtocolOpen(false);
            protocolToggle.current?.focus();
          }}
        />
      )}
      {game && !protocolOpen && (
        <Feed
          items={items}
          total={violations.length}
          rows={violations}
          filters={filters}
          setFilters={setFilters}
          nicks={nicks}
          ruleSet={game.ruleSet}
          t={t}
          lang={lang}
          readOnly={readOnly}
          fresh={fresh}
          unseen={unseen}
          focusedId={focusedId}
          onDecide={(v, s) => {
            setFocusedId(v.id);
            decide(v, s);
          }}
          onAnnounce={announce}
          onFocusRow={(v) => setFocusedId(v.id)}
          onScrollTop={(top) => {
            // Only a change re-renders the panel: scrolling itself re-renders the list alone.
            if (top < 8 !== atTopNow.current) setAtTop((atTopNow.current = top < 8));
          }}
          listEl={listEl}
        />
      )}
      <p class="announce" role="status" data-testid="announce-line">
        {notice}
      </p>
      {game && !readOnly && <ManualAdd game={game} t={t} lang={lang} open={manualOpen} onError={setError} />}
      {game && !readOnly && <SeesView tabId={game.tabId} lang={lang} />}
      <MoreMenu
        t={t}
        open={moreOpen}
        rules={game ? RULE_SETS[game.ruleSet].title[lang] : ''}
        prefs={prefs}
        setPrefs={setPrefs}
        onExport={(k) => void onExport(k)}
        onImport={(f) => void onImport(f)}
        onDelete={onDelete}
      >
        <div class="row">
          <a href="/players.html" target="_blank" rel="noopener" data-testid="players-open">
            {protocolWords(lang)('playersOpen')}
          </a>
        </div>
      </MoreMenu>
      <footer class="tools">
        {game && !readOnly && (
          <button
            ref={manualToggle}
            aria-expanded={manualOpen}
            aria-controls="manual-form"
            data-testid="manual-toggle"
            class={manualOpen ? 'on' : ''}
            onClick={() => setManualOpen(!manualOpen)}
          >
            + {t('addManual')}
          </button>
        )}
        {game && (
          <button
            ref={protocolToggle}
            aria-expanded={protocolOpen}
            data-testid="protocol-open"
            class={protocolOpen ? 'on' : ''}
            onClick={() => setProtocolOpen(!protocolOpen)}
          >
            {protocolWords(lang)('open')}
          </button>
        )}
        <button
          ref={moreToggle}
          aria-expanded={moreOpen}
          aria-controls="more-menu"
          data-testid="more-toggle"
          class={moreOpen ? 'on' : ''}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          {t('more')} {moreOpen ? '▾' : '▸'}
        </button>
      </footer>
      {help && <HelpOverlay t={t} onClose={() => setHelp(false)} />}
    </main>
  );
}

function fileName(g: GameRow, ext: string): string {
  return `mafia-game-${g.id}-${new Date(g.startedAt).toISOString().slice(0, 16).replace(/[:T]/g, '-')}.${ext}`;
}
