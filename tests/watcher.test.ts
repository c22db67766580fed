// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { demoAdapter } from '../lib/adapters/demo';
import { discordAdapter } from '../lib/adapters/discord';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { BOT, CHANNEL, list, page, row, THREAD, type Row } from './fixtures/discord';
import { Watcher, type WatchItem } from '../lib/content/watcher';

const TABLE =
  `<main id="mafia-table" data-game="1"><div class="phase-banner">День 1</div>
<ol class="seats">${[1, 2, 3].map((i) => `<li class="seat"><span class="seat-no">${i}</span><span class="nick">N${i}</span></li>`).join('')}</ol>
<div class="chat-log"><div class="msg" data-id="old" data-seat="1"><span class="author">` +
  `<span class="nick">N1</span></span><span class="text">бля</span></div></div>
<ul class="votes"></ul></main>`;

function msg(id: string, seat: string, text: string): HTMLElement {
  const d = document.createElement('div');
  d.className = 'msg';
  d.dataset.id = id;
  d.dataset.seat = seat;
  d.innerHTML = `<span class="author"><span class="nick">N${seat}</span></span><span class="text"></span>`;
  d.querySelector('.text')!.textContent = text;
  return d;
}
const tick = () => new Promise((r) => setTimeout(r, 0));

let w: Watcher | null = null;
afterEach(() => w?.stop());

function start() {
  document.body.innerHTML = TABLE;
  const got: { items: WatchItem[]; newGame?: boolean }[] = [];
  w = new Watcher(
    document,
    demoAdapter,
    { items: (items, opts) => got.push({ items, ...(opts.newGame ? { newGame: true } : {}) }) },
    { pollMs: 50 },
  );
  w.start();
  const all = () => got.flatMap((g) => g.items);
  return { got, all, log: document.querySelector('.chat-log')! };
}

describe('watcher', () => {
  it('reports the roster, the phase and existing messages as history', () => {
    const { all } = start();
    expect(all().map((i) => [i.event.type, i.history ?? false])).toEqual([
      ['player', false],
      ['player', false],
      ['player', false],
      ['phase', false],
      ['message', true],
    ]);
  });

  it('reports new messages once, even when the chat is re-rendered or re-ordered', async () => {
    const { all, log } = start();
    log.append(msg('a', '2', 'клянусь'), msg('b', '3', 'привет'));
    await tick();
    const nodes = [...log.children].map((n) => n.cloneNode(true));
    log.replaceChildren(...nodes.reverse()); // a virtualised list re-renders
    log.replaceChildren(...[...log.children].map((n) => n.cloneNode(true)));
    await tick();
    const msgs = all().filter((i) => i.event.type === 'message' && !i.history);
    expect(msgs.map((i) => (i.event as { id: string }).id)).toEqual(['a', 'b']);
  });

  it('reports an edit as an edit', async () => {
    const { all, log } = start();
    log.append(msg('a', '2', 'привет'));
    await tick();
    log.querySelector('[data-id="a"] .text')!.textContent = 'сука';
    await tick();
    const edits = all().filter((i) => i.event.type === 'message' && (i.event as { edited?: boolean }).edited);
    expect(edits.map((i) => (i.event as { text: string }).text)).toEqual(['сука']);
  });

  it('reports phase, deaths, nick changes and votes as they happen', async () => {
    const { all } = start();
    const before = all().length;
    document.querySelector('.phase-banner')!.textContent = 'Ночь 1';
    document.querySelectorAll('.seat')[1]!.classList.add('dead');
    document.querySelectorAll('.seat .nick')[2]!.textContent = '3 | шериф';
    const v = document.createElement('li');
    v.className = 'vote';
    v.innerHTML = '<span class="voter">1</span><span class="candidate">2</span>';
    document.querySelector('.votes')!.append(v);
    await tick();
    await tick();
    expect(
      all()
        .slice(before)
        .map((i) => i.event),
    ).toEqual([
      { type: 'player', player: '2', status: 'dead' },
      { type: 'player', player: '3', nick: '3 | шериф' },
      { type: 'phase', phase: 'night' },
      { type: 'vote', player: '1', candidate: '2' },
    ]);
  });

  it('signals a new game when the table says so', async () => {
    const { got } = start();
    document.getElementById('mafia-table')!.setAttribute('data-game', '2');
    await tick();
    await tick();
    expect(got.some((g) => g.newGame)).toBe(true);
  });

  it('skips a node it cannot read and keeps watching', async () => {
    const { all, log } = start();
    const broken = document.createElement('div');
    broken.className = 'msg'; // no id, no text
    log.append(broken, msg('c', '1', 'ок'));
    await tick();
    expect(all().filter((i) => i.event.type === 'message' && !i.history).length).toBe(1);
  });

  it('attaches to a chat that appears later and stops cleanly', async () => {
    document.body.innerHTML = '<main id="mafia-table"></main>';
    const got: WatchItem[] = [];
    w = new Watcher(document, demoAdapter, { items: (items) => got.push(...items) }, { pollMs: 20 });
    w.start();
    const log = document.createElement('div');
    log.className = 'chat-log';
    log.append(msg('x', '1', 'привет'));
    document.getElementById('mafia-table')!.append(log);
    await new Promise((r) => setTimeout(r, 60));
    expect(got.filter((i) => i.event.type === 'message').length).toBe(1);
    w.stop();
    log.append(msg('y', '1', 'ещё'));
    await tick();
    expect(got.filter((i) => i.event.type === 'message').length).toBe(1);
  });
});

