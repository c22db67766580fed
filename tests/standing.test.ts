import { describe, expect, it } from 'vitest';
import { announcePlayer, announceText, consequenceText, countText } from '../lib/consequence';
import { replay } from '../lib/engine/engine';
import { nightSeqs } from '../lib/flow';
import type { LadderStep, Penalty, RuleSetId } from '../lib/rulesets';
import { outcome, standings, type CountedViolation, type ViolationStatus } from '../lib/standing';

/** A violation by player 5 at sequence `seq`. */
const v = (
  seq: number,
  penalty: Penalty,
  status: ViolationStatus = 'new',
  rule = '1.1',
  extra: Partial<CountedViolation> = {},
): CountedViolation => ({ seq, player: '5', rule, penalty, status, ...extra });
const fouls = (statuses: ViolationStatus[]) => statuses.map((s, i) => v(i + 1, 'foul', s));

describe('standings: the host’s decisions', () => {
  it.each<
    [string, ViolationStatus[], { confirmed: number; pending: number }, string | undefined, string | undefined, (string | undefined)[]]
  >([
    [
      'three unreviewed fouls: silent, pending',
      ['new', 'new', 'new'],
      { confirmed: 0, pending: 3 },
      undefined,
      'mute-next',
      [undefined, undefined, 'mute-next'],
    ],
    [
      'three confirmed fouls: silent, confirmed',
      ['confirmed', 'confirmed', 'confirmed'],
      { confirmed: 3, pending: 0 },
      'mute-next',
      undefined,
      [undefined, undefined, 'mute-next'],
    ],
    // The case: four fouls, the first dismissed: the row and violation #4 both say "silent".
    [
      'four fouls, the first dismissed',
      ['dismissed', 'new', 'new', 'new'],
      { confirmed: 0, pending: 3 },
      undefined,
      'mute-next',
      [undefined, undefined, undefined, 'mute-next'],
    ],
    [
      'four fouls, all counted: removed',
      ['confirmed', 'confirmed', 'confirmed', 'new'],
      { confirmed: 3, pending: 1 },
      'mute-next',
      'removal',
      [undefined, undefined, 'mute-next', 'removal'],
    ],
    [
      'undo of a dismissal counts again',
      ['new', 'new', 'new', 'new'],
      { confirmed: 0, pending: 4 },
      undefined,
      'removal',
      [undefined, undefined, 'mute-next', 'removal'],
    ],
    [
      'two confirmed, two dismissed',
      ['confirmed', 'dismissed', 'confirmed', 'dismissed'],
      { confirmed: 2, pending: 0 },
      undefined,
      undefined,
      [undefined, undefined, undefined, undefined],
    ],
  ])('%s', (_name, statuses, tally, step, pendingStep, steps) => {
    const st = standings(fouls(statuses), 'online');
    const p = st.players.get('5')!;
    expect(p.fouls).toEqual(tally);
    expect(p.step?.effect).toBe(step);
    expect(p.pendingStep?.effect).toBe(pendingStep);
    expect(st.consequences.map((c) => c.step?.effect)).toEqual(steps);
  });

  it('a removal by the ladder is confirmed only when the fouls are', () => {
    expect(standings(fouls(['confirmed', 'confirmed', 'confirmed', 'confirmed']), 'online').players.get('5')!.removed).toBe('confirmed');
    expect(standings(fouls(['confirmed', 'confirmed', 'confirmed', 'new']), 'online').players.get('5')!.removed).toBe('pending');
    expect(standings(fouls(['confirmed', 'confirmed', 'confirmed']), 'online').players.get('5')!.removed).toBe(false);
  });

  it('direct removal and team loss keep their certainty; dismissing them clears it', () => {
    const st = (s: ViolationStatus) => standings([v(1, 'removal', s, '3.2'), v(2, 'team-loss', s, '4.1')], 'online').players.get('5')!;
    expect([st('new').removed, st('new').teamLoss]).toEqual(['pending', 'pending']);
    expect([st('confirmed').removed, st('confirmed').teamLoss]).toEqual(['confirmed', 'confirmed']);
    expect([st('dismissed').removed, st('dismissed').teamLoss]).toEqual([false, false]);
  });

  it('marks a consequence tentative while it or an earlier counted one is unreviewed', () => {
    const st = standings(fouls(['confirmed', 'new', 'confirmed']), 'online');
    expect(st.consequences.map((c) => c.tentative)).toEqual([false, true, true]);
  });

  it('counts a likely finding only once the host confirms it', () => {
    const likely = (status: ViolationStatus) => [v(1, 'foul'), v(2, 'foul'), v(3, 'foul', status, '1.1', { confidence: 'likely' })];
    const unreviewed = standings(likely('new'), 'online');
    expect(unreviewed.players.get('5')).toMatchObject({ fouls: { confirmed: 0, pending: 2 }, likely: 1 });
    expect(unreviewed.players.get('5')!.pendingStep).toBeUndefined();
    expect(unreviewed.consequences[2]).toMatchObject({ counts: false, excluded: 'likely' });
    const confirmed = standings(likely('confirmed'), 'online');
    expect(confirmed.players.get('5')!.fouls).toEqual({ confirmed: 1, pending: 2 });
    expect(confirmed.consequences[2]!.step?.effect).toBe('mute-next');
  });

  it('orders by sequence whatever the input order, and answers in input order', () => {
    const st = standings([v(3, 'foul'), v(1, 'foul'), v(2, 'foul')], 'online');
    expect(st.consequences.map((c) => c.count)).toEqual([3, 1, 2]);
  });
});

