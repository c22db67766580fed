/** The options' rules section: the rule set and its ladder of penalties, step by step. */
import { ladderOf, RULE_SET_IDS, RULE_SETS, type RuleSetId } from '@/lib/rulesets';
import type { Settings } from '@/lib/settings';
import { CheckField, NumberField, Section, type T } from './fields';
import type { SetSetting } from './use-options';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function RulesSection({ t, s, set }: { t: T; s: Settings; set: SetSetting }) {
  const ladder = ladderOf(s.ruleSet, s.ladders);
  const setStep = (i: number, at: number) => {
    const steps = ladder.map((st, j) => (j === i ? { ...st, at } : st));
    set('ladders', { ...s.ladders, [s.ruleSet]: steps }, true);
  };
  const counter = (c: 'foul' | 'warning') =>
    c === 'foul' ? t('opt.foulsCount') : s.ruleSet === 'club-remarks' ? t('opt.remarksCount') : t('opt.warningsCount');
  return (
    <Section id="rules" title={t('opt.sec.rules')}>
      <label>
        {t('ruleSet')}
        <select
          data-testid="ruleset"
          value={s.ruleSet}
          onChange={(e) => set('ruleSet', (e.currentTarget as HTMLSelectElement).value as RuleSetId)}
        >
          {RULE_SET_IDS.map((id) => (
            <option value={id}>{RULE_SETS[id].title[s.lang]}</option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>
          {t('opt.ladder')} · {RULE_SETS[s.ruleSet].title[s.lang]}
        </legend>
        <p class="hint">{t('opt.ladderHint')}</p>
        {ladder.map((st, i) => (
          <NumberField
            key={`${s.ruleSet}-${i}`}
            testId={`ladder-${i}`}
            label={`${capital(s.lang === 'en' ? st.en : st.ru)}: ${t('opt.numberOf')} ${counter(st.counter)}`}
            value={st.at}
            min={1}
            max={20}
            onValue={(v) => setStep(i, v)}
          />
        ))}
      </fieldset>
      {s.ruleSet === 'club-remarks' && (
        <CheckField
          testId="voting-gestures-only"
          label={t('opt.votingGesturesOnly')}
          hint={t('opt.votingGesturesHint')}
          checked={s.clubVotingWords === 'gestures'}
          onChecked={(on) => set('clubVotingWords', on ? 'gestures' : 'remark')}
        />
      )}
    </Section>
  );
}
