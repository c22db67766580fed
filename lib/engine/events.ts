/**
 * Game events: what the content script reads from a table, what the CLI reads
 * from a JSONL transcript, and what the host adds by hand. Parsing is strict
 * about what it uses and ignores everything else.
 */

import { PENALTIES } from '../rulesets/types';
import { parseFact, type ProtocolFact } from '../protocol/facts';
import {
  boolean,
  custom,
  cut,
  finite,
  Issue,
  isRecord,
  lenient,
  literal,
  nullable,
  object,
  oneOf,
  optional,
  string,
  stringish,
  variant,
  onlyTrue,
  type Infer,
} from '../schema';

export const PHASES = ['day', 'night', 'voting', 'results'] as const;
export type Phase = (typeof PHASES)[number];
export const STATUSES = ['alive', 'dead'] as const;
export type Status = (typeof STATUSES)[number];
/** How a page marks a seat that left: it never knows of a team loss. */
export const PAGE_OUTS = ['voted', 'killed', 'removed'] as const;
export type PageOut = (typeof PAGE_OUTS)[number];
export const PRESENCES = ['in', 'elsewhere', 'out'] as const;
export type Presence = (typeof PRESENCES)[number];

// What every event may carry; a bad one is left out, as a page's odd field must not lose the event.
const id = lenient(stringish());
const ts = lenient(finite);
/** Who an event is about: a seat or a name, never empty. */
const who = stringish({ min: 1 });

export const MESSAGE = object({
  type: literal('message'),
  text: string(),
  id,
  player: lenient(stringish()),
  nick: lenient(stringish()),
  ts,
  /** The same message id seen again with new text. */
  edited: onlyTrue,
  /** Another message passed on by the player (Discord's forward): judged as the player's own words. */
  forwarded: onlyTrue,
});
export type MessageEvent = Infer<typeof MESSAGE>;

const stringOf = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

/**
 * MESSAGE's check written out by hand, for the checker's hot path: nearly every line of a transcript
 * is a message, and the schema's generic loop over the fields cost the whole run some 5-10% on a
 * 200,000-message transcript (measured against this). The same fields, the same order, the same
 * result and messages as MESSAGE.run: a test holds the two together.
 */
export function readMessage(o: Record<string, unknown>): MessageEvent | Issue {
  if (typeof o.text !== 'string') return new Issue(['text'], 'must be a string');
  const e: MessageEvent = { type: 'message', text: o.text };
  const id = stringOf(o.id);
  if (id !== undefined) e.id = id;
  const player = stringOf(o.player);
  if (player !== undefined) e.player = player;
  const nick = stringOf(o.nick);
  if (nick !== undefined) e.nick = nick;
  if (typeof o.ts === 'number' && Number.isFinite(o.ts)) e.ts = o.ts;
  if (o.edited === true) e.edited = true;
  if (o.forwarded === true) e.forwarded = true;
  return e;
}

const PHASE = object({ type: literal('phase'), phase: oneOf(PHASES), ts });
export type PhaseEvent = Infer<typeof PHASE>;

const PLAYER = object({
  type: literal('player'),
  player: who,
  id,
  status: optional(oneOf(STATUSES)),
  nick: lenient(stringish()),
  inVersion: lenient(boolean),
  lastSpeech: lenient(boolean),
  /** The player's account on the site (a Discord user id, a Polemica username): who they are across games. */
  account: optional(stringish({ min: 1, max: 200 })),
  /** How the page says the seat left, where it says (Polemica's killed / voted / disqualified marks). */
  out: optional(oneOf(PAGE_OUTS)),
  ts,
});
export type PlayerEvent = Infer<typeof PLAYER>;

const VOTE = object({ type: literal('vote'), player: who, candidate: who, id, ts });
export type VoteEvent = Infer<typeof VOTE>;

