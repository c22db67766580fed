import { wordList } from '../../text/wordlist';

/**
 * Words that may stand beside the one question the club allows the host («кто
 * выставлен?», once in a minute) without making it more: politeness, "а",
 * "у нас", "сейчас". A word not here ("ещё раз", "и кто голосовал") makes the
 * message more than that question (see host.ts).
 */
export const HOST_QUESTION_FILLERS = wordList(
  'host-question-fillers',
  String.raw`
а
данный
можно
момент
на
напомни
напомните
нас
ну
пж
плиз
подскажи
подскажите
пожалуйста
сейчас
скажи
скажите
сори
сорри
спасибо
у
уточни
уточните
`,
);
