import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.9 — doing something else in parallel, or saying so: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("other-activity: players' own wording", () => {
  it.each([
    'сорян, я в кс катку доигрывал, что было?',
    'я тут в танки играю параллельно',
    'погодите, у меня в доте пик',
    'я сериал смотрю, кто там шериф?',
    'щас матч в фифе закончу и скажу',
    'я в майнкрафте строю, не слушал',
    'пока вы говорили я в инсте залипал',
    'у меня параллельно катка в валоранте',
    'я одним глазом ютуб смотрю',
  ])('3.9: %s', (text) => {
    expect(flagged(text)).toContain('3.9');
  });
});

/**
 * Round 3's categories, in wordings of their own: an event of the other game, a deed of one's own in a game
 * named, a tab kept open, a lane, the short name of an app, video genres, a turn; and the near misses:
 * someone else's game, another time, another game of mafia.
 */
describe('other-activity: categories and near misses', () => {
  it.each([
    'у меня в валике овертайм, секунду',
    'в роблоксе сейчас прыгаю по платформам',
    'в майнкрафте дом достраивал, прослушал',
    'окно с тиктоком открыто, я смотрю одним глазом',
    'зайди на лайн, 4',
    'влог смотрела и пропустила речь',
    'в героях мой ход, минутку',
    'щас барона добью и скажу',
  ])('3.9: %s', (text) => {
    expect(flagged(text)).toContain('3.9');
  });

  it.each([
    '7 в пабге прыгал, он сам говорил до игры',
    'он в доте бегал вчера',
    'в другой игре шериф проверял соседей',
    'я раньше в фортике играл',
    'т.к. смотрел на голосование, не заметил',
    'в прошлой игре мой ход был первым',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.9');
  });
});

/**
 * Round 4's categories, in wordings of their own: a video finished now, going back to the game, invited into
 * it, a deed told before the game's name, the short names and a game's objective falling, a record or a
 * penalty, a report; and the near misses (the activity denied, someone else's deed, another game of mafia).
 */
describe('other-activity: round 4 categories and near misses', () => {
  it.each([
    'сериал досмотрю и скажу',
    'голосую 4 и назад в доту',
    'ты в доту пойдешь? я жду',
    'прыгаю в фортнайте, потом речь',
    'у меня одновременно кс, пишите',
    'трон падает в доте, минуту',
    'в змейке рекорд бью',
    'го сквад после ночи, я в лобби',
    'в доте меня ганкнули, секунду',
    'в каэске был, что пропустил?',
  ])('3.9: %s', (text) => {
    expect(flagged(text)).toContain('3.9');
  });

  it.each([
    'я не в доте, я слушаю',
    '5 бегал в роблоксе до игры',
    'в прошлой игре ролик про мафию смотрели',
    'я не смотрю тикток, я слушаю вас',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.9');
  });
});

describe('other games: their acts, titles and things (blind round 5 read)', () => {
  it.each([
    'щас дракона заберу и вернусь',
    'ревайвните меня кто-нибудь в апексе',
    'у меня крипер взорвал дом, сек',
    'пасьянс раскладываю, пока вы говорите',
    'ща домашку доделаю и скажу',
  ])('3.9: %s', (text) => {
    expect(flagged(text)).toContain('3.9');
  });
  it.each(['дракон в этой игре — это дон', 'покер-фейс у 5 отличный'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.9');
  });
});

/**
 * The whole category in the lexicons: titles as players write them (Cyrillic, slang, Latin), the slang of
 * another game's events and acts, media and chat apps; and the near misses a mafia table says every day
 * (laughter, the voting round, a lane-like "мид" of the table, a doctor's heal, a denial).
 */
describe('other-activity: titles, game slang and media', () => {
  it.each([
    'я тут в хс арену гоняю, не обращайте внимания',
    'в лол играю параллельно, что было',
    'в оверватч играю, секунду',
    'щас крипов добью и скажу речь',
    'давай свапнемся лайнами, 4',
    'щас дефузну бомбу, минуту',
    'у меня бан пик, подождите',
    'я в ранкеде сейчас, я за 5',
    'молитвы кручу, пока вы говорите',
    'в покемонов играю, потом скажу',
    'пока вы решаете, я в зельду играю',
    'на личесе играю блиц, не отвлекайте',
    'в телеге с другом переписываюсь, повторите',
    'смотрю нарезки, кто там шериф',
    'качаю перса, я слушаю',
    'плентую на б, секунду',
  ])('3.9: %s', (text) => {
    expect(flagged(text)).toContain('3.9');
  });

  it.each([
    'лол, 5 опять вскрылся',
    'я в лиге мафии играю уже год',
    'мы этот раунд выиграли, мирные',
    'у нас вайп, все мирные слились',
    'смотрю на трек голосования',
    'я смотрю обзор игры, вы тут все красные',
    'ты на мид не лезь',
    'я хилю 5, кинь мне хил потом',
    'респ тебе, 3, за речь',
    'я ни с кем не переписываюсь в тг',
    'пока вы голосуете, я молчу',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('3.9');
  });
});