/** A violation the host records by hand (voice, behaviour). */
const MANUAL = object({
  type: literal('manual'),
  player: who,
  rule: who,
  id,
  note: lenient(string()),
  /** The catalogue's penalty for the rule; the engine falls back to the rule set's own. */
  penalty: lenient(oneOf(PENALTIES)),
  ts,
});
export type ManualEvent = Infer<typeof MANUAL>;

/** What the host (or a bot's end-of-game message) states for the protocol: see lib/protocol/facts.ts. */
const FACT = object({
  type: literal('fact'),
  // parseFact's messages name the fact's own field ("fact: role needs a player").
  fact: custom<ProtocolFact>((v) => {
    const fact = parseFact(v);
    return typeof fact === 'string' ? new Issue([], fact.replace(/^fact: /, '')) : fact;
  }),
  ts,
});
export type FactEvent = Infer<typeof FACT>;

/** Voice fields are short: a nickname, a channel name, an id. */
const MAX_VOICE_FIELD = 200;
const voiceText = lenient(cut(MAX_VOICE_FIELD, stringish()));

/**
 * What the voice channel shows of a seat (Discord), read by the content
 * script as it changes: presence in the game's voice channel, mute and
 * deafen, a speaking spell starting or ending, the avatar and the nickname.
 * `ts` is required: the voice rules are about durations (lib/voice/judge.ts).
 */
const VOICE_SEAT = object({
  type: literal('voice'),
  ts: finite,
  id,
  player: who,
  presence: optional(oneOf(PRESENCES)),
  mute: optional(boolean),
  deaf: optional(boolean),
  serverMute: optional(boolean),
  serverDeaf: optional(boolean),
  /** A speaking spell starts (true) or ends (false) at `ts`. */
  speaking: optional(boolean),
  /** The other voice channel's name, with `presence: 'elsewhere'`. */
  where: voiceText,
  nick: voiceText,
  /** The Discord user id and the avatar's identity (hash; `g<guild>/<hash>` for a server avatar). */
  user: voiceText,
  avatar: voiceText,
});
/** Without `player`, the table itself: the game's voice channel found (`table`: its name) or no voice list visible (`table: null`). */
const VOICE_TABLE = object({ type: literal('voice'), ts: finite, id, table: nullable(cut(MAX_VOICE_FIELD)) });
type VoiceSeat = Infer<typeof VOICE_SEAT>;
/** One type for both: the engine tells them apart by `player`. */
export type VoiceEvent = Omit<VoiceSeat, 'player'> & Partial<Pick<VoiceSeat, 'player'> & Pick<Infer<typeof VOICE_TABLE>, 'table'>>;
const VOICE = custom<VoiceEvent>((v) => (isRecord(v) && v.player === undefined ? VOICE_TABLE : VOICE_SEAT).run(v));

/** Who holds the speech now: the speech timer's seat (the host) or a bot's turn announcement; "" for nobody. */
const SPEECH = object({ type: literal('speech'), seat: cut(20, stringish()), id, by: lenient(oneOf(['host', 'bot'])), ts });
export type SpeechEvent = Infer<typeof SPEECH>;

/** A game event; an unknown type is null (ignored, not an error: a newer page's event). */
export const GAME_EVENT = variant(
  'type',
  { message: MESSAGE, phase: PHASE, player: PLAYER, vote: VOTE, manual: MANUAL, fact: FACT, voice: VOICE, speech: SPEECH },
  () => null,
);
export type GameEvent = NonNullable<Infer<typeof GAME_EVENT>>;

export type ParseResult = { ok: true; event: GameEvent | null } | { ok: false; error: string };

/**
 * Validates one decoded object. Unknown event types give `event: null`
 * (ignored, not an error); a known type with missing or wrong fields is an
 * error that names the type and the field.
 */
export function parseEvent(raw: unknown): ParseResult {
  if (!isRecord(raw)) return { ok: false, error: 'not a JSON object' };
  const event = raw.type === 'message' ? readMessage(raw) : GAME_EVENT.run(raw);
  return event instanceof Issue ? { ok: false, error: `${String(raw.type)} event: ${event.message}` } : { ok: true, event };
}
