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

/** Hand and body gesture emoji: pointing, thumbs, fists, waves, palms, crossed fingers, shrugs, a raised hand. */
const GESTURE_EMOJI = new RegExp(
  String.raw`[\u261D\u270A-\u270D\u{1F446}-\u{1F450}\u{1F4AA}\u{1F590}\u{1F595}\u{1F596}\u{1F645}-\u{1F647}` +
    String.raw`\u{1F64B}-\u{1F64F}\u{1F90C}\u{1F90F}\u{1F918}-\u{1F91F}\u{1F926}\u{1F932}\u{1F937}\u{1FAF0}-\u{1FAF8}]`,
  'u',
);
/** A stage direction: a word opened by an asterisk or an underscore ("*поднимает руку*", "_кивает_"). */
const DIRECTION = /(?:^|[\s([{])[*_]+\s*[\p{L}]/u;
/** An act in brackets, its verb in the third person present: "(кивает)", "(показывает на 5)". */
const BRACKETED_ACT = /[([]\s*[а-яё]{2,}(?:ет|ит|ут|ют|ат|ят|ется|ится|ются|ятся)(?=[\s)\],.!]|$)/iu;

/** Whether a message shows a gesture, as a club's vote forbids: a stage direction or a gesture emoji. */
export function gestureShown(text: string): boolean {
  return GESTURE_EMOJI.test(text) || DIRECTION.test(text) || BRACKETED_ACT.test(text);
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
