/**
 * Discord in the browser (discord.com, ptb., canary.), read as its live
 * markup is (../shared/research/page-markup.md §2):
 *
 * - A row is `li#chat-messages-<channel>-<message>`; its own text is
 *   `#message-content-<message>`. A reply carries a preview before the header
 *   (`#message-reply-context-<message>`, `repliedMessage_…`) with the quoted
 *   author, a bot tag when the quoted author is a bot, and the quoted text in
 *   `#message-content-<quoted>`: none of it is this message or its author.
 * - Only the row's own header says who wrote it: `h3` holding
 *   `#message-username-<message>`, with `botTag_…` for bots (the tag reads
 *   "APP" since 2024), the avatar's URL carrying the user id.
 * - A continuation row has no header: its article's `aria-labelledby` names
 *   the group's head (`message-username-<head>`), which Discord keeps
 *   rendered with the group; the author is the head's, remembered per
 *   message because the list unmounts rows as it scrolls. Nothing is guessed
 *   from the rows above: a row after a system row (pins, joins:
 *   `isSystemMessage_…`, no header) names no head.
 * - A slash command's answer is the bot's row with the invoker in a header
 *   ("X used /vote"): the invoker is the voter, not the bot.
 * - A forwarded message's snapshot is read as the forwarder's words, marked
 *   forwarded; a native poll gives counts; a mention's text is masked where
 *   edits are told from re-renders (see discord-message.ts).
 * - Bots announce in embeds too (`#message-accessories-<id> article`): read
 *   for bots only, never as a player's text.
 * - Class names come as `name_hash`, `name__hash` or `<hash16>-name`:
 *   matched by their stable name (classes.ts).
 * - Nicknames carry the seat and the state ("05 | Ник (Убит)", "Зр. Ник",
 *   "!Вед. Ник"): see nick.ts.
 * - A game belongs to its channel (the URL's, else the first row's); a thread
 *   opened beside the channel is a second `[data-list-id="chat-messages"]`
 *   list, read as part of the channel's game.
 */
import type { Phase } from '../engine/events';
import type { HealthSpec } from '../health';
import { hasClass } from './classes';
import {
  candidateIn,
  commandOf,
  contentText,
  embedText,
  first,
  headerAvatar,
  inRow,
  joinTexts,
  notText,
  pollOf,
  reactionCounts,
  snapshotOf,
  type Invocation,
  type Texts,
} from './discord-message';
import { voiceReader } from './discord-voice';
import { parseNick } from './nick';
import { readGameEnd } from '../protocol/reveal';
import { compileTriggers, type BotTriggers, type CompiledTriggers } from './triggers';
import { safeClosest, textOf, type Adapter, type AuthorKind, type RawMessage } from './types';

export type DiscordTriggers = BotTriggers;

const ITEM = 'li[id^="chat-messages-"]';
const LIST = '[data-list-id="chat-messages"]';
const ROW_ID = /^chat-messages-(\d+)-(\d+)$/;
const HEAD_REF = /(?:^|\s)message-username-(\d+)(?=\s|$)/;

interface Author {
  nick?: string;
  kind: AuthorKind;
  /** The user id, from the header's avatar. */
  user?: string;
}

/** What the reader keeps between rows, bounded: the list unmounts rows as it scrolls. */
interface Memory {
  /** The author per message id: a continuation row's head is looked up by its id. */
  authors: Map<string, Author | null>;
  /** The last nickname per user id: a command's invoker is known by id too. */
  nicks: Map<string, string>;
}
const MAX_MEMORY = 20_000;
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  if (map.size > MAX_MEMORY) map.delete(map.keys().next().value!);
}

/** Snowflakes as fixed-width strings compare as numbers. */
const order = (id: string) => id.padStart(20, '0');
const articleOf = (li: Element) => li.querySelector('[role="article"]') ?? li.firstElementChild ?? li;

