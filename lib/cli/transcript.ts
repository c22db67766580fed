/**
 * Transcript checking shared by the CLI and tests: JSONL lines in, violations
 * out, malformed lines reported and skipped.
 */
import { Engine, type EngineOptions, type Violation } from '../engine/engine';
import { parseEvent } from '../engine/events';
import type { RuleSetId } from '../rulesets';
import { csvLine } from '../csv';

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

export function toRecord(v: Violation): OutputRecord {
  const r: OutputRecord = { line: v.seq, player: v.player, rule: v.rule, penalty: v.penalty, fragment: v.fragment, start: v.start, end: v.end, reason: v.reason, kind: v.kind, confidence: v.confidence ?? 'certain' };
  if (v.eventId !== undefined) r.id = v.eventId;
  if (v.baseRule) r.baseRule = v.baseRule;
  if (v.ladder) r.ladder = v.ladder.ru;
  return r;
}

/** A checker over lines: feed raw lines in order, get records and errors. */
export class TranscriptChecker {
  readonly engine: Engine;
  private line = 0;

  constructor(ruleSet: RuleSetId = 'online', opts: EngineOptions = {}) {
    this.engine = new Engine(ruleSet, opts);
  }

  /** Every line advances the sequence, blank or broken, so `seq` is the line number. */
  feedLine(raw: string): { records: OutputRecord[]; error?: LineError } {
    this.line++;
    // A byte order mark (files saved by Windows editors) is not part of the JSON.
    const text = (this.line === 1 ? raw.replace(/^\uFEFF/, '') : raw).trim();
    if (!text) {
      this.engine.skip();
      return { records: [] };
    }
    let obj: unknown;
    try {
      obj = JSON.parse(text);
    } catch (e) {
      this.engine.skip();
      return { records: [], error: { line: this.line, error: `invalid JSON: ${(e as Error).message}` } };
    }
    const parsed = parseEvent(obj);
    if (!parsed.ok) {
      this.engine.skip();
      return { records: [], error: { line: this.line, error: parsed.error } };
    }
    if (!parsed.event) {
      this.engine.skip();
      return { records: [] };
    }
    return { records: this.engine.feed(parsed.event).map(toRecord) };
  }
}

const CSV_FIELDS: (keyof OutputRecord)[] = ['line', 'id', 'player', 'rule', 'penalty', 'fragment', 'start', 'end', 'reason', 'confidence', 'ladder'];

export function csvHeader(): string {
  return CSV_FIELDS.join(',');
}

export function csvRow(r: OutputRecord): string {
  return csvLine(CSV_FIELDS.map((f) => r[f]));
}

export function textRow(r: OutputRecord): string {
  const frag = r.fragment.length > 60 ? r.fragment.slice(0, 57) + '…' : r.fragment;
  return `строка ${r.line}${r.id ? ` (${r.id})` : ''} · игрок ${r.player} · ${r.rule} · ${r.penalty} · «${frag.replace(/\s+/g, ' ')}» — ${r.reason}${r.confidence === 'likely' ? ' · вероятно, решает ведущий' : ''}${r.ladder ? ` · ${r.ladder}` : ''}`;
}
