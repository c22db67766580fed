/**
 * Watches a game page through an adapter and reports events: each message
 * once (a re-rendered or re-ordered chat gives no duplicates), edits as edits,
 * messages already on the page as history, and changes of players, phase and
 * votes as they happen. Only added nodes are read: the chat is never
 * rescanned per message.
 *
 * One observer watches the chat and the game state together, so its records
 * come in the order the page made its changes. They are processed in that
 * order: when a phase change and a message land in the same DOM update, the
 * message is judged under the phase in force when it appeared — a message
 * written after the phase changed gets the new phase, one written before it
 * the old. (The page's state is read as it is at that point of the pass: two
 * changes of one marker inside a single update collapse into the last.)
 */
import type { GameEvent, PageOut, Phase, Status } from '../engine/events';
import type { Adapter, RawMessage, RawPlayer } from '../adapters/types';
import { nameOf } from '../adapters/nick';
import { nickKey, type GameEnd } from '../protocol/reveal';
import { SEES_RECENT, SEES_TEXT, type SeenMessage, type SeesSnapshot } from '../sees';
import { fnv1a } from '../text/hash';
import { VoiceTracker } from './voice-tracker';

export interface WatchItem {
  event: GameEvent;
  history?: boolean;
}

export interface WatchSink {
  /** `key` is the page's game key when the items were read (a channel, a table). */
  items(items: WatchItem[], opts: { newGame?: boolean; key: string | null }): void;
}

export interface WatchOptions {
  /** How often to look for a chat that is not there yet or was replaced (ms). */
  pollMs?: number;
  /** Messages longer than this are cut (the engine checks 100 000 characters). */
  maxText?: number;
  /** Called after the watcher's view of the page changed (for the "what the extension sees" snapshot). */
  onChange?: () => void;
  /** How often to read the voice lists (ms): speaking changes every ~50 ms, a few readings a second follow it. */
  voicePollMs?: number;
  /** The clock of voice, speech and phase events (epoch ms). */
  now?: () => number;
}

interface PlayerView {
  nick?: string;
  status?: Status;
  account?: string;
  out?: PageOut;
}

