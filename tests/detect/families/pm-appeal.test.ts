import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../helpers/judge';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily } from '../../../lib/rulesets';

/**
 * Voicing correspondence with another player (online 3.8) in players' own
 * wording, written from the rule's intent before tuning: what a seat sent or
 * said through a private channel (any messenger, a call, a voice note, a
 * screenshot), in any word order, or a private exchange with a seat named as
 * proof. The table's own chat and the speech are public and allowed.
 */
function families(text: string): string[] {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
}

const VIOLATING = [
  'мне 3 в ватсап написал, что он мирный',
  '7 мне в инсте сторис скинул со своей картой',
  'в телеграме 9 мне признался, что маф',
  'у меня голосовое от 2, он там шерифом представился',
  'мы с 5 по скайпу созвонились, оба красные',
  'я с 10 в вк переписываюсь, он дон',
  'мне в лс от 4 пришло «не голосуй меня»',
  'скрины диалога с 8 могу скинуть ведущему',
  '6, ты ж мне в дискорде сам написал, что чр',
  '1 мне звонил, сказал голосовать 3',
];
const CLEAN = [
  '3 в чате написал, что он мирный',
  'мне 5 в чате ответил, всё понятно',
  'мне никто в личку не пишет, всё честно',
  'писать в лс игрокам запрещено',
  'мне подруга в вк мем прислала, смеюсь',
  'с 4 мы в жизни друзья, но тут игра',
  'в телеге анонс турнира, кто пойдёт?',
  '2 на своей минуте сказал, что он шериф',
];

describe('player correspondence shapes (3.8)', () => {
  it.each(VIOLATING)('%s', (t) => {
    expect(families(t)).toContain('3.8');
  });
  it.each(CLEAN)('leaves alone: %s', (t) => {
    expect(families(t)).toEqual([]);
  });
});

/** Issue 22: the further shapes of voicing a correspondence with a seat, and what is no appeal. */
describe('correspondence with a seat, further shapes', () => {
  it.each([
    'у меня от 6 сообщение висит',
    'у нас с 9 своя переписка',
    '4 в лс признался что дон',
    'я переписывался с 8, он доктор',
    'мы с пятым переписываемся',
    'мне пятый в лс написал что шериф',
    '10 мне в лс маякнул',
  ])('3.8: %s', (t) => {
    expect(rulesOf('online', t)).toContain('3.8');
  });
  it.each([
    'мы с 7 в чате спорили всю игру',
    'напиши мне в лс после игры',
    'в общем чате 5 написал что голосует',
    'мне 5 на речи сказал что красный',
    'с пятым переписываться нельзя',
    'у меня в лс спам',
  ])('clean: %s', (t) => {
    expect(rulesOf('online', t)).not.toContain('3.8');
  });
});

/**
 * Online 3.8, round 4's categories: the private messages of game and social platforms (стим, фейсбук) and the
 * imperfective past of telling ("писала", "присылал", "рассказывал"), with a seat in words; the neighbours: playing
 * on the platform, the table's chat.
 */
describe('pm-appeal: round 4 categories', () => {
  it.each([
    'мне четвёрка в стиме написала что она доктор',
    'семёрка мне в телеге писала, она мирная',
    '5 мне в фейсбуке рассказывал, что он шериф',
  ])('3.8: %s', (t) => {
    expect(rulesOf('online', t)).toContain('3.8');
  });
  it.each(['я в стиме играю по вечерам', 'в общем чате 5 писал, что голосует'])('clean: %s', (t) => {
    expect(rulesOf('online', t)).not.toContain('3.8');
  });
});

describe('a correspondence noun with a seat in the table’s own chat is read by all', () => {
  it.each([
    '2, перечитай мою переписку с 8 в общем чате выше, мы там про 3 спорили',
    'наша переписка с 5 в игровом чате всё показывает',
    'смотри переписку с 4 в чате стола',
    'сообщения от 6 в общем чате выше',
    'переписка с 9 в общем чате, там он сам сказал что шериф',
    'диалог с 7 в игровом чате видели все',
    'мы с 3 в общем чате переписывались, все видели',
    'переписку с 10 в общем чате перечитайте',
    'сообщение от 5 в чате стола',
    'переписка с 6 в общем чате выше, 6 там путается',
  ])('clean: %s', (t) => {
    expect(rulesOf('online', t)).not.toContain('3.8');
  });
  it.each([
    'переписка с 8 в лс показывает что он красный',
    'мне 3 в лс писал что он мирный',
    'скрин переписки с 10, он шериф',
    'у меня сообщение от 6, он черный',
    'мы с 5 переписывались, мы оба красные',
    'диалог с 7 в тг, там всё ясно',
    'мы с 5 списались да, мы оба красные',
    'голосовое от 4, он дон',
    'переписка с 9 в личке, он мирный',
    'сообщения от 2 в телеге, он шериф',
  ])('%s', (t) => {
    expect(rulesOf('online', t)).toContain('3.8');
  });
});

/** Round 7: a vote is no voice message ("голосовал вместе с 2", "по логике голосов"). */
describe('pm-appeal: votes are not voice messages', () => {
  it.each(['я мирный, весь день голосовал вместе с 2', 'я голосую 4, по логике голосов', '3 голосовал с 9 в 8, 6 — с нами в 5'])(
    'clean: %s',
    (text) => {
      expect(rulesOf('online', text)).not.toContain('3.8');
    },
  );
  it.each(['у меня от 3 голосовое, он красный', 'мне 5 голосовуху скинул в тг: он шериф'])('3.8: %s', (text) => {
    expect(rulesOf('online', text)).toContain('3.8');
  });
});
