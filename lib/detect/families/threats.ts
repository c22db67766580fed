/**
 * Threats, blackmail and bribes (online 4.2; club remarks: team loss).
 *
 * 4.2 forbids swaying the game with a consequence outside it: money or goods
 * offered per vote or for support (amounts, transfers, treats, in-game shop
 * items), harm in real life (beating, meeting someone after the game, knowing
 * their address, number or school, publishing their messages or photos),
 * sanctions outside the game (complaints, bans, kicking from a clan, never
 * playing together again), and wrecking the game itself (stopping, restarting
 * or throwing it, a threat of ППК). The shapes: an offer or threat in the
 * first person, tied to a vote, a condition or the person addressed, as a
 * statement, an "if …" or a "… — and you'll …". What keeps it allowed: only
 * game moves are promised ("если не проверишь 5, я в твоё шерифство не
 * сыграю"), or the money or meeting has nothing to do with anyone's vote.
 */
import { alt, anyOf } from '../../text/alt';
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { actAt, namesRole, seatAt, sentenceOf, tokenAt, type Act } from '../act';
import { group } from '../lexicons/entries';
import {
  ABRUPT_ENDINGS,
  BODY_HARM,
  BODY_PARTS,
  DOXXING,
  EXPOSE_OBJECTS,
  EXPOSE_PEOPLE,
  EXPOSE_VERBS,
  EXPOSURE,
  GOODS,
  HARM,
  IN_GAME,
  MOVE_VERBS,
  OFFERS,
  OMENS,
  PUBLIC,
  PURSUIT,
  SANCTIONS,
  SOCIAL,
  TELL_VERBS,
  TIES,
  VIOLATIONS,
  WHOLE_OFFERS,
  WRECK,
  WRECK_OUTRIGHT,
} from '../lexicons/threat';
import {
  AIMED_GESTURES,
  BARE_HARM,
  CIRCLES,
  ENDINGS,
  FAVOURS,
  GRUDGES,
  LATER_GAMES,
  LATER_HELP,
  LATER_MOVES,
  LATER_REVENGE,
  LET_IN,
  LIFE_PLACES,
  MEETS,
  OWN_ROLE,
  PERKS,
  PROPERTY,
  PROPERTY_HARM,
  REVEAL_VERBS,
  SHUT_OUT,
  STANDINGS,
  STANDING_HARM,
  STRIKES,
  THREAT_GESTURES,
  THROWN,
  THROWS,
  TRANSFERS,
  UNSAID,
  VAGUE_HARM,
  VEILED,
  VOTE_PRICE,
  VOWS,
  WARNINGS,
} from '../lexicons/threat-veiled';
import { BLOWS } from '../lexicons/blows';
import { BODY_STRUCK } from '../lexicons/body-struck';
import { listGroup } from '../../text/wordlist';
import { table, type Judged } from '../table';
import { none, teamLoss } from '../../rulesets/cost';
import { family } from '../family';
import { HOST_OR_BOT, has } from '../vocab';
import { Vocabulary } from '../vocabulary';

/** What is broken is an argument, not a person: "я сломаю вашу версию одной фразой", "разобью твою логику". */
const ARGUMENT_BROKEN = pattern(
  '⟨(?:сломаю|разобью|разнесу|уничтожу|порву|размажу)~1(?:вашу|твою|его|ее|их|эту|всю)~0(?:вашу~0|твою~0)?' +
    '(?:верси…|логик…|теори…|аргумент…|алиби|защит…|оправдани…|схем…|легенд…|позици…)',
);

/** A team's win or loss, the outcome of a vote in the critical round. */
const OUTCOME = alt(
  'проиграет',
  'проиграют',
  'проиграем',
  'выиграет',
  'выиграют',
  'выиграем',
  'победит',
  'победят',
  'победа…',
  'поражени…',
);
const AFTER_GAME = '(?:после~1(?:игры|игры|катки|каток|стола)|в~1(?:жизни|реале|реальной~1жизни|лс|личке|дискорде|дс|войсе)|irl|ирл)';
const CONSEQUENCE = alt(
  'конец',
  'пизд…',
  'хана',
  'крышка',
  'капец',
  'кранты',
  'получ…',
  'выда…',
  'выдам',
  'бан…',
  'прилетит',
  'влетит',
  'достанется',
  'будет~1плохо',
  'неприятно',
  'проблем…',
  'забан…',
  'лп',
  'разберусь',
  'разберемся',
  'поговорим',
  'встрет…',
  'найду',
  'сломаю',
  'убью',
  'урою',
  'отомщу',
  'устро…',
  // "что я с тобой сделаю после игры", not "после игры сделаю перерыв".
  // The match opens on the verb either way: the act layer reads the act at its first word ("не знаю, что я с тобой сделаю").
  '(?:(?<=с\\s(?:тобой|вами|ним|ней|ними)\\s(?:[а-я]+\\s){0,2})сдела…|сдела…~2с~1(?:тобой|вами|ним|ней|ними))',
  'пожале…',
  'ответишь',
  'ответите',
  'накажу',
  'зарепорчу',
  'репорт…',
  'жалоб…',
  'кикну',
  'кикнем',
  'заблоч…',
  'заблокиру…',
);

