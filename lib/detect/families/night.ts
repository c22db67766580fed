/**
 * Night (online 3.3: no game information in a nickname changed at night;
 * club rules: no talking at night, no gestures). The engine knows the phase:
 * a living player's message at night, or a nickname changed at night.
 */
import { none, removal, warning } from '../../rulesets/cost';
import { family, said as say } from '../family';

export default family({
  name: 'night',
  kinds: {
    'night-nick': {
      online: removal('3.3'),
      'club-warnings': warning('club-warnings/29'),
      'club-remarks': removal('club-remarks/night-talk'),
    },
    'night-message': { online: none, 'club-warnings': warning('club-warnings/14'), 'club-remarks': removal('club-remarks/night-talk') },
  },
  steps: 'engine',
  examples: {
    finds: {
      'night-nick': [
        [
          { type: 'phase', phase: 'night' },
          { type: 'player', player: '4', nick: '4 | шериф' },
        ],
      ],
      'night-message': [[{ type: 'phase', phase: 'night' }, say('1', 'привет')]],
    },
    clean: [[{ type: 'phase', phase: 'night' }, { type: 'phase', phase: 'day' }, say('1', 'привет')]],
  },
});
