import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../helpers/judge';
import { detectText } from '../../../lib/detect';

const addressed = (text: string) => detectText(text).findings.some((f) => f.kind === 'host-address');

describe('addressing the host: a request or question word right after the name', () => {
  it.each<[string, boolean]>([
    ['ведущий подскажите сколько осталось', true], // a request verb with its ending
    ['ведущий сними фол', true],
    ['ведущий паузу пожалуйста', true], // "пауз…" with any ending
    ['ведущий дай слово', true],
    ['ведущий ты где', true],
    ['ведущий дай𝐀 слово', true], // letters go on, an astral one included
    ['ведущий подскажи5 время', false], // a digit glued on: not the word
    ['ведущий подскажи* время', false], // a mask glued on: not the word
    ['ведущий снимает фол', false], // third person: the host talked about
    ['ведущий дал слово', false],
    ['этот ведущий подскажет', false],
  ])('%s → %s', (text, want) => {
    expect(addressed(text)).toBe(want);
  });
});

/** Issue 22: the host's titles, the allowed question alone, the host reported. */
describe('addressing the host: titles, the one question, reports', () => {
  it.each([
    'модератор, выключи звук 4',
    'админ, пауза',
    'ведуший, можно слово?',
    '@host кто убит?',
    'ведущий, а ещё раз, кто выставлен?',
    'ведущий, кто выставлен и кто голосовал за 7?',
  ])('addressed: %s', (t) => {
    expect(rulesOf('club-remarks', t)).toContain('club-remarks/host-address');
  });
  it.each([
    'ведущий, кто выставлен?',
    'ведущий, кто у нас выставлен, подскажите?',
    'как сказал ведущий, убит 2',
    'как объявил ведущий, промах',
    'модератор потом разберётся',
    'ведущему виднее',
  ])('not addressed: %s', (t) => {
    expect(rulesOf('club-remarks', t)).not.toContain('club-remarks/host-address');
  });
});

/** Round 4: an interjection between the host's name and the question, the name misspelt by ear. */
describe('addressing the host: interjections and spellings', () => {
  it.each<[string, boolean]>([
    ['ведущий ну когда уже ночь', true],
    ['ведущий эй, сколько ещё ждать', true],
    ['ведушчая, можно вопрос', true],
    ['ведущий ну и молодец, быстро ведёт', false],
    ['ведущий ну объявил уже ночь', false],
  ])('%s → %s', (text, want) => {
    expect(addressed(text)).toBe(want);
  });
});
