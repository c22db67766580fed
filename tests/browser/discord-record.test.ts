/**
 * Three games on a Discord-like page (served at discord.com from the
 * fixtures' markup), one member in all three under a different seat and
 * nick each time, known by the user id in their avatar's address. The bot's
 * end-of-game message gives the winner and the roles; the host confirms a
 * violation in each earlier game; in the third game the member's seat shows
 * their record over the two earlier ones.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { avatar, BOT, CHANNEL, GUILD, page, row, type Row } from '../fixtures/discord';
import { contrastFailures } from './contrast';
import { dialogs, type Harness } from './harness';
import { browserPerTest } from './per-test';
import { servePage, waitForSees } from './sites';

let h: Harness;
browserPerTest((x) => (h = x));

let n = 0;
const id = () => `11800000000000${90000 + ++n}`;
const KIRILL = '300000000000000005';
const LENA = '300000000000000003';

async function post(tab: Page, r: Row) {
  await tab.evaluate(
    (html) => document.querySelector('[data-list-id="chat-messages"] .scrollerSpacer__36d07')!.insertAdjacentHTML('beforebegin', html),
    row(r),
  );
}

/** The bot deals the roles: a new game starts on the same channel. */
const deal = (): Row => ({ id: id(), author: BOT, bot: true, html: 'Раздача ролей завершена. <strong>Город засыпает…</strong>' });
const dawn = (): Row => ({ id: id(), author: BOT, bot: true, embed: { title: '☀️ Город просыпается', description: 'Никто не умер' } });

/** Waits for the panel to show the newest game with this violation, and confirms it. */
async function confirm(panel: Page, player: string, rule: string) {
  const sel = `[data-testid="violation"][data-player="${player}"][data-rule="${rule}"]`;
  await panel.waitForSelector(sel, { timeout: 30_000 });
  await panel.click(`${sel} [data-testid="confirm"]`);
  await panel.waitForSelector(`${sel}[data-status="confirmed"]`);
}

/** The panel's newest game (it follows the table while the host has picked none). */
async function waitForGames(panel: Page, count: number) {
  await panel.waitForFunction((c) => document.querySelectorAll('[data-testid="game-picker"] option').length === c, count, {
    timeout: 30_000,
  });
}

