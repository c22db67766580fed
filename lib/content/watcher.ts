/**
 * Watches a game page through an adapter and reports events: each message
 * once (a re-rendered or re-ordered chat gives no duplicates), edits as edits,
 * messages already on the page as history, and changes of players, phase and
 * votes as they happen. Only added nodes are read: the chat is never
 * rescanned per message.
 */
import type { GameEvent, Phase, Status } from '../engine/events';
import type { Adapter, RawMessage, RawPlayer } from '../adapters/types';
import { fnv1a } from '../text/hash';

export interface WatchItem {
  event: GameEvent;
  history?: boolean;
}

export interface WatchSink {
  items(items: WatchItem[], opts?: { newGame?: boolean }): void;
}

/** Timings for the browser bench (only when a page asks for them). */
export interface WatchPerf {
  attach(ms: number, messages: number): void;
  mutations(ms: number, items: number): void;
}

export interface WatchOptions {
  /** How often to look for a chat that is not there yet or was replaced (ms). */
  pollMs?: number;
  /** Messages longer than this are cut (the engine checks 100 000 characters). */
  maxText?: number;
  perf?: WatchPerf;
}


export class Watcher {
  private seen = new Map<string, number>();
  private players = new Map<string, { nick?: string; status?: Status }>();
  private votes = new Set<string>();
  private phase: Phase | null = null;
  private gameKey: string | null = null;
  private chatRoot: Element | null = null;
  private chatObserver: MutationObserver | null = null;
  private stateObserver: MutationObserver | null = null;
  private stateScheduled = false;
  private poll: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private readonly maxText: number;
  private readonly perf: WatchPerf | undefined;

  constructor(
    private readonly doc: Document,
    private readonly adapter: Adapter,
    private readonly sink: WatchSink,
    private readonly opts: WatchOptions = {},
  ) {
    this.maxText = opts.maxText ?? 100_000;
    this.perf = opts.perf;
  }

  start(): void {
    const t0 = this.perf ? performance.now() : 0;
    this.gameKey = this.adapter.gameKey(this.doc);
    this.readState(true);
    this.attachChat();
    this.attachState();
    if (this.perf) this.perf.attach(performance.now() - t0, this.seen.size);
    // A single-page app may render the chat later or replace it (a channel switch).
    this.poll = setInterval(() => this.check(), this.opts.pollMs ?? 1000);
  }

  stop(): void {
    this.stopped = true;
    this.chatObserver?.disconnect();
    this.stateObserver?.disconnect();
    if (this.poll) clearInterval(this.poll);
    this.chatObserver = this.stateObserver = null;
    this.poll = null;
  }

  private check(): void {
    if (this.stopped) return;
    if (!this.chatRoot || !this.chatRoot.isConnected) this.attachChat();
    const roots = this.adapter.stateRoots(this.doc);
    if (roots.length && !this.stateObserver) this.attachState();
  }

  private attachChat(): void {
    const root = this.adapter.chatRoot(this.doc);
    if (!root || root === this.chatRoot) return;
    this.chatObserver?.disconnect();
    this.chatRoot = root;
    // What is on the page when we attach is history; on a replaced chat too.
    const items: WatchItem[] = [];
    for (const el of this.adapter.messagesIn(root)) this.readMessage(el, true, items);
    this.emit(items);
    this.chatObserver = new MutationObserver((records) => this.onChat(records));
    this.chatObserver.observe(root, { childList: true, subtree: true, characterData: true });
  }

  private attachState(): void {
    const roots = this.adapter.stateRoots(this.doc);
    if (!roots.length) return;
    this.stateObserver?.disconnect();
    this.stateObserver = new MutationObserver(() => this.scheduleState());
    for (const r of roots) this.stateObserver.observe(r, { childList: true, subtree: true, attributes: true, characterData: true });
    const game = this.adapter.gameRoot?.(this.doc);
    if (game) this.stateObserver.observe(game, { attributes: true });
  }

