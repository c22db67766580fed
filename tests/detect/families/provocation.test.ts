import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily } from '../../../lib/rulesets';

/**
 * Provoking a violation (online 2.9) and private correspondence (4.4), in
 * players' own wording: the act asked of someone (an imperative, "пусть
 * он…", "скажи «…»"), the speaker's own private message to a player; the
 * allowed counterparts beside them (a foul urged, a request to write after
 * the game, a denial, the host asked).
 */
function families(text: string): string[] {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
}

const URGED: string[] = [
  'отключи уши на мою речь, всё равно не слушаешь',
  'выйдите из войса ночью, проверим, кто вернётся',
  'пустите слезу, вдруг сжалятся',
  'поменяй аву ночью, тогда поверю',
  'вруби музыку погромче, 4',
  'передай акк брату, пусть он доиграет',
  'запусти катку в кс, пока ждём',
  'пригрози ему баном, он сразу сдастся',
  'пообещай 3 нитро, и он твой',
  'попроси 9 по старой дружбе',
  'спроси у зрителей, кто дон',
  'скинь мне в телегу свою проверку',
  'напишите мне в директ, кто вы по роли',
  'скажи, что в результатах все увидят, кто ты',
];

const OWN_PRIVATE: string[] = [
  'я тебе в лс скинул, кого проверил',
  'глянь телегу, 7, я там про дона написал',
  'ответь мне в личке, кто черный',
];

const CLEAN: string[] = [
  'не выходи из войса, ведущий',
  'не плачь, игра же',
  'покричи на него, он спит',
  'спой что-нибудь в перерыве',
  'поспорь с ведущим, вдруг снимет фол',
  'напиши мне в лс после игры, кинь ссылку на турнир',
  'ведущий, скажи, сколько у меня времени',
  'я ведущему написал про лаги',
  'нельзя менять ник ночью, помните',
  'он просил меня поплакать, я отказалась',
  'добавь меня в друзья после игры',
];

describe('provocation (2.9)', () => {
  it.each(URGED)('%s', (text) => {
    expect(families(text)).toContain('2.9');
  });
  it.each(CLEAN)('leaves alone: %s', (text) => {
    expect(families(text).filter((f) => f === '2.9' || f === '4.4')).toEqual([]);
  });
});

describe('private correspondence (4.4)', () => {
  it.each(OWN_PRIVATE)('%s', (text) => {
    expect(families(text)).toContain('4.4');
  });
});

/**
 * Online 2.9, round 3's categories: the bot's message asked to be quoted by any verb of showing, a foreign
 * language asked to hide a move, the host asked in private for the game; the clean neighbours.
 */
describe('provocation: round 3 categories', () => {
  it.each([
    'процитируй, что тебе бот прислал',
    'перешли, что бот тебе написал',
    'может по-английски напишешь, чтобы мафия не поняла?',
    'напиши на английском, кого проверил',
    'спроси у ведущего в лс, он скажет кто дон',
  ])('2.9: %s', (text) => {
    expect(flagged(text)).toContain('2.9');
  });
  it.each([
    'скажи по-английски привет',
    'не пиши по-английски, 5 черный',
    'спроси у ведущего в лс, можно ли выйти',
    'зачитай, что ведущий написал в чате',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.9');
  });
});

/**
 * Online 2.9, the slots crossed: any imperative of relaying (show, quote, forward, screenshot, read out — singular
 * or plural) before anything the bot sent (its message, its screenshot, the role card's words); the game's own
 * talk beside them (a role claimed, the results after the game, a screenshot refused) stays clean.
 */
describe('provocation: relaying what the bot sent', () => {
  it.each([
    'кинь скрин с ролью, если не врешь',
    'киньте скрины ролей, все трое',
    'озвучь, что тебе бот написал',
    'сфоткай лс бота и выложи',
    'перескажите, что вам бот прислал',
    'напиши, как у тебя в карте написано',
    'продублируй сообщение от бота сюда',
    'заскринь, что тебе пришло, и покажи',
  ])('2.9: %s', (text) => {
    expect(flagged(text)).toContain('2.9');
  });
  it.each([
    'напиши, кто ты, и всё',
    'скинь скрин ролей после игры, интересно',
    'не кидай скрин роли, это ппк',
    'покажи, как ты голосовал',
    'бот написал, что ночь началась',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.9');
  });
});