/** Money and goods as players offer them. */
const GIFT = alt(
  'сотк…',
  'сотн…',
  'сотыг…',
  'сотен',
  'деньг…',
  'деньж…',
  'бабк…',
  'бабл…',
  'рубл…',
  'руб',
  'рубас…',
  'нитро',
  'донат…',
  'скин…',
  'голд…',
  'кейс…',
  'подар…',
  'премиум…',
  'подписк…',
  'косар…',
  'косой',
  'пятихат…',
  'полтос…',
  'полтинник…',
  'тыс…',
  'штук…',
  'бакс…',
  'доллар…',
  'евро',
  'пицц…',
  'пив…',
  'пивас…',
  'ужин…',
  'обед…',
  'кофе',
  'шаурм…',
  'чай',
  'на~1чай',
  'стим…',
  '\\d+~1(?:р|руб…|к|тыс…|\\$)',
  '\\d+(?:р|к|руб)',
  // "по 100 каждому": a sum each, right after "по" ("по проверке 6" names a check, not a price).
  'по~0(?:[2-9]\\d|1[1-9]|\\d{3,})⟩',
  '(?:[2-9]0|[1-9]\\d+0)⟩',
  '(?:на|в)~1(?:карт…|сбер…|киви|тиньк…|счет|баланс|стим|телефон)',
);
/** The game in its own forms ("игра", "игру", "катка"), not "игрок" or "игровой". */
const GAME_ITSELF = 'игр(?:а|у|ы|е|ой|ою)⟩|катк…';
/** Offering in the first person. */
const OFFER = alt(
  'скину',
  'скинем',
  'переведу',
  'переведем',
  'закину',
  'закинем',
  'кину',
  'задоначу',
  'подарю',
  'куплю',
  'закажу',
  'оплачу',
  'отдам',
  'заплачу',
  'плачу',
  'дам',
  'дарю',
  'угощу',
  'угощаю',
  'угостим',
  'проставлюсь',
  'пополню',
  'отблагодарю',
  'отплачу',
  'не~1обижу',
  'с~1меня',
);
/** A vote, support or a seat: what the offer or threat is for. */
const FOR_VOTE =
  '⟨(?:голос…|голосн…|проголос…|заголос…|руку|руки|ручк…|постав…|выстав…|остав…|убер…|поддерж…' +
  '|пойдет|пойдут|пойдешь|со~1мной|за~1мной|в~1(?:меня|0?[1-9]|10)|слить|сольет…|сольешь' +
  '|не~1голосуй…)⟩';
/** A condition: "если", "только попробуй", or a vote in the second person ("выставишь меня — …"). */
const CONDITION =
  '⟨(?:если|иначе|а~1то|попробу…|только|выставишь|выставите|проголосуешь|проголосуете|заголосуешь' +
  '|заголосуете|уберешь|уберете|сольешь|сольете|голоснешь|голоснете|поставишь|поставите' +
  '|не~1(?:поддерж…|проголосу…|пойдешь|пойдете|назовешь|сделаешь))⟩';

/**
 * The act around one of the rows below: the speaker's own, now, not told
 * about, denied, in a story or the rule; asked of someone it is the
 * provocation (2.9); "поговорим о тактике" is talk, not a threat.
 */
function rowJudge(n: Normalized, s: number, e: number): Judged {
  const i = tokenAt(n, s);
  const a = actAt(n, i, i, 'first');
  const act = threatAct(a, n.tokens[i]?.t ?? '');
  if (act !== 'act') return act;
  // "ты сейчас серьёзно деньги за голос предлагаешь?": the addressee's offer asked about, not the speaker's.
  if (a.question && offerAsked(n, i)) return null;
  for (let k = i; k < tokenAt(n, e); k++)
    if (n.tokens[k]!.t.startsWith('поговор') && /^(?:о|об|про|насчет)$/.test(n.tokens[k + 1]?.t ?? '')) return null;
  return 'threat';
}

/** The addressee's offering in the sentence of token i: "ты … предлагаешь", "вы обещали …". */
const OFFER_ASKED = pattern('⟨(?:ты|вы)~6(?:предлага…|предложил…|обеща…|пообещал…|суешь|сулишь|сулил…)');

function offerAsked(n: Normalized, i: number): boolean {
  const [from, to] = sentenceOf(n, i);
  return has(OFFER_ASKED, n.text.slice(n.tokens[from]?.s ?? 0, n.tokens[to - 1]?.e ?? n.text.length));
}

/**
 * Making a ППК, in the forms a threat takes (the future, the infinitive, "let's"): "ты сам себе ппк сделал" tells what
 * someone did; "оставлю вам ппк на прощание" is a parting threat.
 */
const PPK_MAKE = '(?:устро(?:ю|им|ить)|сдела(?:ю|ем|ть)|организу(?:ю|ем)|обеспеч(?:у|им|ить)|остав(?:лю|им)|подар(?:ю|им)|вле(?:плю|пим))';

