/**
 * The host's side panel: the game at a glance (phase, players, ladders) and
 * the live violation log with confirm / dismiss / undo, filters, manual
 * violations, export and import.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ruleById, ruleTitle, searchRules } from '@/lib/catalogue';
import { PHASES } from '@/lib/engine/events';
import { gameStandings, ImportError, MAX_IMPORT_SIZE, parseImport, toCSV, toJSON, toReportHTML, type GameLog } from '@/lib/export';
import { translator, type MessageKey } from '@/lib/i18n';
import { RULE_SETS } from '@/lib/rulesets';
import type { Lang } from '@/lib/settings';
import type { GameRow, ViolationRow, ViolationStatus } from '@/lib/store/db';
import { download, getDB, send, useGameLog, useGames, useSettings } from './data';
import { Highlight } from './Highlight';
import { VirtualList } from './VirtualList';

type T = (k: MessageKey) => string;

function initialGame(): number | null {
  const g = new URLSearchParams(location.search).get('game');
  return g && /^\d+$/.test(g) ? Number(g) : null;
}

export function SidePanel() {
  const [settings] = useSettings();
  const t = translator(settings.lang);
  const games = useGames();
  const [picked, setPicked] = useState<number | null>(initialGame());
  const gameId = picked ?? games[0]?.id ?? null;
  const log = useGameLog(gameId);
  const [error, setError] = useState('');

  useBeep(settings.sound, log.violations);

  if (!games.length) return <main class="panel empty"><h1>{t('appName')}</h1><p>{t('noGames')}</p><ImportButton t={t} onDone={setPicked} onError={setError} />{error && <p class="error" role="alert">{error}</p>}</main>;
  const game = log.game;
  const readOnly = !!game?.imported;
  const act = (p: Promise<unknown>) => p.catch((e: Error) => setError(e.message));

  return (
    <main class="panel" data-game={gameId ?? ''}>
      <header class="head">
        <select aria-label={t('games')} value={String(gameId ?? '')} onChange={(e) => setPicked(Number((e.currentTarget as HTMLSelectElement).value))} data-testid="game-picker">
          {games.map((g) => (
            <option value={String(g.id)}>{gameTitle(g)}</option>
          ))}
        </select>
        {game && <span class="ruleset">{RULE_SETS[game.ruleSet].title[settings.lang]}</span>}
      </header>
      {readOnly && <p class="readonly">{t('readOnly')}</p>}
      {game && !readOnly && (
        <div class="phase-bar" role="group" aria-label={t('phase')}>
          {PHASES.map((p) => (
            <button class={game.state.phase === p ? 'on' : ''} aria-pressed={game.state.phase === p} data-testid={`phase-${p}`} onClick={() => act(send('host', { gameId: game.id!, command: { kind: 'phase', phase: p } }))}>
              {t(`phase.${p}` as MessageKey)}
            </button>
          ))}
          <button class="new-game" onClick={() => act(send('new-game', { gameId: game.id! }).then((r) => setPicked(r.gameId)))}>
            {t('newGame')}
          </button>
        </div>
      )}
      {error && <p class="error" role="alert" onClick={() => setError('')}>{error}</p>}
      {game && <Players game={game} log={log} t={t} readOnly={readOnly} act={act} settings={settings} />}
      {game && !readOnly && <ManualAdd game={game} t={t} act={act} lang={settings.lang} />}
      {game && <Violations log={log} t={t} readOnly={readOnly} act={act} lang={settings.lang} />}
      {game && (
        <footer class="tools">
          <span>{t('export')}:</span>
          <button data-testid="export-json" onClick={() => download(fileName(game, 'json'), toJSON(log as GameLog), 'application/json')}>JSON</button>
          <button data-testid="export-csv" onClick={() => download(fileName(game, 'csv'), toCSV(log as GameLog), 'text/csv;charset=utf-8')}>CSV</button>
          <button data-testid="export-report" onClick={() => download(fileName(game, 'html'), toReportHTML(log as GameLog), 'text/html;charset=utf-8')}>{t('report')}</button>
          <ImportButton t={t} onDone={setPicked} onError={setError} />
          <button
            class="delete"
            data-testid="delete-game"
            onClick={() => {
              if (!confirm(t('deleteConfirm'))) return;
              act(deleteGame(game.id!).then(() => setPicked(null)));
            }}
          >
            {t('deleteGame')}
          </button>
        </footer>
      )}
    </main>
  );
}

/** Removes a game and everything stored with it, in one transaction. */
async function deleteGame(gameId: number): Promise<void> {
  const db = getDB();
  await db.transaction('rw', db.games, db.events, db.violations, async () => {
    await db.events.where('gameId').equals(gameId).delete();
    await db.violations.where('gameId').equals(gameId).delete();
    await db.games.delete(gameId);
  });
}

