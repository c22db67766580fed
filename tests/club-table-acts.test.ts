import { describe, expect, it } from 'vitest';
import { Engine } from '../lib/engine/engine';
import type { RuleSetId } from '../lib/rulesets/types';

/**
 * At a club's table the hand is the vote and the night's shot or check is shown to the host: told as done, they are
 * the game's own acts, not a gesture during the vote nor talk at night; anything beside them still is.
 */
function rulesAt(phase: 'voting' | 'night', text: string, set: RuleSetId = 'club-remarks'): string[] {
  const e = new Engine(set);
  for (let p = 1; p <= 10; p++) e.feed({ type: 'player', player: String(p), status: 'alive' });
  e.feed({ type: 'phase', phase });
  return e.feed({ type: 'message', player: '3', text }).map((v) => v.rule);
}

describe('club table: the vote by hand, the night act on the host’s call', () => {
  it.each(['*поднимает руку за 7*', '*держит руку до «Принято»*', '(опускает руку после "Принято")', '_поднимает руку_'])(
    'the vote itself: %s',
    (text) => {
      expect(rulesAt('voting', text)).not.toContain('club-remarks/voting-gestures');
    },
  );
  it.each(['*поднимает руку и показывает на 7*', '*машет рукой 5*', 'за 7, он черный'])('a gesture or words beside it: %s', (text) => {
    expect(rulesAt('voting', text)).toContain('club-remarks/voting-gestures');
  });
  it.each(['*по команде ведущего показывает на 4*', '*дон, разбуженный ведущим, указывает на 8*'])('the night act: %s', (text) => {
    expect(rulesAt('night', text)).not.toContain('club-remarks/night-talk');
  });
  it.each(['*кивает 4*', '*по команде ведущего показывает на 4 и смеётся* ха', 'кто стреляет?'])('night talk: %s', (text) => {
    expect(rulesAt('night', text)).toContain('club-remarks/night-talk');
  });
});

describe('club table: the role named as the night’s actor', () => {
  it.each(['*мафия молча договаривается жестами*', '(шериф показывает на 2)', '*просыпается дон и указывает на 5*'])(
    'the night act: %s',
    (text) => {
      expect(rulesAt('night', text)).not.toContain('club-remarks/night-talk');
    },
  );
  it.each(['*смеётся*', '*показывает на 2*', '(шериф, смотри на меня)'])('night talk: %s', (text) => {
    expect(rulesAt('night', text)).toContain('club-remarks/night-talk');
  });
});

describe('club table: the night act shown to whom the game has it shown', () => {
  it.each(['*указывает ведущей тремя пальцами*', '(кивает своим и показывает на 4)', '*молча показывает дону: 6*'])(
    'the night act: %s',
    (text) => {
      expect(rulesAt('night', text)).not.toContain('club-remarks/night-talk');
    },
  );
  it.each(['*показывает 6-му на 2*', '*кивает соседу*', '*показывает ведущему язык* ну и ночь'])('night talk: %s', (text) => {
    expect(rulesAt('night', text)).toContain('club-remarks/night-talk');
  });
});

describe('club table: keeping still at the vote', () => {
  it.each([
    '*руки лежат на столе, ждёт следующую кандидатуру*',
    '(не шевелится до «Принято»)',
    '*держит руку поднятой, пока ведущий не скажет «принято»*',
  ])('no gesture: %s', (text) => {
    expect(rulesAt('voting', text)).not.toContain('club-remarks/voting-gestures');
  });
  it.each(['*руки на столе, подмигивает 4*', '*сидит молча и качает головой*'])('a gesture beside it: %s', (text) => {
    expect(rulesAt('voting', text)).toContain('club-remarks/voting-gestures');
  });
});