const brief = (items: WatchItem[]) =>
  items.map((i) => {
    const e = i.event;
    if (e.type === 'message') return `${i.history ? 'h:' : ''}${e.player ?? '-'}:${e.text}`;
    if (e.type === 'phase') return `phase:${e.phase}`;
    if (e.type === 'vote') return `vote:${e.player}>${e.candidate}`;
    if (e.type === 'player') return `player:${e.player}${e.status ? `:${e.status}` : ''}${e.nick !== undefined ? `:${e.nick}` : ''}`;
    return e.type;
  });

describe('the phase race: each message judged in the phase it was written', () => {
  // Steps applied in ONE synchronous block (one DOM update), in this order. happy-dom groups an
  // observer's records by target (the DOM standard orders them as they happened), so changes
  // interleaved across the chat and the banner are tested in Chromium (tests/browser/race.test.ts).
  it.each([
    [
      'phase, then the message',
      [
        ['phase', 'Голосование'],
        ['post', 'за 8 конечно'],
      ],
      ['phase:voting', '2:за 8 конечно'],
    ],
    [
      'the message, then the phase',
      [
        ['post', 'ставлю в 8'],
        ['phase', 'Голосование'],
      ],
      ['2:ставлю в 8', 'phase:voting'],
    ],
    [
      'a death, then the message',
      [
        ['dead', '3'],
        ['post', 'раз'],
      ],
      ['player:3:dead', '2:раз'],
    ],
  ])('%s', async (_, steps, want) => {
    const { all, log } = start();
    const before = all().length;
    let n = 0;
    for (const [op, arg] of steps as [string, string][]) {
      if (op === 'phase') document.querySelector('.phase-banner')!.textContent = arg;
      else if (op === 'post') log.append(msg(`r${n++}`, '2', arg));
      else if (op === 'dead') document.querySelectorAll('.seat')[Number(arg) - 1]!.classList.add('dead');
    }
    await tick();
    await tick();
    expect(brief(all().slice(before))).toEqual(want);
  });
});

