import { wordList } from '../../text/wordlist';

/**
 * The speaker crying now (online 3.4, club remarks «слёзы за игровым
 * столом»), as players write it of themselves: the verbs of crying in the
 * first person, tears that run, crying about to start. "рыдаю", "ору" are
 * the chat's words for laughing and are not here; "плачу" also means "I
 * pay" (the family sets that apart). Sources: the rule's text (crying,
 * sobbing, crying put on) and players' wording.
 */
export const TEARS = wordList(
  'tears',
  String.raw`
вот-вот~1(?:заплачу|разревусь|расплачусь)
всхлипываю
глаза~1(?:на~1мокром~1месте|мокрые|на~1мокром)
до~1слез~1довели
довели~2до~1слез
заплакал(?:а)?
плачу
плачу-плачу
разревелась
разревелся
разревусь
расплакалась
расплакался
расплачусь
реву
сейчас~1(?:заплачу|разревусь|расплачусь)
слезы~1(?:текут|льются|катятся|наворачиваются|градом|ручьем|на~1глазах|подступают)
слезы~2(?:из~1глаз|на~1глаза)
у~1меня~1(?:уже~1)?слезы
хнычу
щас~1(?:заплачу|разревусь|расплачусь)
`,
);

/** Crying as a stage direction of one's own: "*плачет*", "*всхлипывает*", "*вытирает слёзы*". */
export const TEARS_ACTS = wordList(
  'tears-acts',
  String.raw`
всхлипывает
вытирает~1слезы
плачет
разревелась
разревелся
ревет
рыдает
утирает~1слезы
хнычет
`,
);
