/**
 * "What the extension sees" on a game page: the adapter's reading of the
 * page in a small snapshot — site, channel or game key, players with seats
 * and states, the phase and the message that set it, the last messages read.
 * The content script builds it, the worker keeps it (session storage, so a
 * stopped worker loses nothing), the side panel shows it: a host sees at once
 * when a site has changed its markup.
 */
import { PHASES, PRESENCES, type Phase, type Presence, type Status } from './engine/events';
import { parseHealth, type SiteHealth } from './health';

export type SeenAuthor = 'player' | 'bot' | 'host' | 'spectator' | 'system' | 'unknown';

export interface SeenMessage {
  id: string;
  author: SeenAuthor;
  seat?: string;
  nick?: string;
  /** Cut to a few hundred characters. */
  text: string;
  replyTo?: string;
  vote?: string;
  /** The phase this message was judged in. */
  phase: Phase | null;
  edited?: boolean;
  history?: boolean;
  forwarded?: boolean;
}

export interface SeenPlayer {
  seat: string;
  nick?: string;
  status?: Status;
}

export interface SeesSnapshot {
  site: string;
  url: string;
  key: string | null;
  /** Chat lists found on the page (0 = the chat markup was not found). */
  chats: number;
  /** Messages read since the script attached. */
  read: number;
  players: SeenPlayer[];
  phase: Phase | null;
  /** What set the phase: a message (bot, host) or the page's own marker. */
  phaseBy: { kind: 'page' } | { kind: 'message'; id: string; text: string; nick?: string } | null;
  recent: SeenMessage[];
  /** Vote counts shown only as numbers (reactions under the bot's message). */
  counts: { label: string; n: number }[];
  /** The site-change warning (lib/health.ts), where the adapter knows what a healthy page gives. */
  health?: SiteHealth;
  /** Seats nominated / marked as voted, where the page shows no voters. */
  marks: { nominated: string[]; voted: string[] } | null;
  /** The voice table, where the site has one (Discord). */
  voice?: VoiceSees;
}

/** The voice channels the content script found, the game's among them, and each seat's state there. */
export interface VoiceSees {
  /** The game's voice channel, and whether the host picked it. */
  table: { id: string; name: string; picked: boolean } | null;
  channels: { id: string; name: string; members: number; seated: number; collapsed: boolean }[];
  members: {
    seat?: string;
    name?: string;
    presence: Presence;
    where?: string;
    mute?: boolean;
    deaf?: boolean;
    serverMute?: boolean;
    serverDeaf?: boolean;
    speaking: boolean;
    avatar?: boolean;
  }[];
  tiles: number;
}

export const SEES_RECENT = 8;
export const SEES_TEXT = 300;

const str = (v: unknown, max = 500): string | undefined => (typeof v === 'string' ? v.slice(0, max) : undefined);
const phaseOf = (v: unknown): Phase | null => (PHASES.includes(v as Phase) ? (v as Phase) : null);
const AUTHORS: SeenAuthor[] = ['player', 'bot', 'host', 'spectator', 'system', 'unknown'];
const seats = (v: unknown): string[] =>
  Array.isArray(v)
    ? v
        .filter((x): x is string => typeof x === 'string')
        .slice(0, 40)
        .map((x) => x.slice(0, 4))
    : [];

