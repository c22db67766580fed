/**
 * "What the extension sees" on a game page: the adapter's reading of the
 * page in a small snapshot — site, channel or game key, players with seats
 * and states, the phase and the message that set it, the last messages read.
 * The content script builds it, the worker keeps it (session storage, so a
 * stopped worker loses nothing), the side panel shows it: a host sees at once
 * when a site has changed its markup.
 */
import { PHASES, PRESENCES, STATUSES } from './engine/events';
import { parseHealth, type SiteHealth } from './health';
import {
  boolean,
  custom,
  cut,
  fallback,
  finite,
  Issue,
  items,
  lenient,
  literal,
  map,
  nullable,
  object,
  oneOf,
  refine,
  string,
  variant,
  onlyTrue,
  type Infer,
} from './schema';

export const SEES_RECENT = 8;
export const SEES_TEXT = 300;

// A snapshot is what a page showed: an odd field is cut, dropped or defaulted, never the whole
// snapshot (only one without its site or url is refused).
const AUTHORS = ['player', 'bot', 'host', 'spectator', 'system', 'unknown'] as const;
export type SeenAuthor = (typeof AUTHORS)[number];
const phase = fallback(nullable(oneOf(PHASES)), null);
/** A seat's label: a few characters, not empty. */
const seat = cut(4, string({ min: 1 }));
const short = lenient(cut(100));
/** true, or false for anything else. */
const truth = custom<boolean>((v) => v === true);
/** A count shown on the page: a whole number ≥ 0, or 0. */
const count = fallback(
  map(
    refine(finite, (n) => n >= 0, 'must be ≥ 0'),
    (n) => Math.floor(n),
  ),
  0,
);
/** Seats named by the page, cut to a seat's length. */
const seats = custom<string[]>((v) =>
  Array.isArray(v)
    ? v
        .filter((x): x is string => typeof x === 'string')
        .slice(0, 40)
        .map((x) => x.slice(0, 4))
    : [],
);

const SEEN_MESSAGE = object({
  id: cut(100),
  /** Cut to a few hundred characters. */
  text: cut(SEES_TEXT),
  author: fallback(oneOf(AUTHORS), 'unknown'),
  /** The phase this message was judged in. */
  phase,
  seat: short,
  nick: short,
  replyTo: short,
  vote: short,
  edited: onlyTrue,
  history: onlyTrue,
  forwarded: onlyTrue,
});
export type SeenMessage = Infer<typeof SEEN_MESSAGE>;

const SEEN_PLAYER = object({ seat, nick: short, status: lenient(oneOf(STATUSES)) });
export type SeenPlayer = Infer<typeof SEEN_PLAYER>;

const VOICE_FLAG = lenient(boolean);

/** The voice channels the content script found, the game's among them, and each seat's state there. */
const VOICE_SEES = object({
  /** The game's voice channel, and whether the host picked it. */
  table: fallback(nullable(object({ id: cut(30, string({ min: 1 })), name: cut(100), picked: truth })), null),
  channels: items(object({ id: cut(30, string({ min: 1 })), name: cut(100), members: count, seated: count, collapsed: truth }), {
    max: 50,
  }),
  members: items(
    object({
      presence: oneOf(PRESENCES),
      speaking: truth,
      seat: lenient(seat),
      name: short,
      where: short,
      mute: VOICE_FLAG,
      deaf: VOICE_FLAG,
      serverMute: VOICE_FLAG,
      serverDeaf: VOICE_FLAG,
      avatar: onlyTrue,
    }),
    { max: 40 },
  ),
  tiles: count,
});
export type VoiceSees = Infer<typeof VOICE_SEES>;

const PHASE_BY = variant('kind', {
  page: object({ kind: literal('page') }),
  message: object({ kind: literal('message'), id: cut(100), text: cut(SEES_TEXT), nick: short }),
});

const SEES = object({
  site: cut(100, string({ min: 1 })),
  url: cut(2000),
  key: fallback(nullable(cut(200)), null),
  /** Chat lists found on the page (0 = the chat markup was not found). */
  chats: count,
  /** Messages read since the script attached. */
  read: count,
  players: items(SEEN_PLAYER, { max: 40 }),
  phase,
  /** What set the phase: a message (bot, host) or the page's own marker. */
  phaseBy: fallback(nullable(PHASE_BY), null),
  recent: items(SEEN_MESSAGE, { max: SEES_RECENT, from: 'end' }),
  /** Vote counts shown only as numbers (reactions under the bot's message). */
  counts: items(object({ label: cut(40, string({ min: 1 })), n: finite }), { max: 20 }),
  /** Seats nominated / marked as voted, where the page shows no voters. */
  marks: fallback(nullable(object({ nominated: seats, voted: seats })), null),
  /** The site-change warning (lib/health.ts), where the adapter knows what a healthy page gives. */
  health: lenient(custom<SiteHealth>((v) => parseHealth(v) ?? new Issue([], 'must be an object'))),
  /** The voice table, where the site has one (Discord). */
  voice: lenient(VOICE_SEES),
});
export type SeesSnapshot = Infer<typeof SEES>;

/** Validates a snapshot sent by a content script: anything malformed is dropped, cut or refused (null). */
export function parseSees(raw: unknown): SeesSnapshot | null {
  const sees = SEES.run(raw);
  return sees instanceof Issue ? null : sees;
}
