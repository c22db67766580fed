/**
 * A Discord-like page served at https://discord.com/channels/… from the
 * fixtures' markup, read by the real content script and worker, with a
 * scripted game: bot announcements in text and embeds, a reply to the bot, an
 * edit, a pin, a death in a nickname (re-rendering a mention of the member:
 * no edit), a command vote and a slash-command vote, a forwarded role card,
 * the host's poll, a spectator. The side
 * panel must show exactly the engine's violations on the equivalent
 * transcript, and its "what the extension sees" must say what was read.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../lib/engine/events';
import { BOT, CHANNEL, GUILD, mention, page, row, type Row } from '../fixtures/discord';
import { dialogs, waitForCount, type Harness } from './harness';
import { browserPerTest } from './per-test';
import { expectedOf, servePage, waitForSees } from './sites';

let h: Harness;
browserPerTest((x) => (h = x));

/** Snowflakes in the order the rows are posted (the page's order: an older id is scrollback). */
const id = (n: number) => String(1180000000000050000n + BigInt(Math.round(n * 10)));

/** One step of the game on the page, and what it means in a transcript. */
type Step =
  | { post: Row; events: GameEvent[] }
  | { edit: { id: string; html: string }; events: GameEvent[] }
  | { rename: { from: string; to: string }; events: GameEvent[] };

const msg = (n: number, player: string, text: string, extra: Partial<GameEvent> = {}): GameEvent =>
  ({ type: 'message', id: id(n), player, text, ...extra }) as GameEvent;

const STEPS: Step[] = [
  {
    post: { id: id(1), author: BOT, bot: true, html: 'Раздача ролей завершена. <strong>Город засыпает…</strong>' },
    events: [{ type: 'phase', phase: 'night' }],
  },
  { post: { id: id(2), author: '05 | Кирилл', html: 'я тут' }, events: [msg(2, '5', 'я тут')] },
  {
    post: { id: id(3), author: BOT, bot: true, embed: { title: '☀️ Город просыпается', description: 'Этой ночью был убит игрок 3' } },
    events: [{ type: 'phase', phase: 'day' }],
  },
  { post: { id: id(4), author: '05 | Кирилл', html: 'Клянусь, я красный' }, events: [msg(4, '5', 'Клянусь, я красный')] },
  { post: { id: id(5), html: 'и ещё: ты <img class="emoji" alt="🤡" src="data:,">' }, events: [msg(5, '5', 'и ещё: ты 🤡')] },
  // An oath naming a member: when the bot later renames 04, the mention re-renders, and that is no edit.
  {
    post: { id: id(5.1), author: '03 | Вера', html: `клянусь, ${mention('04 | Петя')} мирный` },
    events: [msg(5.1, '3', 'клянусь, @04 | Петя мирный')],
  },
  // A forwarded role card: the forwarder's words (4.3).
  {
    post: { id: id(5.2), author: '05 | Кирилл', forward: { html: 'Ваша роль - Мирный житель.' } },
    events: [msg(5.2, '5', 'Ваша роль - Мирный житель.', { forwarded: true })],
  },
  // The host's poll: counts for the host, no one's vote.
  {
    post: {
      id: id(5.3),
      author: '!Вед. Олег',
      poll: {
        question: 'Кого выставляем?',
        answers: [
          ['5', 3],
          ['3', 1],
        ],
      },
    },
    events: [],
  },
  {
    post: {
      id: id(6),
      author: '07 | Лена',
      reply: { author: BOT, bot: true, id: id(1), text: 'Раздача ролей завершена. Город засыпает…' },
      html: 'ночью я спала, бля',
    },
    events: [msg(6, '7', 'ночью я спала, бля')],
  },
  { post: { id: id(7), author: '02', html: 'привет всем' }, events: [msg(7, '2', 'привет всем')] },
  { edit: { id: id(7), html: 'привет всем, сука' }, events: [msg(7, '2', 'привет всем, сука', { edited: true })] },
  {
    post: { id: id(8), system: '<span class="username_c19a55">Mafia Bot</span> закрепил(-а) <a>сообщение</a> в этом канале.' },
    events: [],
  },
  { post: { id: id(9), author: '04 | Петя', html: 'доброе утро' }, events: [msg(9, '4', 'доброе утро')] },
  { rename: { from: '04 | Петя', to: '04 | Петя (Убит)' }, events: [{ type: 'player', player: '4', status: 'dead' }] },
  { post: { id: id(10), author: '04 | Петя (Убит)', html: 'я видел, 3 мафия' }, events: [msg(10, '4', 'я видел, 3 мафия')] },
  { post: { id: id(11), author: 'Зр. Маша', html: 'да, 3 мафия' }, events: [] },
  {
    post: { id: id(12), author: BOT, bot: true, embed: { title: 'Пора голосовать!', fields: [['Кандидаты', '3, 5']] } },
    events: [{ type: 'phase', phase: 'voting' }],
  },
  { post: { id: id(13), author: '06 | Дима', html: '!vote 5' }, events: [{ type: 'vote', player: '6', candidate: '5' }] },
  // "07 | Лена used /vote": the invoker votes, not the bot.
  {
    post: { id: id(13.1), author: BOT, bot: true, command: { invoker: '07 | Лена', name: '/vote' }, html: '07 | Лена голосует за 3' },
    events: [{ type: 'vote', player: '7', candidate: '3' }],
  },
  { post: { id: id(14), author: '08 | Ира', html: 'за 8 конечно' }, events: [msg(14, '8', 'за 8 конечно')] },
  {
    post: { id: id(15), author: BOT, bot: true, html: 'Голосование окончено. Игрок 5 покидает игру. Город засыпает' },
    events: [{ type: 'phase', phase: 'night' }],
  },
  { post: { id: id(16), author: '08 | Ира', html: 'спокойной ночи' }, events: [msg(16, '8', 'спокойной ночи')] },
];

