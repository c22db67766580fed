/**
 * Discord in the browser. Messages are `li` elements with id
 * `chat-messages-<channel>-<message>`; the text is in `[id^="message-content-"]`
 * and the author in `[id^="message-username-"]`, which only the first message
 * of a group carries. Class names carry random suffixes, so only ids and class
 * prefixes are matched. Seats come from nickname prefixes ("05 | Ник"); phases
 * and new games from trigger phrases in messages not written by a seated player.
 */
import type { Phase } from '../engine/events';
import { inSubtree, safeClosest, seatFromNick, textOf, type Adapter, type RawMessage } from './types';

export interface DiscordTriggers {
  night: string[];
  day: string[];
  voting: string[];
  results: string[];
  newGame: string[];
}

const ITEM = 'li[id^="chat-messages-"]';

function authorOf(li: Element): { nick?: string; bot: boolean } {
  // Walk back to the first message of the group, which carries the header.
  for (let el: Element | null = li, hops = 0; el && hops < 200; el = el.previousElementSibling, hops++) {
    if (!el.matches(ITEM)) continue;
    const name = el.querySelector('[id^="message-username-"]');
    if (name) {
      const nick = (name.querySelector('[class^="username"], [class*=" username"]') ?? name).textContent?.trim();
      const bot = !!el.querySelector('[class^="botTag"], [class*=" botTag"]');
      return { nick: nick || undefined, bot };
    }
  }
  return { bot: false };
}

const has = (text: string, phrases: string[]) => {
  const t = text.toLowerCase();
  return phrases.some((p) => p && t.includes(p.toLowerCase()));
};

export function discordAdapter(triggers: DiscordTriggers): Adapter {
  return {
    site: 'discord',
    chatRoot: (doc) => doc.querySelector('[data-list-id="chat-messages"], ol[class^="scrollerInner"], ol[class*=" scrollerInner"]') ?? doc.querySelector(ITEM)?.parentElement ?? null,
    messagesIn: (node) => inSubtree(node, ITEM),
    messageOf: (node) => safeClosest(node, ITEM),
    read(li): RawMessage | null {
      const m = /^chat-messages-(\d+)-(\d+)$/.exec(li.id);
      if (!m) return null;
      const content = li.querySelector('[id^="message-content-"]');
      if (!content) return null;
      // Replies quote another message inside the item: take this message's own content.
      const own = li.querySelector(`#message-content-${m[2]}`) ?? content;
      const { nick, bot } = authorOf(li);
      const out: RawMessage = { id: m[2]!, text: textOf(own) };
      if (nick) {
        out.nick = nick;
        const seat = seatFromNick(nick);
        if (seat) out.seat = seat;
      }
      if (bot || !out.seat) out.system = true;
      const time = li.querySelector('time')?.getAttribute('datetime');
      const ts = time ? Date.parse(time) : NaN;
      if (Number.isFinite(ts)) out.ts = ts;
      return out;
    },
    stateRoots: () => [],
    players: () => [],
    phase: () => null,
    votes: () => [],
    gameKey: () => null,
    phaseFromMessage(msg): Phase | null {
      if (!msg.system) return null;
      if (has(msg.text, triggers.results)) return 'results';
      if (has(msg.text, triggers.voting)) return 'voting';
      if (has(msg.text, triggers.night)) return 'night';
      if (has(msg.text, triggers.day)) return 'day';
      return null;
    },
    startsGame: (msg) => !!msg.system && has(msg.text, triggers.newGame),
  };
}
