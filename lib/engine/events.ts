/**
 * Game events: what the content script reads from a table, what the CLI reads
 * from a JSONL transcript, and what the host adds by hand. Parsing is strict
 * about what it uses and ignores everything else.
 */

import { PENALTIES, type Penalty } from '../rulesets/types';
import { parseFact, type ProtocolFact } from '../protocol/facts';

export type Phase = 'day' | 'night' | 'voting' | 'results';
export const PHASES: readonly Phase[] = ['day', 'night', 'voting', 'results'];
export type Status = 'alive' | 'dead';

export interface MessageEvent {
  type: 'message';
  id?: string;
  player?: string;
  nick?: string;
  text: string;
  ts?: number;
  /** The same message id seen again with new text. */
  edited?: boolean;
  /** Another message passed on by the player (Discord's forward): judged as the player's own words. */
  forwarded?: boolean;
}
export interface PhaseEvent {
  type: 'phase';
  phase: Phase;
  ts?: number;
}
export interface PlayerEvent {
  type: 'player';
  id?: string;
  player: string;
  status?: Status;
  nick?: string;
  inVersion?: boolean;
  lastSpeech?: boolean;
  /** The player's account on the site (a Discord user id, a Polemica username): who they are across games. */
  account?: string;
  /** How the page says the seat left, where it says (Polemica's killed / voted / disqualified marks). */
  out?: PageOut;
  ts?: number;
}
/** How a page marks a seat that left: it never knows of a team loss. */
export type PageOut = 'voted' | 'killed' | 'removed';
export interface VoteEvent {
  type: 'vote';
  id?: string;
  player: string;
  candidate: string;
  ts?: number;
}
/** A violation the host records by hand (voice, behaviour). */
export interface ManualEvent {
  type: 'manual';
  id?: string;
  player: string;
  rule: string;
  /** The catalogue's penalty for the rule; the engine falls back to the rule set's own. */
  penalty?: Penalty;
  note?: string;
  ts?: number;
}

/** What the host (or a bot's end-of-game message) states for the protocol: see lib/protocol/facts.ts. */
export interface FactEvent {
  type: 'fact';
  fact: ProtocolFact;
  ts?: number;
}

/**
 * What the voice channel shows of a seat (Discord), read by the content
 * script as it changes: presence in the game's voice channel, mute and
 * deafen, a speaking spell starting or ending, the avatar and the nickname.
 * Without `player` it is the table itself: the game's voice channel found
 * (`table`: its name) or no voice list visible (`table: null`). `ts` is
 * required: the voice rules are about durations (lib/voice/judge.ts).
 */
export interface VoiceEvent {
  type: 'voice';
  id?: string;
  player?: string;
  ts: number;
  table?: string | null;
  presence?: Presence;
  /** The other voice channel's name, with `presence: 'elsewhere'`. */
  where?: string;
  mute?: boolean;
  deaf?: boolean;
  serverMute?: boolean;
  serverDeaf?: boolean;
  /** A speaking spell starts (true) or ends (false) at `ts`. */
  speaking?: boolean;
  nick?: string;
  /** The Discord user id and the avatar's identity (hash; `g<guild>/<hash>` for a server avatar). */
  user?: string;
  avatar?: string;
}
export type Presence = 'in' | 'elsewhere' | 'out';
export const PRESENCES: readonly Presence[] = ['in', 'elsewhere', 'out'];

/** Who holds the speech now: the speech timer's seat (the host) or a bot's turn announcement; "" for nobody. */
export interface SpeechEvent {
  type: 'speech';
  id?: string;
  seat: string;
  by?: 'host' | 'bot';
  ts?: number;
}

export type GameEvent = MessageEvent | PhaseEvent | PlayerEvent | VoteEvent | ManualEvent | FactEvent | VoiceEvent | SpeechEvent;

export type ParseResult = { ok: true; event: GameEvent | null } | { ok: false; error: string };

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/**
 * Validates one decoded object. Unknown event types give `event: null`
 * (ignored, not an error); a known type with missing or wrong fields is an error.
 */
