/**
 * What a bot's end-of-game message says: who won, and the roles it reveals.
 * Called only for a message the adapter already knows to be the bot's (or
 * the host's) announcement that the game is over (its phrases are in the
 * options, lib/adapters/triggers.ts), so a player's "мафия победит" is never
 * read here.
 *
 * The forms, from public Russian bots (../shared/research/page-markup.md §3)
 * and their variants:
 * - the winner: a word of winning (победа, победил/а/и, победители,
 *   выиграл/а/и, won, wins, victory) and a side (мирные, мирный город,
 *   город, красные, жители; мафия, чёрные; маньяк; town, civilians, mafia…)
 *   in one line, the side nearest the word; a draw (ничья, draw, tie) where
 *   no side won;
 * - roles: a line naming one role (мирный житель, шериф / комиссар, мафия /
 *   мафиози, дон, доктор / врач, маньяк, путана / куртизанка…) and a seat or
 *   a nick — "1. Алиса — Мирный житель", "05 | Кирилл - Шериф",
 *   "Игрок 3: дон", "Алиса - 👨🏼 Мирный житель" — or a role and the seats
 *   that had it ("Мафия: 3, 7").
 * The words are whole words (a prefix of the word for inflected ones), read
 * from the folded text once per line.
 */
import { foldPhrase } from '../adapters/triggers';
import type { Role, Winner } from './facts';

export interface RevealedRole {
  /** The seat, when the line names it by number. */
  seat?: string;
  /** Else the nick as the line writes it (the watcher finds the seat by it). */
  nick?: string;
  role: Role;
}

export interface GameEnd {
  winner: Winner | null;
  roles: RevealedRole[];
}

/** A word matches a stem when it starts with it (`~` at the end: the stem is the whole word, or the word plus a short ending). */
type Stems = readonly string[];

const WIN: Stems = ['побед', 'выиграл', 'одержал', 'won', 'wins~', 'win~', 'victory', 'winner'];
const DRAW: Stems = ['ничь', 'draw~', 'tie~'];
const SIDES: readonly [Exclude<Winner, 'draw'>, Stems][] = [
  ['town', ['мирн', 'город', 'красн', 'жител', 'горожан', 'town', 'civilian', 'citizen', 'villager', 'red~']],
  ['mafia', ['мафи', 'черн', 'mafia', 'black~']],
  ['maniac', ['маньяк', 'maniac']],
];
/** Longest, most specific first: "мирный житель" is a civilian, "дон мафии" a don. */
const ROLE_STEMS: readonly [Role, Stems][] = [
  ['don', ['дон~', 'don~', 'godfather', 'босс']],
  ['sheriff', ['шериф', 'комиссар', 'детектив', 'sheriff', 'detective', 'commissar', 'cop~']],
  ['doctor', ['доктор', 'врач', 'медик', 'doctor', 'medic']],
  ['maniac', ['маньяк', 'maniac']],
  ['lover', ['путан', 'куртизанк', 'любовниц', 'lover', 'escort']],
  ['mafia', ['мафи', 'гангстер', 'mafia', 'mafioso']],
  ['civilian', ['мирн', 'житель', 'жительниц', 'горожан', 'civilian', 'citizen', 'villager', 'peaceful']],
];

/** Short endings a whole-word stem may carry ("дона", "доном"). */
const SHORT_ENDING = /^(?:|а|у|ом|е|ы|s|es)$/;

function matches(word: string, stems: Stems): boolean {
  for (const s of stems) {
    if (s.endsWith('~')) {
      const stem = s.slice(0, -1);
      if (word.startsWith(stem) && SHORT_ENDING.test(word.slice(stem.length))) return true;
    } else if (word.startsWith(s)) return true;
  }
  return false;
}

interface Word {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** The line's words, each folded (lower case, ё as е), with their places in the line as written. */
function words(line: string): Word[] {
  const out: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m; m = WORD.exec(line)) out.push({ text: foldPhrase(m[0]), start: m.index, end: m.index + m[0].length });
  return out;
}

