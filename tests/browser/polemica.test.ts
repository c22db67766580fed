/**
 * A Polemica-like room served at https://polemicagame.com/… from the
 * fixtures' markup (tiles rendered twice, the host's hidden tile, overlay
 * chips, states as child elements, body.day / body.night, the stage's words),
 * read by the real content script and worker with a scripted game. Several
 * steps change the room and the chat in one DOM update, as a framework's
 * render does: each message must be judged in the phase it was written.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../lib/engine/events';
import { line, room, TILES, type Tile } from '../fixtures/polemica';
import { dialogs, waitForCount, type Harness } from './harness';
import { browserPerTest } from './per-test';
import { expectedOf, servePage, waitForSees } from './sites';

let h: Harness;
browserPerTest((x) => (h = x));

const ALIVE: Tile[] = TILES.map((t) => ({ id: t.id, nick: t.nick }));

/** Page operations applied together in one evaluate (one DOM update). */
type Op = ['body', string] | ['stage', string] | ['say', string, string, string] | ['state', number, string] | ['overlay', number, string];

const say = (id: string, seat: number, text: string): Op => ['say', id, `${seat} ${ALIVE[seat - 1]!.nick}`, text];
const m = (id: string, seat: number, text: string): GameEvent => ({ type: 'message', id, player: String(seat), text });

const SCRIPT: { ops: Op[]; events: GameEvent[] }[] = [
  { ops: [say('c1', 1, 'всем привет')], events: [m('c1', 1, 'всем привет')] },
  // Voting opens and a player answers in the same render: judged as written during the vote.
  {
    ops: [['stage', 'Голосование'], say('c2', 3, 'за 5 конечно')],
    events: [{ type: 'phase', phase: 'voting' }, m('c2', 3, 'за 5 конечно')],
  },
  {
    ops: [
      ['overlay', 4, 'blamed'],
      ['overlay', 2, 'voted'],
    ],
    events: [],
  },
  // A message, then the night, then a message, all in one render.
  {
    ops: [say('c3', 2, 'ставлю в 5'), ['stage', 'Договорка мафии'], ['body', 'night'], say('c4', 2, 'я тут')],
    events: [m('c3', 2, 'ставлю в 5'), { type: 'phase', phase: 'night' }, m('c4', 2, 'я тут')],
  },
  // Player 4 is killed; the day comes; the dead player talks about the game.
  {
    ops: [
      ['state', 3, 'killed'],
      ['body', 'day'],
      ['stage', 'Дневное обсуждение'],
    ],
    events: [
      { type: 'player', player: '4', status: 'dead' },
      { type: 'phase', phase: 'day' },
    ],
  },
  {
    ops: [say('c5', 4, 'я видел, 3 мафия'), say('c6', 5, 'клянусь, я мирный')],
    events: [m('c5', 4, 'я видел, 3 мафия'), m('c6', 5, 'клянусь, я мирный')],
  },
  // The mafia's vote is a night stage.
  {
    ops: [['stage', 'Голосование мафии'], ['body', 'night'], say('c7', 6, 'сплю')],
    events: [{ type: 'phase', phase: 'night' }, m('c7', 6, 'сплю')],
  },
];

describe('Polemica in Chromium', () => {
  it('a scripted game gives exactly the transcript checker’s violations', async () => {
    const events: GameEvent[] = [
      ...ALIVE.map((t): GameEvent => ({ type: 'player', player: String(t.id + 1), status: 'alive', nick: t.nick })),
      { type: 'phase', phase: 'day' },
      ...SCRIPT.flatMap((s) => s.events),
    ];
    const want = expectedOf(events);
    expect(want.some((v) => v.startsWith('1.8|3|'))).toBe(true);
    expect(want.some((v) => v.includes('|4|'))).toBe(true);

    const tab = await servePage(h, 'https://polemicagame.com/room/777', room({ tiles: ALIVE, chips: [1, 2, 3] }), 'day');
    const panel = await h.panel();
    for (const { ops } of SCRIPT) {
      const html = ops.map((op) => (op[0] === 'say' ? line({ id: op[1], author: op[2], text: op[3] }) : ''));
      await tab.evaluate(
        ({ ops, html }) => {
          ops.forEach((op, i) => {
            if (op[0] === 'body') document.body.className = op[1] as string;
            else if (op[0] === 'stage') {
              for (const s of document.querySelectorAll('.substage')) s.classList.toggle('current', s.textContent === op[1]);
            } else if (op[0] === 'say') document.querySelector('.chat__messages')!.insertAdjacentHTML('beforeend', html[i]!);
            else {
              // Both copies of the tile (desktop and mobile) change, as the site renders them.
              const seat = op[1] as number;
              for (const n of document.querySelectorAll(`.player-number.player-${seat}`)) {
                const tile = n.closest('.player')!;
                tile.insertAdjacentHTML(
                  'beforeend',
                  op[0] === 'state' ? `<div class="state state-${op[2]}"></div>` : `<div class="state ${op[2]}"></div>`,
                );
              }
            }
          });
        },
        { ops, html },
      );
    }
    await waitForSees(panel, '/room/777');
    const rows = await waitForCount(panel, want.length);
    expect(rows.map((r) => `${r.rule}|${r.player}|${r.fragment}`).sort()).toEqual(want);
    expect(dialogs).toEqual([]);

    await panel.locator('[data-testid="sees"] summary').click();
    await panel.waitForFunction(() => document.querySelector('[data-testid="sees-phase"]')?.getAttribute('data-phase') === 'night');
    const players = await panel.$$eval('[data-testid="sees-players"] li', (lis) =>
      lis.map((li) => `${li.getAttribute('data-seat')}:${li.getAttribute('data-status')}`),
    );
    expect(players).toEqual(['1:alive', '2:alive', '3:alive', '4:dead', '5:alive', '6:alive']);
    expect(await panel.locator('[data-testid="sees-votes"]').textContent()).toMatch(/5.*3/);
  });
});
