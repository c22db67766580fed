/**
 * The voice table judged by the rules: pure functions over the engine's
 * state, fed the voice and speech events and the phase changes in log
 * order. Every duration comes from the events' own timestamps (the voice
 * clock: the latest `ts` of a voice, speech or phase event), never from the
 * wall clock, so the worker live and the checker on a transcript agree.
 *
 * - An absence starts when a seat that was in the game's voice channel
 *   leaves it. At night it is 3.3 once it lasts 5 s; in the day moving to
 *   another channel is 3.1 at once, and leaving opens a technical pause:
 *   3.1 (likely) when the minute passes before the seat is back. It is
 *   judged when the seat returns or at the first event after the deadline.
 * - A speaking spell (from the content script's debounced start and end)
 *   accumulates the time it runs while the speaker may not speak: another
 *   seat holds the speech (day), the night, or a dead speaker outside their
 *   last minute. Past 1.5 s it is judged once — early, at any event, when the
 *   spell has provably lasted that long, else when it ends.
 * - A self-deafen (not the server's): at night at once; in the day when
 *   another seat holds the speech or starts to (likely); still on when the
 *   day's speeches end (certain). One likely and one certain finding at most
 *   per deafen.
 * - The avatar or nickname changed at night by the member (the tracker
 *   strips a bot's death and ready marks from the nickname).
 *
 * The table itself (`table` events): found anew or lost, every seat's voice
 * state starts afresh — what could not be seen is never judged.
 */
import type { EngineState, PlayerState } from '../engine/engine';
import type { Phase, Presence, SpeechEvent, VoiceEvent } from '../engine/events';
import type voiceFamily from '../detect/families/voice';
import { VOICE_TIMES } from './times';

/** The voice table's kinds, declared with their costs in lib/detect/families/voice.ts. */
export type VoiceKind = keyof (typeof voiceFamily)['kinds'];

export interface SeatVoice {
  /** Absent: not seen since the table was found. */
  presence?: Presence;
  where?: string;
  mute: boolean;
  deaf: boolean;
  serverMute: boolean;
  serverDeaf: boolean;
  speaking: boolean;
  user?: string;
  avatar?: string;
  /** Seen in the game's voice channel since the table was found: a later absence is a leave. */
  joined: boolean;
  /** An absence under way, not judged yet. */
  away?: { since: number; night: boolean };
  /** A self-deafen under way: since when, and what was recorded for it (1 likely, 2 certain). */
  deafSince?: number;
  deafFlag?: number;
  /** A speaking spell under way: its start, the time it ran out of turn so far, since when it is out of turn now. */
  spell?: { start: number; off: number; offSince: number | null; flagged: boolean };
}

export interface TableVoice {
  /** The game's voice channel's name; null when no voice list is visible. */
  table: string | null;
  /** The voice clock: the latest timestamp of a voice, speech or phase event. */
  clock: number;
  /** The seat holding the speech, "" for nobody. */
  speech: string;
}