describe('watching Discord', () => {
  const ID = (n: number) => `118000000000000${3000 + n}`;
  function watch(html: string) {
    document.body.innerHTML = html;
    const got: { items: WatchItem[]; newGame?: boolean; key: string | null }[] = [];
    w = new Watcher(
      document,
      discordAdapter(DEFAULT_SETTINGS.discordTriggers),
      { items: (items, opts) => got.push({ items, key: opts.key, ...(opts.newGame ? { newGame: true } : {}) }) },
      { pollMs: 20 },
    );
    w.start();
    const main = document.querySelector('[data-list-id="chat-messages"]')!;
    const add = (...rows: Row[]) =>
      main.querySelector('.scrollerSpacer__36d07')!.before(
        ...rows.map((r) => {
          const t = document.createElement('template');
          t.innerHTML = row(r).trim();
          return t.content.firstElementChild!;
        }),
      );
    return { got, all: () => got.flatMap((g) => g.items), main, add };
  }

  it('a reply to the bot quoting the night is the player’s message and moves nothing', async () => {
    const { all, add } = watch(page([{ id: ID(1), author: BOT, bot: true, html: 'Город просыпается' }]));
    add(
      { id: ID(2), author: '07 | Лена', reply: { author: BOT, bot: true, id: ID(1), text: 'Наступает ночь' }, html: 'ночью я спала' },
      { id: ID(3), html: 'наступает ночь?' },
    );
    await tick();
    expect(brief(all())).toEqual(['h:-:Город просыпается', 'phase:day', 'player:7:07 | Лена', '7:ночью я спала', '7:наступает ночь?']);
  });

  it('bot announcements in text and embeds set the phase before the next message', async () => {
    const { all, add } = watch(page([]));
    add(
      { id: ID(1), author: BOT, bot: true, html: 'Раздача ролей. Город засыпает' },
      { id: ID(2), author: BOT, bot: true, embed: { title: 'Город просыпается', description: 'Этой ночью был убит игрок 3' } },
      { id: ID(3), author: '05 | Кирилл', html: 'доброе' },
      { id: ID(4), author: BOT, bot: true, embed: { title: 'Пора голосовать!' } },
      { id: ID(5), author: '05 | Кирилл', html: '!vote 3' },
    );
    await tick();
    expect(brief(all()).filter((x) => !x.startsWith('-:'))).toEqual([
      'phase:night',
      'phase:day',
      'player:5:05 | Кирилл',
      '5:доброе',
      'phase:voting',
      'vote:5>3',
    ]);
  });

  it('a death appended to the nickname is a state change, not a night rename', async () => {
    const { all, add, main } = watch(page([{ id: ID(1), author: '04 | Петя', html: 'привет' }]));
    await tick();
    // The bot renames the member: Discord re-renders the name in the rows.
    main.querySelector('[class*="username_"]')!.textContent = '04 | Петя (Убит)';
    await tick();
    add({ id: ID(2), author: '04 | Петя (Убит)', html: 'я всё видел' });
    await tick();
    expect(brief(all())).toEqual(['h:4:привет', 'player:4:04 | Петя', 'player:4:dead', '4:я всё видел']);
  });

  it('rows scrolled back into view are history and announce nothing', async () => {
    const { all, main, add } = watch(page([{ id: ID(5), author: BOT, bot: true, html: 'Город просыпается' }]));
    add({ id: ID(6), author: '02', html: 'сейчас' });
    await tick();
    // Scrolling up mounts an older bot announcement above.
    const t = document.createElement('template');
    t.innerHTML = row({ id: ID(2), author: BOT, bot: true, html: 'Наступает ночь' }).trim();
    main.prepend(t.content.firstElementChild!);
    await tick();
    add({ id: ID(7), author: '02', html: 'потом' });
    await tick();
    expect(brief(all())).toEqual(['h:-:Город просыпается', 'phase:day', 'player:2:02', '2:сейчас', 'h:-:Наступает ночь', '2:потом']);
  });

  it('history before a new-game announcement is another game’s', () => {
    const { all } = watch(
      page([
        { id: ID(1), author: '03 | Вера', html: 'старая игра' },
        { id: ID(2), author: BOT, bot: true, html: 'Новая игра! Раздача ролей. Город засыпает' },
        { id: ID(3), author: '03 | Вера', html: 'новая' },
      ]),
    );
    expect(brief(all())).toEqual(['h:-:Новая игра! Раздача ролей. Город засыпает', 'phase:night', 'h:3:новая', 'player:3:03 | Вера']);
  });

  it('a thread opened beside the channel is read too, under the channel’s key', async () => {
    const { got, all } = watch(page([{ id: ID(1), author: '01 | Аня', html: 'в канале' }]));
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'afterend',
        `<section>${list([{ id: ID(2), author: '01 | Аня', html: 'в ветке', channel: THREAD }], { channel: THREAD })}</section>`,
      );
    await new Promise((r) => setTimeout(r, 60));
    expect(brief(all()).filter((x) => x.includes(':в '))).toEqual(['h:1:в канале', 'h:1:в ветке']);
    expect(new Set(got.map((g) => g.key))).toEqual(new Set([CHANNEL]));
  });
});
