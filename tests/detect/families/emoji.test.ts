import { describe, expect, it } from 'vitest';
import { detectEmoji } from '../../../lib/detect/families/emoji';
import { normalize } from '../../../lib/text/normalize';

describe('insulting emoji', () => {
  const kind = (s: string) => detectEmoji(normalize(s)).map((f) => f.kind);
  it.each(['Ты 🤡', 'Ты ♿', 'Ты 💩', '5 🤡', 'ты\uFE0F 🐷', '🤡 это ты'])('aimed: %s', (t) => {
    expect(kind(t)).toEqual(['insult-emoji-person']);
  });
  it.each(['🤡', 'ну и цирк 🤡'])('not aimed: %s', (t) => {
    expect(kind(t)).toEqual(['insult-emoji']);
  });
  it.each(['😂', 'ты ❤️', '👍', 'ахах 😅'])('harmless: %s', (t) => {
    expect(kind(t)).toEqual([]);
  });
});
