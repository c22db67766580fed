import { describe, expect, it } from 'vitest';
import { analyzeMessage, messageKey } from '../lib/engine/analysis';
import { collapse, normalize, normalizeFully, toOriginal } from '../lib/text/normalize';

describe('normalize', () => {
  it.each([
    ['Клянусь', 'клянусь'],
    ['ЁЖИК', 'ежик'],
    ['cyкa', 'сука'], // Latin look-alikes inside a Cyrillic word
    ['CYKA', 'сука'], // a whole word of look-alikes
    ['6ля', 'бля'], // a digit opening a word
    ['п1зда', 'пизда'], // a digit between letters
    ['х0р0ш0', 'хорошо'],
    ['кл9нусь', 'клянусь'], // 9 is the mirrored я
    ['pasarán', 'pasaran'], // accents come off Latin letters
    ['ид10ты', 'идиоты'], // a run of digits between letters
    ['1д1оты', 'идиоты'], // a digit opening a word whose inner digit is a letter too
    ['к10му', 'к10му'], // a seat number glued to its preposition and ending stays
    ['ид17ты', 'ид17ты'], // 7 stands for no letter: the run stays
    ['к л я н у с ь', 'клянусь'], // spaced letters
    ['х.у.й', 'хуй'], // dotted letters
    ['б-л-я', 'бля'],
    ['клянууусь', 'клянусь'], // stretched letters
    ['кл\u200Bян\u200Dусь', 'клянусь'], // zero-width characters
    ['к\u0336л\u0336я\u0336', 'кля'], // strike-through marks
    ['и\u0306', 'й'], // decomposed й
    ['с*ка', 'с*ка'], // masks stay wildcards
    ['б**дь', 'б*дь'],
    ['ｃｙｋａ', 'сука'], // full-width Latin is NFKC-folded, then look-alikes
    ['fuck', 'fuck'], // a real Latin word stays Latin
    ['5й игрок', '5й игрок'], // a seat number before a suffix is not a letter
    ['09чр', '09чр'],
    ['у 6ки ночью', 'у 6ки ночью'], // nor before the declensions of a seat
    ['9ка', '9ка'],
    ['3ий', '3ий'],
    ['@Ведущий', '@ведущий'],
  ])('%s → %s', (input, expected) => {
    expect(normalize(input).text).toBe(expected);
  });

  it('maps every normalised span back to the original text', () => {
    const input = 'Ну ты и с у к а, клянууусь!';
    const n = normalize(input);
    const i = n.text.indexOf('сука');
    const o = toOriginal(n, i, i + 4);
    expect(input.slice(o.start, o.end)).toBe('с у к а');
    const j = n.text.indexOf('клянусь');
    const p = toOriginal(n, j, j + 7);
    expect(input.slice(p.start, p.end)).toBe('клянууусь');
  });

  it('keeps offsets into surrogate pairs whole', () => {
    const input = 'Ты 🤡 клоун';
    const n = normalize(input);
    const i = n.text.indexOf('🤡');
    const o = toOriginal(n, i, i + 2);
    expect(input.slice(o.start, o.end)).toBe('🤡');
  });

  it('marks joined spaced letters', () => {
    const n = normalize('я к л я н у с ь');
    expect(n.text).toBe('яклянусь');
    expect([...n.spaced].every((x) => x === 1)).toBe(true);
  });

  it('does not join fewer than three single letters', () => {
    expect(normalize('я и ты').text).toBe('я и ты');
  });

  it('leaves a short run of one-letter words alone', () => {
    expect(normalize('ты в 5, а я в 6').text).toBe('ты в 5, а я в 6');
    expect(normalize('и я с ним').text).toBe('и я с ним');
    expect(normalize('с у к а').text).toBe('сука');
    expect(normalize('б л я').text).toBe('бля');
  });

  it('collapses patterns the same way as text', () => {
    expect(collapse('Балласт')).toBe('баласт');
    expect(collapse('ссора')).toBe('сора');
  });

  it('handles empty and odd input', () => {
    expect(normalize('').text).toBe('');
    expect(toOriginal(normalize(''), 0, 0)).toEqual({ start: 0, end: 0 });
    expect(normalize('\u200B\u200B').text).toBe('');
    expect(normalize('\uD800').text.length).toBe(1); // a lone surrogate is kept, not thrown on
  });

  it('maps offsets back the same whenever they are asked for', () => {
    // Offsets are kept in a shared buffer until asked for; asked for late, they are worked out again.
    const text = 'Я КЛЯНУУУСЬ, к л я н у с ь, с*ка 6ля';
    const now = normalize(text);
    const want = { starts: [...now.starts], ends: [...now.ends], spaced: [...now.spaced] };
    const late = normalize(text);
    normalize('другое сообщение, которое занимает буфер');
    expect({ starts: [...late.starts], ends: [...late.ends], spaced: [...late.spaced] }).toEqual(want);
    expect(want.spaced.filter((x) => x === 1).length).toBe(7);
    expect(toOriginal(late, 2, 9)).toEqual(toOriginal(now, 2, 9));
  });

  it('collapses plain and other words alike', () => {
    for (const w of ['аабб', 'ё', 'Ёлка', 'ПППП', 'a11b', 'ßß'])
      expect(collapse(w)).toBe(
        w
          .toLowerCase()
          .replace(/ё/g, 'е')
          .replace(/(\p{L})\1+/gu, '$1'),
      );
  });
});

