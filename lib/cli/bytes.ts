/**
 * The checker's reader: a JSONL transcript as bytes. Lines are cut at "\n" in
 * the bytes, and a line that is a flat JSON object — string, whole-number,
 * true / false / null values, no escapes, which is what transcripts are made
 * of — is read straight from its bytes: the keys an event has (EVENT_FIELDS,
 * what parseEvent reads) into an object of one shape, with the values
 * JSON.parse would give; other keys are read past, as parseEvent ignores
 * them. Only string values are decoded, and short ASCII ones ("message", "7",
 * "text") are kept and handed out again rather than decoded anew.
 *
 * Why not decode the chunk and JSON.parse each line, as before: that decodes
 * every byte once to cut lines and reads it again to parse, making a string of
 * each key and value; on a 200,000-message transcript the two took ≈ 0.23 s
 * of the checker's ≈ 1.07 s, and reading the bytes takes ≈ 0.15 s. JSON.parse
 * remains the judge of everything else: a line this reader does not take
 * (escapes, nesting, fractions, stray bytes, a byte order mark, broken JSON)
 * is decoded and handed on as text, for parseLine, so errors read as before.
 *
 * What it hands on is the same as decoding the whole input and splitting it
 * into lines the way LineSplitter does. A carriage return ends a line there
 * too ("\r\n", or alone), which bytes cut at "\n" would not: at the first
 * chunk holding one, the reader stops and the caller goes on as text from the
 * bytes still pending (files use one kind of line end throughout).
 */
/* eslint-disable @typescript-eslint/no-non-null-assertion --
 * Once for the file. The byte reader reads a chunk's bytes and its own tables at indexes bounded by the loop over the chunk, on
 * every byte of a transcript; a check per read would cost there. tests/bytes.test.ts holds what it reads to what
 * JSON.parse reads, line by line, on every kind of line and chunk boundary.
 */

/** Decodes `bytes[start, end)` as UTF-8, invalid sequences as U+FFFD. */
export type Utf8 = (bytes: Uint8Array, start: number, end: number) => string;

/** The keys parseEvent reads (lib/engine/events.ts; a test holds the two together). */
export const EVENT_FIELDS = [
  'type',
  'id',
  'player',
  'text',
  'ts',
  'nick',
  'edited',
  'phase',
  'status',
  'inVersion',
  'lastSpeech',
  'candidate',
  'rule',
  'penalty',
  'note',
  'account',
  'out',
  'fact',
  'forwarded',
  'table',
  'presence',
  'where',
  'mute',
  'deaf',
  'serverMute',
  'serverDeaf',
  'speaking',
  'user',
  'avatar',
  'seat',
  'by',
] as const;

/**
 * A line's object as parseEvent sees it: those keys of the line, a key the
 * line lacks undefined (as it reads on what JSON.parse gives). One class, so
 * that every line's object has one shape: stores and reads by name stay
 * fast, where an object given keys as they come would make each store a
 * look-up.
 */
export class EventFields {
  type: unknown = undefined;
  id: unknown = undefined;
  player: unknown = undefined;
  text: unknown = undefined;
  ts: unknown = undefined;
  nick: unknown = undefined;
  edited: unknown = undefined;
  phase: unknown = undefined;
  status: unknown = undefined;
  inVersion: unknown = undefined;
  lastSpeech: unknown = undefined;
  candidate: unknown = undefined;
  rule: unknown = undefined;
  penalty: unknown = undefined;
  note: unknown = undefined;
  account: unknown = undefined;
  out: unknown = undefined;
  fact: unknown = undefined;
  forwarded: unknown = undefined;
  table: unknown = undefined;
  presence: unknown = undefined;
  where: unknown = undefined;
  mute: unknown = undefined;
  deaf: unknown = undefined;
  serverMute: unknown = undefined;
  serverDeaf: unknown = undefined;
  speaking: unknown = undefined;
  user: unknown = undefined;
  avatar: unknown = undefined;
  seat: unknown = undefined;
  by: unknown = undefined;
}

export interface LineSink {
  /** A line as text, for parseLine: it did not fit the direct reading (or is empty). */
  line(raw: string): void;
  /** A line read as a flat JSON object: the fields of it parseEvent reads, as JSON.parse of the line gives them. */
  object(o: EventFields): void;
}

const LF = 10;
const CR = 13;
const QUOTE = 34;
const BACKSLASH = 92;

/** Short ASCII strings kept: values and keys repeat on almost every line. */
const SHORT = 16;
const SLOTS = 1 << 10;

export class JsonlBytes {
  /**
   * A line begun in earlier chunks: its pieces, copied (a stream may reuse its
   * buffers), joined once when it ends — a line longer than many chunks costs
   * one copy, not one per chunk.
   */
  private parts: Uint8Array[] = [];
  /** Short ASCII strings met: open addressing by FNV-1a of the bytes. */
  private readonly internHash = new Int32Array(SLOTS);
  private readonly internText: (string | undefined)[] = new Array<string | undefined>(SLOTS).fill(undefined);
  /** Per kept string: its index in EVENT_FIELDS, or -1. */
  private readonly internField = new Int8Array(SLOTS);
  private interned = 0;
  /** Where readString stopped (past the closing quote), and the string's index in EVENT_FIELDS or -1. */
  private at = 0;
  private field = -1;

