import type { Normalized } from '../text/normalize';

/**
 * What a detector says was said. Kinds are facts about the text, not rules:
 * a rule set (lib/rulesets) decides what each kind costs.
 */
export type FindingKind =
  | 'oath' // клянусь, кля, зуб даю, отвечаю, бля буду, честное слово, я поклялся
  | 'oath-wish' // "жалко что не могу поклясться", "сколько бан за клятву"
  | 'oath-attribution' // "5-й поклялся", "он сказал клянусь"
  | 'oath-provocation' // "поклянись", "клянешься?", "ты честно красный?"
  | 'honest-word' // any "честно" (club rule 4)
  | 'religion' // appeal to god or religion
  | 'bet' // a bet that proves a colour or sways the game
  | 'bet-game' // a deal made of game moves ("пари, ты голосуешь 5, а я проверяю")
  | 'bet-harmless' // a bet about nothing in the game ("спорим я отожмусь")
  | 'threat' // threats, blackmail, bribes, threats of ППК
  | 'host-dm' // quoting or citing private messages from the host or bot
  | 'bot-quote' // text that reproduces the bot's private message templates
  | 'beacon' // pre-agreed signs
  | 'spectator' // hints from spectators
  | 'profanity'
  | 'insult' // 3.2 general
  | 'insult-emoji-person' // "Ты 🤡"
  | 'insult-emoji' // insulting emoji not aimed at anyone
  | 'health' // 3.2.2
  | 'sexual' // 3.2.3
  | 'discrimination' // 3.2.4
  | 'relatives' // 3.2.5
  | 'death-call' // 3.2.6
  | 'violence' // 3.2.7
  | 'night-action' // 3.3.1 voicing night actions
  | 'night-info' // what only the night shows: sounds, movements (club remarks; online a non-game appeal)
  | 'non-game-appeal' // 3.5
  | 'political' // 3.7
  | 'pm-appeal' // 3.8
  | 'other-activity' // 3.9
  | 'discussion-appeal' // 3.10
  | 'results-appeal' // 3.11
  | 'host-dispute' // 1.6
  | 'host-address' // any address to the host (club remarks)
  | 'game-level' // 2.1
  | 'mental' // 2.2
  | 'self-abasement' // 2.3
  | 'rudeness' // 2.4
  | 'foreign' // 2.6
  // Context kinds, produced by the engine rather than the text detectors.
  | 'caps'
  | 'spam'
  | 'flood'
  | 'voting-message'
  | 'dead-talk'
  | 'night-nick'
  | 'night-message';

/**
 * How sure a detector is. `certain`: the words themselves break the rule
 * (an oath, a slur, a bribe). `likely`: a judgement call the rules leave to the
 * host (level of play, rudeness, non-game appeals, politics, roll-call beacons,
 * spectators): shown as such and not counted on a ladder until confirmed.
 */
export type Confidence = 'certain' | 'likely';

export interface Finding {
  kind: FindingKind;
  /** Set on every finding detectText returns; a detector leaves it out for its kind's default (see confidence.ts). */
  confidence?: Confidence;
  /** Offsets in the original text (UTF-16 units), end exclusive. */
  start: number;
  end: number;
  fragment: string;
  /** One line the host can read. */
  reason: string;
}

export type Detector = (n: Normalized) => Finding[];

/**
 * What a detector returns when it finds nothing (most messages): one shared,
 * frozen array rather than a new one per message. Nobody adds to a detector's
 * result; a caller that combines results uses `joined`.
 */
export const NO_FINDINGS = Object.freeze([]) as unknown as Finding[];

/** Two detectors' results in order, allocating only when both found something. */
export function joined(a: Finding[], b: Finding[]): Finding[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  return a.concat(b);
}