/** Validates a snapshot sent by a content script: anything malformed is dropped or refused. */
export function parseSees(raw: unknown): SeesSnapshot | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Record<string, unknown>;
  const site = str(o.site, 100);
  const url = str(o.url, 2000);
  if (!site || url === undefined) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0);
  const players: SeenPlayer[] = Array.isArray(o.players)
    ? o.players.slice(0, 40).flatMap((p: unknown) => {
        if (typeof p !== 'object' || p === null) return [];
        const q = p as Record<string, unknown>;
        const seat = str(q.seat, 4);
        if (!seat) return [];
        const out: SeenPlayer = { seat };
        const nick = str(q.nick, 100);
        if (nick !== undefined) out.nick = nick;
        if (q.status === 'alive' || q.status === 'dead') out.status = q.status;
        return [out];
      })
    : [];
  const recent: SeenMessage[] = Array.isArray(o.recent)
    ? o.recent.slice(-SEES_RECENT).flatMap((m: unknown) => {
        if (typeof m !== 'object' || m === null) return [];
        const q = m as Record<string, unknown>;
        const id = str(q.id, 100);
        const text = str(q.text, SEES_TEXT);
        if (id === undefined || text === undefined) return [];
        const out: SeenMessage = {
          id,
          text,
          author: AUTHORS.includes(q.author as SeenAuthor) ? (q.author as SeenAuthor) : 'unknown',
          phase: phaseOf(q.phase),
        };
        for (const k of ['seat', 'nick', 'replyTo', 'vote'] as const) {
          const v = str(q[k], 100);
          if (v !== undefined) out[k] = v;
        }
        if (q.edited === true) out.edited = true;
        if (q.history === true) out.history = true;
        if (q.forwarded === true) out.forwarded = true;
        return [out];
      })
    : [];
  let phaseBy: SeesSnapshot['phaseBy'] = null;
  const pb = o.phaseBy as Record<string, unknown> | null | undefined;
  if (pb && pb.kind === 'page') phaseBy = { kind: 'page' };
  else if (pb && pb.kind === 'message' && typeof pb.id === 'string' && typeof pb.text === 'string') {
    phaseBy = { kind: 'message', id: pb.id.slice(0, 100), text: pb.text.slice(0, SEES_TEXT) };
    const nick = str(pb.nick, 100);
    if (nick !== undefined) phaseBy.nick = nick;
  }
  const counts = Array.isArray(o.counts)
    ? o.counts.slice(0, 20).flatMap((c: unknown) => {
        const q = c as Record<string, unknown> | null;
        const label = str(q?.label, 40);
        return label && typeof q?.n === 'number' && Number.isFinite(q.n) ? [{ label, n: q.n }] : [];
      })
    : [];
  const health = parseHealth(o.health);
  const voice = parseVoiceSees(o.voice);
  const mk = o.marks as Record<string, unknown> | null | undefined;
  return {
    site,
    url,
    key: str(o.key, 200) ?? null,
    chats: num(o.chats),
    read: num(o.read),
    players,
    phase: phaseOf(o.phase),
    phaseBy,
    recent,
    counts,
    marks: mk && typeof mk === 'object' ? { nominated: seats(mk.nominated), voted: seats(mk.voted) } : null,
    ...(health ? { health } : {}),
    ...(voice ? { voice } : {}),
  };
}

const VOICE_FLAGS = ['mute', 'deaf', 'serverMute', 'serverDeaf'] as const;

function parseVoiceSees(raw: unknown): VoiceSees | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Record<string, unknown>;
  const rec = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null);
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0);
  const t = rec(o.table);
  const tid = str(t?.id, 30);
  const tname = str(t?.name, 100);
  const channels = Array.isArray(o.channels)
    ? o.channels.slice(0, 50).flatMap((c: unknown) => {
        const q = rec(c);
        const id = str(q?.id, 30);
        const name = str(q?.name, 100);
        if (!q || !id || name === undefined) return [];
        return [{ id, name, members: count(q.members), seated: count(q.seated), collapsed: q.collapsed === true }];
      })
    : [];
  const members: VoiceSees['members'] = Array.isArray(o.members)
    ? o.members.slice(0, 40).flatMap((m: unknown) => {
        const q = rec(m);
        if (!q || !PRESENCES.includes(q.presence as Presence)) return [];
        const out: VoiceSees['members'][number] = { presence: q.presence as Presence, speaking: q.speaking === true };
        const seat = str(q.seat, 4);
        if (seat) out.seat = seat;
        const name = str(q.name, 100);
        if (name !== undefined) out.name = name;
        const where = str(q.where, 100);
        if (where !== undefined) out.where = where;
        for (const k of VOICE_FLAGS) if (typeof q[k] === 'boolean') out[k] = q[k];
        if (q.avatar === true) out.avatar = true;
        return [out];
      })
    : [];
  return {
    table: t && tid && tname !== undefined ? { id: tid, name: tname, picked: t.picked === true } : null,
    channels,
    members,
    tiles: count(o.tiles),
  };
}
