/**
 * The voice table judged by the rules (lib/detect/families/voice.ts declares
 * the kinds and costs, lib/voice/judge.ts judges): every case of the issue's
 * list, its neighbours that must stay clean, through the engine as the
 * worker and the checker feed it. Times are the events' own (seconds from a
 * fixed start); no clock is read.
 */
import { describe, expect, it } from 'vitest';
import { Engine, replay, type Violation } from '../../../lib/engine/engine';
import { parseEvent, type GameEvent, type Phase, type VoiceEvent } from '../../../lib/engine/events';
import type { RuleSetId } from '../../../lib/rulesets';

const T0 = Date.parse('2026-11-29T20:00:00Z');
const at = (s: number) => T0 + Math.round(s * 1000);
const voice = (player: string, s: number, f: Partial<VoiceEvent> = {}): GameEvent => ({ type: 'voice', player, ts: at(s), ...f });
const table = (s: number, name: string | null = 'Стол 1'): GameEvent => ({ type: 'voice', table: name, ts: at(s) });
const phase = (p: Phase, s: number): GameEvent => ({ type: 'phase', phase: p, ts: at(s) });
const speech = (seat: string, s: number): GameEvent => ({ type: 'speech', seat, ts: at(s) });
const speak = (player: string, from: number, to: number): GameEvent[] => [
  voice(player, from, { speaking: true }),
  voice(player, to, { speaking: false }),
];

/** Four seats in the game's voice channel, each with an avatar; then the given phase at 1 s. */
function table4(p: Phase = 'day'): GameEvent[] {
  return [
    table(0),
    ...['1', '2', '3', '4'].map((seat) =>
      voice(seat, 0, { presence: 'in', mute: false, deaf: false, nick: `0${seat} | Ник${seat}`, user: `10${seat}`, avatar: `h${seat}` }),
    ),
    phase(p, 1),
  ];
}

const brief = (vs: Violation[]) => vs.map((v) => `${v.rule}|${v.player}|${v.confidence}|${v.kind}`);
const run = (events: GameEvent[], rules: RuleSetId = 'online') => brief(replay(events, rules).violations);

