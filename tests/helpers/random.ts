/** A seeded generator of whole numbers below `n` (a linear congruential one: the same texts on every run). */
export function seeded(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
}

/** Up to `longest` pieces drawn at random and joined. */
export function randomText(rnd: (n: number) => number, pieces: readonly string[], longest: number): string {
  let text = '';
  for (let len = rnd(longest); len > 0; len--) text += pieces[rnd(pieces.length)];
  return text;
}
