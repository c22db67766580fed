import { wordList } from '../../text/wordlist';

/**
 * Set phrases that hold an insult word and insult nobody (see insults.ts): the
 * card game «дурак», fooling about, what any fool can see, a scapegoat, doing
 * someone a bad turn. An insult word inside one of these is not read. Pattern
 * fragments.
 */
export const INSULT_IDIOMS = wordList(
  'insult-idioms',
  String.raw`
(?:в|во)~1(?:дурака|дураках|подкидного~1дурака|переводного~1дурака)
(?:в|во)~1(?:дурачка|дурачков|дурочку)
(?:валя…|валял…|валять|включ…|включил…|строит…|строил…|корчит…)~2дурак…
(?:подложил…|подложить|подкладыва…)~2свинью
дуракам~1везет
дураку~1(?:понятно|ясно|видно)
дурак…~2(?:валя…|валял…|валять|включ…|включил…)
козел~1отпущения
козла~1отпущения
не~1(?:будь|будьте|будем)~1(?:дураком|дурой|дураками|идиотом|лохом|лохами|бараном|ослом|олухом)
свинью~2(?:подложил…|подложить|подкладыва…)
`,
);
