/**
 * The worker's message router, apart from the browser so that it can be
 * tested: it answers only the request types of lib/messaging.ts (an own
 * property of the route table — `constructor` or `__proto__` is not a type),
 * only from the kind of sender each type allows, and only with a payload that
 * passes the type's validation. Anything else is refused before a handler runs.
 *
 * Hand-written rather than @webext-core/messaging (v4): it would replace only
 * the eight lines of lib/ext/send.ts and the dispatch below, while its
 * listener table is a plain object indexed by the message's type (so
 * "constructor" reaches Object), it calls chrome.* with callbacks beside the
 * polyfill, it allows one listener per type per context, and it checks neither
 * the sender nor the payload — which is this file's work either way.
 */
import { ROUTES, type Origin, type RequestType, type Requests, type Response } from '../messaging';

/** The fields of runtime.MessageSender the router uses. */
export interface MessageSender {
  id?: string;
  url?: string;
  tab?: { id?: number };
  frameId?: number;
}

export interface Self {
  /** This extension's id (runtime.id). */
  id: string;
  /** The URL prefix of the extension's own pages (runtime.getURL('')), e.g. chrome-extension://<id>/. */
  base: string;
}

/** What a handler knows about the sender: the tab of a page request. */
export interface From {
  tabId?: number;
}

export type Handlers = { [K in RequestType]: (req: Requests[K]['req'], from: From) => Promise<Requests[K]['res']> };

/** Which kind of sender this is, or null for anything that is not this extension's. */
export function originOf(sender: MessageSender, self: Self): Origin | null {
  if (sender.id !== self.id) return null;
  const url = sender.url ?? '';
  if (url.startsWith(self.base)) return 'extension';
  // The content script runs in the top frame of web pages only.
  const tabId = sender.tab?.id;
  if (tabId !== undefined && tabId >= 0 && (sender.frameId ?? 0) === 0 && /^https?:\/\//.test(url)) return 'page';
  return null;
}

const isType = (t: unknown): t is RequestType => typeof t === 'string' && Object.prototype.hasOwnProperty.call(ROUTES, t);

/**
 * Returns the runtime.onMessage listener: undefined for messages that are not
 * requests (no answer), otherwise a promise of the response or `{ error }`.
 */
export function createRouter(handlers: Handlers, self: Self) {
  return (message: unknown, sender: MessageSender): Promise<Response<RequestType>> | undefined => {
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
    const m = message as Record<string, unknown>;
    if (!isType(m.type)) return undefined;
    const type = m.type;
    const route = ROUTES[type];
    const origin = originOf(sender, self);
    if (origin !== route.from) return Promise.resolve({ error: `refused: "${type}" is not accepted from ${origin ?? 'this sender'}` });
    const req = route.parse(m);
    if (typeof req === 'string') return Promise.resolve({ error: `refused: ${req}` });
    const handler = handlers[type] as (req: unknown, from: From) => Promise<Response<RequestType>>;
    const from: From = origin === 'page' ? { tabId: sender.tab?.id } : {};
    return handler(req, from).catch((e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }));
  };
}