/** One table, so one pass over the message's anchors; the judgement calls say so row by row. */
const ROWS = table([
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(`⟨${AFTER_GAME}~5${CONSEQUENCE}⟩|⟨${CONSEQUENCE}~5${AFTER_GAME}⟩`),
    // Anchored partly on "в" ("в жизни", "в лс"), which is everywhere: first make sure a consequence is said at all.
    requires: pattern(`⟨${CONSEQUENCE}⟩`),
    reason: 'угроза последствиями вне игры',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        '⟨(?:за~1стол|играть|в~1игру|в~1одну~1игру)~3(?:больше~1)?не~1(?:сяду|сядем|буду|будем|пойду|позову|возьму)',
        '⟨больше~2не~1(?:сяду|позову|возьму|добавлю)',
        '⟨(?:удалю|удалим|выкину)~2из~1(?:друзей|дружбы|пати|клана)',
        '⟨(?:кикну|кикнем|забаню|забаним|заблочу|заблокирую|выгоню)⟩',
      ),
    ),
    reason: 'шантаж: лишит места за столом или дружбы',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    unless: ARGUMENT_BROKEN,
    re: pattern(
      '⟨(?:сломаю|переломаю|изобью|отпизжу|отпизди…|урою|въебу|вьебу|уебу|ебну|разобью|набью|отрежу' +
        '|выколю|придушу|задушу|зарежу|прибью|отмудохаю|покалечу|отхуярю|уничтожу|закопаю)⟩',
    ),
    reason: 'угроза физической расправой',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        '⟨(?:убью|убьем|прикончу)⟩~4(?:обещаю|клянусь|реально|irl|ирл|после|найду|приеду|по~1ip|вычислю)⟩',
        '⟨(?:обещаю|найду|вычислю|приеду)~3(?:убью|убьем|прикончу)⟩',
      ),
    ),
    reason: 'угроза убийством вне игры',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        // The game itself, never its players ("слить игрока", "стоп, 6 игроков") nor "столько".
        `⟨(?:останов…|прекрат…|прерв…|сорв…|слить|солью|сольем|ливн…|лив…|выйти~1из|выйду~1из)~2(?:${GAME_ITSELF}|стол(?:а|у|е|ом)?⟩)`,
        `⟨(?:${GAME_ITSELF})~2(?:останов…|прекрат…|прерв…|сорв…|отмен…)`,
        // "может стоп игра?", "стопаем катку": the game halted, the rule's "может сейчас игру остановить?".
        `⟨(?:стоп|стопа…|стопну)~1(?:${GAME_ITSELF})`,
        // "может я сейчас всё остановлю, а?": everything stopped is the game.
        '⟨(?:все|всё)~1(?:остановлю|прекращу|сорву|прерву)⟩',
      ),
    ),
    reason: 'угроза остановить или сорвать игру',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern('⟨игра~2(?:резко|сразу|внезапно|мгновенно|быстро|тут~1же)~1(?:законч…|кончит…|заверш…|прекрат…)'),
    // The critical round: "уйдёт 8 — игра тут же кончится, город проиграет" tells the vote's outcome, not a threat.
    unless: pattern(`⟨${OUTCOME}⟩`),
    reason: 'угроза остановить или сорвать игру',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(`⟨(?:${PPK_MAKE}|будет|получите|получишь|словите|словишь|поймаете)~2ппк⟩`, `⟨ппк~2(?:может|могу|можем|будет|${PPK_MAKE})⟩`),
    ),
    // "за такое в версии ппк может быть", "не маякуйте, ппк будет": the penalty of a violation told, not threatened.
    unless: pattern(`⟨за~1(?:такое|это|подобное)⟩|⟨${group(VIOLATIONS)}`),
    reason: 'угроза ППК',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern('⟨только~1попробу(?:й|йте)⟩|⟨попробу(?:й|йте)~1только⟩'),
    reason: 'угроза: «только попробуйте»',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      '⟨(?:скину|скинем|переведу|закину|задоначу|подарю|куплю|оплачу|отдам|заплачу|отправлю|кину|дам' +
        '|дарю|плачу)~4(?:сотк…|сотн…|сотыг…|сотен|деньг…|бабк…|бабл…|рубл…|руб|нитро|донат…|скин…|голд…' +
        '|кейс…|подар…|премиум…|подписк…|косар…|тыс…|бакс…|доллар…|\\d+~1(?:р|руб…|к|тыс…|\\$)|\\d+(?:р|к' +
        '|руб)|что~1то|чтото|что-нибудь|что~1нибудь)~6(?:кто|тому|тем|той|если|за~1то|за~1голос|за~1руч…)',
    ),
    reason: 'подкуп',
  },
  {
    // "Если в меня руку не поставишь, я тебе что-то куплю": a gift on a condition, to someone.
    // Anchored on the gift (rare) rather than on "если" (common), with the rest required in the message.
    kind: 'threat',
    judge: rowJudge,
    re: pattern('⟨(?:скину|скинем|переведу|задоначу|подарю|куплю|оплачу|заплачу|отправлю~1(?:деньг…|нитро))⟩'),
    requires: [pattern('⟨(?:если|кто|тому|тем)⟩'), pattern('⟨(?:тебе|вам|ему|ей|им|тому|тем|кто)⟩'), pattern(FOR_VOTE)],
    unless: pattern('⟨(?:спорим|поспорим|спор|пари)⟩'),
    reason: 'подкуп',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern('⟨(?:выда(?:й|шь|йте|дите)|дай(?:те)?|выпиши)~2(?:ему|ей|им|тебе)?~1бан…'),
    reason: 'просит ведущего наказать игрока вне игры',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        `⟨${OFFER}~4${GIFT}⟩`,
        `⟨${GIFT}~3(?:каждому|каждого|любому|всем|тому|тем|того|кто|за~1(?:голос…|руку|руки|ручк…))⟩`,
        `⟨(?:каждому|любому|тому|тем)~2${GIFT}⟩`,
        `⟨(?:за~1)?(?:голос|руку|ручку)~1(?:в|за|на)~1(?:меня|0?[1-9]|10)~3${GIFT}⟩`,
        '⟨(?:деньгами|деньжатами|бабками|монетой)~2не~1обижу',
        '⟨(?:отблагодарю|отплачу)~1(?:материально|деньгами|рублем)',
      ),
    ),
    requires: pattern(FOR_VOTE),
    unless: pattern('⟨(?:спорим|поспорим|спор|пари|забьемся|забьемся)⟩'),
    reason: 'подкуп: деньги или подарки за голос',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        '⟨(?:знаю|узнаю|выясню|пробью|вычислю|найду|нашел|нашла)~2где~1(?:ты|вы|он|она)~1(?:живешь|живете' +
          '|живет|работаешь|работаете|работает|учишься|учитесь|учится)',
        '⟨(?:знаю|узнаю|пробью|вычислю|есть|нашел|нашла)~2(?:твой|твою|твое|твои|ваш|вашу)~1(?:адрес…' +
          '|номер…|ip|айпи…|фамили…|школ…|работ…|страничк…|вк|инст…|телег…|телефон…|фот…|фотк…)',
        '⟨(?:твой|твою|ваш|вашу)~1(?:адрес…|номер…|ip|айпи…|фамили…)~3(?:у~1меня|знаю|есть|пробью|солью)',
        '⟨(?:найду|вычислю|достану)~1(?:тебя|вас|его)~2(?:по~1(?:ip|айпи…|номеру|нику)|в~1(?:вк|жизни|реале))',
        '⟨(?:деанон…|задеанон…|сдеанон…|доксинг…|докс…)',
      ),
    ),
    reason: 'угроза найти человека в жизни',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        '⟨(?:выложу|солью|разошлю|покажу~1всем|опубликую|скину~1всем|закину~1всем|распространю' +
          '|отправлю~1всем)~3(?:твои|твою|твое|ваши|наши|наша|нашу|тво…)?~1(?:скрин…|переписк…|фот…|фотк…' +
          '|данные|деанон…|личк…|сообщени…|голосов(?:ое|ые|ых|уху|ухи)|нюдс…|видос…|видео…)',
        '⟨расскажу~2(?:всем|всему~1клубу|в~1клубе|друзьям|твоим|твоей|маме|родител…)~3(?:про|о|об)~1(?:твои|твою|твое|тебя|вас|ваши)',
      ),
    ),
    requires: pattern(CONDITION),
    reason: 'шантаж: опубликует личное',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        '⟨(?:подожду|поджидаю|жду|встречу|встретимся|встретим|поймаю|найду|достану' +
          '|подкараулю)~3(?:у~1подъезд…|у~1входа|у~1дома|на~1выходе|на~1парковк…|за~1углом|в~1подворотн…' +
          '|во~1дворе|на~1улиц…|в~1реале|в~1жизни|после~1(?:игры|партии|катки|клуба))',
        // Where one is waited for, before the meeting: "после клуба на парковке увидимся".
        '⟨(?:у~1подъезд…|на~1выходе|на~1парковк…|за~1углом|в~1подворотн…)~2(?:встретимся|увидимся|пересечемся|поговорим|подожду|жду)⟩',
        '⟨(?:увидимся|пересечемся)~2(?:у~1подъезд…|на~1выходе|на~1парковк…|за~1углом|в~1подворотн…)',
        '⟨поговорим~3(?:в~1другом~1месте|за~1углом|по-другому|по~1другому|иначе|по-мужски|по~1мужски|на~1улиц…|вне~1игры|в~1реале|не~1здесь)',
        '⟨(?:тебе|вам|ему|ей)~1не~1жить⟩',
        '⟨(?:ты|вы|он|она)~1у~1меня~2(?:дожд…|получ…|попляш…|допрыга…|поплат…|ответ…|пожале…|умоет…|огреб…|наплач…|попомн…|узнаеш…|узнает…|кров…)',
        '⟨(?:тебя|вас|его|ее)~2(?:по~1кусочкам|на~1части|на~1куски|на~1запчасти|в~1порошок|в~1асфальт' +
          '|в~1бетон)~1(?:разбер…|порв…|сотр…|закатаю|закопаю|урою|размажу|раскатаю)',
        '⟨(?:разберу|порву|сотру|закатаю|закопаю|размажу|раскатаю)~1(?:тебя|вас|его|ее)~1(?:по~1кусочкам' +
          '|на~1части|на~1куски|на~1запчасти|в~1порошок|в~1асфальт|в~1бетон)',
      ),
    ),
    reason: 'угроза расправой в жизни',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        '⟨(?:зарепорч…|репортну|зарепорт…|кину~1репорт|накатаю~2жалоб…|напишу~2жалоб…|пожалуюсь|нажалуюсь|настучу~1(?:модер…|админ…))',
        '⟨жалоб…~2(?:на~1(?:тебя|вас|него|нее)|в~1поддержк…)~1(?:в~1поддержк…|модер…|админ…)?',
        '⟨(?:кикну|забаню|выгоню|вылетит|вылетят|вылетишь|вылетите|выкину|удалю)~3(?:с~1(?:моего' +
          '|нашего)~1сервер…|из~1(?:клана|клуба|пати|гильдии|дискорд…|друзей|группы|чата))',
        '⟨с~1(?:тобой|вами|ним|ней|ними|тем|теми|той)~4(?:больше~2)?(?:никогда~1)?не~1(?:играю|сяду|сажусь|позову|возьму|общаюсь|буду~1(?:играть|общаться))',
        '⟨(?:уйду|ливну|выйду)~2из~1(?:клуба|клана|сервер…|дискорд…|пати)',
      ),
    ),
    requires: pattern(CONDITION + '|' + FOR_VOTE),
    reason: 'шантаж: наказание вне игры',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        '⟨(?:испорчу|запорю|завалю|сорву|загублю|разрушу|сломаю)~2(?:вам~1|всем~1)?(?:игру|партию|катку|всю|весь|все)',
        '⟨(?:специально|назло|намеренно|нарочно)~3(?:проиграем|проиграет|проиграете|проиграть|сольем|солью|слью|сдам|сдадим|сливаю|вскроюсь|вскрою|подставлю)',
        '⟨(?:заново~2(?:раздач…|игр…|партию|катку|роли)|(?:раздач…|игр…|партию|катку)~1заново' +
          '|пересда(?:дим|ть|йте|ем|м|дите)|перераздач…|перераздать|рестарт…|перезапуст…~1(?:игр…|катк…))',
      ),
    ),
    // A restart told about ("в прошлый раз раздачу заново начали") is not a proposal.
    unlessAround: pattern('⟨(?:начали|начинали|раздали|раздавали|пересдали|было|был|была|вчера|прошл…|тогда)⟩'),
    window: 40,
    reason: 'угроза сорвать или переиграть игру',
  },
  {
    kind: 'threat',
    judge: rowJudge,
    re: pattern(
      anyOf(
        '⟨(?:ты|вы)~2(?:об~1этом~1)?пожалее(?:шь|те)⟩',
        '⟨(?:пожалеешь|пожалеете|поплатишься|поплатитесь|допрыгаешься|доиграешься|доиграетесь|попляшешь|умоешься)⟩',
        '⟨я~1(?:очень~1)?злопамятн…',
        '⟨(?:тебя|вас)~1запомнил…',
      ),
    ),
    unless: pattern(
      '⟨(?:что|если~1не)~1(?:не~1)?(?:проверил…|послушал…|слушал…|поверил…|верил…|проголосовал…|голосовал…|выставил…|ставил…' +
        '|поднял…|поднимал…|поддержал…|оставил…|убрал…|назвал…)|⟨(?:красн…|черн…|мирн…|мафи…)⟩',
    ),
    // A bare "пожалеешь" or "я злопамятный" threatens without saying what: the host decides.
    confidence: 'likely',
    reason: 'завуалированная угроза',
  },
]);

