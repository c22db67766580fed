/**
 * Transcript checker:
 *   npm run --silent check -- [--rules online|club-warnings|club-remarks] [--format jsonl|csv|text] FILE|-
 * Reads JSONL events, prints one violation per line. Malformed lines are
 * reported on stderr with their number and skipped; exit 2 only when the
 * input cannot be read (or the arguments are wrong).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { csvHeader, csvRow, textRow, TranscriptChecker, type OutputRecord } from '../lib/cli/transcript';
import { isRuleSetId, RULE_SET_IDS, type RuleSetId } from '../lib/rulesets';

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

async function main(): Promise<void> {
  const { rules, format, file } = parseArgs(process.argv.slice(2));
  const input = file === '-' ? process.stdin : createReadStream(file);
  const checker = new TranscriptChecker(rules);
  const out: string[] = [];
  let pending = 0;
  const flush = () => {
    if (out.length) process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
    pending = 0;
  };
  const emit = (r: OutputRecord) => {
    out.push(format === 'jsonl' ? JSON.stringify(r) : format === 'csv' ? csvRow(r) : textRow(r));
    if (++pending >= 512) flush();
  };
  if (format === 'csv') out.push('\uFEFF' + csvHeader());
  let errors = 0;
  await new Promise<void>((resolve) => {
    input.on('error', (e: NodeJS.ErrnoException) => {
      flush();
      process.stderr.write(`check: cannot read ${file}: ${e.message}\n`);
      process.exit(2);
    });
    const rl = createInterface({ input, crlfDelay: Infinity });
    rl.on('line', (raw) => {
      const { records, error } = checker.feedLine(raw);
      if (error) {
        errors++;
        process.stderr.write(`check: line ${error.line}: ${error.error}\n`);
      }
      for (const r of records) emit(r);
    });
    rl.on('close', resolve);
  });
  flush();
  if (format === 'text' && errors) process.stderr.write(`check: ${errors} malformed line(s) skipped\n`);
}

main().catch((e) => {
  process.stderr.write(`check: ${(e as Error).stack ?? e}\n`);
  process.exit(2);
});
