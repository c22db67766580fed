/** An extension page in the host's language: its `lang` (for screen readers and hyphenation) and its title. */
import { useEffect } from 'preact/hooks';
import type { Lang } from '@/lib/settings';

export function usePageLang(lang: Lang, title?: string): void {
  useEffect(() => {
    document.documentElement.lang = lang;
    if (title !== undefined) document.title = title;
  }, [lang, title]);
}
