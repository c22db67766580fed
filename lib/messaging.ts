/**
 * Messages between the extension's contexts, typed end to end: each request
 * type maps to its response type, and `send` and the background router are
 * checked against this map.
 */
import type { GameEvent, Phase, Status } from './engine/events';
import type { Penalty } from './rulesets/types';
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
  items: BatchItem[];
  /** The adapter saw a new game start (e.g. the bot dealt roles). */
  newGame?: boolean;
}

export type HostCommand =
  | { kind: 'phase'; phase: Phase }
  | { kind: 'player'; player: string; status?: Status; inVersion?: boolean; lastSpeech?: boolean; nick?: string }
  | { kind: 'manual'; player: string; rule: string; penalty?: Penalty; note?: string }
  | { kind: 'decide'; violationId: number; status: ViolationStatus };

export interface Requests {
  /** Content script → background. */
  events: { req: { batch: EventBatch }; res: { applied: number; gameId: number } };
  /** Extension pages → background. */
  host: { req: { gameId: number; command: HostCommand }; res: { ok: true } };
  'new-game': { req: { gameId?: number; tabId?: number }; res: { gameId: number } };
  /** Popup: the game of the active tab, if any. */
  'active-game': { req: { tabId?: number }; res: { gameId: number | null } };
}

export type RequestType = keyof Requests;
export type Request<K extends RequestType = RequestType> = { type: K } & Requests[K]['req'];
export type Response<K extends RequestType> = Requests[K]['res'] | { error: string };

/** Broadcast from the background to open extension pages. */
export interface ChangedNotice {
  type: 'changed';
  gameId: number;
}

export function isRequest(m: unknown): m is Request {
  return typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string';
}
