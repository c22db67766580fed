/**
 * Site adapters read a game page through its DOM only: chat messages,
 * players, the phase and votes. One adapter per site; all of them are plain
 * functions over a Document, tested against HTML fixtures.
 */
import type { PageOut, Phase, Status } from '../engine/events';
import type { GameEnd } from '../protocol/reveal';
import type { VoiceReading } from './discord-voice';
import { parseNick } from './nick';
import type { HealthSpec } from '../health';

/** Who wrote a message, as far as the page tells. */
export type AuthorKind = 'player' | 'bot' | 'host' | 'spectator' | 'system' | 'unknown';

export interface RawMessage {
  /** Stable id of the message on the page (survives re-renders). */
  id: string;
  /** Seat number, when the site or the nickname tells it. */
  seat?: string;
  nick?: string;
  text: string;
  ts?: number;
  /** Not written by a seated player (a bot, the host, the system). */
  system?: boolean;
  /** Who wrote it, when the adapter can tell more than `system`. */
  author?: AuthorKind;
  /** The author's state as the nickname shows it (a bot appends "(Убит)"). */
  status?: Status;
  /** The quoted author of a reply (shown to the host; the quote is never the message). */
  replyTo?: string;
  /** A vote cast by command ("!vote 5"): the candidate's seat. */
  vote?: string;
  /**
   * Position in the page's own order, when ids carry it (Discord snowflakes,
   * as fixed-width decimal strings): a row older than one already read is
   * scrollback, not a new message.
   */
  order?: string;
  /** Vote counts shown only as numbers (reactions under a bot's message, a native poll). */
  counts?: { label: string; n: number }[];
  /** The author's account on the site (Discord: the user id in the avatar's address), where the page shows it. */
  account?: string;
  /** Another message passed on by its author (Discord's forward): judged as the author's own words. */
  forwarded?: boolean;
  /**
   * What tells an edit from a re-render, when it is not `text`: the text with
   * the parts the page re-renders by itself (a mention's name after a rename)
   * masked. A change only there is no edit.
   */
  stable?: string;
}

export interface RawPlayer {
  seat: string;
  nick?: string;
  status?: Status;
  /** The player's account on the site (Polemica: the username on the tile). */
  account?: string;
  /** How the page marks the seat's leaving, where it does. */
  out?: PageOut;
}

/** Vote marks a site shows without saying who voted: counts only, for the host to see. */
export interface RawVoteMarks {
  /** Seats nominated (put up for the vote). */
  nominated: string[];
  /** Seats marked as voted. */
  voted: string[];
}

export interface RawVote {
  voter: string;
  candidate: string;
}

export interface Adapter {
  site: string;
  /** The element whose subtree holds the chat, once the page has rendered it. */
  chatRoot(doc: Document): Element | null;
  /** Message elements in a subtree, the subtree's root included. */
  messagesIn(node: Element): Element[];
  /** The message element a node belongs to (for edits inside a message). */
  messageOf(node: Node): Element | null;
  read(el: Element): RawMessage | null;
  /** Elements whose subtree changes may change players, phase or votes. */
  stateRoots(doc: Document): Element[];
  /** An element whose own attributes mark the game (watched without its subtree, which holds the chat). */
  gameRoot?(doc: Document): Element | null;
  players(doc: Document): RawPlayer[];
  phase(doc: Document): Phase | null;
  votes(doc: Document): RawVote[];
  /** A key that changes when a new game starts on the page, if the site shows one. */
  gameKey(doc: Document): string | null;
  /** Several chat lists at once (Discord: a thread opened beside the channel). Defaults to `chatRoot`. */
  chatRoots?(doc: Document): Element[];
  /**
   * The authors' nicknames are the players' (Discord: seats and states live in the nicknames).
   * Elsewhere a chat label is not the player's nick: players come from `players()`.
   */
  playersFromMessages?: boolean;
  /** Vote marks without voters (Polemica's overlays), for the host's view only. */
  voteMarks?(doc: Document): RawVoteMarks | null;
  /** What a healthy page of the site gives: the panel warns when the page stops giving it (lib/health.ts). */
  health?: HealthSpec;
  /** A bot or host message that moves the phase (Discord). */
  phaseFromMessage?(m: RawMessage): Phase | null;
  /** A bot message that starts a new game (Discord). */
  startsGame?(m: RawMessage): boolean;
  /** A bot message that ends the game: the winner and the roles it reveals (Discord). */
  gameEndOf?(m: RawMessage): GameEnd | null;
  /** A bot's or the host's turn announcement: the seat that holds the speech now (Discord). */
  turnFromMessage?(m: RawMessage): string | null;
  /** The voice channels and their members (Discord), read a few times a second. */
  voice?(doc: Document): VoiceReading;
}

/** Seat from a nickname such as "05 | Ник", "5. Ник", "[7] Ник", "№3 Ник", or a bare "05". */
export function seatFromNick(nick: string): string | undefined {
  return parseNick(nick).seat;
}

/**
 * The text of an element as a reader sees it. innerText is layout-dependent
 * and slow; textContent with <br> and emoji <img alt> handled by hand.
 * `skip` leaves out elements that are not the message (Discord's "(edited)"),
 * or stands a string in for them (a mark for a mention, whose name re-renders).
 */
export function textOf(el: Element | null | undefined, skip?: (e: Element) => boolean | string): string {
  if (!el) return '';
  let out = '';
  const walk = (n: Node) => {
    if (n.nodeType === 3) out += n.nodeValue ?? '';
    else if (n.nodeType === 1) {
      const e = n as Element;
      const tag = e.tagName;
      if (tag === 'BR') out += '\n';
      else if (tag === 'IMG') out += e.getAttribute('alt') ?? '';
      else if (tag === 'SCRIPT' || tag === 'STYLE') return;
      else {
        const s = skip?.(e);
        if (s === true) return;
        if (typeof s === 'string') out += s;
        else for (let c = e.firstChild; c; c = c.nextSibling) walk(c);
      }
    }
  };
  walk(el);
  return out;
}

/** Matches a selector list safely: a bad selector from the settings matches nothing instead of throwing. */
export function safeMatches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}
export function safeAll(root: ParentNode, selector: string): Element[] {
  try {
    return Array.from(root.querySelectorAll(selector));
  } catch {
    return [];
  }
}
export function safeOne(root: ParentNode, selector: string | undefined): Element | null {
  if (!selector) return null;
  try {
    return root.querySelector(selector);
  } catch {
    return null;
  }
}
export function safeClosest(node: Node, selector: string): Element | null {
  const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
  try {
    return el?.closest(selector) ?? null;
  } catch {
    return null;
  }
}

/** Subtree elements matching a selector, the root included. */
export function inSubtree(node: Element, selector: string): Element[] {
  const out = safeMatches(node, selector) ? [node] : [];
  return out.concat(safeAll(node, selector));
}

const PHASE_WORDS: [RegExp, Phase][] = [
  [/итог|результат|results/i, 'results'],
  [/голосован|voting/i, 'voting'],
  [/ноч|night/i, 'night'],
  [/день|дня|утро|day|morning/i, 'day'],
];

/** A phase from a banner's words. */
export function phaseFromText(text: string): Phase | null {
  for (const [re, p] of PHASE_WORDS) if (re.test(text)) return p;
  return null;
}
