import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.10 — appealing to the after-game discussion: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("discussion-appeal: players' own wording", () => {
  it.each(['после катки разберем как ты слил', 'на разборе увидишь свои ошибки', 'после игры объясню тебе, почему ты не прав'])(
    '3.10: %s',
    (text) => {
      expect(flagged(text)).toContain('3.10');
    },
  );
});

/**
 * Online 3.10, round 4's categories: the discussion's slang and loan names (обсуд, постгейм, послематч), the
 * speaker's telling or dealing there in the first person (скажу, напишу, устрою), the other's account there in the
 * third person (расскажет, ответит), a reckoning promised as a noun (разговор, урок, пару ласковых); and the
 * neighbours: a talk there in the past, thanks, one's own things shown, the host told.
 */
describe('discussion-appeal: round 4 categories', () => {
  it.each([
    'в обсуде поговорим, 4',
    'обсудка покажет, кто врал',
    'на постгейме объясню тебе, 6',
    'на послематчевом разборе всё скажу',
    'в обсуждении напишу, кем был',
    'после игры устрою тебе разнос, 3',
    'в обсуждении 5 ответит за свою проверку',
    'на разборе 2 признается, что он дон',
    'после игры у нас с тобой разговор, 8',
    'после игры преподам тебе урок, 7',
  ])('3.10: %s', (text) => {
    expect(flagged(text)).toContain('3.10');
  });
  it.each([
    'в обсуждении был разговор про 5',
    'после игры объясню вам, спасибо за игру',
    'после игры скину вам видос',
    'после игры покажу тебе свою собаку',
    'если снимут, ведущему скажу после игры',
    'обсудим кандидатуры, 4',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.10');
  });
});
