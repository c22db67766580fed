/**
 * Messages between the extension's contexts, typed end to end: each request
 * type maps to its response type, and `send` (lib/ext/send.ts) and the
 * background router (lib/background/router.ts) are checked against this map.
 * Every request also has a route here: who may send it and how its payload is
 * validated — a message is data from another context, never trusted as typed.
 */
import { parseEvent, PHASES, STATUSES, type GameEvent } from './engine/events';
import { PENALTIES } from './rulesets/types';
import { parseSees, type SeesSnapshot } from './sees';
import { PAGE_FACTS, parseFact, type ProtocolFact } from './protocol/facts';
import type { GameRecord } from './protocol/players';
import { VIOLATION_STATUSES } from './store/validate';
import {
  array,
  boolean,
  custom,
  int,
  Issue,
  isRecord,
  literal,
  object,
  oneOf,
  optional,
  parse,
  refine,
  string,
  variant,
  onlyTrue,
  type Infer,
  type Schema,
} from './schema';

/** Most items the content script sends at once (it sends up to 500). */
export const MAX_BATCH_ITEMS = 1000;
const MAX_FIELD = 4096;
/** An imported game's file, as text (runtime messages carry up to 64 MiB). */
export const MAX_IMPORT_CHARS = 32 * 1024 * 1024;

/**
 * A page's event: anything parseEvent takes but a violation added by hand (those come only from the
 * host); a fact only of the kinds a bot announces, and then the page's.
 */
const PAGE_EVENT = custom<GameEvent>((v) => {
  const parsed = parseEvent(v);
  if (!parsed.ok) return new Issue([], parsed.error);
  const event = parsed.event;
  if (!event) return new Issue(['type'], 'unknown event type');
  if (event.type === 'manual') return new Issue(['type'], 'a manual violation comes only from the host');
  if (event.type !== 'fact') return event;
  if (!PAGE_FACTS.includes(event.fact.kind)) return new Issue(['fact', 'kind'], `must be one of ${PAGE_FACTS.join(', ')}`);
  return { ...event, fact: { ...event.fact, by: 'page' } };
});

/** One event as the content script reports it. */
const BATCH_ITEM = object({
  /** Position in this page's stream, from 1: the background applies each once. */
  n: int({ min: 1 }),
  event: PAGE_EVENT,
  /** Already on the page when the script attached. */
  history: onlyTrue,
});
export type BatchItem = Infer<typeof BATCH_ITEM>;

const EVENT_BATCH = object({
  /** Random id of this page load of the content script. */
  pageId: string({ min: 1, max: 100 }),
  site: string({ min: 1, max: 100 }),
  url: string({ max: MAX_FIELD }),
  title: string({ max: MAX_FIELD }),
  /** The page's game key when these items were read (a Discord channel, a table): one game per key. */
  key: optional(string({ max: 200 })),
  // An item that is not a page event is left out, not the batch: what the page showed is
  // data, and one unreadable item must not hold the rest of the page's stream behind it.
  items: array(BATCH_ITEM, { max: MAX_BATCH_ITEMS, bad: 'drop' }),
  /** The adapter saw a new game start (e.g. the bot dealt roles). */
  newGame: onlyTrue,
});
export type EventBatch = Infer<typeof EVENT_BATCH>;

/** A seat or a player's id as the host's commands name it. */
const player = string({ min: 1, max: 100 });