describe('standings: verbal first (online 1.2)', () => {
  const caps = (seq: number, status: ViolationStatus, penalty: Penalty) => v(seq, penalty, status, '1.2');
  it.each<[string, CountedViolation[], Penalty[]]>([
    ['first verbal, then fouls', [caps(1, 'new', 'verbal'), caps(2, 'new', 'foul'), caps(3, 'new', 'foul')], ['verbal', 'foul', 'foul']],
    [
      'the verbal dismissed: the next one is the verbal',
      [caps(1, 'dismissed', 'verbal'), caps(2, 'new', 'foul'), caps(3, 'new', 'foul')],
      ['verbal', 'verbal', 'foul'],
    ],
    ['another rule’s foul does not use up the verbal', [v(1, 'foul', 'new', '1.1'), caps(2, 'new', 'foul')], ['foul', 'verbal']],
  ])('%s', (_name, list, penalties) => {
    expect(standings(list, 'online').consequences.map((c) => c.penalty)).toEqual(penalties);
  });

  it('shows the used verbal warning on the player', () => {
    const p = standings([caps(1, 'confirmed', 'verbal')], 'online').players.get('5')!;
    expect(p.verbals).toEqual({ confirmed: 1, pending: 0 });
    expect(p.verbalUsed).toEqual(['1.2']);
  });
});

describe('standings: the host’s ladder', () => {
  const custom: LadderStep[] = [
    { counter: 'foul', at: 2, effect: 'mute-next', ru: 'молчит', en: 'silent' },
    { counter: 'foul', at: 3, effect: 'removal', ru: 'удалён', en: 'removed' },
  ];
  it.each<[number, string | undefined, boolean]>([
    [1, undefined, false],
    [2, 'mute-next', false],
    [3, 'removal', true],
  ])('%i fouls under a 2/3 ladder', (n, effect, removed) => {
    const st = standings(fouls(Array(n).fill('confirmed')), 'online', { ladders: { online: custom } });
    expect(st.players.get('5')!.step?.effect).toBe(effect);
    expect(!!st.players.get('5')!.removed).toBe(removed);
    expect(st.consequences.at(-1)!.step?.effect).toBe(effect);
  });

  it('a ladder of another rule set does not apply', () => {
    const st = standings(fouls(['new', 'new']), 'online', { ladders: { 'club-warnings': custom } });
    expect(st.players.get('5')!.pendingStep).toBeUndefined();
  });
});

describe('standings: club remarks reset after each night', () => {
  const w = (seq: number, status: ViolationStatus = 'new') => v(seq, 'warning', status, 'club-remarks/incorrect');
  it.each<[string, RuleSetId, number[], CountedViolation[], number, string | undefined]>([
    ['two before, one after the night', 'club-remarks', [5], [w(1), w(2), w(10)], 1, undefined],
    ['three in one day: silent', 'club-remarks', [5], [w(6), w(7), w(8)], 3, 'mute-next'],
    ['three before, none after: counters cleared', 'club-remarks', [5], [w(1), w(2), w(3), w(10)], 1, undefined],
    ['two nights', 'club-remarks', [5, 20], [w(6), w(7), w(8), w(9), w(21)], 1, undefined],
    ['club warnings do not reset', 'club-warnings', [5], [w(1), w(2), w(10)], 3, 'mute-next'],
  ])('%s', (_name, ruleSet, nights, list, count, effect) => {
    const st = standings(list, ruleSet, { nights });
    const p = st.players.get('5')!;
    expect(p.warnings.pending).toBe(count);
    expect((p.pendingStep ?? p.step)?.effect).toBe(effect);
  });

  it('takes the nights from the engine state', () => {
    const { state, violations } = replay(
      [
        { type: 'phase', phase: 'day' },
        // Shouting only: "ты не понимаешь игру" would be a remark on the level of play as well (online 2.1).
        { type: 'message', player: '1', text: 'Я ВООБЩЕ НЕ ПОНИМАЮ ЭТОТ ХОД' },
        { type: 'message', player: '1', text: 'ОПЯТЬ НИЧЕГО НЕ ПОНЯЛ' },
        { type: 'phase', phase: 'night' },
        { type: 'phase', phase: 'day' },
        { type: 'message', player: '1', text: 'СНОВА ВСЁ НЕПРАВИЛЬНО' },
      ],
      'club-remarks',
    );
    expect(nightSeqs(state)).toEqual([4]);
    const st = standings(
      violations.map((x) => ({ ...x, status: 'new' as const })),
      'club-remarks',
      { nights: nightSeqs(state) },
    );
    expect(st.consequences.map((c) => c.count)).toEqual([1, 2, 1]);
  });
});

