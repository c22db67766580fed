import { detectText } from '../lib/detect';
import { generatedModule, ignoreGenerated } from '../lib/text/analysis';

/** The generated analysis module's text for the tables as they are now. */
export function generatedFor(): string {
  ignoreGenerated();
  detectText('таблицы строятся при первом сообщении', { foreignMinWords: 4 }); // builds every table
  return generatedModule();
}
