import { describe, expect, it } from 'vitest';
import { msg, rules, run } from '../../helpers/judge';
import type { GameEvent } from '../../../lib/engine/events';
import { Engine } from '../../../lib/engine/engine';
import { gestureShown } from '../../../lib/detect/families/voting';
import type { RuleSetId } from '../../../lib/rulesets';

/** While the votes are cast, only a bare "+" (online 1.8). */
describe('voting', () => {
  it('1.8 voting: only a bare "+" until the results', () => {
    const v = run([
      { type: 'phase', phase: 'voting' },
      msg('1', '+'),
      msg('2', ' + '),
      msg('5', '＋\u200B'),
      msg('3', '++'),
      msg('4', '+цу'),
      msg('6', '='),
      msg('7', 'он же черный'),
      { type: 'phase', phase: 'results' },
      msg('7', 'ну ок'),
    ]);
    expect(v.map((x) => x.player)).toEqual(['3', '4', '6', '7']);
    expect(new Set(rules(v))).toEqual(new Set(['1.8']));
  });
});

/**
 * Club remarks take the hand on the table for the vote: a message that only
 * names the seat just voted for reads that vote out; talk, a second seat, a
 * vote for oneself or a typed vote with no vote cast is still a word said
 * while voting.
 */
describe('a typed vote at a club table', () => {
  const vote = (player: string, candidate: string): GameEvent => ({ type: 'vote', player, candidate });
  it.each(['за 5', '5', 'голос за 5', 'против 5', '5ку', 'я за 5'])('reads the vote out: %s', (text) => {
    const v = run([{ type: 'phase', phase: 'voting' }, vote('2', '5'), msg('2', text)], 'club-remarks');
    expect(rules(v)).toEqual([]);
  });
  it.each<[string, GameEvent[]]>([
    ['за 5', []],
    ['за 6', [vote('2', '5')]],
    ['за 5 и за 6', [vote('2', '5')]],
    ['за себя', [vote('2', '2')]],
    ['2', [vote('2', '2')]],
    ['ну за 5 же', [vote('2', '5')]],
  ])('is a word while voting: %s', (text, before) => {
    const v = run([{ type: 'phase', phase: 'voting' }, ...before, msg('2', text)], 'club-remarks');
    expect(rules(v)).toContain('club-remarks/voting-gestures');
  });
  it('online still takes only "+"', () => {
    const v = run([{ type: 'phase', phase: 'voting' }, vote('2', '5'), msg('2', 'за 5')]);
    expect(rules(v)).toContain('1.8');
  });
});

/**
 * The club remarks name «любой жестикуляции во время всей процедуры
 * голосования», not words; a host who reads the rule so (votingWords:
 * 'gestures') is shown only the gestures typed during the vote: a stage
 * direction or a hand emoji. The default keeps every word a remark.
 */
describe('club remarks, gestures only during the vote', () => {
  const play = (text: string, votingWords?: 'remark' | 'gestures', ruleSet: RuleSetId = 'club-remarks') => {
    const e = new Engine(ruleSet, votingWords ? { votingWords } : {});
    for (const p of ['1', '2', '3']) e.feed({ type: 'player', player: p, status: 'alive' });
    e.feed({ type: 'phase', phase: 'voting' });
    return e.feed({ type: 'message', player: '2', text }).map((v) => v.rule);
  };
  it.each(['за 5 *показывает на него*', '👍', '✋', '(кивает)', '_машет 4_', 'ну 🤷'])('a gesture is the remark: %s', (text) => {
    expect(play(text, 'gestures')).toEqual(['club-remarks/voting-gestures']);
    expect(play(text)).toEqual(['club-remarks/voting-gestures']);
  });
  it.each(['он же черный', 'за 5', 'ну давайте быстрее', '(он врёт)', 'snake_case не жест', '2*3'])(
    'words pass when only gestures count, stay a remark by default: %s',
    (text) => {
      expect(play(text, 'gestures')).toEqual([]);
      expect(play(text)).toEqual(['club-remarks/voting-gestures']);
    },
  );
  it('leaves the other rule sets as they are', () => {
    expect(play('он же черный', 'gestures', 'online')).toEqual(['1.8']);
  });
  it.each<[string, boolean]>([
    ['*поднимает руку*', true],
    ['👉 5', true],
    ['💪', true],
    ['(показывает на 4)', true],
    ['(я мирный)', false],
    ['a*b', false],
    ['5', false],
  ])('gestureShown(%j) is %s', (text, shown) => expect(gestureShown(text)).toBe(shown));
});