function gameTitle(g: GameRow): string {
  const when = new Date(g.startedAt).toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
  return `${g.imported ? '📥 ' : ''}${g.title || g.site} · ${when}`;
}

function fileName(g: GameRow, ext: string): string {
  return `mafia-game-${g.id}-${new Date(g.startedAt).toISOString().slice(0, 16).replace(/[:T]/g, '-')}.${ext}`;
}

function ImportButton({ t, onDone, onError }: { t: T; onDone: (id: number) => void; onError: (m: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      // Refused before it is read into memory.
      if (file.size > MAX_IMPORT_SIZE) throw new ImportError(`the file is too large (over ${MAX_IMPORT_SIZE / 1_000_000} MB)`);
      const log = parseImport(await file.text());
      const db = getDB();
      const id = await db.transaction('rw', db.games, db.events, db.violations, async () => {
        const gameId = await db.games.add({ ...log.game, updatedAt: Date.now() });
        await db.events.bulkAdd(log.events.map((e) => ({ ...e, gameId })));
        await db.violations.bulkAdd(log.violations.map((v) => ({ ...v, gameId })));
        return gameId;
      });
      onDone(id);
      onError('');
    } catch (e) {
      onError(`${t('importError')}: ${(e as Error).message}`);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <label class="import">
      {t('import')}
      <input ref={input} type="file" accept=".json,application/json" data-testid="import-file" onChange={(e) => void onFile((e.currentTarget as HTMLInputElement).files?.[0])} />
    </label>
  );
}

function Players({ game, log, t, readOnly, act, settings }: { game: GameRow; log: ReturnType<typeof useGameLog>; t: T; readOnly: boolean; act: (p: Promise<unknown>) => void; settings: ReturnType<typeof useSettings>[0] }) {
  const st = useMemo(() => gameStandings({ game, violations: log.violations }, { ladders: settings.ladders }).players, [log.violations, game, settings.ladders]);
  const ids = [...new Set([...Object.keys(game.state.players), ...st.keys()])].sort((a, b) => (Number(a) || 1e9) - (Number(b) || 1e9) || a.localeCompare(b));
  const cmd = (player: string, patch: { inVersion?: boolean; lastSpeech?: boolean; status?: 'alive' | 'dead' }) => act(send('host', { gameId: game.id!, command: { kind: 'player', player, ...patch } }));
  return (
    <section class="players">
      <h2>{t('players')}</h2>
      <table>
        <thead>
          <tr><th>{t('seat')}</th><th>{t('nick')}</th><th>{t('fouls')}</th><th>{t('warnings')}</th><th /><th title={t('inVersion')}>В</th><th title={t('lastSpeech')}>КР</th></tr>
        </thead>
        <tbody>
          {ids.map((id) => {
            const p = game.state.players[id];
            const s = st.get(id);
            const step = s?.pendingStep ?? s?.step;
            const words = s?.teamLoss ? t('ladder.teamLoss') : s?.removed ? t('ladder.removed') : step ? (settings.lang === 'en' ? step.en : step.ru) : '';
            const fouls = (s?.fouls.confirmed ?? 0) + (s?.fouls.pending ?? 0);
            const warnings = (s?.warnings.confirmed ?? 0) + (s?.warnings.pending ?? 0);
            const dead = p?.status === 'dead';
            return (
              <tr data-testid="player-row" data-player={id} data-fouls={fouls} data-warnings={warnings} class={`${dead ? 'dead' : ''} ${s?.teamLoss ? 'team-loss' : s?.removed ? 'removed' : ''}`}>
                <td>{id}</td>
                <td title={dead ? t('dead') : t('alive')} data-status={p?.status ?? 'alive'}>
                  {dead ? '† ' : ''}
                  {p?.nick ?? ''}
                </td>
                <td>{fouls}</td>
                <td>{warnings}</td>
                <td class="ladder">{words}</td>
                <td><input type="checkbox" aria-label={t('inVersion')} disabled={readOnly} checked={!!p?.inVersion} onChange={(e) => cmd(id, { inVersion: (e.currentTarget as HTMLInputElement).checked })} /></td>
                <td><input type="checkbox" aria-label={t('lastSpeech')} disabled={readOnly} checked={!!p?.lastSpeech} onChange={(e) => cmd(id, { lastSpeech: (e.currentTarget as HTMLInputElement).checked })} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function ManualAdd({ game, t, act, lang }: { game: GameRow; t: T; act: (p: Promise<unknown>) => void; lang: Lang }) {
  const [query, setQuery] = useState('');
  const [rule, setRule] = useState('');
  const [player, setPlayer] = useState('');
  const [note, setNote] = useState('');
  const results = useMemo(() => searchRules(query, game.ruleSet).slice(0, 8), [query, game.ruleSet]);
  const players = Object.keys(game.state.players).sort((a, b) => Number(a) - Number(b));
  return (
    <details class="manual">
      <summary>{t('addManual')}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!rule || !player) return;
          const penalty = ruleById(rule)?.penalty;
          act(send('host', { gameId: game.id!, command: { kind: 'manual', player, rule, ...(penalty ? { penalty } : {}), ...(note ? { note } : {}) } }));
          setNote('');
        }}
      >
        <select aria-label={t('player')} value={player} onChange={(e) => setPlayer((e.currentTarget as HTMLSelectElement).value)} data-testid="manual-player">
          <option value="">{t('player')}</option>
          {players.map((p) => <option value={p}>{p} {game.state.players[p]?.nick ?? ''}</option>)}
        </select>
        <input placeholder={t('searchRule')} value={query} onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)} data-testid="manual-search" />
        <ul class="picker">
          {results.map((r) => (
            <li class={rule === r.id ? 'on' : ''} onClick={() => setRule(r.id)} data-rule={r.id}>
              <b>{r.id}</b> {ruleTitle(r, lang)} <i>({r.detect})</i>
            </li>
          ))}
        </ul>
        <input placeholder={t('note')} value={note} onInput={(e) => setNote((e.currentTarget as HTMLInputElement).value)} />
        <button disabled={!rule || !player} data-testid="manual-add">{t('add')} {rule}</button>
      </form>
    </details>
  );
}

function Violations({ log, t, readOnly, act, lang }: { log: ReturnType<typeof useGameLog>; t: T; readOnly: boolean; act: (p: Promise<unknown>) => void; lang: Lang }) {
  const [player, setPlayer] = useState('');
  const [rule, setRule] = useState('');
  const [status, setStatus] = useState<'' | ViolationStatus>('');
  const list = useMemo(() => {
    const out = log.violations.filter((v) => (!player || v.player === player) && (!rule || v.rule === rule || v.rule.startsWith(rule + '.')) && (!status || v.status === status));
    return out.reverse(); // newest first
  }, [log.violations, player, rule, status]);
  const players = [...new Set(log.violations.map((v) => v.player))].sort((a, b) => Number(a) - Number(b));
  const rules = [...new Set(log.violations.map((v) => v.rule))].sort();
  const decide = (v: ViolationRow, s: ViolationStatus) => act(send('host', { gameId: v.gameId, command: { kind: 'decide', violationId: v.id!, status: s } }));
  return (
    <section class="violations">
      <h2>
        {t('violations')} <small>{list.length} {t('of')} {log.violations.length}</small>
      </h2>
      <div class="filters">
        <select aria-label={t('player')} value={player} onChange={(e) => setPlayer((e.currentTarget as HTMLSelectElement).value)} data-testid="filter-player">
          <option value="">{t('player')}: {t('all')}</option>
          {players.map((p) => <option value={p}>{p}</option>)}
        </select>
        <select aria-label={t('rule')} value={rule} onChange={(e) => setRule((e.currentTarget as HTMLSelectElement).value)} data-testid="filter-rule">
          <option value="">{t('rule')}: {t('all')}</option>
          {rules.map((r) => <option value={r}>{r}</option>)}
        </select>
        <select aria-label={t('status')} value={status} onChange={(e) => setStatus((e.currentTarget as HTMLSelectElement).value as ViolationStatus | '')} data-testid="filter-status">
          <option value="">{t('status')}: {t('all')}</option>
          {(['new', 'confirmed', 'dismissed'] as const).map((s) => <option value={s}>{t(`status.${s}`)}</option>)}
        </select>
      </div>
      <VirtualList
        className="vlist"
        items={list}
        rowHeight={76}
        render={(v) => (
          <article
            class={`violation ${v.penalty} ${v.status}`}
            data-testid="violation"
            data-id={v.id}
            data-rule={v.rule}
            data-player={v.player}
            data-penalty={v.penalty}
            data-status={v.status}
            data-history={v.history ? '1' : undefined}
            data-event={v.eventId}
          >
            <div class="line1">
              <b class="rule" title={ruleById(v.rule)?.text.slice(0, 400)}>{v.rule}</b> <span class="title">{ruleTitle(ruleById(v.rule), lang)}</span>
              <span class={`pen ${v.penalty}`}>{t(`penalty.${v.penalty}` as MessageKey)}</span>
              <span class="who">№{v.player}</span>
              <time>{new Date(v.ts ?? v.at).toLocaleTimeString('ru-RU')}</time>
              {v.history && <span class="hist">{t('history')}</span>}
            </div>
            <div class="line2"><Highlight text={v.text} start={v.start} end={v.end} fragment={v.fragment} /></div>
            <div class="line3">
              <span class="reason">{v.reason}{v.ladder ? ` · ${v.ladder.ru}` : ''}</span>
              {!readOnly && v.status === 'new' && (
                <>
                  <button class="ok" data-testid="confirm" onClick={() => decide(v, 'confirmed')}>{t('confirm')}</button>
                  <button class="no" data-testid="dismiss" onClick={() => decide(v, 'dismissed')}>{t('dismiss')}</button>
                </>
              )}
              {!readOnly && v.status !== 'new' && (
                <button data-testid="undo" onClick={() => decide(v, 'new')}>{t('undo')} ({t(`status.${v.status}`)})</button>
              )}
            </div>
          </article>
        )}
      />
    </section>
  );
}

/** A short tone when a removal or team loss arrives (optional). */
function useBeep(on: boolean, violations: ViolationRow[]) {
  const seen = useRef<number>(-1);
  useEffect(() => {
    const maxId = violations.reduce((m, v) => Math.max(m, v.id ?? 0), 0);
    if (seen.current >= 0 && on) {
      const fresh = violations.filter((v) => (v.id ?? 0) > seen.current && (v.penalty === 'removal' || v.penalty === 'team-loss'));
      if (fresh.length) beep(fresh.some((v) => v.penalty === 'team-loss') ? 880 : 660);
    }
    seen.current = maxId;
  }, [violations, on]);
}

function beep(freq: number) {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.18);
    osc.onended = () => void ctx.close();
  } catch {
    // no audio: fine
  }
}

