/**
 * The voice table's words in the side panel (seat marks, the technical-pause
 * prompt, the voice part of "what the extension sees"), Russian and English,
 * kept beside the components that use them.
 */
import type { Lang } from '@/lib/settings';

const WORDS = {
  ru: {
    'voice.in': 'в войсе',
    'voice.out': 'вне войса',
    'voice.elsewhere': 'в другом голосовом канале',
    'voice.unknown': 'голосовой канал не виден',
    'voice.deaf': 'звук выключен',
    'voice.speaking': 'говорит',
    'pause.title': 'Техническая пауза',
    'pause.left': 'Игрок {n} покинул стол. Пауза 1 минута: осталось {time}',
    'pause.over': 'Игрок {n} не вернулся за минуту технической паузы — поднятие (3.1)?',
    'pause.hide': 'Скрыть',
    'sees.voice': 'Голосовой канал',
    'sees.voiceNone': 'не найден: голосовой канал игры должен быть виден в списке каналов (развёрнутая категория)',
    'sees.voicePicked': 'выбран ведущим',
    'sees.voiceAuto': 'по большинству игроков',
    'sees.voiceChannels': 'Голосовые каналы',
    'sees.voiceCollapsed': 'свёрнут: видны только аватары, звук и микрофон не видны',
    'sees.voicePick': 'Это канал игры',
    'sees.voiceAutoPick': 'Выбирать по игрокам',
    'sees.voiceMembers': 'Места в войсе',
    'sees.voiceTiles': 'плиток звонка',
    'sees.mute': 'микрофон выключен',
    'sees.serverMute': 'сервер: микрофон',
    'sees.serverDeaf': 'сервер: звук',
    'sees.seated': 'за столом',
  },
  en: {
    'voice.in': 'in the voice',
    'voice.out': 'out of the voice',
    'voice.elsewhere': 'in another voice channel',
    'voice.unknown': 'voice channel not visible',
    'voice.deaf': 'deafened',
    'voice.speaking': 'speaking',
    'pause.title': 'Technical pause',
    'pause.left': 'Player {n} left the table. One-minute pause: {time} left',
    'pause.over': 'Player {n} did not come back within the technical pause — removal (3.1)?',
    'pause.hide': 'Hide',
    'sees.voice': 'Voice channel',
    'sees.voiceNone': 'not found: the game’s voice channel must be visible in the channel list (its category expanded)',
    'sees.voicePicked': 'picked by the host',
    'sees.voiceAuto': 'by most seated players',
    'sees.voiceChannels': 'Voice channels',
    'sees.voiceCollapsed': 'collapsed: avatars only, mute and deafen not shown',
    'sees.voicePick': 'This is the game’s channel',
    'sees.voiceAutoPick': 'Choose by the players',
    'sees.voiceMembers': 'Seats in the voice',
    'sees.voiceTiles': 'call tiles',
    'sees.mute': 'muted',
    'sees.serverMute': 'server: mic',
    'sees.serverDeaf': 'server: sound',
    'sees.seated': 'seated',
  },
} as const;

export type VoiceWord = keyof (typeof WORDS)['ru'];

export function voiceWords(lang: Lang): (k: VoiceWord, vars?: Record<string, string | number>) => string {
  return (k, vars) => {
    let s: string = WORDS[lang][k];
    if (vars) for (const [name, v] of Object.entries(vars)) s = s.replaceAll(`{${name}}`, String(v));
    return s;
  };
}
