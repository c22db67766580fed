/**
 * Held-out paraphrase corpus score:
 *   npm run corpus -- [--misses] [--min-recall R] [--max-fpr F] [--voting-words remark|gestures] [--no-learned] [FILE...]
 * Runs the transcript checker's engine (the same TranscriptChecker the CLI
 * uses) over tests/corpus/*.jsonl and prints recall and false-positive rate
 * per family and overall, per rule set, as a Markdown table.
 *
 * The rule set comes from the file name: club-warnings-*.jsonl and
 * club-remarks-*.jsonl are checked with those rule sets, everything else
 * (online-*.jsonl) with the online set. A file holds one family; the family
 * label is the name's tail ("online-3.2.jsonl" → 3.2). Scoring follows
 * ../shared/eval/score.mjs: a message with a non-empty `expect` passes when
 * the checker flags any of the expected families (first two components of
 * the rule id, so "3.2" accepts "3.2.4"); a message with `expect: []` passes
 * when nothing at all is flagged on it. Lines without `expect` only set the
 * scene (a mash before the fourth, a phase) and are not scored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TranscriptChecker } from '../lib/cli/transcript';
import type { EngineOptions } from '../lib/engine/engine';
import { ruleFamily, type RuleSetId } from '../lib/rulesets';

export interface CorpusLine {
  line: number;
  expect?: string[];
  text: string;
  note?: string;
}

export interface Outcome {
  file: string;
  ruleSet: RuleSetId;
  family: string;
  line: number;
  expect: string[];
  got: string[];
  ok: boolean;
  text: string;
}

const SET_PREFIXES: [string, RuleSetId][] = [
  ['club-warnings-', 'club-warnings'],
  ['club-remarks-', 'club-remarks'],
  ['online-', 'online'],
];

/** The table's order: the default rule set first, as in the README. */
const SET_ORDER: RuleSetId[] = ['online', 'club-warnings', 'club-remarks'];

/** Rule set and family label from a corpus file's name. */
export function describeFile(path: string): { ruleSet: RuleSetId; family: string } {
  const name = basename(path).replace(/\.jsonl$/, '');
  for (const [prefix, ruleSet] of SET_PREFIXES) if (name.startsWith(prefix)) return { ruleSet, family: name.slice(prefix.length) };
  return { ruleSet: 'online', family: name };
}

/** Scores one corpus file: every scored line with what the engine flagged on it. */
export function scoreFile(path: string, opts: EngineOptions = {}): Outcome[] {
  const { ruleSet, family } = describeFile(path);
  const lines = readFileSync(path, 'utf8').split('\n');
  const checker = new TranscriptChecker(ruleSet, opts);
  const flagged = new Map<number, Set<string>>();
  const scored: { line: number; expect: string[]; text: string }[] = [];
  lines.forEach((raw, i) => {
    let input = raw;
    if (raw.trim()) {
      // The corpus's own fields never reach the engine: it sees what the CLI would see.
      const { expect, note, ...event } = JSON.parse(raw) as Record<string, unknown>;
      void note;
      input = JSON.stringify(event);
      if (Array.isArray(expect)) scored.push({ line: i + 1, expect: expect.map(String), text: String(event.text ?? event.nick ?? '') });
    }
    for (const r of checker.feedLine(input).records) {
      const set = flagged.get(r.line) ?? new Set<string>();
      set.add(ruleFamily(r.rule));
      flagged.set(r.line, set);
    }
  });
  return scored.map(({ line, expect, text }) => {
    const got = [...(flagged.get(line) ?? [])];
    const ok = expect.length ? expect.some((x) => got.includes(ruleFamily(x))) : got.length === 0;
    return { file: basename(path), ruleSet, family, line, expect, got, ok, text };
  });
}

export interface Tally {
  pos: number;
  hit: number;
  neg: number;
  fp: number;
}

export function tally(outcomes: Outcome[]): Tally {
  const t: Tally = { pos: 0, hit: 0, neg: 0, fp: 0 };
  for (const o of outcomes) {
    if (o.expect.length) {
      t.pos++;
      if (o.ok) t.hit++;
    } else {
      t.neg++;
      if (!o.ok) t.fp++;
    }
  }
  return t;
}

const recallOf = (t: Tally) => (t.pos ? t.hit / t.pos : 1);
const fprOf = (t: Tally) => (t.neg ? t.fp / t.neg : 0);