describe('consequence words', () => {
  it.each<[string, CountedViolation[], RuleSetId, 'ru' | 'en', string]>([
    ['third foul ru', fouls(['new', 'new', 'new']), 'online', 'ru', '3-й фол — молчит следующий круг'],
    ['third foul en', fouls(['new', 'new', 'new']), 'online', 'en', '3rd foul — silent next round'],
    ['second warning', [v(1, 'warning', 'new', '2.4'), v(2, 'warning', 'new', '2.4')], 'online', 'ru', '2-е предупреждение'],
    [
      'club remark',
      [1, 2, 3].map((n) => v(n, 'warning', 'new', 'club-remarks/shouting')),
      'club-remarks',
      'ru',
      '3-е замечание — молчит в следующем дневном обсуждении',
    ],
    ['verbal', [v(1, 'verbal', 'new', '1.2')], 'online', 'ru', 'устное замечание — следующее будет фолом'],
    ['removal', [v(1, 'removal', 'new', '3.2')], 'online', 'ru', 'удалён'],
    ['dismissed', [v(1, 'removal', 'dismissed', '3.2')], 'online', 'en', 'dismissed — not counted'],
    ['11th foul en', Array.from({ length: 11 }, (_, i) => v(i + 1, 'foul')), 'online', 'en', '11th foul'],
  ])('%s', (_name, list, ruleSet, lang, text) => {
    const st = standings(list, ruleSet);
    expect(consequenceText(st.consequences.at(-1)!, ruleSet, lang)).toBe(text);
  });

  it.each<['ru' | 'en', string]>([
    ['ru', 'Игрок 5, Гоша — третий фол (1.1), молчит следующий круг'],
    ['en', 'Player 5, Гоша — third foul (1.1), silent next round'],
  ])('announces a ladder step (%s)', (lang, text) => {
    const list = fouls(['new', 'new', 'new']);
    const st = standings(list, 'online');
    expect(announceText(list[2]!, 'Гоша', st.consequences[2]!, 'online', lang)).toBe(text);
  });

  it('sums up a player worst first', () => {
    const st = standings([...fouls(['confirmed', 'confirmed', 'confirmed']), v(9, 'team-loss', 'new', '4.1')], 'online');
    expect(outcome(st.players.get('5'))).toMatchObject({ kind: 'team-loss', certainty: 'pending' });
    expect(outcome(standings(fouls(['confirmed', 'confirmed', 'new']), 'online').players.get('5'))).toMatchObject({
      kind: 'step',
      certainty: 'pending',
    });
    expect(outcome(undefined).kind).toBe('none');
  });
});

describe('a player’s state read out', () => {
  it.each<[string, CountedViolation[], RuleSetId, 'ru' | 'en', string]>([
    ['silent', fouls(['confirmed', 'confirmed', 'new']), 'online', 'ru', 'Игрок 5, Гоша — 3 фола, молчит следующий круг'],
    ['removed by the ladder', fouls(['new', 'new', 'new', 'new']), 'online', 'ru', 'Игрок 5, Гоша — 4 фола, удалён'],
    ['removed directly', [v(1, 'foul'), v(2, 'removal', 'new', '3.2')], 'online', 'ru', 'Игрок 5, Гоша — 1 фол, удалён'],
    ['team loss', [v(1, 'team-loss', 'new', '4.1')], 'online', 'en', 'Player 5, Гоша — team loss — the team loses'],
    [
      'club remarks',
      [1, 2].map((n) => v(n, 'warning', 'new', 'club-remarks/shouting')),
      'club-remarks',
      'ru',
      'Игрок 5, Гоша — 2 замечания',
    ],
    ['nothing yet', [], 'online', 'en', 'Player 5, Гоша — 0 fouls'],
  ])('%s', (_name, list, ruleSet, lang, text) => {
    expect(announcePlayer('5', 'Гоша', standings(list, ruleSet).players.get('5'), ruleSet, lang)).toBe(text);
  });

  it.each<[number, string]>([
    [1, 'фол'],
    [2, 'фола'],
    [5, 'фолов'],
    [11, 'фолов'],
    [21, 'фол'],
    [22, 'фола'],
    [14, 'фолов'],
  ])('%i %s', (n, word) => {
    expect(countText(n, 'foul', 'ru')).toBe(`${n} ${word}`);
  });
});
