/**
 * The rule catalogue: every rule of the three documents with its complete
 * text, penalty, examples and how it can be detected. Feeds the popup's rule
 * lookup and the host's manual violation picker.
 */
import { ENGINE_KINDS, RULE_MAPS, VOICE_KINDS } from '../detect/kinds.generated';
import { collapse } from '../text/normalize';
import { RULE_SET_IDS, type RuleSetId } from '../rulesets/types';
import { ALL_DEFS } from './slice';
import { RULE_TEXTS } from './texts.generated';
import type { CatalogueRule, DetectMode, RuleDef } from './types';

export type { CatalogueRule, DetectMode } from './types';

/** The rules some kind costs: by a kind read from Discord's voice channel, by another kind the engine produces, and by a kind a text family finds. */
const BY_VOICE = new Set<string>();
const BY_ENGINE = new Set<string>();
const BY_TEXT = new Set<string>();
for (const rs of RULE_SET_IDS)
  for (const [kind, ref] of Object.entries(RULE_MAPS[rs]))
    if (ref)
      ((VOICE_KINDS as readonly string[]).includes(kind)
        ? BY_VOICE
        : (ENGINE_KINDS as readonly string[]).includes(kind)
          ? BY_ENGINE
          : BY_TEXT
      ).add(ref.rule);

/** How a rule is detected, from what the families declare (see RuleDef): a rule the chat also shows is not `voice`. */
export function detectModeOf(def: Pick<RuleDef, 'id' | 'detect'>): DetectMode {
  return BY_ENGINE.has(def.id) ? 'context' : BY_TEXT.has(def.id) ? 'auto' : BY_VOICE.has(def.id) ? 'voice' : (def.detect ?? 'manual');
}

export const CATALOGUE: readonly CatalogueRule[] = ALL_DEFS.map(({ span: _span, detect, ...def }) => ({
  ...def,
  detect: detectModeOf({ id: def.id, detect }),
  text: RULE_TEXTS[def.id] ?? '',
}));

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
  const order = { manual: 0, voice: 1, context: 2, auto: 3 } as const;
  return rulesOf(ruleSet).sort((a, b) => order[a.detect] - order[b.detect]);
}

const WORD = /[\p{L}\d]+/gu;

/** Crude Russian stemming: word forms share their first letters ("клятва", "клянусь" → "кля"). */
function stem(w: string): string {
  const c = collapse(w);
  return c.length <= 4 ? c : c.slice(0, Math.max(4, Math.ceil(c.length * 0.6)));
}

/** Edit distance at most 1 (enough for a typo in a search box). */
function near(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a === b) return true;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/**
 * Words hosts search with that the documents do not use for the rule they
 * mean: such a query word is also looked up as the documents' word (a stake —
 * «ставка», «ставлю», «забьёмся» — is what a bet, «пари», is made with).
 * Keyed by stem, so their word forms follow.
 */
const HOST_WORDS: [string[], string][] = [
  [['ставка', 'ставлю', 'заклад', 'забьемся', 'бьюсь'], 'пари'],
  [['божусь', 'божиться'], 'клятва'],
  [['обзывать', 'обозвал', 'обзывательство'], 'оскорбление'],
  [['матерится', 'матюки', 'матерщина'], 'мат'],
  [['капслок'], 'капс'],
  [['смайлик', 'смайл'], 'эмодзи'],
  [['личка', 'личные'], 'переписка'],
  [['суфлер'], 'подсказки'],
];
const HOST_STEMS = new Map<string, string[]>();
for (const [forms, word] of HOST_WORDS) for (const f of forms) HOST_STEMS.set(stem(f), [...(HOST_STEMS.get(stem(f)) ?? []), word]);

interface Field {
  /** Whole words (collapsed). */
  words: Set<string>;
  stems: string[];
}

interface Indexed {
  rule: CatalogueRule;
  keys: Field;
  title: Field;
  body: Field;
}

function words(s: string): string[] {
  return (collapse(s).match(WORD) ?? []).filter((w) => w.length >= 2);
}

function field(s: string): Field {
  const ws = words(s);
  return { words: new Set(ws), stems: [...new Set(ws.map(stem))] };
}

let index: Indexed[] | null = null;
/** The search index, made at the first search: the worker loads the catalogue but never searches it. */
function searchIndex(): Indexed[] {
  return (index ??= CATALOGUE.map((rule) => ({
    rule,
    keys: field((rule.keywords ?? []).join(' ')),
    title: field(rule.title + ' ' + rule.titleEn),
    body: field([rule.text, ...rule.forbidden, ...(rule.situations ?? []), ...rule.allowed].join(' ')),
  })));
}

/**
 * How well one query word matches a field: the very word (1) beats the same
 * stem (0.8), which beats a longer or shorter form (0.7), which beats a typo
 * (0.5, only on stems long enough for a typo to be told from another word).
 */
function matchScore(word: string, st: string, f: Field): number {
  if (f.words.has(word)) return 1;
  let best = 0;
  for (const w of f.stems) {
    if (w === st) return 0.8;
    if (w.startsWith(st) || st.startsWith(w)) best = Math.max(best, 0.7);
    else if (st.length >= 5 && near(st, w)) best = Math.max(best, 0.5);
  }
  // A typo early in a word changes its stem: compare whole words too (long enough to tell apart).
  if (!best && word.length >= 5) for (const w of f.words) if (near(word, w)) return 0.5;
  return best;
}

/** A query word's score for a rule: its keywords weigh most, then its title, then its text. */
function directScore(word: string, x: Indexed): number {
  const st = stem(word);
  return Math.max(matchScore(word, st, x.keys) * 3, matchScore(word, st, x.title) * 2, matchScore(word, st, x.body));
}

function termScore(word: string, x: Indexed): number {
  let s = directScore(word, x);
  // The host's word for the rule's concept counts nearly as much as the document's own.
  for (const alt of HOST_STEMS.get(stem(word)) ?? []) s = Math.max(s, 0.9 * directScore(alt, x));
  return s;
}

/**
 * Looks rules up by number ("4.1", "3.2.4", "club-warnings/3") or by words,
 * forgiving word forms and one-letter typos. Best matches first: rules
 * matching every word, then the rules whose own words (keywords, title)
 * match over rules that merely mention a word in their text.
 */
export function searchRules(query: string, ruleSet?: RuleSetId): CatalogueRule[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const all = searchIndex();
  const pool = ruleSet ? all.filter((x) => x.rule.ruleSet === ruleSet) : all;
  const num = /^(?:п\.?\s*|пункт\s*)?(\d+(?:\.\d+)*)\.?$/.exec(q);
  if (num || q.includes('/')) {
    const id = num?.[1] ?? q;
    const exact = pool.filter((x) => x.rule.id === id || x.rule.id.endsWith('/' + id));
    const children = pool.filter((x) => x.rule.id.startsWith(id + '.'));
    return [...exact, ...children].map((x) => x.rule);
  }
  const terms = words(q);
  if (!terms.length) return [];
  const scored: { rule: CatalogueRule; score: number }[] = [];
  for (const x of pool) {
    let score = 0;
    let matched = 0;
    for (const t of terms) {
      const s = termScore(t, x);
      if (s > 0) matched++;
      score += s;
    }
    if (matched === 0) continue;
    // Rules matching every term outrank rules matching some.
    scored.push({ rule: x.rule, score: score + (matched === terms.length ? 10 : 0) });
  }
  // Stable: equal scores keep the documents' order.
  return scored.sort((a, b) => b.score - a.score).map((s) => s.rule);
}
