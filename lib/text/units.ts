/**
 * Which of the tables' expressions read the same without the `u` flag.
 *
 * pattern() compiles with `u`, so that a character is a code point: an emoji
 * between two words is one separator, not two halves of one. Yet V8 compiles
 * a `u` expression in about twice the time and runs it about half as fast,
 * because every class must handle surrogate pairs. For most table rows that
 * care is wasted: they read word letters, digits, punctuation and runs of
 * separators, and nothing in them can stop or count inside a pair.
 *
 * `unitSafe` proves this of an expression (anything it cannot prove is kept
 * with `u`):
 *  - every element that reads characters reads only characters outside the
 *    surrogate range (literals, positive classes, `\d`, `\s`, `\w`), except
 *    runs of separators (`NW+`, see pattern.ts), greedy and unbounded;
 *  - what follows every such run must first read one of those characters, or
 *    end the expression without a look-around: so a run is always left at a
 *    code-point boundary (the next unit is not a surrogate, or the whole run
 *    was taken), never between the halves of a pair;
 *  - no `.`, negated class (but `NW+`), `\S`, `\W`, `\D`, `\p{…}`, back
 *    reference, astral literal or case-insensitive flag.
 * Then every position a match can reach is a code-point boundary and every
 * element reads whole code points, in either mode: the two expressions find
 * the same matches in every text (a test runs both at every word start of the
 * corpus, also with emoji and astral letters inserted between and inside
 * words). `npm run tables` records the answer in the tables' plan.
 */
import { NW } from './pattern';

const RUN = `${NW}+`;

/**
 * The expression as far as the proof needs it: runs (`NW+`), elements that
 * read one non-surrogate character (with their quantifier's minimum),
 * zero-width assertions, and groups of alternatives.
 */
type Node =
  { t: 'run' } | { t: 'char'; min: number } | { t: 'look' } | { t: 'group'; alts: Node[][]; min: number; repeats: boolean; next?: Next };

/** What a stretch of the expression can do next: match nothing, read a non-surrogate first, pass an assertion first. */
interface Next {
  nullable: boolean;
  firstSafe: boolean;
  look: boolean;
}
const END: Next = { nullable: true, firstSafe: true, look: false };

/** Not an Error: nothing to capture a stack for, and thrown for a third of the tables' alternatives. */
class NotProvable {}

/** Whether `expression`, compiled with `flags` minus `u`, matches exactly as with `u` (see above). */
export function unitSafe(expression: string, flags: string): boolean {
  if (!flags.includes('u') || flags.includes('i') || flags.includes('v')) return false;
  try {
    const p = new Parser(expression);
    const top = p.alternatives();
    if (p.i !== expression.length) return false;
    for (const seq of top) check(seq, END);
    return true;
  } catch (e) {
    if (e instanceof NotProvable) return false;
    throw e;
  }
}

/**
 * Every run in `seq` (followed by `follow`) must be left at a code-point
 * boundary: what comes after it must read a non-surrogate first, or be able to
 * end the match without an assertion (the greedy run is then taken whole first).
 */
function check(seq: Node[], follow: Next): void {
  // Each element with what follows it, worked out from the end.
  const steps: { node: Node; after: Next }[] = [];
  let rest = follow;
  for (const node of [...seq].reverse()) {
    steps.push({ node, after: rest });
    rest = then(nodeNext(node), rest);
  }
  for (const { node, after } of steps.reverse()) {
    if (node.t === 'run') {
      if (!after.firstSafe || (after.nullable && after.look)) throw new NotProvable();
    } else if (node.t === 'group') {
      // After an alternative comes what follows the group, or (if it repeats) the group again.
      const next = node.repeats ? either(then(nodeNext(node), after), after) : after;
      for (const alt of node.alts) check(alt, next);
    }
  }
}

function nodeNext(node: Node): Next {
  switch (node.t) {
    case 'run':
      return { nullable: false, firstSafe: false, look: false };
    case 'char':
      return { nullable: node.min === 0, firstSafe: true, look: false };
    case 'look':
      return { nullable: true, firstSafe: true, look: true };
    case 'group': {
      if (node.next) return node.next;
      const alts = node.alts.map((a) => summary(a));
      return (node.next = {
        nullable: node.min === 0 || alts.some((a) => a.nullable),
        firstSafe: alts.every((a) => a.firstSafe),
        look: alts.some((a) => a.look),
      });
    }
  }
}

/** A sequence's elements read one after another. */
function summary(seq: Node[]): Next {
  return seq.reduceRight((next, node) => then(nodeNext(node), next), END);
}

/** `a` then `b`. */
function then(a: Next, b: Next): Next {
  return {
    nullable: a.nullable && b.nullable,
    firstSafe: a.firstSafe && (!a.nullable || b.firstSafe),
    look: a.look || (a.nullable && b.look),
  };
}

/** One of `a` or `b`. */
function either(a: Next, b: Next): Next {
  return { nullable: a.nullable || b.nullable, firstSafe: a.firstSafe && b.firstSafe, look: a.look || b.look };
}

const isSurrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;
/** Characters escaped to stand for themselves (in or out of a class). */
const IDENTITY = new Set('\\^$.*+?()[]{}|/-,:=!<>');
const CONTROL: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };

/** A recursive-descent reader of the expressions pattern() writes; gives up (NotProvable) outside the subset above. */
class Parser {
  i = 0;
  constructor(private readonly s: string) {}

  private fail(): never {
    throw new NotProvable();
  }

