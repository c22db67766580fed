import { describe, expect, it } from 'vitest';
import { flagged, rulesOf } from '../../helpers/judge';
import { detectEmoji } from '../../../lib/detect/families/emoji';
import { normalize } from '../../../lib/text/normalize';

describe('insulting emoji', () => {
  const kind = (s: string) => detectEmoji(normalize(s)).map((f) => f.kind);
  it.each(['Ты 🤡', 'Ты ♿', 'Ты 💩', '5 🤡', 'ты\uFE0F 🐷', '🤡 это ты'])('aimed: %s', (t) => {
    expect(kind(t)).toEqual(['insult-emoji-person', 'insult-emoji-named']);
  });
  // The online document names the emoji put on someone under 3.2.1 and again as 2.5: both, the second for the host to confirm.
  it('online, put on someone: 3.2.1 and 2.5 (likely)', () => {
    expect(rulesOf('online', 'Ты 🤡')).toEqual(['3.2', '2.5']);
    expect(rulesOf('club-remarks', 'Ты 🤡')).toEqual(['club-remarks/insult']);
  });
  it.each(['🤡', 'ну и цирк 🤡'])('not aimed: %s', (t) => {
    expect(kind(t)).toEqual(['insult-emoji']);
  });
  it.each(['😂', 'ты ❤️', '👍', 'ахах 😅'])('harmless: %s', (t) => {
    expect(kind(t)).toEqual([]);
  });
});

/** Issue 22: the emoji lists (insulting, mocking when aimed, pairs, typed names) and who an emoji is put on. */
describe('emoji from the lists', () => {
  const kinds = (s: string) => detectEmoji(normalize(s)).map((f) => f.kind);
  it.each(['🫏 7', '🥱 ты всё, 3?', '🤪 это про 2', '4 🧠❌', '🗑️ твоя речь', '9 :clown:', '🐑 все кто за 6', '🐐 ведущему'])(
    'aimed: %s',
    (t) => {
      expect(kinds(t)).toContain('insult-emoji-person');
    },
  );
  it.each(['🖕', '🖕🖕'])('the middle finger is an obscene gesture too: %s', (t) => {
    expect(kinds(t)).toContain('obscene-gesture');
    expect(rulesOf('club-remarks', t)).toContain('club-remarks/profanity');
    expect(rulesOf('club-warnings', t)).toContain('club-warnings/21');
  });
  it.each(['🥱 спать пора', '🧠 включаем', '🤪 день какой-то', '🐢 интернет тормозит', ':smile: привет', '🤷 кто знает'])(
    'harmless: %s',
    (t) => {
      expect(kinds(t)).toEqual([]);
    },
  );
});

/** What an emoji costs asked about ("за 🤡 пред дают?") names the emoji, as "за клятву бан" names an oath. */
describe('emoji: its cost asked', () => {
  it.each(['за 🤡 в чат пред дают же?', 'за 💩 фол или пред?'])('clean: %s', (text) => {
    expect(flagged(text)).toEqual([]);
  });
  it.each(['ты 🤡', 'речь у 5 💩, без пред обойдёмся'])('still found: %s', (text) => {
    expect(flagged(text).length).toBeGreaterThan(0);
  });
});

describe('emoji for what a picture shows', () => {
  const kind = (s: string) => detectEmoji(normalize(s)).map((f) => f.kind);
  it.each(['🐑 овечка на аве у 10 милая', '🤡 на аве у 3', '🐷 на аватарке у 5', '🐐 на стикере у 7', '🤡 из мема'])('clean: %s', (t) => {
    expect(kind(t)).toEqual([]);
  });
  it.each(['🤡 это ты, 4', 'ты 🤡', '🐑 все кто за 3', 'ты 💩, смени аву', '5 🤡, ава у тебя тоже'])('aimed: %s', (t) => {
    expect(kind(t)).toEqual(['insult-emoji-person', 'insult-emoji-named']);
  });
});
