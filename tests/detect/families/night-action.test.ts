import { describe, expect, it } from 'vitest';
import { flagged, rulesOf } from '../../helpers/judge';

/**
 * Online 3.3 — voicing what one did at night: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("night-action: players' own wording", () => {
  it.each([
    'я ночью чай ходил делать',
    'пока была ночь я в магазин сбегал',
    'на ночи я собаку выгуливал',
    'я ночью не за компом был',
    'пока договаривались я курил на балконе',
  ])('3.3: %s', (text) => {
    expect(flagged(text)).toContain('3.3');
  });
});

/**
 * Round 3's categories, in wordings of their own, by day: the night said as "на ночь" or "когда город
 * засыпает", the ears muted in the "замучены" pun, habits in the present; and the near misses: another
 * time, someone asked about, "не до игры" (no time for it).
 */
describe('night-action: categories and near misses', () => {
  it.each([
    'я на ночь наушники снимаю, так что договорку не слышал',
    'ночью я мучу уши, всегда так',
    'когда город засыпает, я выхожу на балкон',
    'ночью я спать лег, ничего не знаю',
    'на договорке у меня был душ',
  ])('3.3: %s', (text) => {
    expect(flagged(text)).toContain('3.3');
  });

  it.each(['я до игры аву поставил, не ночью', 'кто-то ночью статус менял? у 4 другой', 'перед игрой ник сменил, чтобы номер был виден'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('3.3');
    },
  );

  it('a question about the night claims nothing; one told beside it does', () => {
    expect(flagged('кто-то ночью выходил? ведущий, вы видели?')).toEqual([]);
    expect(flagged('кто ночью ёрзал? я слышал скрип')).toContain('3.5');
  });
});

/**
 * What only the night shows (club remarks: night-info): entering and leaving
 * the voice or the table, a camera, eyes open, a mask slipped, a hand off the
 * table, a sound at a moment of the night (a check, a shot, through the
 * mask); and one's own sleep, which online 3.3.1 forbids telling and the
 * clubs do not count.
 */
describe('night-info: signs of others that only the night shows', () => {
  it.each([
    'ночью 8 заходил в войс и выходил, кто так делает если не дон',
    '3 ночью вышел из канала и через минуту вернулся, явно с кем-то в лс',
    'у 9 камера ночью включилась на секунду, и глаза у него были открыты',
    'сквозь маску видел силуэт 8 с поднятой рукой',
    'ночью 1 убрал руку со стола, я почувствовал, мы ж рядом сидим',
    'у 4 аватарка ночью мигала обводкой — значит в микро говорил',
    'на секунду открыл глаза и увидел что 10 не спит',
    'было слышно как 8 хихикал, когда в 1 стреляли',
    'ночью у 7 значок «говорит» горел, болтал с кем-то',
    'на проверке шерифа кто-то резко выдохнул, со стороны 4',
    'а что 3 во время ночи ногой стучал, никто не заметил?',
    'ночью у 6 маска сползла и он смотрел прямо на 2',
    'ночью стол трясся со стороны 5-6',
  ])('club-remarks/night-info: %s', (text) => {
    expect(rulesOf('club-remarks', text)).toContain('club-remarks/night-info');
  });

  it.each([
    'ночью спал как младенец, ролей у меня нет',
    'я спала ночью, как и положено мирной :)',
    '4 первым засмеялся, когда объявили ночь',
    '1 сказал что ночью отходил от компа, зачем?',
    'ночью доктор вернулся к 6 с лечением',
    'утром открыл глаза и понял, что 3 убили',
  ])('clean in the club: %s', (text) => {
    expect(rulesOf('club-remarks', text)).not.toContain('club-remarks/night-info');
  });

  it('sleep told online is 3.3.1', () => {
    expect(flagged('ночью я вообще спала, как можно меня подозревать')).toContain('3.3');
  });
});

/**
 * Round 4's categories, in wordings of their own: the zero night and "that night", leaving the voice told in
 * either order or to another voice, having no time for the game, eating; and the near misses (the game's own
 * night, someone else, a rule).
 */
describe('night-action: round 4 categories and near misses', () => {
  it.each([
    'в зеро ночь я с войса вышел на минуту, я мирный',
    'в ту ночь я из войса выходил, так что не мафия',
    'в нулевую ночь я в другом войсе был',
    'ночью мне не до игры было, я обедал',
    'я так и не понял, как ночь прошла, я ужинал',
  ])('3.3: %s', (text) => {
    expect(flagged(text)).toContain('3.3');
  });

  it.each(['в зеро ночь мафия договорилась быстро', 'в ту ночь 5 проверял 3', 'не выходите из войса ночью, это поднятие'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('3.3');
    },
  );
});

describe('one’s night told: muted ears as a state, the night’s start in other words (blind round 5 read)', () => {
  it.each([
    'я с заглушенными ушами всю ночь сидел, ничего не знаю',
    'как только город уснул, я ушёл на кухню',
    'с наступлением ночи я всегда отхожу покурить',
    'после «город засыпает» уши глушу, я мирный',
    'я ночью ужинала, слышали же ложку',
  ])('3.3: %s', (text) => {
    expect(flagged(text)).toContain('3.3');
  });
  it.each(['когда объявили ночь, я сразу камеру выключил, как положено', 'уши не глушите ночью, это поднятие'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.3');
  });
});

/**
 * The night's moments and signs as a whole category (blind round 6 read): a role's turn, the host's call or
 * word, a night by its number, the acquaintance; sounds and a profile changed; the host walking or pausing;
 * a question that asks why the sign was. Near misses: supposed, denied, the day, the host's pause with no
 * night in it.
 */
describe('night-info: moments, signs, the host at night', () => {
  it.each([
    'в ход шерифа у 3 стул скрипнул',
    'на ходе дона 7 кашлянул, слышно было',
    'после «город засыпает» у 2 звякнул браслет',
    'при слове «маньяк» 4 шумно вдохнул',
    'в н2 справа кто-то хрустел пальцами',
    'когда доктор просыпался, у 9 пищал телефон',
    'ночь 3: пятёрка пыхтела как паровоз',
    'при знакомстве 2 и 7 шептались',
    'ведущий замер возле 8 секунд на пять',
    'шаги ведущего стихли около 6',
    'ведущий подозрительно долго молчал в ход мафии',
    'у 6 ночью ник сменился на «сплю»',
    '3, почему у тебя ночью клавиатура щёлкала?',
  ])('club-remarks/night-info: %s', (text) => {
    expect(rulesOf('club-remarks', text)).toContain('club-remarks/night-info');
  });

  it.each([
    'если кто-то что-то слышал ночью — молчите, это удаление',
    'ночью никто не шуршал, тихо было',
    'я не подглядывал, глаза были закрыты',
    'ведущий долго молчал перед итогами голосования',
    'за ночь я обдумал все речи, голосую в 3',
    'ник у 6 поменялся ещё днём',
    'кто ночью ёрзал?',
  ])('clean in the club: %s', (text) => {
    expect(rulesOf('club-remarks', text)).not.toContain('club-remarks/night-info');
  });

  it("online a nick changed at night is in everyone's view, not 3.5", () => {
    expect(flagged('у 6 ночью ник сменился на «сплю»')).not.toContain('3.5');
  });
});

/** A role's move at night told in its slang is the game's own night, not an activity away from it (3.3.1). */
describe('night-action: the roles’ moves in slang', () => {
  it.each(['я доктор, хилил себя первую ночь', 'шериф, чекнул 4 — красный', 'пробил 7 ночью, он черный'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.3.1');
  });
});
