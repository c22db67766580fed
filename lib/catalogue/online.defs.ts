/**
 * The online rule set (rules/online-rules.ru.txt), rule by rule. Ids follow
 * the summary list at the end of the document, with its slips fixed: voting
 * order is 1.8 (the list prints 1.7 twice), foreign language is 2.6 (its
 * detail section says 2.5), insulting emoji are 3.2.1 when aimed at a person
 * and 2.5 otherwise. Examples are the document's own; phrases printed with
 * alternatives ("красный/черный") are expanded.
 */
import type { RuleDef } from './types';

const P = (n: string) => `Пункт правила ${n}`;
const PP = (n: string) => `Пункт правил ${n}`;

export const ONLINE_DEFS: RuleDef[] = [
  // ── Fouls ─────────────────────────────────────────────
  {
    id: '1.1', ruleSet: 'online', title: 'Мат, в т.ч. завуалированный', titleEn: 'Profanity, including veiled', penalty: 'foul', detect: 'auto',
    span: { from: 'Использование мата, нецензурной лексики', to: P('1.2') },
    forbidden: ['бл', 'сук', 'пзд', 'нах', 'еб', 'мля', 'чзх', 'wtf', 'fuck', 'shit', 'втф', 'фак', 'щит'],
    allowed: [],
    keywords: ['мат', 'маты', 'материться', 'нецензурная лексика', 'ругательство', 'profanity'],
  },
  {
    id: '1.2', ruleSet: 'online', title: 'Флуд, спам, капс', titleEn: 'Flood, spam, caps', penalty: 'foul', penaltyNote: 'сначала устное предупреждение, повторное нарушение — фол', detect: 'context',
    span: { from: P('1.2'), to: P('1.3') },
    forbidden: ['Я КРАСНЫЙ ПРИВЕТИКИ', 'ОН ЧЕРНЫЙ НЕ ВЕРЬ ЕМУ', 'ваылавывллаы ×4', '«Он соврал» ×4'],
    allowed: ['АХАХАХХАХА'],
    keywords: ['капс', 'caps', 'флуд', 'спам', 'заглавные', 'большие буквы'],
  },
  {
    id: '1.3', ruleSet: 'online', title: 'Флуд на речи', titleEn: 'Flooding during a speech', penalty: 'foul', penaltyNote: 'каждые 5 секунд нарушения — фол', detect: 'manual',
    span: { from: P('1.3'), to: P('1.4') }, forbidden: ['«Мяу», «Мяу», «Мяу», «Мяу» на речи'], allowed: [], keywords: ['повторение', 'звуки'],
  },
  {
    id: '1.4', ruleSet: 'online', title: 'Речь не в свою минуту', titleEn: 'Speaking out of turn', penalty: 'foul', detect: 'manual',
    span: { from: P('1.4'), to: P('1.5') }, forbidden: ['Выкрики не на своей минуте', 'Продолжение речи после «спасибо», «пас», «скип»'], allowed: [], keywords: ['выкрики', 'перебивать'],
  },
  {
    id: '1.5', ruleSet: 'online', title: 'Неэтичное поведение (звуки)', titleEn: 'Unethical behaviour (sounds)', penalty: 'foul', detect: 'manual',
    span: { from: P('1.5'), to: P('1.6') }, forbidden: ['Стоны, отрыжки, чавканье', 'Кривляние голоса'], allowed: [], keywords: ['чавканье', 'звуки', 'кривляние'],
  },
  {
    id: '1.6', ruleSet: 'online', title: 'Споры с ведущим', titleEn: 'Arguing with the host', penalty: 'foul', detect: 'auto',
    span: { from: P('1.6'), to: P('1.7') },
    forbidden: ['Ты неправильно дал мне фол', 'Убери мне пред'], allowed: ['Ведущий за что фол?', 'Что я нарушил?'],
    keywords: ['спор', 'оспаривание', 'фол'],
  },
  {
    id: '1.7', ruleSet: 'online', title: 'Отвлекающая деятельность', titleEn: 'Distracting activity', penalty: 'foul', penaltyNote: 'каждые 5 секунд нарушения — фол', detect: 'manual',
    span: { from: P('1.7'), to: P('1.8') }, forbidden: ['Пение, чтение стихов'], allowed: [], keywords: ['пение', 'стихи'],
  },
  {
    id: '1.8', ruleSet: 'online', title: 'Нарушение порядка голосования', titleEn: 'Breaking the voting order', penalty: 'foul', detect: 'context',
    span: { from: P('1.8'), to: 'Апеллирование к уровню игры' },
    forbidden: ['++', '+цу', '='], allowed: ['+'],
    keywords: ['голосование', 'плюс', 'vote'],
  },
  // ── Warnings ──────────────────────────────────────────
  {
    id: '2.1', ruleSet: 'online', title: 'Апеллирование к уровню игры', titleEn: 'Appeal to game level', penalty: 'warning', detect: 'auto',
    span: { from: 'Апеллирование к уровню игры', to: P('2.2') },
    forbidden: ['Ты не умеешь играть, пасани', 'Зачем 04 что то говорит, он все равно играть не умеет', 'Я не проголосую с 9 игроком потому что он играть не умеет'],
    allowed: [], keywords: ['уровень игры', 'не умеешь играть'],
  },
  {
    id: '2.2', ruleSet: 'online', title: 'Апеллирование к умственным способностям', titleEn: 'Appeal to mental ability', penalty: 'warning', detect: 'auto',
    span: { from: P('2.2'), to: P('2.3') },
    forbidden: ['09 плохо думает, не слушаем его', '05 зачем ты слушаешь 9, он не умеет думать в мафии', 'Ну я же объективно думаю лучше чем 6, поставь со мной'],
    allowed: [], keywords: ['умственные способности', 'думает'],
  },
  {
    id: '2.3', ruleSet: 'online', title: 'Самобичевание', titleEn: 'Self-abasement', penalty: 'warning', detect: 'auto',
    span: { from: P('2.3'), to: P('2.4') },
    forbidden: ['Простите что я такой дурак, не подумал', 'Я по вашему такой идиот, чтобы так делать?', 'Я не такой дурак, чтобы так делать!', 'Если ты думаешь что я чёрный, значит ты меня считаешь дураком'],
    allowed: ['Я не глупый чтобы так делать'], keywords: ['самобичевание', 'унижение себя'],
  },
  {
    id: '2.4', ruleSet: 'online', title: 'Грубые высказывания', titleEn: 'Rudeness', penalty: 'warning', penaltyNote: 'к ведущему — от игрового предупреждения до поднятия', detect: 'auto',
    span: { from: P('2.4'), to: P('2.5') },
    forbidden: ['Закрой свой рот', 'Позор', 'Ну у 1 игрока речь настолько хуевая, что я уверен что он черный', 'Закрой своё хлебало', 'Закрой ебало'],
    allowed: [], keywords: ['грубость', 'неэтичное поведение', 'хамство'],
  },
  {
    id: '2.5', ruleSet: 'online', title: 'Эмодзи для оскорбления и провокаций', titleEn: 'Insulting or provoking emoji', penalty: 'warning', penaltyNote: 'эмодзи в адрес игрока («Ты 🤡») — поднятие по 3.2.1', detect: 'auto',
    span: [{ from: '2.5 Использование эмодзи', line: true }, { from: 'Использовать Эмодзи', to: 'Оскорбления' }],
    forbidden: ['🤡', '💩'], allowed: [], keywords: ['эмодзи', 'смайлик', 'emoji'],
  },
  {
    id: '2.6', ruleSet: 'online', title: 'Иностранный язык', titleEn: 'Foreign language', penalty: 'warning', detect: 'auto',
    span: { from: P('2.5'), to: P('2.7') },
    forbidden: ['I think number five is the sheriff tonight'], allowed: ['Хай гайс че как вы', 'Саламалейкум'],
    keywords: ['иностранный язык', 'английский', 'сокрытие информации'],
  },
  {
    id: '2.7', ruleSet: 'online', title: 'Излишняя эмоциональность', titleEn: 'Excessive emotion', penalty: 'warning', penaltyNote: 'сначала просьба умерить эмоции; слишком громкий крик — поднятие', detect: 'manual',
    span: { from: P('2.7'), to: P('2.8') }, forbidden: ['Крики, истерика, повышенный тон'], allowed: [], keywords: ['крик', 'истерика', 'эмоции'],
  },
  {
    id: '2.8', ruleSet: 'online', title: 'Утверждать, что другой игрок поклялся', titleEn: 'Claiming another player swore', penalty: 'warning', detect: 'auto',
    span: { from: P('2.8'), to: P('2.9') },
    forbidden: ['5-й поклялся на речи', 'Он сказал клянусь на речи'], allowed: [], keywords: ['поклялся', 'утверждать'],
  },
  {
    id: '2.9', ruleSet: 'online', title: 'Провокация на нарушение', titleEn: 'Provoking a violation', penalty: 'warning', detect: 'auto',
    span: { from: P('2.9'), to: 'Фолы' },
    forbidden: ['Поклянись если красный', 'А ты честно красный?', 'Клянешься?'], allowed: ['фольни', 'спой', 'покричи', 'накричи на него'],
    keywords: ['провокация', 'поклянись'],
  },
  // ── Removal ───────────────────────────────────────────
  {
    id: '3.1', ruleSet: 'online', title: 'Покидание игрового стола', titleEn: 'Leaving the table', penalty: 'removal', detect: 'manual',
    span: { from: 'Запрещено любое покидание игрового стола, включая', to: PP('3.1.1') },
    forbidden: ['Игрок покинул стол и зашёл в другой войс', 'Игрок покинул стол, чтобы пропустить речь'], allowed: [], keywords: ['уход', 'войс', 'тех пауза'],
  },
  {
    id: '3.1.1', ruleSet: 'online', title: 'Мут ушей', titleEn: 'Deafening oneself', penalty: 'removal', detect: 'manual',
    span: { from: PP('3.1.1'), to: PP('3.1.2') }, forbidden: ['Не размучивает уши до конца последней речи'], allowed: [], keywords: ['мут', 'уши'],
  },
  {
    id: '3.1.2', ruleSet: 'online', title: 'Мут другого игрока', titleEn: 'Muting another player', penalty: 'removal', penaltyNote: 'сначала устное предупреждение, повторно — поднятие', detect: 'manual',
    span: { from: PP('3.1.2'), to: PP('3.2') }, forbidden: ['После просьбы не размучивает игрока'], allowed: [], keywords: ['мут'],
  },
  {
    id: '3.2', ruleSet: 'online', title: 'Оскорбления', titleEn: 'Insults', penalty: 'removal', detect: 'auto',
    span: [{ from: PP('3.2'), to: 'Использовать Эмодзи' }, { from: 'Оскорбления', after: 'Использовать Эмодзи', to: 'Высказывания приписывающие' }, { from: 'Примечание', after: 'Высказывания о физическом насилии', to: PP('3.3') }],
    forbidden: ['Глупый красный', 'Глупый черный', 'Глупенький', 'Дурашка', 'Фрик', 'Скуф', 'Полупокер', 'Позорище', 'Фембой', '9 тупой', '5 дебил', 'у 04 мозгов нету'],
    allowed: ['Фиксик', 'Якорь', 'Балласт', 'Руина'], keywords: ['оскорбление', 'оск', 'обзывать'],
  },
  {
    id: '3.2.1', ruleSet: 'online', title: 'Эмодзи-оскорбление в адрес игрока', titleEn: 'Emoji insult aimed at a player', penalty: 'removal', detect: 'auto',
    span: { from: 'Использовать Эмодзи', to: 'Оскорбления' },
    forbidden: ['Ты 🤡', 'Ты ♿', 'Ты 💩'], allowed: [], keywords: ['эмодзи', 'клоун'],
  },
  {
    id: '3.2.2', ruleSet: 'online', title: 'Неполноценное здоровье, опьянение', titleEn: 'Attributing ill health or intoxication', penalty: 'removal', detect: 'auto',
    span: { from: 'Высказывания приписывающие неполноценное', to: 'Действия сексуального характера' },
    forbidden: ['Ты инвалид', 'Ты безмозглый', 'Ты даун', 'Ты пьяный или че?', 'Ты накуренный или че?', 'Ты обдолбанный или че?', 'У тебя мозги есть?'],
    allowed: ['Ну 5 игрок сказал что он пьяный, а как версию собирать то', 'Ну 6 так смешно картавит, очень мило', 'Ну ты слепой, я тебе уже 3 раза написал', 'Ты глухой, я 6 раз повторила'],
    keywords: ['инвалид', 'пьяный', 'здоровье'],
  },
  {
    id: '3.2.3', ruleSet: 'online', title: 'Действия сексуального характера', titleEn: 'Sexual remarks', penalty: 'removal', detect: 'auto',
    span: { from: 'Действия сексуального характера', to: 'Дискриминация' },
    forbidden: ['Я тебе в рот кончал', 'Я бы трахнул', 'Я вчера выебал 09 игрока', 'Я бы тебе отлизал, реально', 'Я бы вдул 5ой, отвечаю', 'Скинь жопу', 'Скинь сиськи', 'Скинь пенис'],
    allowed: [], keywords: ['секс', 'пошлость'],
  },
  {
    id: '3.2.4', ruleSet: 'online', title: 'Дискриминация', titleEn: 'Discrimination', penalty: 'removal', detect: 'auto',
    span: { from: 'Дискриминация', after: 'Действия сексуального характера', to: 'Упоминания родных' },
    forbidden: ['Я не играю с девочками потому что их место на кухне', 'Я не играю с 09 потому что он украинец', 'Я не играю с 09 потому что он не верит в аллаха', 'Я не играю с 09 потому что у него пенис маленький', 'Негры', 'Хачи', 'Чурки', 'Хохлы', 'Узкоглазые'],
    allowed: [], keywords: ['расизм', 'национальность', 'сексизм'],
  },
  {
    id: '3.2.5', ruleSet: 'online', title: 'Оскорбительное упоминание родных', titleEn: 'Insulting relatives', penalty: 'removal', detect: 'auto',
    span: { from: 'Упоминания родных', to: 'Призыв к смерти' },
    forbidden: ['Мамаше своей так говорить будешь', 'Твой отец случайно не изменяет твоей маме с мужиками?', 'Маме привет передай, классно вчера с ней отдохнул ночью'],
    allowed: [], keywords: ['мама', 'родные', 'родственники'],
  },
  {
    id: '3.2.6', ruleSet: 'online', title: 'Призыв к смерти', titleEn: 'Calls to death or self-harm', penalty: 'removal', detect: 'auto',
    span: { from: 'Призыв к смерти', to: 'Высказывания о физическом насилии' },
    forbidden: ['Иди вскройся, зачем ты в мафию играешь', 'Головой об стенку ударься пару раз', 'Вены бы лучше вскрыл, чем шерифом', 'Утопись, я тебя прошу'],
    allowed: [], keywords: ['смерть', 'суицид', 'вскройся'],
  },
  {
    id: '3.2.7', ruleSet: 'online', title: 'Высказывания о физическом насилии', titleEn: 'Talk of physical violence', penalty: 'removal', detect: 'auto',
    span: { from: 'Высказывания о физическом насилии', to: 'Примечание' },
    forbidden: ['Тебя головой в детсве били?', 'А ты часто получал пиздюлей?', 'Лучше бы тебя не роняли в детстве'],
    allowed: [], keywords: ['насилие', 'избиение'],
  },
  {
    id: '3.3', ruleSet: 'online', title: 'Ночная жестикуляция', titleEn: 'Night gestures', penalty: 'removal', detect: 'context',
    span: { from: PP('3.3'), to: PP('3.3.1') },
    forbidden: ['Смена никнейма ночью', 'Смена статуса или аватара ночью', 'Мигание ушками ночью'], allowed: ['Перезашёл в войс ночью за пару секунд'],
    keywords: ['ночь', 'ник', 'аватар', 'жесты'],
  },
  {
    id: '3.3.1', ruleSet: 'online', title: 'Озвучивание ночных действий', titleEn: 'Voicing night actions', penalty: 'removal', detect: 'auto',
    span: { from: PP('3.3.1'), to: PP('3.4') },
    forbidden: ['Я ночью отошел от компа, ток щас вернулся', 'Я даже не заметила что игра началась, пока тик ток смотрела, только на речи 2 поняла что игрок', 'Я ночью курить бегаю, я бы не успел договорится с 10 кто вскрывается', 'Я мигнул в 10:40'],
    allowed: [], keywords: ['ночные действия', 'договорка'],
  },
  {
    id: '3.4', ruleSet: 'online', title: 'Слёзы за игровым столом', titleEn: 'Crying at the table', penalty: 'removal', detect: 'manual',
    span: { from: PP('3.4'), to: PP('3.5') }, forbidden: ['Плач, всхлипывания, наигранный плач'], allowed: ['Плачет от смеха'], keywords: ['слёзы', 'плач'],
  },
  {
    id: '3.5', ruleSet: 'online', title: 'Неигровые апелляции', titleEn: 'Non-game appeals', penalty: 'removal', detect: 'auto',
    span: { from: PP('3.5'), to: PP('3.6') },
    forbidden: [
      'Честно красный', 'Видит бог, я красный', 'Умоляю поставь со мной', 'Я красный как кровь у девственниц', 'Я красный как цвет борща',
      'По братски проголосуй со мной', 'Я бы не стрелял его, он мой друг', 'Давай по дружески ты сыграешь в мой красный цвет',
      'Ведущий сказал 10 на моей речи, поэтому он черный', 'Ведущий не принял 9 на голосование, потому что он красный', 'Ведущий посмеялся когда 5 сказал что он шериф, поэтому 5 черный',
      '10-му не может выпасть 2-й шериф подряд, поэтому он черный', 'Я вскрыл роль', 'Я никогда не вскрываюсь на черном', 'Он никогда не вскрывается на черном', 'Я на доне не вскрываюсь', 'Он на доне не вскрывается',
    ],
    allowed: ['Честно говоря', 'не дай бог', 'боже мой', 'ой, да я тебя умоляю', 'Третий игрок черный, как мои шорты'],
    keywords: ['честно', 'бог', 'умоляю', 'по-братски', 'религия', 'апелляция'],
  },
  {
    id: '3.6', ruleSet: 'online', title: 'Soundpad и изменение голоса', titleEn: 'Soundpad and voice changers', penalty: 'removal', penaltyNote: 'громкие звуки на фоне: сначала устное предупреждение', detect: 'manual',
    span: { from: PP('3.6'), to: PP('3.6.1') }, forbidden: ['Намеренно включает музыку', 'Голос изменён программой'], allowed: [], keywords: ['саундпад', 'soundpad', 'музыка'],
  },
  {
    id: '3.6.1', ruleSet: 'online', title: 'Передача аккаунта', titleEn: 'Handing over the account', penalty: 'removal', detect: 'manual',
    span: { from: PP('3.6.1'), to: PP('3.7') }, forbidden: ['Сначала говорил один игрок, потом звучит другой голос'], allowed: [], keywords: ['аккаунт'],
  },
  {
    id: '3.7', ruleSet: 'online', title: 'Политические темы', titleEn: 'Politics', penalty: 'removal', detect: 'auto',
    span: { from: PP('3.7'), to: 'Пункты правил 3.8' },
    forbidden: ['Слава России', 'Слава Украине', 'ZV', 'SVO'], allowed: [], keywords: ['политика', 'лозунг'],
  },
  {
    id: '3.8', ruleSet: 'online', title: 'Переписка с другими игроками', titleEn: 'Correspondence with players', penalty: 'removal', detect: 'auto',
    span: { from: 'Пункты правил 3.8', to: PP('3.9') },
    forbidden: ['Мне 3й игрок написал в лс что он мирный житель', 'Мне 5й игрок всю ночь писал, я думаю он красный', 'Мы с 5 списались да, мы оба красные'],
    allowed: [], keywords: ['переписка', 'лс', 'личка'],
  },
  {
    id: '3.9', ruleSet: 'online', title: 'Параллельные занятия', titleEn: 'Parallel activities', penalty: 'removal', detect: 'auto',
    span: { from: PP('3.9'), to: PP('3.10') },
    forbidden: ['Я в тик ток смотрел, и не слушал вас', 'Я в бравл играл, че вы там говорили?', 'Так я видос смотрел, че кто шериф?', 'Щас я трон снесу, и скажу речь', '9 ты можешь уже свапнуться со мной линиями'],
    allowed: ['Ща я быстренько отвечу девушке, так вот 5 чр', 'Я до игры такую классную катку сыграл в доте', 'Утром посмотрела тик ток, и он был про котиков'],
    keywords: ['тикток', 'другие игры', 'отвлечение'],
  },
  {
    id: '3.10', ruleSet: 'online', title: 'Апелляция к обсуждению', titleEn: 'Appeal to the post-game discussion', penalty: 'removal', detect: 'auto',
    span: { from: PP('3.10'), to: PP('3.11') },
    forbidden: ['Я после игры научу тебя извиняться в обсуждении', 'В обсуждении расскажешь как хорошо сыграл', 'Я тебе после игры расскажу как ты плохо сыграл'],
    allowed: [], keywords: ['обсуждение', 'после игры'],
  },
  {
    id: '3.11', ruleSet: 'online', title: 'Апелляция к результатам игры', titleEn: 'Appeal to the game results', penalty: 'removal', detect: 'auto',
    span: { from: PP('3.11'), to: 'Использование мата, нецензурной лексики' },
    forbidden: ['В результатах увидишь, он черный', 'Потом посмотришь кто шериф после игры', 'В результатах все посмотрите что я красный'],
    allowed: [], keywords: ['результаты', 'итоги'],
  },
  // ── Team loss (ППК) ───────────────────────────────────
  {
    id: '4.1', ruleSet: 'online', title: 'Клятвы и пари', titleEn: 'Oaths and bets', penalty: 'team-loss', detect: 'auto',
    span: { from: 'Использование клятвы и/или пари', to: PP('4.2') },
    forbidden: [
      'Клянусь, я красный', 'Клянусь, я черный', 'Клянусь, если ты не проголосуешь со мной, проиграем', 'Я в прошлом кругу поклялся красным', 'Кля я кр',
      'Клянусь я поел', 'Клянусь а нет не клянусь', 'Я тебе отвечаю 9 чр', 'Бля буду ты красный',
      'Спорим на нитро что я красный?', 'Давай поспорим на то, что завтра этот шериф даст тебя чёрным', 'Спорим что мафия захочет отстрелить 09?',
      'Если бы я мог, я бы поклялся', 'Жалко что я не могу поклясться', 'Ведущий, а сколько бан за клятву дают?', 'Я поклялся',
    ],
    allowed: ['Давай пари, ты не голосуешь меня, а я не стреляю?', 'Пари, ты голосуешь 5, а я проверяю по тебе', 'Давай поспорим что я сегодня куплю нитро?', 'Давайте спор, я щас в коинфлипе решку достану', 'Спорим я отожмусь 100 раз'],
    keywords: ['клятва', 'клянусь', 'кля', 'пари', 'спор', 'спорим', 'зуб даю', 'отвечаю', 'oath', 'bet'],
  },
  {
    id: '4.2', ruleSet: 'online', title: 'Шантаж, угрозы, подкуп', titleEn: 'Blackmail, threats, bribes', penalty: 'team-loss', penaltyNote: 'в критический круг, когда игра может закончиться, фраза не считается угрозой', detect: 'auto',
    span: { from: PP('4.2'), to: PP('4.3') },
    forbidden: [
      'Если не сыграешь в мою версию - тебе после игры пизда', 'Если не назовешь меня красным - я с тобой за стол больше не сяду', 'Если со мной ручку не поставишь, после игры я выдам тебе ЛП',
      'Я тебя убью обещаю', 'Я тебе пальцы сломаю если ты поставишь в 9', 'Я не знаю что я с тобой сделаю после игры, если скажешь что 5 кр, убью или еще похуже',
      'Он получит ЛП после игры', '@Ведущий выдашь ему бан после игры', 'Может сейчас игру остановить?',
      'Если вы снимите меня сейчас, то я вам устрою ппк', 'Как бы я хотел что бы вы поиграли, ппк может сделать', 'Только попробуйте 5 проголосовать, и игра резко закончиться',
      'Скину сотку тому, кто со мной по второму поставит', 'Если в меня руку не поставишь, я тебе что то куплю', 'Я скину нитро тем кто поставит со мной ручку',
    ],
    allowed: ['Если ты не проверишь 5, я в твое шерифство не сыграю', 'Да мы этой ночью просто убьем тебя с мафией, забей', 'Давай так если проголосуешь 5, я скажу последнего черного', 'Если ты не проголосуешь 10, я проверки делать не буду', 'Я тебя не буду хилить, если ты не будешь слушать мои речи'],
    keywords: ['угроза', 'шантаж', 'подкуп', 'ппк'],
  },
  {
    id: '4.3', ruleSet: 'online', title: 'Переписка с ведущим или ботом', titleEn: 'Correspondence with the host or bot', penalty: 'team-loss', penaltyNote: 'сильно изменённое сообщение бота — устное предупреждение, если игрок не апеллирует им', detect: 'auto',
    span: { from: PP('4.3'), to: PP('4.4') },
    forbidden: [
      'Мне ведущий смайлик отправил', 'Мне ведущий написал что я красный', 'Мне бот в лс отправил: ваша роль мирный житель',
      'Раздача ролей Игровой номер: 05 Роль: Шериф', 'Вы подмигнули игроку 06',
      'Вы играете за красных. ваша задача — вычислить чёрных игроков и заголосовать их, мирный игрок не может мигать и совершать какие-либо ночные действия',
    ],
    allowed: ['Мне мигнул 09', 'Я не могу мигать', 'Я мигал 05', 'Я обычно пишу ведущему свои мысли, что бы не забыть', 'Мне уже 5 игру подряд падает мирный житель', 'Мне этот бот редко выдаёт чёрные'],
    keywords: ['бот', 'лс', 'ведущий написал', 'раздача ролей'],
  },
  {
    id: '4.4', ruleSet: 'online', title: 'Переписка и общение с игроками', titleEn: 'Private contact between players', penalty: 'team-loss', penaltyNote: 'сообщения в другом чате не по игре — поднятие', detect: 'manual',
    span: { from: PP('4.4'), to: PP('4.5') },
    forbidden: ['Переписка живой — живому', 'Переписка мёртвый — живому', 'Заход в войс к мёртвым игрокам'], allowed: [], keywords: ['переписка', 'войс', 'лс'],
  },
  {
    id: '4.5', ruleSet: 'online', title: 'Влияние мёртвого игрока', titleEn: 'A dead player influencing the game', penalty: 'team-loss', detect: 'context',
    span: { from: PP('4.5'), to: P('4.6') },
    forbidden: ['я был шерифом', 'тройка 142', '5 красный'], allowed: ['Всем пока', 'Ведущий ты забыл поднять меня'],
    keywords: ['мёртвый', 'мертвый', 'убитый'],
  },
  {
    id: '4.6', ruleSet: 'online', title: 'Нарушение 3.x будучи в версии', titleEn: 'A 3.x violation while "in version"', penalty: 'team-loss', detect: 'context',
    span: { from: P('4.6'), to: P('4.7') }, forbidden: [], allowed: [], keywords: ['версия', 'в версии'],
  },
  {
    id: '4.7', ruleSet: 'online', title: 'Нарушение 3.x на крайней речи', titleEn: 'A 3.x violation on the last speech', penalty: 'team-loss', detect: 'context',
    span: { from: P('4.7'), to: PP('4.8') }, forbidden: [], allowed: [], keywords: ['крайняя речь', 'последняя речь'],
  },
  {
    id: '4.8', ruleSet: 'online', title: 'Маяки', titleEn: 'Beacons', penalty: 'team-loss', detect: 'auto',
    span: { from: PP('4.8'), to: 'Пункты правил 4.9' },
    forbidden: ['Играю по шелл янгу', 'Салам всем красным', 'Достал белую карту', 'Я пиздец какой красный', 'Я капец какой красный', 'Я пипец какой красный', 'Мяукни если красный'],
    allowed: [], keywords: ['маяк', 'знак', 'сигнал'],
  },
  {
    id: '4.8.1', ruleSet: 'online', title: 'Действия только на конкретной карте', titleEn: 'Role-specific actions as signs', penalty: 'team-loss', detect: 'manual',
    span: { from: '4.8.1', line: true }, forbidden: ['Договорённость, что делать на определённой роли'], allowed: [], keywords: ['маяк'],
  },
  {
    id: '4.9', ruleSet: 'online', title: 'Подсказки из зрительного зала', titleEn: 'Hints from spectators', penalty: 'team-loss', detect: 'auto',
    span: { from: 'Пункты правил 4.9', to: 'Запрещено любое покидание игрового стола, включая' },
    forbidden: ['Мне Юми подсказала, что 09чр, поэтому выставляю 09', 'Посмотрите на ник Калифа, 123 это он тройку написал по моей просьбе', 'Зритель кто черный? 579 окей, выставляю 5'],
    allowed: [], keywords: ['зритель', 'подсказка'],
  },
];