  private onChat(records: MutationRecord[]): void {
    if (this.stopped) return;
    const t0 = this.perf ? performance.now() : 0;
    const items: WatchItem[] = [];
    for (const r of records) {
      if (r.type === 'characterData') {
        const el = this.adapter.messageOf(r.target);
        if (el) this.readMessage(el, false, items);
        continue;
      }
      for (const node of Array.from(r.addedNodes)) {
        if (node.nodeType === 1) {
          const els = this.adapter.messagesIn(node as Element);
          if (els.length) for (const el of els) this.readMessage(el, false, items);
          else {
            // Text added inside an existing message: an edit.
            const el = this.adapter.messageOf(node);
            if (el) this.readMessage(el, false, items);
          }
        } else if (node.nodeType === 3) {
          const el = this.adapter.messageOf(node);
          if (el) this.readMessage(el, false, items);
        }
      }
    }
    this.emit(items);
    if (this.perf) this.perf.mutations(performance.now() - t0, items.length);
  }

  private readMessage(el: Element, history: boolean, out: WatchItem[]): void {
    let raw: RawMessage | null;
    try {
      raw = this.adapter.read(el);
    } catch {
      return; // a strange node: skip it, keep watching
    }
    if (!raw) return;
    const text = raw.text.length > this.maxText ? raw.text.slice(0, this.maxText) : raw.text;
    const h = fnv1a(text);
    const prev = this.seen.get(raw.id);
    if (prev === h) return; // re-rendered or re-ordered: already reported
    this.seen.set(raw.id, h);
    const edited = prev !== undefined;
    if (!history && this.adapter.startsGame?.(raw)) {
      this.flushNewGame();
    }
    const event: GameEvent = { type: 'message', id: raw.id, text };
    if (raw.seat && !raw.system) event.player = raw.seat;
    if (raw.nick) event.nick = raw.nick;
    if (raw.ts !== undefined) event.ts = raw.ts;
    if (edited) event.edited = true;
    out.push(history ? { event, history: true } : { event });
    const phase = history ? null : (this.adapter.phaseFromMessage?.(raw) ?? null);
    if (phase && phase !== this.phase) {
      this.phase = phase;
      out.push({ event: { type: 'phase', phase } });
    }
  }

  private flushNewGame(): void {
    this.players.clear();
    this.votes.clear();
    this.phase = null;
    this.sink.items([], { newGame: true });
  }

  private scheduleState(): void {
    if (this.stateScheduled || this.stopped) return;
    this.stateScheduled = true;
    queueMicrotask(() => {
      this.stateScheduled = false;
      if (!this.stopped) this.readState(false);
    });
  }

  /** Diffs players, phase and votes against what was last reported. */
  private readState(initial: boolean): void {
    const key = this.adapter.gameKey(this.doc);
    const items: WatchItem[] = [];
    if (!initial && key !== this.gameKey) {
      this.gameKey = key;
      this.seen.clear();
      this.flushNewGame();
    }
    let players: RawPlayer[] = [];
    try {
      players = this.adapter.players(this.doc);
    } catch {
      players = [];
    }
    for (const p of players) {
      const prev = this.players.get(p.seat);
      if (prev && prev.nick === p.nick && prev.status === p.status) continue;
      this.players.set(p.seat, { nick: p.nick, status: p.status });
      const e: GameEvent = { type: 'player', player: p.seat };
      if (p.status && p.status !== prev?.status) e.status = p.status;
      if (p.nick !== undefined && p.nick !== prev?.nick) e.nick = p.nick;
      items.push({ event: e });
    }
    const phase = this.adapter.phase(this.doc);
    if (phase && phase !== this.phase) {
      this.phase = phase;
      items.push({ event: { type: 'phase', phase } });
    }
    for (const v of this.adapter.votes(this.doc)) {
      const k = `${v.voter}>${v.candidate}`;
      if (this.votes.has(k)) continue;
      this.votes.add(k);
      items.push({ event: { type: 'vote', player: v.voter, candidate: v.candidate } });
    }
    if (phase !== 'voting' && phase !== 'results') this.votes.clear();
    this.emit(items);
  }

  private emit(items: WatchItem[]): void {
    if (items.length) this.sink.items(items);
  }
}
