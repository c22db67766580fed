import { describe, expect, it } from 'vitest';
import { detectBets } from '../../../lib/detect/families/bets';
import { normalize } from '../../../lib/text/normalize';
import { flagged } from '../../helpers/judge';

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
    // The bet's claim is its own sentence when the talk turns after it: the vote that follows is another matter.
    ['спорим, что я сегодня после игры отожмусь 50 раз? а пока в 4', 'bet-harmless'],
    ['Спорим, я сейчас в коинфлипе решку выбью? ну ладно, по игре: голосую 9', 'bet-harmless'],
    ['спорим? 7 черный', 'bet'],
    ['спорим на ник: проиграю — поставлю ник «я ошибся». 2 красный', 'bet'],
    ['спорим, я отожмусь 50 раз. 3 черный, кстати', 'bet'],
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

/**
 * Round 3's shapes of a bet (club remarks: «в любой форме»): lots and the
 * question they decide, a handshake emoji, a bet offered to anyone, a bet
 * noun with its size, the verbs in Latin, a forfeit on anyone's colour, a
 * stake counted in words, "биться" offered, calls to place bets; each beside
 * its clean reading.
 */
describe('bets in every form', () => {
  it.each([
    ['камень-ножницы-бумага, кто из нас двоих уходит, 1?', 'bet-game'],
    ['монетка, кто первый говорит?', 'bet-harmless'],
    ['на пальцах выкинем, 4 или 8', 'bet-game'],
    ['ролл 1-10, на кого выпадет — того выставляем', 'bet-game'],
    ['давай 🤝 что 1 черный', 'bet'],
    ['кто со мной на спор? 4 шериф', 'bet'],
    ['мини-пари, 7: угадаешь шерифа — голосую как ты', 'bet'],
    ['sporim что 6 черная', 'bet'],
    ['zabiemsya, что 3 дон?', 'bet'],
    ['если 3 окажется черным, с тебя пиво, 9', 'bet'],
    ['ставлю десять баллов рейтинга, что 1 не мирный', 'bet'],
    ['рублей на сто готов биться, что 7 шериф', 'bet'],
    ['ставки, господа: кто шериф?', 'bet'],
    ['ваши ставки: кто дон?', 'bet'],
    ['монетка — кто знает, куда повернёт', null],
    ['по рукам видно, кто на голосовании колебался', null],
    ['на пальцах объясню, почему 4', null],
    ['закажу ролл после игры', null],
    ['не надо 🤝', null],
    ['если 3 окажется черным, значит я был прав вчера', null],
    ['ставки высоки — нас шестеро, ошибаться нельзя', null],
    ['я готов биться до конца', null],
    ['будем биться до конца, что бы ни было', null],
    ['маленькое замечание: 7 молчит', null],
  ])('%s → %s', (text, expected) => {
    expect(kind(text)).toBe(expected);
  });
});

/** Round 4: the staking verb in its other first-person forms, the stake named as a noun, the English "i bet". */
describe('bets: stakes in other forms', () => {
  it.each([
    ['поставлю косарь, что 3 дон', 'bet'],
    ['ставим сотку, что 9 шериф', 'bet'],
    ['ставка: мой акк против твоего, что 4 маф', 'bet'],
    ['i bet 7 is the don', 'bet'],
    ['поставлю 6 на голосование', null],
    ['ставка сделана, голосуем', null],
    ['поставим 7 на голосование', null],
  ])('%s → %s', (text, expected) => {
    expect(kind(text)).toBe(expected);
  });
});

