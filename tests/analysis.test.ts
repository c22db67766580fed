import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnalysisMemo } from '../lib/engine/memo';
import { decodeAnalyses, encodeAnalyses } from '../lib/cli/wire';
import { analyzeMessage, Engine, type EngineOptions, type MessageAnalysis, type Violation } from '../lib/engine/engine';
import { parseEvent, type GameEvent } from '../lib/engine/events';
import type { RuleSetId } from '../lib/rulesets';
import { transcript } from '../scripts/gen-transcript';

const root = new URL('..', import.meta.url).pathname;

/** Events of every shape the stateful step reads: a generated game, the corpus, roll-calls, the dead, voting, caps laughter, spam and flood. */
function events(): GameEvent[] {
  const lines = [...transcript(3000, { seed: 7, violating: 0.1 })];
  const corpus = join(root, 'tests', 'corpus');
  for (const f of readdirSync(corpus).sort()) lines.push(...readFileSync(join(corpus, f), 'utf8').split('\n'));
  const say = (player: string, text: string) => JSON.stringify({ type: 'message', player, text });
  lines.push(
    '{"type":"phase","phase":"day"}',
    say('x1', 'красные, напишите «ква» в чат'),
    say('x2', 'ква-ква'),
    say('x3', '🌞🌞'),
    say('x4', 'АХАХАХАХ'),
    say('x4', 'АХАХАХАХ'),
    say('x4', 'АХАХАХАХ'),
    say('x4', 'АХАХАХАХ'),
    say('x4', 'АХАХАХАХ'),
    ...Array.from({ length: 6 }, () => say('x5', 'голосуйте 7')),
    ...Array.from({ length: 6 }, (_, i) => say('x6', ['фывфыв', 'йцукен', 'ячсми', 'ролдж'][i % 4]!)),
    '{"type":"player","player":"x7","status":"dead"}',
    say('x7', 'меня убили, подними'),
    say('x7', 'меня убили, а 5 черный'),
    say('x7', 'всем удачи'),
    '{"type":"phase","phase":"voting"}',
    say('x8', '+'),
    say('x8', ' ＋ '),
    say('x9', 'голосую 3'),
    '{"type":"phase","phase":"night"}',
    say('x9', 'я сплю'),
    say('x2', 'x'.repeat(120_000)),
  );
  const out: GameEvent[] = [];
  for (const l of lines) {
    if (!l.trim()) continue;
    const p = parseEvent(JSON.parse(l));
    if (p.ok && p.event) out.push(p.event);
  }
  return out;
}

const EVENTS = events();

/** Feeds every event; `analysis` works a message's analysis out ahead, or leaves it to the engine. */
function run(ruleSet: RuleSetId, opts: EngineOptions, analysis: (text: string) => MessageAnalysis | undefined) {
  const engine = new Engine(ruleSet, opts);
  const violations: Violation[] = [];
  for (const e of EVENTS) violations.push(...engine.feed(e, e.type === 'message' ? analysis(e.text) : undefined));
  return { violations, state: engine.state };
}

describe('message analysis apart from the engine', () => {
  const CASES: [RuleSetId, EngineOptions][] = [
    ['online', {}],
    ['club-warnings', {}],
    ['club-remarks', {}],
    [
      'online',
      { extraForbidden: ['кукуруза'], extraAllowed: ['дурак'], caps: { minLetters: 3, ratio: 0.5 }, spamRepeats: 2, floodRepeats: 2 },
    ],
  ];

  it.each(CASES)(
    '%s %j: the same violations and state whether the engine analyses, or it comes ahead, or across threads',
    (ruleSet, opts) => {
      const inside = run(ruleSet, opts, () => undefined);
      expect(inside.violations.length).toBeGreaterThan(50);
      expect(run(ruleSet, opts, (t) => analyzeMessage(t, opts))).toEqual(inside);
      // Across threads: encoded, structured-cloned, decoded, without the normalised text.
      const crossed = (t: string) => decodeAnalyses(structuredClone(encodeAnalyses([analyzeMessage(t, opts)])))[0]!;
      expect(run(ruleSet, opts, crossed)).toEqual(inside);
      const memo = new AnalysisMemo(opts);
      expect(run(ruleSet, opts, (t) => memo.analyze(t))).toEqual(inside);
    },
  );

  it('the kinds the stateful step needs all occur in the fixture', () => {
    const kinds = new Set(run('online', {}, () => undefined).violations.map((v) => v.kind));
    for (const k of ['beacon', 'caps', 'spam', 'flood', 'dead-talk', 'voting-message', 'insult']) expect(kinds).toContain(k);
    // Online has no rule for writing at night; the club's warnings do.
    expect(run('club-warnings', {}, () => undefined).violations.map((v) => v.kind)).toContain('night-message');
  });
});

describe('analyses on the wire', () => {
  it('round-trip whole batches, findings and signs included, in order', () => {
    const texts = EVENTS.flatMap((e) => (e.type === 'message' ? [e.text] : []));
    const plain = texts.map((t) => analyzeMessage(t));
    expect(plain.some((a) => a.rollSign !== null)).toBe(true);
    expect(plain.some((a) => a.caps?.laughter)).toBe(true);
    const back = decodeAnalyses(structuredClone(encodeAnalyses(plain)));
    expect(back).toEqual(plain.map(({ normalized: _, ...rest }) => rest));
  });

  it('an empty batch', () => {
    expect(decodeAnalyses(encodeAnalyses([]))).toEqual([]);
  });
});

describe('analysis memo', () => {
  it('gives the same analysis as a fresh one, for short and long texts and past its capacity', () => {
    const memo = new AnalysisMemo();
    const texts = ['+', 'да', 'ты дурак', 'КАПС КАПС КАПС', 'к л я н у с ь', 'а'.repeat(200)];
    for (let i = 0; i < 9000; i++) texts.push(`ок ${i}`);
    for (const t of [...texts, ...texts.slice(0, 10)]) expect(memo.analyze(t)).toEqual(analyzeMessage(t));
  });
});
