/**
 * Polemica (polemicagame.com). Players are `.players > .player[id]` with the
 * seat in `.player-number` and the nickname in `.info__name`; `body.night`
 * marks the night. Its chat and vote markup is not known here, so those
 * selectors come from the settings.
 */
import { inSubtree, safeAll, safeClosest, safeOne, textOf, type Adapter, type RawMessage } from './types';

export interface PolemicaSelectors {
  chatItem: string;
  author: string;
  text: string;
  vote: string;
}

let counter = 0;
const ids = new WeakMap<Element, string>();

/** A stable id for a chat element: its own id or data attribute, or one we give it. */
export function stableId(el: Element, prefix: string): string {
  const own = el.id || el.getAttribute('data-id') || el.getAttribute('data-message-id') || el.getAttribute('data-key');
  if (own) return own;
  let id = ids.get(el);
  if (!id) {
    id = `${prefix}-${++counter}`;
    ids.set(el, id);
  }
  return id;
}

export function polemicaAdapter(sel: PolemicaSelectors): Adapter {
  return {
    site: 'polemica',
    chatRoot: (doc) => safeAll(doc, sel.chatItem)[0]?.parentElement ?? null,
    messagesIn: (node) => inSubtree(node, sel.chatItem),
    messageOf: (node) => safeClosest(node, sel.chatItem),
    read(el): RawMessage | null {
      const text = textOf(safeOne(el, sel.text) ?? el).trim();
      if (!text) return null;
      const nick = textOf(safeOne(el, sel.author)).trim() || undefined;
      const m: RawMessage = { id: stableId(el, 'pm'), text };
      if (nick) {
        m.nick = nick;
        const seat = /^\s*(\d{1,2})\b/.exec(nick)?.[1];
        if (seat) m.seat = String(Number(seat));
      }
      if (!m.seat) m.system = true;
      return m;
    },
    stateRoots: (doc) => [doc.querySelector('.players'), doc.body].filter((e): e is Element => !!e),
    players: (doc) =>
      Array.from(doc.querySelectorAll('.players > .player[id]')).flatMap((el) => {
        const seat = el.querySelector('.player-number')?.textContent?.trim();
        if (!seat || !/^\d{1,2}$/.test(seat)) return [];
        const dead = /\b(dead|killed|out|removed)\b/i.test(el.className);
        return [{ seat: String(Number(seat)), nick: el.querySelector('.info__name')?.textContent?.trim() || undefined, status: dead ? ('dead' as const) : ('alive' as const) }];
      }),
    phase: (doc) => (doc.body?.classList.contains('night') ? 'night' : 'day'),
    votes: (doc) =>
      safeAll(doc, sel.vote).flatMap((el) => {
        const voter = el.getAttribute('data-voter');
        const candidate = el.getAttribute('data-candidate');
        return voter && candidate ? [{ voter, candidate }] : [];
      }),
    gameKey: () => null,
  };
}
