/**
 * What a game nickname says. Discord game bots rename members to show the
 * table: a bare seat number ("01"…"10"), "5. Ник", "05 | Ник", with states
 * appended (" (Убит)", foul marks), spectators as "Зр. Ник" and the host as
 * "!Вед. Ник". The seat, the state and the role come from these forms; the
 * nickname without the appended state (and the ready marks a bot adds to
 * everyone) is the player's own nick, so that a bot marking a death or a
 * readiness is not taken for the player renaming himself at night.
 */
import type { Status } from '../engine/events';

export type NickRole = 'player' | 'spectator' | 'host';

export interface NickInfo {
  /** Seat number as a string without leading zeros ("5"). */
  seat?: string;
  role: NickRole;
  /** Only when the nickname says so; absent means "not marked". */
  status?: Status;
  /** Foul marks appended by the bot ("⚠⚠", "(2 ф)"), when countable. */
  fouls?: number;
  /** The nickname without the appended state and foul marks. */
  base: string;
}

// Seat prefixes: "05 | Ник", "5. Ник", "[7] Ник", "№3 Ник", "#4 - Ник", "3) Ник", "05 Ник".
const SEAT_PREFIX = /^\s*(?:№\s*|#)?\[?\s*0?(\d{1,2})\s*(?:\]|\||│|:|\.|-|—|\)|\s)\s*\S/u;
// A bare seat: "05", "7", "№3", "[10]".
const SEAT_ONLY = /^\s*(?:№\s*|#)?\[?\s*0?(\d{1,2})\s*\]?\s*$/u;
// Roles are prefixes: "Зр. Ник", "Зритель Ник", "!Вед. Ник", "Ведущий Ник", "Host", "Spectator".
const SPECTATOR = /^\s*[!.]?\s*(?:зр|зритель|зрители|spec|spectator)(?:[.:|\-—\s)]|$)/iu;
const HOST = /^\s*[!.]?\s*(?:вед|ведущий|ведущая|host|judge|судья)(?:[.:|\-—\s)]|$)/iu;
// Appended states, in brackets: "(Убит)", "[мёртв]", "(заголосован)", "(dead)".
const STATE_GROUP =
  /\s*[([]\s*(убит[аы]?|мертв[аы]?|мёртв[аы]?|заголосован[аы]?|выбыл[аи]?|удал[её]н[аы]?|дисквал\w*|казн[её]н[аы]?|dead|killed|out|kicked)\s*[)\]]/giu;
// Marks of death appended after the name.
const DEATH_MARK = /[💀☠⚰🪦✝]\uFE0F?/gu;
// Foul marks: "(2ф)", "[1 фол]", "(3 фола)", a run of ⚠ / ❗ / ❌.
const FOUL_GROUP = /\s*[([]\s*(\d)\s*(?:ф|фол|фола|фолов|f|fouls?)\.?\s*[)\]]/giu;
const FOUL_MARK = /(?:⚠|❗|❌|✖)\uFE0F?/gu;
// Ready marks a bot adds to every player ("N. name 😴" ready for the night, "🙂" / "⏰" for the day, "✅" in the
// lobby): the bot's, not the player's renaming (the night rule, 3.3).
const READY_MARK = /\s*(?:😴|💤|🙂|⏰|✅|☑|✔)\uFE0F?/gu;

/** Reads a nickname. Linear: each expression is fixed and anchored or scans once. */
export function parseNick(nick: string): NickInfo {
  let base = nick;
  let status: Status | undefined;
  let fouls: number | undefined;
  base = base.replace(STATE_GROUP, () => {
    status = 'dead';
    return '';
  });
  base = base.replace(DEATH_MARK, () => {
    status = 'dead';
    return '';
  });
  base = base.replace(FOUL_GROUP, (_, n: string) => {
    fouls = Number(n);
    return '';
  });
  let marks = 0;
  base = base.replace(FOUL_MARK, () => {
    marks++;
    return '';
  });
  if (marks && fouls === undefined) fouls = marks;
  base = base.replace(READY_MARK, '').trim();
  const out: NickInfo = { role: 'player', base };
  if (status) out.status = status;
  if (fouls !== undefined) out.fouls = fouls;
  if (HOST.test(base)) out.role = 'host';
  else if (SPECTATOR.test(base)) out.role = 'spectator';
  else {
    const seat = seatOf(base);
    if (seat) out.seat = seat;
  }
  return out;
}

/** The nickname without its seat prefix ("05 | Кирилл" → "Кирилл"): the name a bot calls the player by. */
export function nameOf(base: string): string {
  const m = SEAT_PREFIX.exec(base);
  return m ? base.slice(m[0].length - 1).trim() : base.trim();
}

function seatOf(s: string): string | undefined {
  const m = SEAT_PREFIX.exec(s) ?? SEAT_ONLY.exec(s);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n >= 1 && n <= 20 ? String(n) : undefined;
}
