import { wordList } from '../../text/wordlist';

/**
 * Words of other languages written in Russian letters only (online 2.6): the
 * Turkic languages of Russia and Central Asia (Kazakh, Kyrgyz, Tatar, Bashkir,
 * Uzbek in Cyrillic) and Ukrainian or Belarusian where no letter of their own
 * gives them away. Slot: what a game phrase is made of — seat numerals, colours,
 * "vote", "is not", pronouns. Lower-case, collapsed; words that are also
 * Russian ("бар", "он", "ак") are left out.
 */
export const FOREIGN_CYRILLIC = wordList(
  'foreign-cyrillic',
  String.raw`
ал
алты
алтынчы
алтыншы
аны
бергиле
беригиз
беринг
беринглар
бес
бесинчи
бешинче
бешинчи
бир
бирегез
бирегиз
биринчи
бишенче
блек
блэк
бо
дауис
дауыс
добуш
дуже
емес
жети
жетинчи
кара
кызыл
мен
найн
нього
овоз
ойын
ойынчы
ред
севен
сегиз
сен
сикс
тавыш
теж
тогуз
торт
тортинчи
тортунчу
учинче
учинчи
учунчу
уш
ушинчи
файв
фор
хто
це
червона
червоний
чорна
чорний
чорны
чырвоны
що
эйт
эки
экинчи
эмес
якщо
`,
);
