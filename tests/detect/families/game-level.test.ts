import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 2.1 — arguing from someone's level of play or experience: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("game-level: players' own wording", () => {
  it.each([
    '8 новичок, его слушать не надо',
    '9 играет как первый раз в жизни',
    'у 3 уровень игры ниже плинтуса',
    '10, иди в обучалку',
    'с таким скиллом как у 4 лучше молчать',
    'у 6 ноль опыта, не верьте',
    '2 вообще не шарит в мафии',
    'кто 7 пустил за стол, он же играть не может',
  ])('2.1: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
  });
});

/**
 * Round 3's categories, in wordings of their own: the lesson ordered with the game first, not coping with a
 * table or a level, a skill of the game, a short span or a recent arrival, a novice's level by comparison,
 * the weakest at the table, the basic terms unknown; and the near misses, the speaker of himself among them.
 */
describe('game-level: categories and near misses', () => {
  it.each([
    'в мафию хоть сначала научись, потом выставляй',
    'ты не вывозишь такой уровень, 3',
    '6 не умеет вскрываться, не верьте его проверкам',
    'у 2 опыт всего месяц, куда ему',
    'он в мафию пришел недавно, не слушаем',
    'у 10 скил как у бота',
    '5 слабое звено, не слушайте его',
    '7 даже не знает, что такое кандидатура, как ему верить',
    'ты играешь ниже плинтуса',
    'вы играйте в лобби для новичков',
    'у него 15 игр максимум, игнорим',
  ])('2.1: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
  });

  it.each(['я мастер, 2 новичок', 'я тут топ-1, а 9 салага'])('the speaker set above someone: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
  });

  it.each([
    'я ведь и сам новичок',
    'я пока нуб в мафии, подскажите',
    'я в мафию месяц играю, не судите',
    '3 не умеет врать, он мирный',
    '7 не тянет время, говорит быстро',
    'он не тянет на дона',
    'я самый слабый тут, помогите',
    'я вчера в мафию пришел, объясните договорку',
    'с 7 в команде мы всегда выигрываем',
    'кто знает, что такое договорка?',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.1');
  });
});

/** Sent to a child's game, not keeping up, who let him in; and what is handed on by "пусть" ends at its clause. */
describe('game-level: sent away, and the clause of an urging', () => {
  it.each(['иди в кубики играй, а не в мафию', 'ты не успеваешь за игрой, 2', 'кто тебя вообще пустил за этот стол'])('2.1: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
    expect(flagged(text, 'club-remarks')).toContain('club-remarks/incorrect');
  });

  it('a remark after "пусть … помолчит," is the speaker’s own; inside the urging it is urged', () => {
    expect(flagged('пусть 6 помолчит, у него опыта ноль')).toContain('2.1');
    expect(flagged('пусть 6 скажет, что у него опыта нет')).toEqual(['2.9']);
  });
});

/**
 * Round 4's categories, in wordings of their own: habitual failing and a record of losses, where beginners play
 * and their course, a skill of the game to learn, learning wished ("пусть"), a newcomer with contempt, a measure
 * set against the speaker's or named low, the game not for someone; and the near misses (the speaker of himself,
 * the level of the sound or the connection, a loss of this game only).
 */
describe('game-level: round 4 categories and near misses', () => {
  it.each([
    'не слушайте 4, он раз за разом сливает',
    '6 из игры в игру проигрывает',
    'ты сливаешь 8 игр из 10, куда тебе',
    'тебе в песочнице играть, 3',
    '5 играет на нубских столах, не ведитесь',
    'пройди сначала туториал, 7',
    'научись сначала проверять, потом советуй',
    'пусть 2 подучится, тогда и поговорим',
    'какой-то новичок тут командует',
    'у меня рейтинг 2000, а у него 900, кому верить',
    'игрок с нулевым рейтингом, игнорим',
    'мафия не для него, пропускаем 9',
    'ты и правда лоу, 3',
  ])('2.1: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
  });

  it.each([
    'я раз за разом сливаю, простите',
    'уровень звука у 6 низкий, не слышно',
    'уровень сигнала у меня слабый, лагает',
    'в этой игре 5 сыграл слабо, но он красный',
    'я прошел обучалку вчера',
    'пусть 2 скажет, кого проверил',
    'мы проигрываем 2 голоса из 5',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.1');
  });
});

describe('level of play: a middling player, skill lost, not knowing a role (blind round 5 read)', () => {
  it.each(['5 игрок средненький, не слушайте', '3 совсем разучился играть, его версия мимо', '7 не шарит за дона, его ходы рандом'])(
    '2.1: %s',
    (text) => {
      expect(flagged(text)).toContain('2.1');
    },
  );
  it.each(['я разучился играть за мафию, простите', 'я не шарю за шерифа, подскажите'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.1');
  });
});

describe('level of play: worse than a novice, experience compared, a strong player’s counterfactual (blind round 6 read)', () => {
  it.each([
    '8 играет первый раз в жизни, какая ему версия',
    'у меня опыта больше, чем у вас всех, слушайте',
    'даже нуб бы понял, что 4 черный',
    'послушайте того, кто умеет играть, а не 3',
    'ты сначала играть научись, потом версии строй',
    'у 5 скилл ишью, вот и вся версия',
    '2 слабый, поэтому и спалился на голосовании',
    '9 — вечный новичок, его голос ничего не значит',
    'у 6 уровень первого дня, зачем его слушать',
    'ты в мафию играешь как в шашки',
    '6 вечно голосует наугад, не ставьте с ним',
    '4 сильный игрок, мафией он бы так не подставился',
  ])('2.1: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
  });
  it.each([
    'у 3 версия слабая',
    'оборона у 2 слабая, ничего не сказал',
    '6 — сильный игрок, поэтому и опасен',
    'я слабый сегодня, простите',
    'у меня опыта больше в шахматах, чем в мафии',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.1');
  });
});

describe('level of play: ranks, amounts, weak company, habits, the measure asked (blind round 7 read)', () => {
  it.each([
    '3, ты же бронза, какие тебе версии',
    'ему опыта маловато, не слушаем',
    'с таким рейтингом только молчать, 6',
    'пусть 4 сначала пару месяцев поиграет, потом выставляет',
    'он вечно первым вылетает, не ставьте с ним',
    '7 мало играет, его мнение не в счет',
    'она только с нубами играла, какая ей аналитика',
    '8 неопытный дон, просто повезло',
    'у 9 какой рейтинг? вот именно',
    '3 в клубе неделю, его голос ничего не значит',
    'он путает мирного с мафией, о чем с ним говорить',
    'нубам тут не место',
    'я бы 2 даже в песочницу не пустил',
    'он всегда так вскрывается и подводит',
    '5 ничего не умеет',
    'я играю дольше всех за столом, так что слушайте меня',
    '2 слабый доктор, он бы меня не вылечил',
  ])('2.1: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
  });
  it.each([
    'я раньше играть не умел, теперь учусь',
    'у 5 какой вопрос был?',
    'с таким раскладом вообще непонятно',
    'он всегда вылетает первым, потому что его стреляют',
    'давно ты в мафию играешь? круто!',
    '2 в клубе неделю, поприветствуем',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.1');
  });
});

/** Level slang in Latin letters as players type it, and the diminutive of a weak player. */
describe('game-level: Latin slang, diminutives', () => {
  it.each(['ты noob, 6', 'ну ты n00b, 3', '4 — средненький игрочок'])('2.1: %s', (text) => {
    expect(flagged(text)).toContain('2.1');
  });
});
