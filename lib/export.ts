/**
 * The violation log: complete JSON (importable again for review), CSV for
 * spreadsheets, and a printable HTML report. Pure functions over stored rows.
 */
import { ruleById, ruleTitle } from './catalogue';
import { BOM, csvLine } from './csv';
import type { Confidence } from './detect/types';
import { isRuleSetId, type Penalty } from './rulesets/types';
import { consequenceText, stepWords } from './consequence';
import { bySeat, nightSeqs } from './flow';
import { RULE_SETS, type LadderStep } from './rulesets';
import type { Lang } from './settings';
import { consequenceAt, standings, type StandingOptions, type Standings } from './standing';
import type { EventRow, GameRow, ViolationRow, ViolationStatus } from './store/db';
import { parseEventRow, parseState, parseViolationRow } from './store/validate';
import { MAX_IMPORT_CHARS } from './messaging';
import { gameProtocol, type Protocol } from './protocol/protocol';
import { protocolCSV, protocolHTML } from './protocol/format';
import { escapeHtml } from './html';
import { word, type KeysUnder, type StringKey } from './strings';

export const FORMAT = 'mafia-host-guard/game';
/** 2: the protocol's facts among the events (an older reader refuses them by the version) and the protocol itself. */
export const FORMAT_VERSION = 2;

export interface GameLog {
  game: GameRow;
  events: EventRow[];
  violations: ViolationRow[];
}

export interface ExportedGame {
  format: typeof FORMAT;
  version: number;
  exportedAt: string;
  game: Omit<GameRow, 'id' | 'tabId' | 'pages'>;
  players: PlayerLine[];
  events: Omit<EventRow, 'id' | 'gameId'>[];
  violations: Omit<ViolationRow, 'id' | 'gameId'>[];
  /** Derived from the events and violations (an import derives it again): for whoever reads the file. */
  protocol: Protocol;
}

/** How an export is written: the UI language and the host's ladder thresholds (settings). */
export interface ExportOptions {
  lang?: Lang;
  ladders?: StandingOptions['ladders'];
}

/** Standings of a stored game: the one function every view uses. */
export function gameStandings(log: Pick<GameLog, 'game' | 'violations'>, opts: ExportOptions = {}): Standings {
  return standings(log.violations, log.game.ruleSet, {
    ...(opts.ladders ? { ladders: opts.ladders } : {}),
    nights: nightSeqs(log.game.state),
  });
}

/** The protocol of a stored game: the one function (lib/protocol/protocol.ts) over its log. */
export function logProtocol(log: GameLog, opts: ExportOptions = {}): Protocol {
  return gameProtocol(log, opts.ladders ? { ladders: opts.ladders } : {});
}

export interface PlayerLine {
  player: string;
  nick?: string;
  status?: string;
  fouls: number;
  warnings: number;
  verbals: number;
  /** Of the counts above, still unreviewed. */
  pending: { fouls: number; warnings: number; verbals: number };
  removed: boolean;
  teamLoss: boolean;
  /** The ladder step in the rule set's words, when reached. */
  ladder?: { ru: string; en: string; effect: string; pending: boolean };
}

export function playerTable(log: Pick<GameLog, 'game' | 'violations'>, st: Standings = gameStandings(log)): PlayerLine[] {
  const ids = new Set([...Object.keys(log.game.state.players), ...st.players.keys()]);
  return [...ids].sort(bySeat).map((player) => {
    const p = log.game.state.players[player];
    const s = st.players.get(player);
    const step = s?.pendingStep ?? s?.step;
    const line: PlayerLine = {
      player,
      fouls: (s?.fouls.confirmed ?? 0) + (s?.fouls.pending ?? 0),
      warnings: (s?.warnings.confirmed ?? 0) + (s?.warnings.pending ?? 0),
      verbals: (s?.verbals.confirmed ?? 0) + (s?.verbals.pending ?? 0),
      pending: { fouls: s?.fouls.pending ?? 0, warnings: s?.warnings.pending ?? 0, verbals: s?.verbals.pending ?? 0 },
      removed: !!s?.removed,
      teamLoss: !!s?.teamLoss,
    };
    if (p?.nick !== undefined) line.nick = p.nick;
    if (p?.status !== undefined) line.status = p.status;
    if (step) line.ladder = { ru: step.ru, en: step.en, effect: step.effect, pending: !!s?.pendingStep };
    return line;
  });
}

export function toJSON(log: GameLog, now = new Date(), opts: ExportOptions = {}): string {
  const { id: _id, tabId: _tab, pages: _pages, ...game } = log.game;
  const out: ExportedGame = {
    format: FORMAT,
    version: FORMAT_VERSION,
    exportedAt: now.toISOString(),
    game,
    players: playerTable(log, gameStandings(log, opts)),
    events: log.events.map(({ id: _i, gameId: _g, ...e }) => e),
    violations: log.violations.map(({ id: _i, gameId: _g, ...v }) => v),
    protocol: logProtocol(log, opts),
  };
  return JSON.stringify(out, null, 1);
}

