import { StringDecoder } from 'node:string_decoder';
import { describe, expect, it } from 'vitest';
import { seeded } from './helpers/random';
import { LineSplitter } from '../lib/cli/lines';
import { parseLine, parseObject, type ParsedLine } from '../lib/cli/transcript';
import { InputReader } from '../scripts/check-read';
import { EVENT_FIELDS, type EventFields } from '../lib/cli/bytes';
import { parseEvent } from '../lib/engine/events';

/** What the checker read with before: the input decoded, split into lines, each line through parseLine. */
function asText(chunks: Buffer[]): ParsedLine[] {
  const out: ParsedLine[] = [];
  const d = new StringDecoder('utf8');
  const s = new LineSplitter();
  const line = (raw: string) => out.push(parseLine(raw, out.length + 1));
  for (const c of chunks) s.push(d.write(c), line);
  s.end(line);
  return out;
}

/** The checker's reader; `direct` counts the lines read straight from the bytes. */
function read(chunks: Buffer[]): { lines: ParsedLine[]; direct: number } {
  const lines: ParsedLine[] = [];
  let direct = 0;
  const reader = new InputReader({
    line: (raw) => lines.push(parseLine(raw, lines.length + 1)),
    object: (o) => {
      direct++;
      lines.push(parseObject(o, lines.length + 1));
    },
  });
  for (const c of chunks) reader.push(c);
  reader.end();
  return { lines, direct };
}

function cuts(b: Buffer, n: number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < b.length; i += n) out.push(b.subarray(i, i + n));
  return out;
}

const msg = (text: string) => JSON.stringify({ type: 'message', id: 'm1', player: '3', text, ts: 1764400256601 });

/** Lines, and whether the reader should take each straight from its bytes. */
const LINES: [string, string, boolean][] = [
  ['a message', msg('Я думаю, у меня 10 и 4 дон 😂'), true],
  ['a phase', '{"type":"phase","phase":"night"}', true],
  ['a player', '{"type":"player","player":"1","status":"alive","nick":"Игрок 1","inVersion":false,"lastSpeech":true}', true],
  ['spaces and tabs around tokens', ' { "type" :\t"message" , "player": 7, "text": "да" } ', true],
  ['an empty object', '{}', true],
  ['null and a negative zero', '{"type":"message","text":"x","ts":-0,"nick":null}', true],
  ['a repeated key: the last wins', '{"type":"message","text":"a","text":"b","player":"1"}', true],
  ['unknown keys and a key that is a number', '{"type":"vote","player":"1","candidate":"2","1":true,"ключ":"з"}', true],
  ['a long ASCII value', msg('all of you are wrong about seven, think again'), true],
  ['15 digits', '{"type":"message","text":"x","ts":123456789012345}', true],
  ['an escape', msg('он сказал "клянусь"'), false],
  ['an escaped solidus', '{"type":"message","text":"a\\/b"}', false],
  ['a fraction', '{"type":"message","text":"x","ts":1.5}', false],
  ['an exponent', '{"type":"message","text":"x","ts":1e3}', false],
  ['16 digits', '{"type":"message","text":"x","ts":1234567890123456}', false],
  ['a leading zero (invalid)', '{"type":"message","text":"x","ts":01}', false],
  ['nesting', '{"type":"message","text":"x","meta":{"a":1}}', false],
  ['an array', '[1,2]', false],
  ['a proto key (nested: left to JSON.parse)', '{"__proto__":{"type":"message"},"type":"message","text":"x"}', false],
  ['a proto key, read past like any key an event lacks', '{"__proto__":"x","type":"message","text":"x","constructor":1}', true],
  ['a tab inside a string (invalid)', '{"type":"message","text":"a\tb"}', false],
  ['a trailing comma (invalid)', '{"type":"message","text":"x",}', false],
  ['text after the object (invalid)', '{"type":"message","text":"x"} x', false],
  ['an unclosed string (invalid)', '{"type":"message","text":"x}', false],
  ['a literal cut short (invalid)', '{"type":"message","text":"x","edited":tru}', false],
  ['a literal run on (invalid)', '{"type":"message","text":"x","edited":truex}', false],
  ['a minus alone (invalid)', '{"type":"message","text":"x","ts":-}', false],
  ['a no-break space before it (trimmed, then parsed)', '\u00A0{"type":"phase","phase":"day"}', false],
  ['not JSON', 'hello', false],
];

