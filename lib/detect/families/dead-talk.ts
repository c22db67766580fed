/**
 * A dead player giving game information (online 4.5; club remarks: outside
 * information): anything naming colours, roles, seats or moves, in a message
 * or a new nickname. Farewells and "you forgot to bring me back" carry none.
 * The engine knows who is dead.
 */
import { none, teamLoss } from '../../rulesets/cost';
import { family, said as say } from '../family';

export default family({
  name: 'dead-talk',
  kinds: {
    'dead-talk': { online: teamLoss('4.5'), 'club-warnings': none, 'club-remarks': teamLoss('club-remarks/outside-info') },
  },
  steps: 'engine',
  examples: {
    finds: {
      'dead-talk': [
        [{ type: 'player', player: '9', status: 'dead' }, say('9', 'я был шерифом')],
        [{ type: 'player', player: '9', status: 'dead' }, say('9', 'тройка 142')],
      ],
    },
    clean: [
      [{ type: 'player', player: '9', status: 'dead' }, say('9', 'Всем пока')],
      [{ type: 'player', player: '9', status: 'dead' }, say('9', 'Ведущий ты забыл поднять меня')],
    ],
  },
});
