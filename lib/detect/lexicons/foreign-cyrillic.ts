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
дауис
дауыс
добуш
емес
жети
жетинчи
кара
кызыл
мен
овоз
ойын
ойынчы
сегиз
сен
тавыш
тогуз
торт
тортинчи
тортунчу
учинче
учинчи
учунчу
уш
ушинчи
червона
червоний
чорна
чорний
чорны
чырвоны
эки
экинчи
эмес
`,
);
