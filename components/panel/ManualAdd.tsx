/**
 * Adding by hand what a machine cannot see (voice, tears, soundpad…): a
 * player, a rule picked from the catalogue by number or word (arrows and
 * Enter in the search field), an optional note. The host's own entry is
 * recorded as confirmed; the form says what was added and clears.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ruleById } from '@/lib/catalogue';
import { fill, type MessageKey } from '@/lib/i18n';
import type { Lang } from '@/lib/settings';
import type { GameRow } from '@/lib/store/db';
import { send } from '../data';
import { RulePicker } from './RulePicker';

type T = (k: MessageKey) => string;

export function ManualAdd({
  game,
  t,
  lang,
  open,
  onError,
}: {
  game: GameRow;
  t: T;
  lang: Lang;
  open: boolean;
  onError: (m: string) => void;
}) {
  const [query, setQuery] = useState('');
  const [rule, setRule] = useState('');
  const [player, setPlayer] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState('');
  const first = useRef<HTMLSelectElement>(null);
  const players = Object.keys(game.state.players).sort((a, b) => Number(a) - Number(b));
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  return (
    <section class="manual" id="manual-form" hidden={!open} aria-label={t('addManual')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!rule || !player) return;
          if (game.id === undefined) return;
          const penalty = ruleById(rule)?.penalty;
          const nick = game.state.players[player]?.nick;
          send('host', {
            gameId: game.id,
            command: { kind: 'manual', player, rule, ...(penalty ? { penalty } : {}), ...(note ? { note } : {}) },
          })
            .then(() => {
              setDone(fill(t('manual.added'), { rule, player: `${player}${nick ? ` ${nick}` : ''}` }));
              setQuery('');
              setRule('');
              setNote('');
              setPlayer('');
              first.current?.focus();
            })
            .catch((err: Error) => onError(err.message));
        }}
      >
        <select
          ref={first}
          aria-label={t('player')}
          value={player}
          onChange={(e) => setPlayer((e.currentTarget as HTMLSelectElement).value)}
          data-testid="manual-player"
        >
          <option value="">{t('player')}</option>
          {players.map((p) => (
            <option value={p}>
              {p} {game.state.players[p]?.nick ?? ''}
            </option>
          ))}
        </select>
        <RulePicker t={t} lang={lang} ruleSet={game.ruleSet} query={query} setQuery={setQuery} rule={rule} pick={setRule} />
        <input
          placeholder={t('note')}
          aria-label={t('note')}
          value={note}
          onInput={(e) => setNote((e.currentTarget as HTMLInputElement).value)}
          data-testid="manual-note"
        />
        <button disabled={!rule || !player} data-testid="manual-add">
          {t('add')} {rule}
        </button>
        <p class="done" role="status" data-testid="manual-done">
          {done}
        </p>
      </form>
    </section>
  );
}
