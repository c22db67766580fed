import { describe, expect, it } from 'vitest';
import { replay } from '../lib/engine/engine';
import { parseEvent, type GameEvent } from '../lib/engine/events';
import { parseFact, type ProtocolFact } from '../lib/protocol/facts';
import { gameProtocol, type Protocol } from '../lib/protocol/protocol';
import type { Penalty } from '../lib/rulesets';
import type { ViolationStatus } from '../lib/standing';

const ph = (phase: 'day' | 'night' | 'voting' | 'results'): GameEvent => ({ type: 'phase', phase });
const dead = (player: string, out?: 'voted' | 'killed' | 'removed'): GameEvent => ({
  type: 'player',
  player,
  status: 'dead',
  ...(out ? { out } : {}),
});
const vote = (player: string, candidate: string): GameEvent => ({ type: 'vote', player, candidate });
const fact = (f: ProtocolFact): GameEvent => ({ type: 'fact', fact: f });
const say = (player: string, text = 'ну'): GameEvent => ({ type: 'message', player, text });

interface V {
  seq: number;
  player: string;
  rule: string;
  penalty: Penalty;
  status: ViolationStatus;
}
const viol = (seq: number, player: string, rule: string, penalty: Penalty, status: ViolationStatus = 'confirmed'): V => ({
  seq,
  player,
  rule,
  penalty,
  status,
});

/** The protocol of events numbered from 1, as the engine numbers them. */
function protocolOf(events: GameEvent[], violations: V[] = []): Protocol {
  const { state } = replay(events);
  return gameProtocol({
    game: { ruleSet: 'online', state, site: 'demo', title: 't', startedAt: 0 },
    events: events.map((event, i) => ({ seq: i + 1, event })),
    violations: violations.map((v) => ({ ...v, at: 1000 + v.seq })),
  });
}

const outs = (p: Protocol) => p.eliminations.map((e) => `${e.player}:${e.out}:${e.round.kind}${e.round.n}`);

describe('protocol: how each seat left', () => {
  it.each<[string, GameEvent[], V[], string[]]>([
    [
      'voted out in the results, killed at night, marked at dawn',
      [ph('day'), ph('voting'), vote('1', '7'), ph('results'), dead('7'), ph('night'), dead('3'), ph('day'), dead('5'), ph('voting')],
      [],
      ['7:voted:day1', '3:killed:night1', '5:killed:night1'],
    ],
    [
      'a bot game starting at night: the morning victim is night 1’s',
      [ph('night'), ph('day'), say('4'), dead('3'), ph('voting'), vote('2', '6'), ph('night'), dead('6')],
      [],
      // 6 died once the night fell after the vote: killed that night (the page did not say otherwise).
      ['3:killed:night1', '6:killed:night2'],
    ],
    ['dead after the day’s vote, while the day goes on: voted', [ph('day'), ph('voting'), ph('day'), dead('2')], [], ['2:voted:day1']],
    ['dead on the first day before any vote or night: removed', [ph('day'), say('1'), dead('2')], [], ['2:removed:day1']],
    ['the page’s own mark wins over the phase', [ph('day'), ph('night'), dead('4', 'removed')], [], ['4:removed:night1']],
    [
      'a confirmed removal and team loss take seats out; unreviewed ones do not',
      [ph('day'), say('2'), say('3'), say('4'), ph('voting')],
      [viol(2, '2', '3.2', 'removal'), viol(3, '3', '4.1', 'team-loss'), viol(4, '4', '3.2', 'removal', 'new')],
      ['2:removed:day1', '3:team-loss:day1'],
    ],
    [
      'the ladder’s fourth foul removes only when all four are confirmed',
      [ph('day'), say('5'), say('5'), say('5'), say('5'), say('6'), say('6'), say('6'), say('6')],
      [
        ...[2, 3, 4, 5].map((s) => viol(s, '5', '1.1', 'foul')),
        ...[6, 7, 8].map((s) => viol(s, '6', '1.1', 'foul')),
        viol(9, '6', '1.1', 'foul', 'new'),
      ],
      ['5:removed:day1'],
    ],
    [
      'the earliest way out counts: voted out, then a team loss on the last speech',
      [ph('day'), ph('voting'), ph('results'), dead('7'), say('7')],
      [viol(5, '7', '4.5', 'team-loss')],
      ['7:voted:day1'],
    ],
    [
      'a removal on day 2 comes after the night 1 victim marked later that morning',
      [ph('day'), ph('night'), ph('day'), say('2'), dead('3')],
      [viol(4, '2', '3.2', 'removal')],
      ['3:killed:night1', '2:removed:day2'],
    ],
    ['a revived seat is back in', [ph('day'), ph('night'), dead('3'), { type: 'player', player: '3', status: 'alive' }], [], []],
  ])('%s', (_, events, violations, want) => {
    expect(outs(protocolOf(events, violations))).toEqual(want);
  });

  it('marks what unreviewed violations would do, and counts them', () => {
    const p = protocolOf(
      [ph('day'), say('4'), say('4')],
      [viol(2, '4', '3.2', 'removal', 'new'), viol(3, '4', '1.1', 'foul', 'dismissed')],
    );
    const s = p.seats.find((x) => x.player === '4')!;
    expect(s.out).toBe('');
    expect(s.pendingOut).toBe('removed');
    expect(s.violations).toEqual([]);
    expect(p.unreviewed).toBe(1);
  });

  it('the host’s word overrides the log, and taking it back restores it', () => {
    const base = [ph('day'), ph('voting'), ph('results'), dead('7')];
    const host = (out: 'killed' | 'removed' | 'in' | null, round?: { kind: 'day' | 'night'; n: number }): GameEvent =>
      fact({ kind: 'out', player: '7', out, ...(round ? { round } : {}), by: 'host' });
    expect(outs(protocolOf([...base, host('removed')]))).toEqual(['7:removed:day1']);
    expect(outs(protocolOf([...base, host('in')]))).toEqual([]);
    expect(outs(protocolOf([...base, host('in'), host(null)]))).toEqual(['7:voted:day1']);
    expect(outs(protocolOf([ph('day'), ph('night'), ph('day'), host('killed', { kind: 'night', n: 1 })]))).toEqual(['7:killed:night1']);
  });
});

