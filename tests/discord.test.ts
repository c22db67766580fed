// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { discordAdapter } from '../lib/adapters/discord';
import { parseNick } from '../lib/adapters/nick';
import { compileTriggers, DEFAULT_TRIGGERS } from '../lib/adapters/triggers';
import type { RawMessage } from '../lib/adapters/types';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { CHANNEL, GAME, list, page, row, THREAD, THREAD_ROWS, type Row } from './fixtures/discord';

const ID = (n: number) => `118000000000000${1000 + n}`;
const byId = (msgs: (RawMessage | null)[]) => new Map(msgs.filter((m): m is RawMessage => !!m).map((m) => [m.id, m]));

function readAll(html: string, a = discordAdapter(DEFAULT_SETTINGS.discordTriggers)) {
  document.body.innerHTML = html;
  const roots = a.chatRoots!(document);
  return { a, roots, msgs: roots.flatMap((r) => a.messagesIn(r).map((el) => a.read(el))) };
}

describe('Discord: each row of a live game page', () => {
  let msgs: Map<string, RawMessage>;
  let a: ReturnType<typeof discordAdapter>;
  beforeEach(() => {
    const r = readAll(page(GAME, THREAD_ROWS));
    msgs = byId(r.msgs);
    a = r.a;
  });

  // [point, row, author kind, seat, nick, text, phase it announces]
  it.each([
    ['bot text, bot tag in its own header', 1, 'bot', undefined, 'Mafia Bot', 'Раздача ролей завершена. Город засыпает…', 'night'],
    [
      'bot embed: title and description read, day wins over "этой ночью"',
      2,
      'bot',
      undefined,
      'Mafia Bot',
      '☀️ Город просыпается\nЭтой ночью был убит игрок 3\nЖивых\n9',
      'day',
    ],
    ['player header with seat prefix', 3, 'player', '5', '05 | Кирилл', 'Клянусь, я красный', null],
    ['continuation row takes the group author; emoji image as its alt', 4, 'player', '5', '05 | Кирилл', 'и ещё: ты 🤡', null],
    ['reply to the bot: the preview is not the author nor the text', 5, 'player', '7', '07 | Лена', 'ночью я спала', null],
    ['continuation after a reply to the bot stays the player', 6, 'player', '7', '07 | Лена', 'понятно', null],
    ['bare-number nickname; "(изменено)" is not text', 7, 'player', '2', '02', 'привет всем', null],
    [
      'system row: no author, never credited to the previous one',
      8,
      'system',
      undefined,
      undefined,
      'Mafia Bot закрепил(-а) сообщение в этом канале.',
      null,
    ],
    ['a headerless row after a system row: the author is not guessed', 9, 'unknown', undefined, undefined, 'строка после закрепа', null],
    ['the host "!Вед." announces', 10, 'host', undefined, '!Вед. Олег', 'Начинается голосование', 'voting'],
    ['spectator "Зр."', 11, 'spectator', undefined, 'Зр. Маша', 'я думаю 3 мафия', null],
    ['a death in the nickname: seat kept, state read, nick without it', 12, 'player', '4', '04 | Петя', 'а я всё видел', null],
    ['reply to a player', 15, 'player', '8', '08 | Ира', 'не верю', null],
  ])('%s', (_, n, author, seat, nick, text, phase) => {
    const m = msgs.get(ID(n as number))!;
    expect(m).toBeDefined();
    expect(m.author).toBe(author);
    expect(m.seat).toBe(seat);
    expect(m.nick).toBe(nick);
    expect(m.text.trim()).toBe(text);
    expect(!!m.system).toBe(author !== 'player');
    expect(a.phaseFromMessage!(m)).toBe(phase);
  });

  it('a reply names the quoted author for the host, without "@"', () => {
    expect(msgs.get(ID(5))!.replyTo).toBe('Mafia Bot');
    expect(msgs.get(ID(15))!.replyTo).toBe('05 | Кирилл');
  });

  it('the death mark becomes a state', () => {
    expect(msgs.get(ID(12))!.status).toBe('dead');
    expect(msgs.get(ID(3))!.status).toBeUndefined();
  });

  it('a command vote is a vote; reactions under the bot are counts', () => {
    expect(msgs.get(ID(13))!.vote).toBe('5');
    expect(msgs.get(ID(14))!.counts).toEqual([
      { label: '5️⃣', n: 3 },
      { label: '6️⃣', n: 1 },
    ]);
  });

  it('the deal starts a game; a player quoting it does not', () => {
    expect(a.startsGame!(msgs.get(ID(1))!)).toBe(true);
    expect(a.startsGame!(msgs.get(ID(5))!)).toBe(false);
  });

  it('a thread beside the channel is a second list, read too', () => {
    const roots = a.chatRoots!(document);
    expect(roots.length).toBe(2);
    expect(msgs.get(THREAD_ROWS[0]!.id)).toMatchObject({ seat: '5', text: 'в ветке' });
  });

  it('the game key is the channel', () => {
    expect(a.gameKey(document)).toBe(CHANNEL);
  });

  it('messages are ordered by their snowflake ids', () => {
    expect(msgs.get(ID(3))!.order! < msgs.get(ID(4))!.order!).toBe(true);
    expect('9'.padStart(20, '0') < msgs.get(ID(4))!.order!).toBe(true);
  });
});

