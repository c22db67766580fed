import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transcript } from '../scripts/gen-transcript';

const root = new URL('..', import.meta.url).pathname;

function check(args: string[], input?: string | Buffer, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', ...args], {
    cwd: root,
    input,
    env: { ...process.env, CHECK_WORKERS: '0', ...env },
  });
  return { code: r.status, out: r.stdout.toString('utf8'), err: r.stderr.toString('utf8'), raw: r.stdout };
}

const dir = mkdtempSync(join(tmpdir(), 'check-'));
const file = (name: string, lines: string[]) => {
  const p = join(dir, name);
  writeFileSync(p, lines.join('\n') + '\n');
  return p;
};

const GAME = [
  '{"type":"player","player":"5","status":"alive"}',
  '{"type":"phase","phase":"day"}',
  '{"type":"message","id":"m1","player":"5","text":"Клянусь, я красный","ts":1764400000000}',
  '{"type":"message","id":"m2","player":"3","text":"привет"}',
  '{"type":"message","id":"m3","player":"2","text":"ну ты и с у к а"}',
];

describe('check CLI', () => {
  it('prints one JSON object per violation with line, id and offsets', () => {
    const { code, out } = check([file('game.jsonl', GAME)]);
    expect(code).toBe(0);
    const rows = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows[0]).toMatchObject({
      line: 3,
      id: 'm1',
      player: '5',
      rule: '4.1',
      penalty: 'team-loss',
      fragment: 'Клянусь',
      start: 0,
      end: 7,
    });
    expect(rows[0].reason).toBeTruthy();
    expect(rows.some((r) => r.line === 5 && r.rule === '1.1' && r.fragment === 'с у к а')).toBe(true);
    expect(rows.every((r) => r.line !== 4)).toBe(true);
  });

  it('reads standard input with -', () => {
    const { code, out } = check(['-'], GAME.join('\n'));
    expect(code).toBe(0);
    expect(out).toContain('"rule":"4.1"');
  });

  it('reports malformed lines with their number and checks the rest', () => {
    const p = file('bad.jsonl', [
      '{"type":"phase","phase":"day"}',
      '{not json',
      '{"type":"message","player":"1"}',
      '[1,2]',
      '',
      '{"type":"phase","phase":"lunch"}',
      '{"type":"teleport","player":"1"}',
      '{"type":"message","player":"1","text":"клянусь","extra":{"a":1}}',
    ]);
    const { code, out, err } = check([p]);
    expect(code).toBe(0);
    expect(err).toMatch(/line 2: invalid JSON/);
    expect(err).toMatch(/line 3: message event: text: must be a string/);
    expect(err).toMatch(/line 4: not a JSON object/);
    expect(err).toMatch(/line 6: phase event: phase: must be one of day, night, voting, results/);
    expect(err).not.toMatch(/line 7/); // unknown event types are ignored
    expect(JSON.parse(out.trim())).toMatchObject({ line: 8, rule: '4.1' });
  });

  it('reads CRLF files with a byte order mark, and an empty file', () => {
    const p = join(dir, 'bom.jsonl');
    writeFileSync(p, '\uFEFF{"type":"phase","phase":"day"}\r\n{"type":"message","player":"1","text":"бля"}\r\n');
    const r = check([p]);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out.trim())).toMatchObject({ line: 2, rule: '1.1' });
    const e = join(dir, 'empty.jsonl');
    writeFileSync(e, '');
    expect(check([e])).toMatchObject({ code: 0, out: '', err: '' });
  });

  it('exits 2 for a directory', () => {
    expect(check([dir]).code).toBe(2);
  });

  it('exits 2 when the file cannot be read', () => {
    const { code, err } = check([join(dir, 'missing.jsonl')]);
    expect(code).toBe(2);
    expect(err).toMatch(/cannot read/);
  });

  it('exits 2 on bad arguments', () => {
    expect(check(['--rules', 'chess', '-'], '').code).toBe(2);
    expect(check(['--format', 'xml', '-'], '').code).toBe(2);
    expect(check([]).code).toBe(2);
  });

  it('applies the chosen rule set', () => {
    const p = file('club.jsonl', [
      '{"type":"phase","phase":"day"}',
      '{"type":"message","player":"1","text":"Пари, ты голосуешь 5, а я проверяю по тебе"}',
    ]);
    expect(check([p]).out).toBe('');
    expect(check(['--rules', 'club-remarks', p]).out).toContain('club-remarks/bet');
    expect(check(['--rules=club-warnings', p]).out).toBe('');
  });

  it('writes CSV for spreadsheets and text for people', () => {
    const { out: csv, raw } = check([
      '--format',
      'csv',
      file('g2.jsonl', [...GAME, '{"type":"message","player":"4","text":"=ведущий, клянусь, \\"да\\""}']),
    ]);
    // A byte order mark, so that Excel reads the Cyrillic as UTF-8 (decoding drops it from `csv`).
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('line,id,player,rule,penalty,fragment,start,end,reason,confidence,ladder');
    expect(lines[1]).toMatch(/^3,m1,5,4\.1,team-loss,Клянусь,0,7,/);
    const text = check(['--format', 'text', file('g3.jsonl', GAME)]).out;
    expect(text).toContain('строка 3 (m1) · игрок 5 · 4.1');
  });

  it('runs the same through the npm launcher (a bundle rebuilt when sources change)', () => {
    const r = spawnSync(process.execPath, ['scripts/check.mjs', '-'], { cwd: root, input: GAME.join('\n') });
    expect(r.status).toBe(0);
    expect(r.stdout.toString()).toBe(check(['-'], GAME.join('\n')).out);
    // The build's code cache (made by a run over the corpus) is taken, and changes nothing of the output.
    const stats = spawnSync(process.execPath, ['scripts/check.mjs', '-'], {
      cwd: root,
      input: GAME.join('\n'),
      env: { ...process.env, CHECK_STATS: '1' },
    });
    expect(stats.stderr.toString()).toContain('check: code cache used');
    // The bundle declares its tables in another order than tsx does (its modules load from another entry
    // point); the plan written ahead fits it all the same, so its first message does not plan them afresh.
    expect(stats.stderr.toString()).toContain('tables from the plan');
    expect(stats.stdout.equals(r.stdout)).toBe(true);
    // A cache damaged on disk is not handed to V8 (its checksum fails): the run compiles as it goes.
    // The checkout's own directory (scripts/check.mjs keys it by the checkout's path).
    const key = createHash('md5').update(join(root, '.')).digest('hex').slice(0, 8);
    const cacheDir = join(root, 'node_modules', '.cache', 'mafia-check', key);
    const caches = readdirSync(cacheDir).filter((f) => f.endsWith('.cache'));
    expect(caches.length).toBeGreaterThan(0);
    const saved = caches.map((f) => readFileSync(join(cacheDir, f)));
    try {
      caches.forEach((f, i) => {
        const damaged = Buffer.from(saved[i]!);
        damaged.fill(0x58, 5000, 5008);
        writeFileSync(join(cacheDir, f), damaged);
      });
      const damaged = spawnSync(process.execPath, ['scripts/check.mjs', '-'], {
        cwd: root,
        input: GAME.join('\n'),
        env: { ...process.env, CHECK_STATS: '1' },
      });
      expect(damaged.status).toBe(0);
      expect(damaged.stderr.toString()).toContain('check: code cache not used');
      expect(damaged.stdout.equals(r.stdout)).toBe(true);
    } finally {
      caches.forEach((f, i) => writeFileSync(join(cacheDir, f), saved[i]!));
    }
  });

  it('survives a huge hostile line', () => {
    const big = JSON.stringify({ type: 'message', player: '1', text: 'к л я н у с ь '.repeat(4000) + '<script>alert(1)</script>' });
    const { code, out } = check(['-'], big + '\n');
    expect(code).toBe(0);
    expect(out).toContain('"rule":"4.1"');
  });
});

