import { wordList } from '../../text/wordlist';

/**
 * Unpleasant sounds made at the table, as stage directions ("*громко рыгает в
 * микрофон*", "*чавкает*"): club warnings 21 а) «неэтичное поведение» (the
 * online document lists them under 1.5: «Стоны», «Отрыжки», «Чавканье»).
 * Pattern fragments.
 */
export const ACTS_SOUND = wordList(
  'acts-sound',
  String.raw`
причмокивает
пукает
рыгает
сморкается
стонет
хрюкает
чавкает
шмыгает~1носом
`,
);
