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
  /** The candidate's seat of a command vote, or null. */
  voteOf(text: string): string | null;
  /** The seat a turn announcement gives the speech to, or null. */
  turnOf(text: string): string | null;
}

export function compileTriggers(t: BotTriggers): CompiledTriggers {
  const fold = (list: string[]) => list.map(foldPhrase).filter(Boolean);
  const phases = ORDER.map((p) => [p, fold(t[p])] as const);
  const newGame = fold(t.newGame);
  const commands = fold(t.voteCommands);
  const turns = fold(t.turn ?? []);
  const has = (text: string, list: readonly string[]) => list.some((p) => text.includes(p));
  return {
    phaseOf(text) {
      const f = foldPhrase(text);
      for (const [p, list] of phases) if (has(f, list)) return p;
      return null;
    },
    startsGame: (text) => has(foldPhrase(text), newGame),
    voteOf(text) {
      const f = foldPhrase(text);
      for (const c of commands) {
        if (!f.startsWith(c)) continue;
        // "!vote 5", "!vote 05", "!vote #5", "!vote @05 | Ник": the first number after the command.
        const m = /^[\s:#@№]*0?(\d{1,2})(?!\d)/.exec(f.slice(c.length));
        if (m && f.slice(c.length, c.length + 1) !== '' && !/[\p{L}\d]/u.test(f[c.length]!)) {
          const n = Number(m[1]);
          if (n >= 1 && n <= 20) return String(n);
        }
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
