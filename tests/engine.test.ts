import { describe, expect, it } from 'vitest';
import { Engine, replay, type Violation } from '../lib/engine/engine';
import type { GameEvent } from '../lib/engine/events';
import { msg, rules, run, seats } from './helpers/judge';

describe('context rules', () => {
  it('1.2 spam: the fourth identical message in a row, verbal first then foul', () => {
    const v = run([msg('3', 'Он соврал'), msg('3', 'он соврал!'), msg('3', 'Он  соврал'), msg('3', 'Он соврал'), msg('3', 'Он соврал')]);
    expect(v.map((x) => [x.rule, x.penalty])).toEqual([
      ['1.2', 'verbal'],
      ['1.2', 'foul'],
    ]);
  });

  it('1.2 spam counts per player and resets on a different message', () => {
    const v = run([
      msg('3', 'Он соврал'),
      msg('4', 'Он соврал'),
      msg('3', 'Он соврал'),
      msg('3', 'нет'),
      msg('3', 'Он соврал'),
      msg('3', 'Он соврал'),
    ]);
    expect(v).toEqual([]);
  });

  it('1.2 flood: more than three meaningless messages in a row', () => {
    const v = run(['ваылавывллаы', 'выавывфывфываф', 'фывфывфыв', 'олдолдолд'].map((t) => msg('5', t)));
    expect(rules(v)).toEqual(['1.2']);
  });

  it('1.2 caps, with rare laughter let pass', () => {
    expect(rules(run([msg('1', 'Я КРАСНЫЙ ПРИВЕТИКИ')]))).toEqual(['1.2']);
    expect(run([msg('1', 'АХАХАХХАХА'), msg('1', 'ХАХАХАХА')])).toEqual([]);
    expect(rules(run([1, 2, 3, 4].map(() => msg('1', 'АХАХАХАХАХ'))))).toEqual(['1.2']);
  });

  it('4.6 / 4.7: a 3.x violation in version or on the last speech costs the team', () => {
    const v = run([
      { type: 'player', player: '2', inVersion: true },
      msg('2', 'ты дурак'),
      msg('2', 'бля'),
      { type: 'player', player: '3', lastSpeech: true },
      msg('3', 'честно красный'),
      { type: 'player', player: '3', lastSpeech: false },
      msg('3', 'честно красный'),
    ]);
    expect(v.map((x) => [x.player, x.rule, x.penalty, x.baseRule])).toEqual([
      ['2', '4.6', 'team-loss', '3.2'],
      ['2', '1.1', 'foul', undefined],
      ['3', '4.7', 'team-loss', '3.5'],
      ['3', '3.5', 'removal', undefined],
    ]);
  });

  it.each([
    // [events before the talk, what the seat writes is judged as]
    ['dead with the last speech marked: the floor is its own', [{ status: 'dead', lastSpeech: true }], []],
    ['marked while alive: the floor is its own', [{ status: 'alive', lastSpeech: true }], []],
    ['marked while alive, then dead: the speech is over', [{ lastSpeech: true }, { status: 'dead' }], ['4.5']],
    ['dead, the mark taken off', [{ status: 'dead', lastSpeech: true }, { lastSpeech: false }], ['4.5']],
    ['dead without a last speech', [{ status: 'dead' }], ['4.5']],
  ] as const)('a dead seat talking about the game: %s', (_, marks, expected) => {
    const events: GameEvent[] = marks.map((m) => ({ type: 'player', player: '6', ...m }));
    expect(rules(run([...events, msg('6', 'я мирный, 3 черный, добивайте его')]))).toEqual(expected);
  });

  // A seat named in words is game talk as much as its digit; an order or a count is not.
  it.each([
    ['восьмой, не ври', ['4.5']],
    ['вторую, слушайте вторую', ['4.5']],
    ['опять первым ушёл, ну и ладно', []],
    ['второй раз за вечер вылетаю, пойду чай налью', []],
  ] as const)('a dead seat: %s', (text, expected) => {
    expect(rules(run([{ type: 'player', player: '6', status: 'dead' }, msg('6', text)]))).toEqual(expected);
  });

  it('4.7 outlasts the floor: an insult after the speech, before the night, counts as the last speech', () => {
    const v = run([
      { type: 'player', player: '6', lastSpeech: true },
      { type: 'player', player: '6', status: 'dead' },
      msg('6', 'ну вы и уроды'),
      { type: 'phase', phase: 'night' },
      { type: 'phase', phase: 'day' },
      msg('6', 'ну вы и уроды'),
    ]);
    expect(v.map((x) => [x.rule, x.baseRule])).toEqual([
      ['4.7', '3.2'],
      ['3.2', undefined],
    ]);
  });

  it('4.7 over 4.6 for a seat voted out while in version', () => {
    const v = run([
      { type: 'player', player: '4', inVersion: true },
      { type: 'player', player: '4', status: 'dead', lastSpeech: true },
      msg('4', 'ты дурак, 2'),
    ]);
    expect(v.map((x) => [x.rule, x.baseRule])).toEqual([['4.7', '3.2']]);
  });

  it('a new roster starts a new game: the last game’s in-version mark is gone; one seat brought back keeps the rest', () => {
    const roster = ['1', '2', '3'].map((player): GameEvent => ({ type: 'player', player, status: 'alive' }));
    const insult = msg('1', 'ты дурак, 2');
    const dead3: GameEvent = { type: 'player', player: '3', status: 'dead' };
    const inVersion: GameEvent = { type: 'player', player: '1', inVersion: true };
    expect(rules(run([...roster, inVersion, dead3, ...roster, insult]))).toEqual(['3.2']);
    expect(rules(run([...roster, inVersion, dead3, msg('2', 'ку'), roster[2]!, insult]))).toEqual(['4.6']);
  });

  it('a stored state keeps what this engine adds: the floor, the roster, a roll-call’s words and speech', async () => {
    const { parseState } = await import('../lib/store/validate');
    const { state } = replay([
      ...seats(3),
      { type: 'player', player: '2', status: 'dead', lastSpeech: true },
      msg('1', 'шерифы начинают речь с «так-с»'),
      msg('3', 'свои на месте? 🫡'),
    ]);
    expect(state.players['2']?.speaking).toBe(true);
    expect(state.roster).toBeDefined();
    expect(state.calls?.some((c) => c.words?.length && c.speech)).toBe(true);
    expect(parseState(structuredClone(state), 'online')).toEqual(state);
  });

  it('one violation per rule per message', () => {
    const v = run([msg('1', 'клянусь, клянусь, честное слово')]);
    expect(rules(v)).toEqual(['4.1']);
  });

  it('ignores messages without a player (system and host)', () => {
    expect(run([{ type: 'message', text: 'клянусь' }])).toEqual([]);
  });

  it('records a manual violation with the catalogue penalty it carries', () => {
    const v = run([{ type: 'manual', player: '5', rule: 'club-remarks/tears', penalty: 'removal' }], 'club-remarks');
    expect(v[0]).toMatchObject({ rule: 'club-remarks/tears', penalty: 'removal' });
  });

  it('after the game is declared over in the results, the rules of its course do not hold until the next phase', () => {
    const dead: GameEvent = { type: 'player', player: '4', status: 'dead' };
    const results: GameEvent = { type: 'phase', phase: 'results' };
    const over = [
      dead,
      results,
      msg('2', 'Мафия победила, хорошая игра'),
      msg('3', 'ведущий, а разбор будет?'),
      msg('4', 'я был шерифом, проверил 5'),
    ];
    expect(rules(run(over, 'club-remarks'))).toEqual([]);
    // Not declared, or a new phase begun: the host addressed, the dead seat's game talk.
    expect(
      rules(run([dead, results, msg('3', 'ведущий, а разбор будет?'), msg('4', 'я был шерифом, проверил 5')], 'club-remarks')),
    ).toEqual(['club-remarks/host-address', 'club-remarks/outside-info']);
    expect(
      rules(run([...over.slice(0, 3), { type: 'phase', phase: 'day' }, msg('3', 'ведущий, сколько осталось?')], 'club-remarks')),
    ).toEqual(['club-remarks/host-address']);
  });

  // The game's end as the page or a transcript gives it: the bot naming the winner, or the results announced again
  // after the vote's own (no vote since, no last speech going on). A last speech begun after it is the game's again.
  const dead: GameEvent = { type: 'player', player: '4', status: 'dead' };
  const results: GameEvent = { type: 'phase', phase: 'results' };
  const talk = msg('4', 'я был шерифом, проверил 5');
  it.each<[string, GameEvent[], string[]]>([
    ['the vote’s results only', [dead, results, talk], ['4.5']],
    ['the bot names the winner', [dead, results, { type: 'fact', fact: { kind: 'winner', winner: 'town', by: 'page' } }, talk], []],
    [
      'the winner cleared by the host',
      [dead, results, { type: 'fact', fact: { kind: 'winner', winner: null, by: 'host' } }, talk],
      ['4.5'],
    ],
    ['results announced again', [dead, results, results, talk], []],
    ['results straight after a night', [{ type: 'phase', phase: 'night' }, dead, results, talk], []],
    [
      'results after a night and a vote',
      [{ type: 'phase', phase: 'night' }, { type: 'phase', phase: 'voting' }, dead, results, talk],
      ['4.5'],
    ],
    ['results again, a vote since (a revote)', [dead, results, { type: 'vote', player: '2', candidate: '6' }, results, talk], ['4.5']],
    [
      'results again during a last speech',
      [dead, results, { type: 'player', player: '6', status: 'dead', lastSpeech: true }, results, talk],
      ['4.5'],
    ],
    [
      'a last speech after the results again',
      [dead, results, results, { type: 'player', player: '6', status: 'dead', lastSpeech: true }, talk],
      ['4.5'],
    ],
  ])('the game over: %s', (_, events, expected) => {
    expect(rules(run(events))).toEqual(expected);
  });
  it('after the game, online judges only how players treat each other; a club, everything but the game’s course', () => {
    const over: GameEvent[] = [results, results];
    const lines = [msg('2', 'кля, я был мирным'), msg('3', 'го ещё катку в доту'), msg('5', '6, ты дебил')];
    expect(rules(run([...over, ...lines]))).toEqual(['3.2']);
    expect(rules(run([results, ...lines]))).toEqual(['4.1', '3.9', '3.2']);
    expect(rules(run([...over, msg('2', 'Клянусь, я был мирным')], 'club-remarks'))).toEqual(['club-remarks/oath']);
  });

  it('records manual violations with the rule set penalty', () => {
    const v = run([{ type: 'manual', player: '5', rule: '3.4', note: 'плачет' }]);
    expect(v[0]).toMatchObject({ rule: '3.4', penalty: 'removal', reason: 'плачет', kind: 'manual' });
  });
});

