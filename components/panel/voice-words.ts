/**
 * The voice table's words in the side panel (seat marks, the technical-pause
 * prompt, the voice part of "what the extension sees"): the `voice.`, `pause.`
 * and `sees.` entries of the one table (lib/strings.ts).
 */
import type { Lang } from '@/lib/settings';
import { word, type KeysUnder } from '@/lib/strings';

export type VoiceWord = `voice.${KeysUnder<'voice.'>}` | `pause.${KeysUnder<'pause.'>}` | `sees.${KeysUnder<'sees.'>}`;

export function voiceWords(lang: Lang): (k: VoiceWord, vars?: Record<string, string | number>) => string {
  return (k, vars) => {
    let s: string = word(k, lang);
    if (vars) for (const [name, v] of Object.entries(vars)) s = s.replaceAll(`{${name}}`, String(v));
    return s;
  };
}
