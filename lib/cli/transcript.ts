/**
 * Transcript checking shared by the CLI and tests: JSONL lines in, violations
 * out, malformed lines reported and skipped.
 */
import { Engine, type EngineOptions, type MessageAnalysis, type Violation } from '../engine/engine';
import { parseEvent, type GameEvent, type MessageEvent } from '../engine/events';
import type { RuleSetId } from '../rulesets';
import { csvLine } from '../csv';
import { StandingCounter, type Consequence, type CountedViolation } from '../standing';

export interface LineError {
  line: number;
  error: string;
}

export interface OutputRecord {
  line: number;
  id?: string;
  player: string;
  rule: string;
  penalty: string;
  fragment: string;
  start: number;
  end: number;
  reason: string;
  kind: string;
  /** 'likely' for a judgement call the host must confirm; 'certain' otherwise. */
  confidence: 'certain' | 'likely';
  baseRule?: string;
  ladder?: string;
}

/**
 * A record; `ladder` is the step the standings put this violation at (see
 * lib/standing.ts). Every record has every field, an absent one undefined
 * (which JSON.stringify leaves out, and the optional ones come last, in this
 * order): one shape for all, which V8 writes out faster than records of a
 * dozen shapes.
 */
export function toRecord(v: Violation, c?: Consequence): OutputRecord {
  const step = c ? c.step : v.ladder;
  return {
    line: v.seq,
    player: v.player,
    rule: v.rule,
    penalty: v.penalty,
    fragment: v.fragment,
    start: v.start,
    end: v.end,
    reason: v.reason,
    kind: v.kind,
    confidence: v.confidence ?? 'certain',
    id: v.eventId,
    baseRule: v.baseRule || undefined,
    ladder: step ? step.ru : undefined,
  };
}

/** What a line without a violation gives (shared: nobody changes it). */
const NOTHING: { records: OutputRecord[] } = Object.freeze({ records: Object.freeze([]) as unknown as OutputRecord[] });

/** A checker over lines: feed raw lines in order, get records and errors. */
export class TranscriptChecker {
  readonly engine: Engine;
  /** The same standings every view uses: in a transcript every violation is unreviewed and counts. */
  private readonly standing: StandingCounter;
  private line = 0;

  constructor(ruleSet: RuleSetId = 'online', opts: EngineOptions = {}) {
    this.engine = new Engine(ruleSet, opts);
    this.standing = new StandingCounter(ruleSet, opts.ladder ? { ladders: { [ruleSet]: [...opts.ladder] } } : {});
  }

  /** A violation as the standings count it: in a transcript every one is new. One object, refilled (add keeps none of it). */
  private readonly scratch: CountedViolation = { seq: 0, player: '', rule: '', penalty: 'verbal', status: 'new', confidence: undefined };
  private counted(v: Violation): CountedViolation {
    const c = this.scratch;
    c.seq = v.seq;
    c.player = v.player;
    c.rule = v.rule;
    c.penalty = v.penalty;
    c.confidence = v.confidence;
    return c;
  }

  /** Every line advances the sequence, blank or broken, so `seq` is the line number. */
  feedLine(raw: string): { records: OutputRecord[]; error?: LineError } {
    return this.feedParsed(parseLine(raw, ++this.line));
  }

  /**
   * Applies a line parsed by parseLine, in input order. A message's analysis
   * may come worked out ahead (see needsAnalysis); the result is the same.
   */
  feedParsed(p: ParsedLine, analysis?: MessageAnalysis): { records: OutputRecord[]; error?: LineError } {
    this.line = p.line;
    if (!p.event) {
      this.engine.skip();
      return p.error ? { records: [], error: p.error } : NOTHING;
    }
    const phases = this.engine.state.phases?.length ?? 0;
    const violations = this.engine.feed(p.event, analysis);
    // A night just began: club remarks' counters restart from here.
    if ((this.engine.state.phases?.length ?? 0) > phases && this.engine.state.phase === 'night')
      this.standing.nightAt(this.engine.state.seq);
    if (violations.length === 0) return NOTHING; // most lines
    return { records: violations.map((v) => toRecord(v, this.standing.add(this.counted(v)))) };
  }
}

/** One line of a transcript, parsed: the event, or nothing (blank, unknown type, or an error). */
export interface ParsedLine {
  line: number;
  event: GameEvent | null;
  error?: LineError;
}

/** Parses one raw line (numbered from 1); pure, so it can run ahead of the engine. */
export function parseLine(raw: string, line: number): ParsedLine {
  // A byte order mark (files saved by Windows editors) is not part of the JSON.
  const text = (line === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
  if (!text) return { line, event: null };
  let obj: unknown;
  try {
    obj = JSON.parse(text);
  } catch (e) {
    return { line, event: null, error: { line, error: `invalid JSON: ${(e as Error).message}` } };
  }
  return parseObject(obj, line);
}

/** A line's decoded JSON value (as JSON.parse gives it, or read from the bytes: see bytes.ts), validated. */
export function parseObject(obj: unknown, line: number): ParsedLine {
  const parsed = parseEvent(obj);
  if (!parsed.ok) return { line, event: null, error: { line, error: parsed.error } };
  return { line, event: parsed.event };
}

/** The event is a message the engine judges (it has a player): its analysis can be worked out ahead. */
export function needsAnalysis(e: GameEvent | null): e is MessageEvent & { player: string } {
  return e !== null && e.type === 'message' && !!e.player;
}

const CSV_FIELDS: (keyof OutputRecord)[] = [
  'line',
  'id',
  'player',
  'rule',
  'penalty',
  'fragment',
  'start',
  'end',
  'reason',
  'confidence',
  'ladder',
];

export function csvHeader(): string {
  return CSV_FIELDS.join(',');
}

export function csvRow(r: OutputRecord): string {
  return csvLine(CSV_FIELDS.map((f) => r[f]));
}

export function textRow(r: OutputRecord): string {
  const frag = r.fragment.length > 60 ? r.fragment.slice(0, 57) + '…' : r.fragment;
  return (
    `строка ${r.line}${r.id ? ` (${r.id})` : ''} · игрок ${r.player} · ${r.rule} · ${r.penalty} · ` +
    `«${frag.replace(/\s+/g, ' ')}» — ` +
    `${r.reason}${r.confidence === 'likely' ? ' · вероятно, решает ведущий' : ''}${r.ladder ? ` · ${r.ladder}` : ''}`
  );
}
