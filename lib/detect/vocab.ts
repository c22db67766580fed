/**
 * Game vocabulary shared by detectors that need to know whether a phrase is
 * about the game (colours, roles, night actions, votes, seats).
 */
import { pattern } from '../text/pattern';

/** Words that make a phrase about the game: colour, role, a game action. */
export const GAME_TALK = pattern(
  '⟨(?:красн…|черн…|кр|чр|кра|мирн…|мафи…|маф|мафы|шериф…|шер|дон|доном|доне|дону|доны|доктор…|док|маньяк…|путан…|лжешериф…|' +
    'провер…|чек…|отстрел…|стрел…|выстрел…|застрел…|убь…|убил…|убив…|голос…|заголос…|проголос…|выстав…|выставл…|поднял…|подним…|' +
    'версия|верси…|вскры…|кандидат…|ночью|ночь|ночной|ночн…|тройк…|двойк…|четверк…|победа|победи…|выигра…|проигра…|команд…|' +
    'роль|роли|ролью|карт…|лжет|врет|соврал…|слил…|слива…|ручк…|руку|ставь|поставь|поставлю|ставлю|' +
    '(?:0?[1-9]|10)(?:-?(?:й|ой|ый|ий|го|му|ому|ым|ом|ку|ки|ке|ка|чр|кр))?)⟩',
);

/** Colours and roles only. */
export const COLOR_ROLE = pattern(
  '⟨(?:красн…|черн…|кр|чр|мирн…|мафи…|маф|шериф…|дон|доном|доне|дону|доктор…|маньяк…|лжешериф…|путан…)⟩',
);

export function has(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const r = re.test(s);
  re.lastIndex = 0;
  return r;
}
