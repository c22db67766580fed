/**
 * The voice table's rule family, declared once: each kind of thing the voice
 * channel shows a player doing, how sure the reading is, and what it costs
 * under each rule set. lib/voice/judge.ts says when a kind happens;
 * lib/rulesets merges these costs into the sets' maps.
 *
 * Online (online-rules.ru.txt):
 * - 3.1 «Покидание игрового стола»: moving to another voice channel is a
 *   removal outright («заходит в другой войс — поднятие»); leaving the voice
 *   calls a one-minute technical pause, and a player not back when it ends
 *   is removed — likely, as the host declares the pause and may extend it.
 * - 3.1.1 «Мут ушей»: deafened to skip another's speech is a judgement call
 *   (likely); still deafened when the day's speeches end is the rule's own
 *   words («не размучивает уши до конца последней речи»), certain.
 * - 3.3 «Ночная жестикуляция»: at night, leaving the voice (back within a
 *   couple of seconds is nothing — 5 s allowed), toggling or keeping the
 *   ears muted, changing the avatar or nickname: certain.
 * - 1.4 «Речь не в свою минуту»: speaking while another seat holds the
 *   speech, for longer than a laugh or a word (1.5 s): likely, the host
 *   confirms.
 * - 4.5 «Влияние мёртвого игрока»: a dead player speaking outside their
 *   last minute: likely (the document's own note lets "всем пока" pass).
 *
 * Club documents, where they have an equivalent:
 * - speaking out of turn: club-warnings 17 («говорить не в свою очередь» —
 *   a warning), club-remarks «речь не в свою минуту» (a remark);
 * - night behaviour: club-warnings 29 («ночью … любые жесты» — a remark, a
 *   warning here) and club-remarks «жестикуляция, разговоры … после
 *   объявления Ведущим этапа Ночь» (removal) for the online document's own
 *   night gestures (leaving, ears, avatar); talking at night is
 *   club-warnings 14 («ночью … говорить» — a warning) and the same club-remarks
 *   point;
 * - a dead player speaking: club-remarks «озвучивание игровой информации
 *   игроком, … выбывшим из нее» (team loss), likely as online.
 * Leaving the table and the ears have no club equivalent (a club table has no
 * voice channel): not judged there.
 */
import type { Confidence } from '../detect/types';
import type { RuleRef, RuleSetId } from '../rulesets/types';

const removal = (rule: string): RuleRef => ({ rule, penalty: 'removal' });
const teamLoss = (rule: string): RuleRef => ({ rule, penalty: 'team-loss' });
const warning = (rule: string): RuleRef => ({ rule, penalty: 'warning' });
const foul = (rule: string): RuleRef => ({ rule, penalty: 'foul' });

interface KindDecl {
  confidence: Confidence;
  costs: Partial<Record<RuleSetId, RuleRef>>;
}

const NIGHT_GESTURE = {
  online: removal('3.3'),
  'club-warnings': warning('club-warnings/29'),
  'club-remarks': removal('club-remarks/night-talk'),
};

export const VOICE_KINDS = {
  /** Day: moved to another voice channel of the server. */
  'voice-elsewhere': { confidence: 'certain', costs: { online: removal('3.1') } },
  /** Day: left the voice and was not back when the one-minute technical pause ended. */
  'voice-gone': { confidence: 'likely', costs: { online: removal('3.1') } },
  /** Deafened (self) while another seat holds the speech. */
  'deaf-speech': { confidence: 'likely', costs: { online: removal('3.1.1') } },
  /** Still deafened (self) when the day's speeches end. */
  'deaf-day-end': { confidence: 'certain', costs: { online: removal('3.1.1') } },
  /** Night: left the voice and not back within 5 s. */
  'voice-away-night': { confidence: 'certain', costs: NIGHT_GESTURE },
  /** Night: deafened, undeafened, or sitting deafened. */
  'deaf-night': { confidence: 'certain', costs: NIGHT_GESTURE },
  /** Night: a new avatar. */
  'night-avatar': { confidence: 'certain', costs: NIGHT_GESTURE },
  /** Speaking for longer than a laugh while another seat holds the speech. */
  'out-of-turn': {
    confidence: 'likely',
    costs: { online: foul('1.4'), 'club-warnings': warning('club-warnings/17'), 'club-remarks': warning('club-remarks/out-of-turn') },
  },
  /** Speaking at night (the clubs; the online document names no such rule). */
  'night-speech': {
    confidence: 'likely',
    costs: { 'club-warnings': warning('club-warnings/14'), 'club-remarks': removal('club-remarks/night-talk') },
  },
  /** A dead player speaking outside their last minute. */
  'dead-speech': { confidence: 'likely', costs: { online: teamLoss('4.5'), 'club-remarks': teamLoss('club-remarks/outside-info') } },
} as const satisfies Record<string, KindDecl>;

export type VoiceKind = keyof typeof VOICE_KINDS;

/** What each voice kind costs under a rule set (the kinds it has no rule for are left out). */
export function voiceCosts(ruleSet: RuleSetId): Partial<Record<VoiceKind, RuleRef>> {
  const out: Partial<Record<VoiceKind, RuleRef>> = {};
  for (const [kind, decl] of Object.entries(VOICE_KINDS) as [VoiceKind, KindDecl][]) {
    const ref = decl.costs[ruleSet];
    if (ref) out[kind] = ref;
  }
  return out;
}

export function voiceConfidence(kind: VoiceKind): Confidence {
  return VOICE_KINDS[kind].confidence;
}

/** The timings the rules give, in milliseconds. */
export const VOICE_TIMES = {
  /** 3.3's note: back in the voice "за пару секунд" at night is nothing. */
  nightGrace: 5_000,
  /** 3.1: the technical pause the host must declare lasts one minute. */
  techPause: 60_000,
  /** Shorter than this is a laugh, a word, an "ага": not a speech out of turn. */
  speech: 1_500,
  /**
   * How late the content script can report a spell's end (its debounce,
   * lib/content/voice-tracker.ts): a spell still open this long after it may
   * have ended already, so an early judgement waits that much more.
   */
  endSlack: 300,
} as const;
