/**
 * "What the extension sees": the adapter's reading of the game tab — site
 * and adapter, channel or game key, the chat lists found, players with seats
 * and states, the phase and the message that set it, vote counts, the last
 * messages read and how each was taken (player, bot, host, spectator, system).
 * A host sees at once when a site has changed its markup: no chat found, no
 * players, a bot taken for a player. Chat text is rendered as text.
 *
 * The content script reports a snapshot; the worker keeps it per tab in
 * session storage (lib/background/sees-store.ts), read here directly.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { seesKey } from '@/lib/background/sees-store';
import type { Phase } from '@/lib/engine/events';
import { parseSees, type SeenAuthor, type SeesSnapshot } from '@/lib/sees';
import type { Lang } from '@/lib/settings';
import { word, type KeysUnder } from '@/lib/strings';
import { SeesVoice } from './SeesVoice';
import './sees.css';

/** Its words are the `sees.` entries of the one table (lib/strings.ts). */
type Word = KeysUnder<'sees.'>;

interface Area {
  /** `null`: every key (the site-change warning looks at every tab's snapshot). */
  get(key: string | null): Promise<Record<string, unknown>>;
}
/** The worker keeps snapshots in session storage where the browser has it, else in local storage. */
export function area(): { store: Area; name: string } {
  // Typed as always there; Firefox's MV2 build before 115 has no session area.
  const session = browser.storage.session as Area | undefined;
  return session ? { store: session, name: 'session' } : { store: browser.storage.local, name: 'local' };
}

/** The tab's latest snapshot, live. */
export function useSees(tabId: number | null): SeesSnapshot | null {
  const [sees, setSees] = useState<SeesSnapshot | null>(null);
  useEffect(() => {
    setSees(null);
    if (tabId === null) return;
    const key = seesKey(tabId);
    const { store, name } = area();
    let alive = true;
    void store.get(key).then(
      (r) => alive && setSees(parseSees(r[key])),
      () => undefined,
    );
    const onChanged = (changes: Record<string, { newValue?: unknown }>, where: string) => {
      const change = changes[key];
      if (where === name && change) setSees(parseSees(change.newValue));
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => {
      alive = false;
      browser.storage.onChanged.removeListener(onChanged);
    };
  }, [tabId]);
  return sees;
}

export function SeesView({ tabId, lang }: { tabId: number | null; lang: Lang }) {
  const sees = useSees(tabId);
  return <SeesDetails sees={sees} lang={lang} />;
}

type W = (k: Word) => string;
type PhaseWord = (p: Phase | null) => string;

/** Where the adapter is and what it found: site, channel, chat lists, the phase and what set it, the vote counts. */
function SeesFacts({ sees, w, phase }: { sees: SeesSnapshot; w: W; phase: PhaseWord }) {
  return (
    <dl>
      <dt>{w('site')}</dt>
      <dd data-testid="sees-site">
        {sees.site} · <span class="sees-url">{sees.url}</span>
      </dd>
      <dt>{w('key')}</dt>
      <dd data-testid="sees-key">{sees.key ?? '—'}</dd>
      <dt>{w('chat')}</dt>
      <dd data-testid="sees-chat" data-chats={sees.chats}>
        {sees.chats ? `${sees.chats} ${w('chatLists')} · ${w('read')} ${sees.read}` : w('noChat')}
      </dd>
      <dt>{w('phase')}</dt>
      <dd data-testid="sees-phase" data-phase={sees.phase ?? ''}>
        {phase(sees.phase)}
        {sees.phaseBy?.kind === 'page' && ` — ${w('byPage')}`}
        {sees.phaseBy?.kind === 'message' && (
          <>
            {' '}
            — {w('byMessage')}
            {sees.phaseBy.nick ? ` ${sees.phaseBy.nick}` : ''}: <q data-testid="sees-phase-by">{sees.phaseBy.text}</q>
          </>
        )}
      </dd>
      {(sees.counts.length > 0 || sees.marks) && (
        <>
          <dt>{w('votes')}</dt>
          <dd data-testid="sees-votes">
            {sees.counts.map((c) => `${c.label} ×${c.n}`).join(', ')}
            {sees.marks &&
              `${sees.counts.length ? ' · ' : ''}${w('nominated')}: ${sees.marks.nominated.join(', ') || '—'}; ` +
                `${w('voted')}: ${sees.marks.voted.join(', ') || '—'}`}
          </dd>
        </>
      )}
    </dl>
  );
}

function SeesPlayers({ sees, w }: { sees: SeesSnapshot; w: W }) {
  return (
    <>
      <h3>{w('players')}</h3>
      {sees.players.length ? (
        <ul class="sees-players" data-testid="sees-players">
          {sees.players.map((p) => (
            <li data-seat={p.seat} data-status={p.status ?? ''} class={p.status === 'dead' ? 'dead' : ''}>
              <b>{p.seat}</b> {p.nick ?? ''} {p.status ? `(${w(p.status)})` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p class="sees-none">{w('noPlayers')}</p>
      )}
    </>
  );
}

/** The last messages read and how each was taken. */
function SeesRecent({ sees, w, phase }: { sees: SeesSnapshot; w: W; phase: PhaseWord }) {
  return (
    <>
      <h3>{w('recent')}</h3>
      <ol class="sees-recent" data-testid="sees-recent">
        {sees.recent.map((m) => (
          <li data-id={m.id} data-author={m.author} data-seat={m.seat ?? ''}>
            <span class={`sees-author ${m.author}`}>{w(`author.${m.author as SeenAuthor}` as Word)}</span>
            {m.seat ? ` №${m.seat}` : ''}
            {m.nick ? ` ${m.nick}` : ''}
            {m.replyTo ? ` · ${w('replyTo')} ${m.replyTo}` : ''}
            {m.vote ? ` · ${w('vote')} ${m.vote}` : ''}
            {` · ${phase(m.phase)}`}
            {m.edited ? ` · ${w('edited')}` : ''}
            {m.history ? ` · ${w('history')}` : ''}
            <div class="sees-text">{m.text}</div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The view itself, from a snapshot (tested without storage). */
export function SeesDetails({ sees, lang }: { sees: SeesSnapshot | null; lang: Lang }) {
  const w: W = (k) => word(`sees.${k}`, lang);
  const phase: PhaseWord = (p) => (p ? w(`phase.${p}` as Word) : w('noPhase'));
  const broken = !!sees && sees.chats === 0;
  return (
    <details class={`sees${broken ? ' broken' : ''}`} data-testid="sees" open={broken}>
      <summary>
        {w('title')}
        {sees && (
          <span class="sees-brief">
            {' '}
            · {sees.site} · {phase(sees.phase)} · {sees.players.length} · {broken ? '⚠ ' + w('chat') : `${w('read')} ${sees.read}`}
          </span>
        )}
      </summary>
      {!sees ? (
        <p class="sees-none">{w('noTab')}</p>
      ) : (
        <div class="sees-body">
          <SeesFacts sees={sees} w={w} phase={phase} />
          <SeesPlayers sees={sees} w={w} />
          <SeesVoice sees={sees} lang={lang} />
          <SeesRecent sees={sees} w={w} phase={phase} />
        </div>
      )}
    </details>
  );
}
