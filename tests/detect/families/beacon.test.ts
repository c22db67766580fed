import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily } from '../../../lib/rulesets';

/** 4.8 from its intent: greetings to a colour, odd agreed phrases, roll-calls and their answers. */
function run(messages: [string, string][]): string[][] {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  return messages.map(([player, text]) => e.feed({ type: 'message', player, text }).map((v) => ruleFamily(v.rule)));
}

describe('beacons', () => {
  it.each([
    'добрый вечер всем мирным',
    'хай нашим черным',
    'привет красной команде',
    'я офигеть какой красный',
    'играю по своей схеме "лис", свои поймут',
    'мафия, отзовитесь',
    'черные, поставьте точку в конце речи',
    'кто шериф, кинь 🐸',
    'если ты мирный, напиши «бублик»',
  ])('flags %s', (text) => {
    expect(run([['1', text]])[0]).toContain('4.8');
  });

  it.each([
    'красные, голосуем 5',
    'поставьте 5 на голосование',
    'кто шериф — вскрывайся',
    'всем привет',
    'напиши в конце речи версию',
    'доброе утро, город',
  ])('leaves %s alone', (text) => {
    expect(run([['1', text]])[0]).toEqual([]);
  });

  it('flags the bare answer to a roll-call, by someone else, and only that', () => {
    const out = run([
      ['1', 'кто красный, напишите «мур»'],
      ['2', 'мур'],
      ['1', 'мур'],
      ['3', 'мурка у меня дома живёт'],
    ]);
    expect(out.map((r) => r.includes('4.8'))).toEqual([true, true, false, false]);
  });
});

/**
 * The slots of lexicons/beacon.ts, in wordings of their own: one's own side
 * greeted, a sign asked for on a condition, a sign given on a role or said to
 * be agreed, a sound for one's colour, a code, the wink; and the answers a
 * sound or a code call brings.
 */
describe('beacons from the slots', () => {
  it.each([
    'респект своим, погнали',
    'салют напарникам 🤞',
    'если ты со мной — поставь 🌵 под речью',
    'кто из своих тут, киньте смайлик',
    'на мафии я заканчиваю речь скобкой',
    'когда я шериф, пишу через запятую',
    'по уговору ставлю 🦊',
    'хрю, если красный',
    'пароль 717, кто свой — отзовитесь',
    'понимающие поймут 🐺',
  ])('flags %s', (text) => {
    expect(run([['1', text]])[0]).toContain('4.8');
  });

  it.each([
    'привет всем, хорошей игры',
    'по уговору стола голосуем без слов',
    'на шерифе я обычно иду в проверку соседей',
    'если ты шериф, вскрывайся сейчас',
    'кто знает правила: можно ли переголосовать?',
    'ставлю на 4, как договаривались вчера с ним',
    'мяу, у меня кот на клавиатуре',
  ])('leaves alone %s', (text) => {
    expect(run([['1', text]])[0]).not.toContain('4.8');
  });

  it('answers a sound or a code call with the same sound or code', () => {
    const got = run([
      ['1', 'крякни, если ты черный'],
      ['2', 'кря'],
      ['3', 'код 404, кто знает — отзовитесь'],
      ['4', '404'],
      ['5', 'ну ок'],
    ]);
    expect(got[1]).toContain('4.8');
    expect(got[3]).toContain('4.8');
    expect(got[4]).toEqual([]);
  });
});

/**
 * Round 3's categories, in wordings of their own: a sound or a reaction asked of one's own, the card's
 * looks said of one's own card, all greeted but one colour, the odd degree after the colour, a sign set
 * against the other colour, a code in quotes, the soft wink beside a sign shown; and the near misses: the
 * document's phrase quoted or named as what is punished, a reasoning's "вы знаете, что это значит".
 */
describe('beacons: categories and near misses', () => {
  it.each([
    'кто со мной в команде — хрюкните',
    'мирные, кивните в чат',
    'мне досталась карта с короной',
    'доброе утро всем, кроме красных',
    'я мирный реально очень-очень',
    'я красный так, что капец',
    'черным — 👋, красным — 🤝',
    'кодовое слово «ёжик»',
    'это для своих: 777',
    '💚💚 если вы понимаете',
    'приветик мирнякам',
  ])('flags %s', (text) => {
    expect(run([['1', text]])[0]).toContain('4.8');
  });

  it.each([
    'за "мяукни если красный" ппк, не пишите',
    'за «салам всем красным» сразу ппк дают',
    'если 4 черный, вы знаете, что это значит 😬',
    'я красный, капец как обидно',
    'привет красным и черным',
    'у меня карта как у всех',
  ])('leaves alone %s', (text) => {
    expect(run([['1', text]])[0]).not.toContain('4.8');
  });

  it('a roll-call with a quoted code or a sound asked of one’s own brings its answers', () => {
    const got = run([
      ['1', 'свои — код "фикус"'],
      ['2', 'фикус'],
      ['3', 'кто из наших — гавкните'],
      ['4', 'гав'],
    ]);
    expect(got[1]).toContain('4.8');
    expect(got[3]).toContain('4.8');
  });
});

