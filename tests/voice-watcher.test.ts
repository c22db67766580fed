// @vitest-environment happy-dom
/**
 * The watcher on a Discord page with a voice channel beside the chat: the
 * voice list polled (no observer of it), its changes reported as voice
 * events by the watcher's clock, phases stamped by the same clock, a bot's
 * turn announcement as the speech holder.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { discordAdapter } from '../lib/adapters/discord';
import type { GameEvent } from '../lib/engine/events';
import { Watcher, type WatchItem } from '../lib/content/watcher';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { BOT, page, row, type Row } from './fixtures/discord';
import { sidebar, type Member } from './fixtures/discord-voice';

let w: Watcher | null = null;
afterEach(() => w?.stop());
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ID = (n: number) => `118000000000000${4000 + n}`;
const TABLE = '1180000000000000333';
const members = (): Member[] => [
  { name: '01 | Аня', user: '2001' },
  { name: '02 | Боря', user: '2002' },
  { name: '03 | Вера', user: '2003' },
];

function watch(voice: Member[]) {
  document.body.innerHTML = `<div id="side">${sidebar([{ id: TABLE, name: 'Стол', members: voice }], 'dump')}</div>${page([])}`;
  let clock = 1_000_000;
  const got: WatchItem[] = [];
  w = new Watcher(
    document,
    discordAdapter(DEFAULT_SETTINGS.discordTriggers),
    { items: (items) => got.push(...items) },
    {
      pollMs: 1000,
      voicePollMs: 3_600_000, // read by hand below: no test waits on a timer
      now: () => clock,
    },
  );
  w.start();
  const setVoice = (ms: Member[]) =>
    (document.getElementById('side')!.innerHTML = sidebar([{ id: TABLE, name: 'Стол', members: ms }], 'dump'));
  const post = (r: Row) => {
    const t = document.createElement('template');
    t.innerHTML = row(r).trim();
    document.querySelector('[data-list-id="chat-messages"] .scrollerSpacer__36d07')!.before(t.content.firstElementChild!);
  };
  const poll = () => w!.voiceTick();
  return { events: () => got.map((i) => i.event), setVoice, post, poll, at: (t: number) => (clock = t) };
}
const voiceOf = (events: GameEvent[], seat: string) => events.filter((e) => e.type === 'voice' && e.player === seat);

describe('the watcher and the voice table', () => {
  it('reports the table and every seat at once, then each change by its clock', async () => {
    const { events, setVoice, at, poll } = watch(members());
    expect(events()[0]).toEqual({ type: 'voice', table: 'Стол', ts: 1_000_000 });
    expect(voiceOf(events(), '2')).toEqual([
      {
        type: 'voice',
        player: '2',
        ts: 1_000_000,
        presence: 'in',
        mute: false,
        deaf: false,
        serverMute: false,
        serverDeaf: false,
        nick: '02 | Боря',
        avatar: 'h2002',
        user: '2002',
      },
    ]);
    at(1_005_000);
    setVoice([members()[0]!, { ...members()[1]!, deaf: true }]);
    poll();
    expect(voiceOf(events(), '2').at(-1)).toEqual({ type: 'voice', player: '2', ts: 1_005_000, mute: true, deaf: true });
    expect(voiceOf(events(), '3').at(-1)).toEqual({ type: 'voice', player: '3', ts: 1_005_000, presence: 'out' });
  });

  it('speaking by the inline ring, debounced by the clock', async () => {
    const { events, setVoice, at, poll } = watch(members());
    for (const t of [1_000_100, 1_000_200, 1_000_300, 1_000_400]) {
      at(t);
      setVoice([{ ...members()[0]!, speaking: 'style' }, ...members().slice(1)]);
      poll();
    }
    for (const t of [1_000_500, 1_000_900]) {
      at(t);
      setVoice(members());
      poll();
    }
    expect(voiceOf(events(), '1').filter((e) => e.type === 'voice' && e.speaking !== undefined)).toEqual([
      { type: 'voice', player: '1', speaking: true, ts: 1_000_100 },
      { type: 'voice', player: '1', speaking: false, ts: 1_000_400 },
    ]);
  });

  it('phases carry the clock; a bot’s turn announcement is the speech holder', async () => {
    const { events, post, at } = watch(members());
    at(1_002_000);
    post({ id: ID(1), author: BOT, bot: true, html: 'Город просыпается' });
    post({
      id: ID(2),
      author: BOT,
      bot: true,
      html: 'Ваш ход <span class="mention">@02 | Боря</span> (Нажми ⛔, чтобы закончить свой ход)',
    });
    post({ id: ID(3), author: '03 | Вера', html: 'речь игрока 5 была хорошей' });
    await wait(0);
    expect(events().filter((e) => e.type === 'phase' || e.type === 'speech')).toEqual([
      { type: 'phase', phase: 'day', ts: 1_002_000 },
      { type: 'speech', seat: '2', by: 'bot', ts: 1_002_000 },
    ]);
  });

  it('the host’s pick of the voice channel wins', () => {
    const { events, poll } = watch(members());
    document.getElementById('side')!.innerHTML = sidebar(
      [
        { id: TABLE, name: 'Стол', members: members() },
        { id: '1180000000000000999', name: 'Другой', members: [] },
      ],
      'dump',
    );
    poll();
    w!.setVoicePick('1180000000000000999');
    expect(events().some((e) => e.type === 'voice' && e.table === 'Другой')).toBe(true);
    expect(events().at(-1)).toMatchObject({ type: 'voice', player: '3', presence: 'elsewhere', where: 'Стол' });
  });
});
