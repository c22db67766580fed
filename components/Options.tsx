/**
 * Options, in sections; every change is saved as it is made ("Сохранено"
 * shows it), except a custom site, which is saved with its button because
 * the browser asks for that site's permission on a click.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ladderOf, RULE_SET_IDS, RULE_SETS, type RuleSetId } from '@/lib/rulesets';
import { loadSettings, saveSettings, watchSettings } from '@/lib/ext/settings';
import { DEFAULT_SETTINGS, normalizeSettings, type CustomSite, type Settings } from '@/lib/settings';
import { translator, type MessageKey } from '@/lib/i18n';
import { normalizePrefs, SOUND_LEVELS, type PanelPrefs, type SoundLevel } from './panel/prefs';

type T = (k: MessageKey) => string;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lines = (s: string) =>
  s
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);

/** Text fields are saved once typing pauses; choices and checkboxes at once. */
const TYPING_PAUSE_MS = 400;

const SECTIONS = [
  ['general', 'opt.sec.general'],
  ['rules', 'opt.sec.rules'],
  ['checks', 'opt.sec.checks'],
  ['sites', 'opt.sec.sites'],
] as const satisfies readonly (readonly [string, MessageKey])[];

/** Human labels for the Discord bot's phrase lists (keys of Settings.discordTriggers). */
const TRIGGER_LABELS: Record<string, MessageKey> = {
  night: 'phase.night',
  day: 'phase.day',
  voting: 'phase.voting',
  results: 'phase.results',
  newGame: 'opt.newGameTrigger',
  gameEnd: 'opt.gameEndTrigger',
  voteCommands: 'opt.voteCommands',
  turn: 'opt.turnTrigger',
};

/** Human labels for the Polemica selectors (keys of Settings.polemica). */
const POLEMICA_LABELS: Record<string, MessageKey> = {
  chat: 'opt.chatContainer',
  chatItem: 'opt.chatItem',
  author: 'opt.author',
  text: 'opt.text',
  vote: 'opt.vote',
};

type SaveState = 'idle' | 'pending' | 'saved' | 'error';

