import { wordList } from '../../text/wordlist';

/**
 * Veiled, shortened and coded forms of the mat roots (online 1.1: «Любые
 * завуалированные, сокращённые или зашифрованные формы мата»; the document names
 * "бл", "сук", "пзд", "нах", "еб", "мля", "чзх"), as whole normalised words.
 * Slot: the whole word a player types instead of the root, also as it is spelt by
 * ear (the root's е heard as и, its б as п: ипать, заипало, ибаный). Mild euphemisms the
 * tables allow (блин, капец, пипец, хрен, фиг, ёлки) are not here.
 */
export const PROFANITY_VEILED = wordList(
  'profanity-veiled',
  String.raw`
бл
бл\*
блд
блеат
блеать
блн
блт
блэт
блэть
еб
ебт
епт
епта
ептать
епть
заиба…
заипа…
ибан(?:ый|ая|ое|ые|ого|ому|ым|ых|ой|ую)
ибанут…
ибат…
ипать
йопт
йопта
мля
млядь
млять
наиба…
наипа…
нах
нх
нхй
пзд
пздц
пзц
пнх
пох
пц
пшнх
ска
сук
суко
сцук…
уибан…
чзх
`,
);
