/**
 * One declared shape for each kind of data that comes from another context: a page's game events,
 * the messages between the content script, the worker and the extension's pages, an imported log,
 * the "what the extension sees" snapshot, the stored settings. A schema gives both the TypeScript
 * type (`Infer`) and the check, and a refusal names the field that is wrong ("items.3.event.text:
 * must be a string").
 *
 * What a schema returns is a fresh copy holding only the fields it names, built field by field
 * (a "__proto__" key of the input is never one of them, and records are built with
 * Object.fromEntries): data from outside is never kept as it came.
 *
 * A module of its own rather than Valibot (1.x), measured on the checker's hot path (every line of
 * a transcript goes through the event schema): Valibot's safeParse took ≈ 200 ms for the 200,000
 * events of a generated transcript where the hand-written parser took 6 ms — some 4% of the
 * checker's whole run — and the event schemas alone, in half of the event types, came to 7 KB
 * minified in the content script. These combinators compile an object's fields into arrays that
 * a plain loop walks, and build nothing on the way to a valid value but the copy itself; an
 * Issue's path is put together only when a value is refused.
 *
 * Two ways of taking bad data, both declared where the field is: `optional` refuses a field that is
 * there but wrong (a host command, an imported row: the sender must be told), `lenient` drops it
 * (a page's reading: one odd field of a chat row must not lose the row), and `fallback` puts a
 * default in its place (stored settings, which may be old or damaged).
 */

/** Why a value is refused: where (the field's path) and what it should have been. */
export class Issue {
  constructor(
    readonly path: readonly (string | number)[],
    readonly problem: string,
  ) {}

  get message(): string {
    return this.path.length ? `${this.path.join('.')}: ${this.problem}` : this.problem;
  }
}

const within = (key: string | number, i: Issue) => new Issue([key, ...i.path], i.problem);

