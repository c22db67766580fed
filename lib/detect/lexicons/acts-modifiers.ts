import { wordList } from '../../text/wordlist';

/**
 * Words a stage direction may open with before its act ("*громко рыгает*",
 * "*снова кричит*", "*начинает громко стучать*" is left to the act list):
 * manner and repetition, nothing that names who acts.
 */
export const ACTS_MODIFIERS = wordList(
  'acts-modifiers',
  String.raw`
активно
вдруг
вовсю
громко
демонстративно
истерично
нарочно
опять
резко
смачно
снова
специально
театрально
усиленно
яростно
`,
);
