/**
 * The voice table (Discord's voice channel): what a seat does there that a
 * rule forbids. The content script reads the channel (lib/adapters/
 * discord-voice.ts, lib/content/voice-tracker.ts), the engine judges its
 * events by their timestamps (lib/voice/judge.ts, timings in
 * lib/voice/times.ts).
 *
 * Online (online-rules.ru.txt):
 * - 3.1 «Покидание игрового стола»: moving to another voice channel is a
 *   removal outright («заходит в другой войс — поднятие»); leaving the voice
 *   calls a one-minute technical pause, and a player not back when it ends
 *   is removed — likely, as the host declares the pause and may extend it.
 * - 3.1.1 «Мут ушей»: deafened to skip another's speech is a judgement call
 *   (likely); still deafened when the day's speeches end is the rule's own
 *   words («не размучивает уши до конца последней речи»), certain.
 * - 3.3 «Ночная жестикуляция»: at night, leaving the voice (back within a
 *   couple of seconds is nothing — 5 s allowed), toggling or keeping the
 *   ears muted, changing the avatar (the nickname: the night family's
 *   `night-nick`, read here too): certain.
 * - 1.4 «Речь не в свою минуту»: speaking while another seat holds the
 *   speech, for longer than a laugh or a word (1.5 s): likely, the host
 *   confirms.
 * - 4.5 «Влияние мёртвого игрока»: a dead player speaking outside their
 *   last minute: likely (the document's own note lets "всем пока" pass).
 *
 * Club documents, where they have an equivalent:
 * - speaking out of turn: club-warnings 17 («говорить не в свою очередь» —
 *   a warning), club-remarks «речь не в свою минуту» (a remark);
 * - night behaviour: the online document's night gestures (leaving, ears,
 *   avatar) are club-warnings 29 («ночью … любые жесты» — a remark, a
 *   warning here) and club-remarks «жестикуляция, разговоры … после
 *   объявления Ведущим этапа Ночь» (removal), as `night-nick` is; talking at
 *   night is club-warnings 14 («ночью … говорить» — a warning) and the same
 *   club-remarks point;
 * - a dead player speaking: club-remarks «озвучивание игровой информации
 *   игроком, … выбывшим из нее» (team loss), likely as online.
 * Leaving the table and the ears have no club equivalent (a club table has no
 * voice channel): not judged there.
 */
import type { GameEvent, Phase, VoiceEvent } from '../../engine/events';
import { foul, none, removal, teamLoss, warning } from '../../rulesets/cost';
import { family } from '../family';

const NIGHT_GESTURE = {
  online: removal('3.3'),
  'club-warnings': warning('club-warnings/29'),
  'club-remarks': removal('club-remarks/night-talk'),
};
const TABLE_ONLY = { 'club-warnings': none, 'club-remarks': none };

// Examples: the game's voice channel with seats 1–4 in it, then a phase (the events' own times, in seconds).
const T0 = Date.parse('2026-11-29T20:00:00Z');
const at = (s: number) => T0 + s * 1000;
const v = (player: string, s: number, f: Partial<VoiceEvent> = {}): GameEvent => ({ type: 'voice', player, ts: at(s), ...f });
const table = (p: Phase): GameEvent[] => [
  { type: 'voice', table: 'Стол', ts: at(0) },
  ...['1', '2', '3', '4'].map((seat) => v(seat, 0, { presence: 'in', mute: false, deaf: false, user: `10${seat}`, avatar: `h${seat}` })),
  { type: 'phase', phase: p, ts: at(1) },
];
const holder = (seat: string, s: number): GameEvent => ({ type: 'speech', seat, ts: at(s) });
const speak = (seat: string, from: number, to: number) => [v(seat, from, { speaking: true }), v(seat, to, { speaking: false })];
const dead = (seat: string, lastSpeech = false): GameEvent => ({
  type: 'player',
  player: seat,
  status: 'dead',
  ...(lastSpeech ? { lastSpeech } : {}),
});

export default family({
  name: 'voice',
  from: 'voice',
  kinds: {
    /** Day: moved to another voice channel of the server. */
    'voice-elsewhere': { online: removal('3.1'), ...TABLE_ONLY },
    /** Day: left the voice and was not back when the one-minute technical pause ended. */
    'voice-gone': { online: removal('3.1'), ...TABLE_ONLY, confidence: 'likely' },
    /** Deafened (self) while another seat holds the speech. */
    'deaf-speech': { online: removal('3.1.1'), ...TABLE_ONLY, confidence: 'likely' },
    /** Still deafened (self) when the day's speeches end. */
    'deaf-day-end': { online: removal('3.1.1'), ...TABLE_ONLY },
    /** Night: left the voice and not back within 5 s. */
    'voice-away-night': NIGHT_GESTURE,
    /** Night: deafened, undeafened, or sitting deafened. */
    'deaf-night': NIGHT_GESTURE,
    /** Night: a new avatar. */
    'night-avatar': NIGHT_GESTURE,
    /** Speaking for longer than a laugh while another seat holds the speech. */
    'out-of-turn': {
      online: foul('1.4'),
      'club-warnings': warning('club-warnings/17'),
      'club-remarks': warning('club-remarks/out-of-turn'),
      confidence: 'likely',
    },
    /** Speaking at night (the clubs; the online document names no such rule). */
    'night-speech': {
      online: none,
      'club-warnings': warning('club-warnings/14'),
      'club-remarks': removal('club-remarks/night-talk'),
      confidence: 'likely',
    },
    /** A dead player speaking outside their last minute. */
    'dead-speech': {
      online: teamLoss('4.5'),
      'club-warnings': none,
      'club-remarks': teamLoss('club-remarks/outside-info'),
      confidence: 'likely',
    },
  },
  steps: 'engine',
  examples: {
    finds: {
      'voice-elsewhere': [[...table('day'), v('2', 10, { presence: 'elsewhere', where: 'Курилка' })]],
      'voice-gone': [[...table('day'), v('2', 10, { presence: 'out' }), v('3', 71, { mute: true })]],
      'deaf-speech': [[...table('day'), holder('2', 5), v('3', 10, { deaf: true })]],
      'deaf-day-end': [[...table('day'), v('3', 10, { deaf: true }), { type: 'phase', phase: 'voting', ts: at(90) }]],
      'voice-away-night': [[...table('night'), v('2', 10, { presence: 'out' }), v('2', 30, { presence: 'in' })]],
      'deaf-night': [[...table('night'), v('3', 10, { deaf: true })]],
      'night-avatar': [[...table('night'), v('4', 10, { avatar: 'new' })]],
      'out-of-turn': [[...table('day'), holder('1', 5), ...speak('2', 10, 12)]],
      'night-speech': [[...table('night'), ...speak('2', 10, 12)]],
      'dead-speech': [[...table('day'), dead('4'), ...speak('4', 10, 13)]],
    },
    clean: [
      [...table('night'), v('2', 10, { presence: 'out' }), v('2', 12, { presence: 'in' })],
      [...table('night'), v('3', 10, { deaf: true, serverDeaf: true })],
      [...table('day'), v('4', 10, { avatar: 'new' })],
      [...table('day'), holder('1', 5), ...speak('2', 10, 11)],
      [...table('day'), holder('1', 5), ...speak('1', 10, 70)],
      [...table('day'), holder('3', 5), v('3', 10, { deaf: true })],
      [...table('day'), dead('4', true), ...speak('4', 10, 40)],
      [...table('day'), dead('1'), v('1', 10, { presence: 'elsewhere' })],
    ],
  },
});
