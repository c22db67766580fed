/** The options' general section: the language and the side panel's own preferences. */
import type { MessageKey } from '@/lib/i18n';
import type { Settings } from '@/lib/settings';
import { SOUND_LEVELS, type PanelPrefs, type SoundLevel } from '../panel/prefs';
import { NumberField, Section, type T } from './fields';
import type { SetSetting } from './use-options';

export function GeneralSection(props: {
  t: T;
  s: Settings;
  set: SetSetting;
  prefs: PanelPrefs;
  savePrefs: (p: PanelPrefs) => Promise<void>;
}) {
  const { t, s, set, prefs, savePrefs } = props;
  return (
    <Section id="general" title={t('opt.sec.general')}>
      <label>
        Язык / Language
        <select
          data-testid="lang"
          value={s.lang}
          onChange={(e) => set('lang', (e.currentTarget as HTMLSelectElement).value === 'en' ? 'en' : 'ru')}
        >
          <option value="ru">Русский</option>
          <option value="en">English</option>
        </select>
      </label>
      <fieldset>
        <legend>{t('opt.panel')}</legend>
        <label class="number">
          <span>{t('opt.soundLevel')}</span>
          <select
            data-testid="sound-level"
            value={prefs.sound}
            onChange={(e) => void savePrefs({ ...prefs, sound: (e.currentTarget as HTMLSelectElement).value as SoundLevel })}
          >
            {SOUND_LEVELS.map((l) => (
              <option value={l}>{t(`sound.${l}` as MessageKey)}</option>
            ))}
          </select>
        </label>
        <NumberField
          testId="speech"
          label={t('opt.speech')}
          unit={t('timer.seconds')}
          value={prefs.speech}
          min={5}
          max={600}
          onValue={(v) => void savePrefs({ ...prefs, speech: v })}
        />
        <NumberField
          testId="speech-short"
          label={t('opt.speechShort')}
          unit={t('timer.seconds')}
          value={prefs.short}
          min={5}
          max={600}
          onValue={(v) => void savePrefs({ ...prefs, short: v })}
        />
        <label class="check">
          <input
            type="checkbox"
            data-testid="auto-start"
            checked={prefs.autoStart}
            onChange={(e) => void savePrefs({ ...prefs, autoStart: (e.currentTarget as HTMLInputElement).checked })}
          />
          {t('timer.autoStart')}
        </label>
      </fieldset>
    </Section>
  );
}