  /** Alternatives up to a `)` or the end. */
  alternatives(): Node[][] {
    const alts: Node[][] = [];
    for (;;) {
      const seq: Node[] = [];
      while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') seq.push(this.quantified());
      alts.push(seq);
      if (this.s[this.i] !== '|') return alts;
      this.i++;
    }
  }

  private quantified(): Node {
    if (this.s.startsWith(RUN, this.i)) {
      this.i += RUN.length;
      if (/[?*+{]/.test(this.s[this.i] ?? '')) this.fail(); // a lazy or counted run could stop inside a pair
      return RUN_NODE;
    }
    const atom = this.atom();
    const q = this.quantifier();
    if (!q) return atom;
    if (atom.t === 'look') this.fail();
    if (atom.t === 'group') return { t: 'group', alts: atom.alts, min: q.min, repeats: q.repeats };
    return { t: 'char', min: q.min };
  }

  /** A quantifier's minimum and whether it can repeat, or null when there is none; consumes it and its lazy mark. */
  private quantifier(): { min: number; repeats: boolean } | null {
    const c = this.s[this.i];
    let q: { min: number; repeats: boolean };
    if (c === '?') q = { min: 0, repeats: false };
    else if (c === '*') q = { min: 0, repeats: true };
    else if (c === '+') q = { min: 1, repeats: true };
    else if (c === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(this.s.slice(this.i, this.i + 24));
      if (!m) this.fail();
      const max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : Number(m[1]);
      q = { min: Number(m[1]), repeats: max > 1 };
      this.i += m[0].length - 1;
    } else return null;
    this.i++;
    if (this.s[this.i] === '?') this.i++;
    return q;
  }

  private atom(): Node {
    const c = this.s.charAt(this.i);
    if (c === '(') return this.group();
    if (c === '[') return this.klass();
    if (c === '\\') return this.escape();
    if (c === '^' || c === '$') {
      this.i++;
      return LOOK_NODE;
    }
    if ('.|)?*+{}]'.includes(c)) this.fail();
    if (isSurrogate(this.s.charCodeAt(this.i))) this.fail(); // an astral literal
    this.i++;
    return CHAR_NODE;
  }

  private group(): Node {
    const rest = this.s.slice(this.i, this.i + 4);
    let look = false;
    if (rest.startsWith('(?:')) this.i += 3;
    else if (rest.startsWith('(?=') || rest.startsWith('(?!')) {
      this.i += 3;
      look = true;
    } else if (rest.startsWith('(?<=') || rest.startsWith('(?<!')) {
      this.i += 4;
      look = true;
    } else if (rest.startsWith('(?<')) {
      const end = this.s.indexOf('>', this.i);
      if (end < 0) this.fail();
      this.i = end + 1; // a named group: a group
    } else if (rest.startsWith('(?')) this.fail();
    else this.i++;
    const from = this.i;
    const alts = this.alternatives();
    if (this.s[this.i] !== ')') this.fail();
    if (look) {
      // A look-ahead asks only whether its expression matches here: checked as an expression of its own.
      // A look-behind (read backwards) must hold no run.
      if (rest[2] === '<' && this.s.slice(from, this.i).includes(RUN)) this.fail();
      for (const seq of alts) check(seq, END);
    }
    this.i++;
    return look ? LOOK_NODE : { t: 'group', alts, min: 1, repeats: false };
  }

  /** A positive class of characters outside the surrogate range. */
  private klass(): Node {
    this.i++;
    if (this.s[this.i] === '^') this.fail();
    let prev = -1;
    let range = false;
    while (this.i < this.s.length && this.s[this.i] !== ']') {
      if (this.s[this.i] === '-' && prev >= 0 && this.s[this.i + 1] !== ']') {
        range = true;
        this.i++;
        continue;
      }
      let code: number;
      if (this.s[this.i] === '\\') {
        const e = this.s.charAt(this.i + 1);
        if (e === 'd' || e === 's' || e === 'w') {
          if (range) this.fail();
          this.i += 2;
          prev = -1;
          continue;
        }
        code = this.escapedCode();
      } else code = this.s.charCodeAt(this.i++);
      if (isSurrogate(code)) this.fail();
      if (range) {
        if (prev > code || (prev < 0xd800 && code > 0xdfff)) this.fail(); // a range across the surrogates
        range = false;
        prev = -1;
      } else prev = code;
    }
    if (this.s[this.i] !== ']' || range) this.fail();
    this.i++;
    return CHAR_NODE;
  }

  private escape(): Node {
    const e = this.s[this.i + 1];
    if (e === 'd' || e === 's' || e === 'w') {
      this.i += 2;
      return CHAR_NODE;
    }
    if (e === 'b' || e === 'B') {
      this.i += 2;
      return LOOK_NODE;
    }
    if (isSurrogate(this.escapedCode())) this.fail();
    return CHAR_NODE;
  }

  /** The character an escape stands for (`\*`, `\.`, `\n`, `\u0430`, `\x41`); anything else is not provable. */
  private escapedCode(): number {
    const e = this.s[this.i + 1] ?? '';
    if (IDENTITY.has(e)) {
      this.i += 2;
      return e.charCodeAt(0);
    }
    const control = CONTROL[e];
    if (control !== undefined && !/\d/.test(this.s[this.i + 2] ?? '')) {
      this.i += 2;
      return control;
    }
    const m = /^\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/.exec(this.s.slice(this.i, this.i + 6));
    if (!m) this.fail();
    this.i += m[0].length;
    return parseInt(m[1] ?? m[2] ?? '', 16);
  }
}

const RUN_NODE: Node = { t: 'run' };
const CHAR_NODE: Node = { t: 'char', min: 1 };
const LOOK_NODE: Node = { t: 'look' };
