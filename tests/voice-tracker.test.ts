/**
 * The voice tracker: readings of the voice lists over time in, voice events
 * out — the game's channel, seats, presence, states, debounced speaking
 * spells, avatars and nicknames. Readings are built by hand; times are the
 * samples' own.
 */
import { describe, expect, it } from 'vitest';
import type { VoiceChannelReading, VoiceMemberReading, VoiceReading } from '../lib/adapters/discord-voice';
import type { GameEvent } from '../lib/engine/events';
import { SPELL_GAP_MS, VoiceTracker } from '../lib/content/voice-tracker';
import { VOICE_TIMES } from '../lib/voice/times';

const QUIET = { mute: false, deaf: false, serverMute: false, serverDeaf: false };
const m = (seat: number, extra: Partial<VoiceMemberReading> = {}): VoiceMemberReading => ({
  name: `${String(seat).padStart(2, '0')} | Игрок${seat}`,
  user: String(2000 + seat),
  avatar: `h${seat}`,
  states: QUIET,
  speaking: false,
  ...extra,
});
const ch = (id: string, name: string, members: VoiceMemberReading[], collapsed = false): VoiceChannelReading => ({
  id,
  name,
  members,
  collapsed,
});
const reading = (...channels: VoiceChannelReading[]): VoiceReading => ({ channels, tiles: [] });
const TABLE = (members: VoiceMemberReading[]) => ch('1', 'Стол', members);

/** Feeds readings at the given times; returns the events of each. */
function drive(t: VoiceTracker, steps: [number, VoiceReading][]): [GameEvent[], ...GameEvent[][]] {
  return steps.map(([at, r]) => t.sample(r, at)) as [GameEvent[], ...GameEvent[][]];
}
const flat = (xs: GameEvent[][]) => xs.flat();
const speakingOf = (events: GameEvent[], seat: string) =>
  events
    .filter((e) => e.type === 'voice' && e.player === seat && e.speaking !== undefined)
    .map((e) => [e.type === 'voice' && e.speaking, e.ts]);

describe('the game’s voice channel', () => {
  it('is the one most seated players are in; the first reading reports it and every seat', () => {
    const t = new VoiceTracker();
    const [first] = drive(t, [[0, reading(ch('9', 'Болталка', [m(7)]), TABLE([m(1), m(2)]))]]);
    expect(first).toEqual([
      { type: 'voice', table: 'Стол', ts: 0 },
      { type: 'voice', player: '1', ts: 0, presence: 'in', ...QUIET, nick: '01 | Игрок1', avatar: 'h1', user: '2001' },
      { type: 'voice', player: '2', ts: 0, presence: 'in', ...QUIET, nick: '02 | Игрок2', avatar: 'h2', user: '2002' },
      {
        type: 'voice',
        player: '7',
        ts: 0,
        presence: 'elsewhere',
        where: 'Болталка',
        ...QUIET,
        nick: '07 | Игрок7',
        avatar: 'h7',
        user: '2007',
      },
    ]);
    expect(t.snapshot().table).toEqual({ id: '1', name: 'Стол', picked: false });
  });

  it('stays put when the dead gather in a channel of their own', () => {
    const t = new VoiceTracker();
    drive(t, [[0, reading(TABLE([m(1), m(2), m(3), m(4), m(5)]), ch('2', 'Морг', []))]]);
    const later = flat(drive(t, [[1000, reading(TABLE([m(1), m(2)]), ch('2', 'Морг', [m(3), m(4), m(5)]))]]));
    expect(later.some((e) => e.type === 'voice' && 'table' in e)).toBe(false);
    expect(t.snapshot().table?.name).toBe('Стол');
  });

  it('one player alone is no table yet; the host’s pick wins over the count', () => {
    const t = new VoiceTracker();
    expect(drive(t, [[0, reading(ch('5', 'Лобби', [m(1)]))]])[0]).toEqual([]);
    t.setPick('5');
    const [picked] = drive(t, [[100, reading(ch('5', 'Лобби', [m(1)]), TABLE([m(2), m(3)]))]]);
    expect(picked[0]).toEqual({ type: 'voice', table: 'Лобби', ts: 100 });
    expect(t.snapshot().table).toEqual({ id: '5', name: 'Лобби', picked: true });
  });

  it('lost and found again: the table null, then everything afresh', () => {
    const t = new VoiceTracker();
    drive(t, [[0, reading(TABLE([m(1), m(2)]))]]);
    const [lost, found = []] = drive(t, [
      [100, reading()],
      [200, reading(TABLE([m(1), m(2)]))],
    ]);
    expect(lost).toEqual([{ type: 'voice', table: null, ts: 100 }]);
    expect(found.map((e) => (e.type === 'voice' ? (e.player ?? `table:${e.table}`) : e.type))).toEqual(['table:Стол', '1', '2']);
  });
});

