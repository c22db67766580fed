/**
 * Splits decoded text into lines the way Node's readline does with
 * `crlfDelay: Infinity` (what the checker used before): "\r\n", "\n" and a
 * lone "\r" each end a line, a "\r\n" cut between two chunks is one break,
 * and a last line without a newline counts when it is not empty. It works on
 * whole chunks with indexOf instead of an event per line.
 */
export class LineSplitter {
  /**
   * The line begun in earlier chunks, in pieces joined once it ends: a line
   * longer than many chunks costs one copy, not one per chunk (a 16.8 MB line
   * from a pipe took 2 s when each chunk was added to the rest).
   */
  private rest: string[] = [];
  private sawCR = false;

  /**
   * Appends a decoded chunk; hands on every line it completes, one at a time
   * (a line not kept dies young, as with readline).
   */
  push(chunk: string, line: (text: string) => void): void {
    if (!chunk) return;
    if (this.sawCR) {
      this.sawCR = false;
      // The "\n" of a "\r\n" that a chunk boundary cut in two.
      if (chunk.charCodeAt(0) === 10) chunk = chunk.slice(1);
    }
    // The rest never holds a "\r": a lone one ends a line at once.
    const cr = chunk.indexOf('\r') !== -1;
    if (!cr && chunk.indexOf('\n') === -1) {
      this.rest.push(chunk); // no line ends here
      return;
    }
    const s = this.rest.length ? this.rest.join('') + chunk : chunk;
    let start = 0;
    if (!cr) {
      let i: number;
      while ((i = s.indexOf('\n', start)) !== -1) {
        line(s.slice(start, i));
        start = i + 1;
      }
    } else {
      const end = /\r\n|\r|\n/g;
      let m: RegExpExecArray | null;
      while ((m = end.exec(s)) !== null) {
        line(s.slice(start, m.index));
        start = end.lastIndex;
      }
      this.sawCR = s.charCodeAt(s.length - 1) === 13;
    }
    this.rest = start === s.length ? [] : [start ? s.slice(start) : s];
  }

  /** The last line, when the input did not end with a newline. */
  end(line: (text: string) => void): void {
    const rest = this.rest.join('');
    if (rest) line(rest);
    this.rest = [];
  }
}
