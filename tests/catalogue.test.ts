import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, ruleById, searchRules } from '../lib/catalogue';
import { buildTexts, DOCUMENTS } from '../lib/catalogue/slice';
import { RULE_TEXTS } from '../lib/catalogue/texts.generated';
import { Engine } from '../lib/engine/engine';
import { RULE_SETS, ruleFamily } from '../lib/rulesets';

const family = (ruleSet: string, id: string) => (ruleSet === 'online' ? ruleFamily(id) : id);

function check(ruleSet: (typeof CATALOGUE)[number]['ruleSet'], text: string) {
  const e = new Engine(ruleSet);
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', id: 'm', player: '1', text });
}

describe('every example of the three documents', () => {
  const auto = CATALOGUE.filter((r) => r.detect === 'auto');
  const forbidden = auto.flatMap((r) => r.forbidden.map((t) => [r.id, t, r] as const));
  const allowed = auto.flatMap((r) => r.allowed.map((t) => [r.id, t, r] as const));

  it.each(forbidden)('%s forbids «%s»', (_id, text, rule) => {
    const got = check(rule.ruleSet, text).map((v) => family(rule.ruleSet, v.rule));
    expect(got).toContain(family(rule.ruleSet, rule.id));
  });

  it.each(allowed)('%s allows «%s»', (_id, text, rule) => {
    expect(check(rule.ruleSet, text)).toEqual([]);
  });
});

describe('catalogue', () => {
  it('has every online rule of the summary list, with the document fixes', () => {
    const ids = [
      '1.1',
      '1.2',
      '1.3',
      '1.4',
      '1.5',
      '1.6',
      '1.7',
      '1.8',
      '2.1',
      '2.2',
      '2.3',
      '2.4',
      '2.5',
      '2.6',
      '2.7',
      '2.8',
      '2.9',
      '3.1',
      '3.2',
      '3.3',
      '3.4',
      '3.5',
      '3.6',
      '3.7',
      '3.8',
      '3.9',
      '3.10',
      '3.11',
      '4.1',
      '4.2',
      '4.3',
      '4.4',
      '4.5',
      '4.6',
      '4.7',
      '4.8',
      '4.9',
      '3.1.1',
      '3.1.2',
      '3.2.1',
      '3.2.2',
      '3.2.3',
      '3.2.4',
      '3.2.5',
      '3.2.6',
      '3.2.7',
      '3.3.1',
      '3.6.1',
      '4.8.1',
    ];
    for (const id of ids) expect(ruleById(id), id).toBeDefined();
    expect(ruleById('1.8')!.text).toContain('голосования');
    expect(ruleById('2.6')!.text).toContain('иностранном языке');
  });

  it('has all 29 points of the club warnings and the club remarks rules', () => {
    for (let n = 1; n <= 29; n++) expect(ruleById(`club-warnings/${n}`)?.text).toMatch(new RegExp(`^${n}\\. `));
    expect(ruleById('club-remarks/oath')!.text).toContain('Зуб даю');
    expect(ruleById('club-remarks/bet')!.penalty).toBe('team-loss');
  });

  it('gives every rule its own text, made of whole lines of its document', () => {
    const docs = new Map(
      Object.entries(DOCUMENTS).map(([rs, file]) => [
        rs,
        new Set(
          readFileSync(new URL(`../rules/${file}`, import.meta.url), 'utf8')
            .split(/\r?\n/)
            .map((l) => l.replace(/\s+$/, '')),
        ),
      ]),
    );
    for (const r of CATALOGUE) {
      const lines = r.text.split('\n').filter(Boolean);
      expect(lines.length, `${r.id} has no text`).toBeGreaterThan(0);
      // Not invented, not edited, not cut mid-line.
      for (const line of lines) expect(docs.get(r.ruleSet)!.has(line), `${r.id}: «${line}»`).toBe(true);
    }
    // A slicing slip that gives several rules the same span shows up here.
    const texts = new Map<string, string>();
    for (const r of CATALOGUE) {
      expect(texts.get(r.text), `${r.id} has the text of another rule`).toBeUndefined();
      texts.set(r.text, r.id);
    }
  });

  it('maps every rule of every rule set to the catalogue', () => {
    for (const rs of Object.values(RULE_SETS)) {
      for (const ref of Object.values(rs.map)) expect(ruleById(ref!.rule), ref!.rule).toBeDefined();
    }
  });

  it('is generated from the current documents', () => {
    const fresh = buildTexts((f) => readFileSync(new URL(`../rules/${f}`, import.meta.url), 'utf8'));
    expect(fresh).toEqual(RULE_TEXTS);
  });
});

describe('rule search', () => {
  it.each([
    ['4.1', '4.1'],
    ['3.2.4', '3.2.4'],
    ['п. 2.9', '2.9'],
    ['клятва', '4.1'],
    ['клянусь', '4.1'],
    ['капс', '1.2'],
    ['мат', '1.1'],
    ['оскарбление', '3.2'], // a typo
    ['пари', '4.1'],
    ['club-warnings/3', 'club-warnings/3'],
  ])('%s finds %s first', (q, id) => {
    expect(searchRules(q)[0]?.id).toBe(id);
  });

  it('finds sub-points under a number', () => {
    expect(searchRules('3.2').map((r) => r.id)).toEqual(expect.arrayContaining(['3.2', '3.2.1', '3.2.7']));
  });

  it('filters by rule set and returns nothing for nonsense', () => {
    expect(searchRules('клятва', 'club-remarks').every((r) => r.ruleSet === 'club-remarks')).toBe(true);
    expect(searchRules('qqqzzz')).toEqual([]);
    expect(searchRules('   ')).toEqual([]);
  });
});
