import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.11 — appealing to the results: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("results-appeal: players' own wording", () => {
  it.each([
    'в конце все узнаете кто прав',
    'когда роли вскроют, поймете что я мирный',
    'после вскрытия ролей сами убедитесь',
    'когда игра закончится, посмотрите на мою роль',
    'подождите итогов, там будет видно что я шериф',
    'в итоговой таблице будет написано что 5 черный',
  ])('3.11: %s', (text) => {
    expect(flagged(text)).toContain('3.11');
  });
});

/**
 * Online 3.11, round 3's categories: one's own waiting for the results, the results in every place (after them,
 * their screenshot, the final table), the end of the game as what shows; the clean neighbours.
 */
describe('results-appeal: round 3 categories', () => {
  it.each([
    'жду результатов, чтобы всем показать, что 5 черный',
    'после результатов поймете, что я был прав про 2',
    'конец игры покажет, что 4 черный',
    'вот закончится игра — и все увидят мою красную карту',
    'в финальной табличке напротив меня будет «мирный»',
    'на скрине результатов будет видно, что 3 мафия',
    'в табличке результатов 2 будет черным, запомните',
    'результаты игры будут на моей стороне',
  ])('3.11: %s', (text) => {
    expect(flagged(text)).toContain('3.11');
  });
  it.each(['жду результатов голосования', 'после итогов голосования уйдет 5', 'конец игры близко', 'жду конца речи 5'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('3.11');
    },
  );
});

/**
 * Online 3.11, round 4's categories: the results' adjectives and nouns crossed (итоговая / финальная / конечная ×
 * сводка, таблица, табличка, отчёт, результаты…), their loan name (results), what they will make the other feel
 * (удивит, обрадует, расстроит); and the neighbours: one's standing over many games (рейтинг, винрейт, стата).
 */
describe('results-appeal: round 4 categories', () => {
  it.each([
    'в конечной табличке увидишь, что 4 черный',
    'в итоговом отчете бота будет видно, что я шериф',
    'финальная сводка тебя расстроит, 3',
    'в итогах офигеете, кто был доном',
    'в results увидите, что я красный',
    'итоговые результаты покажут, кто врал',
  ])('3.11: %s', (text) => {
    expect(flagged(text)).toContain('3.11');
  });
  it.each([
    'после игры гляну свой винрейт',
    'результаты игр влияют на рейтинг? хочу посмотреть',
    'после игры посмотрю стату',
    'в итоге я удивился, что 5 так сыграл',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.11');
  });
});

/**
 * Online 3.11: every adjective × noun of the results (lexicons/after-game.ts crosses them once) is read both bare, as
 * what will show ("финальный список покажет"), and behind «в», as where it is seen ("в итоговом списке увидите").
 * The pairs the two hand-written copies once missed (итоговый список, итоговая таблица) are among them.
 */
describe('results-appeal: the results crossed', () => {
  const adjectives = [
    ['итоговый', 'итоговом'],
    ['конечный', 'конечном'],
    ['финальный', 'финальном'],
  ] as const;
  const nouns = [
    ['список', 'списке'],
    ['отчет', 'отчете'],
    ['пост', 'посте'],
    ['экран', 'экране'],
  ] as const;
  const pairs = adjectives.flatMap(([a, aAt]) => nouns.map(([n, nAt]) => [`${a} ${n}`, `${aAt} ${nAt}`] as const));
  it.each(pairs)('3.11: %s покажет / в %s увидите', (bare, at) => {
    expect(flagged(`${bare} покажет, что 4 черный`)).toContain('3.11');
    expect(flagged(`в ${at} увидите, что я шериф`)).toContain('3.11');
  });
  it.each(['итоговый список покупок на завтра', 'в финальном посте турнира призы', 'конечный экран загрузки завис'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('3.11');
    },
  );
});
