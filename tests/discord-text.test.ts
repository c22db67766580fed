// @vitest-environment happy-dom
/**
 * Discord's text chat beyond plain rows (../shared/research/page-markup.md
 * §2): slash commands' invokers, native polls, forwarded snapshots,
 * continuation rows by their label, mentions that re-render after a rename,
 * and all of it in the three class-name forms.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { discordAdapter } from '../lib/adapters/discord';
import type { RawMessage } from '../lib/adapters/types';
import { Watcher, type WatchItem } from '../lib/content/watcher';
import { replay } from '../lib/engine/engine';
import type { GameEvent } from '../lib/engine/events';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { BOT, classForm, GAME, mention, page, row, type ClassForm, type Row } from './fixtures/discord';

const ID = (n: number) => `118000000000000${4000 + n}`;
const U = (n: number) => `90000000000000${100 + n}`;

function readRows(rows: Row[] | string) {
  const a = discordAdapter(DEFAULT_SETTINGS.discordTriggers);
  document.body.innerHTML = typeof rows === 'string' ? rows : page(rows);
  const out = new Map<string, RawMessage | null>();
  for (const root of a.chatRoots!(document)) for (const el of a.messagesIn(root)) out.set(el.id.split('-').pop()!, a.read(el));
  return out;
}

/** The rows of every new point, in one channel. */
const ROWS: Row[] = [
  { id: ID(1), author: '06 | Дима', user: U(6), html: 'я тут' },
  // "06 | Дима used /vote": the bot answers.
  { id: ID(2), author: BOT, bot: true, command: { invoker: '06 | Дима', user: U(6), name: '/vote' }, html: '06 | Дима голосует за 5' },
  // The header shows the member's name without the seat: the seat comes from the nickname seen with the user id.
  {
    id: ID(3),
    author: BOT,
    bot: true,
    command: { invoker: 'Дима', user: U(6), name: 'vote' },
    html: `Вы проголосовали за ${mention('03 | Вера')}`,
  },
  // The command shown with its option.
  { id: ID(4), author: BOT, bot: true, command: { invoker: '07 | Лена', user: U(7), name: '/vote 2' }, html: 'Голос принят' },
  // Not a vote command: the bot's own row.
  { id: ID(5), author: BOT, bot: true, command: { invoker: '!Вед. Олег', user: U(1), name: '/night' }, html: 'Город засыпает' },
  // A vote command whose answer names no seat: no vote is invented.
  { id: ID(6), author: BOT, bot: true, command: { invoker: '06 | Дима', user: U(6), name: '/vote' }, html: 'Голосование ещё не началось' },
  // A poll by the host.
  {
    id: ID(7),
    author: '!Вед. Олег',
    poll: {
      question: 'Кого выставляем?',
      answers: [
        ['5', 3],
        ['6', 1],
      ],
    },
  },
  // A poll whose counts are not shown yet.
  { id: ID(8), author: '!Вед. Олег', poll: { question: 'Кто за ничью?', answers: [['да'], ['нет']] } },
  // A forwarded role card, then one with the forwarder's comment, then a forwarded embed.
  { id: ID(9), author: '05 | Кирилл', user: U(5), forward: { html: 'Ваша роль - Мирный житель.' } },
  { id: ID(10), author: '05 | Кирилл', user: U(5), html: 'смотрите', forward: { html: 'Ваша роль - Мирный житель.' } },
  { id: ID(11), author: '05 | Кирилл', user: U(5), forward: { embed: { title: 'Ваша роль: Мафия', description: 'Ваш союзник: игрок 3' } } },
  // A continuation row of 05's group, then a pin, then a row that names no head.
  { id: ID(12), html: 'и ещё' },
  { id: ID(13), system: 'Mafia Bot закрепил(-а) сообщение.' },
  { id: ID(14), html: 'чей я?' },
  // A row whose label names a head above the pin (Discord's label, not the nearest row, decides).
  { id: ID(15), head: ID(1), html: 'я всё ещё Дима' },
  // A message with a mention.
  { id: ID(16), author: '08 | Ира', html: `клянусь, ${mention('04 | Петя')} мирный` },
];

// [point, row, author kind, seat, vote, text, forwarded]
const CASES: [string, number, string, string | undefined, string | undefined, string, boolean][] = [
  ['a slash command’s invoker is the voter, not the bot', 2, 'player', '6', '5', '06 | Дима голосует за 5', false],
  [
    'the invoker by user id when the header’s name holds no seat; the answer’s mention names the candidate',
    3,
    'player',
    '6',
    '3',
    'Вы проголосовали за @03 | Вера',
    false,
  ],
  ['the candidate from the command line when the header shows it', 4, 'player', '7', '2', 'Голос принят', false],
  ['another command: the bot’s row', 5, 'bot', undefined, undefined, 'Город засыпает', false],
  ['a vote command with no seat named: the bot’s row, no vote', 6, 'bot', undefined, undefined, 'Голосование ещё не началось', false],
  ['a poll: its question and answers are the text', 7, 'host', undefined, undefined, 'Кого выставляем?\n5\n6', false],
  ['a forwarded snapshot is the forwarder’s message', 9, 'player', '5', undefined, 'Ваша роль - Мирный житель.', true],
  ['the forwarder’s comment, then the snapshot', 10, 'player', '5', undefined, 'смотрите\nВаша роль - Мирный житель.', true],
  ['a forwarded embed’s text', 11, 'player', '5', undefined, 'Ваша роль: Мафия\nВаш союзник: игрок 3', true],
  ['a continuation row takes the head its label names', 12, 'player', '5', undefined, 'и ещё', false],
  ['a row after a pin names no head: the author is not guessed', 14, 'unknown', undefined, undefined, 'чей я?', false],
  ['a row whose label names an earlier head is that head’s', 15, 'player', '6', undefined, 'я всё ещё Дима', false],
];

