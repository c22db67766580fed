/**
 * The protocol's and the players' page words, Russian and English: the
 * panel's protocol view, the Discord text, the report, the CSV and the
 * players page all say the same thing in the same words (the `protocol.`,
 * `role.`, `winner.` and `out.` entries of the one table, lib/strings.ts).
 */
import { fill, translator } from '../i18n';
import { count, word, type KeysUnder, type StringKey } from '../strings';
import type { Period } from '../flow';
import type { Lang } from '../settings';
import { OUT_CAUSES, ROLES, WINNERS, type OutCause, type Role, type Winner } from './facts';

export type ProtocolWord = KeysUnder<'protocol.'>;

export function protocolWords(lang: Lang): (k: ProtocolWord, values?: Record<string, string | number>) => string {
  return (k, values) => {
    const text = word(`protocol.${k}`, lang);
    return values ? fill(text, values) : text;
  };
}

/** A closed set's words in both languages, from the table's entries under a prefix. */
function wordsOf<K extends string>(prefix: 'role.' | 'winner.' | 'out.', keys: readonly K[]): Record<Lang, Record<K, string>> {
  const of = (lang: Lang) => Object.fromEntries(keys.map((k) => [k, word(`${prefix}${k}` as StringKey, lang)])) as Record<K, string>;
  return { ru: of('ru'), en: of('en') };
}

export const ROLE_WORDS: Record<Lang, Record<Role, string>> = wordsOf('role.', ROLES);
export const WINNER_WORDS: Record<Lang, Record<Winner, string>> = wordsOf('winner.', WINNERS);
export const OUT_WORDS: Record<Lang, Record<OutCause, string>> = wordsOf('out.', OUT_CAUSES);

/** "День 2", "Ночь 1" — the panel's own words for the game's rounds. */
export function roundWords(p: Period, lang: Lang): string {
  const t = translator(lang);
  if (p.n === 0) return t('flow.before');
  return fill(t(p.kind === 'night' ? 'flow.night' : 'flow.day'), { n: p.n });
}

/** "2 игры", "5 игр", "1 game". */
export function gamesWords(n: number, lang: Lang): string {
  return count('game', n, lang);
}

/** A date as the host reads it. */
export function dateWords(ms: number, lang: Lang): string {
  return ms ? new Date(ms).toLocaleString(lang === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'short', timeStyle: 'short' }) : '';
}
