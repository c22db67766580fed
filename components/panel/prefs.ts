/**
 * The panel's own preferences (sound level, speech lengths): kept in
 * extension storage next to the settings, so a reopened panel keeps them.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Penalty } from '@/lib/rulesets/types';

export type SoundLevel = 'off' | 'all' | 'foul' | 'removal' | 'team-loss';
export const SOUND_LEVELS: SoundLevel[] = ['off', 'all', 'foul', 'removal', 'team-loss'];

export interface PanelPrefs {
  sound: SoundLevel;
  /** Seconds of a regular speech and of a defence or last speech. */
  speech: number;
  short: number;
  /** The timer starts by itself when the seat it waits for begins to speak (Discord's voice channel). */
  autoStart: boolean;
}

export const DEFAULT_PREFS: PanelPrefs = { sound: 'off', speech: 60, short: 30, autoStart: true };

const secs = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 5 && v <= 600 ? v : d);

export function normalizePrefs(raw: unknown, legacySound = false): PanelPrefs {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    // The old on/off sound setting meant removal and team loss.
    sound: SOUND_LEVELS.includes(o.sound as SoundLevel) ? (o.sound as SoundLevel) : legacySound ? 'removal' : 'off',
    speech: secs(o.speech, DEFAULT_PREFS.speech),
    short: secs(o.short, DEFAULT_PREFS.short),
    autoStart: typeof o.autoStart === 'boolean' ? o.autoStart : DEFAULT_PREFS.autoStart,
  };
}

/** Whether a penalty is loud enough for the chosen level. */
export function audible(level: SoundLevel, penalty: Penalty): boolean {
  const rank: Record<Penalty, number> = { verbal: 0, warning: 1, foul: 1, removal: 2, 'team-loss': 3 };
  const need: Record<SoundLevel, number> = { off: 99, all: 0, foul: 1, removal: 2, 'team-loss': 3 };
  return rank[penalty] >= need[level];
}

export function usePrefs(legacySound: boolean): [PanelPrefs, (p: PanelPrefs) => void] {
  const [prefs, setPrefs] = useState<PanelPrefs>(normalizePrefs(undefined, legacySound));
  useEffect(() => {
    void browser.storage.local.get('panel').then((r) => setPrefs(normalizePrefs(r.panel, legacySound)));
  }, [legacySound]);
  const save = (p: PanelPrefs) => {
    setPrefs(p);
    void browser.storage.local.set({ panel: p });
  };
  return [prefs, save];
}