describe('voice rules, online set', () => {
  it.each<[string, GameEvent[], string[]]>([
    // 3.3 at night: leaving, back within the grace is nothing.
    ['night: out and back after 2 s', [...table4('night'), voice('2', 10, { presence: 'out' }), voice('2', 12, { presence: 'in' })], []],
    [
      'night: out and back after 20 s',
      [...table4('night'), voice('2', 10, { presence: 'out' }), voice('2', 30, { presence: 'in' })],
      ['3.3|2|certain|voice-away-night'],
    ],
    [
      'night: out and never back: judged at the morning',
      [...table4('night'), voice('2', 10, { presence: 'out' }), phase('day', 40)],
      ['3.3|2|certain|voice-away-night'],
    ],
    [
      'night: out and never back: judged at anyone’s event past 5 s',
      [...table4('night'), voice('2', 10, { presence: 'out' }), voice('3', 16, { mute: true })],
      ['3.3|2|certain|voice-away-night'],
    ],
    [
      'night: into another channel, back after 3 s',
      [...table4('night'), voice('2', 10, { presence: 'elsewhere', where: 'Курилка' }), voice('2', 13, { presence: 'in' })],
      [],
    ],
    ['night: deafen', [...table4('night'), voice('3', 10, { deaf: true, mute: true })], ['3.3|3|certain|deaf-night']],
    [
      'night: deafen and undeafen is one finding',
      [...table4('night'), voice('3', 10, { deaf: true }), voice('3', 11, { deaf: false })],
      ['3.3|3|certain|deaf-night'],
    ],
    ['night: a server deafen is not the player’s', [...table4('night'), voice('3', 10, { deaf: true, serverDeaf: true })], []],
    ['night: mic muted is allowed', [...table4('night'), voice('3', 10, { mute: true })], []],
    ['night: avatar change', [...table4('night'), voice('4', 10, { avatar: 'h4new' })], ['3.3|4|certain|night-avatar']],
    [
      'night: avatar from the user to the server form',
      [...table4('night'), voice('4', 10, { avatar: 'g55/h4' })],
      ['3.3|4|certain|night-avatar'],
    ],
    ['day: avatar change is allowed', [...table4('day'), voice('4', 10, { avatar: 'h4new' })], []],
    ['night: nickname change in the voice list', [...table4('night'), voice('4', 10, { nick: '04 | Вася' })], ['3.3|4|certain|night-nick']],
    [
      'night: a dead player’s avatar is not judged',
      [...table4('night'), { type: 'player', player: '4', status: 'dead' }, voice('4', 10, { avatar: 'x' })],
      [],
    ],
    // 3.1 in the day.
    [
      'day: into another voice channel',
      [...table4('day'), voice('1', 10, { presence: 'elsewhere', where: 'Курилка' })],
      ['3.1|1|certain|voice-elsewhere'],
    ],
    [
      'day: out and back within the minute',
      [...table4('day'), voice('1', 10, { presence: 'out' }), voice('1', 50, { presence: 'in' })],
      [],
    ],
    [
      'day: out, not back when the technical pause ends',
      [...table4('day'), voice('1', 10, { presence: 'out' }), voice('2', 71, { mute: true })],
      ['3.1|1|likely|voice-gone'],
    ],
    [
      'day: out, then into another channel',
      [...table4('day'), voice('1', 10, { presence: 'out' }), voice('1', 20, { presence: 'elsewhere', where: 'Курилка' })],
      ['3.1|1|certain|voice-elsewhere'],
    ],
    [
      'day: never joined the voice: not a leave',
      [table(0), voice('1', 0, { presence: 'out' }), phase('day', 1), voice('1', 5, { presence: 'elsewhere' })],
      [],
    ],
    [
      'a leave in the lobby (no phase yet) is not judged',
      [table(0), voice('1', 0, { presence: 'in' }), voice('1', 5, { presence: 'elsewhere' })],
      [],
    ],
    [
      'a dead player may leave',
      [...table4('day'), { type: 'player', player: '1', status: 'dead' }, voice('1', 10, { presence: 'elsewhere' })],
      [],
    ],
    // 3.1.1: the ears in the day.
    [
      'day: deafened during another’s speech',
      [...table4('day'), speech('2', 5), voice('3', 10, { deaf: true })],
      ['3.1.1|3|likely|deaf-speech'],
    ],
    [
      'day: deafened, then another starts to speak',
      [...table4('day'), voice('3', 3, { deaf: true }), speech('2', 5), speech('4', 70)],
      ['3.1.1|3|likely|deaf-speech'],
    ],
    [
      'day: deafened on one’s own speech',
      [...table4('day'), speech('3', 5), voice('3', 10, { deaf: true }), voice('3', 20, { deaf: false })],
      [],
    ],
    [
      'day: still deafened when the day ends',
      [...table4('day'), speech('2', 5), voice('3', 10, { deaf: true }), phase('voting', 90)],
      ['3.1.1|3|likely|deaf-speech', '3.1.1|3|certain|deaf-day-end'],
    ],
    [
      'day: deafened, undeafened before the end of the day',
      [...table4('day'), voice('3', 10, { deaf: true }), voice('3', 20, { deaf: false }), phase('voting', 90)],
      [],
    ],
    [
      'day into night deafened: the day’s end, not twice',
      [...table4('day'), voice('3', 10, { deaf: true }), phase('night', 90), voice('3', 100, { deaf: false })],
      ['3.1.1|3|certain|deaf-day-end'],
    ],
    // 1.4: speaking out of turn.
    ['speaking 2 s during another’s speech', [...table4('day'), speech('1', 5), ...speak('2', 10, 12)], ['1.4|2|likely|out-of-turn']],
    ['a laugh of 1 s is nothing', [...table4('day'), speech('1', 5), ...speak('2', 10, 11)], []],
    ['the holder speaking is the speech', [...table4('day'), speech('1', 5), ...speak('1', 10, 70)], []],
    ['nobody holds the speech: nothing', [...table4('day'), ...speak('2', 10, 20)], []],
    [
      'talking on after the host moved on (1 s before, 2 s after)',
      [...table4('day'), speech('1', 5), voice('1', 60, { speaking: true }), speech('2', 61), voice('1', 63, { speaking: false })],
      ['1.4|1|likely|out-of-turn'],
    ],
    [
      'the next speaker starting just before the host moves on',
      [...table4('day'), speech('1', 5), voice('2', 60, { speaking: true }), speech('2', 60.5), voice('2', 120, { speaking: false })],
      [],
    ],
    // 4.5: a dead player speaking.
    [
      'a dead player speaking 3 s',
      [...table4('day'), { type: 'player', player: '4', status: 'dead' }, ...speak('4', 10, 13)],
      ['4.5|4|likely|dead-speech'],
    ],
    [
      'a dead player on their last speech',
      [...table4('day'), { type: 'player', player: '4', status: 'dead', lastSpeech: true }, ...speak('4', 10, 40)],
      [],
    ],
    [
      'a dead player holding the speech (the timer on their last minute)',
      [...table4('day'), { type: 'player', player: '4', status: 'dead' }, speech('4', 5), ...speak('4', 10, 40)],
      [],
    ],
    ['speaking at night is no online rule', [...table4('night'), ...speak('2', 10, 20)], []],
    // The table lost: what was not seen is not judged.
    [
      'night: out, the list lost, found again with the seat back',
      [...table4('night'), voice('2', 10, { presence: 'out' }), table(11, null), table(40), voice('2', 40, { presence: 'in' })],
      [],
    ],
  ])('%s', (_, events, want) => {
    expect(run(events)).toEqual(want);
  });

  it('a spell out of turn is judged while it goes on, once', () => {
    const e = new Engine('online');
    for (const ev of [...table4('day'), speech('1', 5), voice('2', 10, { speaking: true })]) e.feed(ev);
    // Another seat's change 3 s later: the spell has provably lasted 1.5 s (and the tracker's end slack).
    expect(brief(e.feed(voice('3', 13, { mute: true })))).toEqual(['1.4|2|likely|out-of-turn']);
    expect(e.feed(voice('2', 30, { speaking: false }))).toEqual([]);
  });

  it('a spell end reported after other events counts only up to the end', () => {
    // Ended at 11.4 s (1.4 s), reported after an event at 11.7 s: not 1.7 s.
    expect(
      run([
        ...table4('day'),
        speech('1', 5),
        voice('2', 10, { speaking: true }),
        voice('3', 11.7, { mute: true }),
        voice('2', 11.4, { speaking: false }),
      ]),
    ).toEqual([]);
  });

  it('several seats judged at one event get their own keys', () => {
    const { violations } = replay([
      ...table4('night'),
      voice('1', 10, { presence: 'out' }),
      voice('2', 10, { presence: 'out' }),
      phase('day', 30),
    ]);
    expect(brief(violations)).toEqual(['3.3|1|certain|voice-away-night', '3.3|2|certain|voice-away-night']);
    expect(new Set(violations.map((v) => v.key)).size).toBe(2);
  });

  it('a player in version: a night deafen escalates to 4.6', () => {
    expect(run([...table4('night'), { type: 'player', player: '3', inVersion: true }, voice('3', 10, { deaf: true })])).toEqual([
      '4.6|3|certain|deaf-night',
    ]);
  });
});

