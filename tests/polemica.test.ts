// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { polemicaAdapter } from '../lib/adapters/polemica';
import { Watcher, type WatchItem } from '../lib/content/watcher';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { line, room, TILES } from './fixtures/polemica';

const a = () => polemicaAdapter(DEFAULT_SETTINGS.polemica);
const load = (html: string, body = 'day') => {
  document.body.className = body;
  document.body.innerHTML = html;
  return document;
};

describe('Polemica: tiles', () => {
  it('reads each player once from the doubled tiles, seat N+1 from player-N, states from child elements', () => {
    const doc = load(room({ tiles: TILES, chips: [3, 5] }));
    // The tile's name is the Polemica username: the account; the state says how the seat left.
    expect(a().players(doc)).toEqual([
      { seat: '1', nick: 'Анна', account: 'Анна', status: 'alive' },
      { seat: '2', nick: 'Борис', account: 'Борис', status: 'dead', out: 'killed' },
      { seat: '3', nick: 'Вера', account: 'Вера', status: 'alive' },
      { seat: '4', nick: 'Гоша', account: 'Гоша', status: 'dead', out: 'voted' },
      { seat: '5', nick: 'Дина', account: 'Дина', status: 'alive' },
      { seat: '6', nick: 'Егор', account: 'Егор', status: 'dead', out: 'removed' },
    ]);
  });

  it('the host’s hidden tile and the overlays’ number chips are not players', () => {
    const doc = load(room({ tiles: [{ id: 0, nick: 'Анна' }], chips: [1, 2, 3, 4] }));
    expect(
      a()
        .players(doc)
        .map((p) => p.seat),
    ).toEqual(['1']);
  });

  it('one copy marked dead is enough (the other may lag a render)', () => {
    const doc = load(room({ tiles: [{ id: 6, nick: 'Жора' }] }));
    doc.querySelector('.mobile-version .player')!.insertAdjacentHTML('beforeend', '<div class="state state-killed"></div>');
    expect(a().players(doc)).toEqual([{ seat: '7', nick: 'Жора', account: 'Жора', status: 'dead', out: 'killed' }]);
  });

  it('vote overlays are counts without voters', () => {
    const doc = load(room({ tiles: TILES }));
    expect(a().voteMarks!(doc)).toEqual({ nominated: ['3'], voted: ['5'] });
    expect(a().votes(doc)).toEqual([]);
    load(room({ tiles: [{ id: 0, nick: 'Анна' }] }));
    expect(a().voteMarks!(document)).toBeNull();
  });
});

describe('Polemica: phase from the body and the stage', () => {
  it.each([
    ['day', 'Дневное обсуждение', 'day'],
    ['night', 'Договорка мафии', 'night'],
    ['day', 'Голосование', 'voting'],
    ['night', 'Голосование мафии', 'night'],
    ['day', 'Голосование мафии', 'night'],
    ['day', 'Итоги голосования', 'results'],
    ['night', 'Голосование', 'night'],
    ['', 'Знакомство', 'day'],
  ])('body.%s, stage «%s» → %s', (body, stage, phase) => {
    const doc = load(room({ tiles: TILES, stage }), body);
    expect(a().phase(doc)).toBe(phase);
  });

  it('no body class and no stage: no phase', () => {
    const doc = load('<div class="player"><div class="player-number player-0">1</div></div>', '');
    expect(a().phase(doc)).toBeNull();
  });
});

describe('Polemica: the configurable chat', () => {
  it('reads the default chat markup; an author named by nick gets the tile’s seat', () => {
    const doc = load(
      room({
        tiles: TILES,
        lines: [
          { id: 'c1', author: '1 Анна', text: 'всем привет' },
          { id: 'c2', author: 'Вера', text: 'бля' },
          { id: 'c3', author: 'Гость', text: 'я смотрю' },
        ],
      }),
    );
    const ad = a();
    ad.players(doc);
    const root = ad.chatRoot(doc)!;
    expect(root.className).toBe('chat__messages');
    expect(ad.messagesIn(root).map((el) => ad.read(el))).toEqual([
      { id: 'c1', text: 'всем привет', nick: '1 Анна', seat: '1', author: 'player' },
      { id: 'c2', text: 'бля', nick: 'Вера', seat: '3', author: 'player' },
      { id: 'c3', text: 'я смотрю', nick: 'Гость', author: 'unknown', system: true },
    ]);
  });

  it('an empty chat is still found by its container, so the first message is live', () => {
    const doc = load(room({ tiles: TILES }));
    expect(a().chatRoot(doc)?.className).toBe('chat__messages');
  });

  it('ignores a broken selector from the settings instead of throwing', () => {
    const b = polemicaAdapter({ chat: '((', chatItem: '[[[', author: '', text: '', vote: ')))' });
    const doc = load(room({ tiles: TILES, lines: [{ id: 'c1', author: '1', text: 'x' }] }));
    expect(b.chatRoot(doc)).toBeNull();
    expect(b.votes(doc)).toEqual([]);
  });
});

describe('Polemica through the watcher', () => {
  let w: Watcher | null = null;
  afterEach(() => w?.stop());

  it('a death, the night and a message land in order', async () => {
    const doc = load(room({ tiles: TILES.slice(0, 3), lines: [] }));
    const got: WatchItem[] = [];
    w = new Watcher(doc, a(), { items: (items) => got.push(...items) }, { pollMs: 20 });
    w.start();
    const before = got.length;
    doc.querySelector('.desktop-version .player')!.insertAdjacentHTML('beforeend', '<div class="state state-killed"></div>');
    doc.body.className = 'night';
    await new Promise((r) => setTimeout(r, 0));
    doc.querySelector('.chat__messages')!.insertAdjacentHTML('beforeend', line({ id: 'c9', author: '3 Вера', text: 'ночью пишу' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(got.slice(before).map((i) => i.event)).toEqual([
      { type: 'player', player: '1', status: 'dead', out: 'killed' },
      { type: 'phase', phase: 'night' },
      { type: 'message', id: 'c9', player: '3', nick: '3 Вера', text: 'ночью пишу' },
    ]);
    expect(w.snapshot('https://polemicagame.com/room/1').players.map((p) => `${p.seat}:${p.status}`)).toEqual([
      '1:dead',
      '2:dead',
      '3:alive',
    ]);
  });
});
