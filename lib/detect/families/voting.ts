/**
 * While the votes are cast only a bare "+" may be written (online 1.8; club
 * remarks: no gestures or messages during the vote). The engine knows the
 * phase: any other message from a living player then is the offence.
 *
 * The club remarks name «любой жестикуляции во время всей процедуры
 * голосования», not words, and clubs read words typed during the vote either
 * way; a host who reads only gestures sets `votingWords: 'gestures'`
 * (EngineOptions), and then a message is the offence only when it shows one
 * (gestureShown).
 */
import { foul, none, warning } from '../../rulesets/cost';
import { family, said as say } from '../family';
import { HAND_EMOJI } from './table-conduct';

/**
 * Gesture emoji: the table's hands (clapping, waving, fists) and the rest a vote may be shown with — pointing,
 * thumbs, fingers crossed or counted, a raised hand, a shrug, a bow, a flexed arm.
 */
const GESTURE_EMOJI: ReadonlySet<string> = new Set([
  ...HAND_EMOJI,
  ...'☝✌✍👆👇👈👉👌👍👎💪🖕🖖🙅🙆🙇🙋🙍🙎🙏🤌🤏🤘🤙🤝🤞🤟🤦🤲🤷🫰🫱🫲🫳🫴🫵🫶🫷🫸',
]);
/** A stage direction: a word opened by an asterisk or an underscore ("*поднимает руку*", "_кивает_"). */
const DIRECTION = /(?:^|[\s([{])[*_]+\s*[\p{L}]/u;
/** An act in brackets, its verb in the third person present: "(кивает)", "(показывает на 5)". */
const BRACKETED_ACT = /[([]\s*[а-яё]{2,}(?:ет|ит|ут|ют|ат|ят|ется|ится|ются|ятся)(?=[\s)\],.!]|$)/iu;

/** Whether a message shows a gesture, as a club's vote forbids: a stage direction or a gesture emoji. */
export function gestureShown(text: string): boolean {
  return DIRECTION.test(text) || BRACKETED_ACT.test(text) || [...text].some((ch) => GESTURE_EMOJI.has(ch));
}

export default family({
  name: 'voting',
  kinds: {
    'voting-message': { online: foul('1.8'), 'club-warnings': none, 'club-remarks': warning('club-remarks/voting-gestures') },
  },
  steps: 'engine',
  examples: {
    finds: {
      'voting-message': [
        [{ type: 'phase', phase: 'voting' }, say('4', '+цу')],
        [{ type: 'phase', phase: 'voting' }, say('7', 'он же черный')],
      ],
    },
    clean: [
      [{ type: 'phase', phase: 'voting' }, say('1', '+')],
      [{ type: 'phase', phase: 'voting' }, say('5', '＋\u200B')],
      [{ type: 'phase', phase: 'voting' }, { type: 'phase', phase: 'results' }, say('7', 'ну ок')],
    ],
  },
});
