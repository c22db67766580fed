/**
 * Discord in the browser (discord.com, ptb., canary.), read as its live
 * markup is:
 *
 * - A row is `li#chat-messages-<channel>-<message>`; its own text is
 *   `#message-content-<message>`. A reply carries a preview before the header
 *   (`#message-reply-context-<message>`, `repliedMessage_…`) with the quoted
 *   author, a bot tag when the quoted author is a bot, and the quoted text in
 *   `#message-content-<quoted>`: none of it is this message or its author.
 * - Only the row's own header says who wrote it: `h3` holding
 *   `#message-username-<message>`, with `botTagCozy_… botTag_…` for bots.
 *   Continuation rows have no header: the author is the group's, remembered
 *   per message because the list unmounts rows as it scrolls, and never
 *   guessed across a system row (pins, joins: `isSystemMessage_…`, no header).
 * - "(edited)" is a `span.edited_…` inside the content: not the message's text.
 * - Bots announce in embeds too (`#message-accessories-<id> article`,
 *   `embedTitle_…`, `embedDescription_…`, `embedFieldValue_…`): read for
 *   bots only, never as a player's text.
 * - Class names are `name_hash` or `name__hash`: matched by `name_` inside
 *   the class attribute, never whole.
 * - Nicknames carry the seat and the state ("05 | Ник (Убит)", "Зр. Ник",
 *   "!Вед. Ник"): see nick.ts.
 * - A game belongs to its channel (the URL's, else the first row's); a thread
 *   opened beside the channel is a second `[data-list-id="chat-messages"]`
 *   list, read as part of the channel's game.
 */
import type { Phase } from '../engine/events';
import { voiceReader } from './discord-voice';
import { parseNick } from './nick';
import { compileTriggers, type BotTriggers } from './triggers';
import { safeClosest, textOf, type Adapter, type AuthorKind, type RawMessage } from './types';

export type DiscordTriggers = BotTriggers;

const ITEM = 'li[id^="chat-messages-"]';
const LIST = '[data-list-id="chat-messages"]';
const ROW_ID = /^chat-messages-(\d+)-(\d+)$/;
const SYSTEM_CLASS = /(?:^|\s)(?:is)?[sS]ystemMessage_/;
const EMBED_PARTS = '[class*="embedTitle_"], [class*="embedDescription_"], [class*="embedFieldName_"], [class*="embedFieldValue_"]';
/** Not part of a message's text: the edited marker and inline timestamps. */
const notText = (e: Element) => {
  const c = e.getAttribute('class') ?? '';
  return e.tagName === 'TIME' || c.includes('edited_') || c.includes('timestamp_');
};

interface Author {
  nick?: string;
  kind: AuthorKind;
}

/** Snowflakes as fixed-width strings compare as numbers. */
const order = (id: string) => id.padStart(20, '0');

function channelFromUrl(doc: Document): string | null {
  const path = doc.location?.pathname ?? '';
  const m = /^\/channels\/(?:@me|\d+)\/(\d+)/.exec(path);
  return m ? m[1]! : null;
}