describe('protocol: fouls, votes and facts', () => {
  it('lists every confirmed violation with its round, and the counts as the standings give them', () => {
    const p = protocolOf(
      [ph('day'), say('4'), say('4'), ph('night'), ph('day'), say('4')],
      [viol(2, '4', '1.1', 'foul'), viol(3, '4', '1.1', 'foul', 'new'), viol(6, '4', '2.3', 'warning')],
    );
    const s = p.seats.find((x) => x.player === '4')!;
    expect(s.fouls).toEqual({ confirmed: 1, pending: 1 });
    expect(s.warnings).toEqual({ confirmed: 1, pending: 0 });
    expect(s.violations.map((v) => `${v.rule}:${v.penalty}:${v.round.kind}${v.round.n}:${v.ts}`)).toEqual([
      '1.1:foul:day1:1002',
      '2.3:warning:day2:1006',
    ]);
  });

  it('keeps nominations apart from votes, each voter’s last vote per round, and a revote as a second round', () => {
    const p = protocolOf([
      ph('day'),
      vote('1', '5'),
      vote('2', '7'),
      vote('1', '5'),
      ph('voting'),
      vote('1', '5'),
      vote('3', '7'),
      vote('1', '7'),
      ph('results'),
      ph('voting'),
      vote('4', '5'),
      ph('night'),
      vote('9', '1'),
      ph('day'),
      ph('voting'),
    ]);
    expect(p.days.map((d) => d.n)).toEqual([1, 2]);
    expect(p.days[0]!.nominations).toEqual([
      { player: '1', candidate: '5' },
      { player: '2', candidate: '7' },
    ]);
    expect(p.days[0]!.votings.map((v) => v.votes.map((x) => `${x.player}>${x.candidate}`))).toEqual([['1>7', '3>7'], ['4>5']]);
    expect(p.days[0]!.votings[0]!.tally).toEqual([{ candidate: '7', count: 2, voters: ['1', '3'] }]);
    expect(p.days[1]!.votings).toEqual([{ votes: [], tally: [] }]);
  });

  it('roles, points and the winner: the latest wins, the host’s over the page’s', () => {
    const p = protocolOf([
      ph('day'),
      fact({ kind: 'role', player: '2', role: 'mafia', by: 'page' }),
      fact({ kind: 'role', player: '2', role: 'don', by: 'host' }),
      fact({ kind: 'role', player: '2', role: 'civilian', by: 'page' }),
      fact({ kind: 'role', player: '3', role: 'sheriff', by: 'page' }),
      fact({ kind: 'role', player: '3', role: 'civilian', by: 'host' }),
      fact({ kind: 'role', player: '3', role: null, by: 'host' }),
      fact({ kind: 'points', player: '4', points: 0.5, note: 'хороший ход', by: 'host' }),
      fact({ kind: 'points', player: '5', points: 0.3, note: 'x', by: 'host' }),
      fact({ kind: 'points', player: '5', points: 0, note: '', by: 'host' }),
      fact({ kind: 'winner', winner: 'town', by: 'host' }),
      fact({ kind: 'winner', winner: 'mafia', by: 'page' }),
    ]);
    const seat = (n: string) => p.seats.find((s) => s.player === n)!;
    expect([seat('2').role, seat('2').roleBy]).toEqual(['don', 'host']);
    expect([seat('3').role, seat('3').roleBy]).toEqual(['sheriff', 'page']);
    expect(seat('4').points).toEqual({ points: 0.5, note: 'хороший ход' });
    expect(seat('5').points).toBeUndefined();
    expect([p.winner, p.winnerBy]).toEqual(['town', 'host']);
  });

  it('a confirmed team loss of a known side gives the game to the other side, unless a winner is stated', () => {
    const events = [ph('day'), say('3'), fact({ kind: 'role', player: '3', role: 'don', by: 'host' })];
    const tl = [viol(2, '3', '4.1', 'team-loss')];
    expect([protocolOf(events, tl).winner, protocolOf(events, tl).winnerBy]).toEqual(['town', 'team-loss']);
    expect(protocolOf(events, [{ ...tl[0]!, status: 'new' }]).winner).toBeNull();
    expect(protocolOf([...events, fact({ kind: 'winner', winner: 'draw', by: 'page' })], tl).winner).toBe('draw');
  });

  it('the first killed and their best move', () => {
    const p = protocolOf([
      ph('day'),
      ph('voting'),
      ph('results'),
      dead('7'),
      ph('night'),
      dead('3'),
      ph('day'),
      fact({ kind: 'best-move', player: '3', seats: ['2', '5', '9'], by: 'host' }),
    ]);
    expect(p.firstKilled).toBe('3');
    expect(p.bestMove).toEqual({ player: '3', seats: ['2', '5', '9'] });
    expect(p.reached).toEqual({ kind: 'day', n: 2 });
  });

  it('is the same whatever order the events come in, and from the same log twice', () => {
    const events = [ph('day'), ph('voting'), vote('1', '2'), ph('results'), dead('2'), ph('night'), dead('5')];
    const a = protocolOf(events);
    const { state } = replay(events);
    const b = gameProtocol({
      game: { ruleSet: 'online', state, site: 'demo', title: 't', startedAt: 0 },
      events: events.map((event, i) => ({ seq: i + 1, event })).reverse(),
      violations: [],
    });
    expect(b).toEqual(a);
  });
});

