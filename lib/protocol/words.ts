/**
 * The protocol's and the players' page words, Russian and English: the
 * panel's protocol view, the Discord text, the report, the CSV and the
 * players page all say the same thing in the same words. Kept beside the
 * protocol until the string tables are unified (lib/i18n.ts).
 */
import { fill, translator } from '../i18n';
import { countRu } from '../plural';
import type { Period } from '../flow';
import type { Lang } from '../settings';
import type { OutCause, Role, Winner } from './facts';

const RU = {
  title: 'Протокол игры',
  open: 'Протокол',
  close: 'Закрыть протокол',
  copy: 'Скопировать для Discord',
  copyPart: 'Скопировать часть {i} из {n}',
  discordText: 'Текст для Discord',
  copied: 'Протокол скопирован (часть {i} из {n})',
  table: 'Стол',
  rules: 'Правила',
  winner: 'Победа',
  noWinner: 'не указана',
  winnerFromTeamLoss: 'по ППК',
  winnerFromPage: 'по сообщению бота',
  bestMove: 'Лучший ход',
  bestMoveOf: 'Лучший ход ({seat})',
  bestMoveHint: 'три номера через пробел',
  firstKilled: 'первый убитый',
  seats: 'Места',
  seat: '№',
  nick: 'Ник',
  role: 'Роль',
  noRole: '—',
  out: 'Выбыл',
  inGame: 'в игре',
  fouls: 'Фолы',
  warnings: 'Пред.',
  violations: 'Нарушения',
  points: 'Доп. баллы',
  pointsNote: 'за что',
  pointsNoteNeeded: 'Доп. баллы нужны с комментарием',
  pointsBad: 'Доп. баллы — число от −10 до 10',
  save: 'Сохранить',
  eliminations: 'Выбыли по порядку',
  nobodyOut: 'пока никто не выбыл',
  votes: 'Голосования',
  nominated: 'выставлены',
  voting: 'голосование {k}',
  noVotes: 'голосов не записано',
  pendingOut: 'может выбыть: {what}, не проверено',
  unreviewed: 'ещё не проверено ведущим: {n}',
  part: 'часть {i} из {n}',
  setOut: 'Как выбыл',
  outAuto: 'по игре',
  account: 'Аккаунт',
  // The players page and a seat's record over earlier games.
  playersTitle: 'Игроки',
  playersOpen: 'Все игроки',
  playersIntro: 'Игроки по аккаунтам на сайте (не по нику за столом) во всех играх, которые хранит это расширение.',
  playersEmpty: 'Пока нет игроков с известным аккаунтом.',
  playersSearch: 'Ник или аккаунт',
  record: 'Прошлые игры',
  recordNone: 'прошлых игр нет',
  games: 'Игр',
  removals: 'Удалений',
  teamLosses: 'ППК',
  lastSeen: 'Последняя игра',
  nicks: 'Ники',
  lastViolations: 'Последние нарушения',
  gamesList: 'Игры',
  recordSummary: '{games} · фолов: {fouls} · удалений: {removals} · ППК: {teamLosses}',
};

export type ProtocolWord = keyof typeof RU;

const EN: Record<ProtocolWord, string> = {
  title: 'Game protocol',
  open: 'Protocol',
  close: 'Close the protocol',
  copy: 'Copy for Discord',
  copyPart: 'Copy part {i} of {n}',
  discordText: 'The text for Discord',
  copied: 'Protocol copied (part {i} of {n})',
  table: 'Table',
  rules: 'Rules',
  winner: 'Winner',
  noWinner: 'not set',
  winnerFromTeamLoss: 'by team loss',
  winnerFromPage: 'from the bot’s message',
  bestMove: 'Best move',
  bestMoveOf: 'Best move ({seat})',
  bestMoveHint: 'three seats, space-separated',
  firstKilled: 'first killed',
  seats: 'Seats',
  seat: '#',
  nick: 'Nick',
  role: 'Role',
  noRole: '—',
  out: 'Left',
  inGame: 'playing',
  fouls: 'Fouls',
  warnings: 'Warn.',
  violations: 'Violations',
  points: 'Extra points',
  pointsNote: 'what for',
  pointsNoteNeeded: 'Extra points need a comment',
  pointsBad: 'Extra points are a number from −10 to 10',
  save: 'Save',
  eliminations: 'Left the game, in order',
  nobodyOut: 'nobody has left yet',
  votes: 'Votes',
  nominated: 'nominated',
  voting: 'vote {k}',
  noVotes: 'no votes recorded',
  pendingOut: 'may leave: {what}, unreviewed',
  unreviewed: 'not yet reviewed by the host: {n}',
  part: 'part {i} of {n}',
  setOut: 'How it left',
  outAuto: 'from the game',
  account: 'Account',
  playersTitle: 'Players',
  playersOpen: 'All players',
  playersIntro: 'Players by their site account (not the seat nickname) over every game this extension keeps.',
  playersEmpty: 'No players with a known account yet.',
  playersSearch: 'Nick or account',
  record: 'Earlier games',
  recordNone: 'no earlier games',
  games: 'Games',
  removals: 'Removals',
  teamLosses: 'Team losses',
  lastSeen: 'Last game',
  nicks: 'Nicks',
  lastViolations: 'Last violations',
  gamesList: 'Games',
  recordSummary: '{games} · fouls: {fouls} · removals: {removals} · team losses: {teamLosses}',
};

export function protocolWords(lang: Lang): (k: ProtocolWord, values?: Record<string, string | number>) => string {
  const table = lang === 'en' ? EN : RU;
  return (k, values) => (values ? fill(table[k], values) : table[k]);
}

export const ROLE_WORDS: Record<Lang, Record<Role, string>> = {
  ru: { civilian: 'мирный', sheriff: 'шериф', mafia: 'мафия', don: 'дон', doctor: 'доктор', maniac: 'маньяк', lover: 'путана' },
  en: { civilian: 'civilian', sheriff: 'sheriff', mafia: 'mafia', don: 'don', doctor: 'doctor', maniac: 'maniac', lover: 'lover' },
};

export const WINNER_WORDS: Record<Lang, Record<Winner, string>> = {
  ru: { town: 'мирные', mafia: 'мафия', maniac: 'маньяк', draw: 'ничья' },
  en: { town: 'town', mafia: 'mafia', maniac: 'maniac', draw: 'draw' },
};

export const OUT_WORDS: Record<Lang, Record<OutCause, string>> = {
  ru: { voted: 'заголосован', killed: 'убит ночью', removed: 'удалён', 'team-loss': 'ППК' },
  en: { voted: 'voted out', killed: 'killed at night', removed: 'removed', 'team-loss': 'team loss' },
};

/** "День 2", "Ночь 1" — the panel's own words for the game's rounds. */
export function roundWords(p: Period, lang: Lang): string {
  const t = translator(lang);
  if (p.n === 0) return t('flow.before');
  return fill(t(p.kind === 'night' ? 'flow.night' : 'flow.day'), { n: p.n });
}

/** "2 игры", "5 игр", "1 game". */
export function gamesWords(n: number, lang: Lang): string {
  return lang === 'en' ? `${n} ${n === 1 ? 'game' : 'games'}` : countRu(n, 'игра', 'игры', 'игр');
}

/** A date as the host reads it. */
export function dateWords(ms: number, lang: Lang): string {
  return ms ? new Date(ms).toLocaleString(lang === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'short', timeStyle: 'short' }) : '';
}