describe('the plain-text fast path', () => {
  // Whatever the plain path takes or refuses, the full passes must read the same. Half the texts are
  // made of what the plain path takes (Russian, digits, punctuation, emoji, invisible characters),
  // half also of what it must refuse (marks, letters of other scripts, characters NFKC changes).
  const TAKEN = [
    'а',
    'б',
    'к',
    'л',
    'я',
    'и',
    'с',
    'у',
    'о',
    'Ё',
    'ё',
    'Я',
    'Кл',
    'сс',
    'ООО',
    ' ',
    ' ',
    ', ',
    '. ',
    '-',
    '!',
    '?',
    '5',
    '10',
    '\n',
  ];
  const SYMBOLS = ['🤡', '❤️', '👍🏻', '\u200b', '\u200d', '♿', '☀'];
  /** Masks: a space where no letter is beside them ("100%"), a hidden letter where one is ("с*ка"). */
  const MASKED = ['%', '100%', '#', '_', '*', '%%'];
  /** Latin words: read as they are, unless every letter looks Cyrillic ("cyka"), or mixed with Cyrillic or digits. */
  const LATIN = ['imho', 'Z', 'ok', 'OK', 'cyka', 'ooo', 'oo', 'xd', 'lol', 'Hiii', 'sh1t', 'a'];
  const REFUSED = ['…', '№', '™', '\ud83d', 'ﬁ', '①', '\u0301', 'Ω', '𝐀', 'x', '死'];
  function text(seed: number): string {
    const alphabet =
      seed % 2 ? [...TAKEN, ...TAKEN, ...SYMBOLS, ...MASKED, ...LATIN] : [...TAKEN, ...SYMBOLS, ...REFUSED, ...MASKED, ...LATIN];
    let s = seed;
    let out = '';
    for (let k = 0; k < 12; k++) {
      s = (s * 1103515245 + 12345) >>> 0;
      out += alphabet[(s >>> 8) % alphabet.length];
    }
    return out;
  }
  it.each([
    'imho',
    'верю 5 imho',
    'Hi ALL',
    'cyka',
    'cyкa',
    'ooo',
    'oo',
    'кот ooo',
    'sh1t',
    'a b',
    'a b c',
    'lol%',
    'Z',
    'ZOV',
    '100%',
    'на 100%!',
    '100% красный',
    '5 %',
    '% 5',
    '%5',
    '5%%',
    'с*ка',
    'ка%',
    '%ка',
    '5%\u200b',
    'а\u200b%',
    '_7_',
    '#1',
    'а死0',
    'кл死ян',
    'ты🤡дурак',
    'ок👍🏻ок',
    'с\u200bу\u200bк\u200bа',
    'а 🤡 я 🤡 в',
    'ну…',
    '5🤡5',
    'тест\ud83d',
    'й\u0301',
  ])('the plain path refuses or reads as the full passes: %s', (t) => check(t));
  it('2,000 random texts normalise on the plain path as the full passes do', () => {
    for (let seed = 0; seed < 2000; seed++) check(text(seed));
  });
  function check(t: string): void {
    const fast = normalize(t);
    const full = normalizeFully(t);
    expect(fast.text).toBe(full.text);
    expect(fast.tokens.map((x) => [x.t, x.s, x.e, x.spaced ?? false])).toEqual(full.tokens.map((x) => [x.t, x.s, x.e, x.spaced ?? false]));
    expect(fast.mixed).toBe(full.mixed);
    // Offsets (worked out on demand) point at the same characters.
    expect([...fast.starts]).toEqual([...full.starts]);
    expect([...fast.ends]).toEqual([...full.ends]);
    expect([...fast.spaced]).toEqual([...full.spaced]);
    // The capitals the plain path counts are every character with a case that is upper (what the caps check counts).
    expect(full.capitals).toBe(-1);
    if (fast.capitals >= 0)
      expect(fast.capitals).toBe([...t.split('')].filter((c) => c === c.toUpperCase() && c !== c.toLowerCase()).length);
    // The words' hash the one-pass path keeps is the one the spam key takes from the text.
    expect(full.wordsLength).toBe(-1);
    if (fast.wordsLength > 0) expect(analyzeMessage(t).key).toBe(messageKey(full.text));
  }
});

