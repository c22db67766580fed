/**
 * Online 3.11 forbids appealing to the results of the game (the roles shown
 * at its end) to prove a colour or sway the game: what they will show ("итоги
 * покажут", "в результатах увидишь"), what the other will learn then ("потом
 * посмотришь, кто шериф", "когда откроют роли, поймёшь"), waiting for them,
 * their table and who shows them ("бот после игры всех вскроет"), with a
 * colour or a role claimed. The results of a vote or a night ("итоги ночи:
 * убит 2") and "в итоге" as a conclusion stay clean. Slots are the lexicons
 * in lexicons/after-game.ts.
 */
import { pattern } from '../../text/pattern';
import {
  AFTER_GAME,
  CHECK,
  DAY_DISCUSSION,
  FEEL,
  GAME_RESULTS,
  LEARN,
  OWED,
  RESULTS,
  RESULTS_AT,
  RESULTS_OF,
  RESULTS_SEEN,
  REVEALER,
  REVEALS,
  ROLES,
  SAYS,
  SHOW,
  SHOWN,
  STANDING,
  WAIT,
} from '../lexicons/after-game';
import { group } from '../lexicons/entries';
import { table } from '../table';
import { spokenOnly } from '../act';
import { COLOR_WORD } from '../vocab';
import { none, removal } from '../../rulesets/cost';
import { family } from '../family';
import { YOU_VERB } from './discussion-appeal';

/** The roles shown at the end, in either order: "роли откроют", "когда ведущий огласит роли". */
const SHOWN_ROLES = `${group(ROLES)}~2${group(SHOW)}|${group(SHOW)}~2${group(ROLES)}`;
/** One's standing over many games, looked up after this one ("гляну свой рейтинг"): not this game's results. */
const NOT_RESULTS = `⟨${group(GAME_RESULTS, STANDING)}`;

const ROWS = table(
  spokenOnly([
    {
      kind: 'results-appeal',
      re: pattern(
        [
          `⟨${group(RESULTS_AT)}~6(?:${group(LEARN, SHOWN, OWED, FEEL)}|${YOU_VERB})`,
          `⟨${group(LEARN, OWED)}~4${group(RESULTS_AT)}`,
          `⟨${group(AFTER_GAME)}~6${group(LEARN, SHOWN)}`,
          `⟨${group(LEARN)}~4${group(AFTER_GAME)}`,
          `⟨${group(WAIT)}~1${group(RESULTS_OF)}`,
          `⟨${group(RESULTS)}~6(?:${group(SHOWN, LEARN, FEEL)}|скажут|скажет|решат)⟩`,
          `⟨${group(RESULTS_SEEN)}`,
          `⟨${group(CHECK)}~2(?:${group(RESULTS)}|${group(RESULTS_AT)})`,
        ].join('|'),
      ),
      unless: pattern(NOT_RESULTS),
      reason: 'апелляция к результатам игры',
    },
    {
      // Later, at the end, when the roles are shown, with the colours to be seen: "потом посмотришь, кто шериф",
      // "когда объявят роли, поймёшь", "в финальном сообщении будет, что я кр".
      kind: 'results-appeal',
      re: pattern(
        [
          `⟨(?:потом|в~0конце|в~0итоге|${SHOWN_ROLES})~6${group(LEARN, SHOWN, OWED)}`,
          `⟨${group(LEARN, OWED)}~4(?:потом|в~0конце|в~0итоге)⟩`,
        ].join('|'),
      ),
      requires: pattern(`⟨(?:${COLOR_WORD}|кто|кем|что~1я|роль…|роли|ролям|карты)`),
      unless: pattern(`${NOT_RESULTS}|⟨${group(DAY_DISCUSSION)}`),
      reason: 'апелляция к результатам игры',
    },
    {
      // What the results will say, with a colour claimed: "в финальном сообщении будет, что я кр".
      kind: 'results-appeal',
      re: pattern(`⟨${group(RESULTS_AT)}~6${group(SAYS)}`),
      requires: pattern(`⟨${COLOR_WORD}`),
      unless: pattern(`${NOT_RESULTS}|⟨${group(DAY_DISCUSSION)}`),
      reason: 'апелляция к результатам игры',
    },
    {
      // Who shows them, with a colour claimed: "бот после игры всех вскроет, и 5 там будет мафией".
      kind: 'results-appeal',
      re: pattern(`⟨${group(REVEALER)}~3${group(REVEALS)}`),
      requires: pattern(`⟨${COLOR_WORD}`),
      unless: pattern(`${NOT_RESULTS}|⟨${group(DAY_DISCUSSION)}`),
      reason: 'апелляция к результатам игры',
    },
  ]),
);

export default family({
  name: 'results-appeal',
  kinds: {
    'results-appeal': { online: removal('3.11'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: [{ stage: 'appeals-more', tables: [ROWS] }],
  examples: {
    finds: {
      'results-appeal': [
        'после игры откроют роли, и ты увидишь',
        'в итоговой табличке будет видно, что я шериф',
        'когда вскроют карты, все поймут, что 3 дон',
        'результаты покажут, что 3 дон',
        'в конце игры сами убедитесь, что я мирный',
        'В результатах увидишь, он черный',
        'Потом посмотришь кто шериф после игры',
        'В результатах все посмотрите что я красный',
        'в результатах все увидите',
        'после игры увидишь кто шериф',
        'по итогу партии поглядим, кем была 6',
        'после окончания игры узнаете, кто тут врал',
      ],
    },
    clean: [
      'результат голосования: ушел 4',
      'итоги ночи: убит 2',
      'в итоге я голосую за 5',
      'в результате голосования ушел 3',
      'итоги увидим после голосования, давайте голосовать',
      'по результатам проверки 5 черный',
      'в конце круга посмотрим, кто за кого',
    ],
  },
});
