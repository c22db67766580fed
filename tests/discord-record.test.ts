// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { discordAdapter } from '../lib/adapters/discord';
import { discordUserId } from '../lib/adapters/discord-account';
import { Watcher, type WatchItem } from '../lib/content/watcher';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { avatar, BOT, page, type Row } from './fixtures/discord';

const a = () => discordAdapter(DEFAULT_SETTINGS.discordTriggers);
const id = (n: number) => `11800000000000${70000 + n}`;

function read(rows: Row[]) {
  document.body.innerHTML = page(rows);
  const adapter = a();
  return adapter.messagesIn(adapter.chatRoots!(document)[0]!).map((el) => adapter.read(el)!);
}

describe('Discord: who a member is', () => {
  it.each([
    ['the user avatar', 'https://cdn.discordapp.com/avatars/123456789012345678/abc.webp?size=80', '123456789012345678'],
    ['a server avatar', 'https://cdn.discordapp.com/guilds/1/users/223456789012345678/avatars/a_abc.gif', '223456789012345678'],
    ['a default avatar carries no id', 'https://cdn.discordapp.com/embed/avatars/3.png', undefined],
    ['an asset', 'https://discord.com/assets/1f0bfc0865d324c2587920a7d80c609b.png', undefined],
    ['no address', '', undefined],
  ])('%s', (_, url, want) => {
    expect(discordUserId(url)).toBe(want);
  });

  it('reads the author’s id from the avatar beside the header, for their continuation rows too; never a quoted one, never a bot’s', () => {
    const msgs = read([
      { id: id(1), author: '05 | Кирилл', avatar: avatar('300000000000000005'), html: 'привет' },
      { id: id(2), html: 'и ещё' },
      {
        id: id(3),
        author: '07 | Лена',
        avatar: 'https://cdn.discordapp.com/embed/avatars/1.png',
        reply: { author: '05 | Кирилл', id: id(1), text: 'привет', avatar: avatar('300000000000000005') },
        html: 'ответ',
      },
      { id: id(4), author: '08 | Ира', avatar: avatar('300000000000000008', true), html: 'я тут' },
      { id: id(5), author: BOT, bot: true, avatar: avatar('300000000000000099'), html: 'Город засыпает' },
    ]);
    expect(msgs.map((m) => m.account)).toEqual(['300000000000000005', '300000000000000005', undefined, '300000000000000008', undefined]);
  });
});

describe('Discord: the bot’s end of the game', () => {
  it('is read from the bot’s text or embed, never from a player or a spectator', () => {
    const adapter = a();
    const msgs = read([
      { id: id(1), author: BOT, bot: true, html: 'Игра окончена! Победа мафии 🕵️' },
      {
        id: id(2),
        author: BOT,
        bot: true,
        embed: { title: 'Игра окончена!', description: 'Победили: Мирные жители', fields: [['Роли', '3. Вика — Шериф']] },
      },
      { id: id(3), author: '05 | Кирилл', html: 'Игра окончена! Победа мафии' },
      { id: id(4), author: 'Зр. Маша', html: 'Игра окончена! Победа мафии' },
      { id: id(5), author: BOT, bot: true, html: 'Победа мафии близка' },
    ]);
    expect(msgs.map((m) => adapter.gameEndOf!(m))).toEqual([
      { winner: 'mafia', roles: [] },
      { winner: 'town', roles: [{ seat: '3', role: 'sheriff' }] },
      null,
      null,
      null,
    ]);
  });
});

describe('Discord through the watcher: accounts and the game’s end', () => {
  let w: Watcher | null = null;
  afterEach(() => w?.stop());

  it('reports each seat’s account once, and the winner and the roles (by seat or by nick) as the page’s facts', async () => {
    document.body.innerHTML = page([
      { id: id(1), author: '05 | Кирилл', avatar: avatar('300000000000000005'), html: 'привет' },
      { id: id(2), html: 'ещё' },
    ]);
    const got: WatchItem[] = [];
    w = new Watcher(document, a(), { items: (items) => got.push(...items) }, { pollMs: 20 });
    w.start();
    expect(got.filter((i) => i.event.type === 'player').map((i) => i.event)).toEqual([
      { type: 'player', player: '5', nick: '05 | Кирилл', account: '300000000000000005' },
    ]);
    const list = document.querySelector('[data-list-id="chat-messages"] .scrollerSpacer__36d07')!;
    const { row } = await import('./fixtures/discord');
    list.insertAdjacentHTML(
      'beforebegin',
      row({ id: id(3), author: '07 | Лена Ф.', avatar: avatar('300000000000000007'), html: 'всем пока' }),
    );
    list.insertAdjacentHTML(
      'beforebegin',
      row({
        id: id(4),
        author: BOT,
        bot: true,
        html: 'Игра окончена! Победа мирного города 👥<br>Кирилл — дон<br>Лена Ф. — мирный житель<br>Неизвестный — мафия',
      }),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(got.map((i) => i.event).filter((e) => e.type === 'fact')).toEqual([
      { type: 'fact', fact: { kind: 'winner', winner: 'town', by: 'page' } },
      { type: 'fact', fact: { kind: 'role', player: '5', role: 'don', by: 'page' } },
      { type: 'fact', fact: { kind: 'role', player: '7', role: 'civilian', by: 'page' } },
    ]);
  });
});
