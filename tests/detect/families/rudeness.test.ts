import { describe, expect, it } from 'vitest';
import { flagged, rulesOf } from '../../helpers/judge';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily, type RuleSetId } from '../../../lib/rulesets';

/**
 * Dismissive and contemptuous remarks (online 2.4; club remarks: an incorrect
 * remark; club warnings: point 21) in players' own wording, written from the
 * rules' intent before tuning: telling someone their words are worthless or
 * unwanted, sending them away, mocking their manner of speech with animal
 * noises or sarcasm, and group labels as put-downs. Disagreement about the
 * game, however sharp, stays allowed.
 */
function families(text: string, set: RuleSetId): string[] {
  const e = new Engine(set);
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
}

const VIOLATING: string[] = [
  'да кому вы нужны со своими версиями',
  'такие как 6 только тянут стол вниз',
  'с вами даже спорить бесполезно',
  'можешь не продолжать, тебя всё равно никто не слушает',
  'подучи правила сначала, потом умничай',
  'не умничай, 3',
  'чешите отсюда со своими догадками',
  'не кукарекай, 5',
  'хватит кудахтать, 2',
  'тихо, 8, старшие говорят',
  'опять завёл свою шарманку, 4',
  '7 снова ноет',
  'как можно так нудеть, 9',
  'о, у нас тут гениальный стратег, 1',
  'капитан очевидность, 10, спасибо',
  'отстой логика, 4',
  'прикрой хлебальник, 2',
  'мне до лампочки, что ты считаешь, 8',
  'от тебя толку как от козла молока',
  'с твоим уровнем только молчать',
  'слезки утри, 9',
  'помолчи, за умную сойдёшь',
  'выступать будешь перед зеркалом',
  'покартавь ещё нам',
  'продолжай сочинять, 4',
  'ты хоть раз в жизни шерифом выиграл?',
];

const CLEAN: string[] = [
  'я не согласен с 6, его версия слабая',
  'с тобой спорить интересно, 4, но ты не прав',
  'мне кажется, тебя не услышали, повтори',
  'давайте послушаем 3, он шериф',
  'можешь не спешить, время есть',
  'никто не слушал 5 на прошлом круге, а он был прав',
  'учи правила — хороший совет новичкам',
  'интернет опять тупит',
  '5, ты отличный стратег, уважаю',
  'вон там 7 написал в чате',
  'ребята, тихо, ведущий говорит',
  'петух кукарекает в 5 утра, не выспался',
  'у нас великий день, финал',
  'отстой, опять проиграли',
  'продолжай, 3, интересно',
  'с такой проверкой лучше вскрываться',
  'хватит тянуть, голосуем',
  'передаю слово, у меня всё',
  'мне всё равно, кто будет шерифом',
  'в жизни я тоже спокойный',
];

const SETS: [RuleSetId, string][] = [
  ['online', '2.4'],
  ['club-remarks', 'club-remarks/incorrect'],
  ['club-warnings', 'club-warnings/21'],
];

describe('dismissive remarks (2.4, club incorrect remarks, club 21)', () => {
  for (const [set, family] of SETS) {
    it.each(VIOLATING)(`${set}: %s`, (text) => {
      expect(families(text, set)).toContain(family);
    });
  }
  it.each(CLEAN)('leaves alone: %s', (text) => {
    expect(families(text, 'online')).toEqual([]);
  });
});

/**
 * Online 2.4, round 3's categories: the host's sleep, tales told, titles as he speaks, who would listen, the
 * play as a show, indifference to his words, collapse as a habit, mumbling mocked, shame; the clean neighbours
 * (pity, the speaker of himself, a claim called invented).
 */
