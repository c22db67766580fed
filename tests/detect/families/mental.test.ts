import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 2.2 — remarks about someone's thinking or intelligence as an argument: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("mental: players' own wording", () => {
  it.each([
    '7 медленно соображает, не слушайте его',
    '5 туго думает, не ведитесь',
    '10 не понимает элементарных вещей',
    'шестой соображает как улитка',
    'я думаю быстрее 8, так что голосуй со мной',
    'у 9 с логикой беда',
    '2 вообще не врубается что происходит',
    'до 7 доходит как до жирафа',
    '4 тугодум, зачем его слушать',
    'у 3 мышление на нуле',
  ])('2.2: %s', (text) => {
    expect(flagged(text)).toContain('2.2');
  });
});

/**
 * Round 3's categories, in wordings of their own: the faculty lacking or not coping, memory, slowness in
 * the reasoning, a child's logic, the imperative to use one's head, thinking not being his, the clever
 * ones called to follow, explaining being no use; and the near misses.
 */
describe('mental: categories and near misses', () => {
  it.each([
    'у 5 ума не хватит на такую схему',
    'у него логика не вывозит такие расклады',
    '2 не в состоянии уследить за голосованием',
    '9 плавает в логике, его не слушаем',
    'у 4 мышление как у детсадовца',
    'подумай головой, 3',
    'логика не твоя сильная сторона, 8',
    'у кого мозги есть — ставьте со мной',
    'объяснять ему что-то бесполезно, не поймёт',
    'у тебя мысли скачут, 6',
    'с уровнем интеллекта 7 спорить нечего',
  ])('2.2: %s', (text) => {
    expect(flagged(text)).toContain('2.2');
  });

  it.each([
    'давайте подумаем головой все вместе',
    'объясню на разборе, он не поймёт, кто дон',
    'у меня мысли путаются, простите',
    'я не могу уследить, кто кого выставил',
    'по логике 2 не тянет на шерифа',
    'у 3 логика есть, но я не согласен',
    'думать — это важно, 5',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.2');
  });
});

describe('mental: missing it over and over', () => {
  it.each(['3 опять ничего не понял', 'у 5 голова хоть иногда работает?', 'кто тебя учил так рассуждать'])('2.2: %s', (text) => {
    expect(flagged(text)).toContain('2.2');
  });

  it.each(['5 опять не понял, что я шериф', 'я опять ничего не понял', 'у меня голова иногда работает плохо'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.2');
  });
});

/**
 * Round 4's categories, in wordings of their own: memory and the thought process as faculties, a faculty at a
 * level of a child or a thing, telling things apart and counting as thinking, the feminine "with your …", the
 * faculty as a subject not known, slowness said with force, the ones who can think called to decide, the
 * speaker as the only thinker; and the near misses.
 */
describe('mental: round 4 categories and near misses', () => {
  it.each([
    'у 4 память как у хомяка, он уже всё забыл',
    'у 7 логика уровня первоклашки',
    'мыслительный процесс у 3 на паузе',
    '5 не может отличить шерифа от дона, не слушаем',
    'ты считать до пяти не умеешь, 2',
    'с такой смекалкой тебе только молчать',
    '9 не разбирается в логике совсем',
    '6 тупит конкретно, не слушайте',
    'все, кто умеет думать, голосуйте со мной',
    'я тут один кто соображает, голосуйте со мной',
    'у 8 проблемы с анализом',
    'ну ты туговат, 10',
  ])('2.2: %s', (text) => {
    expect(flagged(text)).toContain('2.2');
  });

  it.each([
    'у меня память как у рыбки, простите',
    'у 3 тормозит интернет, не слышно',
    'я не разбираюсь в логике 5, объясни',
    'мне туговато сегодня, голова болит',
    'я единственный кто проверял 4',
    'у 2 нет проблем с голосованием',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.2');
  });
});

describe('the mind: faculties not had, slowed or fit for a child’s game (blind round 5 read)', () => {
  it.each([
    '3 мыслит в одну извилину',
    '7 думать не приспособлен, не слушайте',
    'у 4 логика не дотягивает до этой игры',
    'у 9 буксует мышление',
    'у тебя соображалка медленно работает, 2',
    '6 мозгами не пользуется',
    'с логикой 5 только в шашки играть',
    '8 соображает только если ему подсказать',
    '10 умственно не тянет эту игру',
  ])('2.2: %s', (text) => {
    expect(flagged(text)).toContain('2.2');
  });

  it.each([
    'у 3 тормозит микрофон, не слышно',
    'я логикой не владею, играю по ощущениям',
    'с логикой 6 я согласен, голосую 4',
    'считаю голоса: 3 в 5, 2 в 7',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.2');
  });
});

describe('mental: not analysing, nothing to think with, not keeping up, thinking set against (blind round 6 read)', () => {
  it.each([
    'вы думать не умеете, все трое',
    '4 не в состоянии уследить за голосами',
    '6 вообще не анализирует, повторяет за всеми',
    'у 7 мозгов нет, одни крики',
    '2 думает через раз, вот и ошибся',
    '9 не поспевает за обсуждением, не слушайте',
    'у него логика как у второклассника',
    '8 умом не блещет, его версия мимо',
    'кто-нибудь тут думает, кроме меня?',
    'я рассуждаю здраво, в отличие от 5',
    'думать — это не про него',
    '3 плохо соображал, раз поставил в меня',
    'ты вообще думаешь, что говоришь, 10?',
  ])('2.2: %s', (text) => {
    expect(flagged(text)).toContain('2.2');
  });
  it.each([
    'я плохо думал в прошлой игре, признаю',
    '5 плохо думал, что я мирный',
    'кто думает кроме меня, что 3 черный?',
    'у 10 мыслей нет насчёт 5?',
    'ты вообще думаешь, что я черный?',
    'я думаю, 5 черный, в отличие от тебя',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.2');
  });
});
