import { describe, expect, it } from 'vitest';
import type { Winner } from '../lib/protocol/facts';
import { readGameEnd } from '../lib/protocol/reveal';

describe('the winner of a bot’s end-of-game message', () => {
  it.each<[string, Winner | null]>([
    // Pastacom/noiremafiaBOT (page-markup.md §3.1), word for word.
    ['Игра окончена! Победа мафии 🕵️', 'mafia'],
    ['Игра окончена! Победа мирного города 👥', 'town'],
    ['Игра окончена! Победа маньяка 🔪', 'maniac'],
    ['Игра окончена! Ничья. В городе не осталось живых 💀', 'draw'],
    // The Telegram bots' report (§3.4) and other shapes of the same statement.
    ['Игра окончена!\nПобедили: Мирные жители\n\nПобедители:\n    Алиса - 👨🏼 Мирный житель', 'town'],
    ['Игра завершена. Победила мафия!', 'mafia'],
    ['Мафия победила', 'mafia'],
    ['ИГРА ОКОНЧЕНА. ПОБЕДА КРАСНЫХ', 'town'],
    ['Игра окончена: победа чёрных', 'mafia'],
    ['Город победил!', 'town'],
    ['Победа мирных над мафией', 'town'],
    ['Game over! The mafia wins', 'mafia'],
    ['Game over. Town won.', 'town'],
    ['Game over — it is a draw', 'draw'],
    // No side named: no winner guessed.
    ['Игра завершена', null],
    ['Игра окончена! Спасибо всем', null],
  ])('%s', (text, want) => {
    expect(readGameEnd(text).winner).toBe(want);
  });
});

describe('the roles it reveals', () => {
  it('reads seats, nicks and role lists, and takes no winner line for a role', () => {
    const text = [
      'Игра окончена! Победа мирного города 👥',
      'Роли:',
      '1. Алиса — Мирный житель',
      '05 | Кирилл - Шериф',
      'Игрок 3: дон мафии',
      '[7] Жанна (мафия)',
      'Мафия: 8, 9',
      'Борис - 🤵🏻 Доктор',
      '**Вика** — путана',
      'Спасибо за игру!',
    ].join('\n');
    expect(readGameEnd(text).roles).toEqual([
      { seat: '1', role: 'civilian' },
      { seat: '5', role: 'sheriff' },
      { seat: '3', role: 'don' },
      { seat: '7', role: 'mafia' },
      { seat: '8', role: 'mafia' },
      { seat: '9', role: 'mafia' },
      { nick: 'Борис', role: 'doctor' },
      { nick: 'Вика', role: 'lover' },
    ]);
  });

  it.each([
    ['two roles on one line name no one', '3 — шериф, 4 — мафия'],
    ['a word that only starts like a role', 'Донос на 3 принят'],
    ['a seat out of range', '45. Алиса — мирный'],
    ['no role at all', '1. Алиса'],
  ])('%s', (_, line) => {
    expect(readGameEnd(line).roles).toEqual([]);
  });
});
