import { describe, expect, it } from 'vitest';
import { flagged } from '../helpers/judge';

/**
 * The act layer for phrase acts (lib/detect/act.ts `spoken`): an appeal to the discussion (3.10) or to the results
 * (3.11), a spectator named as a source (4.9) counts when the speaker makes it, not when it is denied before or
 * right after, put in quotes to be turned down, or told of someone else; urged on someone it stays the provocation.
 * Own wording, not the rounds'.
 */
describe('phrase acts: made, or only mentioned', () => {
  it.each([
    ['3.10', 'в обсуждении всё объясню, пока просто поверьте'],
    ['3.10', 'после игры на разборе увидишь, кто был прав'],
    ['3.11', 'итоги покажут, что я мирный'],
    ['3.11', 'на вскрытии ролей не удивляйтесь, что я красный'],
    ['4.9', 'мне зрители в чате стрима подсказали, что 3 чёрный'],
  ])('%s: %s', (rule, text) => {
    expect(flagged(text)).toContain(rule);
  });

  it.each([
    ['3.10', 'я не отсылаю к обсуждению, говорю по фактам'],
    ['3.10', 'не надо «на разборе поймёшь», объясняй сейчас'],
    ['3.11', 'давай без «итоги покажут», дай аргумент'],
    ['3.11', 'я не жду вскрытия, вижу уже сейчас: 4 врёт'],
    ['3.11', 'твоё «результаты покажут» ничего не доказывает'],
    ['4.9', 'стрим я не смотрю, играю по столу'],
    ['4.9', 'что там пишут зрители, мне неважно'],
  ])('not %s: %s', (rule, text) => {
    expect(flagged(text)).not.toContain(rule);
  });
});

describe('phrase acts: parallel activity (3.9) quoted or denied', () => {
  it.each(['5 сам пишет «щас катку доиграю» — несерьёзно', 'я ни во что не играю, слушаю вас'])('not 3.9: %s', (text) => {
    expect(flagged(text)).not.toContain('3.9');
  });
  it.each(['не слушал вас, в доту катал', 'щас катку в доте доиграю и вернусь'])('3.9: %s', (text) => {
    expect(flagged(text)).toContain('3.9');
  });
});

/** What the speaker says sorry for is named to be taken back (act.ts `apologisedFor`); the same words said stay the act. */
describe('apologies: the word taken back, not said again', () => {
  it.each([
    ['4.1', 'сори за «клянусь», привычка'],
    ['3.2', 'прошу прощения за «дебилов», сорвался'],
    ['3.2', 'извиняюсь за «чтоб ты сдох», это было лишнее'],
    ['1.1', 'пардон за бл*, вырвалось'],
  ])('not %s: %s', (rule, text) => {
    expect(flagged(text)).not.toContain(rule);
  });
  it.each([
    ['4.1', 'извините, но клянусь, я мирный'],
    ['3.2', 'прости за правду, но ты дебил'],
    ['1.1', 'сорян за мат, но бля, 5 чёрный'],
    ['4.1', 'сорри за «кля» вчера. кля, я мирный'],
  ])('%s: %s', (rule, text) => {
    expect(flagged(text)).toContain(rule);
  });
});

/** A phrase quoted in a sentence about its cost, or forbidden, is named (act.ts `quotedMention`); said, it is the act. */
describe('quoted to be named: the rule talked of', () => {
  it.each([
    ['3.5', 'за «вот те крест» у нас удаляют, не надо'],
    ['3.5', 'не говори «перед богом», просто объясни'],
    ['2.4', '7, давай без «помолчи», это грубо'],
  ])('not %s: %s', (rule, text) => {
    expect(flagged(text)).not.toContain(rule);
  });
  it.each([
    ['3.5', 'вот те крест, я мирный'],
    ['3.5', '«перед богом» говорю: я мирный'],
  ])('%s: %s', (rule, text) => {
    expect(flagged(text)).toContain(rule);
  });
});

/** A bet the speaker turns down later in its sentence is not offered (act.ts `refusedLater`); a term of the deal is. */
describe('bets turned down', () => {
  it.each([
    ['4.1', 'online', 'На спор с тобой, 3, не пойду, объясни голос'],
    ['club-remarks/bet', 'club-remarks', 'Орёл или решка — не метод, голосую 6'],
  ] as const)('not %s: %s', (rule, set, text) => {
    expect(flagged(text, set)).not.toContain(rule);
  });
  it.each(['спорим на сотку, что 5 чёрный', 'давай пари: я не буду голосовать в 5, а ты в 6'])('4.1 or club bet: %s', (text) => {
    expect([...flagged(text), ...flagged(text, 'club-remarks')].some((r) => r === '4.1' || r === 'club-remarks/bet')).toBe(true);
  });
});

/** A remark on play or mind the speaker denies making is set aside (act.ts `deniedSaying`); insinuated, it is made. */
describe('remarks denied', () => {
  it.each([
    ['2.1', 'я не утверждаю, что 4 не умеет играть, просто этот голос странный'],
    ['2.2', 'не хочу сказать, что 9 туго соображает, но голос против шерифа'],
  ])('not %s: %s', (rule, text) => {
    expect(flagged(text)).not.toContain(rule);
  });
  it.each([
    ['2.2', 'не скажу, что 9 туго соображает, но выводы делайте сами'],
    ['2.1', '4 не умеет играть, я говорю как есть'],
  ])('%s: %s', (rule, text) => {
    expect(flagged(text)).toContain(rule);
  });
});