describe('rudeness: round 3 categories', () => {
  it.each([
    'ведущий, ты вообще следишь за игрой или спишь?',
    'ведущий, ты как всегда всё проспал',
    'ага, давай дальше сказки рассказывай',
    'о, гений заговорил',
    'пф, и кто тебя слушать будет',
    'ну конечно, ты же у нас самый умный',
    'да всем наплевать на твою проверку',
    'сдулся 3, как всегда',
    'чего ты там бубнишь, говори нормально',
    'ты реально думаешь, что кто-то купится на этот цирк?',
    'в следующий раз лучше молчи, меньше позора будет',
    'ну и жалкая речь',
  ])('2.4: %s', (text) => {
    expect(flagged(text)).toContain('2.4');
  });
  it.each([
    'не клянитесь, пожалуйста, жалко игру',
    'игру жалко, долго ждали',
    '8 ну ты и фантазер, давай проверки нормальные',
    'я опять облажался, простите',
    'ты у нас шериф, решай',
    'продолжай, 6, я слушаю',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.4');
  });
});

/** Round 3's rudeness: a dull person, a sarcastic title, a speech as a circus, a pitiful sight, who let him in, his life doubted, told to learn to speak. */
describe('rudeness in every form', () => {
  const club = (text: string): string[] => {
    const e = new Engine('club-remarks' as RuleSetId);
    e.feed({ type: 'phase', phase: 'day' });
    return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
  };
  it.each([
    'какой же ты скучный человек, 10',
    'ой, ну всё, обиделась наша принцесса',
    'твоя логика — это цирк, 9',
    'кто тебя учил так думать? жалкое зрелище',
    'да кто тебя вообще в клуб позвал',
    'ты по жизни такой или только в игре?',
    'пусть 3 сначала говорить научится, потом выставляет',
  ])('%s', (text) => {
    expect(club(text)).toContain('club-remarks/incorrect');
  });
  it.each([
    'ты в жизни такой же весёлый?',
    'скучно сегодня, никто не раскрывается',
    'цирк уехал, мирные остались 😂',
    'пусть научится играть в следующий раз',
  ])('clean: %s', (text) => {
    expect(club(text)).not.toContain('club-remarks/incorrect');
  });
});

/**
 * Round 4's categories, in wordings of their own: silence asked rhetorically or in the conditional, who cares
 * about his opinion, a title with contempt or mock wonder, his usual rubbish, listening to him made a burden,
 * a whine stopped, sent to talk to himself, disgust in slang; and the near misses (a rude word reported to
 * the host, the speaker's own shameful loss, a polite request).
 */
describe('rudeness: round 4 categories and near misses', () => {
  it.each([
    'вы можете хоть минуту помолчать?',
    'помолчал бы ты, 4',
    'кого интересует ваше мнение, 2',
    'о, очередной эксперт нарисовался',
    'ну прям Эйнштейн, ага',
    'снова ты со своим бредом, 7',
    'его слушать противно',
    'хватит скулить, 3',
    'иди сама с собой поговори',
    'ну и кринж ты выдал, 5',
    'давайте, удивите нас еще раз',
  ])('2.4: %s', (text) => {
    expect(flagged(text)).toContain('2.4');
  });

  it.each([
    'ведущий, 6 мне написал "заткнись", это нарушение?',
    'опять наш позорный слив, обидно',
    'помолчите, пожалуйста, можете?',
    'я бы помолчал, но надо сказать',
    'слушать его интересно, продолжай',
  ])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('2.4');
  });
});

/**
 * Round 4's categories: sent to a child's pursuits, pitiful and brazen, whining noises, a manner's name as his
 * habit, abilities doubted, set apart in sarcasm, better never come, annoyed by his things, ashamed to look at him.
 */
describe('rudeness: round 4 categories', () => {
  const club = (text: string): string[] => {
    const e = new Engine('club-remarks' as RuleSetId);
    e.feed({ type: 'phase', phase: 'day' });
    return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
  };
  it.each([
    'иди в машинки играй, 4',
    'идите уроки учите, детсад',
    'иди к мамке, плакать',
    'вы невыносимы, 2 и 3',
    'ты такой наглый, 8',
    'что ты там хнычешь опять',
    'чего ты там визжишь',
    'чего ты там канючишь',
    'плакса наша снова обиделась',
    'опять эта размазня тянет время',
    'вы хоть считать умеете?',
    'лучше б ты не садился за стол',
    'раздражает твоя манера, 5',
    'стыдно на тебя смотреть, 9',
    'ты же у нас избранный, тебе можно',
  ])('club remark: %s', (text) => {
    expect(club(text)).toContain('club-remarks/incorrect');
  });
  it.each([
    'я сегодня нытик, простите',
    'иди голосуй, твоя очередь',
    'ты у нас шериф?',
    'лучше бы ты не вскрывался так рано',
    'ты умеешь считать голоса?',
    'мне стыдно, я ошибся',
    'мой кот опять пищит',
    'микрофон у 3 опять визжит',
  ])('clean: %s', (text) => {
    expect(club(text)).not.toContain('club-remarks/incorrect');
  });
});

