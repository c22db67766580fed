/**
 * While the votes are cast only a bare "+" may be written (online 1.8; club
 * remarks: no gestures or messages during the vote). The engine knows the
 * phase: any other message from a living player then is the offence.
 */
import { foul, none, warning } from '../../rulesets/cost';
import { family, said as say } from '../family';

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