describe('ladders', () => {
  it('online: 3 fouls silence, 4 remove', () => {
    const v = run(['бля', 'нах', 'пзд', 'чзх'].map((t) => msg('1', t)));
    expect(v.map((x) => x.ladder?.effect)).toEqual([undefined, undefined, 'mute-next', 'removal']);
  });

  it('club warnings: 3 warnings lose the speech, 4 remove', () => {
    const v = run(
      ['честно', 'честно?', 'нечестно', 'честный'].map((t) => msg('1', t)),
      'club-warnings',
    );
    expect(v.map((x) => x.rule)).toEqual(Array(4).fill('club-warnings/4'));
    expect(v.map((x) => x.ladder?.effect)).toEqual([undefined, undefined, 'mute-next', 'removal']);
  });

  it('club remarks: 3, 4, 5 remarks, reset after every night', () => {
    const shout = (n: number) => Array.from({ length: n }, () => msg('1', 'ПОСЛУШАЙТЕ МЕНЯ ВСЕ'));
    const v = run([...shout(2), { type: 'phase', phase: 'night' }, { type: 'phase', phase: 'day' }, ...shout(5)], 'club-remarks');
    // Two remarks, a night resets them, then five: steps at three, four and five.
    const steps = v.map((x) => x.ladder?.effect).filter(Boolean);
    expect(steps).toEqual(['mute-next', 'mute-and-no-vote', 'removal']);
  });

  it('club remarks forbid every bet, even a game deal', () => {
    expect(rules(run([msg('1', 'Пари, ты голосуешь 5, а я проверяю по тебе')], 'club-remarks'))).toEqual(['club-remarks/bet']);
    expect(run([msg('1', 'Пари, ты голосуешь 5, а я проверяю по тебе')])).toEqual([]);
  });
});

