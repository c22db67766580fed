import { describe, expect, it } from 'vitest';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily, type RuleSetId } from '../../../lib/rulesets';

/**
 * Hints from the hall (club remarks: information from outside the game;
 * online 4.9), written from the rule's intent before tuning: someone not
 * playing — the audience, guests, fans, staff, players already out, someone
 * behind one's back — gave a sign, a word or a laugh about a seat or a role,
 * or is asked for one. Talking about the audience without relaying anything,
 * or about a past game, stays allowed.
 */
function families(text: string, set: RuleSetId): string[] {
  const e = new Engine(set);
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
}

const VIOLATING = [
  'фанаты у двери показали мне на 6',
  'публика ахнула, когда 2 сказал шериф, значит врёт',
  'гости за соседним столиком шепчут, что 9 дон',
  'зал, помогите: кто у нас мафия?',
  'официантка видела карты, говорит 3 чёрный',
  'вылетевшие за спиной машут на 10',
  'кто-то из зрителей кивнул мне на 7',
  'сзади шепнули, что 4 маф',
];
const CLEAN = [
  'сегодня в зале много гостей, приятно',
  'болельщики, не шумите, пожалуйста',
  'в прошлой игре зал подсказал 5, ведущий отменил',
  'публика у нас сегодня весёлая',
  'официант, принесите воды после игры',
  'я сижу спиной к залу, ничего не вижу',
];

describe('hints from the hall', () => {
  it.each(VIOLATING)('club remarks: %s', (t) => {
    expect(families(t, 'club-remarks')).toContain('club-remarks/outside-info');
  });
  it.each(VIOLATING)('online: %s', (t) => {
    expect(families(t, 'online')).toContain('4.9');
  });
  it.each(CLEAN)('leaves alone: %s', (t) => {
    expect(families(t, 'club-remarks')).toEqual([]);
  });
});
