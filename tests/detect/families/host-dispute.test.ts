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

describe("disputing the host's running of the game: the clock, the phases, the record, precedents, harshness (rounds 4-7 read)", () => {
  it.each([
    'ведущий, ты слишком рано запустил ночь, я ещё писал',
    'вы голосование начали раньше времени, 7 не успела',
    'хост, у меня оставалось ещё секунд двадцать, ты меня оборвал',
    'я ставил за 4, а ты записал мне голос в 8, ведущий',
    'за шутку пред не дают, ведущий, убирай',
    'ты не должен был давать 3 слово второй раз',
    'ведущий, ты ко мне строже, чем к 5',
    'ведущий, ты сегодня очень строгий',
    'мне пред, а 9 можно материться?',
    'перепроверь запись, это был фол 4',
    'хватит фолы раздавать по любому поводу',
    'что за фол, я вообще молчал',
    'переиграй голосование, ты рано его закрыл',
  ])('1.6: %s', (text) => {
    expect(flagged(text)).toContain('1.6');
  });
  it.each([
    '9 рано начал свою речь, видно что волнуется',
    'ты рано начал обвинять 5, подожди его речь',
    'у меня было 15 секунд, я не успел про 5 сказать',
    'давайте без ппк сегодня, играем чисто',
    'не надо 2 за это ставить, он просто волнуется',
    'ведущая объявила ночь чуть раньше, но ничего страшного',
    '6, ты неправильно считаешь, мирных осталось пятеро',
    'я никому ничего не писал, ведущий может проверить',
    '2 подыгрывает 5 весь день, они в паре',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('1.6');
  });
});

/**
 * Protests: the penalty met with disbelief, the breach denied by what it was, the host sent to the recording or the
 * rules, told he is wrong, asked to spare another, his own practice held against him, a complaint threatened; their
 * clean neighbours (a bare question, a pointer to the chat for a player, a player told he is wrong).
 */
describe('host-dispute: protests', () => {
  it.each([
    'пред? серьёзно? я одно слово написал',
    'за что предупреждение? я же ничего не писал',
    'с чего это мат, я сказал «блин»',
    'ведущий, пересмотри запись, 6 не выставлялся',
    'ведущий, ты сегодня не прав',
    'ведущий, не фоль 4, он же случайно',
    'в прошлой игре за такое не давал пред, ведущий',
    'фолы сыплет направо и налево',
    'накатаю жалобу на ведущего после игры',
  ])('1.6: %s', (text) => {
    expect(flagged(text)).toContain('1.6');
  });
  it.each(['за что фол?', '4, перечитай чат, я писал про 6', '5, ты не прав, 3 красный', 'ведущий, а за мат фол или пред?'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('1.6');
    },
  );
});

/** A breach denied is a dispute when said to the host or of a penalty; answering a player, it is none. */
describe('host-dispute: a breach denied, to whom', () => {
  it.each(['ведущий, я не нарушал', 'за что пред? я никого не оскорблял'])('1.6: %s', (text) => {
    expect(flagged(text)).toContain('1.6');
  });
  it.each(['я тебя не оскорблял, 4, я сказал, что версия слабая', 'я его не оскорблял, а проверил'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('1.6');
  });
});
