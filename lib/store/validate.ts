/**
 * Checks rows that come from outside (an imported JSON log) before they are
 * stored or shown: every field is copied only when it has the type the store
 * declares, so a file keeps all it carries of a game and nothing else.
 * Objects are built with Object.fromEntries (data properties only): a
 * "__proto__" key in a file is data, never a prototype.
 */
import type { EngineState, PlayerState } from '../engine/engine';
import { parseEvent, PHASES, PRESENCES, type Phase } from '../engine/events';
import { PENALTIES, isRuleSetId, type RuleSetId } from '../rulesets/types';
import type { EventRow, ViolationRow, ViolationStatus } from './db';

type Check = (v: unknown) => boolean;
const isStr: Check = (v) => typeof v === 'string';
const isInt: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isNum: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isBool: Check = (v) => typeof v === 'boolean';
const oneOf =
  (xs: readonly unknown[]): Check =>
  (v) =>
    xs.includes(v);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const recordOf =
  (check: Check): Check =>
  (v) =>
    isObj(v) && Object.values(v).every(check);
const shaped =
  (required: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (v) =>
    typeof pick(v, required, optional) !== 'string';

/**
 * The fields the schema names, each checked: required ones must be there,
 * optional ones may be absent. Returns the first bad field's name instead.
 */
function pick(raw: unknown, required: Record<string, Check>, optional: Record<string, Check> = {}): Record<string, unknown> | string {
  if (!isObj(raw)) return 'not an object';
  const out: [string, unknown][] = [];
  for (const [k, ok] of Object.entries(required)) {
    if (!ok(raw[k])) return k;
    out.push([k, raw[k]]);
  }
  for (const [k, ok] of Object.entries(optional)) {
    if (raw[k] === undefined) continue;
    if (!ok(raw[k])) return k;
    out.push([k, raw[k]]);
  }
  return Object.fromEntries(out);
}

const STATUSES: readonly ViolationStatus[] = ['new', 'confirmed', 'dismissed'];
const EFFECTS = ['mute-next', 'mute-and-no-vote', 'removal'] as const;

const VIOLATION_REQUIRED: Record<string, Check> = {
  key: isStr,
  seq: isInt,
  player: isStr,
  rule: isStr,
  penalty: oneOf(PENALTIES),
  kind: isStr,
  fragment: isStr,
  start: isInt,
  end: isInt,
  reason: isStr,
  status: oneOf(STATUSES),
  text: isStr,
  at: isNum,
};
const VIOLATION_OPTIONAL: Record<string, Check> = {
  eventId: isStr,
  confidence: oneOf(['certain', 'likely']),
  baseRule: isStr,
  ladder: shaped({ effect: oneOf(EFFECTS), ru: isStr, en: isStr }),
  ts: isNum,
  history: isBool,
  decidedAt: isNum,
};

/** A stored violation (without its ids), or the name of its first bad field. */
export function parseViolationRow(raw: unknown): Omit<ViolationRow, 'id' | 'gameId'> | string {
  const v = pick(raw, VIOLATION_REQUIRED, VIOLATION_OPTIONAL);
  if (typeof v === 'string') return v;
  if ((v.end as number) < (v.start as number)) return 'end';
  return v as unknown as Omit<ViolationRow, 'id' | 'gameId'>;
}

const PLAYER_REQUIRED: Record<string, Check> = {
  status: oneOf(['alive', 'dead']),
  inVersion: isBool,
  lastSpeech: isBool,
  fouls: isInt,
  warnings: isInt,
  verbals: isInt,
  removed: isBool,
  teamLoss: isBool,
  byRule: recordOf(isInt),
  lastKey: isStr,
  repeat: isInt,
  noise: isInt,
  laughs: isInt,
};

const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
/** Checked and copied field by field, nested objects too: a stored object keeps nothing the schema does not name. */
const picked = (required: Record<string, Check>, optional: Record<string, Check> = {}) => ({
  check: shaped(required, optional),
  copy: (v: unknown) => pick(v, required, optional) as Record<string, unknown>,
});
const AWAY = picked({ since: isNum, night: isBool });
const SPELL = picked({ start: isNum, off: isNum, offSince: orNull(isNum), flagged: isBool });
/** The voice table's per-seat state (lib/voice/judge.ts SeatVoice). */
const SEAT_VOICE = picked(
  { mute: isBool, deaf: isBool, serverMute: isBool, serverDeaf: isBool, speaking: isBool, joined: isBool },
  {
    presence: oneOf(PRESENCES),
    where: isStr,
    user: isStr,
    avatar: isStr,
    away: AWAY.check,
    deafSince: isNum,
    deafFlag: isInt,
    spell: SPELL.check,
  },
);
const TABLE_VOICE = picked({ table: orNull(isStr), clock: isNum, speech: isStr });

function copyVoice(v: unknown): Record<string, unknown> {
  const out = SEAT_VOICE.copy(v);
  if (out.away) out.away = AWAY.copy(out.away);
  if (out.spell) out.spell = SPELL.copy(out.spell);
  return out;
}

/** An engine state as a log stores it, for the game's rule set; or what is wrong with it. */
export function parseState(raw: unknown, ruleSet: RuleSetId): EngineState | string {
  const s = pick(
    raw,
    {
      version: oneOf([1]),
      ruleSet: (v) => isRuleSetId(v) && v === ruleSet,
      phase: (v) => v === null || PHASES.includes(v as Phase),
      seq: isInt,
      players: isObj,
    },
    {
      phases: (v) => Array.isArray(v) && v.every(shaped({ seq: isInt, phase: oneOf(PHASES) })),
      votes: recordOf(isStr),
      calls: (v) => Array.isArray(v) && v.every(shaped({ sign: isStr, by: isStr })),
      found: (v) => Array.isArray(v) && v.every(shaped({ id: isStr, rules: (r) => Array.isArray(r) && r.every(isStr) })),
      voice: TABLE_VOICE.check,
    },
  );
  if (typeof s === 'string') return `state.${s}`;
  const players: [string, PlayerState][] = [];
  for (const [id, p] of Object.entries(s.players as Record<string, unknown>)) {
    // giggles: laughter runs side by side, counted since states of an earlier version (absent there).
    const player = pick(p, PLAYER_REQUIRED, { nick: isStr, account: isStr, giggles: isInt, voice: SEAT_VOICE.check });
    if (typeof player === 'string') return `state.players.${id}.${player}`;
    if (player.voice) player.voice = copyVoice(player.voice);
    players.push([id, { ...player, byRule: Object.fromEntries(Object.entries(player.byRule as object)) } as unknown as PlayerState]);
  }
  const state = { ...s, players: Object.fromEntries(players) } as unknown as EngineState;
  if (state.phases) state.phases = state.phases.map((p) => ({ seq: p.seq, phase: p.phase }));
  if (state.votes) state.votes = Object.fromEntries(Object.entries(state.votes));
  if (state.calls) state.calls = state.calls.map((c) => ({ sign: c.sign, by: c.by }));
  if (state.found) state.found = state.found.map((f) => ({ id: f.id, rules: [...f.rules] }));
  if (state.voice) state.voice = TABLE_VOICE.copy(state.voice) as unknown as EngineState['voice'];
  return state;
}

/** A stored event (without its ids): the event itself through parseEvent, as from a page. */
export function parseEventRow(raw: unknown): Omit<EventRow, 'id' | 'gameId'> | string {
  const row = pick(raw, { seq: isInt, key: isStr, at: isNum, event: isObj }, { history: isBool });
  if (typeof row === 'string') return row;
  const parsed = parseEvent(row.event);
  if (!parsed.ok) return `event: ${parsed.error}`;
  if (!parsed.event) return 'event: unknown type';
  return { ...(row as unknown as Omit<EventRow, 'id' | 'gameId'>), event: parsed.event };
}
