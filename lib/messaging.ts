/**
 * Messages between the extension's contexts, typed end to end: each request
 * type maps to its response type, and `send` (lib/ext/send.ts) and the
 * background router (lib/background/router.ts) are checked against this map.
 * Every request also has a route here: who may send it and how its payload is
 * validated — a message is data from another context, never trusted as typed.
 */
import { parseEvent, PHASES, type GameEvent, type Phase, type Status } from './engine/events';
import { PENALTIES, type Penalty } from './rulesets/types';
import { parseSees, type SeesSnapshot } from './sees';
import { PAGE_FACTS, parseFact, type ProtocolFact } from './protocol/facts';
import type { GameRecord } from './protocol/players';
import type { ViolationStatus } from './store/db';

/** One event as the content script reports it. */
export interface BatchItem {
  /** Position in this page's stream, from 1: the background applies each once. */
  n: number;
  event: GameEvent;
  /** Already on the page when the script attached. */
  history?: boolean;
}

export interface EventBatch {
  /** Random id of this page load of the content script. */
  pageId: string;
  site: string;
  url: string;
  title: string;
  /** The page's game key when these items were read (a Discord channel, a table): one game per key. */
  key?: string;
  items: BatchItem[];
  /** The adapter saw a new game start (e.g. the bot dealt roles). */
  newGame?: boolean;
}

export type HostCommand =
  | { kind: 'phase'; phase: Phase }
  | { kind: 'player'; player: string; status?: Status; inVersion?: boolean; lastSpeech?: boolean; nick?: string }
  | { kind: 'manual'; player: string; rule: string; penalty?: Penalty; note?: string }
  /** The speech timer's seat: who holds the speech now ("" for nobody). */
  | { kind: 'speech'; seat: string }
  | { kind: 'decide'; violationId: number; status: ViolationStatus }
  /** A fact for the protocol (roles, winner, best move, points, a seat's way out): always the host's. */
  | { kind: 'fact'; fact: ProtocolFact };

export interface Requests {
  /** Content script → background. */
  events: { req: { batch: EventBatch }; res: { applied: number; gameId: number } };
  /** Extension pages → background. */
  host: { req: { gameId: number; command: HostCommand }; res: { ok: true } };
  'new-game': { req: { gameId?: number; tabId?: number }; res: { gameId: number } };
  /** Content script → background: what the adapter reads on the page, for the side panel. */
  sees: { req: { sees: SeesSnapshot }; res: { ok: true } };
  /** Side panel: delete a game with everything stored for it. */
  'delete-game': { req: { gameId: number }; res: { ok: true } };
  /** Side panel: import an exported game (the file's text) for a read-only review. */
  import: { req: { text: string }; res: { gameId: number } };
  /**
   * Extension pages: the record rows of the games these players (`site:account` keys; all players when
   * absent) played in, made current first — except the game `except` (the one being played).
   */
  'player-records': { req: { keys?: string[]; except?: number }; res: { records: GameRecord[] } };
  /** Popup: the game of the active tab, if any. */
  'active-game': { req: { tabId?: number }; res: { gameId: number | null } };
}

export type RequestType = keyof Requests;
export type Request<K extends RequestType = RequestType> = { type: K } & Requests[K]['req'];
export type Response<K extends RequestType> = Requests[K]['res'] | { error: string };

/**
 * Who may send a request: `page` — the content script in a web page's tab
 * (page events); `extension` — the extension's own pages (side panel, popup,
 * options), which act for the host.
 */
export type Origin = 'page' | 'extension';

export interface Route<K extends RequestType> {
  from: Origin;
  /** The validated request body, or why it is refused. */
  parse(m: Record<string, unknown>): Requests[K]['req'] | string;
}

/** Most items the content script sends at once (it sends up to 500). */
export const MAX_BATCH_ITEMS = 1000;
const MAX_FIELD = 4096;
/** An imported game's file, as text (runtime messages carry up to 64 MiB). */
export const MAX_IMPORT_CHARS = 32 * 1024 * 1024;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isStr = (v: unknown, max = MAX_FIELD): v is string => typeof v === 'string' && v.length <= max;
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const VIOLATION_STATUSES: readonly ViolationStatus[] = ['new', 'confirmed', 'dismissed'];

function parseBatch(raw: unknown): EventBatch | string {
  if (typeof raw !== 'object' || raw === null) return 'batch: not an object';
  const b = raw as Record<string, unknown>;
  if (!isStr(b.pageId, 100) || !b.pageId || !isStr(b.site, 100) || !b.site || !isStr(b.url) || !isStr(b.title))
    return 'batch: bad pageId, site, url or title';
  if (!Array.isArray(b.items) || b.items.length > MAX_BATCH_ITEMS) return 'batch: items must be an array of at most ' + MAX_BATCH_ITEMS;
  if (!optional(b.newGame, isBool)) return 'batch: bad newGame';
  if (!optional(b.key, (v) => isStr(v, 200))) return 'batch: bad key';
  // An item that is not a page event is left out, not the batch: what the page showed is
  // data, and one unreadable item must not hold the rest of the page's stream behind it.
  const items: BatchItem[] = [];
  for (const it of b.items as unknown[]) {
    const o = (typeof it === 'object' && it !== null ? it : {}) as Record<string, unknown>;
    if (!isInt(o.n) || o.n < 1) continue;
    const parsed = parseEvent(o.event);
    // Violations added by hand come only from the host; a page states only what a bot announces, as the page's.
    if (!parsed.ok || !parsed.event || parsed.event.type === 'manual') continue;
    let event = parsed.event;
    if (event.type === 'fact') {
      if (!PAGE_FACTS.includes(event.fact.kind)) continue;
      event = { ...event, fact: { ...event.fact, by: 'page' } };
    }
    items.push({ n: o.n, event, ...(o.history === true ? { history: true } : {}) });
  }
  return {
    pageId: b.pageId,
    site: b.site,
    url: b.url,
    title: b.title,
    ...(typeof b.key === 'string' ? { key: b.key } : {}),
    items,
    ...(b.newGame === true ? { newGame: true } : {}),
  };
}