const W = new Vocabulary();
const MOVE = W.verbs(MOVE_VERBS);
const TIE = pattern(`⟨${group(TIES)}`);
const GAME_ONLY = pattern(`⟨${group(IN_GAME)}`);
/** The person threatened, as an object: "тебя", "вас", "его", "каждого". */
const TARGETS = new Set([
  'тебя',
  'тебе',
  'вас',
  'вам',
  'его',
  'ее',
  'их',
  'каждого',
  'всех',
  'тя',
  'те',
  'тобой',
  'ему',
  'ей',
  'им',
  'кто',
  'тот',
  'тому',
  'тем',
  'того',
  // The one threatened said by the verb: "получишь мут", "словите бан".
  'получишь',
  'получите',
  'словишь',
  'словите',
  'огребешь',
  'огребете',
  'тех',
]);

/**
 * Whether the message ties the consequence to someone's play: a condition
 * ("если", "только попробуй", "ещё одно слово"), a recipient ("кто / тому,
 * кто"), a vote ("за голос", "в меня", "со мной"), or a move asked of or said
 * of another ("проголосуешь", "поставь", "уберёте", "голоснёт").
 */
function tied(n: Normalized): boolean {
  if (has(TIE, n.text)) return true;
  const tokens = n.tokens;
  for (let k = 0; k < tokens.length; k++) {
    // "голос за 5 — и я забываю про твой долг": a dash and "и", the consequence of what comes before.
    if (tokens[k]!.t === 'и' && k > 0 && /[—–]|\s-\s/.test(n.text.slice(tokens[k - 1]!.e, tokens[k]!.s))) return true;
    const v = W.of(tokens[k]!).verb;
    if (v && v.cls === MOVE && (v.form === 'second' || v.form === 'imperative' || v.form === 'third')) return true;
  }
  return false;
}

