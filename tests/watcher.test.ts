// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { demoAdapter } from '../lib/adapters/demo';
import { Watcher, type WatchItem } from '../lib/content/watcher';

const TABLE = `<main id="mafia-table" data-game="1"><div class="phase-banner">День 1</div>
<ol class="seats">${[1, 2, 3].map((i) => `<li class="seat"><span class="seat-no">${i}</span><span class="nick">N${i}</span></li>`).join('')}</ol>
<div class="chat-log"><div class="msg" data-id="old" data-seat="1"><span class="author"><span class="nick">N1</span></span><span class="text">бля</span></div></div>
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
  w = new Watcher(document, demoAdapter, { items: (items, opts) => got.push({ items, ...(opts?.newGame ? { newGame: true } : {}) }) }, { pollMs: 50 });
  w.start();
  const all = () => got.flatMap((g) => g.items);
  return { got, all, log: document.querySelector('.chat-log')! };
}

describe('watcher', () => {
  it('reports the roster, the phase and existing messages as history', () => {
    const { all } = start();
    expect(all().map((i) => [i.event.type, i.history ?? false])).toEqual([
      ['player', false], ['player', false], ['player', false], ['phase', false], ['message', true],
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
    expect(all().slice(before).map((i) => i.event)).toEqual([
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
