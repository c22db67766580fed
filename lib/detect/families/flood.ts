/**
 * Flood, spam and caps (online 1.2; club remarks forbid shouting): what a
 * message is only with the messages around it, so the engine finds them
 * (lib/engine/engine.ts) — caps from the share of capitals (lib/detect/caps.ts,
 * laughter told apart and let pass unless it repeats), spam as the same words
 * more than three times in a row from one player, flood as more than three
 * meaningless messages in a row (lib/detect/gibberish.ts).
 */
import { foul, none, warning } from '../../rulesets/cost';
import { family, said as say } from '../family';

export default family({
  name: 'flood',
  kinds: {
    caps: { online: foul('1.2'), 'club-warnings': none, 'club-remarks': warning('club-remarks/shouting') },
    spam: { online: foul('1.2'), 'club-warnings': none, 'club-remarks': none },
    flood: { online: foul('1.2'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: 'engine',
  examples: {
    finds: {
      caps: [[say('1', 'Я КРАСНЫЙ ПРИВЕТИКИ')], [1, 2, 3, 4].map(() => say('1', 'АХАХАХАХАХ'))],
      spam: [[1, 2, 3, 4].map(() => say('3', 'Он соврал'))],
      flood: [['ваылавывллаы', 'выавывфывфываф', 'фывфывфыв', 'олдолдолд'].map((t) => say('5', t))],
    },
    clean: [
      [say('1', 'АХАХАХХАХА')],
      [say('3', 'Он соврал'), say('4', 'Он соврал'), say('3', 'Он соврал'), say('3', 'нет'), say('3', 'Он соврал')],
      [say('5', 'ваылавывллаы'), say('5', 'выавывфывфываф'), say('5', 'фывфывфыв')],
    ],
  },
});
