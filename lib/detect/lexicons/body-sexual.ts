import { wordList } from '../../text/wordlist';

/**
 * Body parts and undress a player is told to show or send (online 3.2.3, its
 * examples "Скинь жопу", "Скинь сиськи", "Скинь пенис"), for "покажи ножки",
 * "пришли фотку груди", "разденься". Slot: intimate body parts, flirty
 * diminutives, underwear and nakedness, in the cases a request puts them in.
 */
export const BODY_SEXUAL = wordList(
  'body-sexual',
  String.raw`
бель(?:е|я)
голая
голой
голую
голым
груд(?:ь|и|ью)
декольте
жоп…
задниц…
купальник…
ляжек
ляжк…
ножек
ножк(?:и|у)
нюдс…
пенис…
писю…
поп(?:а|у|ы|е|ой|ка|ку|ки|очка|очку)
сис(?:и|ек|ечки|ьки)
сиськ…
сос(?:ки|ков|очки)
титьк…
трус(?:ы|ики|иках)
член
члена
`,
);