describe('voice rules, club sets', () => {
  it.each<[RuleSetId, GameEvent[], string[]]>([
    ['club-warnings', [...table4('day'), speech('1', 5), ...speak('2', 10, 12)], ['club-warnings/17|2|likely|out-of-turn']],
    ['club-remarks', [...table4('day'), speech('1', 5), ...speak('2', 10, 12)], ['club-remarks/out-of-turn|2|likely|out-of-turn']],
    ['club-warnings', [...table4('night'), ...speak('2', 10, 12)], ['club-warnings/14|2|likely|night-speech']],
    ['club-remarks', [...table4('night'), voice('3', 10, { deaf: true })], ['club-remarks/night-talk|3|certain|deaf-night']],
    [
      'club-remarks',
      [...table4('day'), { type: 'player', player: '4', status: 'dead' }, ...speak('4', 10, 13)],
      ['club-remarks/outside-info|4|likely|dead-speech'],
    ],
    // No voice channel at a club table: leaving it and the ears are not its rules.
    ['club-warnings', [...table4('day'), voice('1', 10, { presence: 'elsewhere' })], []],
    ['club-remarks', [...table4('day'), speech('2', 5), voice('3', 10, { deaf: true }), phase('voting', 90)], []],
  ])('%s: %#', (rules, events, want) => {
    expect(run(events, rules)).toEqual(want);
  });
});

