/**
 * The game protocol in the side panel, at any point of the game: the
 * result, every seat (role, how and when it left, fouls, confirmed
 * violations, extra points), who left in order, the votes of each day, and
 * the text for Discord in messages it accepts. Everything shown comes from
 * the one protocol function (lib/protocol/protocol.ts) over the game's
 * events; what the host enters — roles, the winner, the best move, points,
 * a correction of how a seat left — is sent to the worker as a fact and
 * comes back through the log like everything else.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { periodKey } from '@/lib/flow';
import type { HostCommand } from '@/lib/messaging';
import type { ProtocolFact } from '@/lib/protocol/facts';
import { discordMessages } from '@/lib/protocol/format';
import { gameProtocol, type Protocol } from '@/lib/protocol/protocol';
import { OUT_WORDS, protocolWords, roundWords } from '@/lib/protocol/words';
import type { Settings } from '@/lib/settings';
import type { GameRow, ViolationRow } from '@/lib/store/db';
import { send } from '../data';
import { useGameEvents } from './game-events';
import { Result } from './ProtocolResult';
import { SeatRow } from './ProtocolSeat';
import { Icon } from './Icon';

type W = ReturnType<typeof protocolWords>;

function Eliminations({ p, w, lang }: { p: Protocol; w: W; lang: Settings['lang'] }) {
  return (
    <>
      <h3>{w('eliminations')}</h3>
      {p.eliminations.length ? (
        <ol class="protocol-outs">
          {p.eliminations.map((e) => (
            <li data-testid="protocol-out" data-player={e.player} data-out={e.out} data-round={periodKey(e.round)}>
              <b>{e.player}</b> {p.seats.find((s) => s.player === e.player)?.nick ?? ''} — {OUT_WORDS[lang][e.out]},{' '}
              {roundWords(e.round, lang).toLowerCase()}
            </li>
          ))}
        </ol>
      ) : (
        <p class="muted">{w('nobodyOut')}</p>
      )}
    </>
  );
}

/** The protocol as Discord messages (each within its length limit), each with its copy button. */
function DiscordText({ messages, w, copy }: { messages: string[]; w: W; copy: (i: number) => void }) {
  return (
    <>
      <details class="protocol-text">
        <summary>{w('discordText')}</summary>
        {messages.map((m, i) => (
          <pre data-testid="protocol-text" data-part={i + 1}>
            {m}
          </pre>
        ))}
      </details>
      <div class="protocol-copy">
        {messages.map((_, i) => (
          <button data-testid="protocol-copy" data-part={i + 1} onClick={() => copy(i)}>
            {messages.length > 1 ? w('copyPart', { i: i + 1, n: messages.length }) : w('copy')}
          </button>
        ))}
      </div>
    </>
  );
}

export function ProtocolView({
  game,
  violations,
  settings,
  readOnly,
  act,
  onNotice,
  onClose,
}: {
  game: GameRow;
  violations: ViolationRow[];
  settings: Pick<Settings, 'lang' | 'ladders'>;
  readOnly: boolean;
  act: (p: Promise<unknown>) => void;
  onNotice: (text: string) => void;
  onClose: () => void;
}) {
  const lang = settings.lang;
  const w = protocolWords(lang);
  const events = useGameEvents(game.id ?? null, game.updatedAt);
  const p = useMemo(
    () => gameProtocol({ game, events, violations }, { ladders: settings.ladders }),
    [events, violations, game, settings.ladders],
  );
  const messages = useMemo(() => discordMessages(p, lang), [p, lang]);
  // Opened, the view takes the focus (its close button); closed, the panel gives it back to what opened it.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  const tell = (fact: ProtocolFact) => {
    const command: HostCommand = { kind: 'fact', fact };
    if (game.id !== undefined) act(send('host', { gameId: game.id, command }));
  };
  const copy = (i: number) => {
    onNotice(w('copied', { i: i + 1, n: messages.length }));
    void navigator.clipboard?.writeText(messages[i] ?? '').catch(() => undefined);
  };

  return (
    <section
      class="protocol"
      data-testid="protocol"
      data-winner={p.winner ?? ''}
      aria-labelledby="protocol-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div class="protocol-head">
        <h2 id="protocol-title">{w('title')}</h2>
        <span class="muted">{roundWords(p.reached, lang)}</span>
        <button
          ref={closeButton}
          class="icon close"
          aria-label={w('close')}
          title={w('close')}
          data-testid="protocol-close"
          onClick={onClose}
        >
          <Icon name="cross" />
        </button>
      </div>
      <Result p={p} w={w} lang={lang} readOnly={readOnly} tell={tell} />
      <h3>{w('seats')}</h3>
      <ul class="protocol-seats">
        {p.seats.map((s) => (
          <SeatRow s={s} w={w} lang={lang} readOnly={readOnly} tell={tell} />
        ))}
      </ul>
      <Eliminations p={p} w={w} lang={lang} />
      <Votes p={p} w={w} lang={lang} />
      {p.unreviewed > 0 && <p class="muted">{w('unreviewed', { n: p.unreviewed })}</p>}
      <DiscordText messages={messages} w={w} copy={copy} />
    </section>
  );
}

function Votes({ p, w, lang }: { p: Protocol; w: W; lang: Settings['lang'] }) {
  const days = p.days.filter((d) => d.nominations.length || d.votings.length);
  if (!days.length) return null;
  return (
    <>
      <h3>{w('votes')}</h3>
      <ul class="protocol-votes">
        {days.map((d) => {
          const nominated = [...new Set(d.nominations.map((x) => x.candidate))];
          return (
            <li data-testid="protocol-day" data-day={d.n}>
              <b>{roundWords({ kind: 'day', n: d.n }, lang)}</b>
              {nominated.length > 0 && ` · ${w('nominated')}: ${nominated.join(', ')}`}
              <ul>
                {d.votings.map((v, k) => (
                  <li
                    data-testid="protocol-voting"
                    data-round={k + 1}
                    data-votes={v.votes.map((x) => `${x.player}>${x.candidate}`).join(' ')}
                  >
                    {w('voting', { k: k + 1 })}:{' '}
                    {v.tally.length ? v.tally.map((t) => `${t.candidate} — ${t.count} (${t.voters.join(', ')})`).join('; ') : w('noVotes')}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </>
  );
}
