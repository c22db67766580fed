/** Dev helper: prints what the engine flags in each argument (or stdin line). */
import { readFileSync } from 'node:fs';
import { Engine } from '../lib/engine/engine';
import { isRuleSetId } from '../lib/rulesets';

const args = process.argv.slice(2);
const ri = args.indexOf('--rules');
const rules = ri >= 0 ? args.splice(ri, 2)[1] : 'online';
if (!isRuleSetId(rules)) throw new Error(`unknown rule set ${rules}`);
const lines = args.length ? args : readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const text of lines) {
  const engine = new Engine(rules, { learned: !process.env.NO_LEARNED });
  engine.feed({ type: 'phase', phase: 'day' });
  const v = engine.feed({ type: 'message', player: '1', text });
  console.log(`${v.length ? v.map((x) => `${x.rule}${x.kind === 'learned' ? '~' : ''}[${x.fragment}]`).join(' ') : '—'}  ⟵ ${text}`);
}