  /**
   * `alloc` makes the arrays a line begun in one chunk and ended in the next
   * is joined in: of the chunks' own kind (Node's Buffer), so that the
   * reading code meets one kind of array and V8 keeps it optimised for that.
   */
  constructor(
    private readonly utf8: Utf8,
    private readonly alloc: (length: number) => Uint8Array = (n) => new Uint8Array(n),
  ) {}

  /**
   * Reads a chunk, handing on every line it completes. False, having handed
   * on nothing, when the chunk holds a carriage return: the caller then reads
   * `pending()` and this chunk as text.
   */
  push(chunk: Uint8Array, sink: LineSink): boolean {
    if (chunk.indexOf(CR) !== -1) return false;
    let a = 0;
    if (this.parts.length) {
      const nl = chunk.indexOf(LF);
      if (nl === -1) {
        this.parts.push(this.joined([], chunk, chunk.length));
        return true;
      }
      const first = this.joined(this.parts, chunk, nl);
      this.parts = [];
      this.emit(first, 0, first.length, sink);
      a = nl + 1;
    }
    let e: number;
    while ((e = chunk.indexOf(LF, a)) !== -1) {
      this.emit(chunk, a, e, sink);
      a = e + 1;
    }
    if (a < chunk.length) this.parts.push(this.joined([], chunk.subarray(a), chunk.length - a));
    return true;
  }

  /** The bytes of a line not yet ended. */
  pending(): Uint8Array {
    return this.joined(this.parts, EMPTY, 0);
  }

  /** The `parts` followed by `b[0, n)`, in a new array. */
  private joined(parts: readonly Uint8Array[], b: Uint8Array, n: number): Uint8Array {
    let length = n;
    for (const p of parts) length += p.length;
    const out = this.alloc(length);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    out.set(b.subarray(0, n), at);
    return out;
  }

  /**
   * The end of the input: hands on a last line without a newline when it
   * reads as an object and returns true; false when one is left for the
   * caller's text path (`pending()`: a last line counts when not empty, and an
   * incomplete character at the very end is dropped, as the text path does).
   */
  end(sink: LineSink): boolean {
    if (!this.parts.length) return true;
    const rest = this.pending();
    const o = this.readObject(rest, 0, rest.length);
    if (o === undefined) return false;
    this.parts = [];
    sink.object(o);
    return true;
  }

  private emit(buf: Uint8Array, a: number, e: number, sink: LineSink): void {
    const o = e > a ? this.readObject(buf, a, e) : undefined;
    if (o !== undefined) sink.object(o);
    else sink.line(e > a ? this.utf8(buf, a, e) : '');
  }

  /**
   * The flat JSON object `buf[a, e)` holds, or undefined when it is anything
   * else (the caller then hands the line to JSON.parse). Whitespace is JSON's
   * own (space, tab).
   */
  private readObject(buf: Uint8Array, a: number, e: number): EventFields | undefined {
    let i = skipSpace(buf, a, e);
    if (buf[i] !== 123) return undefined; // {
    i = skipSpace(buf, i + 1, e);
    const o = new EventFields();
    if (buf[i] === 125) return skipSpace(buf, i + 1, e) === e ? o : undefined; // {}
    for (;;) {
      if (buf[i] !== QUOTE || this.readString(buf, i, e) === undefined) return undefined;
      const field = this.field;
      i = skipSpace(buf, this.at, e);
      if (buf[i] !== 58) return undefined; // :
      i = skipSpace(buf, i + 1, e);
      const c = buf[i]!;
      let v: unknown;
      if (c === QUOTE) {
        v = this.readString(buf, i, e);
        if (v === undefined) return undefined;
        i = this.at;
      } else if (c === 45 || (c >= 48 && c <= 57)) {
        // A whole number of at most 15 digits: exact as a double, as JSON.parse reads it. Others go to it.
        let j = c === 45 ? i + 1 : i;
        const digits = j;
        let x = 0;
        let d: number;
        while (j < e && (d = buf[j]!) >= 48 && d <= 57) {
          x = x * 10 + (d - 48);
          j++;
        }
        const n = j - digits;
        if (n === 0 || n > 15 || (n > 1 && buf[digits] === 48)) return undefined;
        if (j < e && (buf[j] === 46 || buf[j] === 101 || buf[j] === 69)) return undefined; // . e E
        v = c === 45 ? -x : x;
        i = j;
      } else if (c === 116 && buf[i + 1] === 114 && buf[i + 2] === 117 && buf[i + 3] === 101) {
        v = true;
        i += 4;
      } else if (c === 102 && buf[i + 1] === 97 && buf[i + 2] === 108 && buf[i + 3] === 115 && buf[i + 4] === 101) {
        v = false;
        i += 5;
      } else if (c === 110 && buf[i + 1] === 117 && buf[i + 2] === 108 && buf[i + 3] === 108) {
        v = null;
        i += 4;
      } else return undefined;
      // A repeated key: the last wins, as in JSON.parse. Keys parseEvent does not read are read past.
      switch (field) {
        case 0:
          o.type = v;
          break;
        case 1:
          o.id = v;
          break;
        case 2:
          o.player = v;
          break;
        case 3:
          o.text = v;
          break;
        case 4:
          o.ts = v;
          break;
        default:
          if (field > 4) setRare(o, field, v);
      }
      i = skipSpace(buf, i, e);
      if (buf[i] === 44) {
        // ,
        i = skipSpace(buf, i + 1, e);
        continue;
      }
      if (buf[i] !== 125) return undefined;
      return skipSpace(buf, i + 1, e) === e ? o : undefined;
    }
  }

