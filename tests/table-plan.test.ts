import { describe, expect, it } from 'vitest';
import { detectText } from '../lib/detect';
import { planAfresh, rebuildTables } from '../lib/detect/table';
import { PLAN_JSON, PLAN_KEY } from '../lib/detect/tables.generated';
import { sampleRawTexts } from './sample-texts';
import { HOSTILE } from '../scripts/hostile';

/** Every finding of every sample, as one comparable list. */
function findingsOf(texts: string[]): string[] {
  return texts.map((t) => JSON.stringify(detectText(t, { foreignMinWords: 4 }).findings));
}

describe('the tables built from the plan written out ahead', () => {
  it('is the plan the tables make now (its key matches, so the first message uses it)', () => {
    const fresh = planAfresh();
    expect(PLAN_KEY).toBe(fresh.key);
    expect(JSON.parse(PLAN_JSON)).toEqual(JSON.parse(JSON.stringify(fresh)));
  });

  it('finds exactly what tables built from their sources find', () => {
    const texts = [...sampleRawTexts(), ...Object.values(HOSTILE).map((make) => make(4000, 1))];
    const planned = findingsOf(texts);
    rebuildTables(); // from here on, built from the sources
    const fresh = findingsOf(texts);
    expect(planned.length).toBeGreaterThan(1000);
    expect(planned).toEqual(fresh);
  });
});
