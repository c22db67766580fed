import { detectText } from '../lib/detect';
import { rebuildTables } from '../lib/detect/table';
import { generatedModule, ignoreGenerated } from '../lib/text/analysis';

/** The generated analysis module's text for the tables as they are now. */
export function generatedFor(): string {
  ignoreGenerated();
  rebuildTables(); // whatever was built before asks every source again
  detectText('таблицы строятся при первом сообщении', { foreignMinWords: 4 }); // builds every table
  return generatedModule();
}
