import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, ruleById } from '../../lib/catalogue';
import { ALL_DEFS } from '../../lib/catalogue/slice';
import { detectText } from '../../lib/detect';
import type { Example, Family } from '../../lib/detect/family';
import { ENGINE_KINDS, FAMILIES, kindsOf, STEPS } from '../../lib/detect/registry';
import { Engine } from '../../lib/engine/engine';
import type { GameEvent } from '../../lib/engine/events';
import { PENALTIES, RULE_SET_IDS, RULE_SETS, type RuleSetId } from '../../lib/rulesets';
import { kindsModule } from '../../scripts/registry-source';

/**
 * The registry (lib/detect/families): each family declares its kinds, their
 * costs, its steps and its examples once, and everything else is built from
 * that. These checks fail for each step of adding a family that was left out.
 */
const dir = new URL('../../lib/detect/families/', import.meta.url);
const modules = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.words.ts'))
  .map((f) => f.slice(0, -3))
  .sort();
const text = (f: Family) => f.steps !== 'engine';
const seats: GameEvent[] = Array.from({ length: 10 }, (_, i) => ({ type: 'player', player: String(i + 1), status: 'alive' }));

/** What the engine reports for an example's last event under a rule set: a message at day, or the example's own events. */
function judged(example: Example, ruleSet: RuleSetId) {
  const engine = new Engine(ruleSet);
  const events: readonly GameEvent[] = typeof example === 'string' ? [{ type: 'message', player: '1', text: example }] : example;
  for (const e of [...seats, { type: 'phase', phase: 'day' } as const, ...events.slice(0, -1)]) engine.feed(e);
  return engine.feed(events[events.length - 1]!);
}

describe('the registry', () => {
  it('lists every module of lib/detect/families, each named after its file', () => {
    expect(FAMILIES.map((f) => f.name).sort()).toEqual(modules);
  });

  it('declares every kind once', () => {
    const kinds = FAMILIES.flatMap((f) => kindsOf(f).map(([k]) => k));
    expect(kinds.filter((k, i) => kinds.indexOf(k) !== i)).toEqual([]);
  });

  it('has a test file for every family (tests/detect/families/<name>.test.ts)', () => {
    for (const name of modules) expect(existsSync(new URL(`families/${name}.test.ts`, import.meta.url)), name).toBe(true);
  });

  it('is what the generated kinds and rule-set maps were written from (npm run tables)', () => {
    const file = readFileSync(new URL('../../lib/detect/kinds.generated.ts', import.meta.url), 'utf8');
    expect(file === kindsModule(), 'lib/detect/kinds.generated.ts is stale: run npm run tables').toBe(true);
  });

  it('builds every rule set’s map from the declarations', () => {
    for (const rs of RULE_SET_IDS) {
      const want = Object.fromEntries(FAMILIES.flatMap((f) => kindsOf(f).flatMap(([k, d]) => (d[rs] ? [[k, d[rs]]] : []))));
      expect(RULE_SETS[rs].map, rs).toEqual(want);
    }
  });

  it('runs text steps only, each with tables or code of its own, at most 30 word gates', () => {
    for (const { family, step } of STEPS) expect(step.tables?.length || step.find, family.name).toBeTruthy();
    expect(STEPS.filter(({ step }) => step.words).length).toBeLessThanOrEqual(30);
    expect(ENGINE_KINDS.length).toBeGreaterThan(0);
  });
});

describe.each(FAMILIES.map((f) => [f.name, f] as const))('family %s', (_name, family) => {
  const kinds = kindsOf(family);

  it('declares a kind, each with a decision under every rule set, and costs something somewhere', () => {
    expect(kinds.length).toBeGreaterThan(0);
    for (const [kind, decl] of kinds) {
      for (const rs of RULE_SET_IDS) {
        const cost = decl[rs];
        expect(cost === null || (typeof cost === 'object' && PENALTIES.includes(cost.penalty)), `${kind} under ${rs}`).toBe(true);
        if (cost) expect(ruleById(cost.rule)?.ruleSet, `${kind}: ${cost.rule} is a rule of ${rs}`).toBe(rs);
      }
      expect(
        RULE_SET_IDS.some((rs) => decl[rs]),
        `${kind} costs nothing under any rule set`,
      ).toBe(true);
    }
  });

  it('gives an example of every kind and a clean one, of its own shape', () => {
    for (const [kind] of kinds) expect(family.examples.finds[kind]?.length, `an example of ${kind}`).toBeGreaterThan(0);
    expect(family.examples.clean.length).toBeGreaterThan(0);
    const all = [...Object.values(family.examples.finds).flat(), ...family.examples.clean] as Example[];
    for (const e of all) expect(typeof e === 'string', JSON.stringify(e)).toBe(text(family));
  });

  const finds = kinds.flatMap(([kind, decl]) => (family.examples.finds[kind] ?? []).map((e) => [kind, e, decl] as const));
  it.each(finds)('%s: %j', (kind, example, decl) => {
    if (typeof example === 'string') expect(detectText(example).findings.map((f) => f.kind)).toContain(kind);
    for (const rs of RULE_SET_IDS) {
      const cost = decl[rs];
      if (cost)
        expect(
          judged(example, rs).map((v) => v.rule),
          rs,
        ).toContain(cost.rule);
    }
  });

  it.each(family.examples.clean.map((e) => [e] as const))('clean: %j', (example) => {
    const own = new Set(kinds.map(([k]) => k));
    if (typeof example === 'string') expect(detectText(example).findings.filter((f) => own.has(f.kind))).toEqual([]);
    for (const rs of RULE_SET_IDS) expect(judged(example, rs).filter((v) => own.has(v.kind as never))).toEqual([]);
  });
});

describe('the catalogue’s detection marks, worked out from the registry', () => {
  it('marks a rule `auto` only when a text family’s kind costs it', () => {
    for (const rule of CATALOGUE.filter((r) => r.detect === 'auto')) {
      const found = FAMILIES.filter(text).some((f) => kindsOf(f).some(([, d]) => d[rule.ruleSet]?.rule === rule.id));
      expect(found, `${rule.id} is marked auto but no text family finds it`).toBe(true);
    }
  });

  it('writes `context` by hand only for a rule no kind costs', () => {
    const costed = new Set(FAMILIES.flatMap((f) => kindsOf(f).flatMap(([, d]) => RULE_SET_IDS.map((rs) => d[rs]?.rule))));
    for (const def of ALL_DEFS.filter((d) => d.detect))
      expect(costed.has(def.id), `${def.id}: its mark comes from the registry`).toBe(false);
  });
});
