/** What every section of the side panel reads: the game shown, its words and whether it may be changed. */
import type { MessageKey } from '@/lib/i18n';
import type { Lang } from '@/lib/settings';
import type { GameRow } from '@/lib/store/db';

export interface PanelContext {
  game: GameRow | undefined;
  t: (k: MessageKey) => string;
  lang: Lang;
  /** An imported game, shown for review only. */
  readOnly: boolean;
  act: (p: Promise<unknown>) => Promise<unknown>;
}
