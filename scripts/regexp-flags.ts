/**
 * Imported first by the checker (its body runs before any other module's).
 *
 * V8 compiles a regular expression to bytecode at its first run and again to
 * machine code at its second. The checker runs each of its few hundred
 * expressions many times, and the first compilation, with its peephole pass,
 * costs three times the second: compiling straight to machine code took the
 * 73 table expressions a 200,000-message transcript needs from 51 to 14 ms,
 * and the whole run ≈ 5% (paired runs). The flag is read at each
 * compilation, so setting it here holds for everything loaded after, worker
 * threads included. The extension cannot set V8 flags; it does not need to
 * (a live game checks a message at a time).
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
