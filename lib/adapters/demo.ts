/**
 * The demo table (demo/index.html), read like any other site: through its
 * markup only.
 */
import type { Phase } from '../engine/events';
import { chatLikeRows } from './chat-like';
import { inSubtree, phaseFromText, safeClosest, textOf, type Adapter, type RawMessage } from './types';

const MSG = '.chat-log .msg';

export const demoAdapter: Adapter = {
  site: 'demo',
  chatRoot: (doc) => doc.querySelector('#mafia-table .chat-log'),
  messagesIn: (node) => inSubtree(node, '.msg'),
  messageOf: (node) => safeClosest(node, MSG),
  read(el): RawMessage | null {
    const id = el.getAttribute('data-id');
    // The row's own children, looked at directly: this runs for every message.
    let textEl: Element | null = null;
    let author: Element | null = null;
    let timeEl: Element | null = null;
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (c.classList.contains('text')) textEl = c;
      else if (c.classList.contains('author')) author = c;
      else if (c.tagName === 'TIME') timeEl = c;
    }
    if (!id || !textEl) return null;
    const seat = el.getAttribute('data-seat') ?? undefined;
    const nick = (author?.lastElementChild?.textContent ?? '').trim() || undefined;
    const time = timeEl?.getAttribute('datetime');
    const ts = time ? Date.parse(time) : NaN;
    const m: RawMessage = { id, text: textOf(textEl) };
    if (seat) m.seat = seat;
    if (nick) m.nick = nick;
    if (Number.isFinite(ts)) m.ts = ts;
    if (el.classList.contains('system')) {
      m.system = true;
      m.author = 'system';
    }
    return m;
  },
  stateRoots: (doc) =>
    [
      doc.querySelector('#mafia-table .seats'),
      doc.querySelector('#mafia-table .phase-banner'),
      doc.querySelector('#mafia-table .votes'),
    ].filter((e): e is Element => !!e),
  gameRoot: (doc) => doc.getElementById('mafia-table'),
  players: (doc) =>
    Array.from(doc.querySelectorAll('#mafia-table .seats .seat')).flatMap((el) => {
      const seat = el.querySelector('.seat-no')?.textContent?.trim();
      if (!seat) return [];
      return [
        {
          seat,
          nick: el.querySelector('.nick')?.textContent?.trim() || undefined,
          status: el.classList.contains('dead') ? ('dead' as const) : ('alive' as const),
        },
      ];
    }),
  phase(doc): Phase | null {
    const banner = doc.querySelector('#mafia-table .phase-banner');
    if (!banner) return null;
    return phaseFromText(banner.textContent ?? '');
  },
  votes: (doc) =>
    Array.from(doc.querySelectorAll('#mafia-table .votes .vote')).flatMap((el) => {
      const voter = el.querySelector('.voter')?.textContent?.trim();
      const candidate = el.querySelector('.candidate')?.textContent?.trim();
      return voter && candidate ? [{ voter, candidate }] : [];
    }),
  gameKey: (doc) => doc.querySelector('#mafia-table')?.getAttribute('data-game') ?? null,
  // The table shows everything: the chat with authors, the seats, the phase banner.
  health: {
    expects: ['rows', 'authors', 'text', 'phase', 'seats'],
    applies: (doc) => !!doc.getElementById('mafia-table'),
    rowLike: (doc) => chatLikeRows(doc.getElementById('mafia-table') ?? doc),
    anchors: (doc) => [doc.getElementById('mafia-table')].filter((e): e is HTMLElement => !!e),
  },
};
