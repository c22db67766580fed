/** Options: rule set, thresholds, word lists, Discord triggers, custom sites, sound, language. */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ladderOf, RULE_SET_IDS, RULE_SETS, type RuleSetId } from '@/lib/rulesets';
import { normalizeSettings, type CustomSite, type Settings } from '@/lib/settings';
import { translator, type MessageKey } from '@/lib/i18n';
import { useSettings } from './data';

const lines = (s: string) => s.split('\n').map((x) => x.trim()).filter(Boolean);

export function Options() {
  const [stored, save] = useSettings();
  const [s, setS] = useState<Settings>(stored);
  const [msg, setMsg] = useState('');
  const [dirty, setDirty] = useState(false);
  // Stored settings arrive asynchronously: they must not overwrite the host's unsaved edits.
  useEffect(() => {
    if (!dirty) setS(stored);
  }, [stored, dirty]);
  const t = translator(s.lang);
  const set = <K extends keyof Settings>(k: K, v: Settings[K]) => {
    setDirty(true);
    setS((prev) => ({ ...prev, [k]: v }));
  };
  const ladder = ladderOf(s.ruleSet, s.ladders);
  const setStep = (i: number, at: number) => {
    const steps = ladder.map((st, j) => (j === i ? { ...st, at } : st));
    set('ladders', { ...s.ladders, [s.ruleSet]: steps });
  };
  const submit = async () => {
    // Custom sites need that origin's permission, asked for now (a user gesture).
    for (const site of s.customSites) {
      const granted = await browser.permissions.request({ origins: [site.match] }).catch(() => false);
      if (!granted) {
        setMsg(`${site.match}: ${t('opt.noPermission')}`);
        return;
      }
    }
    await save(normalizeSettings(s));
    setDirty(false);
    setMsg(t('saved'));
  };
  return (
    <main class="options">
      <h1>{t('options')}</h1>
      <label>Язык / Language <select data-testid="lang" value={s.lang} onChange={(e) => set('lang', (e.currentTarget as HTMLSelectElement).value === 'en' ? 'en' : 'ru')}><option value="ru">Русский</option><option value="en">English</option></select></label>
      <label>{t('ruleSet')} <select data-testid="ruleset" value={s.ruleSet} onChange={(e) => set('ruleSet', (e.currentTarget as HTMLSelectElement).value as RuleSetId)}>{RULE_SET_IDS.map((id) => <option value={id}>{RULE_SETS[id].title[s.lang]}</option>)}</select></label>
      <fieldset>
        <legend>{t('opt.ladder')} ({RULE_SETS[s.ruleSet].title[s.lang]})</legend>
        {ladder.map((st, i) => (
          <label>{st.counter === 'foul' ? t('opt.fouls') : t('opt.warnings')} → {s.lang === 'en' ? st.en : st.ru} <input type="number" min={1} max={20} value={st.at} onInput={(e) => setStep(i, Number((e.currentTarget as HTMLInputElement).value))} /></label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('opt.capsFlood')}</legend>
        <label>{t('opt.capsMin')} <input type="number" min={2} value={s.caps.minLetters} onInput={(e) => set('caps', { ...s.caps, minLetters: Number((e.currentTarget as HTMLInputElement).value) })} /></label>
        <label>{t('opt.capsRatio')} <input type="number" step="0.05" min={0.5} max={1} value={s.caps.ratio} onInput={(e) => set('caps', { ...s.caps, ratio: Number((e.currentTarget as HTMLInputElement).value) })} /></label>
        <label>{t('opt.spam')} <input type="number" min={1} value={s.spamRepeats} onInput={(e) => set('spamRepeats', Number((e.currentTarget as HTMLInputElement).value))} /></label>
        <label>{t('opt.flood')} <input type="number" min={1} value={s.floodRepeats} onInput={(e) => set('floodRepeats', Number((e.currentTarget as HTMLInputElement).value))} /></label>
        <label><input type="checkbox" checked={s.checkHistory} onChange={(e) => set('checkHistory', (e.currentTarget as HTMLInputElement).checked)} /> {t('opt.history')}</label>
      </fieldset>
      <fieldset>
        <legend>{t('opt.words')}</legend>
        <label>{t('opt.extraForbidden')}<textarea rows={3} value={s.extraForbidden.join('\n')} onInput={(e) => set('extraForbidden', lines((e.currentTarget as HTMLTextAreaElement).value))} /></label>
        <label>{t('opt.extraAllowed')}<textarea rows={3} value={s.extraAllowed.join('\n')} onInput={(e) => set('extraAllowed', lines((e.currentTarget as HTMLTextAreaElement).value))} /></label>
      </fieldset>
      <fieldset>
        <legend>{t('opt.discord')}</legend>
        {(['night', 'day', 'voting', 'results', 'newGame'] as const).map((k) => (
          <label>{k === 'newGame' ? t('opt.newGameTrigger') : t(`phase.${k}` as MessageKey)}<textarea rows={2} value={s.discordTriggers[k].join('\n')} onInput={(e) => set('discordTriggers', { ...s.discordTriggers, [k]: lines((e.currentTarget as HTMLTextAreaElement).value) })} /></label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('opt.polemica')}</legend>
        {(['chatItem', 'author', 'text', 'vote'] as const).map((k) => (
          <label>{k}<input data-testid={`polemica-${k}`} value={s.polemica[k]} onInput={(e) => set('polemica', { ...s.polemica, [k]: (e.currentTarget as HTMLInputElement).value })} /></label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('opt.sites')}</legend>
        {s.customSites.map((site, i) => <SiteEditor t={t} site={site} onChange={(v) => set('customSites', v ? s.customSites.map((x, j) => (j === i ? v : x)) : s.customSites.filter((_, j) => j !== i))} />)}
        <button onClick={() => set('customSites', [...s.customSites, { match: 'https://example.com/*', name: '', chatItem: '.message' }])}>{t('opt.addSite')}</button>
      </fieldset>
      <label><input type="checkbox" checked={s.sound} onChange={(e) => set('sound', (e.currentTarget as HTMLInputElement).checked)} /> {t('opt.sound')}</label>
      <p><button data-testid="save" onClick={() => void submit()}>OK</button> <span role="status">{msg}</span></p>
    </main>
  );
}

function SiteEditor({ site, onChange, t }: { site: CustomSite; onChange: (s: CustomSite | null) => void; t: (k: MessageKey) => string }) {
  const field = (k: keyof CustomSite, label: string) => (
    <label>{label} <input value={site[k] ?? ''} onInput={(e) => onChange({ ...site, [k]: (e.currentTarget as HTMLInputElement).value })} /></label>
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
