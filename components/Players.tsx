/**
 * Every player the extension has met, by site account, with their record
 * over the host's games: one line each (latest nick, games, fouls,
 * removals, team losses, last game), opened for the games and the last
 * violations. The rows come from the worker, which brings the stored games'
 * records up to date first (lib/protocol/players.ts).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { translator, type MessageKey } from '@/lib/i18n';
import { playerHistories, type PlayerHistory } from '@/lib/protocol/players';
import { dateWords, OUT_WORDS, protocolWords, ROLE_WORDS } from '@/lib/protocol/words';
import type { Lang } from '@/lib/settings';
import { send, useSettings } from './data';
import { usePageLang } from './page-lang';

export function Players() {
  const [settings] = useSettings();
  const lang = settings.lang;
  const w = protocolWords(lang);
  const [list, setList] = useState<PlayerHistory[] | null>(null);
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState('');
  usePageLang(lang, `${translator(lang)('appName')} — ${w('playersTitle')}`);
  useEffect(() => {
    send('player-records', {})
      .then(({ records }) => setList([...playerHistories(records).values()].sort((a, b) => b.lastPlayed - a.lastPlayed)))
      .catch((e: Error) => setError(e.message));
  }, []);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!list || !q) return list ?? [];
    return list.filter((h) => h.account.toLowerCase().includes(q) || h.nicks.some((n) => n.toLowerCase().includes(q)));
  }, [list, query]);

  return (
    <main class="players-page" data-lang={lang}>
      <h1>{w('playersTitle')}</h1>
      <p class="muted">{w('playersIntro')}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <label class="players-search">
        {w('playersSearch')}{' '}
        <input
          type="search"
          data-testid="players-search"
          value={query}
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      {list && !list.length && <p data-testid="players-empty">{w('playersEmpty')}</p>}
      {shown.length > 0 && (
        <table class="players-table">
          <thead>
            <tr>
              <th scope="col">{w('nick')}</th>
              <th scope="col">{w('account')}</th>
              <th scope="col">{w('games')}</th>
              <th scope="col">{w('fouls')}</th>
              <th scope="col">{w('removals')}</th>
              <th scope="col">{w('teamLosses')}</th>
              <th scope="col">{w('lastSeen')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((h) => (
              <PlayerLine h={h} lang={lang} open={open === h.key} onToggle={() => setOpen(open === h.key ? '' : h.key)} />
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

function PlayerLine({ h, lang, open, onToggle }: { h: PlayerHistory; lang: Lang; open: boolean; onToggle: () => void }) {
  const w = protocolWords(lang);
  const t = translator(lang);
  return (
    <>
      <tr data-testid="players-row" data-account={h.account} data-games={h.games} data-fouls={h.fouls} data-removals={h.removals}>
        <td>
          <button class="link" aria-expanded={open} onClick={onToggle}>
            {h.nicks[0] ?? h.account}
          </button>
        </td>
        <td>
          <code>{h.site}</code> {h.account}
        </td>
        <td>{h.games}</td>
        <td>{h.fouls}</td>
        <td>{h.removals}</td>
        <td>{h.teamLosses}</td>
        <td>{dateWords(h.lastPlayed, lang)}</td>
      </tr>
      {open && (
        <tr class="players-detail" data-testid="players-detail">
          <td colSpan={7}>
            {h.nicks.length > 1 && (
              <p>
                {w('nicks')}: {h.nicks.join(', ')}
              </p>
            )}
            <h2>{w('gamesList')}</h2>
            <ul>
              {h.list.map((g) => (
                <li>
                  {dateWords(g.startedAt, lang)} · {g.title} · {w('seat')} {g.seat}
                  {g.nick ? ` (${g.nick})` : ''}
                  {g.role ? ` · ${ROLE_WORDS[lang][g.role]}` : ''}
                  {g.out ? ` · ${OUT_WORDS[lang][g.out]}` : ''}
                  {g.fouls ? ` · ${w('fouls').toLowerCase()} ${g.fouls}` : ''}
                </li>
              ))}
            </ul>
            {h.last.length > 0 && (
              <>
                <h2>{w('lastViolations')}</h2>
                <ul>
                  {h.last.map((v) => (
                    <li>
                      <b>{v.rule}</b> · {t(`penalty.${v.penalty}` as MessageKey)} · {dateWords(v.at, lang)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </td>
        </tr>
      )}
    </>
  );
}
