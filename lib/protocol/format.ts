/**
 * The protocol in the places it goes: a text to paste into Discord (its
 * markdown, each message within its 2,000-character limit), a section of the
 * printable report, and rows of the CSV. Pure functions of a Protocol
 * (lib/protocol/protocol.ts); every piece of page text (nicks, the table's
 * title, the host's comments) is escaped for the target.
 */
import { csvLine } from '../csv';
import { escapeHtml } from '../html';
import { RULE_SETS } from '../rulesets';
import type { Lang } from '../settings';
import type { Elimination, Protocol, ProtocolSeat } from './protocol';
import { dateWords, OUT_WORDS, protocolWords, ROLE_WORDS, roundWords, WINNER_WORDS } from './words';

/** Discord refuses a message longer than this (counted in UTF-16 units here: never more than Discord counts). */
export const DISCORD_LIMIT = 2000;
/** Page text is cut to this in the Discord text: a nick or a comment never fills a message. */
const MAX_PIECE = 120;

/**
 * Page text as Discord shows it literally: markdown marks escaped, no
 * mention or mass mention that would ping, no masked link, one line.
 */
export function discordEscape(s: string): string {
  const line = s.replace(/\s+/g, ' ').trim();
  const cut = line.length > MAX_PIECE ? `${line.slice(0, MAX_PIECE - 1)}…` : line;
  return (
    cut
      // Markdown marks, quotes, headings and list marks, masked links, and <@id> / <#id> / <t:…> tags.
      .replace(/[\\*_~`|>#\-[\]()<:]/g, (c) => `\\${c}`)
      // @everyone, @here and @user would ping: a zero-width space after the @ keeps the text and drops the ping.
      .replace(/@/g, '@\u200b')
  );
}

/** A seat as a fixed-width code span: `03`. */
const seatCode = (player: string) => `\`${/^\d$/.test(player) ? `0${player}` : player}\``;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The seat's number (as given) and nick. */
function seatName(s: Pick<ProtocolSeat, 'nick'> | undefined, number: string, esc: (s: string) => string): string {
  return s?.nick ? `${number} ${esc(s.nick)}` : number;
}

/** The protocol's lines in Discord markdown, before they are cut into messages. */
export function discordLines(p: Protocol, lang: Lang): string[] {
  const w = protocolWords(lang);
  const esc = discordEscape;
  const bySeat = new Map(p.seats.map((s) => [s.player, s]));
  const name = (player: string) => seatName(bySeat.get(player), seatCode(player), esc);
  const out: string[] = [];
  out.push(`## ${w('title')} · ${dateWords(p.startedAt, lang)}`);
  const head = [p.title ? `**${w('table')}:** ${esc(p.title)}` : '', `**${w('rules')}:** ${RULE_SETS[p.ruleSet].title[lang]}`].filter(
    Boolean,
  );
  out.push(head.join(' · '));
  out.push(
    `**${w('winner')}:** ${p.winner ? WINNER_WORDS[lang][p.winner] : w('noWinner')}${p.winnerBy === 'team-loss' ? ` (${w('winnerFromTeamLoss')})` : ''}`,
  );
  if (p.bestMove) out.push(`**${w('bestMove')}** — ${name(p.bestMove.player)}: ${p.bestMove.seats.join(', ')}`);
  out.push('', `**${w('seats')}**`);
  for (const s of p.seats) out.push(`${seatCode(s.player)} ${seatLine(s, lang, esc)}`);
  out.push('', `**${w('eliminations')}**`);
  if (!p.eliminations.length) out.push(w('nobodyOut'));
  p.eliminations.forEach((e, i) => out.push(`${i + 1}. ${name(e.player)} — ${elimination(e, lang)}`));
  const days = p.days.filter((d) => d.nominations.length || d.votings.length);
  if (days.length) {
    out.push('', `**${w('votes')}**`);
    for (const d of days) {
      const round = roundWords({ kind: 'day', n: d.n }, lang);
      const nominated = [...new Set(d.nominations.map((x) => x.candidate))];
      out.push(`${round}${nominated.length ? ` · ${w('nominated')}: ${nominated.join(', ')}` : ''}`);
      d.votings.forEach((v, k) => {
        const tally = v.tally.map((t) => `${t.candidate} — ${t.count} (${t.voters.join(', ')})`).join('; ');
        out.push(`- ${w('voting', { k: k + 1 })}: ${tally || w('noVotes')}`);
      });
    }
  }
  if (p.unreviewed) out.push('', `-# ${w('unreviewed', { n: p.unreviewed })}`);
  return out;
}

function elimination(e: Elimination, lang: Lang): string {
  return `${OUT_WORDS[lang][e.out]}, ${roundWords(e.round, lang).toLowerCase()}`;
}

/** One seat: nick, role, how it left, fouls, confirmed violations by rule, extra points. */
function seatLine(s: ProtocolSeat, lang: Lang, esc: (s: string) => string): string {
  const w = protocolWords(lang);
  const parts: string[] = [s.nick ? esc(s.nick) : '—'];
  if (s.role) parts.push(ROLE_WORDS[lang][s.role]);
  if (s.out) parts.push(`**${OUT_WORDS[lang][s.out]}** (${roundWords(s.round!, lang).toLowerCase()})`);
  if (s.fouls.confirmed) parts.push(`${w('fouls').toLowerCase()}: ${s.fouls.confirmed}`);
  if (s.warnings.confirmed) parts.push(`${w('warnings').toLowerCase()}: ${s.warnings.confirmed}`);
  const rules = s.violations.filter((v) => v.penalty !== 'foul' && v.penalty !== 'warning' && v.penalty !== 'verbal').map((v) => v.rule);
  if (rules.length) parts.push(rules.join(', '));
  if (s.points) parts.push(`${w('points').toLowerCase()} ${signed(s.points.points)} (${esc(s.points.note)})`);
  return parts.join(' · ');
}

/**
 * The Discord text as messages of at most `limit` characters: cut at line
 * ends (a section header stays with what follows where it fits), every part
 * after the first headed "(2/3)".
 */
export function discordMessages(p: Protocol, lang: Lang, limit = DISCORD_LIMIT): string[] {
  return splitMessages(discordLines(p, lang), limit, (i, n) => `-# ${protocolWords(lang)('part', { i, n })}`);
}

/** Lines into messages of at most `limit` characters; `mark(i, n)` heads parts 2…n. */
export function splitMessages(lines: string[], limit: number, mark: (i: number, n: number) => string): string[] {
  // Room for the part mark: its longest form, for up to 99 parts.
  const room = limit - mark(99, 99).length - 1;
  const pieces: string[] = [];
  for (const line of lines) {
    // A line longer than a message (never from the protocol's own lines, which cut page text) is cut hard.
    for (let i = 0; i < Math.max(1, line.length); i += room) pieces.push(line.slice(i, i + room));
  }
  const parts: string[][] = [[]];
  let size = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const cost = piece.length + 1;
    // A bold section header is not left alone at the end of a part.
    const header = /^\*\*[^*]+\*\*$/.test(piece) && i + 1 < pieces.length ? pieces[i + 1]!.length + 1 : 0;
    if (size + cost + header > room && parts.at(-1)!.length) {
      parts.push([]);
      size = 0;
    }
    if (!parts.at(-1)!.length && piece === '') continue; // no part starts with a blank line
    parts.at(-1)!.push(piece);
    size += cost;
  }
  const n = parts.length;
  return parts.map((lines, i) => (i === 0 ? lines : [mark(i + 1, n), ...lines]).join('\n').replace(/\n+$/, ''));
}

/** The report's protocol section: the result, the seats, who left in order, the votes. */
export function protocolHTML(p: Protocol, lang: Lang): string {
  const w = protocolWords(lang);
  const e = escapeHtml;
  const bySeat = new Map(p.seats.map((s) => [s.player, s]));
  const name = (player: string) => seatName(bySeat.get(player), player, e);
  const th = (cols: string[]) => cols.map((c) => `<th>${e(c)}</th>`).join('');
  const rows = p.seats
    .map((s) => {
      const out = s.out ? `${OUT_WORDS[lang][s.out]}, ${roundWords(s.round!, lang).toLowerCase()}` : '';
      const rules = s.violations.map((v) => `${v.rule} (${roundWords(v.round, lang).toLowerCase()})`).join(', ');
      const pts = s.points ? `${signed(s.points.points)} — ${s.points.note}` : '';
      return (
        `<tr><td>${e(s.player)}</td><td>${e(s.nick ?? '')}</td>` +
        `<td>${e(s.role ? ROLE_WORDS[lang][s.role] : '')}</td><td>${e(out)}</td>` +
        `<td>${s.fouls.confirmed}</td><td>${s.warnings.confirmed}</td><td>${e(rules)}</td>` +
        `<td>${e(pts)}</td></tr>`
      );
    })
    .join('\n');
  const left = p.eliminations.length
    ? `<ol>${p.eliminations.map((x) => `<li>${name(x.player)} — ${e(elimination(x, lang))}</li>`).join('')}</ol>`
    : `<p>${e(w('nobodyOut'))}</p>`;
  const votes = p.days
    .filter((d) => d.nominations.length || d.votings.length)
    .map((d) => {
      const nominated = [...new Set(d.nominations.map((x) => x.candidate))];
      const rounds = d.votings
        .map((v, k) => {
          const tally = v.tally.map((t) => `${t.candidate} — ${t.count} (${t.voters.join(', ')})`).join('; ');
          return `<li>${e(w('voting', { k: k + 1 }))}: ${e(tally || w('noVotes'))}</li>`;
        })
        .join('');
      const nominees = nominated.length ? ` · ${e(w('nominated'))}: ${e(nominated.join(', '))}` : '';
      return `<li>${e(roundWords({ kind: 'day', n: d.n }, lang))}${nominees}<ul>${rounds}</ul></li>`;
    })
    .join('');
  const winner = `${p.winner ? WINNER_WORDS[lang][p.winner] : w('noWinner')}${p.winnerBy === 'team-loss' ? ` (${w('winnerFromTeamLoss')})` : ''}`;
  const best = p.bestMove ? ` · <b>${e(w('bestMove'))}:</b> ${name(p.bestMove.player)} — ${e(p.bestMove.seats.join(', '))}` : '';
  const unreviewed = p.unreviewed ? ` · ${e(w('unreviewed', { n: p.unreviewed }))}` : '';
  return `<section class="protocol">
<h2>${e(w('title'))}</h2>
<p><b>${e(w('winner'))}:</b> ${e(winner)}${best}${unreviewed}</p>
<table><thead><tr>${th([w('seat'), w('nick'), w('role'), w('out'), w('fouls'), w('warnings'), w('violations'), w('points')])}</tr></thead><tbody>
${rows}
</tbody></table>
<h3>${e(w('eliminations'))}</h3>
${left}
${votes ? `<h3>${e(w('votes'))}</h3><ul>${votes}</ul>` : ''}
</section>`;
}

/** The CSV's protocol rows: a title row, a row per seat, then the result and every vote. */
export function protocolCSV(p: Protocol, lang: Lang): string[] {
  const w = protocolWords(lang);
  const lines = [
    csvLine([w('title')]),
    csvLine([
      w('seat'),
      w('nick'),
      w('account'),
      w('role'),
      w('out'),
      '',
      w('fouls'),
      w('warnings'),
      w('violations'),
      w('points'),
      w('pointsNote'),
    ]),
  ];
  for (const s of p.seats)
    lines.push(
      csvLine([
        s.player,
        s.nick ?? '',
        s.account ?? '',
        s.role ? ROLE_WORDS[lang][s.role] : '',
        s.out ? OUT_WORDS[lang][s.out] : '',
        s.round ? roundWords(s.round, lang) : '',
        s.fouls.confirmed,
        s.warnings.confirmed,
        s.violations.map((v) => v.rule).join(' '),
        s.points ? s.points.points : '',
        s.points?.note ?? '',
      ]),
    );
  lines.push(csvLine([w('winner'), p.winner ? WINNER_WORDS[lang][p.winner] : '']));
  if (p.bestMove) lines.push(csvLine([w('bestMove'), p.bestMove.player, p.bestMove.seats.join(' ')]));
  for (const d of p.days)
    d.votings.forEach((v, k) => {
      for (const x of v.votes) lines.push(csvLine([w('votes'), roundWords({ kind: 'day', n: d.n }, lang), k + 1, x.player, x.candidate]));
    });
  return lines;
}
