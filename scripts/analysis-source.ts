import { detectText } from '../lib/detect';
import { planAfresh, rebuildTables } from '../lib/detect/table';
import { generatedJsonStrings, generatedModule, ignoreGenerated } from '../lib/text/analysis';
import { kindsModule } from './registry-source';

/** The generated modules' texts for the families as they are now: the patterns' analysis, the tables' plan, the kinds and the rule sets' maps. */
export function generatedFor(): { analysis: string; plan: string; kinds: string } {
  ignoreGenerated();
  rebuildTables(); // whatever was built before asks every source again
  detectText('таблицы строятся при первом сообщении', { foreignMinWords: 4 }); // builds every table
  const plan = planAfresh();
  return {
    analysis: generatedModule(),
    plan: generatedJsonStrings({ PLAN_JSON: plan }, { PLAN_KEY: plan.key }),
    kinds: kindsModule(),
  };
}
