import { wordList } from '../../text/wordlist';

/**
 * Insults made of several words (online 3.2; clubs' «уничижительные
 * комментарии»): said of a person they belittle him as an insult word would.
 * Slot: nobody, filth, a failure of nature, an empty head. Pattern fragments,
 * read with a person beside them where the words have a literal sense too
 * (see insults.ts).
 */
export const INSULT_PHRASES = wordList(
  'insult-phrases',
  String.raw`
(?:кусок|мешок)~1(?:с~1)?(?:говна|говном|дерьма|дерьмом|мяса|идиота)
вместо~1(?:мозга|мозгов|головы|башки)~2(?:каша|опилки|вата|солома|труха|кисель|дерьмо|говно|пустота|горох|жижа)
мозгов~1как~1у~1(?:курицы|рыбки|рыбы|хлебушка|табуретки|птички)
отброс…~1общества
ошибк…~1природы
позор~1(?:семьи|нации|стола|клуба)
слеп(?:ые|ой|ая)~1(?:котята|котенок|котенка|курица|крот|кроты)
стадо~1(?:баранов|овец|дебилов|идиотов|придурков|свиней|животных|дегенератов)
тупое~1(?:создание|существо|животное)
ходяч…~1недоразумени…
шут~1горохов…
`,
);
