/**
 * The held-out paraphrase corpus (tests/corpus/*.jsonl) is well-formed. This
 * test is structural only: detection figures are printed by `npm run corpus`
 * and never asserted here, so that the corpus keeps measuring instead of
 * being tuned against.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleById } from '../lib/catalogue';
import { parseEvent } from '../lib/engine/events';
import { describeFile } from '../scripts/corpus';

const dir = new URL('./corpus/', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
const MIN = 25;

describe('paraphrase corpus', () => {
  it('has files named by rule set and family', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f).toMatch(/^(online|club-warnings|club-remarks)-[\w.-]+\.jsonl$/);
  });

  describe.each(files)('%s', (name) => {
    const lines = readFileSync(join(dir, name), 'utf8').split('\n');
    const events = lines.filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, unknown>);
    const { ruleSet } = describeFile(name);

    it('parses line by line into events the checker accepts', () => {
      for (const [i, l] of lines.entries()) {
        if (!l.trim()) {
          expect(i, 'only the final line may be empty').toBe(lines.length - 1);
          continue;
        }
        const parsed = parseEvent(JSON.parse(l));
        expect(parsed.ok, `line ${i + 1}`).toBe(true);
      }
    });

    it('labels every message with expect, using rule ids of its rule set', () => {
      for (const e of events) {
        if (e.type === 'message') expect(Array.isArray(e.expect), `message ${String(e.id)}`).toBe(true);
        if (!Array.isArray(e.expect)) continue;
        for (const id of e.expect) {
          expect(typeof id).toBe('string');
          expect(ruleById(id as string)?.ruleSet, `rule ${String(id)} in ${String(e.id)}`).toBe(ruleSet);
        }
        if (e.note !== undefined) expect(typeof e.note).toBe('string');
      }
    });

    it(`holds at least ${MIN} violating and ${MIN} clean messages`, () => {
      const scored = events.filter((e) => e.type === 'message' && Array.isArray(e.expect));
      expect(scored.filter((e) => (e.expect as unknown[]).length > 0).length).toBeGreaterThanOrEqual(MIN);
      expect(scored.filter((e) => (e.expect as unknown[]).length === 0).length).toBeGreaterThanOrEqual(MIN);
    });

    it('gives every event a unique id', () => {
      const ids = events.filter((e) => e.id !== undefined).map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});
