import { wordList } from '../../text/wordlist';

/**
 * Game words in the languages players may hide information in (online 2.6: «Если
 * игрок это фразой пытался повлиять на игру - поднятие»): with them a short
 * foreign phrase is about the game ("check nine", "five black"), whatever its
 * length. Lower-case whole Latin words, English first, then the Romance,
 * German, Polish and Turkic words for the same (colours, votes, checks, night
 * kills, lies). Role names (mafia, sheriff, don) everyone reads are not here.
 */
export const FOREIGN_GAME = wordList(
  'foreign-game',
  String.raw`
black
check
checked
czarny
heal
kara
kill
killed
liar
lied
lying
negro
noir
qara
red
rojo
rot
rouge
schwarz
shoot
shot
tonight
vote
voted
votez
voting
`,
);
