import { describe, expect, it } from 'vitest';
import { detectOaths } from '../../../lib/detect/families/oaths';
import { normalize } from '../../../lib/text/normalize';
import { flagged } from '../../helpers/judge';

const kinds = (s: string) => [...new Set(detectOaths(normalize(s)).map((f) => f.kind))].filter((k) => k !== 'honest-word');

describe('oaths', () => {
  it.each([
    ['Клянусь, я красный', 'oath'],
    ['кля я кр', 'oath'],
    ['клянусь мамой', 'oath'],
    ['поклянусь чем хочешь', 'oath'],
    ['клянемся, мы мирные', 'oath'],
    ['к л я н у с ь я мирный', 'oath'],
    ['клянууусь', 'oath'],
    ['klyanus ya krasniy', 'oath'],
    ['клинусь я мирный', 'oath'],
    ['Я в прошлом кругу поклялся красным', 'oath'],
    ['я уже клялась', 'oath'],
    ['Зуб даю, 5 черный', 'oath'],
    ['даю зуб', 'oath'],
    ['Я тебе отвечаю 9 чр', 'oath'],
    ['отвечаю за базар', 'oath'],
    ['Бля буду ты красный', 'oath'],
    ['гадом буду', 'oath'],
    ['честное слово, мирный', 'oath'],
    ['чесслово', 'oath'],
    ['слово пацана', 'oath'],
    ['Жалко что я не могу поклясться', 'oath-wish'],
    ['Ведущий, а сколько бан за клятву дают?', 'oath-wish'],
    ['хотел бы поклясться, да нельзя', 'oath-wish'],
    ['5-й поклялся на речи', 'oath-attribution'],
    ['Он сказал клянусь на речи', 'oath-attribution'],
    ['девятый клялся красным', 'oath-attribution'],
    ['Поклянись если красный', 'oath-provocation'],
    ['Клянешься?', 'oath-provocation'],
    ['А ты честно красный?', 'oath-provocation'],
    ['отвечаешь?', 'oath-provocation'],
    ['зуб дашь?', 'oath-provocation'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'отвечаю: нет, я не шериф',
    'klient',
    'отвечаю на вопрос: я шериф',
    'отвечаю тебе в лс',
    'Отвечаю 6-му: нет, я не ищу, кого слить',
    'отвечаю 4-ой — нет, не проверял',
    'нельзя клясться, ребята',
    'кляп',
    'проклятие',
    'я не знаю',
    'Честно говоря, не знаю',
  ])('leaves %s alone', (text) => {
    expect(kinds(text).filter((k) => k !== 'religion')).toEqual([]);
  });

  it('finds "честно" in any form for the club rule', () => {
    expect(detectOaths(normalize('Честно, я мирный')).some((f) => f.kind === 'honest-word')).toBe(true);
    expect(detectOaths(normalize('это нечестно')).some((f) => f.kind === 'honest-word')).toBe(true);
  });

  it.each(['видит бог, я красный', 'бог свидетель', 'ей богу мирный'])('religion: %s', (text) => {
    expect(kinds(text)).toContain('religion');
  });
  it.each(['не дай бог', 'боже мой', 'слава богу'])('no religion appeal: %s', (text) => {
    expect(kinds(text)).not.toContain('religion');
  });
});

/**
 * Round 3's oaths (club warnings 3: «клясться в любой иной форме, либо
 * апеллировать к любой религии»): by whose life, a second name of the sacred
 * before one's truth, the court's formula, a prayer's close on one's colour,
 * a self-curse hung on a lie, a letter left out of the verb; and the clean
 * readings: a reminder of the rule, a refusal with its object between.
 */
describe('oaths in every form', () => {
  const kinds = (s: string) => detectOaths(normalize(s)).map((f) => f.kind);
  it.each([
    ['жизнью матери, я не мафия', 'oath'],
    ['здоровьем детей, 4 черный', 'oath'],
    ['христом богом, не вру вам', 'oath'],
    ['да поможет мне бог, 7 черный', 'oath'],
    ['чтоб мне до конца сезона мафией не выпасть, если вру — 1 черный', 'oath'],
    ['клнусь, я красный', 'oath'],
    ['я мирный. аминь 🙏', 'religion'],
    ['за клятву сразу поражение или сначала пред?', 'oath-wish'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
  it.each([
    'за клятву же удаляют? аккуратнее ребят',
    'ручаться ни за кого не стану, рано',
    'жизнью довольна, спасибо',
    'ну всё, аминь, голосуем',
    'чтобы не забыть, запишу: 5 и 7',
  ])('clean: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

/** Round 4's disguises: a pledge glued to its verb, "я" typed as 9 in Latin, "честно" broken or in look-alikes, the cross and the English oath. */
describe('oaths and "честно" in disguise', () => {
  const kinds = (s: string) => detectOaths(normalize(s)).map((f) => f.kind);
  it.each([
    ['даюзуб, 6 мирный', 'oath'],
    ['клятвудаю, я красный', 'oath'],
    ['kl9nus, 2 дон', 'oath'],
    ['i swear 4 is red', 'oath'],
    ['swear to god, im sheriff', 'oath'],
    ['истинный крест, я мирный', 'oath'],
    ['чес слово, не я', 'oath'],
    ['чест-но, 7 красный', 'honest-word'],
    ['ч3стное слово', 'honest-word'],
    ['chesno govorya 5 maf', 'honest-word'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
  it.each(['зубной болит, сорри', 'чесночный соус взял', 'чесночок в пицце', 'крест на голосовании поставил'])('clean: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

/**
 * The oath as the manner of a verb ("клятвенно", "под клятвой", "под присягой", "клятвой" after a verb of
 * confirming): the verb's person decides — the speaker's own is an oath (4.1), asked or urged of the addressee a
 * provocation (2.9), someone else's a report (2.8); without a verb it is only named. A question of saying asked of
 * the addressee ("гадом буду скажешь?") urges what it holds; "честно" before a colour, asked, urges an oath.
 */
describe('oaths: the oath as a manner, and oaths asked in a question', () => {
  it.each([
    ['под клятвой говорю, я мирный', '4.1'],
    ['под присягой заявляю: мирный', '4.1'],
    ['подтверждаю клятвой, что я шериф', '4.1'],
    ['закрепи клятвой, и я поверю', '2.9'],
    ['докажешь клятвой?', '2.9'],
    ['под клятву скажешь, 9?', '2.9'],
    ['клятвенно подтверди, что красный', '2.9'],
    ['гадом буду скажешь?', '2.9'],
    ['видит бог напишешь, что мирный?', '2.9'],
    ['честно-пречестно красный, 6?', '2.9'],
    ['5, честно черный?', '2.9'],
    ['он подтвердил клятвой', '2.8'],
  ])('%s → %s', (text, rule) => {
    expect(flagged(text)).toContain(rule);
  });
  it.each([
    'свидетель в суде под присягой',
    'клятвой ничего не докажешь',
    'под клятвой не скажу',
    'честно говоря, 5 красный?',
    'если честно, кто красный?',
  ])('clean: %s', (text) => {
    const got = flagged(text);
    for (const rule of ['4.1', '2.9', '2.8']) expect(got).not.toContain(rule);
  });
});

/**
 * Near misses of the club's oath rule (blind round 6 read): a seat answered ("отвечаю 4 на вопрос"), someone else's
 * words quoted ("скажет мне «поклянись»", "«гадом буду» от него"), vouching deferred ("ручаться рано"), the
 * physicians' oath. And the oath itself beside them.
 */
describe('oaths: replies, quoted words, deferral, the physicians', () => {
  it.each([
    'отвечаю 7 на его упрёк: я не прятался',
    'сейчас 5 мне напишет «поклянись», а я не буду',
    '«мамой клянусь» от 3 уже звучало сегодня',
    'ручаться за 6 пока рано, послушаем',
    'врач давал клятву Гиппократа, пусть лечит',
  ])('clean: %s', (text) => {
    expect(kinds(text)).not.toContain('oath');
    expect(kinds(text)).not.toContain('oath-provocation');
  });
  it.each(['отвечаю, 4 дон', 'клянусь, я мирный', 'поклянись, что ты красный'])('still flagged: %s', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });
});

/** Round 7: an oath told of a seat in more of its forms, and told of no one or only doubted. */
describe('oath told (2.8): forms, and no one in particular', () => {
  it.each([
    '3 присягнул вчера, что шериф',
    'поклявшийся 1 теперь молчит',
    '4 кляннулся, ну чё за дела',
    'шестой кл9лся, я видел',
    'кто там клялся? 7? да, точно 7',
  ])('2.8: %s', (text) => {
    expect(flagged(text)).toContain('2.8');
  });
  it.each([
    'не надо говорить что кто-то поклялся, это пред',
    'кто заявляет что другой клялся — получает пред',
    '7 опять за своё, пересказывает чужие якобы клятвы',
    'Ведущий, 5 меня провоцирует на клятву',
  ])('no 2.8: %s', (text) => {
    expect(flagged(text)).not.toContain('2.8');
  });
});
