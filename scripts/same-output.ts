/**
 * Holds a change of structure to the checker's output, byte for byte:
 *   npx tsx scripts/same-output.ts record DIR   # before the change
 *   npx tsx scripts/same-output.ts compare DIR  # after it: exit 1 on any difference
 * Inputs, each checked under every rule set (`npm run --silent check -- --rules R FILE`):
 *  - the paraphrase corpus (tests/corpus/*.jsonl) and the blind rounds (tests/blind/<round>/*.jsonl);
 *  - the documents' examples: every forbidden and allowed example of the catalogue, each said by a
 *    player of its own at day, and a hand-recorded (manual) violation of every rule without a penalty;
 *  - a generated transcript of 60,000 messages (scripts/gen-transcript.ts, its fixed seed);
 *  - the public evaluation files beside the project (../shared/eval/*.jsonl), their labels cut off as
 *    the scorer cuts them; only whether their output changed is printed, never their text.
 * The inputs are written into DIR at `record` and read from there at `compare`, so that a change to the
 * catalogue or the generator cannot change what is compared. DIR is not committed: it is some 60 MB.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CATALOGUE } from '../lib/catalogue';
import { RULE_SET_IDS } from '../lib/rulesets/types';
import { transcript } from './gen-transcript';

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'record' && mode !== 'compare') || !dir) {
  process.stderr.write('usage: same-output record|compare DIR\n');
  process.exit(2);
}
const inputs = join(dir, 'inputs');
const root = join(import.meta.dirname, '..');

/** The documents' examples, and a manual entry for every rule. */
function examples(): string {
  const lines: string[] = [JSON.stringify({ type: 'phase', phase: 'day' })];
  let seat = 0;
  for (const rule of CATALOGUE)
    for (const text of [...rule.forbidden, ...rule.allowed]) lines.push(JSON.stringify({ type: 'message', player: `p${++seat}`, text }));
  for (const rule of CATALOGUE) lines.push(JSON.stringify({ type: 'manual', player: `m${++seat}`, rule: rule.id }));
  return lines.join('\n') + '\n';
}

function writeInputs(): void {
  mkdirSync(inputs, { recursive: true });
  const corpus = join(root, 'tests', 'corpus');
  for (const f of readdirSync(corpus).filter((f) => f.endsWith('.jsonl')))
    writeFileSync(join(inputs, `corpus-${f}`), readFileSync(join(corpus, f)));
  const blind = join(root, 'tests', 'blind');
  for (const round of existsSync(blind) ? readdirSync(blind).filter((d) => !d.includes('.')) : [])
    for (const f of readdirSync(join(blind, round)).filter((f) => f.endsWith('.jsonl')))
      writeFileSync(join(inputs, `blind-${round}-${f}`), readFileSync(join(blind, round, f)));
  writeFileSync(join(inputs, 'examples.jsonl'), examples());
  writeFileSync(join(inputs, 'transcript-60000.jsonl'), [...transcript(60_000)].join('\n') + '\n');
  const evalDir = join(root, '..', '..', 'shared', 'eval');
  if (existsSync(evalDir))
    for (const f of readdirSync(evalDir).filter((f) => f.endsWith('.jsonl'))) {
      const events = readFileSync(join(evalDir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const stripped = events.map(({ expect: _expect, ...e }) => JSON.stringify(e));
      writeFileSync(join(inputs, `eval-${f}`), stripped.join('\n') + '\n');
    }
}

function check(file: string, rules: string, tries = 2): string {
  try {
    return execFileSync('npm', ['run', '--silent', 'check', '--', '--rules', rules, file], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    // A run that failed without a word (the launcher rebuilding its bundle under a heavy load) is run again once.
    const err = e as { stderr?: string };
    if (tries > 1 && !err.stderr) return check(file, rules, tries - 1);
    throw e;
  }
}

if (mode === 'record') writeInputs();
const outputs = join(dir, 'outputs');
mkdirSync(outputs, { recursive: true });
let same = 0;
const differ: string[] = [];
for (const f of readdirSync(inputs).sort()) {
  for (const rules of RULE_SET_IDS) {
    const name = `${basename(f, '.jsonl')}.${rules}.out`;
    const out = check(join(inputs, f), rules);
    if (mode === 'record') writeFileSync(join(outputs, name), out);
    else if (out === readFileSync(join(outputs, name), 'utf8')) same++;
    else {
      const before = readFileSync(join(outputs, name), 'utf8').split('\n');
      const after = out.split('\n');
      let lines = 0;
      for (let i = 0; i < Math.max(before.length, after.length); i++) if (before[i] !== after[i]) lines++;
      differ.push(`${name}: ${lines} line(s) differ`);
      if (!f.startsWith('eval-')) writeFileSync(join(outputs, name + '.now'), out);
    }
  }
}
if (mode === 'record') process.stdout.write(`recorded ${readdirSync(outputs).length} outputs in ${outputs}\n`);
else {
  process.stdout.write(`identical: ${same}, different: ${differ.length}\n${differ.join('\n')}${differ.length ? '\n' : ''}`);
  process.exit(differ.length ? 1 : 0);
}