describe('voice events in the log', () => {
  it.each<[string, unknown, string | null]>([
    ['a seat’s change', { type: 'voice', player: '5', ts: 1, presence: 'in', deaf: true, avatar: 'abc' }, null],
    ['the table', { type: 'voice', table: 'Стол', ts: 1 }, null],
    ['the table lost', { type: 'voice', table: null, ts: 1 }, null],
    ['no ts', { type: 'voice', player: '5', deaf: true }, 'voice event: ts: must be a finite number'],
    ['no player nor table', { type: 'voice', ts: 1, deaf: true }, 'voice event: table: must be a string or null'],
    ['a bad presence', { type: 'voice', player: '5', ts: 1, presence: 'gone' }, 'voice event: presence: must be one of in, elsewhere, out'],
    ['a bad flag', { type: 'voice', player: '5', ts: 1, deaf: 'yes' }, 'voice event: deaf: must be true or false'],
    ['the speech holder', { type: 'speech', seat: '3', ts: 1 }, null],
    ['nobody holds the speech', { type: 'speech', seat: '' }, null],
    ['a speech without a seat', { type: 'speech' }, 'speech event: seat: must be a string or a number'],
  ])('%s', (_, raw, error) => {
    const r = parseEvent(raw);
    expect(r.ok ? null : r.error).toBe(error);
  });

  it('replaying the same events gives the same state and violations', () => {
    const events = [...table4('day'), speech('1', 5), ...speak('2', 10, 13), phase('night', 60), voice('3', 70, { deaf: true })];
    expect(replay(events)).toEqual(replay(structuredClone(events)));
  });
});

describe('voice state stored and voice requests checked', () => {
  it('an imported log keeps the voice table’s state, and nothing it does not name', async () => {
    const { parseState } = await import('../../../lib/store/validate');
    const { state } = replay([...table4('day'), voice('2', 10, { presence: 'out' }), voice('3', 11, { speaking: true }), speech('1', 12)]);
    expect(parseState(structuredClone(state), 'online')).toEqual(state);
    const tampered = structuredClone(state) as unknown as { players: Record<string, { voice: Record<string, unknown> }> };
    tampered.players['2']!.voice.extra = 'x';
    (tampered.players['2']!.voice.away as Record<string, unknown>).more = 1;
    expect(parseState(tampered, 'online')).toEqual(state);
    const broken = structuredClone(state) as unknown as { players: Record<string, { voice: Record<string, unknown> }> };
    broken.players['2']!.voice.presence = 'gone';
    expect(parseState(broken, 'online')).toBe('state.players.2.voice.presence: must be one of in, elsewhere, out');
  });

  it('the host’s speech command and the page’s voice events are validated', async () => {
    const { ROUTES } = await import('../../../lib/messaging');
    expect(ROUTES.host.parse({ gameId: 1, command: { kind: 'speech', seat: '3' } })).toEqual({
      gameId: 1,
      command: { kind: 'speech', seat: '3' },
    });
    expect(ROUTES.host.parse({ gameId: 1, command: { kind: 'speech', seat: '<b>' } })).toBe(
      'host: command.seat: must be a seat number or ""',
    );
    const batch = ROUTES.events.parse({
      batch: {
        pageId: 'p',
        site: 'discord',
        url: 'u',
        title: 't',
        items: [
          { n: 1, event: { type: 'voice', player: '2', ts: 5, deaf: true } },
          { n: 2, event: { type: 'voice', player: '2', deaf: true } },
          { n: 3, event: { type: 'speech', seat: '4', by: 'bot', ts: 6 } },
        ],
      },
    });
    expect(typeof batch === 'string' ? batch : batch.batch.items.map((i) => i.n)).toEqual([1, 3]);
  });
});