describe('check CLI with worker threads', { timeout: 60_000 }, () => {
  // A generated game with every kind of broken line between its events: the output and the
  // errors must be the same, in input order, whoever analysed which message.
  const lines = [...transcript(600, { seed: 3, violating: 0.15 })];
  const parts: Buffer[] = [Buffer.from('\uFEFF')];
  lines.forEach((l, i) => {
    if (i % 41 === 5) parts.push(Buffer.from('{"type":"message","player":"3","text":"oops\n'));
    if (i % 53 === 7) parts.push(Buffer.from('\n  \n'));
    if (i % 59 === 11) parts.push(Buffer.from('[1,2]\n{"type":"message","player":"2"}\n{"type":"mystery"}\n'));
    if (i % 61 === 13)
      parts.push(
        Buffer.concat([Buffer.from('{"type":"message","player":"4","text":"ты каз'), Buffer.from([0xff, 0xd0]), Buffer.from('ел"}\n')]),
      );
    if (i === 300) parts.push(Buffer.from(JSON.stringify({ type: 'message', player: '5', text: 'клянусь мамой '.repeat(9000) }) + '\n'));
    parts.push(Buffer.from(l + (i % 3 === 0 ? '\r\n' : '\n')));
  });
  parts.push(Buffer.from('{"type":"message","player":"9","text":"ТЫ ДУРАК И ЛОХ"}'));
  const input = Buffer.concat(parts);
  const p = join(dir, 'workers.jsonl');
  writeFileSync(p, input);
  const WORKERS = { CHECK_WORKERS: '2', CHECK_BATCH: '7', CHECK_STATS: '1' };
  const withoutStats = (err: string) => err.replace(/^check: (?:batches analysed|code cache) .*\n/gm, '');

  it.each([
    ['online', 'jsonl'],
    ['club-remarks', 'csv'],
    ['club-warnings', 'text'],
  ])('%s as %s: byte-identical output and errors, in order', (rules, format) => {
    const args = ['--rules', rules, '--format', format, p];
    const alone = check(args);
    const spread = check(args, undefined, WORKERS);
    expect(alone.out.split('\n').length).toBeGreaterThan(20);
    expect(alone.err).toMatch(/line \d+: invalid JSON/);
    expect(spread.code).toBe(alone.code);
    expect(spread.raw.equals(alone.raw)).toBe(true);
    expect(withoutStats(spread.err)).toBe(alone.err);
    // Every batch went to a worker (none was analysed in process), and there were many.
    const [, byWorkers, inProcess] = /batches analysed by workers (\d+), in process (\d+)/.exec(spread.err)!;
    expect(Number(byWorkers)).toBeGreaterThan(10);
    expect(Number(inProcess)).toBe(0);
  });

  it('reads standard input the same with workers, and through the npm launcher', () => {
    const alone = check(['-'], input);
    expect(check(['-'], input, WORKERS).raw.equals(alone.raw)).toBe(true);
    const r = spawnSync(process.execPath, ['scripts/check.mjs', '-'], { cwd: root, input, env: { ...process.env, ...WORKERS } });
    expect(r.stdout.equals(alone.raw)).toBe(true);
    expect(withoutStats(r.stderr.toString())).toBe(alone.err);
  });

  it('the main thread helps when it may, with the same result', () => {
    const alone = check([p]);
    const both = check([p], undefined, { ...WORKERS, CHECK_STEAL: '1', CHECK_WORKERS: '1' });
    expect(both.raw.equals(alone.raw)).toBe(true);
    expect(withoutStats(both.err)).toBe(alone.err);
  });
});

describe('check CLI whose reader stops early', { timeout: 60_000 }, () => {
  it('exits quietly with status 0 when the pipe closes ("check … | head")', async () => {
    const p = join(mkdtempSync(join(tmpdir(), 'check-epipe-')), 'game.jsonl');
    writeFileSync(p, [...transcript(20_000, { seed: 5, violating: 0.3 })].join('\n') + '\n');
    const child = spawn(process.execPath, ['scripts/check.mjs', p], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    // Read the first chunk of output, then close the pipe as `head` would.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(code).toBe(0);
    expect(err).not.toMatch(/EPIPE|Error/);
  });
});
