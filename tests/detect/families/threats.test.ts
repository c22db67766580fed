import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily, type RuleSetId } from '../../../lib/rulesets';

/**
 * Threats, blackmail and bribes (online 4.2, club remarks: threats) in
 * players' own wording, written from the rule's intent before tuning: a
 * consequence outside the game (money or gifts per vote, real-life harm,
 * doxxing, complaints, wrecking or restarting the game) used to sway play.
 * Promises of game moves stay allowed.
 */
function families(text: string, set: RuleSetId = 'online'): string[] {
  const e = new Engine(set);
  e.feed({ type: 'phase', phase: 'day' });
  return e.feed({ type: 'message', player: '1', text }).map((v) => ruleFamily(v.rule));
}

const VIOLATING: string[] = [
  // bribes: money or goods per vote
  'двести рублей каждому, кто поставит в 4',
  'по сотке на киви всем, кто со мной',
  'с меня шаурма, если выставите 9',
  'угощаю кофе того, кто проголосует в 2',
  'голос в 6 = косарь тебе',
  'закину на стим тому, кто уберёт 3',
  'кто оставит меня — тому донат 300р',
  'деньжатами не обижу, только поставь в 8',
  'отблагодарю материально, если поддержишь',
  'плачу 1000 за руку на 5',
  // real-life threats and doxxing
  'я знаю где ты учишься, 7, голосуй аккуратнее',
  'найду тебя по айпи, если проголосуешь в меня',
  'твой номер у меня есть, подумай',
  'выложу твои фотки в общий чат, если не поддержишь',
  'солью твою переписку, если выставишь меня',
  'встречу тебя у подъезда после игры',
  'поговорим по-мужски после партии, 4',
  'ты у меня попляшешь, 2',
  'вам не жить, если меня уберёте',
  'закатаю тебя в асфальт, 6',
  // out-of-game sanctions and wrecking the game
  'накатаю на тебя жалобу админам, если не проголосуешь со мной',
  'кто не пойдёт со мной — вылетит из клана',
  'уберёте меня — назло всем солью нашу команду',
  'выставите меня — испорчу вам всю партию',
  'давайте пересдадим роли, мне не нравится',
  'может начнём игру заново?',
];

const CLEAN: string[] = [
  'если ты не проверишь 8, я в твою версию не поверю',
  'ночью мы тебя застрелим, не переживай',
  'проголосуешь 4 — скажу, кого проверял',
  'я плачу за интернет сам, поэтому лагает',
  'мне 500 рублей на карту пришло, отвлеклась',
  'кто хочет пиццу после игры? я закажу на всех',
  'за голос в 5 я за, он дон',
  'кто в 3 — тот молодец',
  'я знаю где мафия сидит: 4 и 7',
  'найду мафию к утру, обещаю проверкой',
  'после игры скину ссылку на турнир, кто хочет',
  'ты пожалеешь, что не проверил 6 вчера',
  'больше не играю сегодня, устал',
  'в прошлый раз раздачу заново начали из-за бага',
  'переиграем их, команда',
  'жалоба на лаги уже ушла в поддержку',
  'я тебя запомнила как красного, 9',
  'давай так: голосуешь 5, а я тебя не проверяю',
  'уйду в 10 если никто не выставит',
  'подожди меня, у меня микрофон отвалился',
];

describe('threat and bribe shapes (4.2)', () => {
  it.each(VIOLATING)('%s', (text) => {
    expect(families(text)).toContain('4.2');
  });
  it.each(VIOLATING.slice(0, 12))('club remarks: %s', (text) => {
    expect(families(text, 'club-remarks')).toContain('club-remarks/threat');
  });
  it.each(CLEAN)('leaves alone: %s', (text) => {
    expect(families(text)).not.toContain('4.2');
  });
});

/**
 * Round 3's shapes: blackmail with material held or a complaint to the
 * admins, a meeting where one is waited for, revenge in a later game tied to
 * a vote, a bribe "за мной", a blow foretold, a thing thrown, a grudge or a
 * warning to beware; each beside the game's own reading of the same words.
 */
