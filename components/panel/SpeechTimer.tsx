/**
 * The speech timer a host runs anyway: 60 s a speech, 30 s for a defence or
 * a last speech (both configurable), a warning at 10 s, and "next" steps
 * through the living seats in order, skipping a seat the ladder silenced.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { fill, type MessageKey } from '@/lib/i18n';
import { beep } from './fresh';
import { Icon } from './Icon';

type T = (k: MessageKey) => string;

export const WARN_AT = 10;

export interface TimerState {
  seat: string;
  /** Whole seconds left. */
  left: number;
  running: boolean;
  mode: 'full' | 'short';
}

export interface Timer extends TimerState {
  toggle(): void;
  next(): void;
  reset(): void;
  setMode(m: 'full' | 'short'): void;
  setSeat(s: string): void;
}

/** The seat after `from` in seat order among those who may speak (wrapping round). */
export function nextSpeaker(order: readonly string[], from: string): string {
  if (!order.length) return '';
  const i = order.indexOf(from);
  if (i < 0) {
    // The current speaker was silenced or died: the first one after them in number order.
    const after = order.find((s) => (Number(s) || 0) > (Number(from) || 0));
    return after ?? order[0]!;
  }
  return order[(i + 1) % order.length]!;
}

/**
 * @param speakers living seats that may speak, in order
 * @param durations seconds of a speech and of a defence / last speech
 */
export function useSpeechTimer(speakers: readonly string[], durations: { full: number; short: number }, sound: boolean): Timer {
  const [state, setState] = useState<TimerState>({ seat: speakers[0] ?? '', left: durations.full, running: false, mode: 'full' });
  const end = useRef(0);
  const warned = useRef(false);
  // A seat that may no longer speak is replaced by the next one.
  useEffect(() => {
    if (state.seat && speakers.includes(state.seat)) return;
    if (!state.seat && !speakers.length) return;
    setState((s) => ({ ...s, seat: nextSpeaker(speakers, s.seat) }));
  }, [speakers.join(',')]);
  useEffect(() => {
    if (!state.running) return;
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((end.current - Date.now()) / 1000));
      if (left <= WARN_AT && !warned.current) {
        warned.current = true;
        if (sound) beep(520, 120);
      }
      if (left === 0 && sound) beep(880, 300);
      setState((s) => (s.left === left ? s : { ...s, left, running: left > 0 }));
    }, 200);
    return () => clearInterval(tick);
  }, [state.running, sound]);
  const seconds = (mode: 'full' | 'short') => (mode === 'full' ? durations.full : durations.short);
  return {
    ...state,
    toggle() {
      setState((s) => {
        if (s.running) return { ...s, running: false };
        const left = s.left > 0 ? s.left : seconds(s.mode);
        end.current = Date.now() + left * 1000;
        warned.current = left <= WARN_AT;
        return { ...s, left, running: true };
      });
    },
    next() {
      warned.current = false;
      setState((s) => ({ ...s, seat: nextSpeaker(speakers, s.seat), left: seconds(s.mode), running: false }));
    },
    reset() {
      warned.current = false;
      setState((s) => ({ ...s, left: seconds(s.mode), running: false }));
    },
    setMode(mode) {
      warned.current = false;
      setState((s) => ({ ...s, mode, left: seconds(mode), running: false }));
    },
    setSeat(seat) {
      warned.current = false;
      setState((s) => ({ ...s, seat, left: seconds(s.mode), running: false }));
    },
  };
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function SpeechTimer({
  timer,
  speakers,
  nicks,
  durations,
  t,
}: {
  timer: Timer;
  speakers: readonly string[];
  nicks: Record<string, string | undefined>;
  durations: { full: number; short: number };
  t: T;
}) {
  const warn = timer.left <= WARN_AT;
  return (
    <section
      class={`timer ${warn ? 'warn' : ''} ${timer.running ? 'running' : ''}`}
      aria-label={t('timer.title')}
      data-testid="speech-timer"
      data-seat={timer.seat}
      data-running={timer.running ? 'true' : 'false'}
      data-left={timer.left}
      data-mode={timer.mode}
    >
      <select
        aria-label={t('timer.speaker')}
        value={timer.seat}
        onChange={(e) => timer.setSeat((e.currentTarget as HTMLSelectElement).value)}
        data-testid="timer-seat"
      >
        {!speakers.length && <option value="">{t('timer.nobody')}</option>}
        {speakers.map((s) => (
          <option value={s}>
            {s} {nicks[s] ?? ''}
          </option>
        ))}
      </select>
      <output class="clock" aria-live={warn ? 'polite' : 'off'} data-testid="timer-clock">
        {clock(timer.left)}
      </output>
      <button
        class="icon"
        data-testid="timer-toggle"
        aria-label={timer.running ? t('timer.pause') : t('timer.start')}
        title={`${timer.running ? t('timer.pause') : t('timer.start')} (T)`}
        onClick={timer.toggle}
      >
        <Icon name={timer.running ? 'pause' : 'play'} />
      </button>
      <button class="icon" data-testid="timer-next" aria-label={t('timer.next')} title={`${t('timer.next')} (S)`} onClick={timer.next}>
        <Icon name="next" />
      </button>
      <button class="icon" aria-label={t('timer.reset')} title={t('timer.reset')} onClick={timer.reset}>
        <Icon name="reset" />
      </button>
      <span class="seg" role="group" aria-label={t('timer.title')}>
        <button
          aria-pressed={timer.mode === 'full'}
          class={timer.mode === 'full' ? 'on' : ''}
          onClick={() => timer.setMode('full')}
          title={t('timer.full')}
        >
          {fill('{n}' + t('timer.seconds'), { n: durations.full })}
        </button>
        <button
          aria-pressed={timer.mode === 'short'}
          class={timer.mode === 'short' ? 'on' : ''}
          onClick={() => timer.setMode('short')}
          title={t('timer.short')}
        >
          {fill('{n}' + t('timer.seconds'), { n: durations.short })}
        </button>
      </span>
    </section>
  );
}
