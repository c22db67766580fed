import { describe, expect, it } from 'vitest';
import { Engine } from '../../../lib/engine/engine';
import { ruleFamily } from '../../../lib/rulesets';

/** 4.8 from its intent: greetings to a colour, odd agreed phrases, roll-calls and their answers. */
function run(messages: [string, string][]): string[][] {
  const e = new Engine('online');
  e.feed({ type: 'phase', phase: 'day' });
  return messages.map(([player, text]) => e.feed({ type: 'message', player, text }).map((v) => ruleFamily(v.rule)));
}

describe('beacons', () => {
  it.each([
    'добрый вечер всем мирным',
    'хай нашим черным',
    'привет красной команде',
    'я офигеть какой красный',
    'играю по своей схеме "лис", свои поймут',
    'мафия, отзовитесь',
    'черные, поставьте точку в конце речи',
    'кто шериф, кинь 🐸',
    'если ты мирный, напиши «бублик»',
  ])('flags %s', (text) => {
    expect(run([['1', text]])[0]).toContain('4.8');
  });

  it.each([
    'красные, голосуем 5',
    'поставьте 5 на голосование',
    'кто шериф — вскрывайся',
    'всем привет',
    'напиши в конце речи версию',
    'доброе утро, город',
  ])('leaves %s alone', (text) => {
    expect(run([['1', text]])[0]).toEqual([]);
  });

  it('flags the bare answer to a roll-call, by someone else, and only that', () => {
    const out = run([
      ['1', 'кто красный, напишите «мур»'],
      ['2', 'мур'],
      ['1', 'мур'],
      ['3', 'мурка у меня дома живёт'],
    ]);
    expect(out.map((r) => r.includes('4.8'))).toEqual([true, true, false, false]);
  });
});
