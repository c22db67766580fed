/**
 * Reviewed word lists: the categories a rule's slots need (insult nouns,
 * violence verbs, messengers, host titles…), kept as data rather than as
 * alternations inside code. A list is one entry per line, sorted by code
 * unit, without duplicates, each line at most 160 characters
 * (tests/lexicons.test.ts holds every declared list to that), so that a
 * review reads it top to bottom and a diff shows what was added.
 *
 * An entry is written in the pattern language (text/pattern.ts) for one word
 * or a short phrase: "дурак…" is any word opening with "дурак", "дура" only
 * that word, "морд…~2набь…" two words with a gap, "(?:а|у)" an ending. Lists
 * are turned into the existing machinery once, at load: a whole-word
 * expression for the word tests (text/words.ts, behind a trie), or a group
 * for table rows (detect/table.ts). Nothing is compiled per message.
 */
import { alt } from './alt';
import { collapseLiterals } from './pattern';

const LISTS = new Map<string, { text: string; entries: readonly string[] }>();

/** Declares a named list from its text (one entry per line; blank lines at the ends ignored). */
export function wordList(name: string, text: string): readonly string[] {
  if (LISTS.has(name)) throw new Error(`word list ${name} declared twice`);
  const entries = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  LISTS.set(name, { text, entries });
  return entries;
}

/** The list as a group for a table row's pattern: `(?:a|b|…)`. */
export function listGroup(entries: readonly string[]): string {
  // `(?:)` would match at every position of every message (a new family's list not yet filled).
  if (!entries.length) throw new Error('an empty word list as a pattern group: fill its lexicon first');
  return collapseLatin(alt(...entries));
}

/**
 * The list as one whole-word expression on normalised (collapsed) words:
 * "…" is the rest of the word. Only word entries belong here (no gaps).
 */
export function listWordRe(entries: readonly string[]): RegExp {
  for (const e of entries) if (/[~⟨⟩\s]/.test(e)) throw new Error(`not a word entry: ${e}`);
  return new RegExp(collapseLatin(collapseLiterals(`^(?:${entries.join('|').replace(/…/g, '.*')})$`)), 'u');
}

/**
 * Doubled Latin letters collapsed outside escapes and classes, as the text is
 * ("bullshit" is read "bulshit"); collapseLiterals does the Cyrillic ones.
 */
export function collapseLatin(src: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src.charAt(i);
    if (c === '\\') {
      out += c + (src[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    if (!inClass && c >= 'a' && c <= 'z' && out.endsWith(c) && out[out.length - 2] !== '\\') continue;
    out += c;
  }
  return out;
}

/** Every declared list, for the format test. */
export function wordListsForTest(): ReadonlyMap<string, { text: string; entries: readonly string[] }> {
  return LISTS;
}
