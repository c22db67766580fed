import { describe, expect, it } from 'vitest';
import { detectCaps } from '../../lib/detect/caps';
import { detectEmoji } from '../../lib/detect/emoji';
import { isMeaningless } from '../../lib/detect/gibberish';
import { normalize } from '../../lib/text/normalize';

describe('caps', () => {
  it.each(['Я КРАСНЫЙ ПРИВЕТИКИ', 'ОН ЧЕРНЫЙ НЕ ВЕРЬ ЕМУ', 'ВСЕМ ПРИВЕТ', 'STOP LYING PLEASE'])('flags %s', (t) => {
    expect(detectCaps(t)?.laughter).toBe(false);
  });
  it.each(['ОК', '5 ЧР', 'ППК', 'я за ППК и ЧР', 'Привет всем', 'ну ок ОК ОК'])('passes %s', (t) => {
    expect(detectCaps(t)).toBeNull();
  });
  it('tells laughter apart', () => {
    expect(detectCaps('АХАХАХХАХА')?.laughter).toBe(true);
    expect(detectCaps('ХАХАХАХА АХАХАХ')?.laughter).toBe(true);
  });
});

describe('meaningless messages', () => {
  it.each(['ваылавывллаы', 'выавывфывфываф', 'фывфывфыв', 'олдолдолд', 'asdasdasd', 'пркнгшщз', 'йцукенг'])('noise: %s', (t) => {
    expect(isMeaningless(t)).toBe(true);
  });
  it.each(['Он соврал', 'привет', 'ахахахаха', 'красный', 'проверка', 'подвал', 'провода', 'ладно', '+', '5', '🤡'])(
    'meaningful: %s',
    (t) => {
      expect(isMeaningless(t)).toBe(false);
    },
  );
});

describe('insulting emoji', () => {
  const kind = (s: string) => detectEmoji(normalize(s)).map((f) => f.kind);
  it.each(['Ты 🤡', 'Ты ♿', 'Ты 💩', '5 🤡', 'ты\uFE0F 🐷', '🤡 это ты'])('aimed: %s', (t) => {
    expect(kind(t)).toEqual(['insult-emoji-person']);
  });
  it.each(['🤡', 'ну и цирк 🤡'])('not aimed: %s', (t) => {
    expect(kind(t)).toEqual(['insult-emoji']);
  });
  it.each(['😂', 'ты ❤️', '👍', 'ахах 😅'])('harmless: %s', (t) => {
    expect(kind(t)).toEqual([]);
  });
});