export interface VoiceFinding {
  player: string;
  kind: VoiceKind | 'night-nick';
  fragment: string;
  reason: string;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} с`;

export function tableOf(state: EngineState): TableVoice {
  return (state.voice ??= { table: null, clock: 0, speech: '' });
}

function seatVoice(p: PlayerState): SeatVoice {
  return (p.voice ??= { mute: false, deaf: false, serverMute: false, serverDeaf: false, speaking: false, joined: false });
}

const night = (s: EngineState) => s.phase === 'night';
/** The table is in session: a phase is known (before it, the lobby). */
const inGame = (s: EngineState) => s.phase !== null;
const alive = (p: PlayerState) => p.status !== 'dead';
const selfDeaf = (v: SeatVoice) => v.deaf && !v.serverDeaf;

/** Whether a seat may speak now. */
function mayspeak(s: EngineState, seat: string, p: PlayerState): boolean {
  if (!inGame(s)) return true;
  const holder = tableOf(s).speech;
  if (!alive(p)) return holder === seat || (p.speaking ?? p.lastSpeech);
  if (night(s)) return false;
  return holder === '' || holder === seat;
}

function spellKind(s: EngineState, p: PlayerState): VoiceKind {
  return !alive(p) ? 'dead-speech' : night(s) ? 'night-speech' : 'out-of-turn';
}

function spellReason(kind: VoiceKind, s: EngineState, ms: number): string {
  if (kind === 'dead-speech') return `мёртвый игрок говорил ${secs(ms)} вне своей речи`;
  if (kind === 'night-speech') return `говорил ночью ${secs(ms)}`;
  const holder = tableOf(s).speech;
  return `говорил ${secs(ms)} во время речи игрока ${holder}`;
}

/**
 * Moves the voice clock to `ts` (if later) and judges what its passing
 * decides: absences past their deadline, spells out of turn past 1.5 s.
 * The engine calls it first for every voice, speech and phase event.
 */
export function advance(s: EngineState, ts: number | undefined, out: VoiceFinding[]): number {
  const t = tableOf(s);
  if (ts !== undefined && ts > t.clock) t.clock = ts;
  const now = t.clock;
  for (const [seat, p] of Object.entries(s.players)) {
    const v = p.voice;
    if (!v) continue;
    if (v.away) {
      const gone = now - v.away.since;
      if (v.away.night && gone >= VOICE_TIMES.nightGrace) {
        out.push({
          player: seat,
          kind: 'voice-away-night',
          fragment: 'вне войса',
          reason: 'вышел из голосового канала ночью и не вернулся за 5 с',
        });
        v.away = undefined;
      } else if (!v.away.night && gone >= VOICE_TIMES.techPause) {
        out.push({
          player: seat,
          kind: 'voice-gone',
          fragment: 'вне войса',
          reason: 'вышел из голосового канала и не вернулся за минуту технической паузы',
        });
        v.away = undefined;
      }
    }
    const sp = v.spell;
    if (sp && !sp.flagged && sp.offSince !== null) {
      const off = sp.off + (now - sp.offSince);
      if (off - VOICE_TIMES.endSlack > VOICE_TIMES.speech) flagSpell(s, seat, p, off, out);
    }
  }
  return now;
}

function flagSpell(s: EngineState, seat: string, p: PlayerState, off: number, out: VoiceFinding[]): void {
  const kind = spellKind(s, p);
  p.voice!.spell!.flagged = true;
  out.push({ player: seat, kind, fragment: `речь ${secs(off)}`, reason: spellReason(kind, s, off) });
}

/** Closes every open spell's current stretch at `now`, before something changes who may speak. */
function settle(s: EngineState, now: number): void {
  for (const p of Object.values(s.players)) {
    const sp = p.voice?.spell;
    if (sp && sp.offSince !== null) {
      sp.off += now - sp.offSince;
      sp.offSince = null;
    }
  }
}

/** Opens every open spell's next stretch at `now`, after the change. */
function reopen(s: EngineState, now: number): void {
  for (const [seat, p] of Object.entries(s.players)) {
    const sp = p.voice?.spell;
    if (sp) sp.offSince = mayspeak(s, seat, p) ? null : now;
  }
}

/** Runs a change of who may speak: the spells' stretches closed before it and opened after it. */
export function aroundChange(s: EngineState, now: number, change: () => void): void {
  settle(s, now);
  change();
  reopen(s, now);
}

/** A voice event: the table found or lost, or one seat's change (the engine has made the seat's player state). */
export function voiceEvent(s: EngineState, e: VoiceEvent, out: VoiceFinding[]): void {
  const now = advance(s, e.ts, out);
  const t = tableOf(s);
  if (e.player === undefined) return tableChanged(s, t, e.table ?? null);
  const seat = e.player;
  const p = s.players[seat]!;
  const v = seatVoice(p);
  const judged = inGame(s) && alive(p);

  if (e.nick !== undefined && e.nick !== p.nick) {
    if (p.nick !== undefined && judged && night(s))
      out.push({ player: seat, kind: 'night-nick', fragment: e.nick, reason: `сменил ник ночью (был «${p.nick}»)` });
    p.nick = e.nick;
  }
  if (e.avatar !== undefined) {
    const sameUser = !v.user || !e.user || v.user === e.user;
    if (v.avatar !== undefined && e.avatar !== v.avatar && sameUser && judged && night(s))
      out.push({ player: seat, kind: 'night-avatar', fragment: 'аватар', reason: 'сменил аватар ночью' });
    v.avatar = e.avatar;
  }
  if (e.user !== undefined) v.user = e.user;

  if (e.presence !== undefined && e.presence !== v.presence)
    presenceChanged(s, seat, p, v, { presence: e.presence, where: e.where }, now, judged, out);

  if (e.mute !== undefined) v.mute = e.mute;
  if (e.serverMute !== undefined) v.serverMute = e.serverMute;
  if (e.deaf !== undefined || e.serverDeaf !== undefined) {
    const before = selfDeaf(v);
    if (e.deaf !== undefined) v.deaf = e.deaf;
    if (e.serverDeaf !== undefined) v.serverDeaf = e.serverDeaf;
    const after = selfDeaf(v);
    if (after && !before) {
      v.deafSince = now;
      v.deafFlag = 0;
      if (judged && night(s)) deafFinding(seat, v, 'deaf-night', 'выключил звук (уши) ночью', out);
      else if (judged) deafDuringSpeech(s, seat, v, out);
    } else if (before && !after) {
      if (judged && night(s) && (v.deafFlag ?? 0) < 2) deafFinding(seat, v, 'deaf-night', 'включил звук ночью (мигание ушами)', out);
      v.deafSince = undefined;
      v.deafFlag = undefined;
    }
  }

  if (e.speaking === true && !v.spell && v.presence !== 'out' && v.presence !== 'elsewhere') {
    v.speaking = true;
    v.spell = { start: e.ts, off: 0, offSince: mayspeak(s, seat, p) ? null : e.ts, flagged: false };
  } else if (e.speaking === false) {
    if (v.spell) endSpell(s, seat, p, e.ts, out);
    v.speaking = false;
  }
}

/** The table found anew or lost: what was not seen is not judged. */
function tableChanged(s: EngineState, t: TableVoice, table: string | null): void {
  t.table = table;
  for (const p of Object.values(s.players)) {
    const v = p.voice;
    if (!v) continue;
    v.presence = undefined;
    v.where = undefined;
    v.joined = false;
    v.away = undefined;
    v.speaking = false;
    v.spell = undefined;
  }
}

/** A seat joins the game's channel, moves to another or leaves the voice: a leave is judged as it lasts, a move at once. */
function presenceChanged(
  s: EngineState,
  seat: string,
  p: PlayerState,
  v: SeatVoice,
  { presence, where }: { presence: Presence; where?: string | undefined },
  now: number,
  judged: boolean,
  out: VoiceFinding[],
): void {
  const was = v.presence;
  v.presence = presence;
  v.where = presence === 'elsewhere' ? where : undefined;
  if (presence === 'in') {
    v.joined = true;
    v.away = undefined; // back: advance() judged it already if it lasted too long
    return;
  }
  if (v.spell) endSpell(s, seat, p, now, out);
  v.speaking = false;
  if (!judged || !v.joined || (was !== 'in' && !v.away)) return;
  if (night(s)) v.away ??= { since: now, night: true };
  else if (presence === 'elsewhere') {
    out.push({
      player: seat,
      kind: 'voice-elsewhere',
      fragment: where ? `→ ${where}` : 'другой канал',
      reason: `перешёл в другой голосовой канал${where ? ` («${where}»)` : ''}`,
    });
    v.away = undefined;
  } else v.away ??= { since: now, night: false };
}

/** A spell ends at `end` (the last moment it was heard): judged on its whole time out of turn. */
function endSpell(s: EngineState, seat: string, p: PlayerState, end: number, out: VoiceFinding[]): void {
  const sp = p.voice!.spell!;
  // A stretch closed past the end (another event came before the end was reported) is taken back by a negative part.
  const off = sp.offSince !== null ? sp.off + (end - sp.offSince) : sp.off;
  if (!sp.flagged && off > VOICE_TIMES.speech && inGame(s)) flagSpell(s, seat, p, off, out);
  p.voice!.spell = undefined;
}

/** A deafen's finding: a likely one (during a speech) at most once, a certain one at most once. */
function deafFinding(
  seat: string,
  v: SeatVoice,
  kind: 'deaf-speech' | 'deaf-day-end' | 'deaf-night',
  reason: string,
  out: VoiceFinding[],
): void {
  out.push({
    player: seat,
    kind,
    fragment: kind === 'deaf-night' && reason.startsWith('включил') ? 'звук включён' : 'звук выключен',
    reason,
  });
  v.deafFlag = kind === 'deaf-speech' ? 1 : 2;
}

function deafDuringSpeech(s: EngineState, seat: string, v: SeatVoice, out: VoiceFinding[]): void {
  const holder = tableOf(s).speech;
  if (holder !== '' && holder !== seat && (v.deafFlag ?? 0) === 0 && !night(s))
    deafFinding(seat, v, 'deaf-speech', `выключил звук во время речи игрока ${holder}`, out);
}

/** The seat holding the speech changes (the host's timer or a bot's turn announcement). */
export function speechEvent(s: EngineState, e: SpeechEvent, out: VoiceFinding[]): void {
  const now = advance(s, e.ts, out);
  const t = tableOf(s);
  if (t.speech === e.seat) return;
  aroundChange(s, now, () => (t.speech = e.seat));
  if (!inGame(s) || night(s)) return;
  for (const [seat, p] of Object.entries(s.players)) {
    const v = p.voice;
    if (v && alive(p) && selfDeaf(v)) deafDuringSpeech(s, seat, v, out);
  }
}

/**
 * The phase changed from `prev` (the engine has set the new one): nobody
 * holds the speech any more; the day's end judges ears still off, the night's
 * start ears off at all.
 */
export function phaseChange(s: EngineState, prev: Phase | null, ts: number | undefined, out: VoiceFinding[]): void {
  const now = advance(s, ts, out);
  const t = tableOf(s);
  const next = s.phase;
  aroundChange(s, now, () => (t.speech = ''));
  for (const [seat, p] of Object.entries(s.players)) {
    const v = p.voice;
    if (!v || !alive(p) || !selfDeaf(v) || v.presence !== 'in') continue;
    if (prev === 'day' && next !== 'day' && (v.deafFlag ?? 0) < 2)
      deafFinding(seat, v, 'deaf-day-end', 'не включил звук до конца дня', out);
    else if (next === 'night' && prev !== 'night' && (v.deafFlag ?? 0) < 2)
      deafFinding(seat, v, 'deaf-night', 'сидит с выключенным звуком ночью', out);
  }
}

/** A player's death or last-speech mark changed who may speak. */
export function playerChange(s: EngineState, change: () => void): void {
  const t = tableOf(s);
  aroundChange(s, t.clock, change);
  for (const p of Object.values(s.players)) if (!alive(p) && p.voice) p.voice.away = undefined;
}
