/**
 * The shapes of the rows an imported JSON log brings (lib/export.ts parseImport), checked before they
 * are stored or shown: every field is copied only when it has the type the store declares, so a file
 * keeps all it carries of a game and nothing else, and a refusal names the field ("state.players.4.fouls:
 * must be a whole number ≥ 0"). The rows' types are the engine's and the store's own (engine.ts,
 * db.ts); `as*` below hold each schema to its type at compile time, except where a field is looser
 * here on purpose (a finding's kind is any string: a log of a newer version may name kinds this one
 * does not know).
 */
import type { EngineState, Violation } from '../engine/engine';
import { GAME_EVENT, PHASES, PRESENCES, STATUSES } from '../engine/events';
import { PENALTIES, RULE_SET_IDS, type RuleSetId } from '../rulesets/types';
import {
  array,
  boolean,
  custom,
  finite,
  int,
  Issue,
  literal,
  nullable,
  object,
  oneOf,
  optional,
  parse,
  record,
  refine,
  string,
  type Infer,
} from '../schema';
import type { EventRow, ViolationRow } from './db';

export const VIOLATION_STATUSES = ['new', 'confirmed', 'dismissed'] as const;
const EFFECTS = ['mute-next', 'mute-and-no-vote', 'removal'] as const;
const count = int({ min: 0 });

const VIOLATION_ROW = refine(
  object({
    key: string(),
    seq: count,
    player: string(),
    rule: string(),
    penalty: oneOf(PENALTIES),
    kind: string(),
    fragment: string(),
    start: count,
    end: count,
    reason: string(),
    status: oneOf(VIOLATION_STATUSES),
    text: string(),
    at: finite,
    eventId: optional(string()),
    confidence: optional(oneOf(['certain', 'likely'])),
    baseRule: optional(string()),
    ladder: optional(object({ effect: oneOf(EFFECTS), ru: string(), en: string() })),
    ts: optional(finite),
    history: optional(boolean),
    decidedAt: optional(finite),
  }),
  (v) => v.end >= v.start,
  'must not come before start',
  ['end'],
);
type StoredViolation = Omit<ViolationRow, 'id' | 'gameId'>;
const asViolation = (v: Infer<typeof VIOLATION_ROW>): StoredViolation => ({ ...v, kind: v.kind as Violation['kind'] });

/** A stored violation (without its ids), or what is wrong with it. */
export function parseViolationRow(raw: unknown): StoredViolation | string {
  const v = parse(VIOLATION_ROW, raw);
  return typeof v === 'string' ? v : asViolation(v);
}

/** The voice table's per-seat state (lib/voice/judge.ts SeatVoice). */
const SEAT_VOICE = object({
  presence: optional(oneOf(PRESENCES)),
  where: optional(string()),
  mute: boolean,
  deaf: boolean,
  serverMute: boolean,
  serverDeaf: boolean,
  speaking: boolean,
  user: optional(string()),
  avatar: optional(string()),
  joined: boolean,
  away: optional(object({ since: finite, night: boolean })),
  deafSince: optional(finite),
  deafFlag: optional(count),
  spell: optional(object({ start: finite, off: finite, offSince: nullable(finite), flagged: boolean })),
});

const PLAYER_STATE = object({
  status: oneOf(STATUSES),
  nick: optional(string()),
  account: optional(string()),
  inVersion: boolean,
  lastSpeech: boolean,
  speaking: optional(boolean),
  fouls: count,
  warnings: count,
  verbals: count,
  removed: boolean,
  teamLoss: boolean,
  byRule: record(count),
  lastKey: string(),
  repeat: count,
  noise: count,
  laughs: count,
  // Laughter runs side by side, counted since states of an earlier version (absent there).
  giggles: optional(count),
  voice: optional(SEAT_VOICE),
});

const ENGINE_STATE = object({
  version: literal(1),
  ruleSet: oneOf(RULE_SET_IDS),
  phase: nullable(oneOf(PHASES)),
  seq: count,
  players: record(PLAYER_STATE),
  phases: optional(array(object({ seq: count, phase: oneOf(PHASES) }))),
  calls: optional(array(object({ sign: string(), by: string(), words: optional(array(string())), speech: optional(boolean) }))),
  found: optional(array(object({ id: string(), rules: array(string()) }))),
  over: optional(boolean),
  votedSinceResults: optional(boolean),
  votes: optional(record(string())),
  roster: optional(count),
  voice: optional(object({ table: nullable(string()), clock: finite, speech: string() })),
});
const asState = (s: Infer<typeof ENGINE_STATE>): EngineState => s;

/** An engine state as a log stores it, for the game's rule set; or what is wrong with it. */
export function parseState(raw: unknown, ruleSet: RuleSetId): EngineState | string {
  const s = ENGINE_STATE.run(raw);
  if (s instanceof Issue) return `state.${s.message}`;
  if (s.ruleSet !== ruleSet) return `state.ruleSet: must be the game's, ${ruleSet}`;
  return asState(s);
}

const EVENT_ROW = object({
  seq: count,
  key: string(),
  at: finite,
  // The event itself as from a page; an unknown type has no place in a game's log.
  event: custom((v) => {
    const e = GAME_EVENT.run(v);
    return e === null ? new Issue(['type'], 'unknown event type') : e;
  }),
  history: optional(boolean),
});
const asEventRow = (r: Infer<typeof EVENT_ROW>): Omit<EventRow, 'id' | 'gameId'> => r;

/** A stored event (without its ids), or what is wrong with it. */
export function parseEventRow(raw: unknown): Omit<EventRow, 'id' | 'gameId'> | string {
  const r = parse(EVENT_ROW, raw);
  return typeof r === 'string' ? r : asEventRow(r);
}