describe('Discord: class hashes in both forms', () => {
  it.each([
    ['name_hash', (h: string) => h],
    ['name__hash', (h: string) => h.replace(/([a-zA-Z])_([0-9a-f]{5,6})\b/g, '$1__$2')],
    ['name-hash (old)', (h: string) => h.replace(/([a-zA-Z])_{1,2}([0-9a-f]{5,6})\b/g, '$1-$2')],
  ])('%s', (form, rewrite) => {
    const { msgs } = readAll(rewrite(page(GAME.slice(0, 9))));
    const m = byId(msgs);
    // The old dash form has no "name_" classes: bot tags and system rows are then unknown, which must not crash or misattribute.
    if (form === 'name-hash (old)') {
      expect(m.get(ID(3))!.seat).toBe('5');
      return;
    }
    expect(m.get(ID(1))!.author).toBe('bot');
    expect(m.get(ID(5))!.author).toBe('player');
    expect(m.get(ID(7))!.text).toBe('привет всем');
    expect(m.get(ID(8))!.author).toBe('system');
  });
});

describe('Discord: virtual scrolling', () => {
  it('a continuation row keeps its author when the group start is unmounted', () => {
    const a = discordAdapter(DEFAULT_SETTINGS.discordTriggers);
    const rows: Row[] = [
      { id: ID(21), author: '03 | Вера', html: 'раз' },
      { id: ID(22), html: 'два' },
    ];
    document.body.innerHTML = list(rows);
    const root = a.chatRoot(document)!;
    for (const el of a.messagesIn(root)) a.read(el);
    // The list scrolls: the group start is unmounted, a new continuation row arrives.
    root.querySelector(`[id$="-${ID(21)}"]`)!.remove();
    root.insertAdjacentHTML('beforeend', row({ id: ID(23), html: 'три' }));
    const three = a.read(root.querySelector(`[id$="-${ID(23)}"]`)!)!;
    expect(three).toMatchObject({ seat: '3', author: 'player', text: 'три' });
    // Re-mounted alone at the top, a row read before keeps its author too.
    root.replaceChildren();
    root.insertAdjacentHTML('beforeend', row({ id: ID(22), html: 'два' }));
    expect(a.read(root.firstElementChild!)).toMatchObject({ seat: '3' });
  });

  it('a row of another channel in the main list (a switch under way) is not this game’s', () => {
    const a = discordAdapter(DEFAULT_SETTINGS.discordTriggers);
    history.replaceState(null, '', `/channels/1/${CHANNEL}`);
    document.body.innerHTML = list([{ id: ID(31), author: '01 | Аня', html: 'тут', channel: '999' }]);
    expect(a.read(a.chatRoot(document)!.firstElementChild!)).toBeNull();
    document.body.innerHTML = page(
      [{ id: ID(32), author: '01 | Аня', html: 'тут' }],
      [{ id: ID(33), author: '01 | Аня', html: 'ветка', channel: THREAD }],
    );
    const roots = a.chatRoots!(document);
    expect(roots.flatMap((r) => a.messagesIn(r).map((el) => a.read(el)?.text))).toEqual(['тут', 'ветка']);
    history.replaceState(null, '', '/');
  });

  it('survives a strange DOM', () => {
    const a = discordAdapter(DEFAULT_SETTINGS.discordTriggers);
    document.body.innerHTML = '<ol data-list-id="chat-messages"><li id="chat-messages-x">no ids</li><li id="chat-messages-1-2"></li></ol>';
    const root = a.chatRoot(document)!;
    expect(a.messagesIn(root).map((el) => a.read(el))).toEqual([null, null]);
  });
});

