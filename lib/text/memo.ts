/**
 * Answers of a function of one word, remembered for words seen lately. A
 * chat's words repeat far more than its messages do, while judging a word
 * can take several expressions; a look-up is one hash of a string that the
 * other detectors hash anyway. Bounded: emptied when full, so a flood of new
 * words costs one insertion each and no memory.
 */
export function wordMemo<T>(judge: (word: string) => T, max = 8192): (word: string) => T {
  const seen = new Map<string, T>();
  return (word) => {
    let r = seen.get(word);
    if (r === undefined && !seen.has(word)) {
      r = judge(word);
      if (seen.size >= max) seen.clear();
      seen.set(word, r);
    }
    return r as T;
  };
}