/**
 * A person by age or looks in an address or a label's frame, and belittling comments (blind round 6 read): "дед, …",
 * "…, малыш", "очкарик опять", school and weight jabs; "ты ничего не понимаешь", "тебя кто спрашивал", "с такими, как ты",
 * "моя бабушка и то лучше", "ещё один гений", "нашёлся эксперт", "началось нытьё", "со своим занудством", "не тупи".
 * Near misses: said of oneself, an old man named neutrally, a real grandmother, a title without contempt.
 */
describe('rudeness: labels of age and looks, belittling comments', () => {
  const club = (text: string): string[] => rulesOf('club-remarks', text);
  it.each([
    'пенсионерка, вы хоть в голосах не путайтесь',
    'давай уже, дедуля, не тяни',
    'толстяк наш снова за 4',
    'школьник 6 опять выставляет всех подряд',
    'ты бы подстригся сначала, а потом версии строй',
    'иди уроки сделай, в школу завтра рано вставать',
    'вы ничего не соображаете, 3 и 4',
    'вас вообще кто звал в обсуждение?',
    'с вами невозможно спорить, 8',
    'с такими, как вы, и играть противно',
    'моя кошка и то лучше бы голосовала',
    'ещё один гениальный аналитик нашёлся',
    'нашёлся тут эксперт',
    'опять нытьё у 5 началось',
    'вечно ты со своим бредом, 2',
    'постоянно так ноешь, 9',
    'не тупите, голосуйте',
    'гляньте, 4 аж вспотел',
  ])('club remark: %s', (text) => {
    expect(club(text)).toContain('club-remarks/incorrect');
  });
  it.each([
    'я старый дед, мне простительно',
    'мой дед играл в мафию лучше всех',
    'бабушка звонит, секунду',
    'я ничего не понимаю в этих голосах',
    'нашёлся мой телефон, всё, я тут',
    'эксперт по голосам у нас 4, его и слушаем',
    'ты бы проверил 5 сначала',
  ])('clean: %s', (text) => {
    expect(club(text)).not.toContain('club-remarks/incorrect');
  });
});

/**
 * Club remarks' «нападки на личность»: looks and clothes held against him, posing, a manner named with contempt,
 * too young to argue, a sex given one mind; the same words about the game, or of oneself, stay clean.
 */
describe('rudeness: jabs at the person', () => {
  const club = (text: string): string[] => {
    const e = new Engine('club-remarks' as RuleSetId);
    e.feed({ type: 'phase', phase: 'day' });
    return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
  };
  it.each([
    '6, с такой бородой тебе только в сказках играть',
    'мне в этой кепке советы не нужны, 2',
    'хватит выпендриваться, 4',
    '5, перестань строить из себя шерифа, не выходит',
    '7 опять со своим гонором, ничего нового',
    'у 9 такое самомнение, что слушать больно',
    'ты ещё молод меня учить, 3',
    'это у тебя бабская логика, 8',
    'тебе бы в зеркало глянуть, а не в версии',
  ])('incorrect: %s', (text) => {
    expect(club(text)).toContain('club-remarks/incorrect');
  });
  it.each([
    'в такой ситуации я голосую за 4',
    'с таким раскладом мирным тяжело',
    'я не строю из себя шерифа, я просто мирный',
    'у тебя проверка на 3 была?',
    'логика простая: 5 защищал 7',
    'классная футболка, 2, но голос в тебя',
  ])('clean: %s', (text) => {
    expect(club(text)).not.toContain('club-remarks/incorrect');
  });
});
