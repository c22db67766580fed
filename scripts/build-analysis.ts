/**
 * Builds lib/text/analysis.generated.ts (the anchors, needs and splits of
 * every table pattern, see lib/text/analysis.ts) and lib/detect/tables.generated.ts
 * (the tables' plan: trie words, need nodes, triggers, see lib/detect/table.ts)
 * and lib/detect/kinds.generated.ts (every kind the families declare and the rule
 * sets' maps, see lib/detect/registry.ts), so that neither the checker nor the extension's service worker works them
 * out before its first message. Run after editing a family:
 * `npm run tables` (`--check` only says whether the files are current). A
 * stale file costs start-up time, never a result; a test fails when one is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedFor } from './analysis-source';

const files = {
  analysis: fileURLToPath(new URL('../lib/text/analysis.generated.ts', import.meta.url)),
  plan: fileURLToPath(new URL('../lib/detect/tables.generated.ts', import.meta.url)),
  kinds: fileURLToPath(new URL('../lib/detect/kinds.generated.ts', import.meta.url)),
};
const bodies = generatedFor();
for (const k of ['analysis', 'plan', 'kinds'] as const) {
  if (process.argv.includes('--check')) {
    if (readFileSync(files[k], 'utf8') !== bodies[k]) {
      console.error(`${files[k]} is stale: run npm run tables`);
      process.exitCode = 1;
    }
  } else {
    writeFileSync(files[k], bodies[k]);
    console.log(`wrote ${files[k].replace(/.*\/lib\//, 'lib/')} (${(bodies[k].length / 1024).toFixed(0)} KB)`);
  }
}