describe('facts are validated like every event', () => {
  it.each<[string, unknown, string | null]>([
    ['a role', { kind: 'role', player: '3', role: 'sheriff', by: 'host' }, null],
    ['an unknown role', { kind: 'role', player: '3', role: 'wizard', by: 'host' }, 'role must be one of'],
    ['no source', { kind: 'winner', winner: 'town' }, '"by" must be host or page'],
    ['a winner cleared', { kind: 'winner', winner: null, by: 'host' }, null],
    ['four seats of best move', { kind: 'best-move', player: '3', seats: ['1', '2', '4', '5'], by: 'host' }, 'up to three'],
    ['points without a comment', { kind: 'points', player: '3', points: 0.5, note: ' ', by: 'host' }, 'need a comment'],
    ['points out of range', { kind: 'points', player: '3', points: 1e9, note: 'x', by: 'host' }, 'within'],
    ['points taken back', { kind: 'points', player: '3', points: 0, note: '', by: 'host' }, null],
    ['an out with a bad round', { kind: 'out', player: '3', out: 'killed', round: { kind: 'noon', n: 1 }, by: 'host' }, 'round'],
    ['an unknown kind', { kind: 'weather', by: 'host' }, 'unknown kind'],
  ])('%s', (_, raw, error) => {
    const f = parseFact(raw);
    if (error === null) expect(typeof f).toBe('object');
    else expect(f).toContain(error);
    const e = parseEvent({ type: 'fact', fact: raw });
    expect(e.ok).toBe(error === null);
  });

  it('best-move seats are deduplicated; a player event carries an account and the page’s cause', () => {
    expect(parseFact({ kind: 'best-move', player: '3', seats: ['1', '1', '2'], by: 'host' })).toEqual({
      kind: 'best-move',
      player: '3',
      seats: ['1', '2'],
      by: 'host',
    });
    expect(parseEvent({ type: 'player', player: '3', account: '123', out: 'killed' })).toEqual({
      ok: true,
      event: { type: 'player', player: '3', account: '123', out: 'killed' },
    });
    expect(parseEvent({ type: 'player', player: '3', out: 'team-loss' }).ok).toBe(false);
    expect(parseEvent({ type: 'player', player: '3', account: '' }).ok).toBe(false);
  });
});