function channelFromUrl(doc: Document): string | null {
  const path = doc.location?.pathname ?? '';
  const m = /^\/channels\/(?:@me|\d+)\/(\d+)/.exec(path);
  return m ? m[1]! : null;
}

function isSystemRow(li: Element): boolean {
  const art = articleOf(li);
  return hasClass(art, 'systemMessage') || hasClass(art, 'isSystemMessage');
}

function kindOfNick(nick: string | undefined): AuthorKind {
  if (!nick) return 'unknown';
  const info = parseNick(nick);
  return info.role === 'host' ? 'host' : info.role === 'spectator' ? 'spectator' : info.seat ? 'player' : 'unknown';
}

/** The author a header names: `name` is its `#message-username-<id>`. */
function authorFromHeader(name: Element): Author {
  const header = name.closest('h3') ?? name.parentElement ?? name;
  const nick = textOf(first(name, 'username') ?? name, notText).trim() || undefined;
  const bot = !!(first(header, 'botTag') ?? first(header, 'botText'));
  const out: Author = { kind: bot ? 'bot' : kindOfNick(nick) };
  if (nick) out.nick = nick;
  const user = headerAvatar(header);
  if (user) out.user = user;
  return out;
}

function authorOf(mem: Memory, li: Element, art: Element, id: string): Author | null {
  const name = inRow(li, `message-username-${id}`);
  if (name) return authorFromHeader(name);
  // A continuation row: the head its label names, rendered or remembered.
  const head = HEAD_REF.exec(art.getAttribute('aria-labelledby') ?? '')?.[1];
  if (head && head !== id) {
    const headName = li.ownerDocument.getElementById(`message-username-${head}`);
    if (headName) return authorFromHeader(headName);
    if (mem.authors.has(head)) return mem.authors.get(head)!;
  }
  return mem.authors.get(id) ?? null;
}

/** A row of another channel in the main list is a channel switch under way: not this game's. */
function otherChannel(li: Element, channel: string): boolean {
  const doc = li.ownerDocument;
  const url = channelFromUrl(doc);
  if (!url || channel === url) return false;
  const list = li.closest(LIST);
  return !!list && list === doc.querySelector(LIST);
}

function readRow(mem: Memory, trig: CompiledTriggers, li: Element): RawMessage | null {
  const m = ROW_ID.exec(li.id);
  if (!m) return null;
  const [, channel, id] = m as unknown as [string, string, string];
  if (otherChannel(li, channel)) return null;
  const art = articleOf(li);
  const content = inRow(li, `message-content-${id}`);
  let out: RawMessage | null;
  if (isSystemRow(li)) {
    // Pins, joins, "thread created": no author, and they end a message group.
    remember(mem.authors, id, null);
    out = { id, text: textOf(content ?? art, notText).trim(), system: true, author: 'system', order: order(id) };
  } else out = readMessage(mem, trig, li, art, content, id);
  const time = inRow(li, `message-timestamp-${id}`)?.getAttribute('datetime');
  const ts = time ? Date.parse(time) : NaN;
  if (out && Number.isFinite(ts)) out.ts = ts;
  return out;
}

