import { describe, expect, it } from 'vitest';
import { msg, run } from '../../helpers/judge';

/** A dead player giving game information (online 4.5). */
describe('dead-talk', () => {
  it('4.5 a dead player talking about the game; farewells and "you forgot me" pass', () => {
    const v = run([
      { type: 'player', player: '9', status: 'dead' },
      msg('9', 'я был шерифом'),
      msg('9', '5 красный'),
      msg('9', 'тройка 142'),
      msg('9', 'Всем пока'),
      msg('9', 'Ведущий ты забыл поднять меня'),
      msg('9', 'удачи всем, хорошей игры'),
      // A number of minutes or seconds is no seat.
      msg('9', 'вернусь через 10 минут к следующей партии'),
      msg('9', 'ещё 5 секунд и ухожу'),
      msg('9', '10 ушёл, он красный'),
    ]);
    expect(v.map((x) => [x.rule, x.fragment])).toEqual([
      ['4.5', 'я был шерифом'],
      ['4.5', '5 красный'],
      ['4.5', 'тройка 142'],
      ['4.5', '10 ушёл, он красный'],
    ]);
  });
});
