/**
 * Engine and checker figures (printed, never asserted):
 *  - start-up: a whole checker process on an empty file against a bare Node
 *    process, and in process the module load and the first message (tables built);
 *  - a realistic generated 200,000-message transcript (see gen-transcript.ts):
 *    the checker's whole run (the launcher `npm run check` starts, with its
 *    build current) against a plain read + JSON.parse of the same file,
 *    in paired runs (median) — in process, as by default, and with one worker
 *    thread analysing the messages (CHECK_WORKERS=1) — and the engine's own time per message;
 *  - hostile 50 KB and 100 KB messages of every kind, a fresh text each run
 *    (never the best of repeats of one string), median of several, and how
 *    time grows when the length doubles; and, apart, the first such message
 *    a process sees after ordinary chat, when V8 has yet to optimise the code
 *    a message of that kind takes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { transcript } from './gen-transcript';

const N = Number(process.env.BENCH_MESSAGES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const file = join(dir, 'game.jsonl');
const lines = [...transcript(N)];
writeFileSync(file, lines.join('\n') + '\n');
const empty = join(dir, 'empty.jsonl');
writeFileSync(empty, '');

function run(args: string[], env: Record<string, string> = {}): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
  return performance.now() - t;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;

const baselineScript = join(dir, 'baseline.mjs');
writeFileSync(
  baselineScript,
  `import { createReadStream } from 'node:fs'; import { createInterface } from 'node:readline';
   let n = 0; const rl = createInterface({ input: createReadStream(process.argv[2]), crlfDelay: Infinity });
   rl.on('line', (l) => { if (l) { JSON.parse(l); n++; } }); rl.on('close', () => process.stdout.write(String(n)));`,
);
run(['scripts/check.mjs', '-h']); // builds the bundles and the code cache once, outside the timing
// The checker as `npm run check` runs it, npm's own start aside: the launcher, which finds the build
// current and runs it with its code cache.
const checker = join(root, 'scripts', 'check.mjs');

// Start-up.
const bare = median([0, 1, 2, 3, 4].map(() => run(['-e', ''])));
const startup = median([0, 1, 2, 3, 4].map(() => run([checker, empty])));
const t0 = performance.now();
const { Engine } = await import('../lib/engine/engine');
const loadMs = performance.now() - t0;
const t1 = performance.now();
new Engine('online').feed({ type: 'message', player: '1', text: 'привет всем' });
const firstMs = performance.now() - t1;
console.log('start-up:');
console.log(`  bare node process          ${ms(bare)}`);
console.log(`  checker on an empty file   ${ms(startup)}  (+${ms(startup - bare)})`);
console.log(`  engine modules, in process ${ms(loadMs)}; first message (tables built) ${ms(firstMs)}`);

// The transcript: paired runs, so that load on the machine hits all alike.
const MODES: [string, Record<string, string>][] = [
  ['checker whole run', {}],
  ['  one worker thread', { CHECK_WORKERS: '1' }],
];
const rounds: number[][] = [];
const loadBefore = loadavg()[0]!;
for (let i = 0; i < Math.max(3, Math.min(RUNS, 5)); i++)
  rounds.push([run([baselineScript, file]), ...MODES.map(([, env]) => run([checker, file], env))]);
const loadAfter = loadavg()[0]!;
const base = median(rounds.map((p) => p[0]!));
const messages = lines.filter((l) => l.includes('"type":"message"'));
const distinct = new Set(messages.map((l) => (JSON.parse(l) as { text: string }).text)).size;
console.log(
  `transcript: ${N.toLocaleString('en')} messages (${distinct.toLocaleString('en')} distinct ` +
    `texts), ${(Buffer.byteLength(lines.join('\n')) / 1e6).toFixed(1)} MB`,
);
console.log(
  `  read + JSON.parse   ${(base / 1000).toFixed(2).padStart(6)} s   (median of ${rounds.length}; ` +
    `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after)`,
);
MODES.forEach(([name], k) => {
  const t = median(rounds.map((p) => p[k + 1]!));
  const ratio = median(rounds.map((p) => p[k + 1]! / p[0]!));
  console.log(
    `  ${name.padEnd(19)} ${(t / 1000).toFixed(2).padStart(6)} s   ${ratio.toFixed(2).padStart(5)}x ` +
      'read + parse (median of paired ' +
      `ratios${
        k
          ? ''
          : `; aim: at most 3x; load ${loadBefore.toFixed(1)}–${loadAfter.toFixed(1)} on ${cpus().length} ` +
            'cores — a busy machine inflates the ratio'
      })   ` +
      `${(N / (t / 1000)).toFixed(0)} messages/s`,
  );
});

const events = lines.map((l) => JSON.parse(l));
const engine = new Engine('online');
const t2 = performance.now();
for (const e of events) engine.feed(e);
const engineMs = performance.now() - t2;
console.log(`  engine in process   ${((engineMs * 1000) / N).toFixed(1).padStart(6)} µs per message`);
// The product's engines (worker, popup, checker) add the learned model's suggestions (lib/detect/model.ts).
const learnedEngine = new Engine('online', { learned: true });
const t3 = performance.now();
for (const e of events) learnedEngine.feed(e);
const learnedMs = performance.now() - t3;
console.log(
  `  with the model      ${((learnedMs * 1000) / N).toFixed(1).padStart(6)} µs per message ` +
    `(×${(learnedMs / engineMs).toFixed(2)} of the rows alone; load ${loadavg()[0]?.toFixed(1) ?? '?'})`,
);

const HOSTILE_RUNS = Math.max(RUNS, 15);
console.log(
  'hostile messages (whole engine, one message; a fresh text each run, 50 KB and 100 KB runs in ' +
    `pairs, medians of ${HOSTILE_RUNS}, and the doubling as the 100 KB runs' total over the 50 KB ` +
    `runs' (so that the garbage collector's pauses, which land in whichever run crosses a limit, ` +
    'count in proportion to what each run allocates) after six warm-up texts of the kind, at 20, 50 ' +
    'and 100 KB; CPU time of this process, which a busy machine inflates less than the wall clock; ' +
    'work: expression runs + trie steps + rows looked at, which no load changes):',
);
const { HOSTILE, cpuMessage, timeMessage, freshEngine } = await import('./hostile');
const { work, resetWork } = await import('../lib/text/work');
const { forgetWords } = await import('../lib/text/lexicon');
const workOf = (text: string) => {
  const e = freshEngine();
  forgetWords(); // both lengths meet an empty lexicon: words an earlier message left would shrink one count
  resetWork();
  e.feed({ type: 'message', player: '1', text });
  return work.regex + work.steps + work.rows;
};
let variant = 100;
const warm = new Map<string, number>();
let worst = { name: '', ms: 0 };
let worstRatio = { name: '', r: 0 };
for (const [name, make] of Object.entries(HOSTILE)) {
  // A worker that has seen such messages: the code is optimised and the tables built before the timing,
  // at both lengths timed — else the first 100 KB runs still pay for V8's optimising and the doubling
  // measures that, not growth (the first message of a kind is timed apart, below).
  for (const n of [20_000, 20_000, 50_000, 100_000, 50_000, 100_000]) timeMessage(make(n, variant++));
  const t50: number[] = [];
  const t100: number[] = [];
  for (let i = 0; i < HOSTILE_RUNS; i++) {
    t50.push(cpuMessage(make(50_000, variant++), freshEngine()));
    t100.push(cpuMessage(make(100_000, variant++), freshEngine()));
  }
  const ms50 = median(t50);
  const ms100 = median(t100);
  // Totals, not a median of pairs' ratios: a young-generation collection (1–2 ms) lands in about every
  // other 100 KB run, and a median of ratios then says ×2.0 or ×2.6 by where the pauses fell.
  const doubling = t100.reduce((a, b) => a + b, 0) / t50.reduce((a, b) => a + b, 0);
  const w = workOf(make(100_000, variant++)) / workOf(make(50_000, variant++));
  warm.set(name, ms50);
  if (ms50 > worst.ms) worst = { name, ms: ms50 };
  if (doubling > worstRatio.r) worstRatio = { name, r: doubling };
  console.log(
    `  ${name.padEnd(38)} 50 KB ${ms50.toFixed(2).padStart(7)} ms   100 KB ` +
      `${ms100.toFixed(2).padStart(7)} ms   ×${doubling.toFixed(2)}   work ×${w.toFixed(2)}`,
  );
}
console.log(
  `  worst: ${worst.name}, ${worst.ms.toFixed(2)} ms (aim: at most 10 ms); largest doubling ×${worstRatio.r.toFixed(2)} (${worstRatio.name}; aim: at most ×2)`,
);

// The first message of each kind after ordinary chat, each kind in a process of its own (see bench-first.ts).
const chat = join(dir, 'chat.jsonl');
writeFileSync(chat, lines.slice(0, 20_000).join('\n') + '\n');
const firsts: [string, number][] = [];
for (const name of Object.keys(HOSTILE)) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-first.ts', name, chat], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench-first ${name} exited ${r.status}: ${r.stderr}`);
  firsts.push([name, Number(r.stdout)]);
}
firsts.sort((a, b) => b[1] - a[1]);
console.log(
  'first hostile 50 KB message of its kind in a process that has checked 20,000 chat messages (CPU ' +
    'time; a one-off: V8 has not yet optimised the code such a message takes):',
);
console.log(`  ${firsts.map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`).join('; ')}`);

// Cold: each kind as a just-started checker meets it — a fresh process through the launcher, as `npm run check`
// runs it (its build current, with its code cache), after a phase and one ordinary message (whose one-off
// table build is timed apart). Each line's time comes from the checker itself (CHECK_TIMES=1): read, parsed,
// analysed and judged. Medians of COLD_RUNS fresh processes per kind.
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const coldLoad = loadavg()[0]!;
const cold: { name: string; wall: number; cpu: number; floorWall: number; floorCpu: number }[] = [];
const firstLine: number[] = [];
const floorScript = join(root, 'scripts', 'bench-floor.mjs');
for (const [name, make] of Object.entries(HOSTILE)) {
  const f = join(dir, 'cold.jsonl');
  const events = [
    { type: 'phase', phase: 'day' },
    { type: 'message', player: '2', text: 'всем привет, ну что, кто черный?' },
    { type: 'message', player: '1', text: make(50_000, 7) },
  ];
  writeFileSync(f, events.map((e) => JSON.stringify(e)).join('\n') + '\n');
  const wall: number[] = [];
  const cpu: number[] = [];
  const floorWall: number[] = [];
  const floorCpu: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const f0 = spawnSync(process.execPath, [floorScript, f], { cwd: root, encoding: 'utf8' });
    if (f0.status !== 0) throw new Error(`cold floor ${name}: exited ${f0.status}: ${f0.stderr}`);
    const [fw, fc] = f0.stdout.trim().split(' ').map(Number);
    floorWall.push(fw!);
    floorCpu.push(fc!);
    const r = spawnSync(process.execPath, [checker, f], { cwd: root, encoding: 'utf8', env: { ...process.env, CHECK_TIMES: '1' } });
    const times = [...r.stderr.matchAll(/^check: time (\d+) (\S+) (\S+)$/gm)].map((m) => [Number(m[2]), Number(m[3])] as const);
    if (r.status !== 0 || times.length !== 3) throw new Error(`cold ${name}: the checker exited ${r.status}: ${r.stderr}`);
    firstLine.push(times[1]![0]);
    wall.push(times[2]![0]);
    cpu.push(times[2]![1]);
  }
  cold.push({ name, wall: median(wall), cpu: median(cpu), floorWall: median(floorWall), floorCpu: median(floorCpu) });
}
// CPU time first: on a shared machine a fresh process's wall clock is mostly other processes' turns.
cold.sort((a, b) => b.cpu - a.cpu);
console.log(
  'hostile 50 KB messages cold: a fresh checker process each (the launcher, as npm run check runs ' +
    'it), the hostile message after a phase and one ordinary message, its own time as the checker ' +
    `measures it (wall; CPU of every thread of the process, V8's compiler threads included), median ` +
    `of ${COLD_RUNS}; warm beside it (the in-process median above). Load ${coldLoad.toFixed(2)} ` +
    `before, ${loadavg()[0]!.toFixed(2)} after; aim: at most 10 ms cold. Floor: one pass over the same ` +
    'text in a fresh process (NFKC, lower case, cut into words, each looked up; scripts/bench-floor.mjs), ' +
    'the least any detector must spend on it before V8 has optimised anything:',
);
console.log(`  the first ordinary message of a process (its tables built): ${ms(median(firstLine))}`);
for (const c of cold)
  console.log(
    `  ${c.name.padEnd(38)} cold CPU ${c.cpu.toFixed(1).padStart(6)} ms (wall ` +
      `${c.wall.toFixed(1).padStart(7)} ms)   warm CPU ` +
      `${(warm.get(c.name) ?? NaN).toFixed(2).padStart(6)} ms   ` +
      `×${(c.cpu / (warm.get(c.name) ?? NaN)).toFixed(0).padEnd(4)} floor CPU ${c.floorCpu.toFixed(1).padStart(5)} ms ` +
      `(wall ${c.floorWall.toFixed(1).padStart(5)} ms)`,
  );
console.log(
  `  worst cold: ${cold[0]!.name}, ${cold[0]!.wall.toFixed(1)} ms; ${cold.filter((c) => c.wall <= 10).length} of ${cold.length} kinds at most 10 ms`,
);
