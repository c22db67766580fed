/**
 * The manual form's rule search: the catalogue by number or word, arrows to
 * move through what it found and Enter to pick (a combobox over a listbox).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { ruleTitle, searchRules } from '@/lib/catalogue';
import type { MessageKey } from '@/lib/i18n';
import type { RuleSetId } from '@/lib/rulesets';
import type { Lang } from '@/lib/settings';

export function RulePicker(props: {
  t: (k: MessageKey) => string;
  lang: Lang;
  ruleSet: RuleSetId;
  query: string;
  setQuery: (q: string) => void;
  /** The rule picked. */
  rule: string;
  pick: (id: string) => void;
}) {
  const { t, lang, query, setQuery, rule, pick } = props;
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchRules(query, props.ruleSet).slice(0, 8), [query, props.ruleSet]);
  useEffect(() => setActive(0), [query]);
  const chosen = results[active];
  return (
    <>
      <input
        placeholder={t('searchRule')}
        aria-label={t('searchRule')}
        value={query}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="manual-picker"
        aria-activedescendant={chosen ? `pick-${chosen.id}` : undefined}
        aria-describedby="manual-hint"
        onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const n = results.length;
            if (n) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
          } else if (e.key === 'Enter' && chosen) {
            e.preventDefault();
            pick(chosen.id);
          }
        }}
        data-testid="manual-search"
      />
      <span id="manual-hint" class="sr">
        {t('manual.pick')}
      </span>
      <ul class="picker" role="listbox" id="manual-picker" aria-label={t('rule')}>
        {results.map((r, i) => (
          <li
            id={`pick-${r.id}`}
            role="option"
            aria-selected={rule === r.id}
            class={`${rule === r.id ? 'on' : ''} ${i === active ? 'active' : ''}`}
            onClick={() => pick(r.id)}
            data-rule={r.id}
          >
            <b>{r.id}</b> {ruleTitle(r, lang)} <span class="muted">· {t(`manual.${r.detect}` as MessageKey)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
