/**
 * Adding by hand what a machine cannot see (voice, tears, soundpad…): a
 * player, a rule picked from the catalogue by number or word (arrows and
 * Enter in the search field), an optional note. The host's own entry is
 * recorded as confirmed; the form says what was added and clears.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ruleById, ruleTitle, searchRules } from '@/lib/catalogue';
import { fill, type MessageKey } from '@/lib/i18n';
import type { Lang } from '@/lib/settings';
import type { GameRow } from '@/lib/store/db';
import { send } from '../data';

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
  const [active, setActive] = useState(0);
  const [player, setPlayer] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState('');
  const first = useRef<HTMLSelectElement>(null);
  const results = useMemo(() => searchRules(query, game.ruleSet).slice(0, 8), [query, game.ruleSet]);
  const players = Object.keys(game.state.players).sort((a, b) => Number(a) - Number(b));
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  useEffect(() => setActive(0), [query]);
  const pick = (id: string) => setRule(id);
  return (
    <section class="manual" id="manual-form" hidden={!open} aria-label={t('addManual')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!rule || !player) return;
          const penalty = ruleById(rule)?.penalty;
          send('host', {
            gameId: game.id!,
            command: { kind: 'manual', player, rule, ...(penalty ? { penalty } : {}), ...(note ? { note } : {}) },
          })
            .then(() => {
              setDone(
                fill(t('manual.added'), {
                  rule,
                  player: `${player}${game.state.players[player]?.nick ? ` ${game.state.players[player]!.nick}` : ''}`,
                }),
              );
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
        <input
          placeholder={t('searchRule')}
          aria-label={t('searchRule')}
          value={query}
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls="manual-picker"
          aria-activedescendant={results[active] ? `pick-${results[active]!.id}` : undefined}
          aria-describedby="manual-hint"
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const n = results.length;
              if (n) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
            } else if (e.key === 'Enter' && results[active]) {
              e.preventDefault();
              pick(results[active]!.id);
            }
          }}
          data-testid="manual-search"
        />
        <span id="manual-hint" class="sr">
          {t('manual.pick')}
        </span>
        <ul class="picker" role="listbox" id="manual-picker" aria-label={t('rule')}>
          {results.map((r, i) => (
            <li
              id={`pick-${r.id}`}
              role="option"
              aria-selected={rule === r.id}
              class={`${rule === r.id ? 'on' : ''} ${i === active ? 'active' : ''}`}
              onClick={() => pick(r.id)}
              data-rule={r.id}
            >
              <b>{r.id}</b> {ruleTitle(r, lang)} <span class="muted">· {t(`manual.${r.detect}` as MessageKey)}</span>
            </li>
          ))}
        </ul>
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
