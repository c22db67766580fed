/**
 * Is the site still giving what the extension reads? When a site rerolls
 * its markup (Discord did so several times in 2025–2026, once into a
 * `<hash16>-name` class form for five weeks) the adapter may find rows but
 * no authors, or no rows at all, and the panel would show a quiet, empty
 * game. Each adapter declares what a healthy page of its site gives (a
 * `HealthSpec`); the content script measures the page (lib/content/
 * health-probe.ts) and this module judges the measure — pure functions, so
 * the judgement is tested without a page.
 *
 * A part is missing only on evidence: rows where the page plainly shows
 * rows (elements shaped like chat rows, found without the adapter's
 * selectors); authors and text only once a few rows were read; seats and
 * the phase only on a page that is a game table. A part must be missing in
 * two probes running to be raised and present in three to be cleared, so a
 * page in the middle of a render neither raises nor drops the warning.
 */

export const HEALTH_PARTS = ['rows', 'authors', 'text', 'phase', 'seats'] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];

/** What a healthy page of a site gives, declared by its adapter. */
export interface HealthSpec {
  expects: readonly HealthPart[];
  /** The page is one that should give them (a channel open, a game room); else nothing is judged. */
  applies(doc: Document): boolean;
  /** Chat rows the page shows by structure alone (roles, alike siblings in a chat box), not by the adapter's selectors. */
  rowLike(doc: Document): number;
  /** Where the page's structure is described in a report: the chat lists, else where rows seem to be. */
  anchors?(doc: Document): Element[];
}

/** The page as measured by the content script. */
export interface PageSignals {
  applies: boolean;
  rowLike: number;
  /** Rows the adapter matched. */
  rows: number;
  /** The last rows looked at closely, and of them: read into a message; not a system row, and of those with an author. */
  window: number;
  read: number;
  authorable: number;
  authored: number;
  /** Of the last rows, those that should carry someone's text (not the site's, not a bot's: embeds are a bot's text), and with text. */
  textable: number;
  texted: number;
  /** Seats the adapter read (tiles, a seat list). */
  seats: number;
  /** The page shows a phase the adapter reads. */
  phase: boolean;
}

/** Rows read before authors and text are judged: one row without an author is a pin, a join. */
export const MIN_ROWS = 3;

function lacks(part: HealthPart, s: PageSignals): boolean {
  switch (part) {
    case 'rows':
      return s.rows === 0 && s.rowLike >= 2;
    case 'authors':
      return s.authorable >= MIN_ROWS && s.authored === 0;
    case 'text':
      return s.textable >= MIN_ROWS && s.texted === 0;
    case 'seats':
      return s.seats === 0;
    case 'phase':
      return !s.phase;
  }
}

/** What a page lacks of what its site's healthy page gives, in the order of HEALTH_PARTS. */
export function missingParts(expects: readonly HealthPart[], s: PageSignals): HealthPart[] {
  if (!s.applies) return [];
  return HEALTH_PARTS.filter((p) => expects.includes(p) && lacks(p, s));
}

export interface HealthTrack {
  /** The parts the warning names now. */
  raised: HealthPart[];
  /** Probes in a row each part was missing / present. */
  bad: Partial<Record<HealthPart, number>>;
  good: Partial<Record<HealthPart, number>>;
}

export const RAISE_AFTER = 2;
export const CLEAR_AFTER = 3;

/** The warning after one more probe. */
export function trackHealth(prev: HealthTrack | undefined, missing: readonly HealthPart[]): HealthTrack {
  const next: HealthTrack = { raised: [], bad: {}, good: {} };
  for (const p of HEALTH_PARTS) {
    const was = prev?.raised.includes(p) ?? false;
    if (missing.includes(p)) {
      const bad = (prev?.bad[p] ?? 0) + 1;
      next.bad[p] = bad;
      if (was || bad >= RAISE_AFTER) next.raised.push(p);
    } else {
      const good = (prev?.good[p] ?? 0) + 1;
      next.good[p] = good;
      if (was && good < CLEAR_AFTER) next.raised.push(p);
    }
  }
  return next;
}

/** The warning as the content script reports it, in the page view's snapshot (lib/sees.ts). */
export interface SiteHealth {
  /** What the page no longer gives; empty when all is read. */
  missing: HealthPart[];
  /** The page's anonymised structure for the host to send (no chat text), while something is missing. */
  report?: string;
  /** Milliseconds from the page's reading starting to the warning. */
  after?: number;
}

/** A report's length at most, as stored. */
export const MAX_HEALTH_REPORT = 25_000;

/** A snapshot's warning, validated: unknown parts dropped, the report cut, a report or time only with something missing. */
export function parseHealth(v: unknown): SiteHealth | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const missing = Array.isArray(o.missing) ? HEALTH_PARTS.filter((p) => (o.missing as unknown[]).includes(p)) : [];
  const out: SiteHealth = { missing };
  if (missing.length && typeof o.report === 'string' && o.report) out.report = o.report.slice(0, MAX_HEALTH_REPORT);
  if (missing.length && typeof o.after === 'number' && Number.isFinite(o.after) && o.after >= 0) out.after = Math.round(o.after);
  return out;
}

/** A value's shape: numbers and hashes replaced ("chat-messages-<n>-<n>"), so that no id is kept. */
export function shapeOf(value: string): string {
  return value
    .replace(/\d{3,}/g, '<n>')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{5,}\b/gi, '<h>')
    .slice(0, 120);
}

/** The report's text: what was measured and the page's outline (lib/content/structure.ts), no chat text. */
export function reportText(site: string, url: string, missing: readonly HealthPart[], s: PageSignals, outline: readonly string[]): string {
  let path = url;
  try {
    const u = new URL(url);
    path = `${u.host}${shapeOf(u.pathname)}`;
  } catch {
    path = shapeOf(url);
  }
  const counts =
    `rows ${s.rows}, row-like ${s.rowLike}; of the last ${s.window}: read ${s.read}, with an author ` +
    `${s.authored}/${s.authorable}, with text ${s.texted}/${s.textable}; seats ${s.seats}; phase ` +
    `${s.phase ? 'yes' : 'no'}`;
  return [`site: ${site}`, `page: ${path}`, `missing: ${missing.join(', ') || '—'}`, counts, '', ...outline].join('\n');
}
