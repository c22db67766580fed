import { wordList } from '../../text/wordlist';

/**
 * Calls to die or to harm oneself (online 3.2.6, its examples "Иди вскройся",
 * "Головой об стенку ударься", "Вены бы лучше вскрыл", "Утопись"), as the
 * imperatives players type, for the phrases of insults.ts (after "иди",
 * "лучше бы", alone, or wished in the past tense: see self-harm-done.ts).
 * Slot: killing, hanging, drowning, poisoning, cutting, jumping oneself, the place first too ("в окно выйди"),
 * and the chat's "kys" (kill yourself).
 */
export const SELF_HARM = wordList(
  'self-harm',
  String.raw`
(?:в~1окно|из~1окна)~1выйди
(?:с~1крыши|из~1окна|под~1поезд)~1прыгни
(?:яду|яда|йаду)~1выпей
kys
вздернись
выйди~1(?:в~1окно|из~1окна)
выпей~1(?:яду|яда|йаду)
выпились
выпрыгни
застрелись
издохни
наглотайся~1(?:таблет…|колес…)
отравись
повесься
подохни
помри
прыгни~1(?:с~1крыши|из~1окна|под~1поезд)
роскомнадзорнись
самовыпились
самоликвидируйся
самоубейся
сдохни
сдыхай
убейся
удавись
умри
утопись
`,
);
