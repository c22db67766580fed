import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../helpers/judge';

/**
 * What a player does at a club table, written as a stage direction, and his
 * own drinking (club warnings 21, club remarks' shouting and mat): the act of
 * the speaker, not a report of someone else, not a rule recalled, not later.
 */
describe('stage directions and drinking at a club table', () => {
  it.each<[string, string]>([
    ['club-remarks/shouting', '*орёт на весь стол* не голосуйте'],
    ['club-remarks/shouting', '(кричит) это он!'],
    ['club-remarks/shouting', '*переходит на крик*'],
    ['club-remarks/shouting', '*кричу* НЕТ'],
    ['club-warnings/21', '*громко рыгает в микрофон*'],
    ['club-warnings/21', '*чавкает*'],
    ['club-warnings/21', '*размахивает руками, задевая соседей*'],
    ['club-warnings/21', '*тычет пальцем в камеру*'],
    ['club-warnings/21', '*бьёт кулаком по столу*'],
    ['club-warnings/21', '*показывает средний палец 3ке*'],
    ['club-remarks/profanity', '*показывает фак в камеру*'],
    ['club-warnings/21', 'я бухой в хлам'],
    ['club-warnings/21', 'я сегодня пьяненькая'],
    ['club-warnings/21', 'ещё по рюмке, и продолжим'],
    ['club-warnings/21', 'наливаю себе ещё'],
    ['club-warnings/21', 'я после трёх бокалов, не судите'],
  ])('%s: %s', (rule, text) => {
    expect(rulesOf(rule.startsWith('club-remarks') ? 'club-remarks' : 'club-warnings', text)).toContain(rule);
  });

  it.each([
    '5 кричит на меня',
    'не кричите, пожалуйста',
    'кричит 5 опять, ведущий',
    'не надо махать руками на камеру',
    '*кивает*',
    '*показывает на 8*',
    'я не пьяный',
    'я не пью, если что',
    'выпьем за победу после игры',
    'выпил бы чаю',
    '3 сам сказал, что он после бокала вина',
  ])('clean: %s', (text) => {
    expect(rulesOf('club-warnings', text)).toEqual([]);
    expect(rulesOf('club-remarks', text).filter((r) => r === 'club-remarks/shouting' || r === 'club-remarks/profanity')).toEqual([]);
  });

  it('is no rule online', () => {
    expect(rulesOf('online', '*кричит* я бухой')).toEqual([]);
  });
});

/**
 * Shouting in marks and letters (club remarks: «крики за игровым столом»): a
 * run of three "!" or more, a vowel drawn out alone, a word of two capitals
 * said alone or beside other capitals; emphasis, doubt, a sigh and the chat's
 * abbreviations stay clean.
 */
describe('shouting in marks, drawn-out vowels and short capitals', () => {
  it.each([
    'я мирный!!!!!',
    'ну сколько можно!!!!!!!!',
    'вы не слышите?!!! я же сказал 4',
    '!!!!!!!!!',
    'хватит!!! дайте сказать',
    'ну вот!!!! я же предупреждал',
    'аааааааааааааа',
    'ооооооо нет',
    'ЭЙ',
    'ДА',
    'ну ВЫ ДАЁТЕ вообще',
  ])('shouting: %s', (text) => {
    expect(rulesOf('club-remarks', text)).toContain('club-remarks/shouting');
  });

  it.each([
    'я мирный!',
    'почему 7?!',
    'ну ты даёшь!!',
    'кто шериф???',
    'ааа, понял тебя',
    'нееет, я не мафия',
    'ммммм',
    'ОК',
    'ЛС',
    'ну ДА',
    'Да',
    'в ЛС ИМХО',
  ])('clean: %s', (text) => {
    expect(rulesOf('club-remarks', text)).not.toContain('club-remarks/shouting');
  });

  it('is no rule online', () => {
    expect(rulesOf('online', 'я мирный!!!!!')).toEqual([]);
    expect(rulesOf('online', 'ДА')).toEqual([]);
  });
});

/**
 * Round 3's table conduct (club warnings 21): a drink offered or counted, the
 * state said before the speaker, a thing thrown at someone as a direction,
 * a hand emoji kept up; rudeness to the rules themselves and a vulgar
 * dismissal (rudeness.ts); each beside a clean reading.
 */
describe('conduct at the table in every form', () => {
  it.each([
    'кто ещё пиво будет? я четвёртую открыл 🍻 ик',
    'открываю третью банку, ребята',
    'бухой я сегодня, не судите строго 😂🥃',
    '*швыряет карточку в 7*',
    '👏👏👏👏👏👏👏👏👏👏👏👏👏👏👏',
    'мне пофиг на ваши правила, буду говорить когда хочу',
    'в жопу такие проверки',
  ])('club-warnings/21: %s', (text) => {
    expect(rulesOf('club-warnings', text)).toContain('club-warnings/21');
  });
  it.each([
    'открыл третью вкладку',
    'кто еще пиво будет после игры?',
    '👏👏 молодец',
    '*показывает на 8*',
    'правила у нас строгие, пофиг не скажешь',
  ])('clean: %s', (text) => {
    expect(rulesOf('club-warnings', text)).toEqual([]);
  });
});

/**
 * Shouting in the chat as a category (blind round 6 read): a word in capitals drawn out ("НУУУУ", "ДАААА"), a cry in
 * capitals opening the message ("ПОЖАР, …"), two-letter words in capitals in a row ("НУ ВЫ ЧЁ"), a scream spelt with
 * hyphens, a shout inside a stage direction. Near misses: capitals quoted, an abbreviation opening the message.
 */
describe('shouting: drawn out, opening cries, spelt screams, inside directions', () => {
  const club = (text: string): string[] => rulesOf('club-remarks', text);
  it.each([
    'НУУУУУ, сколько можно тянуть',
    'это ВООООБЩЕ не аргумент',
    'ПОЖАР, меня выставляют',
    'ну НУ ВЫ ЧЁ, 4 мирный',
    'о-о-о-о, вот это поворот',
    '*встаёт со стула и кричит* 5 врёт',
  ])('club remark: %s', (text) => {
    expect(club(text)).toContain('club-remarks/shouting');
  });
  it.each(['6 писал мне «ГОЛОСУЙ 3» в прошлой игре', 'ППК, ребят, не надо', 'SOS, нужна помощь с версией', 'это ОЧЕНЬ важно, слушайте'])(
    'clean: %s',
    (text) => {
      expect(club(text)).not.toContain('club-remarks/shouting');
    },
  );
});