describe('reading JSONL from bytes', () => {
  it.each(LINES)('%s: what JSON.parse of the line gives', (_, line, direct) => {
    const input = Buffer.from(line + '\n');
    const r = read([input]);
    expect(r.lines).toEqual(asText([input]));
    expect(r.direct).toBe(direct ? 1 : 0);
    for (const n of [1, 2, 3, 7]) expect(read(cuts(input, n)).lines).toEqual(r.lines);
  });

  it('a short value met again (handed out from the kept ones) reads the same', () => {
    const input = Buffer.from([msg('ага'), msg('ага')].join('\n'));
    const events: EventFields[] = [];
    const reader = new InputReader({ line: () => expect.unreachable(), object: (o) => events.push(o) });
    reader.push(input);
    reader.end();
    expect(events).toEqual([JSON.parse(msg('ага')), JSON.parse(msg('ага'))]);
  });

  it('keeps every key parseEvent reads', () => {
    const read = new Set<string>();
    for (const type of ['message', 'phase', 'player', 'vote', 'manual', 'fact', 'voice', 'speech', 'mystery']) {
      const full = {
        type,
        id: 'm1',
        player: '1',
        text: 'x',
        ts: 1,
        nick: 'n',
        edited: true,
        forwarded: true,
        phase: 'day',
        status: 'dead',
      };
      const more = { inVersion: true, lastSpeech: true, candidate: '2', rule: '4.1', penalty: 'foul', note: 'n' };
      const record = { account: 'u1', out: 'voted', fact: { kind: 'winner', winner: 'town', by: 'host' } };
      const voice = { presence: 'in', where: 'w', mute: true, deaf: true, serverMute: true, serverDeaf: true, speaking: true };
      const rest = { user: '1', avatar: 'a', seat: '2', by: 'host' };
      const all = { ...full, ...more, ...record, ...voice, ...rest };
      parseEvent(new Proxy(all, { get: (o, k) => (read.add(String(k)), o[k as keyof typeof o]) }));
    }
    // The voice table itself: no player.
    parseEvent(new Proxy({ type: 'voice', ts: 1, table: 'Стол' }, { get: (o, k) => (read.add(String(k)), o[k as keyof typeof o]) }));
    expect([...read].sort()).toEqual([...EVENT_FIELDS].sort());
  });

  it('reads every key parseEvent reads into its own field', () => {
    const events: EventFields[] = [];
    const reader = new InputReader({ line: () => expect.unreachable(), object: (o) => events.push(o) });
    reader.push(Buffer.from(EVENT_FIELDS.map((k, i) => `{"${k}":"v${i}"}`).join('\n') + '\n'));
    reader.end();
    expect(events.map((o, i) => (o as unknown as Record<string, unknown>)[EVENT_FIELDS[i]!])).toEqual(EVENT_FIELDS.map((_, i) => `v${i}`));
  });

  const INPUTS: [string, Buffer][] = [
    ['lines of every kind', Buffer.from(LINES.map(([, l]) => l).join('\n'))],
    ['blank lines between', Buffer.from(`\n${msg('а')}\n\n\n${msg('б')}\n`)],
    ['no final newline', Buffer.from(`${msg('а')}\n${msg('б')}`)],
    ['a broken last line', Buffer.from(`${msg('а')}\n{"type":"mess`)],
    ['a line longer than many chunks', Buffer.from(`${msg('клянусь '.repeat(3000))}\n${msg('б')}\n`)],
    ['CRLF from the start', Buffer.from(`${msg('а')}\r\n${msg('б')}\r\n`)],
    ['CRLF after a thousand lines', Buffer.from(`${Array(1000).fill(msg('а')).join('\n')}\n${msg('б')}\r\n${msg('в')}\r\n`)],
    ['a lone CR', Buffer.from(`${msg('а')}\n${msg('б')}\r${msg('в')}\n`)],
    ['a byte order mark', Buffer.from(`\uFEFF${msg('а')}\n${msg('б')}\n`)],
    [
      'invalid UTF-8 inside values and keys',
      Buffer.concat([
        Buffer.from('{"type":"message","text":"a'),
        Buffer.from([0xff, 0xd0]),
        Buffer.from('","player":"1"}\n{"type":"message","te'),
        Buffer.from([0xe2, 0x82]),
        Buffer.from('xt":"б","text":"'),
        Buffer.from([0xf0, 0x9f, 0x98]),
        Buffer.from('"}\n'),
      ]),
    ],
    [
      'an incomplete character at the very end',
      Buffer.concat([Buffer.from(`${msg('а')}\n{"type":"message","text":"б`), Buffer.from([0xd0])]),
    ],
    [
      'an incomplete character closing the last object',
      Buffer.concat([Buffer.from(`${msg('а')}\n{"type":"message","text":"б"}`), Buffer.from([0xd0])]),
    ],
  ];

  it.each(INPUTS)('%s: the same lines as decoding the text first, however the input is cut', (_, input) => {
    const whole = asText([input]);
    expect(read([input]).lines).toEqual(whole);
    for (const n of [1, 2, 3, 5, 7, 64, 4096]) expect(read(cuts(input, n)).lines).toEqual(whole);
  });

  it('random lines, mangled and cut at random, read as decoding the text first reads them', () => {
    const rnd = seeded(12345);
    const PIECES = ['"', '\\', ':', ',', '{', '}', ' ', '\t', '0', '-', '1.5', 'true', 'null', 'ё', '😂', '\u0000', '\u00A0', '\r'];
    const BYTES = [0xff, 0xd0, 0xe2, 0x82, 0xf0];
    let direct = 0;
    let lines = 0;
    for (let round = 0; round < 200; round++) {
      const parts: Buffer[] = [];
      for (let k = 0; k < 20; k++) {
        let line = rnd(3) ? msg(['да', 'ок ok', 'клянусь 🌞', 'x'.repeat(rnd(40))][rnd(4)]!) : '{"type":"phase","phase":"day"}';
        let bytes = Buffer.from(line);
        if (rnd(4) === 0) {
          // One mangling: a piece of JSON syntax, a character or a stray byte put in somewhere.
          const at = rnd(bytes.length + 1);
          const piece = rnd(4) ? Buffer.from(PIECES[rnd(PIECES.length)]!) : Buffer.from([BYTES[rnd(BYTES.length)]!]);
          bytes = Buffer.concat([bytes.subarray(0, at), piece, bytes.subarray(at)]);
          line = '';
        }
        parts.push(bytes, Buffer.from(rnd(10) ? '\n' : '\n\n'));
      }
      const input = Buffer.concat(parts).subarray(0, rnd(2) ? undefined : -1 - rnd(3));
      const chunks: Buffer[] = [];
      for (let i = 0; i < input.length;) {
        const n = 1 + rnd(300);
        chunks.push(input.subarray(i, i + n));
        i += n;
      }
      const r = read(chunks);
      expect(r.lines).toEqual(asText([input]));
      direct += r.direct;
      lines += r.lines.length;
    }
    // Most lines are plain and must take the direct path (or this test would prove nothing of it).
    expect(direct).toBeGreaterThan(lines / 2);
  });
});