describe('Discord text: slash commands, polls, forwards, continuation rows', () => {
  const msgs = readRows(ROWS);
  it.each(CASES)('%s', (_, n, author, seat, vote, text, forwarded) => {
    const m = msgs.get(ID(n))!;
    expect(m).toBeTruthy();
    expect([m.author, m.seat, m.vote, m.text.trim(), !!m.forwarded]).toEqual([author, seat, vote, text, forwarded]);
    expect(!!m.system).toBe(author !== 'player');
  });

  it('a poll’s counts are read; one whose counts are hidden gives none', () => {
    expect(msgs.get(ID(7))!.counts).toEqual([
      { label: '5', n: 3 },
      { label: '6', n: 1 },
    ]);
    expect(msgs.get(ID(8))!.counts).toBeUndefined();
  });

  it('a command header is no reply', () => {
    expect(msgs.get(ID(2))!.replyTo).toBeUndefined();
  });

  it('a forwarded role card is 4.3 for the forwarder', () => {
    const m = msgs.get(ID(9))!;
    const { violations } = replay([
      { type: 'phase', phase: 'day' },
      { type: 'message', id: m.id, player: m.seat!, text: m.text, forwarded: true },
    ]);
    expect(violations.map((v) => `${v.rule}|${v.player}|${v.kind}`)).toEqual(['4.3|5|bot-quote']);
  });

  it('a mention is masked in what tells an edit from a re-render', () => {
    const m = msgs.get(ID(16))!;
    expect(m.text).toContain('@04 | Петя');
    expect(m.stable).toBeDefined();
    expect(m.stable).not.toContain('Петя');
    expect(msgs.get(ID(1))!.stable).toBeUndefined();
  });
});

describe('Discord text: the three class-name forms read alike', () => {
  // Rendered once: the fixture's clock moves with every rendering.
  const rendered = page([...GAME, ...ROWS]);
  const base = readRows(rendered);
  it.each<ClassForm>(['name_hash', 'name__hash', 'hash16-name'])('%s', (form) => {
    const html = classForm(rendered, form);
    // The rewrite reached the classes: no token of another form is left.
    if (form === 'hash16-name') expect(html).not.toMatch(/class="[^"]*\b[a-zA-Z]+_{1,2}[0-9a-f]{5,6}\b/);
    expect(html).toContain(form === 'hash16-name' ? '-messageListItem' : form === 'name__hash' ? 'messageListItem__' : 'messageListItem_');
    expect(readRows(html)).toEqual(base);
  });
});

describe('Discord text through the watcher: renames, edits, forwards', () => {
  let w: Watcher | null = null;
  afterEach(() => w?.stop());
  const tick = () => new Promise((r) => setTimeout(r, 0));

  function watch(rows: Row[]) {
    document.body.innerHTML = page([]);
    const got: WatchItem[] = [];
    w = new Watcher(document, discordAdapter(DEFAULT_SETTINGS.discordTriggers), { items: (items) => got.push(...items) }, { pollMs: 20 });
    w.start();
    const spacer = document.querySelector('[data-list-id="chat-messages"] .scrollerSpacer__36d07')!;
    spacer.insertAdjacentHTML('beforebegin', rows.map(row).join(''));
    return got;
  }
  const messages = (got: WatchItem[]) => got.flatMap((i) => (i.event.type === 'message' ? [i.event] : []));

  it('a mention re-rendered after a rename is no edit; a real edit is one, and records no rule twice', async () => {
    const got = watch([{ id: ID(31), author: '08 | Ира', html: `клянусь, ${mention('04 | Петя')} мирный` }]);
    await tick();
    // The bot marks 04 dead: Discord re-renders the mention with the new name.
    document.querySelector('[class*="mention_"]')!.textContent = '@04 | Петя (Убит)';
    await tick();
    expect(messages(got).map((e) => e.edited ?? false)).toEqual([false]);
    // The player edits the message: judged again.
    const content = document.getElementById(`message-content-${ID(31)}`)!;
    content.insertAdjacentText('beforeend', ' и ты, сука, тоже');
    await tick();
    const events = messages(got);
    expect(events.map((e) => e.edited ?? false)).toEqual([false, true]);
    // The transcript of what was read: the oath once, the insult the edit added once.
    const { violations } = replay([{ type: 'phase', phase: 'day' }, ...events.map((e): GameEvent => ({ ...e, player: '8' }))]);
    const rules = violations.map((v) => v.rule);
    expect(rules.filter((r) => r === '4.1')).toHaveLength(1);
    expect(rules.length).toBeGreaterThan(1);
  });

  it('a forwarded message is marked forwarded in the event, a slash vote is the invoker’s vote', async () => {
    const got = watch([
      { id: ID(41), author: '05 | Кирилл', forward: { html: 'Ваша роль - Мирный житель.' } },
      { id: ID(42), author: BOT, bot: true, command: { invoker: '06 | Дима', name: '/vote' }, html: 'голос за 5 принят' },
    ]);
    await tick();
    expect(messages(got)).toEqual([expect.objectContaining({ id: ID(41), player: '5', forwarded: true })]);
    expect(got.map((i) => i.event).filter((e) => e.type === 'vote')).toEqual([{ type: 'vote', player: '6', candidate: '5' }]);
    expect(w!.snapshot('x').recent.find((m) => m.id === ID(41))?.forwarded).toBe(true);
  });
});