function parseCommand(raw: unknown): HostCommand | string {
  if (typeof raw !== 'object' || raw === null) return 'command: not an object';
  const c = raw as Record<string, unknown>;
  switch (c.kind) {
    case 'phase':
      return (PHASES as readonly unknown[]).includes(c.phase) ? { kind: 'phase', phase: c.phase as Phase } : 'command: bad phase';
    case 'player': {
      if (!isStr(c.player, 100) || !c.player) return 'command: bad player';
      if (
        !optional(c.status, (v) => v === 'alive' || v === 'dead') ||
        !optional(c.inVersion, isBool) ||
        !optional(c.lastSpeech, isBool) ||
        !optional(c.nick, (v) => isStr(v, 200))
      )
        return 'command: bad player fields';
      const cmd: HostCommand = { kind: 'player', player: c.player };
      if (c.status !== undefined) cmd.status = c.status as Status;
      if (c.inVersion !== undefined) cmd.inVersion = c.inVersion as boolean;
      if (c.lastSpeech !== undefined) cmd.lastSpeech = c.lastSpeech as boolean;
      if (c.nick !== undefined) cmd.nick = c.nick as string;
      return cmd;
    }
    case 'manual': {
      if (!isStr(c.player, 100) || !c.player || !isStr(c.rule, 100) || !c.rule) return 'command: bad player or rule';
      if (!optional(c.penalty, (v) => (PENALTIES as readonly unknown[]).includes(v)) || !optional(c.note, isStr))
        return 'command: bad penalty or note';
      return {
        kind: 'manual',
        player: c.player,
        rule: c.rule,
        ...(c.penalty !== undefined ? { penalty: c.penalty as Penalty } : {}),
        ...(c.note !== undefined ? { note: c.note as string } : {}),
      };
    }
    case 'speech':
      return isStr(c.seat, 20) && /^\d*$/.test(c.seat) ? { kind: 'speech', seat: c.seat } : 'command: bad seat';
    case 'decide':
      return isInt(c.violationId) && (VIOLATION_STATUSES as readonly unknown[]).includes(c.status)
        ? { kind: 'decide', violationId: c.violationId, status: c.status as ViolationStatus }
        : 'command: bad violationId or status';
    case 'fact': {
      // Whatever the page claims, a command's fact is the host's.
      const fact = parseFact(typeof c.fact === 'object' && c.fact !== null ? { ...c.fact, by: 'host' } : c.fact);
      return typeof fact === 'string' ? `command: ${fact}` : { kind: 'fact', fact };
    }
    default:
      return 'command: unknown kind';
  }
}

/** Who may send each request and how its payload is checked. */
export const ROUTES: { [K in RequestType]: Route<K> } = {
  events: {
    from: 'page',
    parse(m) {
      const batch = parseBatch(m.batch);
      return typeof batch === 'string' ? batch : { batch };
    },
  },
  host: {
    from: 'extension',
    parse(m) {
      if (!isInt(m.gameId)) return 'host: bad gameId';
      const command = parseCommand(m.command);
      return typeof command === 'string' ? command : { gameId: m.gameId, command };
    },
  },
  'new-game': {
    from: 'extension',
    parse(m) {
      if (!optional(m.gameId, isInt) || !optional(m.tabId, isInt)) return 'new-game: bad gameId or tabId';
      return {
        ...(m.gameId !== undefined ? { gameId: m.gameId as number } : {}),
        ...(m.tabId !== undefined ? { tabId: m.tabId as number } : {}),
      };
    },
  },
  sees: {
    from: 'page',
    parse(m) {
      const sees = parseSees(m.sees);
      return sees ? { sees } : 'sees: malformed snapshot';
    },
  },
  'delete-game': {
    from: 'extension',
    parse(m) {
      return isInt(m.gameId) ? { gameId: m.gameId } : 'delete-game: bad gameId';
    },
  },
  import: {
    from: 'extension',
    parse(m) {
      // The file's text; the service parses and validates it (lib/export.ts parseImport).
      return isStr(m.text, MAX_IMPORT_CHARS) ? { text: m.text } : `import: the file must be text of at most ${MAX_IMPORT_CHARS} characters`;
    },
  },
  'player-records': {
    from: 'extension',
    parse(m) {
      if (!optional(m.except, isInt)) return 'player-records: bad except';
      if (m.keys !== undefined && !(Array.isArray(m.keys) && m.keys.length <= 1000 && m.keys.every((k) => isStr(k, 300))))
        return 'player-records: keys must be at most 1000 strings';
      return {
        ...(m.keys !== undefined ? { keys: m.keys as string[] } : {}),
        ...(m.except !== undefined ? { except: m.except as number } : {}),
      };
    },
  },
  'active-game': {
    from: 'extension',
    parse(m) {
      if (!optional(m.tabId, isInt)) return 'active-game: bad tabId';
      return m.tabId !== undefined ? { tabId: m.tabId as number } : {};
    },
  },
};
