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