describe('threats in every form', () => {
  it.each([
    'у меня есть твои скрины из лс, 2. подумай, как голосовать',
    'могу твои старые сообщения опубликовать, 6, так что подумай',
    'не проголосуешь за 9 — напишу админам, что ты читер',
    'после клуба на парковке увидимся, 10',
    'не поддержишь сейчас — следующие пять игр буду тебя первым выставлять',
    'голосуй за 3, иначе в следующей игре убью тебя первой же ночью',
    'пиво за мной после игры, если уберёшь 4',
    'стикерпак тому, кто за 10',
    'голос за 2 — и я тебе свой аккаунт с прокачкой отдам',
    'щас кто-то получит по шее 😤',
    'кину в тебя стаканом, если ещё раз перебьёшь',
    'я тебе это припомню, 8',
    '8, берегись',
    'лучше тебе меня не злить, 1',
    'смотри, 6, аккуратнее с голосами, а то мало ли что',
  ])('%s', (text) => {
    expect(families(text)).toContain('4.2');
    expect(families(text, 'club-remarks')).toContain('club-remarks/threat');
  });
  it.each([
    'я тебе это припомню на следующем круге',
    'мафия, берегитесь, шериф не спит',
    'шериф, береги себя, не вскрывайся',
    'кину в тебя голос, 4',
    'увидимся после игры на разборе',
    'пиво за мной после игры, ребята',
    'в следующей игре сяду рядом с тобой',
    'аккуратнее с голосами, 6',
    'у меня есть твоя проверка, 2, подумай, как голосовать',
    'мало ли что 5 скажет',
  ])('leaves alone: %s', (text) => {
    expect(families(text)).not.toContain('4.2');
    expect(families(text, 'club-remarks')).not.toContain('club-remarks/threat');
  });
});

describe('threats: the slots filled from blind round 4', () => {
  it.each([
    // a blow given in the first person, where it lands or by its name
    'ещё раз перебьёшь — врежу тебе по морде',
    'по башке тресну, 4, если не замолчишь',
    // damage to one's things
    'выставишь меня — машину тебе поцарапаю',
    'шины тебе спущу, 7',
    // a place in a circle for a move
    'оставишь меня — позову тебя в наш клан',
    // a meeting in life over a vote
    'поймаю тебя на работе, 5, за голос ответишь',
    // the game's end guaranteed by the speaker
    'уберёте меня — игры больше не будет, обещаю',
    // one's role revealed to wreck the game
    'заголосуете меня — скину скрин роли всем',
    // the addressee's things sent to a public place
    'не поддержишь — твою переписку на сервер скину',
    // incurring the penalty on purpose, the game thrown
    'выставите меня — специально получу ппк',
    'голоснёшь меня — подарю победу красным',
    // paying for votes, giving now, amounts sent
    'покупаю голоса, кто за 4',
    'даю нитро тому, кто поставит в 2',
    'поднимешь руку за 6 — 500 на карту',
    // fates the speaker vouches for, omens
    'ещё слово — жди проблем, 3',
    'подумай о своей репутации, прежде чем голосовать',
    'тебя на этом сервере больше не будет, я прослежу',
  ])('%s', (text) => {
    expect(families(text)).toContain('4.2');
    expect(families(text, 'club-remarks')).toContain('club-remarks/threat');
  });
  it.each([
    // the critical round: the vote's outcome told, the penalty of a violation told
    'если уйдёт 3 — игра сразу закончится, мафия выиграет',
    'игра закончится, если выгоним 5',
    'не клянитесь, ребята, ппк будет',
    // regret over a game move, a meeting or an invitation without a vote
    'пожалеешь, что не поднял руку на 4',
    'завтра в универе встретимся, расскажу, как отдохнул',
    'позову тебя в наш клан, если хочешь',
    // told, not threatened; one's own things
    'вчера машину поцарапали, сижу злой',
    'покажу роль ведущему, если попросит',
    'даю слово, 5 красный',
  ])('leaves alone: %s', (text) => {
    expect(families(text)).not.toContain('4.2');
    expect(families(text, 'club-remarks')).not.toContain('club-remarks/threat');
  });
});

describe('threats: veiled idioms, the game stopped, gifts and parting ППК (blind round 5 read)', () => {
  it.each([
    'ну всё, 4, молись',
    'береги нос, 6',
    'по тонкому льду ходишь, 2, подумай перед голосованием',
    'голосуй со мной, а то сами знаете',
    'не поставишь в 5 — пеняй на себя',
    'посмотрим, как ты запоешь после игры',
    'твои дни сочтены, 9',
    'стопаем игру, ведущий, мне не нравится',
    'я сейчас всё сорву, вот увидите',
    'скидываю гифт каждому, кто уберёт 8',
    'перевожу налик тому, кто поставит в 3',
    'оплачу тебе вход на следующую игру, если сыграешь в мою версию',
    'выгоните меня — оставлю вам ппк',
  ])('%s', (text) => {
    expect(families(text)).toContain('4.2');
    expect(families(text, 'club-remarks')).toContain('club-remarks/threat');
  });
  it.each([
    'молись, чтобы шериф тебя проверил',
    'береги себя, 5, завтра тяжёлый день',
    'ты сам себе ппк сделал, 5',
    'я остановлю все проверки на тебя',
    'стоп, я не про игру, а про 4',
    'кидаю мысль: 7 черный',
  ])('leaves alone: %s', (text) => {
    expect(families(text)).not.toContain('4.2');
    expect(families(text, 'club-remarks')).not.toContain('club-remarks/threat');
  });
});

