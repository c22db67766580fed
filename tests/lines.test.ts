import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { describe, expect, it } from 'vitest';
import { LineSplitter } from '../lib/cli/lines';

/** What the checker read with before: readline over a byte stream, CRLF as one break. */
async function readlineLines(chunks: Buffer[]): Promise<string[]> {
  const out: string[] = [];
  const rl = createInterface({ input: Readable.from(chunks, { objectMode: false }), crlfDelay: Infinity });
  for await (const l of rl) out.push(l);
  return out;
}

function splitterLines(chunks: Buffer[]): string[] {
  const out: string[] = [];
  const d = new StringDecoder('utf8');
  const s = new LineSplitter();
  const line = (l: string) => out.push(l);
  for (const c of chunks) s.push(d.write(c), line);
  s.end(line);
  return out;
}

/** The input cut every `n` bytes, and at every single byte for short inputs. */
function cuts(b: Buffer, n: number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < b.length; i += n) out.push(b.subarray(i, i + n));
  return out;
}

const INPUTS: [string, Buffer][] = [
  ['plain', Buffer.from('a\nb\nc\n')],
  ['no final newline', Buffer.from('a\nb')],
  ['empty', Buffer.from('')],
  ['only newlines', Buffer.from('\n\n\n')],
  ['CRLF', Buffer.from('a\r\nb\r\n\r\nc')],
  ['lone CR', Buffer.from('a\rb\r\rc\r')],
  ['CR CR LF', Buffer.from('a\r\r\nb\n\r\n')],
  ['byte order mark', Buffer.from('\uFEFF{"a":1}\r\n{"b":2}\n')],
  ['Cyrillic and emoji', Buffer.from('привет 🌞\nмир\r\nё')],
  [
    'invalid UTF-8',
    Buffer.concat([Buffer.from('ab'), Buffer.from([0xff, 0xd0]), Buffer.from('\nпр'), Buffer.from([0xd0, 0x0a, 0xe2, 0x82])]),
  ],
  ['incomplete character at the end', Buffer.concat([Buffer.from('a\nб'), Buffer.from([0xd0])])],
  ['line separators are not line ends', Buffer.from('a\u2028b\u2029c\n')],
  ['lines longer than many chunks', Buffer.from(`${'x'.repeat(5000)}\nb\r\n${'я'.repeat(3000)}\r${'z'.repeat(2000)}`)],
];

describe('line splitter', () => {
  it.each(INPUTS)('%s: the same lines as readline, however the input is cut', async (_, input) => {
    const whole = await readlineLines([input]);
    expect(splitterLines([input])).toEqual(whole);
    for (const n of [1, 2, 3, 5, 7]) {
      expect(splitterLines(cuts(input, n))).toEqual(whole);
      expect(await readlineLines(cuts(input, n))).toEqual(whole);
    }
  });

  it('a long mixed input cut into uneven chunks', async () => {
    let s = '';
    for (let i = 0; i < 3000; i++) s += `{"n":${i},"t":"строка ${'ж'.repeat(i % 50)}"}` + ['\n', '\r\n', '\r', '\n\n'][i % 4];
    const input = Buffer.from(s);
    const whole = await readlineLines([input]);
    expect(whole.length).toBeGreaterThan(3000);
    const chunks: Buffer[] = [];
    for (let i = 0, k = 1; i < input.length; i += k, k = (k * 7 + 3) % 4099) chunks.push(input.subarray(i, i + k));
    expect(splitterLines(chunks)).toEqual(whole);
  });
});