export function parseEvent(raw: unknown): ParseResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'not a JSON object' };
  const o = raw as Record<string, unknown>;
  const ts = num(o.ts);
  const id = str(o.id);
  switch (o.type) {
    case 'message': {
      if (typeof o.text !== 'string') return { ok: false, error: 'message without a "text" string' };
      const e: MessageEvent = { type: 'message', text: o.text };
      if (id !== undefined) e.id = id;
      const player = str(o.player);
      if (player !== undefined) e.player = player;
      const nick = str(o.nick);
      if (nick !== undefined) e.nick = nick;
      if (ts !== undefined) e.ts = ts;
      if (o.edited === true) e.edited = true;
      if (o.forwarded === true) e.forwarded = true;
      return { ok: true, event: e };
    }
    case 'phase': {
      if (typeof o.phase !== 'string' || !(PHASES as readonly string[]).includes(o.phase))
        return { ok: false, error: `phase must be one of ${PHASES.join(', ')}` };
      const e: PhaseEvent = { type: 'phase', phase: o.phase as Phase };
      if (ts !== undefined) e.ts = ts;
      return { ok: true, event: e };
    }
    case 'player': {
      const player = str(o.player);
      if (!player) return { ok: false, error: 'player event without "player"' };
      const e: PlayerEvent = { type: 'player', player };
      if (id !== undefined) e.id = id;
      if (o.status !== undefined) {
        if (o.status !== 'alive' && o.status !== 'dead') return { ok: false, error: 'status must be "alive" or "dead"' };
        e.status = o.status;
      }
      const nick = str(o.nick);
      if (nick !== undefined) e.nick = nick;
      const inVersion = bool(o.inVersion);
      if (inVersion !== undefined) e.inVersion = inVersion;
      const lastSpeech = bool(o.lastSpeech);
      if (lastSpeech !== undefined) e.lastSpeech = lastSpeech;
      if (o.account !== undefined) {
        const account = str(o.account);
        if (!account || account.length > 200) return { ok: false, error: 'account must be a non-empty string of at most 200 characters' };
        e.account = account;
      }
      if (o.out !== undefined) {
        if (o.out !== 'voted' && o.out !== 'killed' && o.out !== 'removed')
          return { ok: false, error: 'out must be voted, killed or removed' };
        e.out = o.out;
      }
      if (ts !== undefined) e.ts = ts;
      return { ok: true, event: e };
    }
    case 'vote': {
      const player = str(o.player);
      const candidate = str(o.candidate);
      if (!player || !candidate) return { ok: false, error: 'vote needs "player" and "candidate"' };
      const e: VoteEvent = { type: 'vote', player, candidate };
      if (id !== undefined) e.id = id;
      if (ts !== undefined) e.ts = ts;
      return { ok: true, event: e };
    }
    case 'manual': {
      const player = str(o.player);
      const rule = str(o.rule);
      if (!player || !rule) return { ok: false, error: 'manual violation needs "player" and "rule"' };
      const e: ManualEvent = { type: 'manual', player, rule };
      if (id !== undefined) e.id = id;
      if (typeof o.note === 'string') e.note = o.note;
      if (typeof o.penalty === 'string' && (PENALTIES as readonly string[]).includes(o.penalty)) e.penalty = o.penalty as Penalty;
      if (ts !== undefined) e.ts = ts;
      return { ok: true, event: e };
    }
    case 'fact': {
      const fact = parseFact(o.fact);
      if (typeof fact === 'string') return { ok: false, error: fact };
      const e: FactEvent = { type: 'fact', fact };
      if (ts !== undefined) e.ts = ts;
      return { ok: true, event: e };
    }
    case 'voice':
      return parseVoice(o, id, ts);
    case 'speech': {
      const seat = str(o.seat);
      if (seat === undefined) return { ok: false, error: 'speech event needs "seat" ("" for nobody)' };
      const e: SpeechEvent = { type: 'speech', seat: seat.slice(0, 20) };
      if (id !== undefined) e.id = id;
      if (o.by === 'host' || o.by === 'bot') e.by = o.by;
      if (ts !== undefined) e.ts = ts;
      return { ok: true, event: e };
    }
    default:
      return { ok: true, event: null };
  }
}

/** Voice fields are short: a nickname, a channel name, an id. */
const MAX_VOICE_FIELD = 200;
const VOICE_FLAGS = ['mute', 'deaf', 'serverMute', 'serverDeaf', 'speaking'] as const;

function parseVoice(o: Record<string, unknown>, id: string | undefined, ts: number | undefined): ParseResult {
  if (ts === undefined) return { ok: false, error: 'voice event needs a numeric "ts" (milliseconds)' };
  const e: VoiceEvent = { type: 'voice', ts };
  if (id !== undefined) e.id = id;
  if (o.player === undefined) {
    if (o.table === null) e.table = null;
    else if (typeof o.table === 'string') e.table = o.table.slice(0, MAX_VOICE_FIELD);
    else return { ok: false, error: 'voice event needs "player", or "table" (a channel name or null)' };
    return { ok: true, event: e };
  }
  const player = str(o.player);
  if (!player) return { ok: false, error: 'voice event with a bad "player"' };
  e.player = player;
  if (o.presence !== undefined) {
    if (!(PRESENCES as readonly unknown[]).includes(o.presence))
      return { ok: false, error: `presence must be one of ${PRESENCES.join(', ')}` };
    e.presence = o.presence as Presence;
  }
  for (const k of VOICE_FLAGS) {
    if (o[k] === undefined) continue;
    if (typeof o[k] !== 'boolean') return { ok: false, error: `voice "${k}" must be true or false` };
    e[k] = o[k];
  }
  for (const k of ['where', 'nick', 'user', 'avatar'] as const) {
    const v = str(o[k]);
    if (v !== undefined) e[k] = v.slice(0, MAX_VOICE_FIELD);
  }
  return { ok: true, event: e };
}
