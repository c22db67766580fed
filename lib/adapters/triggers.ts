/**
 * Phase announcements and vote commands of a chat game bot (Discord), from
 * phrases the host can edit in the options.
 *
 * Precedence, when one announcement holds phrases of several phases:
 * waking up / the day, then a vote, then the night, then the end of a vote.
 * A day announcement mentions last night ("Этой ночью был убит игрок 3",
 * "Никто не умер за минувшую ночь"), so the day wins over any night phrase;
 * "Голосование окончено. Город засыпает" is the night that follows a vote.
 */
import type { Phase } from '../engine/events';

export interface BotTriggers {
  night: string[];
  day: string[];
  voting: string[];
  results: string[];
  newGame: string[];
  /** The game is over: the announcement that names the winner (and may reveal the roles). */
  gameEnd: string[];
  /** Commands that cast a vote: "!vote 5", "!голос 05". */
  voteCommands: string[];
  /** A turn announced: the seat after the phrase holds the speech ("Ваш ход @05 | Ник", "Речь игрока 5"). */
  turn: string[];
}

/** Phrases observed in public mafia bots' announcements (2024–2026). */
export const DEFAULT_TRIGGERS: BotTriggers = {
  night: ['город засыпает', 'наступает ночь', 'начинается ночь', 'ночь наступает', 'night falls'],
  day: [
    'город просыпается',
    'наступает день',
    'начинается день',
    'всходит солнце',
    'доброе утро',
    'этой ночью был убит',
    'этой ночью была убита',
    'ночью были убиты',
    'ночью был убит',
    'никто не умер',
    'никто не погиб',
    'за минувшую ночь',
    'day breaks',
  ],
  voting: ['начинается голосование', 'начинается повторное голосование', 'пора голосовать', 'голосование началось', 'voting starts'],
  results: ['голосование окончено', 'голосование завершено', 'итоги голосования', 'результаты голосования'],
  newGame: ['раздача ролей', 'игра началась', 'игра начинается', 'новая игра'],
  // Pastacom/noiremafiaBOT "Игра окончена! Победа …", ElMafio "Игра завершена", the Telegram bots' "Игра окончена!".
  gameEnd: ['игра окончена', 'игра завершена', 'игра закончена', 'конец игры', 'game over'],
  voteCommands: ['!vote', '!голос', '!голосую', '/vote'],
  // "Ваш ход <@mention> (Нажми ⛔, чтобы закончить свой ход)" (Pastacom/noiremafiaBOT); the others are the
  // phrases hosts and bots use to give the word to a seat.
  turn: ['ваш ход', 'речь игрока', 'слово игроку', 'слово предоставляется игроку', 'говорит игрок', 'ход игрока'],
};

const ORDER: Phase[] = ['day', 'voting', 'night', 'results'];

/** Lower case, ё → е, runs of spaces (and non-breaking ones) as one space. */
export function foldPhrase(s: string): string {
  return s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

export interface CompiledTriggers {
  phaseOf(text: string): Phase | null;
  startsGame(text: string): boolean;
  endsGame(text: string): boolean;
  /**
   * A slash command as its header shows it ("/vote", "/vote 5"; Discord shows
   * the name, not always the options): null when it is no vote command, else
   * the seat when the line shows one.
   */
  slashVote(line: string): { seat?: string } | null;
  /** The candidate's seat of a command vote, or null. */
  voteOf(text: string): string | null;
  /** The seat a turn announcement gives the speech to, or null. */
  turnOf(text: string): string | null;
}

/** "5", " 05", " #5", ": @05 | Ник" after a command: the first number, a seat of 1–20. */
function seatAfter(rest: string): string | null {
  const m = /^[\s:#@№]*0?(\d{1,2})(?!\d)/.exec(rest);
  const n = m ? Number(m[1]) : 0;
  return n >= 1 && n <= 20 ? String(n) : null;
}

export function compileTriggers(t: BotTriggers): CompiledTriggers {
  const fold = (list: string[]) => list.map(foldPhrase).filter(Boolean);
  const phases = ORDER.map((p) => [p, fold(t[p])] as const);
  const newGame = fold(t.newGame);
  const gameEnd = fold(t.gameEnd);
  const commands = fold(t.voteCommands);
  const turns = fold(t.turn ?? []);
  const has = (text: string, list: readonly string[]) => list.some((p) => text.includes(p));
  // A slash command's name has no prefix of its own: "/vote" is "!vote" typed through the command menu.
  const bare = new Set(commands.map((c) => c.replace(/^[!/.]+/, '')));
  return {
    phaseOf(text) {
      const f = foldPhrase(text);
      for (const [p, list] of phases) if (has(f, list)) return p;
      return null;
    },
    startsGame: (text) => has(foldPhrase(text), newGame),
    endsGame: (text) => has(foldPhrase(text), gameEnd),
    slashVote(line) {
      const f = foldPhrase(line).replace(/^[!/.]+/, '');
      const space = f.indexOf(' ');
      if (!bare.has(space < 0 ? f : f.slice(0, space))) return null;
      const seat = space < 0 ? null : seatAfter(f.slice(space));
      return seat ? { seat } : {};
    },
    voteOf(text) {
      const f = foldPhrase(text);
      for (const c of commands) {
        if (!f.startsWith(c)) continue;
        // "!vote 5", "!vote 05", "!vote #5", "!vote @05 | Ник": the first number after the command.
        if (f.length === c.length || /[\p{L}\d]/u.test(f.charAt(c.length))) continue;
        const seat = seatAfter(f.slice(c.length));
        if (seat) return seat;
      }
      return null;
    },
    turnOf(text) {
      const f = foldPhrase(text);
      for (const p of turns) {
        const at = f.indexOf(p);
        if (at < 0) continue;
        // The phrase, then the seat: a number ("игрока 5", "№05", "#3") or a mention whose nickname carries it.
        const rest = f.slice(at + p.length);
        const m = /^[\s:,.—-]*(?:№|#)?\s*0?(\d{1,2})(?!\d)/.exec(rest) ?? /^[\s:,.—-]*@\s*(?:№|#|\[)?\s*0?(\d{1,2})(?!\d)/.exec(rest);
        if (!m) continue;
        const n = Number(m[1]);
        if (n >= 1 && n <= 20) return String(n);
      }
      return null;
    },
  };
}