describe('Discord: the game’s end and a player across games', () => {
  it('reads the winner and the roles from the bot’s end-of-game message, and shows a player’s record in a later game under another nick', async () => {
    const tab = await servePage(h, `https://discord.com/channels/${GUILD}/${CHANNEL}`, page([]));
    const panel = await h.panel();

    // Game 1: Кирилл at seat 5 swears (a foul), Лена at seat 3; the town wins, the bot reveals the roles.
    await post(tab, deal());
    await post(tab, dawn());
    await post(tab, { id: id(), author: '05 | Кирилл', avatar: avatar(KIRILL), html: 'бля, опять я' });
    await post(tab, { id: id(), author: '03 | Лена', avatar: avatar(LENA, true), html: 'всем привет' });
    await waitForSees(panel, CHANNEL);
    await confirm(panel, '5', '1.1');
    await post(tab, {
      id: id(),
      author: BOT,
      bot: true,
      embed: { title: 'Игра окончена! Победа мирного города 👥', fields: [['Роли', 'Кирилл — мирный житель<br>3. Лена — шериф']] },
    });
    await panel.click('[data-testid="protocol-open"]');
    await panel.waitForSelector('[data-testid="protocol"][data-winner="town"]', { timeout: 30_000 });
    expect(await panel.textContent('.protocol-result')).toContain('по сообщению бота');
    await panel.waitForSelector('[data-testid="protocol-seat"][data-player="5"][data-role="civilian"]');
    expect(await panel.getAttribute('[data-testid="protocol-seat"][data-player="3"]', 'data-role')).toBe('sheriff');
    expect(await panel.getAttribute('[data-testid="protocol-seat"][data-player="5"]', 'data-account')).toBe(KIRILL);
    expect(await panel.getAttribute('[data-testid="protocol-seat"][data-player="3"]', 'data-account')).toBe(LENA);
    expect(await panel.textContent('[data-testid="protocol-text"]')).toContain('**Победа:** мирные');
    await panel.click('[data-testid="protocol-close"]');

    // Game 2: the same member at seat 8 as "Кир" insults someone (a removal); the mafia wins.
    await post(tab, deal());
    await waitForGames(panel, 2);
    await post(tab, dawn());
    await post(tab, { id: id(), author: '08 | Кир', avatar: avatar(KIRILL), html: 'ты 🤡' });
    await confirm(panel, '8', '3.2.1');
    await post(tab, { id: id(), author: BOT, bot: true, html: 'Игра окончена! Победа мафии 🕵️' });

    // Game 3: seat 2 as "K.": the seat shows the record of the two games before, found by the account.
    await post(tab, deal());
    await waitForGames(panel, 3);
    await post(tab, dawn());
    await post(tab, { id: id(), author: '02 | K.', avatar: avatar(KIRILL), html: 'всем привет, я снова тут' });
    await post(tab, { id: id(), author: '06 | Новичок', avatar: avatar('300000000000000006'), html: 'привет' });
    const seat = panel.locator('[data-testid="player-row"][data-player="2"]');
    await seat.waitFor();
    // On hover: the record in one line.
    await expect.poll(() => seat.getAttribute('title'), { timeout: 30_000 }).toBe('2 игры · фолов: 1 · удалений: 1 · ППК: 0');
    await seat.click();
    const record = panel.locator('[data-testid="seat-detail"] [data-testid="player-record"]');
    await record.waitFor();
    expect(await record.getAttribute('data-account')).toBe(KIRILL);
    expect([
      await record.getAttribute('data-games'),
      await record.getAttribute('data-fouls'),
      await record.getAttribute('data-removals'),
    ]).toEqual(['2', '1', '1']);
    expect(
      await record.locator('[data-testid="player-record-violation"]').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-rule'))),
    ).toEqual(['3.2.1', '1.1']);
    expect(await record.textContent()).toContain('08 | Кир, 05 | Кирилл');
    for (const scheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      const { checked, bad } = await panel.evaluate(contrastFailures, '[data-testid="seat-detail"]');
      expect([scheme, bad]).toEqual([scheme, []]);
      expect(checked).toBeGreaterThan(5);
    }
    await panel.emulateMedia({ colorScheme: 'light' });
    // A newcomer has no earlier games: no record, and no title.
    await panel.click('[data-testid="player-row"][data-player="6"]');
    await panel.waitForSelector('[data-testid="seat-detail"][aria-label$=" 6"]');
    expect(await panel.locator('[data-testid="seat-detail"] [data-testid="player-record"]').count()).toBe(0);
    expect(await panel.getAttribute('[data-testid="player-row"][data-player="6"]', 'title')).toBeNull();

    // The players page lists both members who were seen with an account.
    const players = await h.context.newPage();
    await players.goto(`chrome-extension://${h.extensionId}/players.html`);
    await players.waitForSelector('[data-testid="players-row"]');
    const rows = await players.$$eval('[data-testid="players-row"]', (trs) =>
      trs.map((tr) => `${tr.getAttribute('data-account')}:${tr.getAttribute('data-games')}:${tr.getAttribute('data-removals')}`),
    );
    expect(rows.sort()).toEqual([`${LENA}:1:0`, `${KIRILL}:3:1`, `300000000000000006:1:0`].sort());
    // A row opens the player's games, from the keyboard too.
    await players.focus(`[data-testid="players-row"][data-account="${KIRILL}"] button`);
    await players.keyboard.press('Enter');
    await players.waitForSelector('[data-testid="players-detail"]');
    expect(await players.textContent('[data-testid="players-detail"]')).toContain('3.2.1');
    for (const scheme of ['light', 'dark'] as const) {
      await players.emulateMedia({ colorScheme: scheme });
      const { checked, bad } = await players.evaluate(contrastFailures, 'main');
      expect([scheme, bad]).toEqual([scheme, []]);
      expect(checked).toBeGreaterThan(20);
    }
    expect(dialogs).toEqual([]);
  });
});
