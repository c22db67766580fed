import { describe, expect, it } from 'vitest';
import { stepWords } from '../lib/consequence';
import { replay } from '../lib/engine/engine';
import type { GameEvent, Phase } from '../lib/engine/events';
import { currentPeriod, nightSeqs, periodAt, periodLookup, voteTally } from '../lib/flow';
import { nextSpeaker } from '../components/panel/SpeechTimer';
import { actionFor } from '../components/panel/keys';
import { tallyRows } from '../components/panel/VoteTally';

const phases = (...list: Phase[]): GameEvent[] => list.map((phase) => ({ type: 'phase', phase }));

describe('the game’s flow from the engine state', () => {
  it.each<[string, Phase[], string]>([
    ['nothing yet', [], 'day:0'],
    ['first day', ['day'], 'day:1'],
    ['voting belongs to its day', ['day', 'voting', 'results'], 'day:1'],
    ['first night', ['day', 'voting', 'results', 'night'], 'night:1'],
    ['second day', ['day', 'voting', 'results', 'night', 'day'], 'day:2'],
    ['a game that starts at night', ['night', 'day'], 'day:1'],
    ['a repeated phase changes nothing', ['day', 'day', 'night', 'night'], 'night:1'],
  ])('%s', (_name, list, want) => {
    const { state } = replay(phases(...list));
    const p = currentPeriod(state);
    expect(`${p.kind}:${p.n}`).toBe(want);
  });

  it('places each event in its day or night and keeps the night starts', () => {
    const { state } = replay([...phases('day'), { type: 'message', player: '1', text: 'привет' }, ...phases('night', 'day')]);
    expect(nightSeqs(state)).toEqual([3]);
    expect(periodAt(state.phases, 2)).toEqual({ kind: 'day', n: 1 });
    expect(periodAt(state.phases, 3)).toEqual({ kind: 'night', n: 1 });
    expect(periodAt(state.phases, 4)).toEqual({ kind: 'day', n: 2 });
  });

  it('looks many rows up the same as one by one: before, on and after every phase change', () => {
    const { state } = replay([
      ...phases('night', 'day', 'voting'),
      { type: 'message', player: '1', text: 'привет' },
      ...phases('results', 'night', 'night', 'day', 'day', 'voting', 'results', 'night'),
    ]);
    const at = periodLookup(state.phases);
    for (let seq = 0; seq <= state.seq + 1; seq++) {
      let days = 0;
      let nights = 0;
      let kind: 'day' | 'night' = 'day';
      // The rule spelled out once more, phase by phase.
      for (const p of state.phases ?? []) {
        if (p.seq > seq) break;
        if (p.phase === 'night') [nights, kind] = [nights + 1, 'night'];
        else if (kind === 'night' || days === 0) [days, kind] = [days + 1, 'day'];
      }
      expect(at(seq)).toEqual({ kind, n: kind === 'night' ? nights : days });
    }
    expect(periodLookup(undefined)(5)).toEqual({ kind: 'day', n: 0 });
  });

  it('tallies the current round: a voter’s last vote counts, a new voting starts afresh', () => {
    const vote = (player: string, candidate: string): GameEvent => ({ type: 'vote', player, candidate });
    const { state } = replay([...phases('day', 'voting'), vote('1', '7'), vote('2', '7'), vote('3', '4'), vote('1', '4'), vote('5', '7')]);
    expect(voteTally(state)).toEqual([
      { candidate: '4', count: 2, voters: ['1', '3'] },
      { candidate: '7', count: 2, voters: ['2', '5'] },
    ]);
    const next = replay([...phases('day', 'voting'), vote('1', '7'), ...phases('results', 'night', 'day', 'voting'), vote('2', '3')]).state;
    expect(voteTally(next)).toEqual([{ candidate: '3', count: 1, voters: ['2'] }]);
  });
});

describe('speech order', () => {
  it.each<[string[], string, string]>([
    [['1', '3', '4'], '1', '3'],
    [['1', '3', '4'], '4', '1'],
    // The speaker was silenced or died meanwhile: the next one after their seat.
    [['1', '3', '4'], '2', '3'],
    [['1', '3', '4'], '9', '1'],
    [[], '1', ''],
  ])('after %j, %s → %s', (order, from, want) => {
    expect(nextSpeaker(order, from)).toBe(want);
  });
});

describe('panel keys', () => {
  const ev = (key: string, target: Partial<HTMLElement> = { tagName: 'BODY', closest: () => null }, mods = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: target as unknown as EventTarget,
    ...mods,
  });
  it.each<[string, string | undefined]>([
    ['c', 'decide'],
    ['C', 'decide'],
    ['N', 'new-game'],
    ['n', undefined],
    ['3', 'phase'],
    ['?', 'help'],
    ['ArrowDown', undefined],
    ['q', undefined],
  ])('%s → %s', (key, kind) => {
    expect(actionFor(ev(key))?.kind).toBe(kind);
  });

  it('leaves text fields and modified keys alone, except Escape', () => {
    const input = { tagName: 'INPUT', closest: () => null };
    expect(actionFor(ev('c', input))).toBeUndefined();
    expect(actionFor(ev('Escape', input))?.kind).toBe('escape');
    expect(actionFor(ev('c', undefined, { ctrlKey: true }))).toBeUndefined();
    expect(actionFor(ev('ArrowDown', { tagName: 'ARTICLE', closest: () => ({}) as Element }))?.kind).toBe('next');
  });
});

describe('ladder words', () => {
  it('names a step the host defined without words by its effect', () => {
    expect(stepWords({ effect: 'mute-next', ru: '', en: '' }, 'ru')).toBe('молчит следующий круг');
    expect(stepWords({ effect: 'removal', ru: 'удалён', en: '' }, 'en')).toBe('removed');
    expect(stepWords({ effect: 'removal', ru: 'вон', en: 'out' }, 'en')).toBe('out');
  });
});

describe('the tally shown', () => {
  const sees = (counts: { label: string; n: number }[], nominated: string[] = []) => ({
    counts,
    marks: nominated.length ? { nominated, voted: [] } : null,
  });
  it('per voter where the page shows voters, nominees without votes at 0', () => {
    const { rows, byVoter } = tallyRows({ votes: { '1': '7', '2': '7' } }, sees([{ label: '7', n: 5 }], ['3', '7']));
    expect(byVoter).toBe(true);
    expect(rows.map((r) => [r.candidate, r.count])).toEqual([
      ['7', 2],
      ['3', 0],
    ]);
  });
  it('the page’s counts where it shows only numbers', () => {
    const { rows, byVoter } = tallyRows(
      { votes: {} },
      sees([
        { label: '4', n: 3 },
        { label: '9', n: 1 },
      ]),
    );
    expect(byVoter).toBe(false);
    expect(rows.map((r) => [r.candidate, r.count])).toEqual([
      ['4', 3],
      ['9', 1],
    ]);
  });
  it('nothing to show before any vote or nomination', () => {
    expect(tallyRows({}, null).rows).toEqual([]);
  });
});
