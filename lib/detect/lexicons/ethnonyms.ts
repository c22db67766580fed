import { wordList } from '../../text/wordlist';

/**
 * A nation or people named as a person's noun, beside a seat ("узбек 5 опять
 * не понял", "8 хохол, ему верить нельзя"): a label put on a player (online
 * 3.2.4), left to the host as a judgement call (see insults.ts). Slot: the noun
 * for a man or a woman of the people, singular and plural nominative.
 */
export const ETHNONYMS = wordList(
  'ethnonyms',
  String.raw`
азер
азерб
азиат
армянин
армянка
башкир
белорус
гастарбайтер
грузин
грузинка
дагестанец
евреи
еврей
еврейка
ингуш
индус
кавказец
казах
казаха
казашка
калмык
кацап
киргиз
киргизка
китаец
китайцы
китаянка
кореец
кореянка
мигрант
молдаван
молдаванин
москаль
негр
негритос
негритянка
осетин
таджик
таджика
таджики
таджичка
татарин
татарка
турок
узбек
узбека
узбеки
узбечка
украинец
украинка
хохлушка
хохол
цыган
цыгане
цыганка
чеченец
чеченка
чукча
чурбан
якут
`,
);
