/**
 * Polemica (polemicagame.com), read as its room's markup is (a public 2026
 * extension for the site, checked against the live room bundle):
 *
 * - Each player tile is a `.player` with `.player__info .player-number.player-N`
 *   showing N+1 and `.info__name`; tiles are rendered twice (desktop and
 *   mobile) and carry no id; a hidden `.judge-player` tile is the host's;
 *   `.players` holds number chips in the vote and stage overlays, not tiles.
 * - A player's state is a child `.state.state-killed`, `.state-voted` (voted
 *   out) or `.state-disqualified`: dead, and how the seat left.
 * - The name on a tile is the player's Polemica username: their account
 *   across games (a site user id is not in any public description of the room).
 * - The phase: `body.night` / `body.day`, and the stage's words in
 *   `.substage.current` ("Голосование" — voting; "Голосование мафии" is the
 *   mafia's night vote).
 * - Votes are `.state.voted` / `.state.blamed` overlays on the tiles, with no
 *   voter: shown to the host as counts, never invented as voter → candidate.
 * - No public code shows the chat: its selectors come from the settings.
 */
import type { PageOut, Phase, Status } from '../engine/events';
import type { HealthSpec } from '../health';
import { chatLikeRows } from './chat-like';
import { foldPhrase } from './triggers';
import {
  inSubtree,
  safeAll,
  safeClosest,
  safeOne,
  textOf,
  type Adapter,
  type RawMessage,
  type RawPlayer,
  type RawVoteMarks,
} from './types';

export type PolemicaSelectors = {
  /** The chat's container (optional: else the first message's parent). */
  chat: string;
  chatItem: string;
  author: string;
  text: string;
  vote: string;
};

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

const DEAD_STATES = '.state.state-killed, .state.state-voted, .state.state-disqualified';
// Night stages: the mafia's talk, vote and shot, the don's and the sheriff's checks.
const NIGHT_STAGE = /мафи|ноч|стрельб|выстрел|договорк|шериф|проверк/;

/** Player tiles: `.player` with a seat number, outside the overlays' chips, not the host's. */
function tiles(doc: Document): Element[] {
  return Array.from(doc.querySelectorAll('.player')).filter(
    (el) => !el.classList.contains('judge-player') && !el.closest('.players') && !!el.querySelector('.player-number'),
  );
}

function seatOf(tile: Element): string | null {
  const num = tile.querySelector('.player-number');
  if (!num) return null;
  // The class holds the site's 0-based id; the text shows id + 1 (what players call the seat).
  for (const c of Array.from(num.classList)) {
    const m = /^player-(\d{1,2})$/.exec(c);
    if (m) return String(Number(m[1]) + 1);
  }
  const t = num.textContent?.trim() ?? '';
  return /^\d{1,2}$/.test(t) ? String(Number(t)) : null;
}

/**
 * A room (`/room/…`, or a page showing tiles) gives seats and a phase, and a
 * chat when the page shows one (its selectors are the host's to fit). A room
 * before its game starts may show no stage yet: the phase is then reported
 * missing — the warning says so, and the markup is not known to tell a lobby.
 */
function polemicaHealth(sel: PolemicaSelectors): HealthSpec {
  return {
    expects: ['rows', 'authors', 'text', 'phase', 'seats'],
    applies: (doc) => /^\/room(?:\/|$)/.test(doc.location?.pathname ?? '') || tiles(doc).length > 0,
    rowLike: (doc) => chatLikeRows(doc),
    anchors: (doc) => {
      const chat = safeOne(doc, sel.chat) ?? safeAll(doc, sel.chatItem)[0]?.parentElement;
      const table = doc.querySelector('.player')?.parentElement;
      const out = [chat, table].filter((e): e is Element => !!e);
      return out.length ? out : doc.body ? [doc.body] : [];
    },
  };
}

