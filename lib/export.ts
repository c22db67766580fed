/**
 * The violation log: complete JSON (importable again for review), CSV for
 * spreadsheets, and a printable HTML report. Pure functions over stored rows.
 */
import { ruleById } from './catalogue';
import { BOM, csvLine } from './csv';
import { parseEvent } from './engine/events';
import type { Confidence } from './detect/types';
import type { EngineState } from './engine/engine';
import { PENALTIES, isRuleSetId, type Penalty } from './rulesets/types';
import { standings } from './standing';
import type { EventRow, GameRow, ViolationRow, ViolationStatus } from './store/db';

export const FORMAT = 'mafia-host-guard/game';
export const FORMAT_VERSION = 1;

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
  players: { player: string; nick?: string; status?: string; fouls: number; warnings: number; removed: boolean; teamLoss: boolean }[];
  events: Omit<EventRow, 'id' | 'gameId'>[];
  violations: Omit<ViolationRow, 'id' | 'gameId'>[];
}

const nightSeqs = (events: EventRow[]) => events.filter((e) => e.event.type === 'phase' && e.event.phase === 'night').map((e) => e.seq);

export function playerTable(log: GameLog) {
  const st = standings(log.violations, log.game.ruleSet, { nightSeqs: nightSeqs(log.events), resetOnNight: log.game.ruleSet === 'club-remarks' });
  const ids = new Set([...Object.keys(log.game.state.players), ...st.keys()]);
  return [...ids]
    .sort((a, b) => (Number(a) || 1e9) - (Number(b) || 1e9) || a.localeCompare(b))
    .map((player) => {
      const p = log.game.state.players[player];
      const s = st.get(player);
      return { player, nick: p?.nick, status: p?.status, fouls: s?.fouls ?? 0, warnings: s?.warnings ?? 0, removed: s?.removed ?? false, teamLoss: s?.teamLoss ?? false };
    });
}

export function toJSON(log: GameLog, now = new Date()): string {
  const { id: _id, tabId: _tab, pages: _pages, ...game } = log.game;
  const out: ExportedGame = {
    format: FORMAT,
    version: FORMAT_VERSION,
    exportedAt: now.toISOString(),
    game,
    players: playerTable(log),
    events: log.events.map(({ id: _i, gameId: _g, ...e }) => e),
    violations: log.violations.map(({ id: _i, gameId: _g, ...v }) => v),
  };
  return JSON.stringify(out, null, 1);
}

export class ImportError extends Error {}

const STATUSES: ViolationStatus[] = ['new', 'confirmed', 'dismissed'];

/** Reads an exported game back; anything broken or foreign is a clear error and nothing is kept. */
export function parseImport(text: string): GameLog {
  let raw: any;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new ImportError(`not JSON: ${(e as Error).message}`);
  }
  if (!raw || typeof raw !== 'object' || raw.format !== FORMAT) throw new ImportError('not a game log exported by this extension');
  if (typeof raw.version !== 'number' || raw.version > FORMAT_VERSION) throw new ImportError(`unsupported log version ${raw.version}`);
  const g = raw.game;
  if (!g || typeof g !== 'object' || !isRuleSetId(g.ruleSet) || !g.state || typeof g.state !== 'object' || typeof g.state.players !== 'object')
    throw new ImportError('the game record is missing or damaged');
  if (!Array.isArray(raw.events) || !Array.isArray(raw.violations)) throw new ImportError('events or violations are missing');
  const events: EventRow[] = raw.events.map((e: any, i: number) => {
    const parsed = parseEvent(e?.event);
    if (!parsed.ok || !parsed.event || typeof e.seq !== 'number' || typeof e.key !== 'string') throw new ImportError(`event ${i + 1} is damaged`);
    return { gameId: 0, seq: e.seq, key: e.key, event: parsed.event, at: Number(e.at) || 0, ...(e.history ? { history: true } : {}) };
  });
  const violations: ViolationRow[] = raw.violations.map((v: any, i: number) => {
    const ok =
      v && typeof v.rule === 'string' && typeof v.player === 'string' && PENALTIES.includes(v.penalty) && STATUSES.includes(v.status) &&
      typeof v.seq === 'number' && typeof v.start === 'number' && typeof v.end === 'number' && typeof v.key === 'string';
    if (!ok) throw new ImportError(`violation ${i + 1} is damaged`);
    const row: ViolationRow = {
      key: v.key, seq: v.seq, player: v.player, rule: v.rule, penalty: v.penalty as Penalty, kind: String(v.kind ?? 'manual') as ViolationRow['kind'],
      fragment: String(v.fragment ?? ''), start: v.start, end: v.end, reason: String(v.reason ?? ''), gameId: 0, status: v.status, text: String(v.text ?? ''), at: Number(v.at) || 0,
    };
    if (typeof v.eventId === 'string') row.eventId = v.eventId;
    if (typeof v.baseRule === 'string') row.baseRule = v.baseRule;
    if (typeof v.decidedAt === 'number') row.decidedAt = v.decidedAt;
    // Logs exported before confidence existed carry none: those were all counted as certain.
    if (v.confidence === 'likely' || v.confidence === 'certain') row.confidence = v.confidence;
    if (v.history) row.history = true;
    return row;
  });
  const game: GameRow = {
    tabId: null, site: String(g.site ?? 'import'), url: String(g.url ?? ''), title: String(g.title ?? ''), ruleSet: g.ruleSet,
    startedAt: Number(g.startedAt) || 0, updatedAt: Number(g.updatedAt) || 0, state: g.state as EngineState, pages: {}, imported: true,
  };
  return { game, events, violations };
}