export interface Schema<T> {
  /** The checked copy of the value, or why it is refused. */
  readonly run: (v: unknown) => T | Issue;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

/** A schema of a check written by hand (a shape no combinator here states). */
export const custom = /* @__NO_SIDE_EFFECTS__ */ <T>(run: (v: unknown) => T | Issue): Schema<T> => ({ run });

/** The value, or the message of what is wrong with it. */
/* @__NO_SIDE_EFFECTS__ */
export function parse<T>(s: Schema<T>, v: unknown): T | string {
  const r = s.run(v);
  return r instanceof Issue ? r.message : r;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const refuse = (problem: string) => new Issue([], problem);

// ----- Values -----

interface Bounds {
  min?: number;
  max?: number;
}

const lengths = ({ min = 0, max = Infinity }: Bounds, what: string) =>
  min > 0 && max < Infinity
    ? `${what} of ${min} to ${max} characters`
    : max < Infinity
      ? `${what} of at most ${max} characters`
      : min > 0
        ? what.replace(/^a /, 'a non-empty ')
        : what;

/** A string, its length within bounds. */
/* @__NO_SIDE_EFFECTS__ */
export function string(b: Bounds = {}): Schema<string> {
  const { min = 0, max = Infinity } = b;
  const problem = `must be ${lengths(b, 'a string')}`;
  return custom((v) => (typeof v === 'string' && v.length >= min && v.length <= max ? v : refuse(problem)));
}

/** A string or a finite number read as one (a seat "3" is often written 3), its length within bounds. */
/* @__NO_SIDE_EFFECTS__ */
export function stringish(b: Bounds = {}): Schema<string> {
  const { min = 0, max = Infinity } = b;
  const problem = `must be ${lengths(b, 'a string or a number')}`;
  return custom((v) => {
    const s = typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
    return s !== undefined && s.length >= min && s.length <= max ? s : refuse(problem);
  });
}

/** A string, cut to `max` characters: what a page shows is kept short, not refused. */
export const cut = (max: number, inner: Schema<string> = string()): Schema<string> => map(inner, (s) => s.slice(0, max));

export const finite: Schema<number> = custom((v) => (typeof v === 'number' && Number.isFinite(v) ? v : refuse('must be a finite number')));

/** A safe integer within bounds. */
/* @__NO_SIDE_EFFECTS__ */
export function int({ min = -Infinity, max = Infinity }: Bounds = {}): Schema<number> {
  const problem = min === 0 ? 'must be a whole number ≥ 0' : min === 1 ? 'must be a whole number ≥ 1' : 'must be a whole number';
  return custom((v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max ? v : refuse(problem)));
}

export const boolean: Schema<boolean> = custom((v) => (typeof v === 'boolean' ? v : refuse('must be true or false')));

/** One of the listed values (strings, numbers, or null). */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends readonly (string | number | null)[]>(values: T): Schema<T[number]> {
  const problem = `must be one of ${values.map(String).join(', ')}`;
  return custom((v) => (values.includes(v as T[number]) ? (v as T[number]) : refuse(problem)));
}

export const literal = /* @__NO_SIDE_EFFECTS__ */ <const T extends string | number>(value: T): Schema<T> => oneOf([value]) as Schema<T>;

export const nullable = /* @__NO_SIDE_EFFECTS__ */ <T>(s: Schema<T>): Schema<T | null> =>
  custom((v) => {
    if (v === null) return null;
    const r = s.run(v);
    return r instanceof Issue && !r.path.length ? refuse(`${r.problem} or null`) : r;
  });

/** The value checked, then turned into what the type says (a cut, a rounding, a copy). */
export const map = /* @__NO_SIDE_EFFECTS__ */ <T, U>(s: Schema<T>, f: (v: T) => U): Schema<U> =>
  custom((v) => {
    const r = s.run(v);
    return r instanceof Issue ? r : f(r);
  });

/** The value checked, then held to a condition the type cannot say. */
export const refine = /* @__NO_SIDE_EFFECTS__ */ <T>(
  s: Schema<T>,
  ok: (v: T) => boolean,
  problem: string,
  path: readonly (string | number)[] = [],
): Schema<T> =>
  custom((v) => {
    const r = s.run(v);
    return r instanceof Issue || ok(r) ? r : new Issue(path, problem);
  });

/** The value when it passes, `value` in its place when it does not (absent, old, damaged). */
export const fallback = /* @__NO_SIDE_EFFECTS__ */ <T>(s: Schema<T>, value: T | (() => T)): Schema<T> =>
  custom((v) => {
    const r = s.run(v);
    return r instanceof Issue ? (typeof value === 'function' ? (value as () => T)() : value) : r;
  });

// ----- Collections -----

/**
 * An array of at most `max` items, every item checked: one bad item refuses the whole, or with
 * `bad: 'drop'` is left out (a page's stream: one unreadable item must not hold back the rest).
 */
/* @__NO_SIDE_EFFECTS__ */
export function array<T>(item: Schema<T>, { max = Infinity, bad = 'refuse' }: { max?: number; bad?: 'refuse' | 'drop' } = {}): Schema<T[]> {
  const problem = max < Infinity ? `must be a list of at most ${max}` : 'must be a list';
  return custom((v) => {
    if (!Array.isArray(v) || v.length > max) return refuse(problem);
    const out: T[] = [];
    for (let i = 0; i < v.length; i++) {
      const r = item.run(v[i]);
      if (!(r instanceof Issue)) out.push(r);
      else if (bad === 'refuse') return within(i, r);
    }
    return out;
  });
}

/**
 * The items of an array that pass, the others left out: the first `max` of them, or the last
 * `max` with `from: 'end'` (the newest), in their order. Not an array: none.
 */
/* @__NO_SIDE_EFFECTS__ */
export function items<T>(item: Schema<T>, { max = Infinity, from = 'start' }: { max?: number; from?: 'start' | 'end' } = {}): Schema<T[]> {
  return custom((v) => {
    if (!Array.isArray(v)) return [];
    const out: T[] = [];
    const step = from === 'end' ? -1 : 1;
    for (let i = from === 'end' ? v.length - 1 : 0; i >= 0 && i < v.length && out.length < max; i += step) {
      const r = item.run(v[i]);
      if (!(r instanceof Issue)) out.push(r);
    }
    return from === 'end' ? out.reverse() : out;
  });
}

/** An object used as a map: every value checked, the keys kept as data. */
export const record = /* @__NO_SIDE_EFFECTS__ */ <T>(value: Schema<T>): Schema<Record<string, T>> =>
  custom((v) => {
    if (!isRecord(v)) return refuse('must be an object');
    const out: [string, T][] = [];
    for (const [k, x] of Object.entries(v)) {
      const r = value.run(x);
      if (r instanceof Issue) return within(k, r);
      out.push([k, r]);
    }
    return Object.fromEntries(out);
  });

/** How an object's field may be absent: `refuse` a wrong value, `drop` it. */
interface Optional<T> {
  readonly schema: Schema<T>;
  readonly bad: 'refuse' | 'drop';
}

/** A field that may be absent (undefined); there, it must pass. */
export const optional = /* @__NO_SIDE_EFFECTS__ */ <T>(schema: Schema<T>): Optional<T> => ({ schema, bad: 'refuse' });
/** A field that may be absent; there but wrong, it is left out as if absent. */
export const lenient = /* @__NO_SIDE_EFFECTS__ */ <T>(schema: Schema<T>): Optional<T> => ({ schema, bad: 'drop' });

/** A flag kept only when true: one a page does not set is absent, not false (anything else is left out). */
export const onlyTrue: Optional<boolean> = lenient(custom((v) => (v === true ? true : refuse('must be true'))));

type Field = Schema<unknown> | Optional<unknown>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
export type Shape<F extends Record<string, Field>> = Flat<
  { [K in keyof F as F[K] extends Optional<unknown> ? never : K]: Infer<F[K]> } & {
    [K in keyof F as F[K] extends Optional<unknown> ? K : never]?: F[K] extends Optional<infer T> ? T : never;
  }
>;

const REQUIRED = 0;
const REFUSE = 1;
const DROP = 2;

/**
 * An object with the named fields, in the order named (the copy's keys come in that order); other
 * keys are not read. A required field that fails refuses the object, naming the field.
 */
/* @__NO_SIDE_EFFECTS__ */
export function object<F extends Record<string, Field>>(fields: F): Schema<Shape<F>> {
  const keys = Object.keys(fields);
  const runs = keys.map((k) => {
    const f = fields[k] as Field;
    return 'run' in f ? f.run : f.schema.run;
  });
  const modes = keys.map((k) => {
    const f = fields[k] as Field;
    return 'run' in f ? REQUIRED : f.bad === 'refuse' ? REFUSE : DROP;
  });
  return custom((v) => {
    if (!isRecord(v)) return refuse('must be an object');
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      const x = v[k];
      const mode = modes[i];
      if (mode !== REQUIRED && x === undefined) continue;
      const r = (runs[i] as (v: unknown) => unknown)(x);
      if (r instanceof Issue) {
        if (mode === DROP) continue;
        return within(k, r);
      }
      out[k] = r;
    }
    return out as Shape<F>;
  });
}

/**
 * One of several object shapes, told apart by the string field `key`. A tag none of them has is
 * `unknown` (an Issue, or a value such as null for "ignored").
 */
/* @__NO_SIDE_EFFECTS__ */
export function variant<const K extends string, C extends Record<string, Schema<unknown>>, U = never>(
  key: K,
  cases: C,
  unknown: (tag: unknown) => U | Issue = (tag) => new Issue([key], `unknown ${key} ${JSON.stringify(tag) ?? 'undefined'}`),
): Schema<Infer<C[keyof C]> | U> {
  return custom((v) => {
    if (!isRecord(v)) return refuse('must be an object');
    const tag = v[key];
    const s = typeof tag === 'string' && Object.prototype.hasOwnProperty.call(cases, tag) ? cases[tag] : undefined;
    return s ? (s.run(v) as Infer<C[keyof C]>) : unknown(tag);
  });
}
