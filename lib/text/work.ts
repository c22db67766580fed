/**
 * Counters of the matching core's work: regular expression runs, trie steps,
 * table rows (alternatives of rows) looked at, and table alternatives whose
 * expression was made (once each, the first time a message needs it). Tests
 * compare them between inputs (doubling a hostile message must not much more
 * than double them), which no machine load can flip; the bench prints times.
 */
export const work = { regex: 0, steps: 0, rows: 0, made: 0 };

export function resetWork(): void {
  work.regex = 0;
  work.steps = 0;
  work.rows = 0;
  work.made = 0;
}
