/**
 * The voice table over time: fed a reading of the voice lists a few times a
 * second (lib/adapters/discord-voice.ts), it reports what changed as voice
 * events — the game's channel found or lost, and per seat its presence,
 * mute and deafen, speaking spells, avatar and nickname. No DOM here: the
 * content script polls, this decides (and the tests drive it with readings).
 *
 * - The game's voice channel is the one the host picked in the panel, else
 *   the one most seated players are in — kept once chosen, so that the dead
 *   moving to a channel of their own do not move the table.
 * - A seat is its nickname's ("05 | Ник", as in the chat); a member's user id
 *   (from the avatar) keeps the seat when the list shows avatars only or the
 *   member renames.
 * - Speaking is debounced: a spell starts when the member has been heard for
 *   300 ms (shorter flickers are dropped) and ends once silent for 300 ms
 *   (shorter pauses are merged); the start carries the time it was first
 *   heard, the end the time it was last heard.
 */
import { parseNick as parseNickOnce, type NickInfo } from '../adapters/nick';
import type { VoiceChannelReading, VoiceMemberReading, VoiceReading, VoiceStates } from '../adapters/discord-voice';
import type { GameEvent, Presence, VoiceEvent } from '../engine/events';
import type { VoiceSees } from '../sees';

/** Nicknames read a few times a second change rarely: each read once (a few hundred kept). */
const nicks = new Map<string, NickInfo>();
function parseNick(name: string): NickInfo {
  let info = nicks.get(name);
  if (!info) {
    if (nicks.size > 500) nicks.clear();
    nicks.set(name, (info = parseNickOnce(name)));
  }
  return info;
}

/** A spell is taken once heard this long. */
export const SPELL_MIN_MS = 300;
/** Silence this long ends a spell (lib/voice/times.ts VOICE_TIMES.endSlack is the same figure). */
export const SPELL_GAP_MS = 300;

interface SeatView {
  presence: Presence;
  /** The nickname carries a death mark (the bot's "(Убит)", 💀). */
  dead?: boolean;
  where?: string;
  states?: VoiceStates;
  speaking: boolean;
  nick?: string;
  user?: string;
  avatar?: string;
}

interface Spell {
  start: number;
  last: number;
  /** Reported (lasted SPELL_MIN_MS). */
  on: boolean;
}

export class VoiceTracker {
  private pick: string | null = null;
  private auto: string | null = null;
  /** The table as last reported: undefined before the first reading. */
  private table: { id: string; name: string } | null | undefined = undefined;
  private seats = new Map<string, SeatView>();
  private userSeat = new Map<string, string>();
  private spells = new Map<string, Spell>();
  private last: VoiceSees = { table: null, channels: [], members: [], tiles: 0 };

  /** The host picked the game's channel (null: back to choosing by the seated players). */
  setPick(channelId: string | null): void {
    this.pick = channelId;
  }

  /** A new game: seats are dealt anew. */
  reset(): void {
    this.auto = null;
    this.table = undefined;
    this.seats.clear();
    this.userSeat.clear();
    this.spells.clear();
  }

  snapshot(): VoiceSees {
    return this.last;
  }

  /**
   * One reading at time `now`: the events for what changed since the last one — voice events, and a player
   * event when a nickname in the list gains a death mark (the list shows it before the player next writes).
   */
  sample(r: VoiceReading, now: number): GameEvent[] {
    const out: GameEvent[] = [];
    const seated = new Map<VoiceChannelReading, Map<string, VoiceMemberReading>>();
    for (const ch of r.channels) {
      const bySeat = new Map<string, VoiceMemberReading>();
      for (const m of ch.members) {
        const seat = this.seatOf(m);
        if (seat && !bySeat.has(seat)) bySeat.set(seat, m);
      }
      seated.set(ch, bySeat);
    }
    const game = this.choose(r.channels, seated);

    if (!sameTable(game, this.table)) {
      // No table yet and none now is nothing to report (a page without a voice list says nothing).
      if (game || this.table) out.push({ type: 'voice', table: game ? game.name : null, ts: now });
      this.table = game ? { id: game.id, name: game.name } : null;
      // Every seat is reported afresh against the new table (the engine starts them anew too).
      this.seats.clear();
      this.spells.clear();
    }

    const members = game ? this.report(this.views(r, game, seated), now, out) : [];
    this.last = {
      table: game ? { id: game.id, name: game.name, picked: game.id === this.pick } : null,
      channels: r.channels.map((c) => ({
        id: c.id,
        name: c.name,
        members: c.members.length,
        seated: seated.get(c)!.size,
        collapsed: c.collapsed,
      })),
      members,
      tiles: r.tiles.length,
    };
    return out;
  }