export class ImportError extends Error {}

/**
 * The largest log imported, in file bytes before reading and in characters
 * after: the cap of the worker's import request (a runtime message carries up to 64 MiB).
 */
export const MAX_IMPORT_SIZE = MAX_IMPORT_CHARS;

/** Reads an exported game back, all of it; anything broken or foreign is a clear error and nothing is kept. */
export function parseImport(text: string): GameLog {
  if (text.length > MAX_IMPORT_SIZE) throw new ImportError(`the file is too large (over ${MAX_IMPORT_SIZE / 1024 / 1024} MiB)`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new ImportError(`not JSON: ${(e as Error).message}`);
  }
  const log = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (log.format !== FORMAT) throw new ImportError('not a game log exported by this extension');
  if (typeof log.version !== 'number' || log.version > FORMAT_VERSION) throw new ImportError(`unsupported log version ${log.version}`);
  const g = (typeof log.game === 'object' && log.game !== null ? log.game : {}) as Record<string, unknown>;
  if (!isRuleSetId(g.ruleSet)) throw new ImportError('the game record is missing or damaged');
  const state = parseState(g.state, g.ruleSet);
  if (typeof state === 'string') throw new ImportError(`the game record is damaged (${state})`);
  if (!Array.isArray(log.events) || !Array.isArray(log.violations)) throw new ImportError('events or violations are missing');
  const events: EventRow[] = log.events.map((e: unknown, i: number) => {
    const row = parseEventRow(e);
    if (typeof row === 'string') throw new ImportError(`event ${i + 1} is damaged (${row})`);
    return { ...row, gameId: 0 };
  });
  const violations: ViolationRow[] = log.violations.map((v: unknown, i: number) => {
    const row = parseViolationRow(v);
    if (typeof row === 'string') throw new ImportError(`violation ${i + 1} is damaged (${row})`);
    return { ...row, gameId: 0 };
  });
  const game: GameRow = {
    tabId: null,
    site: String(g.site ?? 'import'),
    url: String(g.url ?? ''),
    title: String(g.title ?? ''),
    ruleSet: g.ruleSet,
    startedAt: Number(g.startedAt) || 0,
    updatedAt: Number(g.updatedAt) || 0,
    state,
    pages: {},
    imported: true,
  };
  return { game, events, violations };
}

/** The export's words in both UI languages, from the one table (lib/strings.ts). */
function exportWords(lang: Lang) {
  const w = (k: StringKey) => word(k, lang);
  const of = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, w(`${prefix}${k}` as StringKey)])) as Record<K, string>;
  return {
    penalty: of<Penalty>('penalty.', ['verbal', 'foul', 'warning', 'removal', 'team-loss']),
    status: of<ViolationStatus>('status.', ['new', 'confirmed', 'dismissed']),
    confidence: { certain: w('export.confidence.certain'), likely: w('likely') } as Record<Confidence, string>,
    csv: CSV_COLUMNS.map((k) => w(`export.csv.${k}`)),
    report: w('export.report'),
    start: w('export.start'),
    rules: w('ruleSet'),
    violations: w('export.violations'),
    counted: w('export.counted'),
    players: w('export.players'),
    list: w('violations'),
    pcols: (['seat', 'nick', 'status', 'fouls', 'export.col.warnings', 'export.col.outcome'] as const).map(w),
    vcols: (
      [
        'export.col.time',
        'player',
        'rule',
        'export.col.penalty',
        'status',
        'export.col.message',
        'export.col.reason',
        'export.col.consequence',
      ] as const
    ).map(w),
    alive: w('alive'),
    dead: w('dead'),
    removed: w('ladder.removed'),
    teamLoss: w('ladder.teamLoss'),
    unreviewed: w('unreviewed'),
    pendingNote: w('export.pendingNote'),
  };
}

const CSV_COLUMNS = [
  'time',
  'player',
  'nick',
  'rule',
  'title',
  'penalty',
  'status',
  'confidence',
  'fragment',
  'message',
  'reason',
  'consequence',
] as const satisfies readonly KeysUnder<'export.csv.'>[];

function time(ms: number | undefined, lang: Lang): string {
  return ms ? new Date(ms).toLocaleString(lang === 'en' ? 'en-GB' : 'ru-RU') : '';
}

