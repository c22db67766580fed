/**
 * Bets: online 4.1 forbids a bet that proves a colour or sways the game, the
 * club remarks forbid every bet in any form — "спорим", "пари", "забьёмся",
 * "держу пари", "ставлю сотку", "на спор", and the same settled by lots or a
 * handshake (жребий, монетка, спички, камень-ножницы-бумага, по рукам,
 * рукопожатие). Harmless: "мы не спорим", talk about the rule ("пари в
 * правилах запрещены"). A bet is split into:
 *  - `bet`: its stake or its claim concerns colours, roles or the game's course
 *    ("спорим на нитро что я красный", "спорим что мафия отстрелит 09");
 *  - `bet-game`: a deal made only of game moves ("пари, ты голосуешь 5, а я
 *    проверяю по тебе"), allowed online;
 *  - `bet-harmless`: a bet about nothing in the game ("спорим я отожмусь").
 */
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { finding, firstMatch, table } from '../table';
import { NO_FINDINGS, type Finding } from '../types';
import { GAME_MOVES, has } from '../vocab';
import { none, teamLoss } from '../../rulesets/cost';
import { family } from '../family';

const BET = pattern(
  '⟨(?:(?:по)?спор(?:им|нем|имте|нём)|поспорить|пари|на~1спор|(?:кинем|бросим|подбросим|подкинем|кидаем|бросаем|давай~1(?:кинем|бросим|подбросим))~1(?:монетк…|монету|жреби…|кубик…)|(?:тянем|тянуть|вытянем|давай~1тянуть|давай~1вытянем)~1(?:спичк…|жреби…|бумажк…)|(?:давай|давайте|го|предлагаю)~2(?:жреби…|монетк…|спичк…|жеребьевк…)|жреби…~1(?:кинем|бросим|тянем)|камень~1ножницы|цу~1е~1фа|(?:ударим|бьем|бьём)~1по~1рукам|по~1рукам\\s*\\?|(?:пожмем|пожмём|пожать|жмем|жмём|давай~1пожмем)~1руки|рукопожати…|(?:давай|давайте|го|предлагаю)~1(?:спор|поспорим|пари)|(?:давай|давайте|го)~1на~1(?:\\d+~1)?(?:рубл…|руб|нитро|сотк…|тысяч…|косар…|желани…|деньг…|бакс…|доллар…)|забь(?:ем|ём)ся|бьюсь~1об~1заклад|(?:бьемся|бьёмся|побьемся)~1об~1заклад|(?:кинем|бросим|бросаем|кидаем|давай~1(?:кинем|бросим|кинуть|бросить))~1(?:кубик…|кости|ролл…)|рандомом~1(?:решим|выберем)|считалочк…|спорю|спор~1на|(?:давай|го)~1на~1интерес|на~1интерес|ставлю~1(?:свой|свою|свои|своего)~1(?:акк…|аккаунт…|ник…|аву…|скин…|голд…|зарплат…|машин…|телефон…)|держу~1пари|ставлю~1(?:на~1)?(?:что|сотк…|тысяч…|нитро|деньг…)|ставлю~1(?:на~1)?\\d+\\s*(?:р|руб…|к|тыс…|\\$))⟩',
);
/** Looked for as a table row: only messages with one of its rarer words are searched. */
const BET_ROW = table([{ kind: 'bet', re: BET, reason: 'пари' }]);
/** Talk about the rule rather than a bet. */
const RULE_TALK = pattern(
  '⟨(?:в~1правилах|по~1правилам|правила~1запрещ…|запрещ…|приравн…|нельзя|без~1(?:пари|споров|спора|рукопожати…|жреби…))',
);
/** A deal: "ты … , а я …" — each side promises a move. */
const DEAL = pattern('⟨(?:ты|вы)⟩[^.!?]{1,80}?(?:,|\\s)\\s*(?:а|и)~1я⟩');
/** A real-world stake: money, Nitro, skins, a wish. */
const STAKE = pattern('⟨на~1(?:нитро|деньг…|сотк…|сотн…|тысяч…|косар…|рубл…|бакс…|доллар…|желани…|скин…|голд…|аккаунт…|акк|\\d+…)');

export default family({
  name: 'bets',
  kinds: {
    bet: { online: teamLoss('4.1'), 'club-warnings': none, 'club-remarks': teamLoss('club-remarks/bet') },
    'bet-game': { online: none, 'club-warnings': none, 'club-remarks': teamLoss('club-remarks/bet') },
    'bet-harmless': { online: none, 'club-warnings': none, 'club-remarks': teamLoss('club-remarks/bet') },
  },
  steps: [
    // A message that triggers no row of BET_ROW has no bet: the step is skipped then.
    { stage: 'acts', tables: [BET_ROW], find: findBet },
  ],
  examples: {
    finds: {
      bet: ['Спорим на нитро что я красный?', 'держу пари, 7 черный', 'ставлю сотку что он шериф'],
      'bet-game': ['Пари, ты голосуешь 5, а я проверяю по тебе'],
      'bet-harmless': ['Спорим я отожмусь 100 раз'],
    },
    clean: ['не хочу с тобой спорить', 'я не спорю', 'я была в Париже', 'ставлю на 3'],
  },
});

export function findBet(n: Normalized): Finding[] {
  const text = n.text;
  const m = firstMatch(BET_ROW, n);
  if (!m) return NO_FINDINGS;
  // "мы не спорим", "пари в правилах запрещены": no bet is offered.
  const before0 = text.slice(Math.max(0, m.index - 4), m.index);
  if (/(?:^|[^\p{L}])не\s+$/u.test(before0) || has(RULE_TALK, text)) return NO_FINDINGS;
  // The claim is what follows the bet word, up to the end of the sentence.
  const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 200);
  const end = rest.search(/[.!\n]/);
  const claim = end >= 0 ? rest.slice(0, end) : rest;
  const before = text.slice(Math.max(0, m.index - 40), m.index);
  const aboutGame = has(GAME_MOVES, claim) || has(GAME_MOVES, before);
  const isDeal = has(DEAL, claim);
  const staked = has(STAKE, claim);
  let kind: Finding['kind'];
  let reason: string;
  if (isDeal && !staked) {
    kind = 'bet-game';
    reason = 'игровое пари: договорённость ходами в игре';
  } else if (aboutGame) {
    kind = 'bet';
    reason = staked ? 'пари со ставкой на игровой цвет или ход игры' : 'пари на цвет или ход игры';
  } else {
    kind = 'bet-harmless';
    reason = 'пари, не связанное с игрой';
  }
  return [finding(n, kind, m.index, m.index + m[0].length, reason)];
}
