/** The options' message checks: caps and flood thresholds, the history check, the learned model, the host's own word lists. */
import type { Settings } from '@/lib/settings';
import { CheckField, lines, NumberField, Section, type T } from './fields';
import type { SetSetting } from './use-options';

export function ChecksSection({ t, s, set }: { t: T; s: Settings; set: SetSetting }) {
  return (
    <Section id="checks" title={t('opt.sec.checks')}>
      <fieldset>
        <legend>{t('opt.capsFlood')}</legend>
        <NumberField
          testId="caps-min"
          label={t('opt.capsMin')}
          value={s.caps.minLetters}
          min={2}
          max={100}
          onValue={(v) => set('caps', { ...s.caps, minLetters: v }, true)}
        />
        <NumberField
          testId="caps-percent"
          label={t('opt.capsPercent')}
          unit="%"
          value={Math.round(s.caps.ratio * 100)}
          min={50}
          max={100}
          step={5}
          onValue={(v) => set('caps', { ...s.caps, ratio: v / 100 }, true)}
        />
        <NumberField
          testId="spam"
          label={t('opt.spam')}
          value={s.spamRepeats}
          min={1}
          max={50}
          onValue={(v) => set('spamRepeats', v, true)}
        />
        <NumberField
          testId="flood"
          label={t('opt.flood')}
          value={s.floodRepeats}
          min={1}
          max={50}
          onValue={(v) => set('floodRepeats', v, true)}
        />
      </fieldset>
      <CheckField testId="history" label={t('opt.history')} checked={s.checkHistory} onChecked={(on) => set('checkHistory', on)} />
      <CheckField
        testId="learned"
        label={t('opt.learned')}
        hint={t('opt.learnedHint')}
        checked={s.learned}
        onChecked={(on) => set('learned', on)}
      />
      <fieldset>
        <legend>{t('opt.words')}</legend>
        <label>
          {t('opt.extraForbidden')}
          <textarea
            data-testid="extra-forbidden"
            rows={3}
            value={s.extraForbidden.join('\n')}
            onInput={(e) => set('extraForbidden', lines((e.currentTarget as HTMLTextAreaElement).value), true)}
          />
        </label>
        <label>
          {t('opt.extraAllowed')}
          <textarea
            data-testid="extra-allowed"
            rows={3}
            value={s.extraAllowed.join('\n')}
            onInput={(e) => set('extraAllowed', lines((e.currentTarget as HTMLTextAreaElement).value), true)}
          />
        </label>
      </fieldset>
    </Section>
  );
}
