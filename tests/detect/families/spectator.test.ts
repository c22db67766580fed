import { describe, expect, it } from 'vitest';
import { flagged, rulesOf } from '../../helpers/judge';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily, type RuleSetId } from '../../../lib/rulesets';

/**
 * Hints from the hall (club remarks: information from outside the game;
 * online 4.9), written from the rule's intent before tuning: someone not
 * playing — the audience, guests, fans, staff, players already out, someone
 * behind one's back — gave a sign, a word or a laugh about a seat or a role,
 * or is asked for one. Talking about the audience without relaying anything,
 * or about a past game, stays allowed.
 */
function families(text: string, set: RuleSetId): string[] {
  const e = new Engine(set);
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
}

const VIOLATING = [
  'фанаты у двери показали мне на 6',
  'публика ахнула, когда 2 сказал шериф, значит врёт',
  'гости за соседним столиком шепчут, что 9 дон',
  'зал, помогите: кто у нас мафия?',
  'официантка видела карты, говорит 3 чёрный',
  'вылетевшие за спиной машут на 10',
  'кто-то из зрителей кивнул мне на 7',
  'сзади шепнули, что 4 маф',
];
const CLEAN = [
  'сегодня в зале много гостей, приятно',
  'болельщики, не шумите, пожалуйста',
  'в прошлой игре зал подсказал 5, ведущий отменил',
  'публика у нас сегодня весёлая',
  'официант, принесите воды после игры',
  'я сижу спиной к залу, ничего не вижу',
];

describe('hints from the hall', () => {
  it.each(VIOLATING)('club remarks: %s', (t) => {
    expect(families(t, 'club-remarks')).toContain('club-remarks/outside-info');
  });
  it.each(VIOLATING)('online: %s', (t) => {
    expect(families(t, 'online')).toContain('4.9');
  });
  it.each(CLEAN)('leaves alone: %s', (t) => {
    expect(families(t, 'club-remarks')).toEqual([]);
  });
});

/**
 * Sources and relays from the lexicons (lexicons/spectator.ts), read by the
 * act layer: a prompt is about the game by what it is; the rule, a denial, a
 * past game, a complaint to the host and a seat at the table who prompted are
 * not a hint used.
 */
const ONLINE_VIOLATING = [
  'мне с трансляции написали, что 6 врёт',
  'подписчики в телеге голосуют за 2, я с ними',
  'чат стрима орёт что 9 мафия',
  'мне кто-то из зрителей шепнул про 4',
  'брат глядит стрим и говорит, 7 шериф',
  'зрители подтвердят, что я мирный',
];
const ONLINE_CLEAN = [
  'зрители, приветик, болейте за нас',
  'подсказывать из зрителей — это ппк, помните',
  'ведущий, в чате зрителей кто-то пишет роли, забаньте его',
  'никто из зала мне ничего не писал',
  'мне 8 подсказал на своей речи, что 3 странный',
  'в прошлый раз стрим спалил роли, было неприятно',
];

describe('hints from outside the table, online', () => {
  it.each(ONLINE_VIOLATING)('4.9: %s', (t) => {
    expect(families(t, 'online')).toContain('4.9');
  });
  it.each(ONLINE_CLEAN)('leaves alone: %s', (t) => {
    expect(families(t, 'online')).not.toContain('4.9');
  });
});

/**
 * Online 4.9, round 3's categories: those who watch in every wording, a donation or a message arrived from the
 * stream, talk in the spectators' room, someone who sees the roles; clean: someone else's hint asked about, the
 * word defined.
 */
describe('spectator: round 3 categories', () => {
  it.each([
    'на твиче донат пришел "голосуйте 1" 😂 ну, я голосую 1',
    'мне сказали те, кто смотрит, что 9 не шериф',
    'в телеге канал смотрит игру, пишут что 1 шер',
    'Калиф, ты же видишь роли, скажи 5 что он не прав',
    'в спектаторской болтают что я прав по 6',
    'от подписчиков в дискорде пришло что 2 шериф, верю',
    'те кто смотрит пишут мне что ты мафия, 8',
  ])('4.9: %s', (text) => {
    expect(flagged(text)).toContain('4.9');
  });
  it.each([
    '2, это тебе зритель подсказал? ведущий, проверь пожалуйста',
    'зритель — это тот кто смотрит, а не играет, 6, не путай',
    '6, это опять подсказка из зала? ведущий',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('4.9');
  });
});

/**
 * Round 3: a player already out relaying in a private channel, beside the
 * readings that relay nothing — the host told what someone does, the last
 * word said at the table, "со стороны" as a place at the table, the rule
 * written as a formula.
 */
describe('hints from players out of the game, and what relays nothing', () => {
  it.each([
    '2 мне после смерти в лс написал, что он шериф',
    'убитый 9 мне в лс написал, что 3 черный',
    'ведущий, зрители пишут что 5 шериф',
  ])('outside information: %s', (text) => {
    expect(families(text, 'club-remarks')).toContain('club-remarks/outside-info');
  });
  it.each([
    'ведущий, 3 пишет в чат после смерти, посмотрите пожалуйста',
    'убитый 3 в последнем слове сказал, что 9 черный',
    'ночью стол трясся со стороны 5-6',
    'со стороны окна дует, можно закрыть?',
    'подсказка от зрителей = поражение команде, помним',
    'вернусь через 10 минут к следующей партии',
  ])('clean: %s', (text) => {
    expect(families(text, 'club-remarks')).not.toContain('club-remarks/outside-info');
    expect(families(text, 'online')).not.toContain('4.9');
  });
});

describe('the audience asked, counted, quoted, or behind a nickname; likenesses and inner voices', () => {
  it.each([
    'скажите, зрители, кто тут дон',
    'кто смотрит — напишите, кто шериф',
    'кто из смотрящих против 3 — плюс',
    'зал, хлопните, если 7 черный',
    'спросил у зрителей, они за 2',
    'ник себе сменил на «6», как я просил, значит 6 черный',
    'наблюдатель Петя: «4 дон»',
    'Вася из спектров подмигнул, что 5 врёт',
    'в зрительском войсе голосование было, все за 3',
  ])('flags %s', (text) => {
    expect(families(text, 'online')).toContain('4.9');
  });
  it.each([
    'сижу как зритель, молчу, смотрю на голосования',
    'мне подсказывает чуйка, что 2 черный',
    'зрительские подсказки не читаю, играю сам',
    'посмотрите на ник 5 — там опечатка',
    'вчера посмотрел трансляцию турнира, там шериф вскрылся сразу',
    'напиши в чат кто за 6',
  ])('clean: %s', (text) => {
    expect(families(text, 'online')).not.toContain('4.9');
  });
});

/** Someone else said to take the hint, with nothing relayed (blind round 6 read): an accusation, not a hint used. */
describe('spectator: another accused of hints', () => {
  it.each(['Выставляю 3 — она весь вечер подсказки из зала ловила.', '8 в чат пишет после вылета, ведущий, посмотрите'])(
    'clean: %s',
    (text) => {
      expect(rulesOf('club-remarks', text)).not.toContain('club-remarks/outside-info');
    },
  );
  it.each(['3 мне из зала подсказал, что 5 дон', 'кто-то из зала пишет, что 7 шериф'])('still a hint: %s', (text) => {
    expect(rulesOf('club-remarks', text)).toContain('club-remarks/outside-info');
  });
});
