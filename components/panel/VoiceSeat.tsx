/**
 * A seat's voice at a glance, from the engine's state (lib/voice/judge.ts):
 * in the game's voice channel or not, deafened, speaking now. The seat
 * button carries it as data attributes (data-voice, data-deaf,
 * data-speaking) and a ring while the player speaks.
 */
import type { GameRow } from '@/lib/store/db';
import type { Lang } from '@/lib/settings';
import { voiceWords } from './voice-words';
import './voice.css';

export interface SeatVoiceView {
  /** `unknown` when no voice list is visible (or the game has none). */
  voice: 'in' | 'out' | 'elsewhere' | 'unknown';
  deaf: boolean;
  speaking: boolean;
}

export function seatVoiceView(game: GameRow, id: string): SeatVoiceView {
  const table = game.state.voice?.table;
  const v = game.state.players[id]?.voice;
  if (!table || !v) return { voice: 'unknown', deaf: false, speaking: false };
  return { voice: v.presence ?? 'out', deaf: v.deaf, speaking: v.speaking && v.presence === 'in' };
}

/** The seat button's attributes and class for its voice. */
export function voiceAttrs(v: SeatVoiceView) {
  return {
    'data-voice': v.voice,
    'data-deaf': v.deaf ? 'true' : 'false',
    'data-speaking': v.speaking ? 'true' : 'false',
    class: `${v.speaking ? 'speaking' : ''} ${v.voice === 'out' || v.voice === 'elsewhere' ? 'voice-away' : ''}`,
  };
}

/** Small marks beside the nickname; the words for screen readers. */
export function VoiceMark({ v, lang }: { v: SeatVoiceView; lang: Lang }) {
  const w = voiceWords(lang);
  if (v.voice === 'unknown') return null;
  const words = [
    v.voice !== 'in' ? w(v.voice === 'out' ? 'voice.out' : 'voice.elsewhere') : '',
    v.deaf ? w('voice.deaf') : '',
    v.speaking ? w('voice.speaking') : '',
  ].filter(Boolean);
  return (
    <span class="voice-mark" title={words.join(', ')}>
      {v.voice === 'out' && <span aria-hidden="true">⨯</span>}
      {v.voice === 'elsewhere' && <span aria-hidden="true">↗</span>}
      {v.deaf && <span aria-hidden="true">🎧̸</span>}
      {words.length > 0 && <span class="sr">{words.join(', ')}</span>}
    </span>
  );
}
