/**
 * Online 3.10 forbids appealing to the discussion after the game to prove a
 * colour or sway the game. The act points at that time to come: what the
 * speaker will show or say there ("в обсуждении расскажу", "после игры
 * объясню"), what the other will learn, owe or regret there ("на разборе
 * увидишь", "в обсуждении будешь извиняться"), what it will show by itself
 * ("обсуждение всё расставит"), waiting for it ("дождись обсуждения").
 * "Обсуждение" of this game's day ("в этом обсуждении я за 3", "в дневном
 * обсуждении ты говорил другое"), talk of the discussion in the past, a time
 * named only to be refused and a question whether there will be one stay
 * clean. Slots are the lexicons in lexicons/after-game.ts (shared with 3.11,
 * results-appeal.ts).
 */
import { pattern, V } from '../../text/pattern';
import {
  AFTER_GAME,
  DAY_DISCUSSION,
  DISCUSSION,
  DISCUSSION_AT,
  DISCUSSION_OF,
  LATER,
  LEARN,
  MISTAKE,
  ORDER,
  OWED,
  PROMISE,
  RECKONING,
  SHOWN,
  WAIT,
} from '../lexicons/after-game';
import { group } from '../lexicons/entries';
// Telling and sending, first person ("скажу", "напишу", "скину"), as threats say them too: said with the discussion
// named ("в обсуждении скажу"); after the game alone they are news or an invitation ("после игры скину видос").
import { TELL_VERBS } from '../lexicons/threat';
import { table } from '../table';
import { spokenOnly } from '../act';
import { COLOR_WORD } from '../vocab';
import { none, removal } from '../../rulesets/cost';
import { family } from '../family';

/** A second-person verb, present or future, of any verb: "будешь краснеть", "признаешь", "поймёте". */
export const YOU_VERB = '[а-я]{2,}(?:ешь|ишь|ешься|ишься|ете|етесь)⟩';
/** The one addressed. */
const YOU = '(?:ты|тебе|тебя|тобой|твой|твоя|твою|твое|твои|твоим|твоей|вы|вам|вас|вами|ваш…)';
/** What will come of it there: promised, owed, learnt, shown, or ordered. */
const THERE = `(?:${group(PROMISE, TELL_VERBS, OWED, LATER, LEARN, SHOWN, ORDER)}|${YOU_VERB})`;
/** "Не после игры": the time named only to be refused ("разберёмся сейчас, а не после игры"). */
const NOT_THEN = `⟨не~0(?:${group(AFTER_GAME, DISCUSSION_AT)}|потом)`;
/** Thanks said then, one's own things shown then ("после игры вам спасибо", "покажу вам своего кота"): no appeal. */
const NOT_APPEAL = `⟨(?:спасибо|благодар…|(?:покажу|покажем)~2сво…)`;

const ROWS = table(
  spokenOnly([
    {
      kind: 'discussion-appeal',
      re: pattern(
        [
          `⟨${group(DISCUSSION_AT)}~6${THERE}`,
          `⟨${THERE}~6${group(DISCUSSION_AT)}`,
          `⟨${group(WAIT)}~1${group(DISCUSSION_OF)}`,
          `⟨${group(DISCUSSION)}~3${group(SHOWN)}`,
        ].join('|'),
      ),
      unless: pattern(`⟨${group(DAY_DISCUSSION)}|${NOT_THEN}`),
      reason: 'апелляция к обсуждению после игры',
    },
    {
      // After the game, what the speaker will say or the other will owe, to someone or about this game:
      // "после игры объясню тебе", "обсудим после игры, как ты меня выставил" ("после игры поговорим о
      // тактике, всем спасибо" is an invitation).
      kind: 'discussion-appeal',
      re: pattern(`⟨${group(AFTER_GAME)}~6${group(PROMISE, OWED, RECKONING)}|⟨${group(PROMISE, OWED, RECKONING)}~6${group(AFTER_GAME)}`),
      requires: pattern(`⟨(?:${YOU}|${V.seat}|${COLOR_WORD}|голос…|ход…|проверк…|вскрыти…|кто|почему|зачем)⟩`),
      unless: pattern(`⟨${group(DAY_DISCUSSION)}|${NOT_THEN}|${NOT_APPEAL}`),
      reason: 'апелляция к обсуждению после игры',
    },
    {
      // Learning one's mistake then: "после партии все поймут, что я говорил правду".
      kind: 'discussion-appeal',
      re: pattern(`⟨${group(LEARN)}~2(?:как|что|насколько)~3${group(MISTAKE)}`),
      requires: pattern(`⟨(?:${group(AFTER_GAME, DISCUSSION_AT)}|потом|в~0конце)`),
      unless: pattern(`⟨${group(DAY_DISCUSSION)}|${NOT_THEN}`),
      reason: 'апелляция к обсуждению после игры',
    },
  ]),
);

export default family({
  name: 'discussion-appeal',
  kinds: {
    'discussion-appeal': { online: removal('3.10'), 'club-warnings': none, 'club-remarks': none },
  },
  steps: [{ stage: 'appeals-more', tables: [ROWS] }],
  examples: {
    finds: {
      'discussion-appeal': [
        'на разборе покаешься',
        'в обсуждении всё объясню, а пока поверьте',
        'вот увидишь на разборе, кто был прав',
        'после игры в голосовом разберём твою игру, 4',
        'после катки поговорим, кто тут шериф',
        'обсуждение всё покажет',
        'после игры ты мне объяснишь, зачем меня выставил',
        'Я после игры научу тебя извиняться в обсуждении',
        'В обсуждении расскажешь как хорошо сыграл',
        'Я тебе после игры расскажу как ты плохо сыграл',
        'я тебе в обсуждении объясню',
        'после игры поговорим как ты играл',
        'на разборе выясним, кто тут врал',
        'в обсуждении тебя засмеют за такую проверку',
        'на разборе все услышат, как ты врал',
        'после окончания игры я тебе напомню этот голос',
        'в обсуждении тебе скажут то же самое, 6',
        'я тебе в обсуждении вспомню эту проверку',
      ],
    },
    clean: [
      'давайте обсудим кандидатуры',
      'в обсуждении мы уже это проходили',
      'после игры всем спасибо',
      'обсуждение кандидатур закончено',
      'дневное обсуждение закончилось',
      'в этом обсуждении я тебя не услышал, 4',
      'после окончания игры всем спасибо, было весело',
    ],
  },
});
