/**
 * Night (online 3.3: no game information in a nickname changed at night, no
 * gesture said as done in the night itself — "ща аву сменю", "замутил уши";
 * club rules: no talking at night, no gestures). The engine knows the phase:
 * a living player's message at night, or a nickname changed at night. A
 * stage direction of keeping still in the mask (quietDirection) is the night's
 * own conduct, not a message: club warnings 14 names singing, dancing,
 * knocking, talking «и прочие, не входящие в рамки «ночного» поведения»
 * acts.
 */
import type { Normalized } from '../../text/normalize';
import { listWordRe } from '../../text/wordlist';
import { none, removal, warning } from '../../rulesets/cost';
import { family, said as say } from '../family';
import { NIGHT_QUIET } from '../lexicons/night-quiet';
import { opensDirection } from './table-conduct';

const QUIET_WORD = listWordRe(NIGHT_QUIET);

/**
 * A message that only narrates the conduct the night asks for, set off as a
 * stage direction ("*сидит неподвижно в повязке*"): no act at night. Every
 * word must be one of lexicons/night-quiet.ts, so anything else said or done
 * in it still counts.
 */
export function quietDirection(n: Normalized): boolean {
  const first = n.tokens[0];
  if (!first || !opensDirection(n.original, n.starts[first.s] ?? 0)) return false;
  for (const tok of n.tokens) if (!QUIET_WORD.test(tok.t)) return false;
  return true;
}

export default family({
  name: 'night',
  kinds: {
    'night-nick': {
      online: removal('3.3'),
      'club-warnings': warning('club-warnings/29'),
      'club-remarks': removal('club-remarks/night-talk'),
    },
    'night-message': { online: none, 'club-warnings': warning('club-warnings/14'), 'club-remarks': removal('club-remarks/night-talk') },
    // Online, the chat at night is a night gesture too (3.3: «и т.д.» after the avatar, the nickname and the ears): a
    // living seat's message is seen by the table while roles act. A judgement call (a brief "я тут" after a reconnect
    // is allowed), so the host confirms it; the clubs count the message itself above.
    'night-chat': { online: removal('3.3'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
    // A night gesture said in the night itself ("ща аву сменю", "замутил уши, сплю"): the gesture is done now, at night
    // (online 3.3); the clubs count the message itself (night-message). Found by night-action's gestureNow.
    'night-gesture': { online: removal('3.3'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
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
      'night-chat': [[{ type: 'phase', phase: 'night' }, say('8', 'скучно, долго ещё?')]],
      'night-gesture': [
        [{ type: 'phase', phase: 'night' }, say('2', 'ща аву сменю')],
        [{ type: 'phase', phase: 'night' }, say('5', 'замутил уши, сплю')],
        [{ type: 'phase', phase: 'night' }, say('7', 'вышел из войса, через минуту вернусь')],
      ],
    },
    clean: [
      [{ type: 'phase', phase: 'night' }, { type: 'phase', phase: 'day' }, say('1', 'привет')],
      [{ type: 'phase', phase: 'night' }, say('3', '*сидит неподвижно в повязке*')],
      [{ type: 'phase', phase: 'night' }, say('6', '(молча ждёт, пока ведущий объявит утро)')],
      // The same words by day are no gesture at night (asked about or forbidden at night, tests/detect/families/night.test.ts).
      [say('2', 'ща аву сменю')],
    ],
  },
});
