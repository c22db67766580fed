/**
 * Options, in sections; every change is saved as it is made ("Сохранено"
 * shows it), except a custom site, which is saved with its button because
 * the browser asks for that site's permission on a click.
 */
import { usePageLang } from './page-lang';
import { translator, type MessageKey } from '@/lib/i18n';
import { ChecksSection } from './options/ChecksSection';
import type { T } from './options/fields';
import { GeneralSection } from './options/GeneralSection';
import { RulesSection } from './options/RulesSection';
import { SitesSection } from './options/SitesSection';
import { useOptions, type SaveState } from './options/use-options';

const SECTIONS = [
  ['general', 'opt.sec.general'],
  ['rules', 'opt.sec.rules'],
  ['checks', 'opt.sec.checks'],
  ['sites', 'opt.sec.sites'],
] as const satisfies readonly (readonly [string, MessageKey])[];

const SAVE_WORDS: Record<SaveState, (t: T) => string> = {
  pending: (t) => t('opt.saving'),
  saved: (t) => `✓ ${t('saved')}`,
  error: (t) => t('opt.saveError'),
  idle: (t) => t('opt.autosave'),
};

function OptionsHead({ t, state }: { t: T; state: SaveState }) {
  return (
    <header class="opt-head">
      <h1>{t('options')}</h1>
      <nav aria-label={t('opt.sections')}>
        {SECTIONS.map(([id, key]) => (
          <a href={`#${id}`}>{t(key)}</a>
        ))}
      </nav>
      <p role="status" aria-live="polite" class={`save-state ${state}`} data-testid="save-status" data-state={state}>
        {SAVE_WORDS[state](t)}
      </p>
    </header>
  );
}

export function Options() {
  const { stored, s, state, set, prefs, savePrefs, saveSites } = useOptions();
  const t = translator(s.lang);
  usePageLang(s.lang, `${t('options')} — ${t('appName')}`);

  if (!stored || !prefs) return <main class="options" aria-busy="true" />;
  return (
    <main class="options">
      <OptionsHead t={t} state={state} />
      <GeneralSection t={t} s={s} set={set} prefs={prefs} savePrefs={savePrefs} />
      <RulesSection t={t} s={s} set={set} />
      <ChecksSection t={t} s={s} set={set} />
      <SitesSection t={t} s={s} set={set} storedSites={stored.customSites} saveSites={saveSites} />
    </main>
  );
}
