/** The host's own sites: edited here, saved with their button (the browser's permission for each first). */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CustomSite } from '@/lib/settings';
import type { T } from './fields';

/** Custom sites: edited here, saved with their button, which asks the browser for each new site's permission. */
export function CustomSites({ t, stored, onSave }: { t: T; stored: CustomSite[]; onSave: (sites: CustomSite[]) => Promise<void> }) {
  const [sites, setSites] = useState<CustomSite[]>(stored);
  const [dirty, setDirty] = useState(false);
  const [msg, setMsg] = useState('');
  const shown = useRef(stored);
  useEffect(() => {
    if (stored === shown.current) return;
    shown.current = stored;
    if (!dirty) setSites(stored);
  }, [stored, dirty]);
  // The one thing on this page that is not saved as it changes: leaving asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const edit = (next: CustomSite[]) => {
    setSites(next);
    setDirty(true);
    setMsg(t('opt.siteUnsaved'));
  };
  const submit = async () => {
    for (const site of sites) {
      // Asked now, on the click: the browser allows it only in answer to the host's gesture.
      const granted = await browser.permissions.request({ origins: [site.match] }).catch(() => false);
      if (!granted) {
        setMsg(`${site.match}: ${t('opt.noPermission')}`);
        return;
      }
    }
    await onSave(sites);
    setDirty(false);
    setMsg(t('saved'));
  };
  return (
    <>
      <p class="hint">{t('opt.sitesHint')}</p>
      {sites.map((site, i) => (
        <SiteEditor
          t={t}
          site={site}
          onChange={(v) => edit(v ? sites.map((x, j) => (j === i ? v : x)) : sites.filter((_, j) => j !== i))}
        />
      ))}
      <p class="row">
        <button onClick={() => edit([...sites, { match: 'https://example.com/*', name: '', chatItem: '.message' }])}>
          {t('opt.addSite')}
        </button>
        <button data-testid="save-sites" disabled={!dirty} onClick={() => void submit()}>
          {t('opt.saveSites')}
        </button>
        <span role="status" data-testid="sites-status">
          {msg}
        </span>
      </p>
    </>
  );
}

function SiteEditor({ site, onChange, t }: { site: CustomSite; onChange: (s: CustomSite | null) => void; t: T }) {
  const field = (k: keyof CustomSite, label: string) => (
    <label>
      {label}{' '}
      <input
        class="selector"
        spellcheck={false}
        value={site[k] ?? ''}
        onInput={(e) => onChange({ ...site, [k]: (e.currentTarget as HTMLInputElement).value })}
      />
    </label>
  );
  return (
    <div class="site">
      {field('match', t('opt.match'))}
      {field('name', t('opt.name'))}
      {field('chatItem', t('opt.chatItem'))}
      {field('author', t('opt.author'))}
      {field('text', t('opt.text'))}
      {field('phase', t('opt.phaseBanner'))}
      {field('players', t('opt.playerItem'))}
      {field('playerSeat', t('opt.playerSeat'))}
      {field('playerNick', t('opt.playerNick'))}
      {field('deadClass', t('opt.deadClass'))}
      <button onClick={() => onChange(null)}>{t('opt.remove')}</button>
    </div>
  );
}
