import { describe, expect, it } from 'vitest';
import { AnalysisMemo } from '../../lib/engine/memo';
import { Engine } from '../../lib/engine/engine';

describe('short texts seen lately', () => {
  it('a repeated short text gives the same analysis, frozen so that no caller can change it for the next', () => {
    const memo = new AnalysisMemo({});
    const a = memo.analyze('клянусь');
    const b = memo.analyze('клянусь');
    expect(b).toBe(a);
    expect(a.findings.map((f) => f.kind)).toContain('oath');
    expect(Object.isFrozen(b)).toBe(true);
    expect(Object.isFrozen(b.findings)).toBe(true);
    expect(Object.isFrozen(b.findings[0])).toBe(true);
  });

  it('options are part of the answer: a memo per options', () => {
    expect(new AnalysisMemo({}).analyze('огурец').findings).toEqual([]);
    const flagged = new AnalysisMemo({ extraForbidden: ['огурец'] }).analyze('огурец').findings;
    expect(flagged.map((f) => f.kind)).toEqual(['profanity']);
  });

  it('long texts are analysed every time and left writable', () => {
    const memo = new AnalysisMemo({});
    const long = 'я клянусь что я мирный житель и никогда не вру, ведущий подтвердит это после игры';
    const a = memo.analyze(long);
    expect(a.findings.length).toBeGreaterThan(0);
    expect(memo.analyze(long)).not.toBe(a);
    expect(Object.isFrozen(a.findings)).toBe(false);
  });

  it('the engine counts a repeated text each time it is said', () => {
    const e = new Engine('online');
    const v1 = e.feed({ type: 'message', player: '1', text: 'клянусь' });
    const v2 = e.feed({ type: 'message', player: '1', text: 'клянусь' });
    expect(v1).toHaveLength(1);
    expect(v2).toHaveLength(1);
    expect(e.state.players['1']!.byRule[v2[0]!.rule]).toBe(2);
  });
});
