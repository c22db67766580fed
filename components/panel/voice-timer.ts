/**
 * The speech timer and the voice table, kept together:
 *
 * - the timer's seat is the speech holder the engine judges 1.4 and 3.1.1
 *   by: when the host moves the timer to a seat (next, the picker, a start),
 *   the panel records it as a speech event through the worker;
 * - a bot's turn announcement moves the holder in the log: the timer follows
 *   it to that seat;
 * - with the option on (the default), a timer waiting for a seat starts by
 *   itself when that seat begins to speak in the voice channel.
 *
 * Not at night, not in a read-only (imported) game, and only in a game with
 * a voice table.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { GameRow } from '@/lib/store/db';
import type { Timer } from './SpeechTimer';

export function useVoiceTimer(
  game: GameRow | undefined,
  timer: Timer,
  opts: { autoStart: boolean; readOnly: boolean; setHolder: (seat: string) => void },
): void {
  const gameId = game?.id;
  const holder = game?.state.voice?.speech ?? '';
  const night = game?.state.phase === 'night';
  const awaited = timer.seat ? game?.state.players[timer.seat]?.voice : undefined;
  const speaking = !!awaited?.speaking && awaited.presence === 'in';
  // Only where the game has a voice table (a site without one records no holder: nothing judges it).
  const live = !!game && !opts.readOnly && !!game.state.voice;

  // What the last render saw, per game: only changes act.
  const seen = useRef<{ game?: number; seat: string; running: boolean; holder: string; speaking: boolean } | null>(null);
  useEffect(() => {
    const was = seen.current;
    seen.current = { game: gameId, seat: timer.seat, running: timer.running, holder, speaking };
    if (!live || night || !was || was.game !== gameId) return;
    // The log moved the holder (a bot's turn announcement): the timer follows.
    if (holder !== was.holder && holder && holder !== timer.seat) {
      timer.setSeat(holder);
      return;
    }
    // The host moved the timer, or started it: that seat holds the speech now. (The timer's first seat, given
    // when the seats appear, is no move.)
    const moved = (timer.seat !== was.seat && was.seat !== '') || (timer.running && !was.running);
    if (moved && timer.seat && timer.seat !== holder) opts.setHolder(timer.seat);
    // The awaited seat begins to speak: the timer starts.
    if (opts.autoStart && speaking && !was.speaking && !timer.running && timer.left > 0) timer.toggle();
  });
}