/** Families in rule-id order: 1.2 before 1.10, 3.2 before 3.10, names after numbers. */
function byFamily(a: string, b: string): number {
  const pa = a.split(/[.\-/]/),
    pb = b.split(/[.\-/]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '',
      y = pb[i] ?? '';
    const nx = Number(x),
      ny = Number(y);
    const c = x !== '' && y !== '' && !Number.isNaN(nx) && !Number.isNaN(ny) ? nx - ny : x.localeCompare(y);
    if (c) return c;
  }
  return 0;
}

function row(label: string, t: Tally): string {
  return `| ${label} | ${recallOf(t).toFixed(3)} (${t.hit}/${t.pos}) | ${fprOf(t).toFixed(3)} (${t.fp}/${t.neg}) |`;
}

/** The Markdown table: one section per rule set, families then the set's overall line. */
export function table(outcomes: Outcome[]): string {
  const out = ['| rule set / family | recall | false-positive rate |', '| --- | --- | --- |'];
  const sets = SET_ORDER.filter((s) => outcomes.some((o) => o.ruleSet === s));
  for (const set of sets) {
    const mine = outcomes.filter((o) => o.ruleSet === set);
    const families = [...new Set(mine.map((o) => o.family))].sort(byFamily);
    for (const f of families) out.push(row(`${set} ${f}`, tally(mine.filter((o) => o.family === f))));
    out.push(row(`**${set} overall**`, tally(mine)));
  }
  if (sets.length > 1) out.push(row('**all sets**', tally(outcomes)));
  return out.join('\n');
}

function main(argv: string[]): number {
  const args = [...argv];
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return false;
    args.splice(i, 1);
    return true;
  };
  const opt = (name: string): number | undefined => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const v = Number(args[i + 1]);
    if (!Number.isFinite(v)) throw new Error(`${name} needs a number`);
    args.splice(i, 2);
    return v;
  };
  const misses = flag('--misses');
  // The learned model's suggestions count as found, as the host sees them; `--no-learned` scores the rows alone.
  const learned = !flag('--no-learned');
  const minRecall = opt('--min-recall');
  const maxFpr = opt('--max-fpr');
  // The club remarks' reading of the vote (see lib/detect/families/voting.ts), as a host may set it.
  const at = args.indexOf('--voting-words');
  let votingWords: EngineOptions['votingWords'];
  if (at >= 0) {
    const v = args[at + 1];
    if (v !== 'remark' && v !== 'gestures') throw new Error('--voting-words needs remark or gestures');
    votingWords = v;
    args.splice(at, 2);
  }
  const unknown = args.find((a) => a.startsWith('--'));
  if (unknown) throw new Error(`unknown option ${unknown}`);
  const dir = fileURLToPath(new URL('../tests/corpus/', import.meta.url));
  const files = args.length
    ? args
    : readdirSync(dir)
        .filter((f) => f.endsWith('.jsonl'))
        .sort()
        .map((f) => join(dir, f));
  const outcomes = files.flatMap((f) => scoreFile(f, votingWords ? { votingWords, learned } : { learned }));
  console.log(table(outcomes));
  if (misses) {
    const bad = outcomes.filter((o) => !o.ok);
    if (bad.length) console.log('');
    for (const o of bad) {
      const what = o.expect.length ? `MISS expect ${o.expect.join('|')}` : 'FALSE ALARM';
      console.log(`${o.file}:${o.line} ${what} got ${o.got.join(',') || 'nothing'}: ${o.text}`);
    }
  }
  let pass = true;
  for (const set of SET_ORDER.filter((s) => outcomes.some((o) => o.ruleSet === s))) {
    const t = tally(outcomes.filter((o) => o.ruleSet === set));
    if (minRecall !== undefined && recallOf(t) < minRecall) {
      console.error(`corpus: ${set} recall ${recallOf(t).toFixed(3)} is below ${minRecall}`);
      pass = false;
    }
    if (maxFpr !== undefined && fprOf(t) > maxFpr) {
      console.error(`corpus: ${set} false-positive rate ${fprOf(t).toFixed(3)} is above ${maxFpr}`);
      pass = false;
    }
  }
  return pass ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`corpus: ${(e as Error).message}`);
    process.exitCode = 2;
  }
}