export function toCSV(log: GameLog, opts: ExportOptions = {}): string {
  const lang = opts.lang ?? 'ru';
  const w = exportWords(lang);
  const st = gameStandings(log, opts);
  const rows = log.violations.map((v, i) => {
    const c = consequenceAt(st, i);
    return csvLine([
      time(v.ts ?? v.at, lang),
      v.player,
      log.game.state.players[v.player]?.nick ?? '',
      v.rule,
      ruleTitle(ruleById(v.rule), lang),
      w.penalty[c.penalty],
      w.status[v.status],
      w.confidence[v.confidence ?? 'certain'],
      v.fragment,
      v.text,
      v.reason,
      consequenceText(c, log.game.ruleSet, lang),
    ]);
  });
  // The protocol follows the violations after a blank line: one file carries the game.
  return BOM + [csvLine(w.csv), ...rows, '', ...protocolCSV(logProtocol(log, opts), lang)].join('\r\n') + '\r\n';
}

export { escapeHtml };

/** "3" or "3 (1)" when one of the three is still unreviewed. */
function count(total: number, pending: number): string {
  return pending ? `${total} (${pending})` : String(total);
}

/** A printable report in the UI language: every piece of page text escaped, no scripts. */
export function toReportHTML(log: GameLog, opts: ExportOptions = {}): string {
  const lang = opts.lang ?? 'ru';
  const w = exportWords(lang);
  const e = escapeHtml;
  const st = gameStandings(log, opts);
  const players = playerTable(log, st);
  const counted = st.consequences.filter((c) => c.counts).length;
  const rows = log.violations
    .map((v, i) => {
      const c = consequenceAt(st, i);
      const before = v.text.slice(0, v.start);
      const frag = v.text.slice(v.start, v.end) || v.fragment;
      const after = v.text.slice(v.end);
      return (
        `<tr class="${e(v.status)} ${e(c.penalty)}"><td>${e(time(v.ts ?? v.at, lang))}</td>` +
        `<td>${e(v.player)}</td><td><b>${e(v.rule)}</b> ${e(ruleTitle(ruleById(v.rule), lang))}</td>` +
        `<td>${e(w.penalty[c.penalty])}</td>` +
        `<td>${e(w.status[v.status])}${v.confidence === 'likely' ? ` · ${e(w.confidence.likely)}` : ''}</td>` +
        `<td>${e(before)}<mark>${e(frag)}</mark>${e(after)}</td><td>${e(v.reason)}</td>` +
        `<td>${e(consequenceText(c, log.game.ruleSet, lang))}</td></tr>`
      );
    })
    .join('\n');
  const outcome = (p: PlayerLine) => {
    const text = p.teamLoss
      ? w.teamLoss
      : p.removed
        ? w.removed
        : p.ladder
          ? stepWords(p.ladder as Pick<LadderStep, 'effect' | 'ru' | 'en'>, lang)
          : '';
    return text && p.ladder?.pending && !p.teamLoss ? `${text} (${w.unreviewed})` : text;
  };
  const prows = players
    .map(
      (p) =>
        `<tr><td>${e(p.player)}</td><td>${e(p.nick ?? '')}</td>` +
        `<td>${e(p.status === 'dead' ? w.dead : w.alive)}</td><td>${count(p.fouls, p.pending.fouls)}</td>` +
        `<td>${count(p.warnings, p.pending.warnings)}</td><td>${e(outcome(p))}</td></tr>`,
    )
    .join('\n');
  const th = (cols: string[]) => cols.map((c) => `<th>${e(c)}</th>`).join('');
  return (
    `<!doctype html>
<html lang="${lang}" translate="no"><head><meta charset="utf-8">
<meta name="google" content="notranslate">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${e(w.report)} — ${e(log.game.title || log.game.site)}</title>
<style>
body{font:13px/1.4 system-ui,sans-serif;margin:24px;color:#111}
table{border-collapse:collapse;width:100%;margin:8px 0 20px}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f0f0f0}mark{background:#ffe08a}tr.dismissed{color:#595959;text-decoration:line-through}tr.team-loss ` +
    `td:nth-child(4),tr.removal td:nth-child(4){font-weight:700;color:#b00}
@media print{body{margin:8mm}}
</style></head><body>
<h1>${e(w.report)}</h1>
<p>${e(log.game.title || '')} · ${e(log.game.site)} · ${e(log.game.url)}<br>${e(w.start)}: ` +
    `${e(time(log.game.startedAt, lang))} · ${e(w.rules)}: ` +
    `${e(RULE_SETS[log.game.ruleSet].title[lang])} · ${e(w.violations)}: ${log.violations.length} ` +
    `(${e(w.counted)} ${counted})</p>
${protocolHTML(logProtocol(log, opts), lang)}
<h2>${e(w.players)}</h2>
<p>${e(w.pendingNote)}</p>
<table><thead><tr>${th(w.pcols)}</tr></thead><tbody>
${prows}
</tbody></table>
<h2>${e(w.list)}</h2>
<table><thead><tr>${th(w.vcols)}</tr></thead><tbody>
${rows}
</tbody></table>
</body></html>`
  );
}
