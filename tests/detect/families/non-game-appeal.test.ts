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
