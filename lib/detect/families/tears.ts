/**
 * Online 3.4 (club remarks: «слёзы за игровым столом») forbids crying at the
 * table: crying, sobbing, about to cry, and crying put on. A text chat
 * carries it as the player's own words of it ("я плачу, довели", "у меня уже
 * слёзы текут", "щас разревусь") or a stage direction of his own ("*плачет*",
 * "*вытирает слёзы*"). Crying from laughter is allowed («плакать от смеха —
 * ничего»): "плачу от смеха", and the chat's "рыдаю", "ору" are laughing. A
 * report of someone else ("5 плачет") is not the speaker's act, a question
 * ("ты плачешь?") none, "плачу" of money ("плачу за такси", "я плачу 300")
 * means paying, and the past or a denial ("вчера плакала", "я не плачу") is
 * no crying now. Slots are the lexicons in ../lexicons/tears.ts.
 */
import { pattern } from '../../text/pattern';
import { listGroup } from '../../text/wordlist';
import { removal, none } from '../../rulesets/cost';
import { actAt, tokenAt } from '../act';
import { family } from '../family';
import { TEARS, TEARS_ACTS } from '../lexicons/tears';
import { table, type Judged } from '../table';
import type { Normalized } from '../../text/normalize';
import { opensDirection } from './table-conduct';

/** Laughter or paying after the word: "плачу от смеха", "плачу за такси", "плачу 300". */
const NOT_TEARS = pattern('⟨(?:от|со)~1(?:смеха|смеху|счастья|радости)|⟨плачу~1(?:за|тебе|вам|ему|ей|им|деньг…|налог…|\\d…)');

/** The speaker's own crying, now: not denied, not a story, not a question, not the rule. */
function crying(n: Normalized, s: number, e: number): Judged {
  const a = actAt(n, tokenAt(n, s), tokenAt(n, e - 1), 'first');
  if (a.negated || a.story || a.question || a.rule || a.topic || a.reported === 'other' || a.urged) return null;
  return 'tears';
}

const ROWS = table([
  {
    kind: 'tears',
    re: pattern(`⟨${listGroup(TEARS)}⟩`),
    unless: NOT_TEARS,
    judge: crying,
    reason: 'слёзы за игровым столом',
  },
  {
    kind: 'tears',
    re: pattern(`⟨${listGroup(TEARS_ACTS)}⟩`),
    unless: NOT_TEARS,
    judge: (n, s) => (opensDirection(n.original, n.starts[s] ?? 0) ? 'tears' : null),
    reason: 'слёзы за игровым столом',
  },
]);

export default family({
  name: 'tears',
  kinds: {
    tears: { online: removal('3.4'), 'club-warnings': none, 'club-remarks': removal('club-remarks/tears') },
  },
  steps: [{ stage: 'late', tables: [ROWS] }],
  examples: {
    finds: {
      tears: ['всё, я плачу, вы меня довели', 'у меня слёзы текут, за что', 'щас разревусь', '*вытирает слёзы*', '*всхлипывает*'],
    },
    clean: [
      'плачу от смеха с вас',
      'я плачу за такси',
      '5 плачет, ведущий',
      'ты плачешь, что ли?',
      'я не плачу, всё нормально',
      'я рыдаю с этой версии',
    ],
  },
});