describe('determinism and state', () => {
  const game: GameEvent[] = [
    ...seats(),
    { type: 'phase', phase: 'day' },
    msg('1', 'клянусь'),
    msg('2', 'Он соврал'),
    msg('2', 'Он соврал'),
    msg('2', 'Он соврал'),
    msg('2', 'Он соврал'),
    { type: 'phase', phase: 'voting' },
    msg('3', 'да'),
    { type: 'player', player: '4', status: 'dead' },
    msg('4', '5 черный'),
  ];

  it('engines share nothing: two games fed interleaved get exactly what each gets alone', () => {
    // The worker feeds the games of several tabs in turns; a cache, a global regex's
    // lastIndex or a counter kept outside the engine's state would leak between them.
    const other: GameEvent[] = [
      ...seats(),
      { type: 'phase', phase: 'day' },
      msg('2', 'Он соврал'),
      msg('2', 'Он соврал'),
      msg('5', 'КЛЯНУСЬ Я МИРНЫЙ ЖИТЕЛЬ'),
      msg('2', 'Он соврал'),
      { type: 'phase', phase: 'night' },
      msg('1', 'бля'),
      { type: 'phase', phase: 'voting' },
      msg('3', 'нет'),
    ];
    const alone = replay(game);
    const otherAlone = replay(other);
    // The fixture exercises the stateful rules: the oath, spam over a run of messages, voting, the dead.
    expect(alone.violations.map((v) => `${v.rule}:${v.player}`)).toEqual(['4.1:1', '1.2:2', '1.8:3', '4.5:4']);
    const a = new Engine('online');
    const b = new Engine('online');
    const va: Violation[] = [];
    const vb: Violation[] = [];
    for (let i = 0; i < Math.max(game.length, other.length); i++) {
      if (i < other.length) vb.push(...b.feed(other[i]!));
      if (i < game.length) va.push(...a.feed(game[i]!));
    }
    expect(va).toEqual(alone.violations);
    expect(a.state).toEqual(alone.state);
    expect(vb).toEqual(otherAlone.violations);
    expect(b.state).toEqual(otherAlone.state);
  });

  it('resumes from a stored state exactly as if it had never stopped', () => {
    const whole = replay(game).violations;
    const first = new Engine('online');
    const out: Violation[] = [];
    for (const e of game.slice(0, 7)) out.push(...first.feed(e));
    const stored = JSON.parse(JSON.stringify(first.state));
    const second = new Engine('online', {}, stored);
    for (const e of game.slice(7)) out.push(...second.feed(e));
    expect(out).toEqual(whole);
  });

  it('keeps the state bounded: it does not grow with the length of the game', () => {
    const e = new Engine('online');
    for (const ev of seats()) e.feed(ev);
    const size = () => JSON.stringify(e.state).length;
    for (let i = 0; i < 1000; i++) e.feed(msg(String((i % 10) + 1), `сообщение номер ${i % 7} про игру`));
    const after1k = size();
    for (let i = 0; i < 9000; i++) e.feed(msg(String((i % 10) + 1), `сообщение номер ${i % 7} про игру`));
    expect(size()).toBeLessThan(after1k + 200);
  });
});
