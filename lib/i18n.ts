/** UI strings: the keys of the one table (lib/strings.ts), Russian by default, English available. */
import type { Lang } from './settings';
import { fill, word, type StringKey } from './strings';

export type MessageKey = StringKey;

export function translator(lang: Lang): (key: MessageKey) => string {
  return (k) => word(k, lang);
}

export { fill };
