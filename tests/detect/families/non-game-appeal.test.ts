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
