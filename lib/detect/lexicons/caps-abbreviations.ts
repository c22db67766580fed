import { wordList } from '../../text/wordlist';

/**
 * Abbreviations players write in capitals as a matter of course (online 1.2
 * forbids writing «ВСЕМИ ЗАГЛАВНЫМИ БУКВАМИ», not an abbreviation): a message
 * made only of these ("ППК", "5 ЧР 7 КР", "ГГ ВП") is no shouting unless asked
 * or repeated. Lower-case. Slots: game roles and colours, penalties and
 * rule words, chat and gaming shorthand, messengers and devices.
 */
export const CAPS_ABBREVIATIONS = wordList(
  'caps-abbreviations',
  String.raw`
afk
brb
btw
dm
gg
idk
imho
irl
kek
lmao
lol
ls
ok
omg
pls
plz
ps
sos
thx
wp
бан
вк
вп
гг
го
гс
док
дон
др
зы
имхо
кд
кек
кр
лол
лс
лш
маф
мб
мир
мс
ник
ок
окей
омг
пж
пжл
пк
ппк
пред
пс
рп
рф
сос
спс
тг
фол
хз
чр
шер
шр
`,
);
