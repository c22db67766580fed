import { describe, expect, it } from 'vitest';
import { detectText } from '../lib/detect';
import { planAfresh, rebuildTables, reorderTablesForTest, tablesPlanned } from '../lib/detect/table';
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

  it('fits the tables in whatever order their modules declared them', () => {
    // Modules declare their tables as they load, in an order that depends on the entry point (the
    // checker's bundle, the extension's, tsx): reversed and shuffled, the same plan is taken.
    const texts = [...sampleRawTexts().slice(0, 400), ...Object.values(HOSTILE).map((make) => make(2000, 3))];
    const before = findingsOf(texts);
    let seed = 7;
    const orders = [
      (t: unknown[]) => t.reverse(),
      (t: unknown[]) =>
        t
          .map((x) => [(seed = (seed * 1103515245 + 12345) >>> 0) % 1000, x] as const)
          .sort((a, b) => a[0] - b[0])
          .map(([, x]) => x),
    ];
    for (const order of orders) {
      reorderTablesForTest((t) => order(t) as typeof t);
      expect(tablesPlanned()).toBe(true);
      expect(findingsOf(texts)).toEqual(before);
    }
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