  /**
   * The string whose opening quote is at `q`, without escapes or control
   * characters (JSON.parse's to read or reject); `at` is then past its closing
   * quote.
   */
  private readString(buf: Uint8Array, q: number, e: number): string | undefined {
    const s = q + 1;
    let j = s;
    let high = 0;
    let h = 0x811c9dc5 | 0;
    let c: number;
    // The first SHORT + 1 bytes with their hash (a value that ends within them may be kept: intern).
    for (const short = Math.min(e, s + SHORT + 1); j < short; j++) {
      c = buf[j]!;
      if (c === QUOTE) break;
      if (c === BACKSLASH || c < 32) return undefined;
      high |= c;
      h = Math.imul(h ^ c, 0x01000193);
    }
    if (j < e && buf[j] === QUOTE) {
      this.at = j + 1;
      if (high < 128 && j - s <= SHORT) return this.intern(buf, s, j, h);
      this.field = -1;
      return this.utf8(buf, s, j);
    }
    // A longer value (a message's text): only looked through, then decoded.
    for (; j < e; j++) {
      c = buf[j]!;
      if (c === QUOTE) break;
      if (c === BACKSLASH || c < 32) return undefined;
    }
    if (j >= e) return undefined;
    this.at = j + 1;
    this.field = -1;
    return this.utf8(buf, s, j);
  }

  /** The ASCII string `buf[s, e)`, the same string each time it is met. */
  private intern(buf: Uint8Array, s: number, e: number, h: number): string {
    const len = e - s;
    let k = h & (SLOTS - 1);
    for (let t = this.internText[k]; t !== undefined; t = this.internText[(k = (k + 1) & (SLOTS - 1))]) {
      if (this.internHash[k] !== h || t.length !== len) continue;
      let q = 0;
      while (q < len && t.charCodeAt(q) === buf[s + q]) q++;
      if (q === len) {
        this.field = this.internField[k]!;
        return t;
      }
    }
    const t = ascii(buf, s, len);
    // At most half full: full, it starts afresh (ids like "m1234" never repeat and would fill it).
    if (++this.interned > SLOTS / 2) {
      this.internText.fill(undefined);
      this.interned = 1;
      k = h & (SLOTS - 1);
    }
    this.internHash[k] = h;
    this.internText[k] = t;
    this.internField[k] = this.field = (EVENT_FIELDS as readonly string[]).indexOf(t);
    return t;
  }
}

/** The ASCII string of `len` (at most SHORT) bytes from `s`, made at once rather than a character at a time. */
function ascii(b: Uint8Array, s: number, len: number): string {
  if (len <= 8) {
    switch (len) {
      case 0:
        return '';
      case 1:
        return String.fromCharCode(b[s]!);
      case 2:
        return String.fromCharCode(b[s]!, b[s + 1]!);
      case 3:
        return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!);
      case 4:
        return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!);
      case 5:
        return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!);
      case 6:
        return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!);
      case 7:
        return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!, b[s + 6]!);
      default:
        return String.fromCharCode(b[s]!, b[s + 1]!, b[s + 2]!, b[s + 3]!, b[s + 4]!, b[s + 5]!, b[s + 6]!, b[s + 7]!);
    }
  }
  return String.fromCharCode.apply(null, b.subarray(s, s + len) as unknown as number[]);
}

function skipSpace(buf: Uint8Array, i: number, e: number): number {
  let c: number;
  while (i < e && ((c = buf[i]!) === 32 || c === 9)) i++;
  return i;
}

const EMPTY = new Uint8Array(0);

/**
 * A field of a line other than a message's own five (type, id, player, text, ts): phases, seats, votes,
 * voice. A store by name, kept out of readObject's switch so that the switch stays small; a message
 * line never comes here, and the others are a few in a transcript.
 */
function setRare(o: EventFields, field: number, v: unknown): void {
  const name = EVENT_FIELDS[field];
  if (name !== undefined) o[name] = v;
}