export function discordAdapter(triggers: DiscordTriggers): Adapter {
  const trig = compileTriggers(triggers);
  // Author per message id: continuation rows take the group's, even when the group start is unmounted.
  const authors = new Map<string, Author | null>();
  const remember = (id: string, a: Author | null) => {
    authors.set(id, a);
    if (authors.size > 20_000) authors.delete(authors.keys().next().value!);
  };

  const headerOf = (li: Element, id: string): Element | null => {
    const name = li.querySelector(`[id="message-username-${id}"]`);
    if (!name) return null;
    return name.closest('h3') ?? name.parentElement;
  };

  const isSystemRow = (li: Element) => {
    const art = li.querySelector('[role="article"]') ?? li.firstElementChild;
    return !!art && SYSTEM_CLASS.test(art.getAttribute('class') ?? '');
  };

  const authorFromHeader = (header: Element, id: string): Author => {
    const name = header.querySelector(`[id="message-username-${id}"]`)!;
    const nick = textOf(name.querySelector('[class*="username_"]') ?? name).trim() || undefined;
    if (header.querySelector('[class*="botTag"]')) return { nick, kind: 'bot' };
    const info = nick ? parseNick(nick) : null;
    const kind: AuthorKind = !info
      ? 'unknown'
      : info.role === 'host'
        ? 'host'
        : info.role === 'spectator'
          ? 'spectator'
          : info.seat
            ? 'player'
            : 'unknown';
    return { nick, kind };
  };

  const authorOf = (li: Element, id: string): Author | null => {
    const header = headerOf(li, id);
    if (header) return authorFromHeader(header, id);
    if (authors.has(id)) return authors.get(id)!;
    // A continuation row: the nearest earlier row of the group, never across a system row.
    for (let el = li.previousElementSibling, hops = 0; el && hops < 500; el = el.previousElementSibling, hops++) {
      const m = ROW_ID.exec(el.id);
      if (!m) continue; // dividers, spacers
      if (isSystemRow(el)) return null;
      const h = headerOf(el, m[2]!);
      if (h) return authorFromHeader(h, m[2]!);
      if (authors.has(m[2]!)) return authors.get(m[2]!)!;
    }
    return null;
  };

  const embedText = (li: Element, id: string): string => {
    const acc = li.querySelector(`[id="message-accessories-${id}"]`);
    if (!acc) return '';
    const parts: string[] = [];
    for (const art of Array.from(acc.querySelectorAll('article'))) {
      if (!/embed/i.test(art.getAttribute('class') ?? '')) continue;
      for (const p of Array.from(art.querySelectorAll(EMBED_PARTS))) {
        const t = textOf(p, notText).trim();
        if (t) parts.push(t);
      }
    }
    return parts.join('\n');
  };

  const reactionCounts = (li: Element): { label: string; n: number }[] => {
    const out: { label: string; n: number }[] = [];
    for (const r of Array.from(li.querySelectorAll('[class*="reaction_"]'))) {
      const countEl = r.querySelector('[class*="reactionCount"]');
      const n = Number(countEl?.textContent?.trim());
      if (!Number.isFinite(n)) continue;
      const label = r.querySelector('img')?.getAttribute('alt') ?? r.querySelector('[class*="emoji"]')?.textContent?.trim() ?? '';
      if (label) out.push({ label, n });
    }
    return out;
  };

  const lists = (doc: Document) => Array.from(doc.querySelectorAll(LIST));

  return {
    site: 'discord',
    playersFromMessages: true,
    chatRoot: (doc) => lists(doc)[0] ?? doc.querySelector(ITEM)?.parentElement ?? null,
    chatRoots(doc) {
      const all = lists(doc);
      if (all.length) return all;
      const one = doc.querySelector(ITEM)?.parentElement;
      return one ? [one] : [];
    },
    messagesIn(node) {
      const out = node.matches(ITEM) ? [node] : [];
      return out.concat(Array.from(node.querySelectorAll(ITEM)));
    },
    messageOf: (node) => safeClosest(node, ITEM),
    read(li): RawMessage | null {
      const m = ROW_ID.exec(li.id);
      if (!m) return null;
      const [, channel, id] = m as unknown as [string, string, string];
      // A row of another channel in the main list is a channel switch under way: not this game's.
      const doc = li.ownerDocument;
      const urlChannel = channelFromUrl(doc);
      const list = li.closest(LIST);
      if (urlChannel && channel !== urlChannel && list && list === doc.querySelector(LIST)) return null;
      const time = li.querySelector(`[id="message-timestamp-${id}"]`)?.getAttribute('datetime');
      const ts = time ? Date.parse(time) : NaN;
      const content = li.querySelector(`[id="message-content-${id}"]`);

      if (isSystemRow(li)) {
        // Pins, joins, "thread created": no author, and they end a message group.
        remember(id, null);
        const art = li.querySelector('[role="article"]') ?? li;
        const out: RawMessage = { id, text: textOf(content ?? art, notText).trim(), system: true, author: 'system', order: order(id) };
        if (Number.isFinite(ts)) out.ts = ts;
        return out;
      }

      const author = authorOf(li, id);
      remember(id, author);
      const kind: AuthorKind = author?.kind ?? 'unknown';
      let text = content ? textOf(content, notText) : '';
      if (kind === 'bot') {
        const embeds = embedText(li, id);
        if (embeds) text = text.trim() ? `${text}\n${embeds}` : embeds;
      }
      if (!content && !text) return null;
      const out: RawMessage = { id, text, author: kind, order: order(id) };
      if (author?.nick) {
        const info = parseNick(author.nick);
        out.nick = kind === 'bot' ? author.nick : info.base;
        if (kind === 'player' && info.seat) out.seat = info.seat;
        if (kind === 'player' && info.status) out.status = info.status;
      }
      if (kind !== 'player') out.system = true;
      else {
        const vote = trig.voteOf(text);
        if (vote) out.vote = vote;
      }
      const reply = li.querySelector(`[id="message-reply-context-${id}"]`);
      if (reply) {
        const quoted = textOf(reply.querySelector('[class*="username_"]')).trim().replace(/^@/, '');
        if (quoted) out.replyTo = quoted;
      }
      if (kind === 'bot') {
        const counts = reactionCounts(li);
        if (counts.length) out.counts = counts;
      }
      if (Number.isFinite(ts)) out.ts = ts;
      return out;
    },
    stateRoots: () => [],
    players: () => [],
    phase: () => null,
    votes: () => [],
    gameKey(doc) {
      const url = channelFromUrl(doc);
      if (url) return url;
      const first = doc.querySelector(`${LIST} ${ITEM}`) ?? doc.querySelector(ITEM);
      return first ? (ROW_ID.exec(first.id)?.[1] ?? null) : null;
    },
    phaseFromMessage(msg): Phase | null {
      return announces(msg) ? trig.phaseOf(msg.text) : null;
    },
    startsGame: (msg) => announces(msg) && trig.startsGame(msg.text),
    turnFromMessage: (msg) => (announces(msg) ? trig.turnOf(msg.text) : null),
    // The voice channels beside the chat: lib/adapters/discord-voice.ts.
    voice: voiceReader(),
  };
}

/** Announcements come from the bot, the host, or an author who holds no seat and is not a spectator. */
function announces(m: RawMessage): boolean {
  // An unknown author with a nick holds no seat; without one, the group start is gone: never guess.
  if (m.author) return m.author === 'bot' || m.author === 'host' || (m.author === 'unknown' && !!m.nick);
  return !!m.system;
}