describe('beacons: codes named before their sign, the elided degree', () => {
  it.each([
    'условный знак на эту игру — 🐸',
    'кодовая фраза: «синий кит»',
    'наша фраза сегодня — "дождь идёт"',
    'фраза для своих — 🌻',
    'я капец мирный',
    '🟢 кто в теме, понял',
  ])('flags %s', (text) => {
    expect(run([['1', text]])[0]).toContain('4.8');
  });

  it.each([
    'наш знак зодиака — рыбы 🐟',
    'кодовое слово в правилах запрещено',
    'капец, красный опять ушёл первым',
    'пароль от вайфая скинь 😅',
  ])('leaves alone %s', (text) => {
    expect(run([['1', text]])[0]).not.toContain('4.8');
  });
});

describe('beacons: a colour’s kin greeted, a roll-call of one’s own, a sign for them (blind round 5 read)', () => {
  it.each(['добрый вечер чёрной братве', 'привет мирной тусовке 🤝', 'наши живы? 👀', 'сокомандники в сборе?', '🍀 для наших'])(
    '4.8: %s',
    (text) => {
      expect(flagged(text)).toContain('4.8');
    },
  );
  it.each(['доброе утро всем, и красным и черным', 'для своих скажу прямо: 5 черный', 'мои тут живы, а у вас?'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('4.8');
  });
});

/** Shapes of a side's scheme, a sign for one's own, a presence roll-call, and the answers that echo a call. */
describe('beacons: schemes, codes and echoed answers', () => {
  it.each([
    'доброе утречко чёрной семье',
    'мирные в конце сообщения ставят скобочку',
    'мафия ставит запятую после ника',
    'доктор пусть поставит 🩺 в чат',
    'кто свой — кидает 🐢 под речью',
    'свои на месте? 👀',
    'арбуз 🍉 для наших',
    'позавчерашний пароль в силе',
    'помнишь слово из прошлой игры? «комета»',
    'у меня на зелёной, если что',
    'хай всем от синей шапки',
    '🐙 = мирный, я 🐙',
    'дон, моргни, если ты с нами',
    'я самая чёрная тут, пипец',
  ])('flags %s', (text) => {
    expect(run([['1', text]])[0]).toContain('4.8');
  });

  it.each([
    '🤷 не знаю, кто шериф',
    '🤔 кто остался красным, 4 и 6',
    'привет от красного игрока 5',
    'на зелёной машине приехал, всем привет',
    'мирные, тут явно 3 и 7 черные',
  ])('leaves %s alone', (text) => {
    expect(run([['1', text]])[0]).not.toContain('4.8');
  });

  it('hears answers that echo the call, stretch the sign or open the speech on it, and not talk beside the sign', () => {
    const out = run([
      ['1', 'свои на месте? 🫡'],
      ['2', '🫡 на месте'],
      ['3', '🫡 хорошая речь, 6'],
      ['4', 'шерифы начинают речь с «так-с»'],
      ['5', 'так-с, ну что, проверил 5'],
      ['6', 'мирные, мяукните'],
      ['7', 'мур-мур 🐱'],
    ]);
    expect(out.map((r) => r.includes('4.8'))).toEqual([true, true, false, true, true, true, true]);
  });
});

/**
 * A sign for one's own side by an emoji, a roll-call by reactions, a code word asked for with "я пойму", the wink "кто со
 * мной, тот понял"; their clean neighbours (a plain request, someone's words quoted, a greeting to all).
 */
describe('beacon: own side, reactions, asked signs', () => {
  it.each([
    'всем нашим 🍀',
    'как условились — своим ⭐',
    'кто со мной — поставьте 👍 на это сообщение',
    'свои, поставьте ❤️ под этим сообщением',
    'напиши «погода», я пойму',
    'цифра дня — 3, кто со мной, тот поймёт',
  ])('4.8: %s', (text) => {
    expect(flagged(text)).toContain('4.8');
  });
  it.each(['скажи прямо, я пойму', 'привет всем 👋', '3 со своим «я мирный» уже надоел', 'поставьте лайк стриму после игры'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('4.8');
    },
  );
});

describe('beacon: a greeting and a claim in two sentences', () => {
  it('is no greeting to a colour', () => {
    expect(flagged('Всем привет. Седьмой, мирный житель')).not.toContain('4.8');
    expect(flagged('привет всем мирным')).toContain('4.8');
  });
});