describe('Discord in Chromium', () => {
  it('a scripted game gives exactly the transcript checker’s violations, and the panel says what it sees', async () => {
    const want = expectedOf(STEPS.flatMap((s) => s.events));
    // The scenario discriminates: the reply to the bot, the edit, the dead player, the vote and the night all count.
    expect(want.some((v) => v.startsWith('1.8|8|'))).toBe(true);
    expect(want.some((v) => v.endsWith('|7|бля'))).toBe(true);
    expect(want.some((v) => v.includes('|4|'))).toBe(true);
    expect(want.filter((v) => v.startsWith('4.1|3|'))).toHaveLength(1);
    expect(want.some((v) => v.startsWith('4.3|5|'))).toBe(true);

    const tab = await servePage(h, `https://discord.com/channels/${GUILD}/${CHANNEL}`, page([]));
    const panel = await h.panel();
    // The page with an empty channel: the first message creates the game.
    for (const step of STEPS) {
      if ('post' in step) {
        const html = row(step.post);
        await tab.evaluate(
          (r) => document.querySelector('[data-list-id="chat-messages"] .scrollerSpacer__36d07')!.insertAdjacentHTML('beforebegin', r),
          html,
        );
      } else if ('edit' in step) {
        await tab.evaluate(({ id, html }) => {
          const c = document.getElementById(`message-content-${id}`)!;
          c.innerHTML =
            `${html}<span class="timestamp_c19a55 timestampInline_c19a55">` +
            '<time datetime="2026-11-29T20:30:00.000Z"><span class="edited_c19a55">(изменено)</span></time>' +
            '</span>';
        }, step.edit);
      } else {
        // The bot renames the member: Discord re-renders the name in every row of theirs, and every mention of them.
        await tab.evaluate(({ from, to }) => {
          for (const u of document.querySelectorAll('[id^="message-username-"] [class*="username_"]'))
            if (u.textContent === from) u.textContent = to;
          for (const m of document.querySelectorAll('[class*="mention_"]')) if (m.textContent === `@${from}`) m.textContent = `@${to}`;
        }, step.rename);
      }
    }
    await waitForSees(panel, CHANNEL);
    const rows = await waitForCount(panel, want.length);
    expect(rows.map((r) => `${r.rule}|${r.player}|${r.fragment}`).sort()).toEqual(want);
    expect(dialogs).toEqual([]);

    // What the extension sees: the channel, the night the bot announced, the dead player, the last messages.
    const details = panel.locator('[data-testid="sees"]');
    await details.locator('summary').click();
    await panel.waitForFunction(() => document.querySelector('[data-testid="sees-phase"]')?.getAttribute('data-phase') === 'night');
    expect(await panel.locator('[data-testid="sees-phase-by"]').textContent()).toContain('Город засыпает');
    expect(await panel.locator('[data-testid="sees-players"] li[data-seat="4"]').getAttribute('data-status')).toBe('dead');
    const authors = await panel.$$eval('[data-testid="sees-recent"] li', (lis) =>
      lis.map((li) => `${li.getAttribute('data-author')}:${li.getAttribute('data-seat')}`),
    );
    expect(authors).toContain('spectator:');
    expect(authors.at(-1)).toBe('player:8');
    expect(await panel.locator('[data-testid="sees-chat"]').getAttribute('data-chats')).toBe('1');
    expect(await panel.locator('[data-testid="sees-votes"]').textContent()).toContain('5 ×3');
    // The page is read whole: no site-change warning.
    expect(await panel.locator('[data-testid="site-warning"]').count()).toBe(0);
  });
});
