/**
 * The browser bench's record of where each page batch's time went in the
 * worker (development build only; the store build carries none of it). The
 * last traces are kept on the worker's global, where the bench reads them
 * with the DevTools protocol; a worker that was stopped and woken again
 * starts a new list, its first trace carrying the worker's start, the moment
 * its bundle had been evaluated and the moment its engine was warmed — the
 * cold start's first stages.
 */
import type { BatchTrace } from './service';

/** Traces kept: a bench reads them after each sample, so a few hundred is plenty; nothing grows in a long game. */
const KEEP = 2000;

/** `boot`: when the worker's bundle had been evaluated and its engine warmed (filled in as the worker starts). */
export function traceSink(boot: { evaluated: number; warmed: number; planned: boolean }): (t: BatchTrace) => void {
  const g = globalThis as { guardTrace?: BatchTrace[] };
  let first = true;
  return (t) => {
    const list = (g.guardTrace ??= []);
    if (first) t.boot = { origin: performance.timeOrigin, ...boot };
    first = false;
    list.push(t);
    if (list.length > KEEP) list.splice(0, list.length - KEEP);
  };
}