export function Options() {
  // What storage holds, as far as this page knows; null until it is read (the form waits for it,
  // so that no edit is made over defaults and then undone by the stored settings arriving).
  const [stored, setStored] = useState<Settings | null>(null);
  const [s, setS] = useState<Settings>(DEFAULT_SETTINGS);
  const [state, setState] = useState<SaveState>('idle');
  const lastSaved = useRef<string>('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<Settings>(DEFAULT_SETTINGS);
  // Custom sites are saved only by their own button (permission first); the others keep the stored ones.
  const storedSites = useRef<CustomSite[]>([]);
  // The side panel's own preferences (sound level, speech lengths), shown here too: one place to set them.
  const [prefs, setPrefs] = useState<PanelPrefs | null>(null);

  useEffect(() => {
    void loadSettings().then(async (v) => setPrefs(normalizePrefs((await browser.storage.local.get('panel')).panel, v.sound)));
  }, []);
  const savePrefs = async (p: PanelPrefs) => {
    setPrefs(p);
    setState('pending');
    try {
      await browser.storage.local.set({ panel: p });
      setState('saved');
    } catch {
      setState('error');
    }
  };

  useEffect(() => {
    const take = (v: Settings) => {
      storedSites.current = v.customSites;
      setStored(v);
      // A change saved elsewhere (another options page) is taken, unless it is what this page
      // just saved or an edit of this page still waits for its typing pause.
      if (JSON.stringify(v) === lastSaved.current || timer.current) return;
      latest.current = v;
      setS(v);
    };
    void loadSettings().then(take);
    return watchSettings(take);
  }, []);

  const flush = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = normalizeSettings({ ...latest.current, customSites: storedSites.current });
    lastSaved.current = JSON.stringify(next);
    try {
      await saveSettings(next);
      setState('saved');
    } catch {
      setState('error');
    }
  };

  // Leaving the page saves what is still waiting for a typing pause.
  useEffect(() => {
    const onHide = () => {
      if (timer.current) void flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  });

  const change = (next: Settings, typing: boolean) => {
    latest.current = next;
    setS(next);
    setState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (typing) timer.current = setTimeout(() => void flush(), TYPING_PAUSE_MS);
    else void flush();
  };
  const set = <K extends keyof Settings>(k: K, v: Settings[K], typing = false) => change({ ...latest.current, [k]: v }, typing);

  const t = translator(s.lang);
  useEffect(() => {
    document.documentElement.lang = s.lang;
    document.title = `${t('options')} — ${t('appName')}`;
  }, [s.lang]);
  const ladder = ladderOf(s.ruleSet, s.ladders);
  const setStep = (i: number, at: number) => {
    const steps = ladder.map((st, j) => (j === i ? { ...st, at } : st));
    set('ladders', { ...s.ladders, [s.ruleSet]: steps }, true);
  };
  const counter = (c: 'foul' | 'warning') =>
    c === 'foul' ? t('opt.foulsCount') : s.ruleSet === 'club-remarks' ? t('opt.remarksCount') : t('opt.warningsCount');

  if (!stored || !prefs) return <main class="options" aria-busy="true" />;
  return (
    <main class="options">
      <header class="opt-head">
        <h1>{t('options')}</h1>
        <nav aria-label={t('opt.sections')}>
          {SECTIONS.map(([id, key]) => (
            <a href={`#${id}`}>{t(key)}</a>
          ))}
        </nav>
        <p role="status" aria-live="polite" class={`save-state ${state}`} data-testid="save-status" data-state={state}>
          {state === 'pending'
            ? t('opt.saving')
            : state === 'saved'
              ? `✓ ${t('saved')}`
              : state === 'error'
                ? t('opt.saveError')
                : t('opt.autosave')}
        </p>
      </header>

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
      </Section>

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
        <label class="check">
          <input
            type="checkbox"
            data-testid="history"
            checked={s.checkHistory}
            onChange={(e) => set('checkHistory', (e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          {t('opt.history')}
        </label>
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

      <Section id="sites" title={t('opt.sec.sites')}>
        <fieldset>
          <legend>{t('opt.discord')}</legend>
          <p class="hint">{t('opt.discordHint')}</p>
          {Object.keys(s.discordTriggers).map((k) => (
            <label>
              {TRIGGER_LABELS[k] ? t(TRIGGER_LABELS[k]) : k}
              <textarea
                data-testid={`trigger-${k}`}
                rows={2}
                value={(s.discordTriggers as unknown as Record<string, string[]>)[k]!.join('\n')}
                onInput={(e) =>
                  set('discordTriggers', { ...s.discordTriggers, [k]: lines((e.currentTarget as HTMLTextAreaElement).value) }, true)
                }
              />
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('opt.polemica')}</legend>
          <p class="hint">{t('opt.selectorHint')}</p>
          <p class="hint">{t('opt.polemicaEvidence')}</p>
          {Object.keys(s.polemica).map((k) => (
            <label>
              {POLEMICA_LABELS[k] ? t(POLEMICA_LABELS[k]) : k}
              <input
                data-testid={`polemica-${k}`}
                class="selector"
                spellcheck={false}
                value={(s.polemica as Record<string, string>)[k]}
                onInput={(e) => set('polemica', { ...s.polemica, [k]: (e.currentTarget as HTMLInputElement).value }, true)}
              />
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('opt.sites')}</legend>
          <CustomSites
            t={t}
            stored={stored.customSites}
            onSave={async (sites) => {
              storedSites.current = sites;
              await flush();
            }}
          />
        </fieldset>
      </Section>
    </main>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section id={id} class="opt-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A number typed freely: the setting changes only while the text is a whole
 * number within its bounds (an emptied or half-typed field is not saved as 0).
 */
function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  testId: string;
  onValue: (v: number) => void;
}) {
  const { label, value, min, max, step = 1, unit, testId, onValue } = props;
  const [text, setText] = useState(String(value));
  const editing = useRef(false);
  // Follows the setting when it changes (another page, a reload), not on mount: a mount effect
  // running late would undo what was just typed.
  const shown = useRef(value);
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    if (!editing.current) setText(String(value));
  }, [value]);
  const n = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
  const hintId = `${testId}-range`;
  return (
    <label class="number">
      <span>{label}</span>
      <span class="field">
        <input
          type="number"
          data-testid={testId}
          min={min}
          max={max}
          step={step}
          value={text}
          aria-invalid={!valid}
          aria-describedby={hintId}
          onFocus={() => (editing.current = true)}
          onBlur={() => {
            editing.current = false;
            if (!valid) setText(String(value));
          }}
          onInput={(e) => {
            const v = (e.currentTarget as HTMLInputElement).value;
            setText(v);
            const x = Number(v);
            if (v.trim() !== '' && Number.isInteger(x) && x >= min && x <= max) onValue(x);
          }}
        />
        <span class="unit">{unit ?? ''}</span>
        <span id={hintId} class={valid ? 'range' : 'range bad'}>
          {min}–{max}
        </span>
      </span>
    </label>
  );
}

/** Custom sites: edited here, saved with their button, which asks the browser for each new site's permission. */
function CustomSites({ t, stored, onSave }: { t: T; stored: CustomSite[]; onSave: (sites: CustomSite[]) => Promise<void> }) {
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