const PENALTY_RU: Record<Penalty, string> = { verbal: 'устное', foul: 'фол', warning: 'предупреждение', removal: 'поднятие', 'team-loss': 'ППК' };
const CONFIDENCE_RU: Record<Confidence, string> = { certain: 'точно', likely: 'вероятно' };
const STATUS_RU: Record<ViolationStatus, string> = { new: 'новое', confirmed: 'подтверждено', dismissed: 'отклонено' };

function time(ms: number | undefined): string {
  return ms ? new Date(ms).toLocaleString('ru-RU') : '';
}

export function toCSV(log: GameLog): string {
  const head = ['время', 'игрок', 'ник', 'правило', 'название', 'наказание', 'статус', 'уверенность', 'фрагмент', 'сообщение', 'причина', 'лестница'];
  const rows = log.violations.map((v) =>
    csvLine([
      time(v.ts ?? v.at), v.player, log.game.state.players[v.player]?.nick ?? '', v.rule, ruleById(v.rule)?.title ?? '', PENALTY_RU[v.penalty], STATUS_RU[v.status],
      CONFIDENCE_RU[v.confidence ?? 'certain'], v.fragment, v.text, v.reason, v.ladder?.ru ?? '',
    ]),
  );
  return BOM + [csvLine(head), ...rows].join('\r\n') + '\r\n';
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A printable report: every piece of page text escaped, no scripts. */
export function toReportHTML(log: GameLog): string {
  const e = escapeHtml;
  const players = playerTable(log);
  const counted = log.violations.filter((v) => v.status !== 'dismissed');
  const rows = log.violations
    .map((v) => {
      const before = v.text.slice(0, v.start);
      const frag = v.text.slice(v.start, v.end) || v.fragment;
      const after = v.text.slice(v.end);
      return `<tr class="${e(v.status)} ${e(v.penalty)}"><td>${e(time(v.ts ?? v.at))}</td><td>${e(v.player)}</td><td><b>${e(v.rule)}</b> ${e(ruleById(v.rule)?.title ?? '')}</td><td>${e(PENALTY_RU[v.penalty])}</td><td>${e(STATUS_RU[v.status])}${v.confidence === 'likely' ? ` · ${CONFIDENCE_RU.likely}` : ''}</td><td>${e(before)}<mark>${e(frag)}</mark>${e(after)}</td><td>${e(v.reason)}</td></tr>`;
    })
    .join('\n');
  const prows = players
    .map((p) => `<tr><td>${e(p.player)}</td><td>${e(p.nick ?? '')}</td><td>${e(p.status === 'dead' ? 'мёртв' : 'жив')}</td><td>${p.fouls}</td><td>${p.warnings}</td><td>${p.teamLoss ? 'ППК' : p.removed ? 'удалён' : ''}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Отчёт об игре — ${e(log.game.title || log.game.site)}</title>
<style>
body{font:13px/1.4 system-ui,sans-serif;margin:24px;color:#111}
table{border-collapse:collapse;width:100%;margin:8px 0 20px}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f0f0f0}mark{background:#ffe08a}tr.dismissed{color:#888;text-decoration:line-through}tr.team-loss td:nth-child(4),tr.removal td:nth-child(4){font-weight:700;color:#b00}
@media print{body{margin:8mm}}
</style></head><body>
<h1>Отчёт об игре</h1>
<p>${e(log.game.title || '')} · ${e(log.game.site)} · ${e(log.game.url)}<br>Начало: ${e(time(log.game.startedAt))} · Правила: ${e(log.game.ruleSet)} · Нарушений: ${log.violations.length} (учтено ${counted.length})</p>
<h2>Итоги по игрокам</h2>
<table><thead><tr><th>№</th><th>Ник</th><th>Статус</th><th>Фолы</th><th>Предупреждения</th><th>Итог</th></tr></thead><tbody>
${prows}
</tbody></table>
<h2>Нарушения</h2>
<table><thead><tr><th>Время</th><th>Игрок</th><th>Правило</th><th>Наказание</th><th>Статус</th><th>Сообщение</th><th>Причина</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>`;
}
