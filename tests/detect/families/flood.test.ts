import { describe, expect, it } from 'vitest';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily } from '../../../lib/rulesets';
import { isNoiseWord } from '../../../lib/detect/gibberish';
import { detectCaps } from '../../../lib/detect/caps';

/**
 * Flood, spam and caps (online 1.2) in players' own typing, written from the
 * rule's intent before tuning. Flood: more than three meaningless messages in
 * a row — keyboard mash along a row of either layout, short chunks, letters
 * without vowels. Spam: the same message more than three times in a row, with
 * emoji or punctuation added or dropped. Caps: a message in capitals, also
 * when made of short words, spaced-out letters or game abbreviations with a
 * question or repeats. Abbreviations said normally and real words stay clean.
 */
function run(lines: string[]): string[][] {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  return lines.map((text) => e.feed({ type: 'message', player: '3', text }).map((v) => ruleFamily(v.rule)));
}

describe('flood: the fourth meaningless message in a row', () => {
  it.each([
    [['йцукенгш', 'зщшгнек', 'ячсмить', 'ьтимсчя']],
    [['qwertyu', 'poiuytre', 'zxcvbnm', 'mnbvcxz']],
    [['ывап', 'олдж', 'фыва', 'джэ ждлор']],
    [['прлр', 'пвпв', 'тртр тр', 'мрмр']],
    [['asdf asdf', 'jklj jkl', 'lkjh', 'hjkl hjkl']],
  ])('%j', (lines) => {
    const got = run(lines);
    expect(got.slice(0, 3).flat()).not.toContain('1.2');
    expect(got[3]).toContain('1.2');
  });

  it.each(['вода', 'права', 'папа', 'пора', 'роль', 'шериф', 'type', 'кто', 'сразу', 'квест', 'мирный', 'спасибо', 'лава'])(
    'a real word is not noise: %s',
    (w) => {
      expect(isNoiseWord(w)).toBe(false);
    },
  );
});

describe('spam: the same message with emoji or punctuation changed', () => {
  it('fourth repeat with emoji added', () => {
    const got = run(['голосуйте 7', 'голосуйте 7!', 'голосуйте, 7', 'голосуйте 7 🙏']);
    expect(got.slice(0, 3).flat()).not.toContain('1.2');
    expect(got[3]).toContain('1.2');
  });
  it('emoji-only messages repeated still count', () => {
    const got = run(['😡😡', '😡😡', '😡😡', '😡😡']);
    expect(got[3]).toContain('1.2');
  });
  it('different messages do not', () => {
    expect(run(['голосуйте 7', 'голосуйте 8', 'голосуйте 7 и 8', '7 🙏']).flat()).not.toContain('1.2');
  });
});

describe('caps in short words', () => {
  it.each(['ДОН ГДЕ???', 'КР КР КР 5 КР', 'ДА ДА Я ЗНАЮ', 'Я   Ш Е Р И Ф', 'ЭТО ЖЕ ОН'])('caps: %s', (t) => {
    expect(detectCaps(t)).not.toBeNull();
  });
  it.each(['ОК', '5 ЧР', 'ППК', '5 ЧР 7 КР', 'ЗЫ: 6 молчал', 'ок, 5 ЧР', 'ЛС', 'ДОН?', 'АХАХ'])('not caps: %s', (t) => {
    expect(detectCaps(t)?.laughter ?? true).toBe(true);
  });
});

/**
 * Issue 22: flood and spam by what the messages are, not their exact words —
 * laughter goes on as a run of its own, bare punctuation and short bits are
 * noise, the same demand about one seat is spam however worded — and caps in
 * a short message of capitals alone.
 */
describe('flood, spam and caps by category', () => {
  it.each([
    [['хаха', 'ахахах', 'лол', 'кееек']],
    [['?', '??', '?', '???']],
    [['ааааа', 'ыыыыы', 'ъъъъ', 'ыъ']],
    [['ставь 6', '6 ставь', 'ну в 6 же', '6!!!']],
  ])('the fourth is 1.2: %j', (lines) => {
    const got = run(lines);
    expect(got.slice(0, 3).flat()).not.toContain('1.2');
    expect(got[3]).toContain('1.2');
  });
  it.each([
    [['ХАХАХА', 'ывлаоывлоа', 'фывжлдфвыа', 'ждлоывфджо']],
    [['ахах', 'ахахах', '5 красный', 'ахах']],
    [['6 врёт', '6 и 7 вместе', '6 врёт', 'голосуем 7']],
    [['😂', '😂😂', '😂', '😂😂']],
  ])('not yet: %j', (lines) => {
    expect(run(lines).flat()).not.toContain('1.2');
  });
  it.each(['СТОП', 'ВСЕ В 7', 'ЭЙ!!', 'НЕТ', 'ЗАЧЕМ', 'Н Е Т', '**ХВАТИТ**'])('caps: %s', (t) => {
    expect(run([t])[0]).toContain('1.2');
  });
  it.each(['Я', 'ДА', 'ОК', 'ЛС', 'ДОН?', 'ППК!', 'КР?', '5 ЧР!', 'ГГ ВП', 'ОМГ', 'ну ДА'])('not caps: %s', (t) => {
    expect(run([t])[0]).not.toContain('1.2');
  });
});