/** Whether a person is named as the object or the one addressed: "тебя", "его", a seat. */
function targeted(n: Normalized, from: number, to: number): boolean {
  const tokens = n.tokens;
  for (let k = Math.max(0, from); k < Math.min(tokens.length, to); k++) if (TARGETS.has(tokens[k]!.t) || seatAt(n, k)) return true;
  return false;
}

/** The ending of a first-person future, the form threats and offers are made in: "сломаю", "скину", "расскажу", "отдам". */
const FUTURE_FIRST = /(?:[ую]|дам)$/;

/**
 * The act around a consequence or an offer: the speaker's own, now. Told
 * about ("4 угрожал баном"), denied ("я не буду тебя банить", "не угрожай"),
 * in a story ("в прошлой игре кто-то обещал нитро"), the rule, or supposed
 * — no threat; asked of someone ("пригрози ему") the provocation (2.9).
 */
function threatAct(a: Act, word: string): Judged | 'act' {
  if (a.negated || a.rule || a.topic) return null;
  if (a.reported === 'other' || a.reported === 'addressee' || a.quoted) return null;
  // "расскажу всем про твою прошлую игру": a first-person future ("-у", "-ю") is not set in the past its object is.
  if (a.story && !FUTURE_FIRST.test(word)) return null;
  if (a.urged) return 'oath-provocation';
  return 'act';
}

/** A judge for a slot: what it needs besides the act (a tie to play, a person, no game moves). */
function judge(opts: {
  tie?: boolean;
  vow?: boolean;
  person?: boolean;
  gameVeto?: boolean;
  omen?: boolean;
  warned?: boolean;
  addressed?: boolean;
  clauseEnd?: boolean;
  gesture?: boolean;
  move?: boolean;
  reason: string;
}) {
  return (n: Normalized, s: number, e: number): Judged => {
    const i = tokenAt(n, s);
    const j = tokenAt(n, e - 1);
    // The match's first word is the act's: the words inside the match are its context too.
    const first = actAt(n, i, i, 'first');
    // "игру одной фразой закончу": a word of talk inside the match is not what the act is about.
    const a = first.topic && j > i ? { ...first, topic: actAt(n, i, j, 'first').topic } : first;
    // "я тогда роль в чат скину": the first-person future may close the match as well as open it.
    const last = n.tokens[j]?.t ?? '';
    const act = threatAct(a, FUTURE_FIRST.test(last) && j > i ? last : (n.tokens[i]?.t ?? ''));
    if (act !== 'act') return act;
    // "4 замахивается на меня": a gesture with its doer named is told about, not made.
    if (opts.gesture && i > 0 && (seatAt(n, i - 1) || a.who === 'other')) return null;
    // "я тебе устрою!" is complete; "устрою тебе проверку" goes on to name a game move.
    if (opts.clauseEnd && !clauseEnds(n, j)) return null;
    // "у нас будут проблемы, если 5 уйдёт" foretells the game; the harm is the addressee's.
    if (opts.addressed && !addressed(n)) return null;
    // "мы в одном подъезде живём" threatens with a warning or a condition; said alone it is small talk.
    if (opts.warned && !has(WARNED, n.text) && !tied(n)) return null;
    // Game moves, or a role named ("дон, не прячься, мы тебя найдём"), keep it inside the game.
    // Only the threat's own sentence: "Я мирный. 3, я тебе это припомню" opens with a claim, the grudge is apart.
    if (opts.gameVeto && inGame(n, i, j)) return null;
    // "не клянись, а то будет ппк", "зрители, не подсказывайте, а то стол проиграет": a caution against a breach, its
    // penalty or the table's loss foretold, not a threat.
    if (has(CAUTIONED, n.text)) return null;
    // "пожалеешь, что не проверил 6", "я тебя запомнила как красного": regret and the game, not a threat.
    // "молись, чтобы шериф тебя проверил": a wish about the game.
    if (opts.omen && (OMEN_CLAUSES.has(n.tokens[j + 1]?.t ?? '') || namesRole(n, i, j + 6))) return null;
    if (opts.person && !targeted(n, opts.tie ? 0 : i - 3, opts.tie ? n.tokens.length : j + 4)) return null;
    // "тебя в этом клубе больше не будет, я позабочусь": the speaker's guarantee stands for the tie.
    if (opts.tie && !tied(n) && !(opts.vow && has(VOWED, n.text))) return null;
    // "игра на этом закончится, я позабочусь", not "уйдёт 8 — игра закончится": the end guaranteed, not foretold.
    if (opts.vow && !opts.tie && !has(VOWED, n.text)) return null;
    if (opts.move && !moved(n)) return null;
    return { kind: 'threat', reason: opts.reason };
  };
}

