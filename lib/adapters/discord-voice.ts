/**
 * Discord's voice channels as the web client's DOM shows them, read by pure
 * functions over a Document (../shared/research/page-markup.md §1; the
 * fixtures in tests/fixtures/discord-voice.ts rebuild each point):
 *
 * - The sidebar lists a voice channel's members under its link
 *   `a[data-list-item-id="channels___<id>"]` (aria-label "<name> (voice
 *   channel)" / "(голосовой канал)"), one `voiceUser_…` row each: the avatar
 *   a `div` with a `background-image` (`…/avatars/<user>/<hash>…`, or the
 *   member form `…/guilds/<g>/users/<user>/avatars/<hash>…`), the name (the
 *   server nickname) in `username_…`, state icons in `icons_… > iconGroup_… >
 *   svg` (`iconServer_…` when the server muted or deafened), and a focus
 *   target whose aria-label is "<name>, <state>" ("Aleksandr, Muted").
 * - A collapsed category (`listCollapse_…`) renders avatars only: no names,
 *   no icons. Members are then known by their avatar's user id alone, and
 *   their mute and deafen are not known.
 * - Speaking: `usernameSpeaking_…` on the name (only when not muted), or an
 *   inline `box-shadow` with `var(--status-speaking)` on the avatar or a call
 *   tile's border, changing every ~50 ms with the volume (`Highlight` in
 *   forced-colours mode). Older builds: `avatarSpeaking_…`; the Dec 2025
 *   module: `speaking_…` / `avatarSpeakingOutline_…`.
 * - Call-view tiles carry `data-selenium-video-tile="<user>"` and a focus
 *   target "Call tile, <name>".
 *
 * Mute and deafen: the state words of the row's aria-label are read first
 * (English confirmed by a real sample; the Russian words are not verified
 * anywhere public, see VOICE_STATE_WORDS). A label with a state part whose
 * words are unknown falls back to the icons: Discord renders the mute icon
 * before the deafen icon, so two state icons are "muted and deafened". A label
 * that is only the name means no state, whatever icons (a camera) are shown.
 *
 * Cost: called a few times a second by the content script (voice-tracker.ts);
 * it reads attributes and a few text nodes, never layout.
 */
import { allWithClass, className, firstWithClass, hasClass } from './classes';
import { textOf } from './types';
import { avatarUrl } from './discord-account';

export { avatarUrl };

export interface VoiceMemberReading {
  /** The Discord user id, from the avatar URL or a call tile. */
  user?: string;
  /** The avatar's identity: its hash, `g<guild>/<hash>` for a server avatar, `default/<n>` for a default one. */
  avatar?: string;
  /** The name the list shows (the server nickname); absent in a collapsed list. */
  name?: string;
  /** Mute and deafen, when the row shows them (not in a collapsed list). */
  states?: VoiceStates;
  speaking: boolean;
}

export interface VoiceStates {
  mute: boolean;
  deaf: boolean;
  /** Muted or deafened by the server (a moderator), not by the member. */
  serverMute: boolean;
  serverDeaf: boolean;
}

export interface VoiceChannelReading {
  id: string;
  name: string;
  /** The list shows avatars only. */
  collapsed: boolean;
  members: VoiceMemberReading[];
}

export interface VoiceTileReading {
  user: string;
  name?: string;
  speaking: boolean;
}

export interface VoiceReading {
  channels: VoiceChannelReading[];
  /** Call-view tiles: the channel the host is connected to, when its call view is open. */
  tiles: VoiceTileReading[];
}

const CHANNEL_LINK = 'a[data-list-item-id^="channels___"]';
const TILE = '[data-selenium-video-tile]';
/** Channel link labels end with the channel kind in the UI language. */
const VOICE_LABEL = /\s*\((?:voice channel|голосовой канал|salon vocal|sprachkanal|canal de voz|голосовий канал)\)\s*$/i;
const SPEAKING_STYLE = /status-speaking|box-shadow[^;]*\bhighlight\b/i;
const URL_IN_STYLE = /url\(\s*["']?([^"')]+)["']?\s*\)/i;

/**
 * State words of a voice row's aria-label ("<name>, <state>"), lower case.
 * English: "Muted" is in a real 2026 sample; the others follow Discord's
 * strings. Russian: no public capture exists (research §1.3, §6.1): these are
 * the client's likely wordings and the Discord-clone copies, kept as data.
 */
