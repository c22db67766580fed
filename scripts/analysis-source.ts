import { detectText } from '../lib/detect';
import { planAfresh, rebuildTables } from '../lib/detect/table';
import { generatedModule, generatedStrings, ignoreGenerated } from '../lib/text/analysis';

/** The generated modules' texts for the tables as they are now: the patterns' analysis and the tables' plan. */
export function generatedFor(): { analysis: string; plan: string } {
  ignoreGenerated();
  rebuildTables(); // whatever was built before asks every source again
  detectText('таблицы строятся при первом сообщении', { foreignMinWords: 4 }); // builds every table
  const plan = planAfresh();
  return { analysis: generatedModule(), plan: generatedStrings({ PLAN_KEY: plan.key, PLAN_JSON: JSON.stringify(plan) }) };
}
