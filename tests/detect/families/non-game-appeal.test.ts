import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.5 — sacred, moral and host-behaviour appeals as proof: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("non-game-appeal: players' own wording", () => {
  it.each([
    'ведущий запнулся когда назвал 7, он шериф',
    'ведущий долго молчал после моей проверки, значит 4 черный',
    'по голосу ведущего понятно что 8 мафия',
    'на совесть твою надеюсь, поставь со мной',
    'как мужик мужику говорю: я красный',
    'ради всего святого не голосуй в меня',
    'будь человеком, не голосуй в меня',
    'по-человечески прошу, сыграй в мой цвет',
    'совестью ручаюсь, я красный',
  ])('3.5: %s', (text) => {
    expect(flagged(text)).toContain('3.5');
  });
});

/**
 * Online 3.5, round 3's categories: the sacred witness in every name and spelling, ties in their verbs, one's
 * character in life, known long, speaking as who one is in life, the adverbs of a tie, a colour compared with a
 * profile everyone sees; the clean neighbours.
 */
describe('non-game-appeal: round 3 categories', () => {
  it.each([
    'видит бох, я кр',
    'господи, ну красный я, всевышний свидетель',
    'я с 4 в жизни дружу, поэтому он красный',
    'мы с 2 живём в одной квартире, я бы знал если б он был мафией',
    'я в жизни честный человек, поэтому и в игре красный',
    '8 хороший человек, он не может быть мафией',
    'я ведущего давно знаю, он бы мне шерифа не дал два раза, значит 8 врёт',
    'по-пацански, 10, не голосуй меня',
    'как мать говорю, 2 не мафия',
    '9 черный, как ава у 3',
  ])('3.5: %s', (text) => {
    expect(flagged(text)).toContain('3.5');
  });
  it.each([
    'я давно знаю, что 5 черный',
    'он хороший человек, но играет плохо',
    'как врач говорю, у тебя простуда',
    'я с ним дружу',
    'мы с 2 дружим, но он черный',
    'господи, какая длинная ночь',
    'черный как мой кот',
    '5 хороший игрок, но сегодня ошибся',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.5');
  });
});

/**
 * Online 3.5, round 4's categories: the host's timing of what he did (долго, быстро, дольше, сразу) made a
 * conclusion; not lying as one's way in life, with who one is in life and a colour; one's character beside one's
 * own colour; the bot's dealing again made a conclusion; a card as a time ("когда черный, всегда…"); and the
 * neighbours: begging denied, the host's timing with no conclusion, honesty with no colour.
 */
describe('non-game-appeal: round 4 categories', () => {
  it.each([
    'ведущий сразу принял голос 4, значит 4 черный',
    'вед медленно объявлял ночь — 3 шериф',
    'я учитель, врать не умею, я мирная',
    'он по жизни не обманывает, значит красный',
    'я порядочный человек и я красный',
    'бот снова мне дона выдал, так что 7 не дон',
    '5 когда мафия, всегда молчит',
  ])('3.5: %s', (text) => {
    expect(flagged(text)).toContain('3.5');
  });
  it.each([
    'не прошу, а предлагаю: голосуем 5',
    'ведущий долго объявлял ночь, давайте быстрее',
    'я врать не умею, поэтому молчу',
    'я хороший человек, но я мафия сегодня... шучу',
    'моё честное мнение: 5 мафия',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.5');
  });
});

/** An appeal quoted to be turned down is no appeal; one worded with a denial still is. */
describe('non-game appeal: quoted, or worded with a denial', () => {
  it.each(['«чёрный как ночь» — это поднятие, не пишите так', '3, «по-братски» — не аргумент'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.5');
  });
});