describe('plain messages', () => {
  it.each<[string, boolean]>([
    ['Привет всем, я за 5!', true],
    ['ну ёлки... 10', true],
    ['с у к а', false], // one-letter words in a row: the full passes decide
    ['hi all', false],
    ['ты 🤡', false], // read by the plain path, yet not plain: an emoji
    ['ок\u200b', true],
    ['с*ка', false],
    ['кл1нусь', false],
    ['слава Україні', false],
    ['красный 100%', true], // a mask the full passes make a space
  ])('%s', (text, plain) => {
    expect(normalize(text).plain).toBe(plain);
  });

  it.each<[string, number]>([
    ['Привет всем, я за 5!', 1],
    ['ЁЛКИ ПАЛКИ', 9],
    ['ну ёлки', 0],
    ['ДА 🤡 ДА', 4],
    ['Hi ALL', 4], // Latin capitals count too
    ['cyka CYKA', -1], // look-alikes: the full passes read it, not counted
  ])('%s has %i capitals', (text, capitals) => {
    expect(normalize(text).capitals).toBe(capitals);
  });
});

describe('offsets asked for late', () => {
  it('a message that took the full passes keeps its offsets after longer plain messages', () => {
    const a = normalize('Hello, мир cyka блять');
    normalize('абв' + ' слово'.repeat(400));
    normalize('а' + ' где'.repeat(2000));
    const starts = [...a.starts];
    const b = normalizeFully('Hello, мир cyka блять');
    expect(starts).toHaveLength(a.text.length);
    expect(starts).toEqual([...b.starts]);
  });
});

/** Issue 22's evasions (and what must stay as it is), as the normalised text reads them. */
describe('evasions read through', () => {
  it.each<[string, string]>([
    ['пиzдец', 'пиздец'],
    ['хорошw', 'хорош'],
    ['πздец', 'пздец'],
    ['х y й', 'хуй'],
    ['х_у_й', 'хуй'],
    ['с*у*к*а', 'сука'],
    ['f@ck', 'f*ck'],
    ['@host кто', '@host кто'],
    ['*кричит* нет', ' кричит  нет'],
    ['**ЗАЧЕМ**', '  зачем  '],
    ['_тихо_ все', ' тихо  все'],
    ['4ку ты врёшь', '4ку ты врешь'],
    ['3ка врёт', '3ка врет'],
    ['6ля', 'бля'],
    ['3десь', 'здесь'],
    ['Zа наших', 'zа наших'],
  ])('%s → %s', (input, text) => {
    expect(normalize(input).text).toBe(text);
  });
  it.each(['*уй', 'с*ка', '*уй*', 'с*ка и *ля'])('a mask that hides a letter stays one: %s', (input) => {
    expect(normalize(input).text).toContain('*');
  });
});

describe('letters drawn in negative circles and squares', () => {
  it('reads them as the Latin letters they are', () => {
    expect(normalize('🅳🆄🆁🅐🅚').text).toBe('durak');
    expect(normalize('🅲🅻🅾🆆🅽 5').text).toBe('clown 5');
  });
});