export const VOICE_STATE_WORDS: { words: string[]; state: keyof VoiceStates }[] = [
  { state: 'serverDeaf', words: ['server deafened', 'сервер: откл. звук', 'звук отключён сервером', 'заглушён сервером'] },
  { state: 'serverMute', words: ['server muted', 'откл. микрофон на сервере', 'микрофон отключён сервером'] },
  { state: 'deaf', words: ['deafened', 'звук выключен', 'звук отключён', 'откл. звук', 'без звука'] },
  { state: 'mute', words: ['muted', 'микрофон выключен', 'микрофон отключён', 'откл. микрофон', 'без микрофона'] },
];

/** The voice channels of the sidebar with their members, and the call tiles, under `root` (the document). */
export function readVoice(root: Document | Element): VoiceReading {
  return { channels: readChannels(root), tiles: readTiles(root) };
}

/**
 * readVoice for a content script that reads a few times a second: the channel
 * list's container is found once and read alone while it stays in the page
 * (Discord's page holds thousands of elements, the sidebar a few hundred);
 * the call tiles, while there are none, are looked for once a second.
 */
export function voiceReader(): (doc: Document) => VoiceReading {
  let list: Element | null = null;
  let tilesRoot: Element | null = null;
  let n = 0;
  return (doc) => {
    if (!list?.isConnected) {
      const link = doc.querySelector(CHANNEL_LINK);
      list = link?.closest('nav') ?? link?.closest('ul') ?? null;
    }
    const channels = readChannels(list ?? doc);
    let tiles: VoiceTileReading[] = [];
    if (tilesRoot?.isConnected) tiles = readTiles(tilesRoot);
    else if (n++ % 5 === 0) {
      tiles = readTiles(doc);
      const tile = tiles.length ? doc.querySelector(TILE) : null;
      tilesRoot = tile?.closest('main') ?? tile?.parentElement?.parentElement ?? null;
    }
    return { channels, tiles };
  };
}

function readChannels(root: Document | Element): VoiceChannelReading[] {
  const channels: VoiceChannelReading[] = [];
  for (const link of Array.from(root.querySelectorAll(CHANNEL_LINK))) {
    const ch = readChannel(link);
    if (ch) channels.push(ch);
  }
  return channels;
}

function readTiles(root: Document | Element): VoiceTileReading[] {
  const tiles: VoiceTileReading[] = [];
  for (const tile of Array.from(root.querySelectorAll(TILE))) {
    const user = tile.getAttribute('data-selenium-video-tile');
    if (!user || !/^\d+$/.test(user)) continue;
    const label = tileLabel(tile);
    if (label === null) continue; // a stream, not the member's own tile
    const t: VoiceTileReading = { user, speaking: speaksByStyle(tile) };
    if (label) t.name = label;
    tiles.push(t);
  }
  return tiles;
}

function readChannel(link: Element): VoiceChannelReading | null {
  const id = /^channels___(\d+)$/.exec(link.getAttribute('data-list-item-id') ?? '')?.[1];
  if (!id) return null;
  const label = link.getAttribute('aria-label') ?? '';
  // The row holding the link and the members' list.
  const row = link.closest('li') ?? link.parentElement?.parentElement ?? null;
  const users = row ? allWithClass(row, 'voiceUser') : [];
  if (!VOICE_LABEL.test(label) && !users.length) return null;
  const name = label.replace(VOICE_LABEL, '').trim() || textOf(firstWithClass(link, 'name') ?? link).trim();
  const list = users[0]?.closest('[role="group"]') ?? null;
  const collapsed = !!list && (hasClass(list, 'listCollapse') || !!list.closest('[class*="listCollapse"]'));
  const members: VoiceMemberReading[] = [];
  for (const u of users) {
    // A row inside another (the Dec 2025 module's shape) is read once, at the outer one.
    if (users.some((o) => o !== u && o.contains(u))) continue;
    members.push(readMember(u, collapsed));
  }
  return { id, name, collapsed: collapsed || (members.length > 0 && members.every((m) => m.name === undefined)), members };
}

/** What one walk over a row finds (a row is a dozen elements; one walk, not a query per part). */
interface RowParts {
  name: Element | null;
  icons: Element | null;
  target: Element | null;
  avatar: { user?: string; avatar: string } | null;
  speaking: boolean;
}

/** Class names that mark a row, or a part of it, as speaking (current, older and the Dec 2025 module's). */
const SPEAKING_CLASSES = new Set(['usernameSpeaking', 'avatarSpeaking', 'avatarSpeakingOutline', 'speaking']);

