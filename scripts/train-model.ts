/**
 * Trains the learned second opinion (lib/detect/model.ts) on the read sets
 * and writes lib/detect/model.generated.ts: `npm run train`.
 *
 * What it learns from: every message of the sets in READ whose label comes
 * from its words — a seat alive (or on its last speech) at day — with the
 * rules only the game's state decides (a message at night or in the vote, a
 * dead player talking, 4.6/4.7's raise, flood and spam) left out: the engine
 * knows those and the words do not. The newest blind round is never in READ
 * until it has been scored unread (tests/blind/README.md); move it in when it
 * is read, and train again.
 *
 * Deterministic: the files in sorted order, no shuffling, fixed epochs, so
 * the same sets give the same weights.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { normalize } from '../lib/text/normalize';
import { modelFeatures, type ModelData, type SetModel } from '../lib/detect/model';
import { FAMILIES, kindsOf } from '../lib/detect/registry';
import { RULE_SET_IDS, type RuleSetId } from '../lib/rulesets/types';
import { ruleFamily } from '../lib/rulesets';

/** The read sets: the project's corpus and the blind rounds that have been read. */
export const READ = ['tests/corpus', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((r) => `tests/blind/round${r}`)];

/**
 * Where a rule is suggested from. Chosen on round 6 held out (trained on the corpus and rounds 1–5): online at 0.9
 * found 0.845 → 0.868 of the violations for no false alarm more in 1,964 clean lines; the clubs' sets are smaller, and
 * at 0.95 club-remarks still gained 3 false alarms in 664, so they ask for more. Checked again on round 7 held out
 * (trained on the corpus and rounds 1–6): online 0.95 → 0.9 found 12 violations more for 1 false alarm in 1,987;
 * club-remarks 0.98 → 0.99 lost 3 violations and 4 of its 5 false alarms in 611 (its bar is no false alarm).
 * And on round 8 held out (trained on the corpus and rounds 1–7): online 0.85 / 0.9 / 0.95 found 1297 / 1289 / 1279
 * of 1523 for 66 / 64 / 62 false alarms in 1903, so 0.9 stays; club-remarks 0.97 found 8 more than 0.99 for no false
 * alarm more in 675, but round 7 had shown it costing several, so 0.99 stays until a third round agrees.
 */
const THRESHOLDS: Record<RuleSetId, number> = { online: 0.9, 'club-warnings': 0.97, 'club-remarks': 0.99 };
const EPOCHS = 12;
const RATE = 0.3;
const L2 = 1e-3;
/** Rules with fewer examples than this are not learned: too few to generalise from. */
const FEWEST = 25;
/**
 * Weights smaller than this are dropped from the written model. Measured on round 6 held out: dropping those under
 * 0.2 and the features met in fewer than three messages kept its figures (0.869 / 0.029, against 0.869 / 0.029 with
 * every weight over 0.02) at a third of the size (0.75 MB, parsed in about 30 ms).
 */
const SMALLEST = 0.2;
/** Features seen in fewer messages than this are not learned: a word met once is the example, not the rule. */
const RAREST = 3;

interface Example {
  readonly set: RuleSetId;
  readonly text: string;
  readonly rules: readonly string[];
}

/** The rule set a file of the corpus or a blind round is labelled under, by its name. */
export function setOf(file: string): RuleSetId {
  return file.startsWith('club-warnings') ? 'club-warnings' : file.startsWith('club-remarks') ? 'club-remarks' : 'online';
}

/**
 * The rules words can tell: those a text family's kind costs under each set, less those the game's state or the
 * letters' case decide as well (a kind the engine produces costs them: caps, flood, a dead player, the vote).
 */
function textRules(): Record<RuleSetId, Set<string>> {
  const of = (text: boolean) => {
    const out = Object.fromEntries(RULE_SET_IDS.map((rs) => [rs, new Set<string>()])) as Record<RuleSetId, Set<string>>;
    for (const f of FAMILIES)
      if ((f.steps !== 'engine') === text)
        for (const [, decl] of kindsOf(f))
          for (const rs of RULE_SET_IDS) {
            const cost = decl[rs];
            if (cost) out[rs].add(cost.rule);
          }
    return out;
  };
  const words = of(true);
  const state = of(false);
  for (const rs of RULE_SET_IDS) for (const r of state[rs]) words[rs].delete(r);
  return words;
}

/**
 * A label as the text rule it names: itself, or the one text rule of its point ("3.3" said of an account of the
 * night by day is 3.3.1, the text's part of the night-gestures point; the engine judges the rest of 3.3).
 */
function textRule(label: string, words: Set<string>): string[] {
  if (words.has(label)) return [label];
  const parts = [...words].filter((r) => ruleFamily(r) === label);
  return parts.length === 1 ? parts : [];
}

/**
 * The messages of one file whose labels come from their words, with their labels as written: at day or in the
 * results, from a seat alive or on its last speech (what is said at night, in the vote or by the dead the engine
 * judges by the game's state).
 */
