import { wordList } from '../../text/wordlist';

/**
 * Veiled, shortened and coded forms of the mat roots (online 1.1: «Любые
 * завуалированные, сокращённые или зашифрованные формы мата»; the document names
 * "бл", "сук", "пзд", "нах", "еб", "мля", "чзх"), as whole normalised words.
 * Slot: the whole word a player types instead of the root. Mild euphemisms the
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
ипать
йопт
йопта
мля
млядь
млять
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
чзх
`,
);
