import { wordList } from '../../text/wordlist';

/**
 * Obscene gestures, as stage directions or said ("*показывает средний палец*",
 * "*показывает фак*"): the clubs' «мат за игровым столом (в т ч. невербальные
 * аналоги)»; the emoji 🖕 is in emoji-insulting.ts. Pattern fragments.
 */
export const ACTS_OBSCENE = wordList(
  'acts-obscene',
  String.raw`
показывает~1(?:средний~1палец|фак|фака|fuck|неприличный~1жест|кукиш|фигу|дулю)
показывает~2(?:средний~1палец|неприличный~1жест)
тычет~1средним~1пальцем
`,
);
