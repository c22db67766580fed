/**
 * Insulting emoji (online 3.2.1 when aimed at a person — "Ты 🤡" — and 2.5
 * otherwise). Works on normalised text, where variation selectors are gone.
 */
import type { Normalized } from '../../text/normalize';
import { finding } from '../table';
import { NO_FINDINGS, type Finding } from '../types';
import { none, removal, warning } from '../../rulesets/cost';
import { family } from '../family';

/** Emoji used to mock, insult or provoke. Data: extend in one place. */
export const INSULTING_EMOJI = [
  '🤡',
  '♿',
  '💩',
  '🖕',
  '🐷',
  '🐖',
  '🐽',
  '🐒',
  '🐵',
  '🦍',
  '🦧',
  '🐀',
  '🐑',
  '🐏',
  '🐐',
  '🐓',
  '🐔',
  '🤮',
  '🤢',
  '🍆',
  '🍑',
  '🐍',
  '🤏',
  '🐄',
  '🐮',
  '🪦',
  '⚰',
  '🔪',
  '🤬',
  '🐸',
  '🦆',
  '🐌',
  '🥴',
  '🧻',
  '🚽',
  '🫵',
  '🤓',
];
const SET = new Set(INSULTING_EMOJI);

/** Words that aim what follows at someone. */
const ADDRESS =
  /(?:^|[^\p{L}\d])(?:ты|вы|тебе|тебя|вам|вас|он|она|они|ему|ей|им|сам\p{L}*|ведущий|(?:0?[1-9]|10)(?:-?[а-я]{1,3})?|@\S+)[^\p{L}\d]*$/u;
/** After the emoji: "🤡 ты", "🤡 это 4", "🐷 вот он". */
const ADDRESS_AFTER = /^[^\p{L}\d]*(?:(?:это|вот|ну)\s+)?(?:ты|вы|он|она|(?:0?[1-9]|10)(?:-?[а-я]{1,3})?)(?:[^\p{L}\d]|$)/u;

export function detectEmoji(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS; // no emoji in a plain message
  const out: Finding[] = [];
  const text = n.text;
  for (let i = 0; i < text.length && out.length < 4;) {
    const cp = text.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    if (cp < 0x2000) {
      i += len;
      continue;
    }
    const ch = text.slice(i, i + len);
    if (SET.has(ch)) {
      // Look at a few words around the emoji only: bounded work per emoji.
      const before = text.slice(Math.max(0, i - 24), i);
      const after = text.slice(i + len, i + len + 16);
      const aimed = ADDRESS.test(before) || ADDRESS_AFTER.test(after);
      out.push(
        finding(
          n,
          aimed ? 'insult-emoji-person' : 'insult-emoji',
          i,
          i + len,
          aimed ? 'оскорбительный эмодзи в адрес игрока' : 'оскорбительный или провокационный эмодзи',
        ),
      );
    }
    i += len;
  }
  return out;
}

export default family({
  name: 'emoji',
  kinds: {
    'insult-emoji-person': {
      online: removal('3.2.1'),
      'club-warnings': removal('club-warnings/21'),
      'club-remarks': removal('club-remarks/insult'),
    },
    'insult-emoji': { online: warning('2.5'), 'club-warnings': none, 'club-remarks': warning('club-remarks/incorrect') },
  },
  steps: [{ stage: 'acts', find: detectEmoji }],
  examples: {
    finds: {
      'insult-emoji-person': ['Ты 🤡', '5 🤡', '🤡 это ты'],
      'insult-emoji': ['🤡', 'ну и цирк 🤡'],
    },
    clean: ['😂', 'ты ❤️', '👍', 'ахах 😅'],
  },
});
