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
  it('4.5 asking or telling whether the host has lifted one yet is the reminder; game talk beside it still counts', () => {
    const reminders = [
      'ведущий, меня подняли уже? я в муте сижу',
      'ведущий, меня не подняли, я всё ещё за столом',
      'ведущий, меня еще не подняли',
      'меня подняли?',
      'а меня уже подняли или нет?',
      'меня так и не подняли',
      'вед, меня поднимут вообще?',
      'меня перевели в мертвые?',
      'ведущий, ты меня поднимешь?',
      'меня до сих пор не перевели',
    ];
    const talk = [
      'меня подняли, а 5 черный',
      'меня не подняли, голосуйте 3',
      'я поднял руку за 5',
      'поднимите 7, он мафия',
      'меня подняли, я был шерифом',
      'меня подняли уже? 4 красный, не трогайте его',
      'подняли меня зря, я мирный',
      'руку подняли 3 и 8, они черные',
      'меня ещё не подняли, ночью стреляли в 2',
      'меня перевели, шериф это 6',
    ];
    const v = run([{ type: 'player', player: '9', status: 'dead' }, ...[...reminders, ...talk].map((t) => msg('9', t))]);
    // Only 4.5 is read here ("подняли меня зря" also disputes the host, 1.6).
    expect(v.filter((x) => x.rule === '4.5').map((x) => x.fragment)).toEqual(talk);
  });
});
