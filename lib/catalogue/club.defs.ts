/**
 * The two club rule sets. Warnings (rules/club-rules-warnings.ru.txt) are
 * numbered points, ids `club-warnings/N`; remarks (club-rules-remarks.ru.txt)
 * are bullet points, ids `club-remarks/<name>`.
 */
import type { DetectMode, RuleDef } from './types';
import type { Penalty } from '../rulesets/types';

interface Point {
  n: number;
  title: string;
  titleEn: string;
  penalty: Penalty;
  detect: DetectMode;
  forbidden?: string[];
  allowed?: string[];
  note?: string;
  keywords?: string[];
}

const POINTS: Point[] = [
  { n: 1, title: 'Вытягивать игровой номер', titleEn: 'Drawing a seat number', penalty: 'removal', detect: 'manual' },
  { n: 2, title: 'Повязка на глаза', titleEn: 'Blindfold', penalty: 'verbal', detect: 'manual' },
  { n: 3, title: 'Клятвы и апелляция к религии', titleEn: 'Oaths and appeals to religion', penalty: 'removal', detect: 'auto', forbidden: ['Клянусь', 'Честное слово'], keywords: ['клятва', 'клянусь', 'честное слово', 'религия'] },
  { n: 4, title: 'Слово «честно»', titleEn: 'The word "honestly"', penalty: 'warning', detect: 'auto', forbidden: ['Честно'], keywords: ['честно'] },
  { n: 5, title: 'Подглядывание ночью', titleEn: 'Peeking at night', penalty: 'removal', detect: 'manual', note: 'умышленно — отстранение от клуба на месяц' },
  { n: 6, title: 'Одна кандидатура', titleEn: 'One nomination', penalty: 'verbal', detect: 'manual' },
  { n: 7, title: 'Голос за одну кандидатуру', titleEn: 'One vote', penalty: 'verbal', detect: 'manual' },
  { n: 8, title: 'Порядок голосования рукой', titleEn: 'Voting by hand', penalty: 'verbal', detect: 'manual' },
  { n: 9, title: 'Убрал руку до «Спасибо»', titleEn: 'Hand lifted before "thank you"', penalty: 'removal', detect: 'manual' },
  { n: 10, title: 'Непроголосовавший игрок', titleEn: 'A player who did not vote', penalty: 'verbal', detect: 'manual' },
  { n: 11, title: 'Выстрел мафии', titleEn: 'The mafia shot', penalty: 'verbal', detect: 'manual' },
  { n: 12, title: 'Знаки шерифу ночью', titleEn: 'Signs to the sheriff at night', penalty: 'removal', detect: 'manual' },
  { n: 13, title: 'Знаки дону ночью', titleEn: 'Signs to the don at night', penalty: 'removal', detect: 'manual' },
  { n: 14, title: 'Действия и разговоры ночью', titleEn: 'Talking or acting at night', penalty: 'warning', detect: 'context', keywords: ['ночь', 'разговоры ночью'] },
  { n: 15, title: 'Нет проверок в первую ночь', titleEn: 'No checks on the first night', penalty: 'verbal', detect: 'manual' },
  { n: 16, title: 'Одна проверка за ночь', titleEn: 'One check per night', penalty: 'verbal', detect: 'manual' },
  { n: 17, title: 'Речь не в свою очередь', titleEn: 'Speaking out of turn', penalty: 'warning', detect: 'manual' },
  { n: 18, title: 'Регламент речи (1 минута)', titleEn: 'Speech time (1 minute)', penalty: 'warning', detect: 'manual' },
  { n: 19, title: 'Регламент «Автокатастрофы»', titleEn: 'Car crash speech time', penalty: 'warning', detect: 'manual' },
  { n: 20, title: 'Повязка после «Наступает ночь»', titleEn: 'Blindfold at nightfall', penalty: 'warning', detect: 'manual' },
  { n: 21, title: 'Неэтичное поведение, мат, оскорбления', titleEn: 'Unethical behaviour, profanity, insults', penalty: 'warning', detect: 'auto', note: 'мат, оскорбление — удаление по решению ведущего', forbidden: ['Закрой рот', 'ты идиот'], keywords: ['мат', 'оскорбление', 'неэтичное поведение'] },
  { n: 22, title: 'Три предупреждения — лишение слова', titleEn: 'Three warnings: no speech', penalty: 'warning', detect: 'context' },
  { n: 23, title: 'Четыре предупреждения — удаление', titleEn: 'Four warnings: removal', penalty: 'removal', detect: 'context' },
  { n: 24, title: 'Протест до окончания игры', titleEn: 'Protest before the game ends', penalty: 'removal', detect: 'manual' },
  { n: 25, title: 'Рассмотрение протеста', titleEn: 'Hearing a protest', penalty: 'verbal', detect: 'manual' },
  { n: 26, title: 'Аннулирование игры', titleEn: 'Annulling a game', penalty: 'verbal', detect: 'manual' },
  { n: 27, title: 'Выбывший покидает стол', titleEn: 'Out players leave the table', penalty: 'verbal', detect: 'manual' },
  { n: 28, title: 'Без последнего слова при удалении', titleEn: 'No last word when removed', penalty: 'removal', detect: 'manual' },
  { n: 29, title: 'Жесты ночью', titleEn: 'Gestures at night', penalty: 'warning', detect: 'context', keywords: ['жесты', 'ночь'] },
];

