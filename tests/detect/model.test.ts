import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelFeatures, suggest, suggestByName, type ModelData } from '../../lib/detect/model';
import { MODEL } from '../../lib/detect/model.generated';
import { ENGINE_KINDS, KINDS } from '../../lib/detect/registry';
import { Engine } from '../../lib/engine/engine';
import { RULE_SET_IDS, type RuleSetId } from '../../lib/rulesets';
import { normalize } from '../../lib/text/normalize';
import { modelModule, READ, setOf, trainAll, wordLines } from '../../scripts/train-model';

/**
 * The learned second opinion (lib/detect/model.ts): written from the read sets by scripts/train-model.ts, scored
 * on a set it was not trained on, added by the engine as judgement calls only when asked to.
 */
const root = new URL('../../', import.meta.url).pathname;

/** The messages of a set's files the model reads as it was trained (scripts/train-model.ts), with their labels. */
function dayMessages(dir: string): { set: RuleSetId; text: string; expect: string[] }[] {
  return readdirSync(`${root}${dir}`)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) => wordLines(`${root}${dir}/${f}`).map((m) => ({ set: setOf(f), ...m })));
}

describe('the learned model', () => {
  it('is what npm run train writes from the read sets (deterministic: the same sets, the same weights)', () => {
    const file = readFileSync(`${root}lib/detect/model.generated.ts`, 'utf8');
    expect(file === modelModule(trainAll()), 'lib/detect/model.generated.ts is stale: run npm run train').toBe(true);
    expect(MODEL.trainedOn.startsWith(READ.join(' '))).toBe(true);
  }, 60_000);

  it('learns no rule the game’s state decides (a kind the engine produces costs it)', () => {
    for (const rs of RULE_SET_IDS) {
      const state = new Set(ENGINE_KINDS.flatMap((k) => (KINDS.get(k)?.decl[rs] ? [KINDS.get(k)?.decl[rs]?.rule] : [])));
      for (const rule of MODEL.sets[rs]?.rules ?? []) expect(state.has(rule), `${rs} ${rule}`).toBe(false);
    }
  });

  it('reads the same features however the message is written: seats as one, stems joining a root’s forms', () => {
    const f = (t: string) => modelFeatures(normalize(t)).map((x) => x.f);
    expect(f('05 думает')).toEqual(f('5 думает'));
    // Any other number is one feature too: its value teaches nothing ("14" is no code, "300" no price).
    expect(f('нах 14')).toEqual(f('нах 300'));
    expect(f('нах 14')).not.toEqual(f('нах 4'));
    expect(f('ДУМАЕТ')).toEqual(f('думает'));
    expect(f('думает')).toContain('s:думае');
    expect(f('думаешь')).toContain('s:думае');
  });

  it('reads by hashed names what it reads by the names themselves (every message of the corpus and round 6)', () => {
    for (const dir of ['tests/corpus', 'tests/blind/round6'])
      for (const m of dayMessages(dir)) {
        const n = normalize(m.text);
        expect(
          suggest(n, m.set)
            .map((s) => s.rule)
            .sort(),
          m.text,
        ).toEqual(suggestByName(n, m.set).sort());
      }
  });

  it('suggests a rule above its threshold, on the word that weighed most', () => {
    const data: ModelData = {
      trainedOn: 'test',
      sets: { online: { rules: ['2.2'], bias: [-3], threshold: 0.9, weights: { 's:думае': [0, 2], 'w:плохо': [0, 4] } } },
    };
    const text = '9 плохо думает';
    const [s] = suggest(normalize(text), 'online', data);
    expect(s?.rule).toBe('2.2');
    expect(text.slice(s?.start, s?.end)).toBe('плохо');
    expect(suggest(normalize('9 думает'), 'online', data)).toEqual([]);
    expect(suggest(normalize('9 плохо думает'), 'club-remarks', data)).toEqual([]);
  });

  it('on a round it was not trained on, alone, finds a third of the violations and flags at most 1% of the clean lines', () => {
    const heldOut = trainAll(READ.filter((d) => !d.endsWith('round6')));
    let pos = 0;
    let hit = 0;
    let neg = 0;
    let fp = 0;
    for (const m of dayMessages('tests/blind/round6')) {
      const rules = new Set(suggest(normalize(m.text), m.set, heldOut).map((s) => s.rule));
      const learnable = m.expect.filter((r) => heldOut.sets[m.set]?.rules.includes(r));
      if (m.expect.length === 0) {
        neg++;
        if (rules.size) fp++;
      } else if (learnable.length) {
        pos++;
        if (learnable.some((r) => rules.has(r))) hit++;
      }
    }
    expect(hit / pos).toBeGreaterThan(1 / 3);
    expect(fp / neg).toBeLessThanOrEqual(0.01);
  }, 60_000);
});

describe('the engine with the learned model', () => {
  /** A day message of round 6 the rows leave alone and the model does not. */
  function missedByRows(): { set: RuleSetId; text: string } {
    for (const m of dayMessages('tests/blind/round6')) {
      if (m.expect.length === 0 || suggest(normalize(m.text), m.set).length === 0) continue;
      if (judge(m.set, m.text, false).length === 0) return m;
    }
    throw new Error('no message the rows miss and the model finds');
  }
  function judge(set: RuleSetId, text: string, learned: boolean) {
    const e = new Engine(set, { learned });
    e.feed({ type: 'phase', phase: 'day' });
    return e.feed({ type: 'message', player: '1', text });
  }

  it('adds what the rows missed as a judgement call, shown on a word of the message, not counted until confirmed', () => {
    const m = missedByRows();
    const vs = judge(m.set, m.text, true);
    expect(vs.length).toBeGreaterThan(0);
    for (const v of vs) {
      expect(v.kind).toBe('learned');
      expect(v.confidence).toBe('likely');
      expect(v.ladder).toBeUndefined();
      expect(m.text.slice(v.start, v.end)).toBe(v.fragment);
      expect(v.fragment.length).toBeGreaterThan(0);
    }
  });

  it('is off unless asked for, and never repeats a rule a family found', () => {
    const m = missedByRows();
    expect(judge(m.set, m.text, false)).toEqual([]);
    const found = judge('online', 'клянусь, я красный, 5 плохо думает', true);
    const rules = found.map((v) => v.rule);
    expect(new Set(rules).size).toBe(rules.length);
    expect(found.find((v) => v.rule.startsWith('4.1'))?.kind).not.toBe('learned');
  });
});