/** The side nearest a word of winning in the line, or null. */
function winnerOf(ws: Word[]): Winner | null {
  let best: { side: Exclude<Winner, 'draw'>; d: number } | null = null;
  for (let i = 0; i < ws.length; i++) {
    if (!matches(ws[i]!.text, WIN)) continue;
    for (let j = 0; j < ws.length; j++) {
      const side = SIDES.find(([, stems]) => matches(ws[j]!.text, stems))?.[0];
      if (!side) continue;
      // After the word of winning is nearer than the same distance before it ("победа мирных над мафией").
      const d = Math.abs(j - i) * 2 + (j < i ? 1 : 0);
      if (!best || d < best.d) best = { side, d };
    }
  }
  return best?.side ?? null;
}

// "1.", "05 |", "#3", "№3", "[7]", "3)" at the line's start; "Игрок 3", "player 3".
const LEADING_SEAT = /^\s*(?:(?:игрок|player)\s*)?(?:№\s*|#)?\[?\s*0?(\d{1,2})(?!\d)\s*(?:\]|\||│|:|\.|-|—|–|\)|,|\s|$)/iu;
/** Separators between a nick and its role: dashes, colons, bars, brackets, emoji and the like. */
const SEPARATOR = '[\\s\\-—–:|│()[\\]{}.,;!*_~`\'"«»•·\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\uFE0F\\u200d]';
const SEPARATORS = new RegExp(`^${SEPARATOR}+|${SEPARATOR}+$`, 'gu');

/** A nick as a reveal and a seat are compared: folded, without the marks around it. */
export function nickKey(nick: string): string {
  return foldPhrase(nick.replace(SEPARATORS, ''));
}

function roleLine(line: string): RevealedRole[] {
  const ws = words(line);
  const found: { role: Role; at: Word; n: number }[] = [];
  for (const w of ws) {
    const role = ROLE_STEMS.find(([, stems]) => matches(w.text, stems))?.[0];
    if (role) found.push({ role, at: w, n: 0 });
  }
  if (!found.length) return [];
  // "мирный житель", "дон мафии": one role named in two words; two different roles on a line name no one.
  const roles = new Set(found.map((f) => f.role));
  let role: Role;
  if (roles.size === 1) role = found[0]!.role;
  else if (roles.size === 2 && roles.has('don') && roles.has('mafia')) role = 'don';
  else return [];
  const seat = LEADING_SEAT.exec(line);
  if (seat) {
    const n = Number(seat[1]);
    return n >= 1 && n <= 20 ? [{ seat: String(n), role }] : [];
  }
  // "Мафия: 3, 7": the role first, then only seat numbers.
  const first = found[0]!.at;
  const rest = ws.filter((w) => w.start >= first.end && !found.some((f) => f.at === w));
  if (first.start === ws[0]!.start && rest.length && rest.every((w) => /^\d{1,2}$/.test(w.text)))
    return rest.map((w) => ({ seat: String(Number(w.text)), role }));
  // "Алиса - 👨🏼 Мирный житель": the nick is what stands before the role.
  const nick = line.slice(0, first.start).replace(SEPARATORS, '').trim();
  return nick && nick.length <= 100 ? [{ nick, role }] : [];
}

/** The winner and the roles an end-of-game message states. */
export function readGameEnd(text: string): GameEnd {
  let winner: Winner | null = null;
  let draw = false;
  const roles: RevealedRole[] = [];
  for (const line of text.split(/\r?\n/)) {
    const ws = words(line);
    if (!ws.length) continue;
    if (ws.some((w) => matches(w.text, WIN))) {
      // A line of winning ("Победа мафии", "Победили: Мирные жители") names the side, not a seat's role,
      // unless it lists a winner with a seat ("Победители: 1. Алиса — мирный" is two lines in the bots' form).
      winner ??= winnerOf(ws);
      continue;
    }
    if (ws.some((w) => matches(w.text, DRAW))) {
      draw = true;
      continue;
    }
    roles.push(...roleLine(line));
  }
  return { winner: winner ?? (draw ? 'draw' : null), roles };
}
