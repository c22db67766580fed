/**
 * The site-change warning: when a game page stops giving what its adapter
 * reads (rows, authors, text, the phase, seats — lib/health.ts), the panel
 * says so at once and keeps saying it while it lasts, with what is missing
 * and a report to copy for whoever fixes the adapter: the page's anonymised
 * structure, no chat text. Every tab's page view is looked at (a game may not
 * exist yet: a page whose rows cannot be read makes none), the game's own tab
 * first; one warning per site.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { fill, type MessageKey } from '@/lib/i18n';
import type { SiteHealth } from '@/lib/health';
import { parseSees } from '@/lib/sees';
import { area } from '../SeesView';
import './site-warning.css';

export interface SiteTrouble {
  tabId: number;
  site: string;
  health: SiteHealth;
}

const PREFIX = 'sees:';

function troubleOf(key: string, value: unknown): SiteTrouble | null {
  const tabId = Number(key.slice(PREFIX.length));
  const sees = Number.isInteger(tabId) ? parseSees(value) : null;
  return sees?.health?.missing.length ? { tabId, site: sees.site, health: sees.health } : null;
}

/** The tabs whose page lacks something, live; `first` (the game's tab) leads, then one per other site. */
export function useSiteTroubles(first: number | null): SiteTrouble[] {
  const [all, setAll] = useState<Map<string, SiteTrouble>>(new Map());
  useEffect(() => {
    const { store, name } = area();
    let alive = true;
    void store.get(null).then(
      (items) => {
        if (!alive) return;
        const m = new Map<string, SiteTrouble>();
        for (const [k, v] of Object.entries(items)) {
          const t = k.startsWith(PREFIX) ? troubleOf(k, v) : null;
          if (t) m.set(k, t);
        }
        setAll(m);
      },
      () => undefined,
    );
    const onChanged = (changes: Record<string, { newValue?: unknown }>, where: string) => {
      if (where !== name) return;
      const keys = Object.keys(changes).filter((k) => k.startsWith(PREFIX));
      if (!keys.length) return;
      setAll((prev) => {
        const next = new Map(prev);
        for (const k of keys) {
          const t = troubleOf(k, changes[k]?.newValue);
          if (t) next.set(k, t);
          else next.delete(k);
        }
        return next;
      });
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => {
      alive = false;
      browser.storage.onChanged.removeListener(onChanged);
    };
  }, []);
  const list = [...all.values()].sort((a, b) => (a.tabId === first ? -1 : b.tabId === first ? 1 : a.tabId - b.tabId));
  const seen = new Set<string>();
  return list.filter((t) => !seen.has(t.site) && !!seen.add(t.site));
}

/** The extension's version, for the report. */
function version(): string {
  try {
    return ` ${browser.runtime.getManifest().version}`;
  } catch {
    return '';
  }
}

const SITE_NAMES: Record<string, string> = { discord: 'Discord', polemica: 'Polemica' };

/** The site as the host knows it: "Discord", a custom site's own name, the demo table. */
export function siteName(site: string, t: (k: MessageKey) => string): string {
  if (site === 'demo') return t('site.demo');
  if (site.startsWith('custom:')) return site.slice('custom:'.length);
  return SITE_NAMES[site] ?? site;
}

export function SiteWarnings({ gameTab, t }: { gameTab: number | null; t: (k: MessageKey) => string }) {
  const troubles = useSiteTroubles(gameTab);
  return (
    <>
      {troubles.map((x) => (
        <SiteWarning key={x.site} trouble={x} t={t} />
      ))}
    </>
  );
}

export function SiteWarning({ trouble, t }: { trouble: SiteTrouble; t: (k: MessageKey) => string }) {
  const { site, health } = trouble;
  const name = siteName(site, t);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  const [open, setOpen] = useState(false);
  // Where the host set the selectors (Polemica's chat, a custom site), they may be what no longer fits.
  const cause = fill(t(site === 'discord' ? 'site.markup' : 'site.selectors'), { site: name });
  const report = `${t('site.reportTitle')}${version()}\n${health.report ?? ''}`;
  const copy = () => {
    const done = navigator.clipboard?.writeText(report);
    if (!done) {
      setCopied('failed');
      setOpen(true);
      return;
    }
    done.then(
      () => setCopied('ok'),
      () => {
        setCopied('failed');
        setOpen(true);
      },
    );
  };
  return (
    <section class="site-warning" role="alert" data-testid="site-warning" data-site={site} data-missing={health.missing.join(' ')}>
      <h2>⚠ {fill(t('site.title'), { site: name })}</h2>
      <ul>
        {health.missing.map((p) => (
          <li data-part={p}>
            {t(`site.${p}` as MessageKey)}
            {p === 'rows' || p === 'authors' || p === 'text' ? ` — ${cause}` : ''}
          </li>
        ))}
      </ul>
      <p>{t('site.impact')}</p>
      {health.report && (
        <>
          <button type="button" data-testid="site-report-copy" onClick={copy}>
            {t('site.copy')}
          </button>{' '}
          <span role="status">{copied === 'ok' ? t('site.copied') : copied === 'failed' ? t('site.copyFailed') : ''}</span>
          <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
            <summary>{t('site.report')}</summary>
            <pre data-testid="site-report">{report}</pre>
          </details>
        </>
      )}
    </section>
  );
}
