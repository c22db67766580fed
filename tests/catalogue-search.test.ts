import { describe, expect, it } from 'vitest';
import { searchRules } from '../lib/catalogue';

const first = (q: string, ruleSet?: Parameters<typeof searchRules>[1]) => searchRules(q, ruleSet)[0]?.id;

describe('rule search ranks the rule whose own words match', () => {
  it.each([
    // A bet is made with a stake: the host's words for it find the oaths-and-bets rule.
    ['ставка', '4.1'],
    ['ставки', '4.1'],
    ['ставлю', '4.1'],
    ['забьемся', '4.1'],
    ['бьюсь об заклад', '4.1'],
    // The very word in a rule's keywords beats a rule sharing only its stem (спор → 1.6 споры с ведущим).
    ['спорим', '4.1'],
    ['пари', '4.1'],
    ['божусь', '4.1'],
    ['клятва', '4.1'],
    ['обозвал', '3.2'],
    ['матерится', '1.1'],
    ['капслок', '1.2'],
    ['смайлик', '2.5'],
    ['суфлер', '4.9'],
    ['угроза', '4.2'],
    ['флуд', '1.2'],
    ['спор с ведущим', '1.6'],
  ])('%s → %s first', (q, id) => {
    expect(first(q)).toBe(id);
  });

  it('in another rule set, its own rule', () => {
    expect(first('ставка', 'club-remarks')).toBe('club-remarks/bet');
    expect(first('спорим', 'club-remarks')).toBe('club-remarks/bet');
  });

  it('a typo on a short stem does not match another word', () => {
    // «став» must not reach «стат(ус)» or «стра(на)» as a typo.
    expect(searchRules('ставка').map((r) => r.id)).not.toContain('3.3');
    expect(searchRules('ставка').map((r) => r.id)).not.toContain('3.7');
  });

  it('still forgives a typo in a long word', () => {
    expect(first('оскарбление')).toBe('3.2');
    expect(first('уграза')).toBe('4.2');
  });
});
