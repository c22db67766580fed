/**
 * The cold floor for `npm run bench`: the least any detector must do with a
 * message — read each character once (Unicode-normalised, lower-cased, cut
 * into words, each word looked up in a table) — in a fresh process, on the
 * same file the cold checker run gets, after the same ordinary message. It
 * prints the last line's `WALL_MS CPU_MS`. Nothing here judges anything: it is
 * what V8 costs for one pass over the text before it has optimised that pass,
 * beside which the checker's cold figures are read.
 */
import { readFileSync } from 'node:fs';

const [, ordinary, hostile] = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l).text);

const seen = new Map();
function pass(raw) {
  const text = raw.normalize('NFKC').toLowerCase();
  let words = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    const letter = (c >= 0x430 && c <= 0x44f) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x451;
    if (letter && start < 0) start = i;
    else if (!letter && start >= 0) {
      const w = text.slice(start, i);
      seen.set(w, (seen.get(w) ?? 0) + 1);
      words++;
      start = -1;
    }
  }
  return words;
}

pass(ordinary);
const cpu = process.cpuUsage();
const t = performance.now();
const words = pass(hostile);
const wall = performance.now() - t;
const d = process.cpuUsage(cpu);
if (words < 0) throw new Error('unreachable');
process.stdout.write(`${wall.toFixed(3)} ${((d.user + d.system) / 1000).toFixed(3)}\n`);
