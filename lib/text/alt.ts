/**
 * Vocabularies written as lists, one entry or group per line, instead of one
 * long regex source string: `alt('a', 'b…')` is the group `(?:a|b…)`,
 * `anyOf('x', 'y')` the bare alternation `x|y` (a pattern's top level).
 * Both only join strings once, when a table is built.
 */
export function alt(...entries: string[]): string {
  return `(?:${entries.join('|')})`;
}

export function anyOf(...alternatives: string[]): string {
  return alternatives.join('|');
}
