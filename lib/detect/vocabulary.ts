/**
 * Word classes from lexicons (lists of whole words and word beginnings, see
 * lexicons/entries.ts): one trie for every list given, walked once per
 * distinct word (the lexicon keeps the answer, text/lexicon.ts), so asking
 * which classes a word of a message is in costs one look-up.
 *
 * A class can also be a verb's stems: a word is in it when it is a stem
 * followed by a verb ending, and the ending says the form ("клян" + "усь":
 * first person; "клял" + "ся": past; "спор" + "ный" is no verb form).
 */
import { collapse, type Token } from '../text/normalize';
import { WordFact } from '../text/lexicon';
import { WordTrie } from '../text/trie';

/** The grammatical form of a verb as its ending gives it. */
export type Form = 'first' | 'we' | 'second' | 'third' | 'past' | 'imperative' | 'infinitive' | 'gerund' | 'bare';

/**
 * Endings after a verb's stem, with the reflexive ending taken off ("клянусь" → "клян" + "у"). Thematic
 * vowels are part of the ending ("отвеч" + "аю", "спор" + "ил"), chat spellings too ("клянешся", "еш").
 * "ите" is both the plural of the second person and the imperative: either way it is the addressee's act.
 */
const ENDINGS: Record<string, Form> = {};
function endings(form: Form, list: string): void {
  for (const e of list.split(' ')) ENDINGS[e] = form;
}
endings('first', 'у ю аю яю ую');
endings('we', 'ем им ём аем яем уем');
endings('second', 'ешь ишь еш иш аешь яешь уешь аеш ете ите аете яете');
endings('third', 'ет ит ут ют ат ят ает яет ует ают яют уют');
endings('past', 'л ла ло ли ал ала ало али ял яла яли ил ила или ел ела ели ол ола оли ул ула уло ули нул нула нули');
// The past participle tells the act as done ("поклявшийся 1 теперь молчит").
endings('past', 'вший вшая вшее вшие вшего вшему');
endings('imperative', 'и й ь йте ьте ай айте яй яйте уй уйте');
endings('infinitive', 'ть ти сть ать ять ить еть оть уть');
// Chat spells the reflexive infinitive as it sounds: "кляцца", "клятся".
endings('infinitive', 'цца ца тся');
endings('gerund', 'я а ая яя в вши');
endings('bare', '');

/** Reflexive endings as chat writes them: "клянусь", "клянус", "клялса", "клянешся". */
const REFLEXIVE = ['ся', 'сь', 'са', 'с'];

/** The form of a verb whose stem ends at `at`, or null when the rest is no ending of it. */
function formAfter(word: string, at: number, reflexiveOnly: boolean): Form | null {
  const rest = word.slice(at);
  for (const r of REFLEXIVE) {
    if (rest.length >= r.length && rest.endsWith(r)) {
      const f = ENDINGS[rest.slice(0, rest.length - r.length)];
      if (f !== undefined) return f;
    }
  }
  if (reflexiveOnly) return null;
  const f = ENDINGS[rest];
  return f === undefined ? null : f;
}

export interface VerbReading {
  /** The stem's class bit. */
  cls: number;
  form: Form;
}

/** An entry's text in the normalised alphabet, its beginning mark taken off. */
function entryText(entry: string): { text: string; prefix: boolean } {
  const prefix = entry.endsWith('…');
  return { text: collapse(prefix ? entry.slice(0, -1) : entry), prefix };
}

/**
 * Every vocabulary's entries in one trie (a trie's root table is large):
 * per payload id, the vocabulary it belongs to, the class bit it sets, and
 * whether it is a verb stem (-1: a word entry; 1: reflexive forms only).
 */
const TRIE = new WordTrie(4096);
const OWNER: number[] = [];
const BITS: number[] = [];
const STEM: number[] = [];
let vocabularies = 0;

/**
 * A set of word classes, each a bit (at most 31). Declared at module load,
 * before any message is read.
 */
export class Vocabulary {
  private readonly id = vocabularies++;
  private count = 0;
  private readonly fact = new WordFact((word) => this.compute(word));

  /** A class of whole words and word beginnings; its bit. */
  words(list: readonly string[]): number {
    const bit = this.nextBit();
    for (const e of list) {
      const { text, prefix } = entryText(e);
      this.add(text, bit, !prefix, -1);
    }
    return bit;
  }

  /**
   * A class of verb stems: a word is in it when it is a stem and an ending (a stem written with "+":
   * only its reflexive forms, as "забь+" for забьёмся but not забьём). Its bit.
   */
  verbs(list: readonly string[]): number {
    const bit = this.nextBit();
    for (const e of list) {
      const reflexive = e.endsWith('+');
      const text = collapse(reflexive ? e.slice(0, -1) : e);
      this.add(text, bit, false, reflexive ? 1 : 0);
    }
    return bit;
  }

  /** The classes a word of a message is in (bits), and its verb reading if it is a verb form of one. */
  of(tok: Token): WordInfo {
    return this.fact.of(tok);
  }

  /** The same for a bare word (tests, and words not from a message). */
  ofWord(word: string): WordInfo {
    return this.compute(word);
  }

  private nextBit(): number {
    if (this.count >= 31) throw new Error('at most 31 classes in a vocabulary');
    return 1 << this.count++;
  }

  private add(text: string, bit: number, whole: boolean, stem: number): void {
    const id = BITS.length;
    OWNER.push(this.id);
    BITS.push(bit);
    STEM.push(stem);
    TRIE.add(text, id, stem >= 0 ? false : whole);
  }

  private compute(word: string): WordInfo {
    let bits = 0;
    let verb: VerbReading | null = null;
    let node = 0;
    for (let k = 0; k < word.length; k++) {
      node = TRIE.step(node, word.charCodeAt(k));
      if (node < 0) break;
      for (const id of TRIE.prefix[node]!) {
        if (OWNER[id] !== this.id) continue;
        const stem = STEM[id]!;
        if (stem < 0) bits |= BITS[id]!;
        else {
          // The longest stem wins: "поклян" over "покля".
          const form = formAfter(word, k + 1, stem === 1);
          if (form !== null) {
            bits |= BITS[id]!;
            verb = { cls: BITS[id]!, form };
          }
        }
      }
      if (k === word.length - 1) for (const id of TRIE.whole[node]!) if (OWNER[id] === this.id) bits |= BITS[id]!;
    }
    return bits === 0 ? NOTHING : { bits, verb };
  }
}

export interface WordInfo {
  bits: number;
  verb: VerbReading | null;
}
const NOTHING: WordInfo = Object.freeze({ bits: 0, verb: null }) as WordInfo;