/**
 * Whether the threat is the game's: the message names a game move ("я тебя найду... в списке проверок"), its
 * sentence a role, or another sentence a role not as the speaker's claim ("Дон, не прячься. Мы тебя найдём", but
 * not "Я мирный. 3, я тебе это припомню").
 */
function inGame(n: Normalized, i: number, j: number): boolean {
  if (has(GAME_ONLY, n.text)) return true;
  const [from, to] = sentenceOf(n, i, j);
  if (namesRole(n, from, to)) return true;
  for (let s = 0; s < n.tokens.length;) {
    const [a, b] = sentenceOf(n, s);
    if (a !== from && namesRole(n, a, b) && !n.tokens.slice(a, b).some((t) => t.t === 'я')) return true;
    s = b;
  }
  return false;
}

/** A breach warned against, then what it costs: the penalty, the table's loss, "ещё один" (foul). */
const CAUTIONED = pattern(
  `⟨(?:не|без)~1${group(VIOLATIONS)}~8а~0то~3(?:ппк|фол…|пред…|поднят…|бан…|стол~0проиграет|проиграет~0стол|проиграем|один~0получишь|одну~0получишь)`,
);

/** Words that open what an omen word is about when it is regret or a wish, not a threat: "пожалеешь, что …". */
const OMEN_CLAUSES: ReadonlySet<string> = new Set(['что', 'как', 'чтоб', 'чтобы']);

/** Whether the clause ends after token j: the message ends, or punctuation follows, or only a seat ("я тебе устрою, 1"). */
function clauseEnds(n: Normalized, j: number): boolean {
  const next = n.tokens[j + 1];
  if (!next) return true;
  return /[,.!?;:—–)]/.test(n.text.slice(n.tokens[j]?.e ?? next.s, next.s)) || (seatAt(n, j + 1) && j + 2 >= n.tokens.length);
}

const VOTED = pattern(FOR_VOTE);

/** Whether the message asks a move of someone: "проголосуешь", "кто оставит меня", "за голос", "в меня". */
function moved(n: Normalized): boolean {
  if (has(VOTED, n.text)) return true;
  for (const t of n.tokens) {
    const v = W.of(t).verb;
    if (v && v.cls === MOVE && (v.form === 'second' || v.form === 'third' || v.form === 'imperative')) return true;
  }
  return false;
}

/** Whether the message speaks to the one threatened: "тебе", "вас", or a move of theirs ("выставишь", "поставь"). */
function addressed(n: Normalized): boolean {
  for (const t of n.tokens) {
    if (TARGETS.has(t.t)) return true;
    const v = W.of(t).verb;
    if (v && v.cls === MOVE && (v.form === 'second' || v.form === 'imperative')) return true;
  }
  return false;
}

const WARNED = pattern(`⟨${group(WARNINGS)}`);
const VOWED = pattern(`⟨${group(VOWS)}`);

const BODY = `(?:${group(BODY_HARM)}~2${group(BODY_PARTS)}|${group(BODY_PARTS)}~2${group(BODY_HARM)})`;
const EXPOSE = `(?:${group(EXPOSE_VERBS)}~3${group(EXPOSE_OBJECTS)}|${group(EXPOSE_OBJECTS)}~3${group(EXPOSE_VERBS)})`;
/** The addressee's things sent to a public place: "твоё фото в общий чат кину". */
const YOURS = '(?:твои|твою|твое|твой|твоя|ваши|вашу|ваше|ваш)~1';
const PUBLISH =
  `(?:${YOURS}${group(EXPOSE_OBJECTS)}~4${group(PUBLIC)}~1${group(TELL_VERBS)}` +
  `|${group(TELL_VERBS)}~2${YOURS}${group(EXPOSE_OBJECTS)}~2${group(PUBLIC)})`;
const TELL = `(?:${group(TELL_VERBS)}~3${group(EXPOSE_PEOPLE)}|${group(EXPOSE_PEOPLE)}~3${group(TELL_VERBS)})`;
const TO_WHOM = '(?:каждому|любому|всем|тому|тем)';
/** A bribe's good: money, goods, perks, or an amount ("3 0 0 р", "500р"). */
const BRIBE = `(?:${group(GOODS, PERKS)}|\\d+(?:~0\\d+){0,3}~0(?:р|руб…|₽|\\$)⟩|\\d+(?:р|руб)⟩|\\d+⟩~1${group(TRANSFERS)})`;
const LET = `⟨${group(LET_IN)}~4(?:в|на)~2${group(CIRCLES)}`;
const PROPERTY_DAMAGE = `(?:${group(PROPERTY_HARM)}~2${group(PROPERTY)}|${group(PROPERTY)}~2${group(PROPERTY_HARM)})`;
const STRUCK = `(?:по~1${listGroup(BODY_STRUCK)}|${listGroup(BLOWS)})`;
const REVEAL = `(?:${group(REVEAL_VERBS)}~3${group(OWN_ROLE)}|${group(OWN_ROLE)}~3${group(REVEAL_VERBS)})`;
const SHUT = `(?:⟨(?:в|на|из|с)~2${group(CIRCLES)}~4${group(SHUT_OUT)}|⟨${group(SHUT_OUT)}~4(?:в|на|из|с)~2${group(CIRCLES)})`;
const GESTURE_REASON = 'угрожающий жест';