  /** A member's seat: by the nickname's number, else by the Discord user seen at a seat before (then remembered). */
  private seatOf(m: { name?: string; user?: string }): string | undefined {
    const info = m.name ? parseNick(m.name) : null;
    if (info && info.role !== 'player') return undefined;
    const seat = info?.seat ?? (m.user ? this.userSeat.get(m.user) : undefined);
    if (seat && m.user) this.userSeat.set(m.user, seat);
    return seat;
  }

  /**
   * Each seat's view now: in the game's channel (speaking when its row or its tile says so), in another
   * channel, or gone (seen this game and found nowhere now).
   */
  private views(r: VoiceReading, game: VoiceChannelReading, seated: Map<VoiceChannelReading, Map<string, VoiceMemberReading>>) {
    const tileSpeaking = new Set<string>();
    for (const t of r.tiles) {
      const seat = (t.user && this.userSeat.get(t.user)) || (t.name ? parseNick(t.name).seat : undefined);
      if (seat && t.speaking) tileSpeaking.add(seat);
    }
    const views = new Map<string, { view: SeatView; raw: boolean }>();
    for (const [seat, m] of seated.get(game)!) {
      const view: SeatView = { presence: 'in', speaking: false };
      fill(view, m, this.seats.get(seat));
      views.set(seat, { view, raw: m.speaking || tileSpeaking.has(seat) });
    }
    for (const [ch, bySeat] of seated) {
      if (ch === game) continue;
      for (const [seat, m] of bySeat) {
        if (views.has(seat)) continue;
        const view: SeatView = { presence: 'elsewhere', where: ch.name, speaking: false };
        fill(view, m, this.seats.get(seat));
        views.set(seat, { view, raw: false });
      }
    }
    for (const [seat, prev] of this.seats)
      if (!views.has(seat)) views.set(seat, { view: { ...prev, presence: 'out', where: undefined, speaking: false }, raw: false });
    return views;
  }

  /** The events for what changed at each seat, in seat order, and the seats as the panel shows them. */
  private report(views: Map<string, { view: SeatView; raw: boolean }>, now: number, out: GameEvent[]): VoiceSees['members'] {
    const members: VoiceSees['members'] = [];
    for (const [seat, { view, raw }] of [...views].sort((a, b) => Number(a[0]) - Number(b[0]))) {
      const prev = this.seats.get(seat);
      const heard = view.presence === 'in' ? this.debounce(seat, raw && !view.states?.mute, now, out) : this.silence(seat, out);
      view.speaking = heard;
      const e = diff(seat, prev, view, now);
      if (e) out.push(e);
      if (view.dead && !prev?.dead) out.push({ type: 'player', player: seat, status: 'dead' });
      if (heard && !prev?.speaking) out.push({ type: 'voice', player: seat, speaking: true, ts: this.spells.get(seat)!.start });
      this.seats.set(seat, view);
      members.push({
        seat,
        ...(view.nick !== undefined ? { name: view.nick } : {}),
        presence: view.presence,
        ...(view.where !== undefined ? { where: view.where } : {}),
        ...(view.states ?? {}),
        speaking: heard,
        avatar: view.avatar !== undefined,
      });
    }
    return members;
  }

