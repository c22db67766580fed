import { describe, expect, it } from 'vitest';
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
