import { describe, expect, it } from 'vitest';
import { detectText } from '../../lib/detect';

describe('short texts seen lately', () => {
  it('a repeated short text gives the same findings, frozen so that no caller can change them for the next', () => {
    const opts = {};
    const a = detectText('клянусь', opts);
    const b = detectText('клянусь', opts);
    expect(b.findings).toEqual(a.findings);
    expect(a.findings.map((f) => f.kind)).toContain('oath');
    expect(Object.isFrozen(b.findings)).toBe(true);
    expect(Object.isFrozen(b.findings[0])).toBe(true);
  });

  it('options are part of the answer: another options object is judged afresh', () => {
    expect(detectText('огурец', {}).findings).toEqual([]);
    const flagged = detectText('огурец', { extraForbidden: ['огурец'] }).findings;
    expect(flagged.map((f) => f.kind)).toEqual(['profanity']);
  });

  it('long texts are judged every time and left writable', () => {
    const long = 'я клянусь что я мирный житель и никогда не вру, ведущий подтвердит это после игры';
    const r = detectText(long, {});
    expect(r.findings.length).toBeGreaterThan(0);
    expect(Object.isFrozen(r.findings)).toBe(false);
  });
});