  /**
   * The game's channel: the host's pick; else the one chosen before, while seated players are in it; else
   * the channel with the most seated players (two at least: one player waiting alone is not a table); else
   * the one chosen before, even emptied (everyone left it).
   */
  private choose(channels: VoiceChannelReading[], seated: Map<VoiceChannelReading, Map<string, unknown>>): VoiceChannelReading | null {
    if (this.pick) {
      const picked = channels.find((c) => c.id === this.pick);
      if (picked) return picked;
    }
    const kept = this.auto ? channels.find((c) => c.id === this.auto) : undefined;
    if (kept && seated.get(kept)!.size > 0) return kept;
    let best: VoiceChannelReading | null = null;
    for (const c of channels) if (seated.get(c)!.size >= Math.max(2, best ? seated.get(best)!.size + 1 : 0)) best = c;
    if (best) this.auto = best.id;
    return best ?? kept ?? null;
  }

  /** A seat out of the channel is not heard: its spell, if any, ends where it was last heard. */
  private silence(seat: string, out: GameEvent[]): boolean {
    const s = this.spells.get(seat);
    if (!s) return false;
    this.spells.delete(seat);
    if (s.on) out.push({ type: 'voice', player: seat, speaking: false, ts: s.last });
    return false;
  }

  /** A seat's speaking after this sample, reporting a spell's end; the start is reported by the caller. */
  private debounce(seat: string, raw: boolean, now: number, out: GameEvent[]): boolean {
    const s = this.spells.get(seat);
    if (raw) {
      if (!s) {
        this.spells.set(seat, { start: now, last: now, on: false });
        return false;
      }
      s.last = now;
      if (!s.on && now - s.start >= SPELL_MIN_MS) s.on = true;
      return s.on;
    }
    if (!s) return false;
    if (now - s.last < SPELL_GAP_MS) return s.on; // a pause inside the spell
    this.spells.delete(seat);
    if (s.on) out.push({ type: 'voice', player: seat, speaking: false, ts: s.last });
    return false;
  }
}

function sameTable(a: VoiceChannelReading | null, b: { id: string; name: string } | null | undefined): boolean {
  if (b === undefined) return false;
  if (!a || !b) return a === b;
  return a.id === b.id && a.name === b.name;
}

/** A seat's view from its row; what the row cannot show now (a collapsed list) stays as last seen. */
function fill(view: SeatView, m: VoiceMemberReading, prev: SeatView | undefined): void {
  view.states = m.states ?? prev?.states;
  const info = m.name !== undefined ? parseNick(m.name) : null;
  const nick = info ? info.base : prev?.nick;
  if (nick !== undefined) view.nick = nick;
  if (info?.status === 'dead' || (!info && prev?.dead)) view.dead = true;
  const user = m.user ?? prev?.user;
  if (user !== undefined) view.user = user;
  const avatar = m.avatar ?? prev?.avatar;
  if (avatar !== undefined) view.avatar = avatar;
}

/** One event for a seat's changes other than speaking, or null. */
function diff(seat: string, prev: SeatView | undefined, v: SeatView, now: number): VoiceEvent | null {
  const e: VoiceEvent = { type: 'voice', player: seat, ts: now };
  let any = false;
  if (prev?.presence !== v.presence || prev.where !== v.where) {
    e.presence = v.presence;
    if (v.where !== undefined) e.where = v.where;
    any = true;
  }
  for (const k of ['mute', 'deaf', 'serverMute', 'serverDeaf'] as const) {
    const now = v.states?.[k];
    if (now !== undefined && now !== prev?.states?.[k]) {
      e[k] = now;
      any = true;
    }
  }
  if (v.nick !== undefined && v.nick !== prev?.nick) {
    e.nick = v.nick;
    any = true;
  }
  if (v.avatar !== undefined && v.avatar !== prev?.avatar) {
    e.avatar = v.avatar;
    if (v.user !== undefined) e.user = v.user;
    any = true;
  } else if (v.user !== undefined && v.user !== prev?.user) {
    e.user = v.user;
    any = true;
  }
  return any ? e : null;
}