function rowParts(row: Element): RowParts {
  const parts: RowParts = { name: null, icons: null, target: null, avatar: null, speaking: false };
  const visit = (el: Element) => {
    const list = el.classList;
    for (let i = 0; i < list.length; i++) {
      const n = className(list[i]!);
      if (n === 'username') parts.name ??= el;
      else if (n === 'icons') parts.icons ??= el;
      else if (n !== null && SPEAKING_CLASSES.has(n)) parts.speaking = true;
    }
    const style = el.getAttribute('style');
    if (style) {
      if (!parts.speaking && SPEAKING_STYLE.test(style)) parts.speaking = true;
      if (!parts.avatar) {
        const url = URL_IN_STYLE.exec(style)?.[1];
        if (url) parts.avatar = avatarUrl(url);
      }
    } else if (!parts.avatar && el.tagName === 'IMG') parts.avatar = avatarUrl(el.getAttribute('src') ?? '');
    if (!parts.target && el.getAttribute('role') === 'button' && el.hasAttribute('aria-label')) parts.target = el;
    // An icon's inside (paths) holds nothing of this.
    if (el.tagName.toLowerCase() === 'svg') return;
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) visit(c);
  };
  visit(row);
  return parts;
}

function readMember(row: Element, collapsed: boolean): VoiceMemberReading {
  const parts = rowParts(row);
  const m: VoiceMemberReading = { speaking: parts.speaking };
  if (parts.avatar) {
    if (parts.avatar.user) m.user = parts.avatar.user;
    m.avatar = parts.avatar.avatar;
  }
  const name = parts.name ? textOf(parts.name, (e) => hasClass(e, 'guestSuffix')).trim() : '';
  if (name) m.name = name;
  if (!collapsed && name) m.states = statesOf(parts, name);
  return m;
}

function speaksByStyle(root: Element): boolean {
  if (SPEAKING_STYLE.test(root.getAttribute('style') ?? '')) return true;
  for (const el of Array.from(root.querySelectorAll('[style*="box-shadow"]')))
    if (SPEAKING_STYLE.test(el.getAttribute('style') ?? '')) return true;
  return false;
}

/** Mute and deafen from the row's aria-label, else from its icons (see the header). */
function statesOf(parts: RowParts, name: string): VoiceStates {
  const s: VoiceStates = { mute: false, deaf: false, serverMute: false, serverDeaf: false };
  const target = parts.target;
  const label = (target?.getAttribute('aria-label') ?? '').trim();
  // "<name>, <state>": the state part is what follows the name (names may hold commas).
  let rest = label.startsWith(name) ? label.slice(name.length) : label.includes(', ') ? label.slice(label.indexOf(', ')) : '';
  rest = rest.replace(/^[\s,]+/, '').toLowerCase();
  const icons = stateIcons(parts.icons);
  if (target && !rest) return s; // the name alone: no state, whatever other icons show
  let known = false;
  for (const { words, state } of VOICE_STATE_WORDS) {
    for (const w of words) {
      const at = rest.indexOf(w);
      if (at < 0) continue;
      s[state] = true;
      known = true;
      // "server deafened" holds "deafened": the longer words come first and are cut out.
      rest = rest.slice(0, at) + ' '.repeat(w.length) + rest.slice(at + w.length);
    }
  }
  if (s.serverDeaf) s.deaf = true;
  if (s.serverMute) s.mute = true;
  if (known) {
    // Deafening oneself mutes too; whether the server did it shows on the last icon as well.
    if (s.deaf && !s.serverDeaf) {
      s.mute = true;
      if (icons.length && icons[icons.length - 1]!.server) s.serverDeaf = true;
    }
    return s;
  }
  // Unknown words (another UI language): the icons, mute first, then deafen.
  if (icons.length >= 1) {
    s.mute = true;
    s.serverMute = icons[0]!.server;
  }
  if (icons.length >= 2) {
    s.deaf = true;
    s.serverDeaf = icons[1]!.server;
  }
  return s;
}

/** The state icons in order: `svg`s in the icons block, a struck-through camera left out. */
function stateIcons(block: Element | null): { server: boolean }[] {
  if (!block) return [];
  const out: { server: boolean }[] = [];
  for (const svg of Array.from(block.querySelectorAll('svg'))) {
    if (hasClass(svg, 'strikethrough')) continue;
    out.push({ server: hasClass(svg, 'iconServer') || !!svg.closest('[class*="iconServer"]') });
  }
  return out;
}

/** A tile's member name from "Call tile, <name>"; null for a stream tile ("Call tile, stream, <name>"). */
function tileLabel(tile: Element): string | null {
  const el = tile.hasAttribute('aria-label') ? tile : tile.querySelector('[aria-label]');
  const label = el?.getAttribute('aria-label') ?? '';
  const comma = label.indexOf(', ');
  if (comma < 0) return '';
  const rest = label.slice(comma + 2);
  if (/^(?:stream|трансляция|демонстрация)\b/i.test(rest)) return null;
  return rest.trim();
}
