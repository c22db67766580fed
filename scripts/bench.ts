/**
 * Engine and checker figures (printed, not asserted):
 *  - a generated 200,000-message transcript: messages per second, and the
 *    checker's whole run against a plain read-and-JSON.parse of the same file;
 *  - the worst of a set of hostile 50 KB messages, and how time grows when
 *    the length doubles.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Engine } from '../lib/engine/engine';
import { transcript } from './gen-transcript';
import { HOSTILE, timeMessage } from './hostile';

const N = Number(process.env.BENCH_MESSAGES ?? 200_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const file = join(dir, 'game.jsonl');
writeFileSync(file, [...transcript(N)].join('\n') + '\n');

function run(args: string[]): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: new URL('..', import.meta.url).pathname, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
  return performance.now() - t;
}

const baselineScript = join(dir, 'baseline.mjs');
writeFileSync(
  baselineScript,
  `import { createReadStream } from 'node:fs'; import { createInterface } from 'node:readline';
   let n = 0; const rl = createInterface({ input: createReadStream(${JSON.stringify(file)}), crlfDelay: Infinity });
   rl.on('line', (l) => { if (l) { JSON.parse(l); n++; } }); rl.on('close', () => process.stdout.write(String(n)));`,
);
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = median([0, 1, 2].map(() => run([baselineScript])));
run(['scripts/check.mjs', '-h']); // builds the bundle once, outside the timing
const checker = median([0, 1, 2].map(() => run(['scripts/check.mjs', file])));

// In-process engine throughput, without process start-up.
const events = [...transcript(N)].map((l) => JSON.parse(l));
const engine = new Engine('online');
const t0 = performance.now();
for (const e of events) engine.feed(e);
const engineMs = performance.now() - t0;

console.log(`transcript: ${N.toLocaleString('en')} messages, ${(Buffer.byteLength([...transcript(N)].join('\n')) / 1e6).toFixed(1)} MB`);
console.log(`  engine in process   ${(N / (engineMs / 1000)).toFixed(0).padStart(9)} messages/s  (${((engineMs * 1000) / N).toFixed(1)} µs per message)`);
console.log(`  checker whole run   ${(checker / 1000).toFixed(2).padStart(9)} s     ${(N / (checker / 1000)).toFixed(0)} messages/s`);
console.log(`  read + JSON.parse   ${(base / 1000).toFixed(2).padStart(9)} s`);
console.log(`  ratio               ${(checker / base).toFixed(2).padStart(9)} x   (aim: at most 3x)`);

console.log('hostile messages (whole engine, one message):');
const time = (text: string) => timeMessage(text, 5);
let worst = { name: '', ms: 0 };
for (const [name, make] of Object.entries(HOSTILE)) {
  time(make(1000));
  const ms50 = time(make(50_000));
  const ms100 = time(make(100_000));
  if (ms50 > worst.ms) worst = { name, ms: ms50 };
  console.log(`  ${name.padEnd(22)} 50 KB ${ms50.toFixed(2).padStart(7)} ms   100 KB ${ms100.toFixed(2).padStart(7)} ms   ×${(ms100 / ms50).toFixed(2)}`);
}
console.log(`  worst: ${worst.name}, ${worst.ms.toFixed(2)} ms (aim: under 10 ms; doubling at most doubles)`);
