/**
 * The checker's pipeline. Without workers each line is parsed, analysed and
 * applied as it comes. With workers, lines are parsed on the main thread in
 * batches; the messages' analysis (pure: detection, caps, spam key…, see
 * lib/engine/analysis.ts) is worked out by the worker threads; the engine's
 * stateful step is applied on the main thread in input order, so the output
 * is the same whoever analysed what. Told to, the main thread also analyses
 * a batch not yet handed out while the oldest is at a worker; by default it
 * does not, since that makes it pay the detectors' start-up too (measured:
 * slower than leaving all analysis to one worker, on two cores idle or busy).
 * It does the work itself only when every worker is gone.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { AnalysisOptions, MessageAnalysis } from '../lib/engine/analysis';
import { AnalysisMemo } from '../lib/engine/memo';
import {
  needsAnalysis,
  parseLine,
  parseObject,
  type LineError,
  type OutputRecord,
  type ParsedLine,
  type TranscriptChecker,
} from '../lib/cli/transcript';
import type { EventFields } from '../lib/cli/bytes';
import { decodeAnalyses, encodeAnalyses, type WireBatch } from '../lib/cli/wire';

/** Messages per batch: large enough that posting is cheap, small enough to spread over workers early. */
const BATCH = 2048;
/** Batches a worker holds at once (one working, one waiting). */
const IN_FLIGHT = 2;

/**
 * A worker running `entry`. From the sources (`node --import tsx scripts/check.ts`, as the
 * tests do) a worker does not inherit tsx's loader: it registers it first.
 */
function spawn(entry: URL, data: unknown): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData: data });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, workerData: data });
}

interface Batch {
  lines: ParsedLine[];
  texts: string[];
  /** 'new': nobody analyses it yet; 'sent': at a worker; 'done': analyses ready. */
  state: 'new' | 'sent' | 'done';
  analyses?: MessageAnalysis[];
}

interface Slot {
  worker: Worker;
  busy: Batch[];
}

export interface PipelineOptions {
  checker: TranscriptChecker;
  analysis: AnalysisOptions;
  emit: (r: OutputRecord) => void;
  error: (e: LineError) => void;
  /** Called after each applied batch (the caller flushes its output there). */
  applied: () => void;
  /** Messages per batch (tests make it small to spread a short input over workers). */
  batch?: number;
  /** True: the main thread analyses batches too while workers live (see above). */
  steal?: boolean;
  /** Told when a worker fails (its batches are then done in process). */
  workerError?: (e: Error) => void;
}

export class Pipeline {
  private readonly queue: Batch[] = [];
  private head = 0;
  private line = 0;
  private current: Batch = { lines: [], texts: [], state: 'new' };
  private readonly slots: Slot[] = [];
  private waiters: { below: number; resolve: () => void }[] = [];
  private scheduled = false;
  /** Lines applied at once since the caller last flushed. */
  private unflushed = false;
  private readonly batch: number;
  private readonly memo: AnalysisMemo;
  /** Batches analysed by workers and in process. */
  readonly stats = { workers: 0, inProcess: 0 };

  constructor(private readonly o: PipelineOptions) {
    this.batch = Math.max(1, o.batch ?? BATCH);
    this.memo = new AnalysisMemo(o.analysis);
  }

  /** Starts `count` worker threads running `entry` (a module that calls serveWorker() off the main thread). */
  startWorkers(entry: URL, count: number): void {
    for (let i = 0; i < count; i++) {
      const worker = spawn(entry, { analysis: this.o.analysis });
      const slot: Slot = { worker, busy: [] };
      worker.on('message', (m: { wire: WireBatch }) => {
        const b = slot.busy.shift()!;
        b.analyses = decodeAnalyses(m.wire);
        this.stats.workers++;
        b.state = 'done';
        this.dispatch();
        this.schedule();
      });
      const lost = () => {
        // A worker that dies hands its batches back; the main thread does them (the output stays the same).
        const i = this.slots.indexOf(slot);
        if (i < 0) return;
        this.slots.splice(i, 1);
        for (const b of slot.busy) b.state = 'new';
        slot.busy.length = 0;
        this.schedule();
      };
      worker.on('error', (e) => {
        this.o.workerError?.(e);
        lost();
      });
      worker.on('exit', lost);
      this.slots.push(slot);
    }
  }

