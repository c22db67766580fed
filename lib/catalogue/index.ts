/**
 * The rule catalogue: every rule of the three documents with its complete
 * text, penalty, examples and how it can be detected. Feeds the popup's rule
 * lookup and the host's manual violation picker.
 */
import { collapse } from '../text/normalize';
import type { RuleSetId } from '../rulesets/types';
import { ALL_DEFS } from './slice';
import { RULE_TEXTS } from './texts.generated';
import type { CatalogueRule } from './types';

export type { CatalogueRule, DetectMode } from './types';

export const CATALOGUE: readonly CatalogueRule[] = ALL_DEFS.map(({ span: _span, ...def }) => ({ ...def, text: RULE_TEXTS[def.id] ?? '' }));

const BY_ID = new Map(CATALOGUE.map((r) => [r.id, r]));

export function ruleById(id: string): CatalogueRule | undefined {
  return BY_ID.get(id);
}

/** A rule's short title in the UI language (the rule texts themselves are Russian). */
export function ruleTitle(rule: CatalogueRule | undefined, lang: 'ru' | 'en'): string {
  return rule ? (lang === 'en' ? rule.titleEn : rule.title) : '';
}

export function rulesOf(ruleSet: RuleSetId): CatalogueRule[] {
  return CATALOGUE.filter((r) => r.ruleSet === ruleSet);
}

/** Rules a host adds by hand: the ones no text detector can see come first. */
export function manualCandidates(ruleSet: RuleSetId): CatalogueRule[] {
  const order = { manual: 0, context: 1, auto: 2 } as const;
  return rulesOf(ruleSet).sort((a, b) => order[a.detect] - order[b.detect]);
}

const WORD = /[\p{L}\d]+/gu;

/** Crude Russian stemming: word forms share their first letters ("клятва", "клянусь" → "кля"). */
function stem(w: string): string {
  const c = collapse(w);
  return c.length <= 4 ? c : c.slice(0, Math.max(4, Math.ceil(c.length * 0.6)));
}

/** Levenshtein distance capped at 2 (enough for typos in a search box). */
function near(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a === b) return true;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

interface Indexed {
  rule: CatalogueRule;
  title: string[];
  keys: string[];
  body: string[];
}

function words(s: string): string[] {
  return (collapse(s).match(WORD) ?? []).filter((w) => w.length >= 2);
}

const INDEX: Indexed[] = CATALOGUE.map((rule) => ({
  rule,
  title: words(rule.title + ' ' + rule.titleEn).map(stem),
  keys: words((rule.keywords ?? []).join(' ')).map(stem),
  body: [...new Set(words(rule.text + ' ' + rule.forbidden.join(' ') + ' ' + rule.allowed.join(' ')).map(stem))],
}));

function matchScore(q: string, list: string[]): number {
  let best = 0;
  for (const w of list) {
    if (w === q) return 1;
    if (w.startsWith(q) || q.startsWith(w)) best = Math.max(best, 0.8);
    else if (q.length >= 4 && near(q, w)) best = Math.max(best, 0.6);
  }
  return best;
}

/**
 * Looks rules up by number ("4.1", "3.2.4", "club-warnings/3") or by words,
 * forgiving word forms and one-letter typos. Best matches first.
 */
export function searchRules(query: string, ruleSet?: RuleSetId): CatalogueRule[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const pool = ruleSet ? INDEX.filter((x) => x.rule.ruleSet === ruleSet) : INDEX;
  const num = /^(?:п\.?\s*|пункт\s*)?(\d+(?:\.\d+)*)\.?$/.exec(q);
  if (num || q.includes('/')) {
    const id = num ? num[1]! : q;
    const exact = pool.filter((x) => x.rule.id === id || x.rule.id.endsWith('/' + id));
    const children = pool.filter((x) => x.rule.id.startsWith(id + '.'));
    return [...exact, ...children].map((x) => x.rule);
  }
  const terms = words(q).map(stem);
  if (!terms.length) return [];
  const scored: { rule: CatalogueRule; score: number }[] = [];
  for (const x of pool) {
    let score = 0;
    let matched = 0;
    for (const t of terms) {
      const s = Math.max(matchScore(t, x.keys) * 3, matchScore(t, x.title) * 2, matchScore(t, x.body));
      if (s > 0) matched++;
      score += s;
    }
    if (matched === 0) continue;
    // Rules matching every term outrank rules matching some.
    scored.push({ rule: x.rule, score: score + (matched === terms.length ? 10 : 0) });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.rule);
}
