/**
 * The voice part of "what the extension sees" (Discord): the game's voice
 * channel as found (or why none is), every voice channel of the sidebar with
 * its members and seated players — a collapsed one said so, as it shows
 * avatars only — and each seat's state there. The host can pick the game's
 * channel here; the content script hears of it through storage.
 */
import { saveVoicePick } from '@/lib/ext/voice-pick';
import type { SeesSnapshot } from '@/lib/sees';
import type { Lang } from '@/lib/settings';
import { voiceWords } from './panel/voice-words';

export function SeesVoice({ sees, lang }: { sees: SeesSnapshot; lang: Lang }) {
  const v = sees.voice;
  if (!v) return null;
  const w = voiceWords(lang);
  const key = sees.key;
  const pick = (id: string | null) => key && void saveVoicePick(key, id).catch(() => undefined);
  return (
    <section class="sees-voice" data-testid="sees-voice" data-table={v.table?.name ?? ''}>
      <h3>{w('sees.voice')}</h3>
      <p>
        {v.table ? (
          <>
            <b>{v.table.name}</b> — {v.table.picked ? w('sees.voicePicked') : w('sees.voiceAuto')}
            {v.tiles > 0 && ` · ${v.tiles} ${w('sees.voiceTiles')}`}
          </>
        ) : (
          <span class="sees-none">{w('sees.voiceNone')}</span>
        )}
      </p>
      {v.channels.length > 0 && (
        <ul class="sees-voice-channels">
          {v.channels.map((c) => (
            <li data-testid="sees-voice-channel" data-id={c.id} data-collapsed={c.collapsed ? 'true' : 'false'}>
              {c.name} · {c.members} · {w('sees.seated')} {c.seated}
              {c.collapsed && <span class="sees-none"> · {w('sees.voiceCollapsed')}</span>}{' '}
              {key && v.table?.id !== c.id && <button onClick={() => pick(c.id)}>{w('sees.voicePick')}</button>}
              {key && v.table?.id === c.id && v.table.picked && <button onClick={() => pick(null)}>{w('sees.voiceAutoPick')}</button>}
            </li>
          ))}
        </ul>
      )}
      {v.members.length > 0 && (
        <>
          <h3>{w('sees.voiceMembers')}</h3>
          <ul class="sees-players" data-testid="sees-voice-members">
            {v.members.map((m) => (
              <li data-seat={m.seat ?? ''} data-presence={m.presence} data-deaf={m.deaf ? 'true' : 'false'}>
                <b>{m.seat ?? '—'}</b> {m.name ?? ''} ·{' '}
                {m.presence === 'in'
                  ? w('voice.in')
                  : m.presence === 'out'
                    ? w('voice.out')
                    : `${w('voice.elsewhere')}${m.where ? ` «${m.where}»` : ''}`}
                {m.deaf ? ` · ${w('voice.deaf')}` : m.mute ? ` · ${w('sees.mute')}` : ''}
                {m.serverDeaf ? ` · ${w('sees.serverDeaf')}` : m.serverMute ? ` · ${w('sees.serverMute')}` : ''}
                {m.speaking ? ` · ${w('voice.speaking')}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