  get workers(): number {
    return this.slots.length;
  }

  /** The next line of the input, as text. */
  readonly push = (raw: string): void => {
    this.pushParsed(parseLine(raw, ++this.line));
  };

  /** The next line of the input, read as a JSON object (see lib/cli/bytes.ts). */
  readonly pushObject = (o: EventFields): void => {
    this.pushParsed(parseObject(o, ++this.line));
  };

  private pushParsed(p: ParsedLine): void {
    if (!this.slots.length && this.head === this.queue.length && !this.current.lines.length) {
      // Nothing waits and nobody else analyses: the line is done at once, and what it leaves behind dies young.
      this.applyLine(p, needsAnalysis(p.event) ? this.memo.analyze(p.event.text) : undefined);
      this.unflushed = true;
      return;
    }
    const b = this.current;
    b.lines.push(p);
    if (needsAnalysis(p.event)) {
      b.texts.push(p.event.text);
      if (b.texts.length >= this.batch) this.seal();
    }
  }

  /** Hands the lines pushed so far on as a batch (at the end of each chunk read). */
  seal(): void {
    if (this.unflushed) {
      this.unflushed = false;
      this.o.applied();
    }
    if (!this.current.lines.length) return;
    this.queue.push(this.current);
    this.current = { lines: [], texts: [], state: 'new' };
    this.dispatch();
    this.schedule();
  }

  /** Batches read but not yet applied: the reader pauses above a limit. */
  get backlog(): number {
    return this.queue.length - this.head;
  }

  /** Resolves once at most `below` batches wait to be applied. */
  until(below: number): Promise<void> {
    if (this.backlog <= below) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.waiters.push({ below, resolve });
      this.schedule();
    });
  }

  /** Resolves when every line pushed so far is applied. */
  drain(): Promise<void> {
    this.seal();
    return this.until(0);
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      while (slot.busy.length < IN_FLIGHT) {
        const b = this.nextNew();
        if (!b) return;
        b.state = 'sent';
        slot.busy.push(b);
        slot.worker.postMessage(b.texts);
      }
    }
  }

  private nextNew(): Batch | undefined {
    for (let i = this.head; i < this.queue.length; i++) if (this.queue[i]!.state === 'new') return this.queue[i];
    return undefined;
  }

  /** Runs the apply / steal loop soon, once per turn of the event loop. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.step();
    });
  }

  private step(): void {
    // Apply what is ready, in order.
    while (this.head < this.queue.length) {
      const b = this.queue[this.head]!;
      if (b.state === 'sent' || (b.state === 'new' && !this.stealing)) break;
      if (b.state === 'new') this.analyse(b);
      this.apply(b);
      this.queue[this.head++] = undefined as unknown as Batch;
    }
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    } else {
      // The oldest batch is at a worker: analyse a later one meanwhile, then look again.
      const b = this.stealing ? this.nextNew() : undefined;
      if (b) {
        this.analyse(b);
        this.schedule();
      }
    }
    if (this.waiters.length) {
      const backlog = this.backlog;
      this.waiters = this.waiters.filter((w) => (backlog <= w.below ? (w.resolve(), false) : true));
    }
  }

  private get stealing(): boolean {
    return this.o.steal === true || !this.slots.length;
  }

  private analyse(b: Batch): void {
    this.stats.inProcess++;
    b.analyses = b.texts.map((t) => this.memo.analyze(t));
    b.state = 'done';
  }

  private apply(b: Batch): void {
    const analyses = b.analyses!;
    let k = 0;
    for (const p of b.lines) this.applyLine(p, needsAnalysis(p.event) ? analyses[k++] : undefined);
    this.o.applied();
  }

  private applyLine(p: ParsedLine, analysis: MessageAnalysis | undefined): void {
    const { records, error } = this.o.checker.feedParsed(p, analysis);
    if (error) this.o.error(error);
    for (const r of records) this.o.emit(r);
  }
}

/** The worker's side: texts in, compact analyses out. */
export function serveWorker(): void {
  const port = parentPort!;
  const memo = new AnalysisMemo((workerData as { analysis: AnalysisOptions }).analysis);
  port.on('message', (texts: string[]) => {
    const wire = encodeAnalyses(texts.map((t) => memo.analyze(t)));
    port.postMessage({ wire }, [wire.flags.buffer as ArrayBuffer]);
  });
}
