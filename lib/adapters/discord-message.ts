/**
 * The parts of a Discord message row besides its header, each found by its
 * stable markup (../shared/research/page-markup.md §2; classes by their name
 * in every hash form, see classes.ts):
 *
 * - The row's own text, `#message-content-<id>`, without the "(edited)"
 *   marker, inline timestamps and visually hidden separators. Mentions
 *   (`mention`) re-render with the member's new name after a rename: the text
 *   with them masked is what tells an edit from a re-render.
 * - Bots' embeds (`article.embed…`: title, description, fields).
 * - Reactions (`reaction_…` with `reactionCount_…`) and native polls
 *   (`pollContainer_…` in the accessories: the question in an `h4`, each
 *   `answer__…` with its `label__…` and `votesData_… text__…` count): counts.
 * - A forwarded message: the row's own content holds only the forwarder's
 *   comment; the snapshot is markup beside a `quote__…` spine.
 * - A slash command's header ("X used /vote"): `executedCommand_…` in the
 *   reply preview's place, the invoker's name, `executedCommandAvatar_…`
 *   whose URL carries the invoker's user id, and `commandName_…`.
 */
import { allWithClass, classSelector, closestWithClass, firstWithClass, hasClass } from './classes';
import { textOf } from './types';
import { discordUserId } from './discord-account';

const SELECTORS = new Map<string, string>();
/**
 * The first element under `root` carrying `name`: the first candidate of a
 * query that stops at it nearly always is one (the full list is read only
 * when it is not). Every row is read this way, so it matters.
 */
export function first(root: ParentNode, name: string): Element | null {
  let sel = SELECTORS.get(name);
  if (!sel) SELECTORS.set(name, (sel = classSelector(name)));
  const c = root.querySelector(sel);
  return !c || hasClass(c, name) ? c : firstWithClass(root, name);
}

/** The element with this id inside `row`: found by id (the page's index), else by a query of the row. */
export function inRow(row: Element, id: string): Element | null {
  if (!row.isConnected) return row.querySelector(`[id="${id}"]`);
  const el = row.ownerDocument.getElementById(id);
  // A reply's preview elsewhere may hold a copy of another row's content id: only this row's own counts.
  if (el && row.contains(el)) return el;
  return el ? row.querySelector(`[id="${id}"]`) : null;
}

export interface Count {
  label: string;
  n: number;
}

/** A text and the same text with mentions masked (equal when there is no mention). */
export interface Texts {
  text: string;
  stable: string;
}

/** Not part of a message's text: the edited marker, inline timestamps, visually hidden separators. */
export function notText(e: Element): boolean {
  return e.tagName === 'TIME' || hasClass(e, 'edited') || hasClass(e, 'timestamp') || hasClass(e, 'hiddenVisually');
}

const MENTION = `.mention,${classSelector('mention')}`;
const isMention = (e: Element) => e.classList.contains('mention') || hasClass(e, 'mention');
/** Stands in for a mention when hashing: any name inside is the same mention. */
const MENTION_MARK = '\u0001@';

export function contentText(el: Element | null | undefined): Texts {
  if (!el) return { text: '', stable: '' };
  const text = textOf(el, notText);
  // Most messages mention no one: one walk.
  if (!el.querySelector(MENTION)) return { text, stable: text };
  return { text, stable: textOf(el, (e) => notText(e) || (isMention(e) ? MENTION_MARK : false)) };
}

/** Lines joined, empty ones left out. */
export function joinTexts(parts: Texts[]): Texts {
  const kept = parts.filter((p) => p.text.trim());
  return { text: kept.map((p) => p.text).join('\n'), stable: kept.map((p) => p.stable).join('\n') };
}

const EMBED_PARTS = ['embedTitle', 'embedDescription', 'embedFieldName', 'embedFieldValue'];
const EMBED_SELECTOR = EMBED_PARTS.map(classSelector).join(',');
const isEmbed = (art: Element) => hasClass(art, 'embed') || hasClass(art, 'embedFull') || hasClass(art, 'embedWrapper');

/** The embeds' title, description and fields under `root`, in page order. */
export function embedText(root: Element | null | undefined): string {
  if (!root) return '';
  const parts: string[] = [];
  for (const art of Array.from(root.querySelectorAll('article'))) {
    if (!isEmbed(art)) continue;
    for (const p of Array.from(art.querySelectorAll(EMBED_SELECTOR))) {
      if (!EMBED_PARTS.some((n) => hasClass(p, n))) continue;
      const t = textOf(p, notText).trim();
      if (t) parts.push(t);
    }
  }
  return parts.join('\n');
}

