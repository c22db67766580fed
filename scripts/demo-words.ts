/**
 * The printed demo's words: the UI's (Russian by default, the one table in
 * lib/strings.ts), penalty names rather than ids, Russian plurals.
 */
import { ruleById } from '../lib/catalogue';
import { consequenceText } from '../lib/consequence';
import { gameStandings } from '../lib/export';
import { translator, type MessageKey } from '../lib/i18n';
import { count } from '../lib/strings';
import type { Penalty } from '../lib/rulesets';
import type { GameRow, ViolationRow } from '../lib/store/db';

const t = translator('ru');

/** A violation row as the side panel shows it (its test ids and data attributes). */
export interface ShownRow {
  id: string;
  rule: string;
  player: string;
  penalty: string;
  /** The penalty in the panel's own words, when it shows them. */
  penaltyText?: string;
  text: string;
  reason: string;
  consequence: string;
  /** A judgement call the host has not decided yet (counts nowhere until confirmed). */
  likely?: boolean;
}

/** The penalty as the panel names it ("ППК", "поднятие"), never its id. */
export function penaltyWord(penalty: string): string {
  return (t(`penalty.${penalty}` as MessageKey) as string | undefined) ?? penalty;
}

/** One violation as the host reads it: «№3 Вика  4.1 Клятва  ППК  «Клянусь, я красный» — клятва → …». */
export function violationLine(r: ShownRow, nick: string | undefined): string {
  const who = `№${r.player}${nick ? ` ${nick}` : ''}`;
  const rule = `${r.rule} ${ruleById(r.rule)?.title ?? ''}`.trim();
  // The consequence (what follows on the ladder) comes from the panel itself.
  const tail = [r.reason, r.consequence].filter(Boolean).join(' → ');
  return `  ${who.padEnd(10)} ${rule.padEnd(38)} ${(r.penaltyText || penaltyWord(r.penalty)).padEnd(14)} «${r.text.slice(0, 60)}»${tail ? ` — ${tail}` : ''}`;
}

/** The penalties in the order the summary names them. */
const PENALTIES: Penalty[] = ['verbal', 'foul', 'warning', 'removal', 'team-loss'];

/** «23 нарушения: 10 фолов, 3 предупреждения, 4 поднятия, 5 ППК; ещё 2 вероятных ждут решения ведущего». */
export function gameSummary(n: number, byPenalty: ReadonlyMap<string, number>, likely = 0): string {
  const parts = PENALTIES.filter((p) => byPenalty.get(p)).map((p) => count(p, byPenalty.get(p)!, 'ru'));
  const head = `${count('violation', n, 'ru')}${parts.length ? `: ${parts.join(', ')}` : ''}`;
  if (!likely) return head;
  return `${head}${parts.length ? `; ${t('demo.more')}` : ':'} ${count('likelyWaits', likely, 'ru')} ${t('demo.hostDecides')}`;
}

/**
 * The rows the side panel shows for a stored game, newest last, in its words: the
 * same standings function and consequence text (used where no panel page can be read).
 */
export function rowsOfGame(game: GameRow, violations: ViolationRow[]): ShownRow[] {
  const st = gameStandings({ game, violations });
  return violations
    .map((v, i) => {
      const c = st.consequences[i]!;
      return {
        id: String(v.id),
        seq: v.seq,
        rule: v.rule,
        player: v.player,
        penalty: c.penalty,
        penaltyText: penaltyWord(c.penalty),
        text: v.text,
        reason: v.reason,
        consequence: consequenceText(c, game.ruleSet, 'ru'),
        likely: c.excluded === 'likely',
      };
    })
    .sort((a, b) => a.seq - b.seq)
    .map(({ seq: _seq, ...row }) => row);
}
