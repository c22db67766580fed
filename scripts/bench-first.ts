/**
 * For `npm run bench`: the first hostile message of one kind that a process
 * sees after ordinary chat, as a worker meets it. The chat has made V8
 * optimise the code everyday messages take; the long loops and rare paths of
 * a message of this kind still run unoptimised at first, so this is a
 * one-off cost, timed apart from the steady one. One process per kind: a
 * kind timed before would have warmed the code the next one takes.
 *   tsx scripts/bench-first.ts KIND CHAT.jsonl  → CPU milliseconds
 */
import { readFileSync } from 'node:fs';
import { Engine } from '../lib/engine/engine';
import type { GameEvent } from '../lib/engine/events';
import { cpuMessage, freshEngine, HOSTILE } from './hostile';

const [kind, chat] = process.argv.slice(2);
const make = kind ? HOSTILE[kind] : undefined;
if (!make || !chat) {
  process.stderr.write('usage: bench-first.ts KIND CHAT.jsonl\n');
  process.exit(2);
}
const engine = new Engine('online');
for (const line of readFileSync(chat, 'utf8').split('\n')) if (line) engine.feed(JSON.parse(line) as GameEvent);
process.stdout.write(cpuMessage(make(50_000, 7), freshEngine()).toFixed(2));
