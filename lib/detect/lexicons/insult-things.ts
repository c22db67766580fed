import { wordList } from '../../text/wordlist';

/**
 * Things a belittling adjective is said of without insulting anyone ("тупой
 * вопрос", "глупая игра", "шизанутая ночь", "речь дебильная"): beside one of
 * these an insult adjective is a judgement of the thing (see insults.ts).
 * Whole normalised words. Slot: the game's things, moves and moments.
 */
export const INSULT_THINGS = wordList(
  'insult-things',
  String.raw`
баг
бот
вариант
вариантом
версию
версия
вопрос
вопроса
выстрел
голос
голосование
день
игра
игру
игры
идею
идея
интернет
круг
логика
логику
микрофон
момент
мысль
ник
ночка
ночь
оправдание
отмазка
отмазку
ошибка
ошибку
партию
партия
попытка
попытку
правила
правило
промах
расклад
речь
решение
ситуацию
ситуация
схема
тактика
ход
хода
шутка
шутку
`,
);
