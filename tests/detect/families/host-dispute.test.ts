import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 1.6 — disputing the host's decision: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("host-dispute: players' own wording", () => {
  it.each([
    'ведущий, это нечестно, я не нарушал',
    'с чего это мне фол?? отмени',
    'фол за это? серьезно? бред',
    'да ладно, какой фол, я молчал',
    'я не согласен с фолом',
  ])('1.6: %s', (text) => {
    expect(flagged(text)).toContain('1.6');
  });
});

/**
 * Online 1.6, round 3's categories: the undo asked in the future, a precedent claimed, only me penalised, the
 * wrong one recorded, a breach disagreed with, a count called wrong, disputing announced; their clean
 * neighbours.
 */
describe('host-dispute: round 3 categories', () => {
  it.each([
    'пред снимешь? я ж пошутил просто',
    'а можно без фола? я ж по делу говорил',
    'этот фол не считается, ты сам не услышал',
    'в прошлой игре за такое не давали, так что убирай',
    'ведущий, 3 ты не замечаешь, а меня фолишь',
    'ты не того выставил, я говорил 6, а не 9',
    'я не согласен что это флуд, было всего два сообщения, убирай',
    'переголосуй, там ошибка в подсчете',
    'ты не прав. я сказал спасибо, а потом ты меня перебил',
    'зачем ты меня на голосование выставил, я никого не называл',
    'я буду спорить, это не нарушение',
    'вы не ту кандидатуру записали',
  ])('1.6: %s', (text) => {
    expect(flagged(text)).toContain('1.6');
  });
  it.each([
    'я оспариваю версию 2, а не твой фол, ведущий',
    'это не клятва, просто моё мнение: 6 черный',
    'давайте без фолов сегодня, ребята',
    'ты не того выставил, 4',
    '5, ты меня перебил',
    'за такое не дают пред?',
    'брат, ты ошибся в подсчете голосов',
    'я не согласен, что это блеф',
    'ты не услышал мою речь, 6',
    '5 сказал что играл в доту до начала, это не нарушение',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('1.6');
  });
});

describe('disputing the host: a count called crooked, a vote removed wrongly, a replay asked of him (blind round 5 read)', () => {
  it.each([
    'ведущий, криво голоса посчитал, пересчитай',
    'неправильно ты снял мой голос, ведущий',
    'пусть ведущий пересчитает голосование, там ошибка',
  ])('1.6: %s', (text) => {
    expect(flagged(text)).toContain('1.6');
  });
  it.each(['9 неправильно посчитал голоса, там было 4', 'я снял голос с 5, передумал'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('1.6');
  });
});