describe('seats', () => {
  it('leaving, moving, coming back: presence with the other channel’s name', () => {
    const t = new VoiceTracker();
    const ev = flat(
      drive(t, [
        [0, reading(TABLE([m(1), m(2)]))],
        [100, reading(TABLE([m(1)]))],
        [200, reading(TABLE([m(1)]), ch('3', 'Курилка', [m(2)]))],
        [300, reading(TABLE([m(1), m(2)]))],
      ]),
    ).filter((e) => e.type === 'voice' && e.player === '2' && e.ts > 0);
    expect(ev).toEqual([
      { type: 'voice', player: '2', ts: 100, presence: 'out' },
      { type: 'voice', player: '2', ts: 200, presence: 'elsewhere', where: 'Курилка' },
      { type: 'voice', player: '2', ts: 300, presence: 'in' },
    ]);
  });

  it('a collapsed list: seats by user id, states as last seen', () => {
    const t = new VoiceTracker();
    drive(t, [[0, reading(TABLE([m(1), m(2, { states: { ...QUIET, mute: true } })]))]]);
    const collapsed = [m(1), m(2)].map(({ user, avatar }) => ({ user, avatar, speaking: false }));
    expect(drive(t, [[100, reading(ch('1', 'Стол', collapsed, true))]])[0]).toEqual([]);
  });

  it('deafen, a new avatar, a renamed member keeping the seat', () => {
    const t = new VoiceTracker();
    drive(t, [[0, reading(TABLE([m(1), m(2)]))]]);
    const [ev] = drive(t, [
      [100, reading(TABLE([m(1, { states: { ...QUIET, mute: true, deaf: true } }), m(2, { avatar: 'new', name: 'Вася' })]))],
    ]);
    expect(ev).toEqual([
      { type: 'voice', player: '1', ts: 100, mute: true, deaf: true },
      { type: 'voice', player: '2', ts: 100, nick: 'Вася', avatar: 'new', user: '2002' },
    ]);
  });

  it('a bot’s death and ready marks are no rename; the death is a player event', () => {
    const t = new VoiceTracker();
    drive(t, [[0, reading(TABLE([m(1), m(2)]))]]);
    const [ev] = drive(t, [[100, reading(TABLE([m(1, { name: '01 | Игрок1 😴' }), m(2, { name: '02 | Игрок2 💀' })]))]]);
    expect(ev).toEqual([{ type: 'player', player: '2', status: 'dead' }]);
  });

  it('spectators and the host are no seats', () => {
    const t = new VoiceTracker();
    const [ev] = drive(t, [
      [0, reading(TABLE([m(1), m(2), { name: 'Зр. Маша', speaking: false }, { name: '!Вед. Олег', speaking: false }]))],
    ]);
    expect(ev.filter((e) => e.type === 'voice' && e.player).map((e) => (e.type === 'voice' ? e.player : ''))).toEqual(['1', '2']);
  });
});

describe('speaking spells', () => {
  /** Seat 1 heard at the given sample times (ms), polled every 100 ms up to `until`. */
  function spells(heard: number[], until: number, extra: Partial<VoiceMemberReading> = {}) {
    const t = new VoiceTracker();
    const out: GameEvent[] = [];
    for (let at = 0; at <= until; at += 100)
      out.push(...t.sample(reading(TABLE([m(1, { ...extra, speaking: heard.includes(at) }), m(2)])), at));
    return speakingOf(out, '1');
  }
  const range = (from: number, to: number) => Array.from({ length: (to - from) / 100 + 1 }, (_, i) => from + i * 100);

  it.each<[string, number[], number, (boolean | number)[][]]>([
    [
      'a spell: starts where first heard, ends where last heard',
      range(1000, 2500),
      4000,
      [
        [true, 1000],
        [false, 2500],
      ],
    ],
    ['a flicker under 300 ms is dropped', range(1000, 1200), 3000, []],
    [
      'pauses under 300 ms are merged',
      [...range(1000, 1500), ...range(1700, 2500)],
      4000,
      [
        [true, 1000],
        [false, 2500],
      ],
    ],
    [
      'a pause of 300 ms splits',
      [...range(1000, 1500), ...range(1900, 2500)],
      4000,
      [
        [true, 1000],
        [false, 1500],
        [true, 1900],
        [false, 2500],
      ],
    ],
  ])('%s', (_, heard, until, want) => {
    expect(spells(heard, until)).toEqual(want);
  });

  it('a muted member is not heard', () => {
    expect(spells(range(1000, 2500), 4000, { states: { ...QUIET, mute: true } })).toEqual([]);
  });

  it('a speaker who leaves ends the spell where last heard, before the leave', () => {
    const t = new VoiceTracker();
    const out: GameEvent[] = [];
    for (let at = 0; at <= 1000; at += 100) out.push(...t.sample(reading(TABLE([m(1, { speaking: at >= 200 }), m(2)])), at));
    out.push(...t.sample(reading(TABLE([m(2)])), 1100));
    expect(out.filter((e) => e.type === 'voice' && e.player === '1' && e.ts > 0)).toEqual([
      { type: 'voice', player: '1', speaking: true, ts: 200 },
      { type: 'voice', player: '1', speaking: false, ts: 1000 },
      { type: 'voice', player: '1', ts: 1100, presence: 'out' },
    ]);
  });

  it('a call tile’s ring is heard too', () => {
    const t = new VoiceTracker();
    const out: GameEvent[] = [];
    for (let at = 0; at <= 1000; at += 100)
      out.push(...t.sample({ channels: [TABLE([m(1), m(2)])], tiles: [{ user: '2002', speaking: at >= 300 && at <= 700 }] }, at));
    expect(speakingOf(out, '2')).toEqual([
      [true, 300],
      [false, 700],
    ]);
  });

  it('the judge’s end slack is the tracker’s gap', () => {
    expect(VOICE_TIMES.endSlack).toBe(SPELL_GAP_MS);
  });
});
