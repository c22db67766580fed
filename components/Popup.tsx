/** Popup: look a rule up by number or word, check a phrase, open the side panel. */
import { useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ruleTitle, searchRules, type CatalogueRule } from '@/lib/catalogue';
import { Engine } from '@/lib/engine/engine';
import { translator, type MessageKey } from '@/lib/i18n';
import { engineOptions } from '@/lib/background/service';
import { useSettings } from './data';
import { usePageLang } from './page-lang';
import { Highlight } from './Highlight';

export function Popup() {
  const [settings] = useSettings();
  const t = translator(settings.lang);
  usePageLang(settings.lang);
  const [query, setQuery] = useState('');
  const [phrase, setPhrase] = useState('');
  // The rule set in force comes first; the others follow.
  const results = useMemo(() => {
    const all = searchRules(query);
    return [...all.filter((r) => r.ruleSet === settings.ruleSet), ...all.filter((r) => r.ruleSet !== settings.ruleSet)].slice(0, 12);
  }, [query, settings.ruleSet]);
  const found = useMemo(() => {
    if (!phrase.trim()) return [];
    const engine = new Engine(settings.ruleSet, engineOptions(settings, settings.ruleSet));
    engine.feed({ type: 'phase', phase: 'day' });
    return engine.feed({ type: 'message', player: '1', text: phrase });
  }, [phrase, settings]);
  return (
    <main class="popup">
      <section>
        <h2>{t('ruleLookup')}</h2>
        <input
          data-testid="rule-search"
          autoFocus
          placeholder={t('searchRule')}
          value={query}
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
        />
        <div class="results">
          {results.map((r) => (
            <RuleCard rule={r} t={t} lang={settings.lang} />
          ))}
        </div>
      </section>
      <section>
        <h2>{t('checkPhrase')}</h2>
        <textarea
          data-testid="phrase"
          rows={2}
          placeholder={t('typePhrase')}
          value={phrase}
          onInput={(e) => setPhrase((e.currentTarget as HTMLTextAreaElement).value)}
        />
        {phrase.trim() && !found.length && (
          <p class="clean" data-testid="phrase-clean">
            {t('nothingFound')}
          </p>
        )}
        <ul class="found">
          {found.map((v) => (
            <li data-testid="phrase-violation" data-rule={v.rule}>
              <b>{v.rule}</b> · {t(`penalty.${v.penalty}` as MessageKey)} — {v.reason}
              <div>
                <Highlight text={phrase} start={v.start} end={v.end} fragment={v.fragment} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <button class="open" onClick={() => void openPanel()}>
        {t('openPanel')}
      </button>
    </main>
  );
}

function RuleCard({ rule, t, lang }: { rule: CatalogueRule; t: (k: MessageKey) => string; lang: 'ru' | 'en' }) {
  return (
    <details class="rule" data-testid="rule-result" data-rule={rule.id}>
      <summary>
        <b>{rule.id}</b> {ruleTitle(rule, lang)} <span class={`pen ${rule.penalty}`}>{t(`penalty.${rule.penalty}` as MessageKey)}</span>
      </summary>
      {rule.penaltyNote && <p class="note">{rule.penaltyNote}</p>}
      {/* The documents' examples first: they answer "is this one forbidden?" at a glance; the full text follows. */}
      {rule.forbidden.length + (rule.situations?.length ?? 0) > 0 && (
        <>
          <h3>{t('forbidden')}</h3>
          <ul>
            {[...rule.forbidden, ...(rule.situations ?? [])].map((x) => (
              <li>{x}</li>
            ))}
          </ul>
        </>
      )}
      {rule.allowed.length > 0 && (
        <>
          <h3>{t('allowed')}</h3>
          <ul class="allowed">
            {rule.allowed.map((x) => (
              <li>{x}</li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('ruleText')}</h3>
      <pre class="text">{rule.text}</pre>
    </details>
  );
}

async function openPanel() {
  // Chrome has sidePanel, Firefox sidebarAction (not in Chrome's API types).
  const sidePanel = browser.sidePanel;
  const sidebar = (browser as { sidebarAction?: { open(): Promise<void> } }).sidebarAction;
  try {
    if (sidePanel) {
      const win = await browser.windows.getCurrent();
      await sidePanel.open({ windowId: win.id! });
    } else if (sidebar) await sidebar.open();
    else throw new Error('no side panel');
  } catch {
    await browser.tabs.create({ url: browser.runtime.getURL('/sidepanel.html' as '/popup.html') });
  }
  window.close();
}
