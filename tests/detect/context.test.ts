import { describe, expect, it } from 'vitest';
import { detectCaps } from '../../lib/detect/caps';
import { isMeaningless } from '../../lib/detect/gibberish';

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