describe('nicknames', () => {
  // [nick, seat, role, status, fouls, base]
  it.each([
    ['05 | Кирилл', '5', 'player', undefined, undefined, '05 | Кирилл'],
    ['5. Ник', '5', 'player', undefined, undefined, '5. Ник'],
    ['[7] Ник', '7', 'player', undefined, undefined, '[7] Ник'],
    ['№3 Ник', '3', 'player', undefined, undefined, '№3 Ник'],
    ['01', '1', 'player', undefined, undefined, '01'],
    ['10', '10', 'player', undefined, undefined, '10'],
    ['05 | Кирилл (Убит)', '5', 'player', 'dead', undefined, '05 | Кирилл'],
    ['07 (убита)', '7', 'player', 'dead', undefined, '07'],
    ['3. Вера [заголосована]', '3', 'player', 'dead', undefined, '3. Вера'],
    ['06 | Дима 💀', '6', 'player', 'dead', undefined, '06 | Дима'],
    ['08 | Ира ⚠️⚠️', '8', 'player', undefined, 2, '08 | Ира'],
    ['09 | Лёша (3ф)', '9', 'player', undefined, 3, '09 | Лёша'],
    ['Зр. Маша', undefined, 'spectator', undefined, undefined, 'Зр. Маша'],
    ['Зритель 05', undefined, 'spectator', undefined, undefined, 'Зритель 05'],
    ['!Вед. Олег', undefined, 'host', undefined, undefined, '!Вед. Олег'],
    ['Ведущий', undefined, 'host', undefined, undefined, 'Ведущий'],
    ['05 | Ведьма', '5', 'player', undefined, undefined, '05 | Ведьма'],
    ['Зрачок', undefined, 'player', undefined, undefined, 'Зрачок'],
    ['Кирилл', undefined, 'player', undefined, undefined, 'Кирилл'],
    ['2024 год', undefined, 'player', undefined, undefined, '2024 год'],
    ['99 | Ник', undefined, 'player', undefined, undefined, '99 | Ник'],
    ['Убитый горем', undefined, 'player', undefined, undefined, 'Убитый горем'],
  ])('%s', (nick, seat, role, status, fouls, base) => {
    const n = parseNick(nick);
    expect([n.seat, n.role, n.status, n.fouls, n.base]).toEqual([seat, role, status, fouls, base]);
  });
});

describe('phase announcements of real bots, with precedence', () => {
  const t = compileTriggers(DEFAULT_TRIGGERS);
  it.each([
    ['Город засыпает', 'night'],
    ['🌙 Наступает ночь', 'night'],
    ['Город просыпается', 'day'],
    ['Наступает день', 'day'],
    ['Всходит солнце', 'day'],
    ['Этой ночью был убит игрок 3', 'day'],
    ['Ночью были убиты игроки под номерами: 3', 'day'],
    ['Никто не умер! Город проснулся без потерь за минувшую ночь', 'day'],
    ['Начинается голосование', 'voting'],
    ['Пора голосовать!', 'voting'],
    ['Начинается повторное голосование', 'voting'],
    ['Голосование окончено', 'results'],
    ['Голосование окончено. Игрок 5 покидает игру. Город засыпает', 'night'],
    ['Голосование окончено. Начинается повторное голосование', 'voting'],
    ['Город  ПРОСЫПАЕТСЯ.  Этой ночью была убита игрок 4', 'day'],
    ['ночью я спала', null],
    ['Спокойной ночи', null],
  ])('%s → %s', (text, phase) => expect(t.phaseOf(text)).toBe(phase));

  it.each([
    ['!vote 5', '5'],
    ['!vote 05', '5'],
    ['!VOTE #7', '7'],
    ['!голос 10', '10'],
    ['!голосую 3', '3'],
    ['!voter 5', null],
    ['!vote', null],
    ['!vote 55', null],
    ['голосую за 5', null],
  ])('vote command %s → %s', (text, seat) => expect(t.voteOf(text)).toBe(seat));
});