/** Reaction counts under a message. */
export function reactionCounts(row: Element): Count[] {
  const out: Count[] = [];
  for (const r of allWithClass(row, 'reaction')) {
    const n = Number(first(r, 'reactionCount')?.textContent?.trim());
    if (!Number.isFinite(n)) continue;
    const label = r.querySelector('img')?.getAttribute('alt') ?? r.querySelector('.emoji')?.textContent?.trim() ?? '';
    if (label) out.push({ label, n });
  }
  return out;
}

/** A count, never a percentage beside it ("3 голоса", "3 votes", not "33 %"). */
const COUNT = /(\d+)(?!\d)(?!\s*%)/;

/** A native poll in the accessories: its question and answers as text, its counts. */
export function pollOf(accessories: Element | null): { text: string; counts: Count[] } | null {
  const poll = accessories && first(accessories, 'pollContainer');
  if (!poll) return null;
  const lines: string[] = [];
  const question = textOf(poll.querySelector('h4'), notText).trim();
  if (question) lines.push(question);
  const counts: Count[] = [];
  for (const answer of allWithClass(poll, 'answer')) {
    const label = textOf(first(answer, 'label'), notText).trim();
    if (!label) continue;
    lines.push(label);
    const votes = first(answer, 'votesData');
    const m = COUNT.exec((votes && (first(votes, 'text') ?? votes).textContent) ?? '');
    if (m) counts.push({ label, n: Number(m[1]) });
  }
  return { text: lines.join('\n'), counts };
}

/**
 * A forwarded message's snapshot: the markup beside a quote spine, outside a
 * reply's preview and the row's own content; its embeds too. Null when the
 * row forwards nothing; empty texts when the snapshot has no text (an image).
 */
export function snapshotOf(article: Element, own: Element | null): Texts | null {
  // Most rows forward nothing: one query that stops at the first spine, if any.
  if (!first(article, 'quote')) return null;
  for (const spine of allWithClass(article, 'quote')) {
    if (closestWithClass(spine, 'repliedMessage', article)) continue;
    const box = spine.parentElement;
    if (!box) continue;
    const parts: Texts[] = [];
    for (const m of allWithClass(box, 'markup')) {
      if (own && (m === own || m.contains(own) || own.contains(m))) continue;
      // Embeds are markup too, read by their parts; a markup node inside another is read with it.
      if (m.closest('article') && box.contains(m.closest('article'))) continue;
      if (m.parentElement && closestWithClass(m.parentElement, 'markup', box)) continue;
      parts.push(contentText(m));
    }
    const embeds = embedText(box);
    if (embeds) parts.push({ text: embeds, stable: embeds });
    return joinTexts(parts);
  }
  return null;
}

export interface Invocation {
  /** The command as shown ("/vote"). */
  name: string;
  /** The invoker's name in the header. */
  nick?: string;
  /** The invoker's user id, from the avatar's URL. */
  user?: string;
}

/** A slash command's header: who invoked which command (the row's author is the bot that answered). */
export function commandOf(article: Element): Invocation | null {
  // In the reply preview's place: a child of the message.
  let box: Element | null = null;
  for (let c = article.firstElementChild; c && !box; c = c.nextElementSibling) if (hasClass(c, 'executedCommand')) box = c;
  if (!box) return null;
  const nameEl = first(box, 'commandName') ?? first(box, 'appLauncherOnboardingCommandName');
  const name = textOf(nameEl, notText).trim();
  if (!name) return null;
  const out: Invocation = { name: name.startsWith('/') ? name : `/${name}` };
  const nick = textOf(first(box, 'username'), notText).trim().replace(/^@/, '');
  if (nick) out.nick = nick;
  const user = discordUserId(first(box, 'executedCommandAvatar')?.getAttribute('src'));
  if (user) out.user = user;
  return out;
}

/** The avatar of a header: the image with the `avatar` class beside it. */
export function headerAvatar(header: Element): string | undefined {
  for (let c = header.parentElement?.firstElementChild; c; c = c.nextElementSibling)
    if (c.tagName === 'IMG' && hasClass(c, 'avatar')) return discordUserId(c.getAttribute('src'));
  return undefined;
}

/**
 * The seat a bot's confirmation of a vote names: "06 | Дима голосует за 5",
 * "Вы проголосовали за @05 | Кирилл", "voted for #5".
 */
const FOR_SEAT = /(?:^|[^\p{L}\d])(?:за|против|for|against)\s+(?:игрока\s+|player\s+)?[@#№]?\s*0?(\d{1,2})(?!\d)/iu;
export function candidateIn(text: string): string | undefined {
  const m = FOR_SEAT.exec(text);
  const n = m ? Number(m[1]) : 0;
  return n >= 1 && n <= 20 ? String(n) : undefined;
}