describe('arguing with a partner named before the verb, and a bet turned down by what is said of it', () => {
  it.each([
    // спорить with "с …" before it and no stake or claim: arguing; with either: a bet.
    ['мы с 2 уже второй круг спорим, давайте дальше', null],
    ['мы с тобой вечно спорим', null],
    ['мы со всеми спорим, а толку ноль', null],
    ['я с 4 спорю весь круг', null],
    ['мы с 5 спорим уже полчаса', null],
    ['с ним спорим который круг подряд', null],
    ['мы с вами спорим, а время идёт', null],
    ['с шерифом спорим постоянно', null],
    ['мы с 8 спорим, давайте не будем', null],
    ['с ней спорим и спорим', null],
    ['мы с тобой спорим на сотку, что 5 черный', 'bet'],
    ['с тобой спорим, 5 черный?', 'bet'],
    ['мы с 3 спорим, что он дон', 'bet'],
    ['с 7 спорим, он красный', 'bet'],
    ['с тобой спорим на 500, что я мирный', 'bet'],
    ['мы с 4 спорим на нитро, что 9 шериф', 'bet'],
    ['со мной спорим, что 6 маф?', 'bet'],
    ['с вами спорим на рейтинг, что 2 черный', 'bet'],
    ['спорим, что 5 черный', 'bet'],
    ['мы с 2 спорим, кто дон: я говорю 5', 'bet'],
    // The bet noun with "не …" said of it: turned down; with the terms after it: offered.
    ['пари — не наш метод, давайте просто голосовать', null],
    ['пари - не вариант', null],
    ['пари, это не для нас', null],
    ['спор — не выход', null],
    ['пари — не моя тема', null],
    ['пари, это не решение', null],
    ['спор — не способ выяснить', null],
    ['пари — не аргумент в мафии', null],
    ['пари — не наше дело', null],
    ['спор, это не формат этой игры', null],
    ['пари — на сотку, что 5 черный', 'bet'],
    ['пари: ты голосуешь 5, а я проверяю тебя', 'bet-game'],
    ['пари, что 4 не шериф', 'bet'],
    ['пари? 7 черный', 'bet'],
    ['держу пари, 7 не мирный', 'bet'],
    ['пари на нитро, 3 не дон', 'bet'],
    ['спор на сотку: 8 не красный', 'bet'],
    ['пари, не ошибусь: 2 дон', 'bet'],
    ['пари — 9 не шериф', 'bet'],
    ['давай пари, что 6 не мирный', 'bet'],
  ])('%s → %s', (text, expected) => {
    expect(kind(text)).toBe(expected);
  });
});

describe('a deal of game moves with the other side named by its verb alone', () => {
  it.each(['предлагаю пари: выставишь 4, а я проверяю тебя ночью', 'пари — голосуете со мной, а я вскрываюсь завтра'])(
    'allowed: %s',
    (text) => {
      expect(flagged(text)).not.toContain('4.1');
    },
  );
  it('a bet on the game stays one: спорим, выставишь 5 и он окажется черным?', () => {
    expect(flagged('спорим, выставишь 5 и он окажется черным?')).toContain('4.1');
  });
});

/**
 * Lots and offers as a category (blind round 6 read): coin sides named and "погнали", lots drawn after "тогда давайте",
 * decided "по считалочке", the hand offered alone as a question, a stake asked alone, a fixed phrase after a seat called
 * in words. Near misses: "на кону" said of the game, a lot told of another game, a handshake told.
 */
describe('bets: lots, the hand asked, a stake asked', () => {
  const club = (text: string): string[] => flagged(text, 'club-remarks');
  it.each([
    'орёл — пятый, решка — восьмая, поехали',
    'тогда давайте спички тянуть',
    'по жребию: кто вытянет короткую, того и ставим',
    '🤝 ?',
    'на шоколадку? я уверен, 4 шериф',
    'ну что, восьмая, на спор: 3 черный',
  ])('club remark: %s', (text) => {
    expect(club(text)).toContain('club-remarks/bet');
  });
  it.each(['на кону весь город, думаем', 'в прошлой игре монетку кидали, ерунда вышла', 'тогда ещё рано решать'])('clean: %s', (text) => {
    expect(club(text)).not.toContain('club-remarks/bet');
  });
});

/** A deal of game moves on both sides, a seat's among them, is the document's «игровое пари»; arguing that lasts is no bet. */
describe('bets: game deals and arguing', () => {
  it.each([
    'давай пари: ты не ставишь в меня, а я не ставлю в тебя',
    'пари: 4 проверяет ночью 9, а мы голосуем по его проверке',
    'мы тут уже час спорим, давайте голосовать',
    'опять спорим, давайте по делу',
  ])('no 4.1: %s', (text) => {
    expect(flagged(text)).not.toContain('4.1');
  });
  it.each(['спорим, 5 черный', 'уже спорю на нитро, что 7 дон'])('4.1: %s', (text) => {
    expect(flagged(text)).toContain('4.1');
  });
});