const HOST_COMMAND = variant('kind', {
  phase: object({ kind: literal('phase'), phase: oneOf(PHASES) }),
  player: object({
    kind: literal('player'),
    player,
    status: optional(oneOf(STATUSES)),
    inVersion: optional(boolean),
    lastSpeech: optional(boolean),
    nick: optional(string({ max: 200 })),
  }),
  manual: object({
    kind: literal('manual'),
    player,
    rule: string({ min: 1, max: 100 }),
    penalty: optional(oneOf(PENALTIES)),
    note: optional(string({ max: MAX_FIELD })),
  }),
  /** The speech timer's seat: who holds the speech now ("" for nobody). */
  speech: object({ kind: literal('speech'), seat: refine(string({ max: 20 }), (s) => /^\d*$/.test(s), 'must be a seat number or ""') }),
  decide: object({ kind: literal('decide'), violationId: int(), status: oneOf(VIOLATION_STATUSES) }),
  /** A fact for the protocol (roles, winner, best move, points, a seat's way out): always the host's. */
  fact: object({
    kind: literal('fact'),
    // Whatever the page claims, a command's fact is the host's.
    fact: custom<ProtocolFact>((v) => {
      const fact = parseFact(isRecord(v) ? { ...v, by: 'host' } : v);
      return typeof fact === 'string' ? new Issue([], fact.replace(/^fact: /, '')) : fact;
    }),
  }),
});
export type HostCommand = Infer<typeof HOST_COMMAND>;

const SEES = custom<SeesSnapshot>((v) => parseSees(v) ?? new Issue([], 'malformed snapshot'));

/**
 * Who may send a request: `page` — the content script in a web page's tab
 * (page events); `extension` — the extension's own pages (side panel, popup,
 * options), which act for the host.
 */
export type Origin = 'page' | 'extension';

/** Each request's sender and payload; the payload's type is the schema's. */
const REQUESTS = {
  /** Content script → background. */
  events: { from: 'page', req: object({ batch: EVENT_BATCH }) },
  /** Extension pages → background. */
  host: { from: 'extension', req: object({ gameId: int(), command: HOST_COMMAND }) },
  'new-game': { from: 'extension', req: object({ gameId: optional(int()), tabId: optional(int()) }) },
  /** Content script → background: what the adapter reads on the page, for the side panel. */
  sees: { from: 'page', req: object({ sees: SEES }) },
  /** Side panel: delete a game with everything stored for it. */
  'delete-game': { from: 'extension', req: object({ gameId: int() }) },
  /** Side panel: import an exported game (the file's text) for a read-only review; the service parses it (lib/export.ts parseImport). */
  import: { from: 'extension', req: object({ text: string({ max: MAX_IMPORT_CHARS }) }) },
  /**
   * Extension pages: the record rows of the games these players (`site:account` keys; all players when
   * absent) played in, made current first — except the game `except` (the one being played).
   */
  'player-records': {
    from: 'extension',
    req: object({ keys: optional(array(string({ max: 300 }), { max: 1000 })), except: optional(int()) }),
  },
  /** Popup: the game of the active tab, if any. */
  'active-game': { from: 'extension', req: object({ tabId: optional(int()) }) },
} satisfies Record<string, { from: Origin; req: Schema<unknown> }>;

/** What the background answers to each request. */
interface Responses {
  events: { applied: number; gameId: number };
  host: { ok: true };
  'new-game': { gameId: number };
  sees: { ok: true };
  'delete-game': { ok: true };
  import: { gameId: number };
  'player-records': { records: GameRecord[] };
  'active-game': { gameId: number | null };
}

/**
 * Messages between the extension's contexts: each request type maps to its
 * payload (`req`, checked by its schema) and its response type (`res`).
 */
export type Requests = { [K in keyof typeof REQUESTS]: { req: Infer<(typeof REQUESTS)[K]['req']>; res: Responses[K] } };

export type RequestType = keyof Requests;
export type Request<K extends RequestType = RequestType> = { type: K } & Requests[K]['req'];
export type Response<K extends RequestType> = Requests[K]['res'] | { error: string };

export interface Route<K extends RequestType> {
  from: Origin;
  /** The validated request body, or why it is refused (the request type and the field). */
  parse(m: Record<string, unknown>): Requests[K]['req'] | string;
}

function route<K extends RequestType>(type: K): Route<K> {
  const { from, req } = REQUESTS[type];
  return {
    from,
    parse(m) {
      const r = parse(req as Schema<Requests[K]['req']>, m);
      return typeof r === 'string' ? `${type}: ${r}` : r;
    },
  };
}

/** Who may send each request and how its payload is checked. */
export const ROUTES = Object.fromEntries(Object.keys(REQUESTS).map((t) => [t, route(t as RequestType)])) as {
  [K in RequestType]: Route<K>;
};