export class Watcher {
  /** Message id → hash of its text as last read. */
  protected seen = new Map<string, number>();
  private players = new Map<string, PlayerView>();
  private votes = new Set<string>();
  private phase: Phase | null = null;
  private phaseBy: SeesSnapshot['phaseBy'] = null;
  private gameKey: string | null = null;
  private roots: Element[] = [];
  private stateRoots: Element[] = [];
  private observer: MutationObserver | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  /** The newest message position read (adapters whose ids carry order). */
  private maxOrder = '';
  private recent: SeenMessage[] = [];
  private counts: { label: string; n: number }[] = [];
  private readCount = 0;
  private readonly maxText: number;
  /** The voice table, on a site whose adapter reads one (Discord). */
  protected voice: VoiceTracker | null = null;
  private voicePoll: ReturnType<typeof setInterval> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly doc: Document,
    private readonly adapter: Adapter,
    private readonly sink: WatchSink,
    private readonly opts: WatchOptions = {},
  ) {
    this.maxText = opts.maxText ?? 100_000;
    this.now = opts.now ?? Date.now;
  }

  start(): void {
    this.gameKey = this.adapter.gameKey(this.doc);
    const items: WatchItem[] = [];
    this.readState(true, items);
    this.emit(items);
    this.attach();
    this.changed();
    // A single-page app may render the chat later or replace it (a channel switch, a thread opened).
    this.poll = setInterval(() => this.check(), this.opts.pollMs ?? 1000);
    if (this.adapter.voice) {
      // Polled, never observed: speaking rings change every ~50 ms, an attribute observer would run as often.
      this.voice = new VoiceTracker();
      this.voiceTick();
      this.voicePoll = setInterval(() => this.voiceTick(), this.opts.voicePollMs ?? 200);
    }
  }

  stop(): void {
    this.stopped = true;
    this.observer?.disconnect();
    this.observer = null;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    if (this.voicePoll) clearInterval(this.voicePoll);
    this.voicePoll = null;
  }

  /** The host picked the game's voice channel in the panel (null: chosen by the seated players). */
  setVoicePick(channelId: string | null): void {
    this.voice?.setPick(channelId);
    if (!this.stopped) this.voiceTick();
  }

  /** Reads the voice lists once (the poll calls it); returns the items it reported (the development build’s probe times it). */
  voiceTick(): WatchItem[] {
    if (this.stopped || !this.voice || !this.adapter.voice) return [];
    let events;
    try {
      events = this.voice.sample(this.adapter.voice(this.doc), this.now());
    } catch {
      return []; // a strange node: keep reading
    }
    if (!events.length) return [];
    const items = events.map((event) => ({ event }));
    this.emit(items);
    this.changed();
    return items;
  }

  /** The watcher's reading of the page, for the host. */
  snapshot(url: string): SeesSnapshot {
    const marks = this.adapter.voteMarks?.(this.doc) ?? null;
    return {
      site: this.adapter.site,
      url,
      key: this.gameKey,
      chats: this.roots.length,
      read: this.readCount,
      players: [...this.players]
        .map(([seat, p]) => ({ seat, ...(p.nick !== undefined ? { nick: p.nick } : {}), ...(p.status ? { status: p.status } : {}) }))
        .sort((a, b) => Number(a.seat) - Number(b.seat)),
      phase: this.phase,
      phaseBy: this.phaseBy,
      recent: this.recent.slice(),
      counts: this.counts.slice(),
      marks,
      ...(this.voice ? { voice: this.voice.snapshot() } : {}),
    };
  }

  private chatRoots(): Element[] {
    if (this.adapter.chatRoots) return this.adapter.chatRoots(this.doc);
    const one = this.adapter.chatRoot(this.doc);
    return one ? [one] : [];
  }

  private check(): void {
    if (this.stopped) return;
    const roots = this.chatRoots();
    const state = this.adapter.stateRoots(this.doc);
    if (!same(roots, this.roots) || !same(state, this.stateRoots)) this.attach();
  }

  /** (Re)observes the chat lists and the state; lists not seen before are read as history. */
  private attach(): void {
    // Records already queued belong to the old observation: process them first.
    if (this.observer) this.onRecords(this.observer.takeRecords());
    this.observer?.disconnect();
    const roots = this.chatRoots();
    const fresh = roots.filter((r) => !this.roots.includes(r));
    this.roots = roots;
    this.stateRoots = this.adapter.stateRoots(this.doc);
    if (fresh.length) {
      // What is on the page when we attach is history; on a replaced or new list too.
      let items: WatchItem[] = [];
      const deferred = new Map<string, PlayerView>();
      for (const root of fresh) {
        for (const el of this.adapter.messagesIn(root)) {
          const before = items.length;
          const starts = this.readMessage(el, true, items, deferred);
          // A game announced inside the history: what came before it was another game.
          if (starts) {
            items = items.slice(before);
            deferred.clear();
          }
        }
      }
      // Nicknames show today's state, not the state when old messages were written: applied after them.
      for (const [seat, p] of deferred) this.notePlayer(seat, p, items);
      this.emit(items);
    }
    const observer = new MutationObserver((records) => this.onRecords(records));
    for (const r of this.roots) observer.observe(r, { childList: true, subtree: true, characterData: true });
    for (const r of this.stateRoots) observer.observe(r, { childList: true, subtree: true, attributes: true, characterData: true });
    const game = this.adapter.gameRoot?.(this.doc);
    if (game) observer.observe(game, { attributes: true });
    this.observer = observer;
    this.changed();
  }

  private inChat(node: Node): boolean {
    for (const r of this.roots) if (r.contains(node)) return true;
    return false;
  }

  /** Reads a delivery of mutation records; returns the items it reported (the development build's probe counts them). */
  protected onRecords(records: MutationRecord[]): WatchItem[] {
    if (this.stopped || !records.length) return [];
    const items: WatchItem[] = [];
    let stateDirty = false;
    for (const r of records) {
      if (!this.inChat(r.target)) {
        stateDirty = true;
        continue;
      }
      if (r.type === 'attributes') continue;
      // A state change recorded before this chat change is in force for it.
      if (stateDirty) {
        this.readState(false, items);
        stateDirty = false;
      }
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
    if (stateDirty) this.readState(false, items);
    this.emit(items);
    this.changed();
    return items;
  }

  /** Reads one message; returns true when it announces a new game. */
  private readMessage(el: Element, history: boolean, out: WatchItem[], deferred?: Map<string, PlayerView>): boolean {
    let raw: RawMessage | null;
    try {
      raw = this.adapter.read(el);
    } catch {
      return false; // a strange node: skip it, keep watching
    }
    if (!raw) return false;
    const player = raw.seat && !raw.system ? raw.seat : undefined;
    // The nickname's state (Discord bots append "(Убит)"); a re-render for a renamed member lands here too.
    if (player && this.adapter.playersFromMessages && (raw.status || raw.nick !== undefined || raw.account)) {
      const view: PlayerView = { nick: raw.nick, status: raw.status, account: raw.account };
      if (deferred) deferred.set(player, view);
      else this.notePlayer(player, view, out);
    }
    if (raw.counts) this.counts = raw.counts;
    const text = raw.text.length > this.maxText ? raw.text.slice(0, this.maxText) : raw.text;
    // A change only where the page re-renders by itself (a mention after a rename) is no edit.
    const h = fnv1a(raw.stable ?? text);
    const prev = this.seen.get(raw.id);
    if (prev === h) return false; // re-rendered or re-ordered: already reported
    this.seen.set(raw.id, h);
    const edited = prev !== undefined;
    // A row older than one already read, seen for the first time, is scrollback: history, and it moves nothing.
    let scrollback = false;
    if (raw.order) {
      if (!edited && this.maxOrder && raw.order < this.maxOrder) scrollback = true;
      else if (raw.order > this.maxOrder) this.maxOrder = raw.order;
    }
    const old = history || scrollback;
    this.readCount++;
    const starts = !scrollback && !edited && !!this.adapter.startsGame?.(raw);
    if (starts && !history) {
      // Items read before the announcement belong to the game that ended.
      this.emit(out.splice(0));
      this.flushNewGame();
    } else if (starts) {
      // Inside the history: the caller drops what came before; the new game starts from scratch.
      this.players.clear();
      this.phase = null;
      this.phaseBy = null;
    }
    if (raw.vote && player) {
      // A command vote is how the game votes, not talk: a vote, never a message to judge.
      this.note(raw, text, edited, old);
      if (!old) out.push({ event: { type: 'vote', player, candidate: raw.vote } });
      return starts;
    }
    const event: GameEvent = { type: 'message', id: raw.id, text };
    if (player) event.player = player;
    if (raw.nick) event.nick = raw.nick;
    if (raw.ts !== undefined) event.ts = raw.ts;
    if (edited) event.edited = true;
    if (raw.forwarded) event.forwarded = true;
    out.push(old ? { event, history: true } : { event });
    this.note(raw, text, edited, old);
    // The bot's end of the game: the winner and the roles it reveals (an edit may add them), for the protocol.
    const end = scrollback ? null : (this.adapter.gameEndOf?.(raw) ?? null);
    if (end) this.noteGameEnd(end, out, deferred);
    const phase = scrollback || edited ? null : (this.adapter.phaseFromMessage?.(raw) ?? null);
    if (phase) {
      this.phaseBy = { kind: 'message', id: raw.id, text: text.slice(0, SEES_TEXT), ...(raw.nick ? { nick: raw.nick } : {}) };
      if (phase !== this.phase) {
        this.phase = phase;
        // Where the voice table is read, its rules time the phases too: by the same clock as its events.
        out.push({ event: this.voice ? { type: 'phase', phase, ts: this.now() } : { type: 'phase', phase } });
      }
    }
    // A bot's turn announcement ("Ваш ход @…", "Речь игрока 5"): the seat that holds the speech now.
    const turn = old || edited ? null : (this.adapter.turnFromMessage?.(raw) ?? null);
    if (turn) out.push({ event: { type: 'speech', seat: turn, by: 'bot', ts: this.now() } });
    return starts;
  }

  /** Keeps the last messages read, for the host's view. */
  private note(raw: RawMessage, text: string, edited: boolean, history: boolean): void {
    const m: SeenMessage = {
      id: raw.id,
      author: raw.author ?? (raw.system ? 'system' : 'player'),
      text: text.slice(0, SEES_TEXT),
      phase: this.phase,
    };
    if (raw.seat) m.seat = raw.seat;
    if (raw.nick) m.nick = raw.nick;
    if (raw.replyTo) m.replyTo = raw.replyTo;
    if (raw.vote) m.vote = raw.vote;
    if (edited) m.edited = true;
    if (history) m.history = true;
    if (raw.forwarded) m.forwarded = true;
    this.recent.push(m);
    if (this.recent.length > SEES_RECENT) this.recent.shift();
  }

  /** A player's nick, state or account as the page shows it now: reported when it changed. */
  private notePlayer(seat: string, p: PlayerView, out: WatchItem[]): void {
    const prev = this.players.get(seat);
    const nick = p.nick ?? prev?.nick;
    const status = p.status ?? prev?.status;
    const account = p.account ?? prev?.account;
    if (prev && prev.nick === nick && prev.status === status && prev.account === account) return;
    this.players.set(seat, { nick, status, account });
    const e: GameEvent = { type: 'player', player: seat };
    if (status && status !== prev?.status) {
      e.status = status;
      if (status === 'dead' && p.out) e.out = p.out;
    }
    if (nick !== undefined && nick !== prev?.nick) e.nick = nick;
    if (account !== undefined && account !== prev?.account) e.account = account;
    if (e.status || e.nick !== undefined || e.account !== undefined) out.push({ event: e });
  }

  /** The winner and the revealed roles as the page's facts; a role named by nick goes to the one seat of that name. */
  private noteGameEnd(end: GameEnd, out: WatchItem[], deferred?: Map<string, PlayerView>): void {
    if (end.winner) out.push({ event: { type: 'fact', fact: { kind: 'winner', winner: end.winner, by: 'page' } } });
    if (!end.roles.length) return;
    const seats = new Map<string, string | null>();
    const known = new Map(this.players);
    for (const [seat, v] of deferred ?? []) known.set(seat, { ...known.get(seat), ...v });
    for (const [seat, v] of known) {
      if (!v.nick) continue;
      const name = nickKey(nameOf(v.nick));
      seats.set(name, seats.has(name) ? null : seat);
    }
    for (const r of end.roles) {
      const seat = r.seat ?? (r.nick ? seats.get(nickKey(nameOf(r.nick))) : undefined);
      if (seat) out.push({ event: { type: 'fact', fact: { kind: 'role', player: seat, role: r.role, by: 'page' } } });
    }
  }

  private flushNewGame(): void {
    this.players.clear();
    this.votes.clear();
    this.phase = null;
    this.phaseBy = null;
    this.counts = [];
    this.voice?.reset();
    this.sink.items([], { newGame: true, key: this.gameKey });
  }

  /** Diffs players, phase and votes against what was last reported. */
  private readState(initial: boolean, items: WatchItem[]): void {
    const key = this.adapter.gameKey(this.doc);
    if (!initial && key !== this.gameKey) {
      // Whatever was read so far belongs to the old key's game.
      this.emit(items.splice(0));
      this.gameKey = key;
      this.seen.clear();
      this.maxOrder = '';
      this.flushNewGame();
    }
    let players: RawPlayer[] = [];
    try {
      players = this.adapter.players(this.doc);
    } catch {
      players = [];
    }
    for (const p of players) this.notePlayer(p.seat, { nick: p.nick, status: p.status, account: p.account, out: p.out }, items);
    const phase = this.adapter.phase(this.doc);
    if (phase && phase !== this.phase) {
      this.phase = phase;
      this.phaseBy = { kind: 'page' };
      items.push({ event: { type: 'phase', phase } });
    }
    // Votes on the page now: each reported once while it stays; one taken away and cast again is a new vote.
    const votes = new Set<string>();
    for (const v of this.adapter.votes(this.doc)) {
      const k = `${v.voter}>${v.candidate}`;
      votes.add(k);
      if (!this.votes.has(k)) items.push({ event: { type: 'vote', player: v.voter, candidate: v.candidate } });
    }
    this.votes = votes;
  }

  private emit(items: WatchItem[]): void {
    if (items.length) this.sink.items(items, { key: this.gameKey });
  }

  private changed(): void {
    try {
      this.opts.onChange?.();
    } catch {
      // the host's view is a convenience: never stop reading the game for it
    }
  }
}

function same(a: Element[], b: Element[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] || !a[i]?.isConnected) return false;
  return true;
}