describe('threats: favours outside the game withheld for a move', () => {
  it.each([
    'не сыграешь в мою версию — домой сам поедешь',
    'поставишь в меня — подвозить тебя не буду',
    'голоснёшь за 2 — донатов на твой канал больше не будет',
    'выставите меня — разбана не ждите',
    'уйдёт 4 — я ухожу из клуба',
  ])('%s', (text) => {
    expect(families(text)).toContain('4.2');
  });
  it.each(['домой сам поеду сегодня, без машины', 'я ухожу из клуба в другой, там ближе', 'разбана не жди, его модер забанил'])(
    'leaves alone: %s',
    (text) => {
      expect(families(text)).not.toContain('4.2');
    },
  );
});

describe('threats: fates said of whoever moves, votes priced, prizes, ratings (blind round 6 read)', () => {
  it.each([
    'кто завтра проголосует против меня — тому хана',
    'кто поставит руку в меня, тот сильно пожалеет',
    'выставите меня — спать спокойно не будете',
    'почём нынче твой голос, 4?',
    'продайте голос, ребята, я серьёзно',
    'тронешь ещё раз мою версию — получишь!',
    'уберёшь 6 — больше ни одной игры со мной не сыграешь',
    'голоснёшь против меня — отпишусь и разлайкаю твои стримы',
    'поддержишь меня — отдам тебе свой кубок с турнира',
    'кто уберёт 3, тому проходка на следующую игру',
    'держитесь в следующей игре, все, кто за меня руку тянул',
    'я о тебе кое-что знаю, 5, так что подумай',
    'рейтинг тебе обнулю, 7, если не уберёшь руку',
    'я вас всех в рейтинге утоплю, запомните',
  ])('%s', (text) => {
    expect(families(text)).toContain('4.2');
  });
  it.each([
    'не матерись, а то фол получишь',
    'получишь проверку, если будешь молчать',
    'мафии конец, если 6 уйдёт',
    'держись, 4, ещё две речи',
    'в тот раз я отдал свой голос за 7 и пожалел',
    'кто-то у меня кое-что спрашивал про правила',
    'мой рейтинг снизят, если проиграем',
  ])('leaves alone: %s', (text) => {
    expect(families(text)).not.toContain('4.2');
  });
});

/** Round 7: game slang and plans that only looked like a threat or a price. */
describe('threats: game words that are no threat', () => {
  const online = (text: string) => flagged(text);
  it.each([
    'Я за 2-шерифа. 3 вскрылся как ответка',
    'хорошо, мой голос в 4, по проверке 6',
    'голос в 5, а ночью проверка по 9',
    'так, нас 5: 1, 2, 3, 4, 6, 9... стоп, 6 игроков',
    'давайте слить игрока 5',
  ])('clean: %s', (text) => {
    expect(online(text)).not.toContain('4.2');
  });
  it.each(['жди ответку, 4', 'голос в меня — по 100 каждому', 'может стоп игра?', 'я солью игру, если выставите'])('4.2: %s', (text) => {
    expect(online(text)).toContain('4.2');
  });
});

/** A role named keeps a threat inside the game in its own sentence, or as the one called; a claim of one's own does not. */
describe('threats: the role that keeps it a game', () => {
  it.each(['Я мирный. 8, я тебе это припомню', 'Мирная я. 2, я вам это припомню'])('4.2: %s', (text) => {
    expect(flagged(text)).toContain('4.2');
  });
  it.each(['Дон, не прячься. Мы тебя найдём', 'Шериф, я тебя найду и проверю'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('4.2');
  });
});

/** A breach warned against with its cost foretold is a caution; the same "а то" with harm of one's own making threatens. */
describe('threats: cautions against a breach', () => {
  it.each(['не маякуйте, а то ппк будет', 'не материтесь, а то фол', 'без капса, а то стол проиграет'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('4.2');
  });
  it.each(['не спорь со мной, а то получишь', 'не голосуй меня, а то игра сразу закончится'])('4.2: %s', (text) => {
    expect(flagged(text)).toContain('4.2');
  });
});

/** The addressee's offer asked about is no bribe of the speaker's; the speaker's own offer, asked or not, is one. */
describe('threats: an offer asked about', () => {
  it.each(['3, ты что, деньги за голос предлагаешь?', 'вы мне нитро за голос обещали? серьёзно?'])('clean: %s', (text) => {
    expect(flagged(text)).not.toContain('4.2');
  });
  it.each(['переведу 300 тому, кто проголосует за 6', 'скину нитро за голос в 4'])('4.2: %s', (text) => {
    expect(flagged(text)).toContain('4.2');
  });
});