export const CLUB_WARNINGS_DEFS: RuleDef[] = POINTS.map((p) => ({
  id: `club-warnings/${p.n}`,
  ruleSet: 'club-warnings',
  title: p.title,
  titleEn: p.titleEn,
  penalty: p.penalty,
  ...(p.note ? { penaltyNote: p.note } : {}),
  detect: p.detect,
  span: { from: `${p.n}. `, to: p.n === 29 ? undefined : `${p.n + 1}. ` },
  forbidden: p.forbidden ?? [],
  allowed: p.allowed ?? [],
  ...(p.keywords ? { keywords: p.keywords } : {}),
}));

const b = (from: string) => ({ from: `• ${from}`, line: true });

export const CLUB_REMARKS_DEFS: RuleDef[] = [
  { id: 'club-remarks/out-of-turn', ruleSet: 'club-remarks', title: 'Речь не в свою минуту', titleEn: 'Speaking out of turn', penalty: 'warning', detect: 'manual', span: b('речь не в свою минуту'), forbidden: [], allowed: [] },
  { id: 'club-remarks/gestures', ruleSet: 'club-remarks', title: 'Излишняя жестикуляция', titleEn: 'Excessive gestures', penalty: 'warning', detect: 'manual', span: b('использование излишней жестикуляции'), forbidden: [], allowed: [] },
  { id: 'club-remarks/voting-gestures', ruleSet: 'club-remarks', title: 'Жесты и сообщения во время голосования', titleEn: 'Gestures or messages while voting', penalty: 'warning', detect: 'context', span: b('использование любой жестикуляции во время всей процедуры голосования'), forbidden: [], allowed: ['+'] },
  { id: 'club-remarks/voting-touch', ruleSet: 'club-remarks', title: 'Помехи голосованию', titleEn: 'Interfering with the vote', penalty: 'warning', detect: 'manual', span: b('касание или отдёргивание'), forbidden: [], allowed: [] },
  { id: 'club-remarks/shouting', ruleSet: 'club-remarks', title: 'Крики за столом', titleEn: 'Shouting', penalty: 'warning', detect: 'context', span: b('крики за игровым столом'), forbidden: ['ОН ЧЕРНЫЙ НЕ ВЕРЬТЕ ЕМУ'], allowed: [], keywords: ['капс', 'крик'] },
  { id: 'club-remarks/voting-provocation', ruleSet: 'club-remarks', title: 'Провокация ведущего на голосовании', titleEn: 'Provoking the host during the vote', penalty: 'warning', detect: 'manual', span: b('провокация Ведущего'), forbidden: [], allowed: [] },
  { id: 'club-remarks/hand-lift', ruleSet: 'club-remarks', title: 'Отрыв руки между «Спасибо» и «Принято»', titleEn: 'Lifting the hand too early', penalty: 'warning', detect: 'manual', span: b('отрыв руки'), forbidden: [], allowed: [] },
  { id: 'club-remarks/host-address', ruleSet: 'club-remarks', title: 'Обращение к ведущему', titleEn: 'Addressing the host', penalty: 'warning', detect: 'auto', span: b('обращение к Ведущему'), forbidden: ['Ведущий, сколько времени осталось?'], allowed: ['кто выставлен?'], keywords: ['ведущий'] },
  { id: 'club-remarks/incorrect', ruleSet: 'club-remarks', title: 'Некорректные высказывания', titleEn: 'Incorrect remarks', penalty: 'warning', penaltyNote: 'или удаление по решению ведущего', detect: 'auto', span: [b('некорректные высказывания'), { from: '* к некорректным', line: true }], forbidden: ['Закрой рот'], allowed: [], keywords: ['грубость'] },
  { id: 'club-remarks/five-remarks', ruleSet: 'club-remarks', title: 'Пять замечаний', titleEn: 'Five remarks', penalty: 'removal', detect: 'context', span: [{ from: 'Игрок, набравший три замечания', line: true }, { from: 'Игрок, набравший четыре', line: true }, { from: 'Игрок, набравший пять', line: true }, { from: 'После каждой ночи', line: true }], forbidden: [], allowed: [] },
  { id: 'club-remarks/oath', ruleSet: 'club-remarks', title: 'Клятвы: «Клянусь», «Зуб даю», «Отвечаю»', titleEn: 'Oaths', penalty: 'removal', detect: 'auto', span: b('произнесение игроком'), forbidden: ['Клянусь', 'Зуб даю', 'Отвечаю', 'Поклянись'], allowed: [], keywords: ['клятва', 'клянусь', 'зуб даю', 'отвечаю'] },
  { id: 'club-remarks/peeking', ruleSet: 'club-remarks', title: 'Подглядывание ночью', titleEn: 'Peeking at night', penalty: 'removal', detect: 'manual', span: b('за любую преднамеренную попытку'), forbidden: [], allowed: [] },
  { id: 'club-remarks/night-talk', ruleSet: 'club-remarks', title: 'Разговоры и жесты ночью', titleEn: 'Talking or gesturing at night', penalty: 'removal', detect: 'context', span: b('жестикуляция, разговоры, касания'), forbidden: [], allowed: [] },
  { id: 'club-remarks/tears', ruleSet: 'club-remarks', title: 'Слёзы за столом', titleEn: 'Tears at the table', penalty: 'removal', detect: 'manual', span: b('слёзы за игровым столом'), forbidden: [], allowed: [] },
  { id: 'club-remarks/profanity', ruleSet: 'club-remarks', title: 'Мат за столом', titleEn: 'Profanity', penalty: 'removal', detect: 'auto', span: b('мат за игровым столом'), forbidden: ['бля', 'сука'], allowed: [], keywords: ['мат'] },
  { id: 'club-remarks/physical', ruleSet: 'club-remarks', title: 'Физическое воздействие предметами', titleEn: 'Physical contact with objects', penalty: 'removal', detect: 'manual', span: b('любое физическое воздействие на игроков с помощью посторонних предметов (инвентарь клуба, ресторана и т.д.);'), forbidden: [], allowed: [] },
  { id: 'club-remarks/night-info', ruleSet: 'club-remarks', title: 'Апелляция к ночной информации', titleEn: 'Appeal to night-only information', penalty: 'removal', detect: 'auto', span: b('за любую апелляцию к неигровой информации'), forbidden: ['Я ночью отошел от компа, ток щас вернулся'], allowed: [] },
  { id: 'club-remarks/insult', ruleSet: 'club-remarks', title: 'Оскорбления', titleEn: 'Insults', penalty: 'removal', detect: 'auto', span: b('нанесение оскорблений'), forbidden: ['Ты дебил'], allowed: [], keywords: ['оскорбление'] },
  { id: 'club-remarks/bet', ruleSet: 'club-remarks', title: 'Спор, пари в любой форме', titleEn: 'Any bet', penalty: 'team-loss', detect: 'auto', span: b('предложение заключения спора'), forbidden: ['Спорим что он шериф', 'Пари, ты голосуешь 5, а я проверяю по тебе'], allowed: [], keywords: ['пари', 'спор'] },
  { id: 'club-remarks/threat', ruleSet: 'club-remarks', title: 'Угрозы, шантаж, подкуп', titleEn: 'Threats, blackmail, bribes', penalty: 'team-loss', detect: 'auto', span: b('угрозы в любой форме'), forbidden: ['Скину сотку тому, кто со мной поставит'], allowed: [], keywords: ['угроза', 'шантаж', 'подкуп'] },
  { id: 'club-remarks/outside-info', ruleSet: 'club-remarks', title: 'Подсказки извне, информация от выбывших', titleEn: 'Outside hints, info from out players', penalty: 'team-loss', detect: 'context', span: b('подсказка от зрителей'), forbidden: ['Зритель, кто черный?'], allowed: [], keywords: ['зритель', 'мёртвый'] },
  { id: 'club-remarks/physical-proof', ruleSet: 'club-remarks', title: 'Физическое воздействие для доказательства роли', titleEn: 'Physical action to prove a role', penalty: 'team-loss', detect: 'manual', span: b('любое физическое воздействие на участников'), forbidden: [], allowed: [] },
  { id: 'club-remarks/last-word-overrun', ruleSet: 'club-remarks', title: 'Больше 30 секунд на завершающем слове', titleEn: 'Overrunning the last word', penalty: 'team-loss', detect: 'manual', span: b('игрок, продолжает говорить'), forbidden: [], allowed: [] },
  { id: 'club-remarks/mafia-maniac-deal', ruleSet: 'club-remarks', title: 'Договорка мафии и маньяка', titleEn: 'Mafia–maniac deal', penalty: 'team-loss', detect: 'manual', span: b('прямая договорка'), forbidden: [], allowed: [] },
  { id: 'club-remarks/leave-info', ruleSet: 'club-remarks', title: 'Игровая информация при удалении', titleEn: 'Game info when leaving', penalty: 'team-loss', detect: 'manual', span: [b('участник, покидающий стол'), { from: 'Например:', to: 'Игрок, самостоятельно покинувший' }], forbidden: [], allowed: [] },
];
