import { describe, expect, it } from 'vitest';
import { flagged } from '../../helpers/judge';

/**
 * Online 3.7 — political slogans and provocations: players' own wording, written from the rule's intent
 * before tuning.
 */
describe("political: players' own wording", () => {
  it.each([
    'слава великой россии',
    'героям слава',
    'крым наш',
    'за родину за сталина',
    'нет войне',
    'сво всё решит',
    'zov',
    '🇺🇦 держимся',
    'Z',
    'no war',
  ])('3.7: %s', (text) => {
    expect(flagged(text)).toContain('3.7');
  });
});

/**
 * Online 3.7, round 4's categories: movements' slogans in Latin and Russian (ACAB, BLM, from the river to the sea),
 * "встаёт с колен", the war's years with "можем повторить", the war's abbreviations spelled letter by letter, blocs
 * and Latin names as powers with a predicate (Европа будет наша, Israel will win), a power starting a war, more
 * words for rigged elections, more places of war; Latin entries as the normalised text reads them (doubled letters
 * once). And the neighbours: a bloc or a country without a predicate, bought votes of the game.
 */
describe('political: round 4 categories', () => {
  it.each([
    'acab!',
    'black lives matter',
    'от реки до моря, запомните',
    'россия встаёт с колен',
    '1945, можем повторить',
    'з с у вперёд',
    'евросоюз развалится',
    'russia will win',
    'slava rossii',
    'британия войну начала',
    'выборы там липовые',
    'арцах наш',
  ])('3.7: %s', (text) => {
    expect(flagged(text)).toContain('3.7');
  });
  it.each(['я из европы', 'европа красивая', 'купленные голоса у 5', 'я встал с колен и сел за стол', 'will you win, 5?'])(
    'clean: %s',
    (text) => {
      expect(flagged(text)).not.toContain('3.7');
    },
  );
});

/** Round 7: the slogans of the war's memory and of other sides, armed movements, a slur's chat form. */
describe('political: more of the slogans and movements', () => {
  it.each([
    'Спасибо деду за победу',
    'Ни шагу назад, голосуем в 3',
    'Смерть ворогам!',
    'No pasarán! 9 не пройдёт',
    '14/88',
    'либерахи вечно голосуют против шерифа',
    'Хамас тоже так промахивался',
  ])('3.7: %s', (text) => {
    expect(flagged(text)).toContain('3.7');
  });
});