/** A seat's tile: its nick, and whether and how the seat left. */
function tileState(tile: Element): { nick: string | undefined; status: Status; out: PageOut | undefined } {
  const nick = tile.querySelector('.player__info .info__name, .info__name')?.textContent?.trim() || undefined;
  const mark = tile.querySelector(DEAD_STATES);
  // Killed at night, voted out, or disqualified (removed by the judge).
  const out: PageOut | undefined = !mark
    ? undefined
    : mark.classList.contains('state-killed')
      ? 'killed'
      : mark.classList.contains('state-voted')
        ? 'voted'
        : 'removed';
  return { nick, status: mark ? 'dead' : 'alive', out };
}

/** The phase from the body's class and the current stage's name. */
function polemicaPhase(doc: Document): Phase | null {
  const body = doc.body;
  const stage = foldPhrase(doc.querySelector('.substage.current')?.textContent ?? '');
  if (body?.classList.contains('night') || NIGHT_STAGE.test(stage)) return 'night';
  if (/голосован/.test(stage)) return /итог|результат/.test(stage) ? 'results' : 'voting';
  if (/итог|результат/.test(stage)) return 'results';
  if (body?.classList.contains('day') || stage) return 'day';
  return null;
}

/** Seats the tiles mark as nominated or as voted, where the page shows no voters. */
function polemicaVoteMarks(doc: Document): RawVoteMarks | null {
  const nominated = new Set<string>();
  const voted = new Set<string>();
  for (const tile of tiles(doc)) {
    const seat = seatOf(tile);
    if (!seat) continue;
    if (tile.querySelector('.state.blamed')) nominated.add(seat);
    if (tile.querySelector('.state.voted')) voted.add(seat);
  }
  if (!nominated.size && !voted.size) return null;
  const sort = (s: Set<string>) => [...s].sort((a, b) => Number(a) - Number(b));
  return { nominated: sort(nominated), voted: sort(voted) };
}

export function polemicaAdapter(sel: PolemicaSelectors): Adapter {
  // Nick → seat from the tiles, refreshed whenever the players are read: a chat line names its author by nick.
  let seatByNick = new Map<string, string>();

  const players = (doc: Document): RawPlayer[] => {
    const bySeat = new Map<string, RawPlayer>();
    for (const tile of tiles(doc)) {
      const seat = seatOf(tile);
      if (!seat) continue;
      const { nick, status, out } = tileState(tile);
      const prev = bySeat.get(seat);
      // The desktop and mobile copies are the same player: dead if either copy says so.
      if (prev) {
        if (status === 'dead') prev.status = 'dead';
        if (out && !prev.out) prev.out = out;
        if (!prev.nick && nick) prev.nick = nick;
        if (!prev.account && nick) prev.account = nick;
      } else bySeat.set(seat, { seat, ...(nick ? { nick, account: nick } : {}), status, ...(out ? { out } : {}) });
    }
    const list = [...bySeat.values()].sort((a, b) => Number(a.seat) - Number(b.seat));
    seatByNick = new Map(list.filter((p) => p.nick).map((p) => [foldPhrase(p.nick!), p.seat]));
    return list;
  };

  return {
    site: 'polemica',
    health: polemicaHealth(sel),
    chatRoot: (doc) => safeOne(doc, sel.chat) ?? safeAll(doc, sel.chatItem)[0]?.parentElement ?? null,
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
        else {
          const bySeat = seatByNick.get(foldPhrase(nick));
          if (bySeat) m.seat = bySeat;
        }
      }
      // A line without an author is not known to be the site's own: its markup is not public.
      m.author = m.seat ? 'player' : 'unknown';
      if (!m.seat) m.system = true;
      return m;
    },
    stateRoots: (doc) => (doc.body ? [doc.body] : []),
    players,
    phase: polemicaPhase,
    votes: (doc) =>
      safeAll(doc, sel.vote).flatMap((el) => {
        const voter = el.getAttribute('data-voter');
        const candidate = el.getAttribute('data-candidate');
        return voter && candidate ? [{ voter, candidate }] : [];
      }),
    voteMarks: polemicaVoteMarks,
    gameKey: (doc) => doc.location?.pathname || null,
  };
}
