/**
 * Nothing arrives unnoticed: violations that arrive while the panel is open
 * are marked fresh for a few seconds, counted while the host has scrolled
 * away from the newest, and sound when loud enough for the chosen level.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ViolationRow } from '@/lib/store/db';
import { audible, type SoundLevel } from './prefs';

/** How long a new row stays highlighted. */
export const FRESH_MS = 5000;

export function useFresh(
  gameId: number | null,
  violations: ViolationRow[],
  atTop: boolean,
  sound: SoundLevel,
): { fresh: ReadonlySet<number>; unseen: number } {
  const seen = useRef<{ game: number | null; max: number }>({ game: null, max: -1 });
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [unseen, setUnseen] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    let max = -1;
    for (const v of violations) if ((v.id ?? 0) > max) max = v.id ?? 0;
    const prev = seen.current;
    seen.current = { game: gameId, max: Math.max(max, prev.game === gameId ? prev.max : -1) };
    // The first load of a game is history, not news.
    if (prev.game !== gameId || prev.max < 0) {
      setFresh(new Set());
      setUnseen(0);
      return;
    }
    const arrived = violations.filter((v) => (v.id ?? 0) > prev.max);
    if (!arrived.length) return;
    const ids = arrived.map((v) => v.id!);
    setFresh((f) => new Set([...f, ...ids]));
    if (!atTop) setUnseen((n) => n + arrived.length);
    const loud = arrived.filter((v) => v.status === 'new' && audible(sound, v.penalty));
    if (loud.length) beep(loud.some((v) => v.penalty === 'team-loss') ? 880 : loud.some((v) => v.penalty === 'removal') ? 660 : 520);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((f) => new Set([...f].filter((id) => !ids.includes(id))));
    }, FRESH_MS);
    timers.current.add(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [violations, gameId]);
  useEffect(() => {
    if (atTop) setUnseen(0);
  }, [atTop]);
  return { fresh, unseen };
}

/** A short tone; silently nothing where audio is unavailable. */
export function beep(freq: number, ms = 180): void {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + ms / 1000);
    osc.onended = () => void ctx.close();
  } catch {
    // no audio: fine
  }
}
