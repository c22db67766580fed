import { describe, expect, it } from 'vitest';
import { detectText } from '../../../lib/detect';

const kinds = (text: string) => detectText(text).findings.map((f) => f.kind);

/** tears in players' own wording, written from the rule's intent before tuning, and beside it the clean cases most likely to be flagged. */
const FINDS: string[] = [
  'ну всё, реву, спасибо город',
  'я уже плачу, вы серьёзно меня сливаете',
  'сейчас заплачу, честно',
  'довели до слёз, молодцы',
  'глаза на мокром месте, голосуйте как хотите',
  '(плачет)',
  '*утирает слёзы рукавом*',
];
const CLEAN: string[] = [
  'плачу со смеха, ну ты выдал',
  'я плачу 300 за нитро',
  'вчера плакала над фильмом',
  'не надо плакать, 4',
  'кто плачет — тот проиграл',
  'ору с вас',
  '7 всхлипывает в микро',
];

describe('tears', () => {
  it('has cases', () => {
    expect(FINDS.length).toBeGreaterThan(0);
    expect(CLEAN.length).toBeGreaterThan(0);
  });
  it.each(FINDS)('finds %s', (text) => expect(kinds(text)).toContain('tears'));
  it.each(CLEAN)('leaves %s', (text) => expect(kinds(text)).not.toContain('tears'));
});
