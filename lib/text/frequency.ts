/**
 * How often a word (or any word with a given beginning) turns up in Russian
 * game chat, roughly: the matching core triggers each table row by the rarest
 * of the words it needs (see detect/table.ts), and needs an estimate of
 * "rarest" that is not learnt from any transcript it is later measured on.
 *
 * The estimate is general knowledge written down once: the commonest words of
 * spoken Russian and of Mafia chat, most frequent first, plus a fallback by
 * length for everything else (a one-letter beginning opens a great many
 * words, a five-letter one very few). Only the order of magnitude matters:
 * a wrong guess costs speed, never a result, since any word a row needs is
 * a correct trigger.
 */
import { collapse } from './normalize';

const COMMON = `
и в не на я что он с а то как это по ты но все она так его к у же вы за бы
да мы от из мне меня нет о ну вот ли если уже или ни быть был до вас нибудь
только ее еще тебя они там тут кто когда где себя чем было может ничего
тебе надо можно сейчас очень просто потому почему даже будет есть нам их
ему хорошо ладно знаю думаю кажется вообще типа короче блин щас чтоб чтобы
ок ага угу хм лол гг спасибо привет пока давай давайте понял ясно согласен
красный красного красным черный черного черным мирный мирного мафия мафию
мафии маф шериф шерифа дон доктор игрок игра игру играть голос голосую
голосуем голосовать голосование ставлю ставь выставляю выставил кандидатура
ночь ночью день днем утро ведущий ведущего стол город версия версию проверка
проверил проверю проверь стреляют стрелять убили убил убит жив мертв
говорит сказал сказала говорю слышал видел вижу смотрите смотри слушайте
пять первый второй третий четвертый пятый шестой седьмой восьмой девятый
десятый 1 2 3 4 5 6 7 8 9 10
`
  .trim()
  .split(/\s+/)
  .map(collapse);

/**
 * Weight of the word at each rank: roughly Zipf, the first words far above the
 * rest. On the scale of BY_LENGTH below, where a word beginning of four or
 * more letters that is not on the list counts 1–1.5: the fiftieth word of
 * chat ("мне", "меня") is some fifty times as common as such a beginning
 * ("личк", "дружеск"). At a third of that scale the list's words looked
 * rarer than a row's list of twenty rare words, and a row was triggered by
 * "мне", "меня" or "у" in a quarter of the messages to match in one of a
 * hundred.
 */
const WEIGHT = new Map<string, number>();
COMMON.forEach((w, rank) => {
  if (!WEIGHT.has(w)) WEIGHT.set(w, 3000 / (rank + 10));
});
/** The same weights summed by every beginning of the words: one look-up per leaf at start-up. */
const BY_PREFIX = new Map<string, number>();
for (const [w, weight] of WEIGHT)
  for (let k = 1; k <= w.length; k++) BY_PREFIX.set(w.slice(0, k), (BY_PREFIX.get(w.slice(0, k)) ?? 0) + weight);

/**
 * Words of any length starting with a beginning this long, relatively: a
 * letter opens thousands, and three letters still open a great many common
 * words ("под…", "при…", "про…").
 */
const BY_LENGTH = [0, 60, 12, 8, 1.5, 1];

/**
 * The estimated frequency of message words that start with `word` (or are
 * exactly `word` when `whole`). Relative units; cheap enough for start-up,
 * where it runs once per leaf of the tables.
 */
export function wordCost(word: string, whole: boolean): number {
  if (whole) return 0.5 + (WEIGHT.get(word) ?? 0);
  // Past the table's end a word is as rare as its longest entry says.
  return (BY_LENGTH[Math.min(word.length, BY_LENGTH.length - 1)] ?? 1) + (BY_PREFIX.get(word) ?? 0);
}