/** The slots as rows, each judged by the act around it. */
const SLOTS = table([
  {
    kind: 'threat',
    re: pattern(`⟨${group(HARM)}|⟨${BODY}`),
    unless: ARGUMENT_BROKEN,
    judge: judge({ person: true, gameVeto: true, reason: 'угроза физической расправой' }),
    reason: 'угроза физической расправой',
  },
  {
    kind: 'threat',
    re: pattern(
      `⟨${group(PURSUIT)}~2(?:до~1)?(?:тебя|вас|его|ее|их|каждого|всех|тя)⟩|⟨(?:тебя|вас|его|ее|каждого|всех|тя)~3${group(PURSUIT)}`,
    ),
    judge: judge({ gameVeto: true, reason: 'угроза найти и расправиться' }),
    reason: 'угроза найти и расправиться',
  },
  { kind: 'threat', re: pattern(`⟨${group(OMENS)}`), judge: judge({ omen: true, reason: 'угроза' }), reason: 'угроза' },
  {
    kind: 'threat',
    re: pattern(`⟨${group(SANCTIONS)}`),
    unless: pattern('⟨(?:мут~1уш…|мутить~1уш…|за~1(?:клятв…|пари|оскорб…|мат…))'),
    judge: judge({ tie: true, person: true, reason: 'угроза наказанием на сервере' }),
    reason: 'угроза наказанием на сервере',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(SOCIAL)}`),
    judge: judge({ tie: true, vow: true, reason: 'шантаж: дружбой или совместной игрой' }),
    reason: 'шантаж',
  },
  {
    kind: 'threat',
    // "у меня есть твои скрины из лс": the material held, a threat when tied to a vote.
    re: pattern(
      `⟨${group(EXPOSURE)}|⟨${EXPOSE}|⟨${TELL}|⟨${PUBLISH}|⟨у~1меня~2(?:твои|твоя|твой|твое|ваши|ваша|ваш)~2${group(EXPOSE_OBJECTS)}`,
    ),
    judge: judge({ tie: true, reason: 'шантаж: опубликует или расскажет личное' }),
    reason: 'шантаж',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(DOXXING)}`),
    judge: judge({ reason: 'угроза найти человека в жизни' }),
    reason: 'угроза найти человека в жизни',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(WRECK)}`),
    judge: judge({ tie: true, vow: true, reason: 'угроза сорвать игру' }),
    reason: 'угроза сорвать игру',
  },
  {
    // A ride or help in a later game is a bribe only for a move ("подвезу, если проголосуешь"), not "если хочешь".
    kind: 'threat',
    re: pattern(`⟨${group(FAVOURS)}|⟨${group(LATER_GAMES)}~3${group(LATER_HELP)}|⟨${group(LATER_HELP)}~3${group(LATER_GAMES)}`),
    judge: judge({ move: true, reason: 'подкуп: услуга за игру' }),
    reason: 'подкуп',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(WRECK_OUTRIGHT)}`),
    judge: judge({ reason: 'угроза сорвать игру' }),
    reason: 'угроза сорвать игру',
  },
  {
    kind: 'threat',
    re: pattern(SHUT),
    // Anchored on "в", "из" (everywhere): first make sure someone is shut out at all.
    requires: pattern(`⟨${group(SHUT_OUT)}`),
    judge: judge({ tie: true, vow: true, reason: 'шантаж: не пустит в клан, клуб или команду' }),
    reason: 'шантаж',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(VAGUE_HARM)}`),
    judge: judge({ tie: true, addressed: true, reason: 'угроза последствиями' }),
    reason: 'угроза',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(VEILED)}`),
    // Opens on "у меня", everywhere: looked at only with a warning or a condition said.
    requires: pattern(`⟨${group(WARNINGS, TIES)}`),
    judge: judge({ warned: true, reason: 'завуалированная угроза' }),
    reason: 'завуалированная угроза',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(BARE_HARM)}⟩`),
    // "не ругайтесь, а то фол получите": the game's penalty foretold, named just before.
    unless: pattern(`⟨(?:фол…|предупрежден…|замечани…|варн…|штраф…)~1${group(BARE_HARM)}⟩`),
    judge: judge({ clauseEnd: true, tie: true, addressed: true, reason: 'угроза: «получишь»' }),
    reason: 'угроза',
  },
  {
    // "рейтинг тебе обнулю", "в рейтинге утоплю": the club's standing harmed, to a person.
    kind: 'threat',
    re: pattern(`⟨${group(STANDING_HARM)}~3${group(STANDINGS)}|⟨${group(STANDINGS)}~3${group(STANDING_HARM)}`),
    judge: judge({ person: true, reason: 'угроза рейтингу в клубе' }),
    reason: 'угроза',
  },
  {
    // The price of a vote asked or offered: the vote bought is its own tie.
    kind: 'threat',
    re: pattern(`⟨${group(VOTE_PRICE)}`),
    judge: judge({ reason: 'подкуп: покупка голоса' }),
    reason: 'подкуп',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(UNSAID)}⟩`),
    judge: judge({ clauseEnd: true, reason: 'угроза: «я тебе устрою»' }),
    reason: 'угроза',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(LATER_GAMES)}~3${group(LATER_REVENGE)}|⟨${group(LATER_REVENGE)}~3${group(LATER_GAMES)}`),
    judge: judge({ person: true, reason: 'угроза местью в следующей игре' }),
    reason: 'угроза',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(LATER_GAMES)}~4${group(LATER_MOVES)}|⟨${group(LATER_MOVES)}~4${group(LATER_GAMES)}`),
    judge: judge({ tie: true, person: true, reason: 'угроза: расправа в следующей игре за голос' }),
    reason: 'угроза',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(GRUDGES)}`),
    judge: judge({ person: true, gameVeto: true, omen: true, reason: 'угроза: «я тебе это припомню»' }),
    reason: 'угроза',
  },
  {
    // "щас кто-то получит по шее", "ты у меня леща получишь": the blow foretold to the person.
    kind: 'threat',
    re: pattern(
      '⟨(?:получишь|получит|получите|получат|схлопочешь|схлопочет|огребешь|огребет|огребете|отхватишь|отхватит)' +
        `~1(?:по~1${listGroup(BODY_STRUCK)}|${listGroup(BLOWS)})`,
    ),
    judge: judge({ person: true, gameVeto: true, reason: 'угроза физической расправой' }),
    reason: 'угроза физической расправой',
  },
  {
    // "по лицу дам", "врежу тебе по морде", "леща пропишу": a blow promised in the first person.
    kind: 'threat',
    re: pattern(`⟨${group(STRIKES)}~2${STRUCK}|⟨${STRUCK}~2${group(STRIKES)}`),
    judge: judge({ person: true, gameVeto: true, reason: 'угроза физической расправой' }),
    reason: 'угроза физической расправой',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${PROPERTY_DAMAGE}`),
    judge: judge({ person: true, gameVeto: true, reason: 'угроза испортить имущество' }),
    reason: 'угроза испортить имущество',
  },
  {
    // "поддержишь — возьму тебя в команду на турнир": a place in a circle for a move, not "позову в дискорд, если хочешь".
    kind: 'threat',
    re: pattern(LET),
    requires: pattern(`⟨${group(LET_IN)}`),
    judge: judge({ move: true, reason: 'подкуп: место в клане, клубе или команде за игру' }),
    reason: 'подкуп',
  },
  {
    // "завтра в универе встретимся, объяснишь свой голос": a meeting in life over a vote.
    kind: 'threat',
    re: pattern(`⟨${group(MEETS)}~3${group(LIFE_PLACES)}|⟨${group(LIFE_PLACES)}~2${group(MEETS)}`),
    judge: judge({ move: true, person: true, reason: 'угроза встречей в жизни' }),
    reason: 'угроза встречей в жизни',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(ABRUPT_ENDINGS)}`),
    unless: pattern(`⟨${OUTCOME}⟩`),
    judge: judge({ tie: true, vow: true, reason: 'угроза сорвать игру' }),
    reason: 'угроза сорвать игру',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(ENDINGS)}`),
    judge: judge({ vow: true, reason: 'угроза сорвать игру' }),
    reason: 'угроза сорвать игру',
  },
  {
    // "ставьте меня — я тогда роль в чат скину": one's role revealed to wreck the game.
    kind: 'threat',
    re: pattern(`⟨${REVEAL}`),
    // "скину роль ведущему в лс": shown to the host, not to the table.
    unless: pattern(`⟨${HOST_OR_BOT}⟩|⟨в~1(?:лс|личк…)`),
    judge: judge({ tie: true, reason: 'угроза вскрыть свою роль' }),
    reason: 'угроза сорвать игру',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(THROWS)}~3${group(THROWN)}|⟨${group(THROWN)}~3${group(THROWS)}`),
    judge: judge({ person: true, gameVeto: true, reason: 'угроза: бросит чем-то в игрока' }),
    reason: 'угроза физической расправой',
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(THREAT_GESTURES)}`),
    judge: judge({ gesture: true, reason: GESTURE_REASON }),
    reason: GESTURE_REASON,
  },
  {
    kind: 'threat',
    re: pattern(`⟨${group(AIMED_GESTURES)}`),
    judge: judge({ gesture: true, person: true, reason: GESTURE_REASON }),
    reason: GESTURE_REASON,
  },
  {
    kind: 'threat',
    re: pattern(
      `⟨${group(OFFERS)}~4${BRIBE}|⟨${BRIBE}~3${group(OFFERS)}|⟨${BRIBE}~3${TO_WHOM}⟩|⟨${TO_WHOM}~2${BRIBE}|⟨${group(WHOLE_OFFERS)}` +
        `|⟨${BRIBE}~3${group(TRANSFERS)}|⟨${BRIBE}~1(?:тебе|вам)⟩|⟨${BRIBE}~1за~1мной⟩`,
    ),
    judge: judge({ tie: true, reason: 'подкуп: подарок или деньги за игру' }),
    reason: 'подкуп',
  },
]);

