/** A site the host describes by CSS selectors in the options page. */
import type { HealthPart } from '../health';
import type { CustomSite } from '../settings';
import { chatLikeRows } from './chat-like';
import { polemicaAdapter, stableId } from './polemica';
import { inSubtree, phaseFromText, safeAll, safeClosest, safeOne, seatFromNick, textOf, type Adapter, type RawMessage } from './types';

export function customAdapter(site: CustomSite): Adapter {
  const base = polemicaAdapter({ chat: '', chatItem: site.chatItem, author: site.author ?? '', text: site.text ?? '', vote: '' });
  return {
    ...base,
    site: `custom:${site.name || site.match}`,
    // What the host described is what a healthy page gives; the page is a table once its chat shows.
    health: {
      expects: (['rows', 'text'] as HealthPart[])
        .concat(site.author ? ['authors'] : [])
        .concat(site.phase ? ['phase'] : [])
        .concat(site.players ? ['seats'] : []),
      applies: (doc) => safeAll(doc, site.chatItem).length > 0 || chatLikeRows(doc) >= 2,
      rowLike: (doc) => chatLikeRows(doc),
    },
    messagesIn: (node) => inSubtree(node, site.chatItem),
    messageOf: (node) => safeClosest(node, site.chatItem),
    read(el): RawMessage | null {
      const text = textOf((site.text && safeOne(el, site.text)) || el).trim();
      if (!text) return null;
      const nick = textOf(safeOne(el, site.author)).trim() || undefined;
      const m: RawMessage = { id: stableId(el, 'cm'), text };
      if (nick) {
        m.nick = nick;
        const seat = seatFromNick(nick) ?? /^\s*(\d{1,2})\s*$/.exec(nick)?.[1];
        if (seat) m.seat = seat;
      }
      if (!m.seat) m.system = true;
      return m;
    },
    stateRoots: (doc) => [safeOne(doc, site.players), safeOne(doc, site.phase)].filter((e): e is Element => !!e),
    players: (doc) =>
      site.players
        ? safeAll(doc, site.players).flatMap((el) => {
            const seatText = textOf(safeOne(el, site.playerSeat) ?? el).trim();
            const nick = textOf(safeOne(el, site.playerNick)).trim() || undefined;
            const seat = /^\d{1,2}$/.test(seatText) ? String(Number(seatText)) : nick ? seatFromNick(nick) : undefined;
            if (!seat) return [];
            const dead = site.deadClass ? el.classList.contains(site.deadClass) : false;
            return [{ seat, nick, status: dead ? ('dead' as const) : ('alive' as const) }];
          })
        : [],
    phase: (doc) => {
      const el = safeOne(doc, site.phase);
      return el ? phaseFromText(el.textContent ?? '') : null;
    },
    votes: () => [],
  };
}
