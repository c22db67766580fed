import { describe, expect, it } from 'vitest';
import { detectBets } from '../../../lib/detect/families/bets';
import { normalize } from '../../../lib/text/normalize';

const kind = (s: string) => detectBets(normalize(s))[0]?.kind ?? null;

describe('bets', () => {
  it.each([
    ['Спорим на нитро что я красный?', 'bet'],
    ['Давай поспорим на то, что завтра этот шериф даст тебя чёрным', 'bet'],
    ['Спорим что мафия захочет отстрелить 09?', 'bet'],
    ['могу поспорить что 3 дон', 'bet'],
    ['держу пари, 7 черный', 'bet'],
    ['ставлю сотку что он шериф', 'bet'],
    ['забьемся, что 4 мирный?', 'bet'],
    ['Давай пари, ты не голосуешь меня, а я не стреляю?', 'bet-game'],
    ['Пари, ты голосуешь 5, а я проверяю по тебе', 'bet-game'],
    ['Давай поспорим что я сегодня куплю нитро?', 'bet-harmless'],
    ['Давайте спор, я щас в коинфлипе решку достану', 'bet-harmless'],
    ['Спорим я отожмусь 100 раз', 'bet-harmless'],
    ['не хочу с тобой спорить', null],
    ['я не спорю', null],
    ['я была в Париже', null],
    ['ставлю в 7', null],
    ['ставлю на 3', null],
  ])('%s → %s', (text, expected) => {
    expect(kind(text)).toBe(expected);
  });
});

describe('bets in mixed-script messages', () => {
  // A letter of another script glued to the bet word: no token starts where the pattern's word does.
  it.each(['ʼспорим на сотку что он мафия', 'აзабьемся ну', 'ʼпари, ок?'])('%s', (text) => {
    expect(kind(text)).toMatch(/^bet/);
  });
});
