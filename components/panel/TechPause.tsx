/**
 * The technical pause (online 3.1): a player left the game's voice channel
 * in the day, and the host must call a one-minute pause. One prompt per seat
 * away, above the feed, counting the minute down from when the voice list
 * showed the leave; when it is over the prompt says so, and the engine
 * records 3.1 (likely) at the next event of the table. Back in the voice, the
 * prompt goes.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '@/lib/settings';
import type { GameRow } from '@/lib/store/db';
import { VOICE_TIMES } from '@/lib/voice/times';
import { voiceWords } from './voice-words';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Seats away in the day whose absence is not judged yet: [seat, since]. */
export function awaySeats(game: GameRow): [string, number][] {
  const out: [string, number][] = [];
  for (const [seat, p] of Object.entries(game.state.players)) {
    const away = p.voice?.away;
    if (away && !away.night && p.status !== 'dead') out.push([seat, away.since]);
  }
  return out.sort((a, b) => a[1] - b[1]);
}

export function TechPause({ game, lang, now = Date.now }: { game: GameRow; lang: Lang; now?: () => number }) {
  const w = voiceWords(lang);
  const away = awaySeats(game);
  const [, tick] = useState(0);
  const [hidden, setHidden] = useState<string[]>([]);
  useEffect(() => {
    if (!away.length) return;
    const t = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(t);
  }, [away.length]);
  const shown = away.filter(([seat, since]) => !hidden.includes(`${seat}:${since}`));
  if (!shown.length) return null;
  return (
    <div class="tech-pauses" role="status">
      {shown.map(([seat, since]) => {
        const left = Math.max(0, Math.ceil((since + VOICE_TIMES.techPause - now()) / 1000));
        return (
          <div class={`tech-pause ${left === 0 ? 'over' : ''}`} data-testid="tech-pause" data-player={seat} data-left={left}>
            <b>{w('pause.title')}</b>
            <span aria-live="off">
              {left > 0 ? w('pause.left', { n: seat, time: '' }) : w('pause.over', { n: seat })}
              {left > 0 && <span class="clock">{clock(left)}</span>}
            </span>
            <button onClick={() => setHidden([...hidden, `${seat}:${since}`])}>{w('pause.hide')}</button>
          </div>
        );
      })}
    </div>
  );
}
