/**
 * Transcript checker:
 *   npm run --silent check -- [--rules online|club-warnings|club-remarks] [--format jsonl|csv|text] FILE|-
 * Reads JSONL events, prints one violation per line. Malformed lines are
 * reported on stderr with their number and skipped; exit 2 only when the
 * input cannot be read (or the arguments are wrong).
 */
import { createReadStream, statSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { StringDecoder } from 'node:string_decoder';
import { isMainThread } from 'node:worker_threads';
import { LineSplitter } from '../lib/cli/lines';
import { csvHeader, csvRow, textRow, TranscriptChecker, type OutputRecord } from '../lib/cli/transcript';
import { isRuleSetId, RULE_SET_IDS, type RuleSetId } from '../lib/rulesets';
import { Pipeline, serveWorker } from './check-pool';

const USAGE = `usage: check [--rules ${RULE_SET_IDS.join('|')}] [--format jsonl|csv|text] FILE|-`;

function fail(msg: string): never {
  process.stderr.write(`check: ${msg}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): { rules: RuleSetId; format: 'jsonl' | 'csv' | 'text'; file: string } {
  let rules: RuleSetId = 'online';
  let format: 'jsonl' | 'csv' | 'text' = 'jsonl';
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--rules' || a.startsWith('--rules=')) {
      const v = a.includes('=') ? a.slice(8) : argv[++i];
      if (!isRuleSetId(v)) fail(`unknown rule set "${v ?? ''}"`);
      rules = v;
    } else if (a === '--format' || a.startsWith('--format=')) {
      const v = a.includes('=') ? a.slice(9) : argv[++i];
      if (v !== 'jsonl' && v !== 'csv' && v !== 'text') fail(`unknown format "${v ?? ''}"`);
      format = v;
    } else if (a === '-h' || a === '--help') {
      process.stdout.write(USAGE + '\n');
      process.exit(0);
    } else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else if (file === undefined) file = a;
    else fail('only one input file');
  }
  if (file === undefined) fail('no input file (use - for standard input)');
  return { rules, format, file };
}

/**
 * Worker threads pay on large inputs only, and only with a core to spare:
 * starting one costs about what a thousand messages do, and two threads on a
 * machine whose cores are already taken each run slower than one alone. So by
 * default one worker helps once the input passes WORKERS_FROM_BYTES, if the
 * machine left at least half a core idle while the checker began (measured,
 * not guessed from the core count). `CHECK_WORKERS=N` forces N workers from
 * the first line (0: none).
 */
const WORKERS_FROM_BYTES = 4 << 20;
const AUTO_WORKERS = 1;
const IDLE_CORES = 0.5;
/** The idle share is read over at least this long (the kernel counts CPU time in 10 ms ticks). */
const SAMPLE_MS = 60;

interface WorkerPlan {
  count: number;
  fromBytes: number;
  /** Auto: decided once the machine's idle time is known. */
  auto: boolean;
}

function workerPlan(file: string): WorkerPlan {
  const forced = process.env.CHECK_WORKERS;
  if (forced !== undefined && forced !== '') return { count: Math.max(0, Math.min(8, Number(forced) || 0)), fromBytes: 0, auto: false };
  if (availableParallelism() < 2) return { count: 0, fromBytes: 0, auto: false };
  let size = 0;
  if (file !== '-') {
    try {
      size = statSync(file).size;
    } catch {
      // The read reports it.
    }
  }
  return { count: AUTO_WORKERS, fromBytes: size >= WORKERS_FROM_BYTES ? 0 : WORKERS_FROM_BYTES, auto: true };
}

/** Idle and total CPU time of the whole machine so far (all cores, ms). */
function cpuTimes(): { idle: number; total: number; at: number } {
  let idle = 0;
  let total = 0;
  for (const c of cpus()) {
    idle += c.times.idle;
    total += c.times.user + c.times.nice + c.times.sys + c.times.idle + c.times.irq;
  }
  return { idle, total, at: performance.now() };
}

/** Cores left idle on average since `from`. */
function idleCores(from: { idle: number; total: number }): number {
  const now = cpuTimes();
  return now.total > from.total ? ((now.idle - from.idle) / (now.total - from.total)) * cpus().length : 0;
}

async function main(): Promise<void> {
  const { rules, format, file } = parseArgs(process.argv.slice(2));
  const input = file === '-' ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
  const checker = new TranscriptChecker(rules);
  const out: string[] = [];
  const flush = () => {
    if (out.length) process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  };
  if (format === 'csv') out.push('\uFEFF' + csvHeader());
  const row = format === 'jsonl' ? (r: OutputRecord) => JSON.stringify(r) : format === 'csv' ? csvRow : textRow;
  let errors = 0;
  const pipeline = new Pipeline({
    checker,
    analysis: {},
    emit: (r) => out.push(row(r)),
    error: (e) => {
      errors++;
      process.stderr.write(`check: line ${e.line}: ${e.error}\n`);
    },
    applied: flush,
    batch: Number(process.env.CHECK_BATCH) || undefined,
    steal: process.env.CHECK_STEAL !== '0',
    workerError: (e) => {
      if (process.env.CHECK_STATS) process.stderr.write(`check: worker failed: ${e.message}\n`);
    },
  });
  const plan = workerPlan(file);
  const started = cpuTimes();
  let bytes = 0;
  // Like readline, which this replaces: invalid UTF-8 becomes U+FFFD, and an incomplete character at the very end is dropped.
  const decoder = new StringDecoder('utf8');
  const splitter = new LineSplitter();
  const lines: string[] = [];
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (plan.count && bytes >= plan.fromBytes && (!plan.auto || performance.now() - started.at >= SAMPLE_MS)) {
        if (!plan.auto || idleCores(started) >= IDLE_CORES) pipeline.startWorkers(new URL(import.meta.url), plan.count);
        if (process.env.CHECK_STATS && plan.auto) process.stderr.write(`check: idle cores ${idleCores(started).toFixed(2)}\n`);
        plan.count = 0;
      }
      splitter.push(decoder.write(chunk), lines);
      pipeline.push(lines);
      lines.length = 0;
      pipeline.seal();
      // Read ahead only so far: memory stays bounded whatever the input's size.
      await pipeline.until(8 + 4 * pipeline.workers);
    }
  } catch (e) {
    await pipeline.drain();
    flush();
    process.stderr.write(`check: cannot read ${file}: ${(e as Error).message}\n`);
    process.exit(2);
  }
  splitter.end(lines);
  pipeline.push(lines);
  await pipeline.drain();
  flush();
  await pipeline.close();
  if (process.env.CHECK_STATS)
    process.stderr.write(`check: batches analysed by workers ${pipeline.stats.workers}, in process ${pipeline.stats.inProcess}\n`);
  if (format === 'text' && errors) process.stderr.write(`check: ${errors} malformed line(s) skipped\n`);
}

if (isMainThread)
  main().catch((e) => {
    process.stderr.write(`check: ${(e as Error).stack ?? e}\n`);
    process.exit(2);
  });
else serveWorker();
