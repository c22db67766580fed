/**
 * The options page's state: the settings as storage holds them and as the page
 * edits them, saved as they change (text once typing pauses), and the side
 * panel's own preferences, which live in their own storage key.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { loadSettings, saveSettings, watchSettings } from '@/lib/ext/settings';
import { DEFAULT_SETTINGS, normalizeSettings, type CustomSite, type Settings } from '@/lib/settings';
import { normalizePrefs, type PanelPrefs } from '../panel/prefs';

/** Text fields are saved once typing pauses; choices and checkboxes at once. */
const TYPING_PAUSE_MS = 400;

export type SaveState = 'idle' | 'pending' | 'saved' | 'error';

export type SetSetting = <K extends keyof Settings>(k: K, v: Settings[K], typing?: boolean) => void;

export interface OptionsState {
  /** What storage holds, as far as this page knows; null until it is read. */
  stored: Settings | null;
  /** The settings as edited here. */
  s: Settings;
  state: SaveState;
  set: SetSetting;
  prefs: PanelPrefs | null;
  savePrefs: (p: PanelPrefs) => Promise<void>;
  /** Custom sites, saved only by their own button (the browser's permission first). */
  saveSites: (sites: CustomSite[]) => Promise<void>;
}

/** The side panel's own preferences (sound level, speech lengths), shown here too: one place to set them. */
function usePanelPrefs(setState: (s: SaveState) => void) {
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
  return { prefs, savePrefs };
}

export function useOptions(): OptionsState {
  // The form waits for the stored settings, so that no edit is made over defaults and then undone
  // by the stored settings arriving.
  const [stored, setStored] = useState<Settings | null>(null);
  const [s, setS] = useState<Settings>(DEFAULT_SETTINGS);
  const [state, setState] = useState<SaveState>('idle');
  const lastSaved = useRef<string>('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<Settings>(DEFAULT_SETTINGS);
  // Custom sites are saved only by their own button (permission first); the others keep the stored ones.
  const storedSites = useRef<CustomSite[]>([]);
  const { prefs, savePrefs } = usePanelPrefs(setState);

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
  const set: SetSetting = (k, v, typing = false) => change({ ...latest.current, [k]: v }, typing);
  const saveSites = async (sites: CustomSite[]) => {
    storedSites.current = sites;
    await flush();
  };
  return { stored, s, state, set, prefs, savePrefs, saveSites };
}