export function wordLines(path: string): { text: string; expect: string[] }[] {
  const out: { text: string; expect: string[] }[] = [];
  let phase = 'day';
  const dead = new Map<string, boolean>();
  const speaking = new Map<string, boolean>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const e = JSON.parse(line) as Record<string, unknown>;
    if (e.type === 'phase') phase = String(e.phase);
    else if (e.type === 'player') {
      const p = String(e.player);
      dead.set(p, e.status === 'dead');
      if (typeof e.lastSpeech === 'boolean') speaking.set(p, e.lastSpeech);
      if (e.status === 'alive') speaking.set(p, false);
    } else if (e.type === 'message' && Array.isArray(e.expect)) {
      const p = String(e.player);
      if (phase === 'night' || phase === 'voting') continue;
      if (dead.get(p) && !speaking.get(p)) continue;
      out.push({ text: String(e.text), expect: e.expect as string[] });
    }
  }
  return out;
}

/** A file's training examples: its word lines, each with the text rules it breaks. */
function examples(path: string, set: RuleSetId, words: Set<string>): Example[] {
  return wordLines(path).map((m) => ({ set, text: m.text, rules: m.expect.flatMap((r) => textRule(r, words)) }));
}

function train(xs: readonly number[][], ys: readonly number[]): { w: Float64Array; b: number } {
  let size = 0;
  for (const x of xs) for (const k of x) size = Math.max(size, k + 1);
  const w = new Float64Array(size);
  let b = -2;
  for (let ep = 0; ep < EPOCHS; ep++)
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] ?? [];
      let z = b;
      for (const k of x) z += w[k] ?? 0;
      const g = 1 / (1 + Math.exp(-z)) - (ys[i] ?? 0);
      for (const k of x) w[k] = (w[k] ?? 0) - RATE * (g + L2 * (w[k] ?? 0));
      b -= RATE * g;
    }
  return { w, b };
}

function setModel(all: readonly Example[], set: RuleSetId): SetModel | undefined {
  const data = all.filter((e) => e.set === set);
  const count = new Map<string, number>();
  for (const e of data) for (const r of e.rules) count.set(r, (count.get(r) ?? 0) + 1);
  const rules = [...count].filter(([, c]) => c >= FEWEST).map(([r]) => r);
  rules.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (rules.length === 0) return undefined;
  const feats = data.map((e) => modelFeatures(normalize(e.text)).map(({ f }) => f));
  const seen = new Map<string, number>();
  for (const fs of feats) for (const f of fs) seen.set(f, (seen.get(f) ?? 0) + 1);
  const vocab = new Map<string, number>();
  const xs = feats.map((fs) =>
    fs.flatMap((f) => {
      if ((seen.get(f) ?? 0) < RAREST) return [];
      let k = vocab.get(f);
      if (k === undefined) vocab.set(f, (k = vocab.size));
      return [k];
    }),
  );
  const names = [...vocab.keys()];
  const weights: Record<string, number[]> = {};
  const bias: number[] = [];
  rules.forEach((rule, r) => {
    const { w, b } = train(
      xs,
      data.map((e) => (e.rules.includes(rule) ? 1 : 0)),
    );
    bias.push(round(b));
    w.forEach((v, k) => {
      if (Math.abs(v) < SMALLEST) return;
      const f = names[k] ?? '';
      (weights[f] ??= []).push(r, round(v));
    });
  });
  const sorted: Record<string, number[]> = {};
  for (const f of Object.keys(weights).sort()) sorted[f] = weights[f] ?? [];
  return { rules, bias, threshold: THRESHOLDS[set], weights: sorted };
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

export function trainAll(dirs: readonly string[] = READ): ModelData {
  const words = textRules();
  const all: Example[] = [];
  for (const dir of dirs)
    for (const f of readdirSync(dir)
      .filter((x) => x.endsWith('.jsonl'))
      .sort()) {
      const set = setOf(f);
      all.push(...examples(`${dir}/${f}`, set, words[set]));
    }
  const sets: Partial<Record<RuleSetId, SetModel>> = {};
  for (const rs of RULE_SET_IDS) {
    const m = setModel(all, rs);
    if (m) sets[rs] = m;
  }
  const counts = RULE_SET_IDS.map((rs) => `${rs} ${all.filter((e) => e.set === rs).length}`).join(', ');
  return { trainedOn: `${dirs.join(' ')} (${counts} messages)`, sets };
}

/** A JSON text as a JS string literal: in single quotes as it is when it holds none of them (words have none). */
function quoted(json: string): string {
  return /['\\\n\u2028\u2029]/.test(json) ? JSON.stringify(json) : `'${json}'`;
}

/** The generated module's text: the model as a JSON string, which engines parse faster than an object literal. */
export function modelModule(model: ModelData): string {
  return (
    '// Generated by scripts/train-model.ts (npm run train) from the read sets. Do not edit.\n' +
    "import type { ModelData } from './model';\n\n" +
    `export const MODEL: ModelData = JSON.parse(${quoted(JSON.stringify(model))}) as ModelData;\n`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  const model = trainAll(dirs.length ? dirs : READ);
  const out = process.env.MODEL_OUT ?? 'lib/detect/model.generated.ts';
  writeFileSync(out, modelModule(model));
  const size = Object.values(model.sets).reduce((s, m) => s + Object.keys(m.weights).length, 0);
  console.log(`wrote ${out}: ${size} features; ${model.trainedOn}`);
}
