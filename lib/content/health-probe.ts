/**
 * Measures a game page for the site-change warning once a second, through the
 * adapter (what it matches and reads of the last rows, its seats and phase)
 * and the adapter's structural hints (rows by role or by shape); lib/health.ts
 * judges the measure. When something is missing, the page's anonymised
 * structure is outlined for the host's report (structure.ts), again at most
 * every ten seconds while the warning stands.
 *
 * Cost: a probe reads the last 12 rows the way the watcher reads one new
 * message, and one attribute query over the page; nothing is observed.
 */
import type { Adapter } from '../adapters/types';
import {
  MAX_HEALTH_REPORT,
  missingParts,
  reportText,
  trackHealth,
  type HealthPart,
  type HealthSpec,
  type HealthTrack,
  type PageSignals,
  type SiteHealth,
} from '../health';
import { outline, pathTo } from './structure';

/** Rows looked at closely in each probe: the newest. */
const WINDOW = 12;
const REPORT_EVERY_MS = 10_000;

function chatRoots(doc: Document, adapter: Adapter): Element[] {
  if (adapter.chatRoots) return adapter.chatRoots(doc);
  const one = adapter.chatRoot(doc);
  return one ? [one] : [];
}

/** The page's signals as the adapter reads them. */
export function readSignals(doc: Document, adapter: Adapter, spec: HealthSpec): PageSignals {
  const rows = chatRoots(doc, adapter).flatMap((r) => adapter.messagesIn(r));
  const last = rows.slice(-WINDOW);
  const s: PageSignals = {
    applies: true,
    rowLike: spec.rowLike(doc),
    rows: rows.length,
    window: last.length,
    read: 0,
    authorable: 0,
    authored: 0,
    textable: 0,
    texted: 0,
    seats: 0,
    phase: false,
  };
  for (const el of last) {
    let raw;
    try {
      raw = adapter.read(el);
    } catch {
      raw = null;
    }
    // A row matched but not read: whatever it holds, its text was not found.
    if (!raw) {
      s.textable++;
      continue;
    }
    s.read++;
    if (raw.author === 'system') continue;
    s.authorable++;
    if (raw.nick || raw.seat) s.authored++;
    if (raw.author === 'bot') continue;
    s.textable++;
    if (raw.text.trim()) s.texted++;
  }
  try {
    s.seats = adapter.players(doc).length;
    s.phase = adapter.phase(doc) !== null;
  } catch {
    // a strange page: the parts stay unread, which is what the warning is for
  }
  return s;
}

/** The report for the host to copy: measures and the outline of where the chat is (or seems to be). */
export function pageReport(doc: Document, adapter: Adapter, spec: HealthSpec, missing: readonly HealthPart[], s: PageSignals): string {
  const anchors = spec.anchors?.(doc) ?? chatRoots(doc, adapter);
  const roots = anchors.length ? anchors.slice(0, 2) : doc.body ? [doc.body] : [];
  const lines: string[] = [];
  for (const r of roots) lines.push(`path: ${pathTo(r)}`, ...outline(r, { lines: 250 }), '');
  const text = reportText(adapter.site, doc.location?.href ?? '', missing, s, lines);
  // It travels in the page view's snapshot: cut to what that keeps.
  return text.length > MAX_HEALTH_REPORT ? `${text.slice(0, MAX_HEALTH_REPORT - 2)}\n…` : text;
}

export class HealthProbe {
  private track: HealthTrack | undefined;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly started = Date.now();
  private report: string | undefined;
  private reportAt = 0;
  private raisedAfter: number | undefined;

  constructor(
    private readonly doc: Document,
    private readonly adapter: Adapter,
    /** Called when the warning or its report changed. */
    private readonly onChange: () => void,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    if (!this.adapter.health || this.timer) return;
    this.timer = setInterval(() => this.probe(), this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The warning as it stands, for the page view's snapshot. */
  health(): SiteHealth | undefined {
    if (!this.adapter.health) return undefined;
    const out: SiteHealth = { missing: this.track?.raised.slice() ?? [] };
    if (out.missing.length && this.report) out.report = this.report;
    if (out.missing.length && this.raisedAfter !== undefined) out.after = this.raisedAfter;
    return out;
  }

  probe(): void {
    const spec = this.adapter.health;
    if (!spec) return;
    let signals: PageSignals | null = null;
    let missing: HealthPart[] = [];
    try {
      if (spec.applies(this.doc)) {
        signals = readSignals(this.doc, this.adapter, spec);
        missing = missingParts(spec.expects, signals);
      }
    } catch {
      missing = [];
    }
    const before = this.track?.raised.join() ?? '';
    this.track = trackHealth(this.track, missing);
    const raised = this.track.raised;
    const now = Date.now();
    let changed = raised.join() !== before;
    if (!raised.length) {
      this.report = undefined;
      this.raisedAfter = undefined;
    } else {
      this.raisedAfter ??= now - this.started;
      if (signals && (changed || now - this.reportAt >= REPORT_EVERY_MS)) {
        this.report = pageReport(this.doc, this.adapter, spec, raised, signals);
        this.reportAt = now;
        changed = true;
      }
    }
    if (changed) this.onChange();
  }
}