function readMessage(
  mem: Memory,
  trig: CompiledTriggers,
  li: Element,
  art: Element,
  content: Element | null,
  id: string,
): RawMessage | null {
  const author = authorOf(mem, li, art, id);
  remember(mem.authors, id, author);
  if (author?.user && author.nick) remember(mem.nicks, author.user, author.nick);
  const kind: AuthorKind = author?.kind ?? 'unknown';
  const accessories = inRow(li, `message-accessories-${id}`);
  const own = contentText(content);
  const snapshot = snapshotOf(art, content);
  const poll = pollOf(accessories);
  const parts: Texts[] = [own];
  if (snapshot) parts.push(snapshot);
  if (poll) parts.push({ text: poll.text, stable: poll.text });
  const embeds = kind === 'bot' ? embedText(accessories) : '';
  if (embeds) parts.push({ text: embeds, stable: embeds });
  const texts = parts.length > 1 ? joinTexts(parts) : own;
  if (!content && !texts.text) return null;

  const command = commandOf(art);
  const voted = command ? commandVote(mem, trig, command, texts.text) : null;
  const out: RawMessage = voted ? { ...voted, id, text: texts.text } : { id, text: texts.text, author: kind };
  out.order = order(id);
  if (texts.stable !== texts.text) out.stable = texts.stable;
  if (snapshot) out.forwarded = true;
  if (!voted) {
    if (author?.nick) nickInto(out, author.nick, kind);
    // The player's account across games: the user id of the header's avatar (never a bot's).
    if (kind === 'player' && author?.user) out.account = author.user;
    if (kind !== 'player') out.system = true;
    else if (!snapshot) {
      const vote = trig.voteOf(own.text);
      if (vote) out.vote = vote;
    }
  }
  const reply = inRow(li, `message-reply-context-${id}`);
  if (reply && !hasClass(reply, 'executedCommand')) {
    const quoted = textOf(first(reply, 'username')).trim().replace(/^@/, '');
    if (quoted) out.replyTo = quoted;
  }
  const counts = (kind === 'bot' ? reactionCounts(li) : []).concat(poll?.counts ?? []);
  if (counts.length) out.counts = counts;
  return out;
}

function nickInto(out: RawMessage, nick: string, kind: AuthorKind): void {
  const info = parseNick(nick);
  out.nick = kind === 'bot' ? nick : info.base;
  if (kind === 'player' && info.seat) out.seat = info.seat;
  if (kind === 'player' && info.status) out.status = info.status;
}

/**
 * A vote cast through a slash command: the invoker's, named in the command's
 * header (or, when that name holds no seat, the nickname last seen with the
 * invoker's user id), for the seat the header shows or the bot's answer
 * names. Null when it is no vote command or either seat is unknown.
 */
function commandVote(mem: Memory, trig: CompiledTriggers, cmd: Invocation, answer: string): RawMessage | null {
  const slash = trig.slashVote(cmd.name);
  if (!slash) return null;
  const known = cmd.user ? mem.nicks.get(cmd.user) : undefined;
  const nick = cmd.nick && parseNick(cmd.nick).seat ? cmd.nick : (known ?? cmd.nick);
  const info = nick ? parseNick(nick) : null;
  const candidate = slash.seat ?? candidateIn(answer);
  if (!info?.seat || info.role !== 'player' || !candidate) return null;
  const out: RawMessage = { id: '', text: '', author: 'player', seat: info.seat, nick: info.base, vote: candidate };
  if (info.status) out.status = info.status;
  return out;
}

/**
 * A healthy channel page gives rows, each with an author and text. The phase
 * and the seats come from a game bot and the nicknames, which a channel need
 * not have: not expected.
 */
const HEALTH: HealthSpec = {
  expects: ['rows', 'authors', 'text'],
  applies: (doc) => channelFromUrl(doc) !== null,
  // Rows by their role, whatever their ids and classes became.
  rowLike: (doc) => doc.querySelectorAll('[role="article"]').length,
  anchors(doc) {
    const lists = Array.from(doc.querySelectorAll(LIST));
    if (lists.length) return lists;
    const row = doc.querySelector('[role="article"]');
    const list = row?.closest('ol, ul, [role="list"]') ?? row?.parentElement?.parentElement;
    return list ? [list] : doc.querySelector('main') ? [doc.querySelector('main')!] : [];
  },
};

export function discordAdapter(triggers: DiscordTriggers): Adapter {
  const trig = compileTriggers(triggers);
  const mem: Memory = { authors: new Map(), nicks: new Map() };
  const lists = (doc: Document) => Array.from(doc.querySelectorAll(LIST));

  return {
    site: 'discord',
    playersFromMessages: true,
    health: HEALTH,
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
    read: (li) => readRow(mem, trig, li),
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
    gameEndOf: (msg) => (announces(msg) && trig.endsGame(msg.text) ? readGameEnd(msg.text) : null),
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
