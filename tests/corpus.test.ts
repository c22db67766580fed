/**
 * The held-out paraphrase corpus (tests/corpus/*.jsonl) is well-formed. This
 * test is structural only: detection figures are printed by `npm run corpus`
 * and never asserted here, so that the corpus keeps measuring instead of
 * being tuned against.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleById } from '../lib/catalogue';
import { parseEvent } from '../lib/engine/events';
import { describeFile, scoreFile, table, tally } from '../scripts/corpus';

const dir = new URL('./corpus/', import.meta.url).pathname;
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort();
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

describe('corpus scoring', () => {
  it.each([
    ['online-3.2.jsonl', 'online', '3.2'],
    ['club-warnings-bets.jsonl', 'club-warnings', 'bets'],
    ['club-remarks-night.jsonl', 'club-remarks', 'night'],
  ] as const)('%s is checked with %s, family %s', (name, ruleSet, family) => {
    expect(describeFile(`/x/${name}`)).toEqual({ ruleSet, family });
  });

  it('scores by family, clean lines only when nothing is flagged, unlabelled lines not at all', () => {
    const p = join(mkdtempSync(join(tmpdir(), 'corpus-')), 'online-4.1.jsonl');
    const lines = [
      { type: 'player', player: '5', status: 'alive' },
      { type: 'phase', phase: 'day' },
      { type: 'message', player: '5', text: 'Клянусь, я красный', expect: ['4.1.2'] },
      { type: 'message', player: '5', text: 'Клянусь, я красный', expect: ['3.2'] },
      { type: 'message', player: '5', text: 'Клянусь, я красный', expect: [] },
      { type: 'message', player: '5', text: 'всем привет', expect: [], note: 'ignored by the engine' },
      { type: 'message', player: '5', text: 'всем привет' },
    ];
    writeFileSync(p, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const out = scoreFile(p);
    expect(out.map((o) => [o.line, o.ok])).toEqual([
      [3, true],
      [4, false],
      [5, false],
      [6, true],
    ]);
    expect(tally(out)).toEqual({ pos: 2, hit: 1, neg: 2, fp: 1 });
    expect(table(out)).toContain('| online 4.1 | 0.500 (1/2) | 0.500 (1/2) |');
  });
});
