/**
 * Transcript checker:
 *   npm run --silent check -- [--rules online|club-warnings|club-remarks] [--format jsonl|csv|text] [--no-learned] FILE|-
 * Reads JSONL events, prints one violation per line; the learned model's suggestions (`likely`) are among them
 * unless `--no-learned`. Malformed lines are
 * reported on stderr with their number and skipped; exit 2 only when the
 * input cannot be read (or the arguments are wrong).
 */
import './regexp-flags';
import { createReadStream } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { csvHeader, csvRow, textRow, TranscriptChecker, type OutputRecord } from '../lib/cli/transcript';
import { isRuleSetId, RULE_SET_IDS, type RuleSetId } from '../lib/rulesets';
import { tablesPlanned } from '../lib/detect/table';
import { Pipeline, serveWorker } from './check-pool';
import { InputReader } from './check-read';
import type { LineSink } from '../lib/cli/bytes';

const USAGE = `usage: check [--rules ${RULE_SET_IDS.join('|')}] [--format jsonl|csv|text] [--no-learned] FILE|-`;

function fail(msg: string): never {
  process.stderr.write(`check: ${msg}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): { rules: RuleSetId; format: 'jsonl' | 'csv' | 'text'; file: string; learned: boolean } {
  let rules: RuleSetId = 'online';
  let learned = true;
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
    } else if (a === '--no-learned') {
      learned = false;
    } else if (a === '-h' || a === '--help') {
      process.stdout.write(USAGE + '\n');
      process.exit(0);
    } else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else if (file === undefined) file = a;
    else fail('only one input file');
  }
  if (file === undefined) fail('no input file (use - for standard input)');
  return { rules, format, file, learned };
}

/**
 * `CHECK_WORKERS=N` hands the messages' analysis to N worker threads (the
 * main thread still parses, applies in order and writes). Off by default:
 * every thread pays the detectors' start-up (tables built, expressions
 * compiled, code optimised: about 0.6 s of CPU), and in process V8's own
 * background threads already keep the second of two cores partly busy. On
 * two cores one worker gained about 6% on a 200,000-message transcript with
 * the machine to itself and lost 3% with other work running; the main thread
 * helping the worker (CHECK_STEAL=1) lost 3% idle and 27% busy (paired runs).
 * So workers stay a choice for machines with more cores. For tests:
 * CHECK_BATCH (messages per batch), CHECK_STATS=1 (who analysed how many
 * batches, on stderr).
 */
function workerCount(): number {
  const n = Number(process.env.CHECK_WORKERS);
  return Number.isFinite(n) ? Math.max(0, Math.min(8, Math.floor(n))) : 0;
}

/**
 * `CHECK_TIMES=1`, for `npm run bench`: each input line's time from read to
 * applied (parsed, analysed, judged) on stderr, as `check: time LINE WALL_MS CPU_MS`
 * — how long a fresh process takes over its first messages. In process only
 * (no workers), where a line is done when its push returns.
 */
function timed(pipeline: Pipeline): LineSink {
  let n = 0;
  const time =
    <A>(push: (a: A) => void) =>
    (a: A) => {
      const c = process.cpuUsage();
      const t = performance.now();
      push(a);
      const wall = performance.now() - t;
      const cpu = process.cpuUsage(c);
      process.stderr.write(`check: time ${++n} ${wall.toFixed(3)} ${((cpu.user + cpu.system) / 1000).toFixed(3)}\n`);
    };
  return { line: time(pipeline.push), object: time(pipeline.pushObject) };
}

async function main(): Promise<void> {
  const { rules, format, file, learned } = parseArgs(process.argv.slice(2));
  // A reader that has had enough ("check … | head") closes the pipe: stop quietly, as other tools do.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    process.stderr.write(`check: cannot write the output: ${e.message}\n`);
    process.exit(2);
  });
  const input = file === '-' ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
  const checker = new TranscriptChecker(rules, { learned });
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
    // In process the analysis carries the learned model's suggestions; a worker's do not cross the wire (the engine works them out).
    analysis: learned ? { learnedSet: rules } : {},
    emit: (r) => out.push(row(r)),
    error: (e) => {
      errors++;
      process.stderr.write(`check: line ${e.line}: ${e.error}\n`);
    },
    applied: flush,
    batch: Number(process.env.CHECK_BATCH) || undefined,
    steal: process.env.CHECK_STEAL === '1',
    workerError: (e) => {
      if (process.env.CHECK_STATS) process.stderr.write(`check: worker failed: ${e.message}\n`);
    },
  });
  const workers = workerCount();
  if (workers) pipeline.startWorkers(new URL(import.meta.url), workers);
  const reader = new InputReader(process.env.CHECK_TIMES === '1' ? timed(pipeline) : { line: pipeline.push, object: pipeline.pushObject });
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      reader.push(chunk);
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
  reader.end();
  await pipeline.drain();
  flush();
  await pipeline.close();
  if (process.env.CHECK_STATS)
    process.stderr.write(
      `check: batches analysed by workers ${pipeline.stats.workers}, in process ${pipeline.stats.inProcess}; ` +
        `tables ${tablesPlanned() ? 'from the plan' : 'planned afresh'}\n`,
    );
  if (format === 'text' && errors) process.stderr.write(`check: ${errors} malformed line(s) skipped\n`);
}

if (isMainThread)
  main().catch((e) => {
    process.stderr.write(`check: ${(e as Error).stack ?? e}\n`);
    process.exit(2);
  });
else serveWorker();