export default family({
  name: 'threats',
  kinds: {
    threat: { online: teamLoss('4.2'), 'club-warnings': none, 'club-remarks': teamLoss('club-remarks/threat') },
  },
  steps: [{ stage: 'acts', tables: [ROWS, SLOTS] }],
  examples: {
    finds: {
      threat: [
        'поставишь меня — я весь стол переверну',
        'голосни за 4, а я тебе на турнире помогу',
        'будешь против меня — забудь, что мы знакомы',
        'после игры тебе хана',
        'только попробуй меня выставить',
        'заблочу тебя если не поставишь',
        'переведу 500р тому кто выставит 8',
        'я тебе нос сломаю',
        'устрою вам ппк',
        'ливну из игры если заголосуете',
        'голову оторву тебе, 3',
        'выставишь меня — получишь мут на сервере',
        'проголосуй со мной, я тебе пиццу закажу',
        'не проголосуешь за 4 — из пати вылетишь',
        'голоснёшь за 3 — будут проблемы, поверь',
        'я тебе устрою!',
        'у меня друзья в полиции, учти это',
        'ну вы у меня ещё наплачетесь',
        '*чиркает пальцем по горлу*',
        '*разминает кулаки, глядя на 2*',
        'кто спасёт меня, тому оплачу такси',
        'довезу до дома того, кто оставит меня',
        'ставьте в меня — я стол развалю',
        'у меня есть твои скрины из лс, 2. подумай, как голосовать',
        'после клуба на парковке увидимся, 10',
        'кину в тебя стаканом, если ещё раз перебьёшь',
        'я тебе это припомню, 8',
      ],
    },
    clean: [
      'если не проверишь меня, я в тебя не сыграю',
      'сейчас я разнесу твою версию по фактам, 6',
      'ночью убьем тебя, не переживай',
      'после игры пойду спать',
      'сломал ногу вчера, сижу дома',
      'ведущий, 4 угрожал мне баном, посмотрите',
      'в прошлой игре кто-то обещал нитро за голос',
      'размажу тебя на голосовании аргументами',
      'я тебе устрою проверку ночью',
      'после игры подвезу тебя до метро, если хочешь',
      'у нас будут проблемы, если 7 уйдёт',
      'мы с 5 в одном доме живём, поэтому вместе пришли',
      '4 замахивается на меня, ведущий',
      '*разминает кулаки перед речью*',
      'если проиграем, из турнира вылетим',
      'вы пожалеете, что не послушали шерифа',
      'после этой игры сделаю перерыв на чай',
      'я тебе это припомню на следующем круге',
      'мафия, берегитесь, шериф не спит',
      'увидимся после игры на разборе',
    ],
  },
});
