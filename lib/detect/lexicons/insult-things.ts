import { wordList } from '../../text/wordlist';

/**
 * Things a belittling adjective is said of without insulting anyone ("тупой
 * вопрос", "глупая игра", "шизанутая ночь", "речь дебильная"): beside one of
 * these an insult adjective is a judgement of the thing (see insults.ts).
 * Whole normalised words. Slots: the game's things, moves and moments; the day's circumstances (the weather,
 * the connection, the time of day: "мерзкая погода", "дурацкая связь").
 */
export const INSULT_THINGS = wordList(
  'insult-things',
  String.raw`
баг
боли
боль
болью
бот
вариант
вариантом
версию
версия
вечер
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
неделю
неделя
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
погода
погоду
попытка
попытку
правила
правило
промах
расклад
речь
решение
связь
ситуацию
ситуация
схема
тактика
утро
ход
хода
шутка
шутку
`,
);
