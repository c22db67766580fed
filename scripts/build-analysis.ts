/**
 * Builds lib/text/analysis.generated.ts: the anchors, needs and splits of
 * every table pattern (see lib/text/analysis.ts), so that neither the checker
 * nor the extension's service worker works them out before its first message.
 * Run after editing a detector's patterns: `npm run tables` (`--check` only
 * says whether the file is current). A stale file costs start-up time, never
 * a result; a test fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedFor } from './analysis-source';

const out = fileURLToPath(new URL('../lib/text/analysis.generated.ts', import.meta.url));
const body = generatedFor();
if (process.argv.includes('--check')) {
  if (readFileSync(out, 'utf8') !== body) {
    console.error('lib/text/analysis.generated.ts is stale: run npm run tables');
    process.exit(1);
  }
} else {
  writeFileSync(out, body);
  console.log(`wrote the analysis of the tables' patterns (${(body.length / 1024).toFixed(0)} KB)`);
}
