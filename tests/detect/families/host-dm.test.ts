import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily } from '../../../lib/rulesets';

/**
 * Voicing private correspondence with the host or the bot (online 4.3) in
 * players' own wording, written from the rule's intent before tuning: what
 * the host or bot sent in private (words, a sign, a reaction) through any
 * channel, and the bot's private messages pasted or retyped in any of their
 * templates. Talking about the bot's deals in general, or to the host in
 * public, stays allowed.
 */
function families(text: string): string[] {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
}

const VIOLATING: string[] = [
  // the host or bot in private, words or a sign
  'вед в личке лайкнул моё сообщение про 6',
  'ведущая мне в дм смайлик скинула, так что я прав',
  'хост в тг плюс поставил на мою версию',
  'мне ведун в личку отписал что я угадал',
  'бот мне в лс написал мирный',
  'я ведущему в лс кинул свою версию, он ответил да',
  'переписка с ботом: вы мирный житель',
  'вед в директе подмигнул мне 😉',
  // bot templates retyped
  'Ваша роль: доктор. Ваш номер: 07',
  'Ваши союзники: 2, 9',
  'Ваша команда: игроки 03 и 08',
  'Вы — Дон. Каждую ночь вы проверяете одного игрока',
  'роль: горожанин, номер 4',
  'Игрок 06 подмигнул вам',
  'Вы выбрали для проверки игрока 02',
  'Вы за мирных. Спите ночью и голосуйте днём',
  'Ваша карта: Шериф',
  'Напарник: 5',
];

const CLEAN: string[] = [
  'вед, мне кажется 5 красный',
  'ведущий, можно вопрос по правилам?',
  'я обычно пишу ведущему заметки, чтобы не забыть',
  'мне уже третий раз подряд бот даёт мирного',
  'мне мигнул 4, это факт',
  'я мигала 8 в 10:40',
  'бот сегодня лагает, карты долго раздаёт',
  'вы мафия, 3 и 7, я уверен',
  'ваша команда проиграет, если не послушаете',
  'каждую ночь мафия кого-то убивает, так и играем',
  'ведущий в прошлой игре подвис, помните',
  'кинь мне в личку ссылку на правила после игры',
  'вы за мирных или за мафию играете, 6?',
  'роль шерифа самая сложная',
];

describe('host and bot correspondence shapes (4.3)', () => {
  it.each(VIOLATING)('%s', (text) => {
    expect(families(text)).toContain('4.3');
  });
  it.each(CLEAN)('leaves alone: %s', (text) => {
    expect(families(text)).not.toContain('4.3');
  });
});

/**
 * Online 4.3, round 3's categories: the host's reaction to one's own private message, the bot's voice arrived in
 * private, one's role where only the bot writes it; the bot's dealing as a habit stays clean.
 */
describe('host-dm: round 3 categories', () => {
  it.each([
    'ведущий поставил 👍 на мое сообщение в лс, где я проверку писал, значит 1 черный',
    'мне в ЛС пришло «вы мирный житель», так что стреляйте кого-нибудь другого',
    'ролька у меня в лс «Комиссар 🚔», так что я ваш шериф, ребят',
  ])('4.3: %s', (text) => {
    expect(flagged(text)).toContain('4.3');
  });
  it.each(['мне этот бот черных почти не выдает, вечно мирный', 'бот мне вечно мирного выдает', 'роль у меня в лс, не скажу'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('4.3');
    },
  );
});

/** Round 7: the sending denied at its verb, the bot's post for the whole table, a player's line with a role's emoji. */
describe('host-dm: denied, public, a role called', () => {
  it.each([
    '1, неправда, я тебе не писал, ведущий может проверить',
    'в лс ведущему я ничего не писал, если что, всё говорю здесь',
    'В общем чате бот написал, что ночью убит 8, тут без вопросов',
    'в канале бот пишет что убит 5',
    '🕵️ шериф, завтра вскрывайся, если доживешь',
    '💉 доктор, лечи себя сегодня, совет',
    '🔪 маньяк в игре есть или классика?',
    '🕵️ ищем дона дальше, но сегодня 8',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('4.3');
  });
  it.each([
    'мне бот ночью ничего не прислал, кроме роли мирной, так что я без ходов',
    'бот написал мне, что я шериф. ночью убили 5',
    'бот написал что я шериф',
    '🤵 Мафия. Ваша задача — убивать',
    '💉 Доктор, ваша задача лечить',
    '🔐 Ваша роль: Шериф',
  ])('4.3: %s', (text) => {
    expect(flagged(text)).toContain('4.3');
  });
});
