import { describe, expect, it } from 'vitest';
import { msg, rules, run } from '../../helpers/judge';

/** Night: a nickname changed (online 3.3), a message (club rules). */
describe('night', () => {
  it('3.3 a nickname change at night', () => {
    const v = run([
      { type: 'player', player: '4', nick: 'Вася' },
      { type: 'phase', phase: 'night' },
      { type: 'player', player: '4', nick: '4 | шериф', id: 'nick-4' },
      { type: 'player', player: '4', nick: '4 | шериф' },
      { type: 'phase', phase: 'day' },
      { type: 'player', player: '4', nick: 'Вася' },
    ]);
    expect(v.map((x) => [x.rule, x.eventId, x.fragment])).toEqual([['3.3', 'nick-4', '4 | шериф']]);
  });

  it('club rules flag night talk', () => {
    const v = run([{ type: 'phase', phase: 'night' }, msg('1', 'привет')], 'club-remarks');
    expect(rules(v)).toEqual(['club-remarks/night-talk']);
  });
});

/** 3.3 at night: a gesture said as done now needs no night word, the phase says it; by day it is none. */
describe('night gestures said at night', () => {
  const atNight = (text: string) => rules(run([{ type: 'phase', phase: 'night' }, msg('3', text)]));

  it.each(['ща ник сменю', 'ставлю новую аватарку', '*мигает ушами*', 'мутнул уши', 'отключился от войса, ща', 'выхожу на минутку'])(
    '3.3: %s',
    (text) => {
      expect(atNight(text)).toContain('3.3');
      expect(rules(run([msg('3', text)]))).not.toContain('3.3');
    },
  );

  // No gesture in them: what they cost is the chat at night itself (night-chat, for the host to confirm).
  it.each(['кто ник сменил?', 'не мутьте уши', '5 вышел из войса', 'аву я сменил до игры', 'спокойной ночи'])(
    'no gesture at night: %s',
    (text) => {
      const v = run([{ type: 'phase', phase: 'night' }, msg('3', text)]);
      expect(v.map((x) => [x.kind, x.rule, x.confidence])).toEqual([['night-chat', '3.3', 'likely']]);
    },
  );

  it('the chat at night is 3.3 online, once, and not by day, nor for a dead seat or a quiet stage direction', () => {
    expect(atNight('скучно, долго ещё?')).toEqual(['3.3']);
    expect(atNight('ща ник сменю')).toEqual(['3.3']);
    expect(rules(run([msg('3', 'скучно, долго ещё?')]))).toEqual([]);
    expect(rules(run([{ type: 'player', player: '3', status: 'dead' }, { type: 'phase', phase: 'night' }, msg('3', 'скучно')]))).toEqual(
      [],
    );
    expect(atNight('*сидит неподвижно в повязке*')).toEqual([]);
  });

  it('a gesture told as the night (3.3.1) is not counted twice', () => {
    expect(atNight('ливаю из войса на ночь').filter((r) => r.startsWith('3.3'))).toHaveLength(1);
  });
});
