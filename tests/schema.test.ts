import { describe, expect, it } from 'vitest';
import { MESSAGE, parseEvent, readMessage } from '../lib/engine/events';
import { ROUTES } from '../lib/messaging';
import { array, fallback, int, items, Issue, nullable, object, optional, lenient, parse, record, string } from '../lib/schema';
import { DEFAULT_SETTINGS, normalizeSettings } from '../lib/settings';

describe('schemas', () => {
  const ROW = object({ n: int({ min: 1 }), name: string({ max: 3 }), note: optional(string()), tag: lenient(string()) });
  it.each([
    ['a valid row, copied without its other keys', { n: 1, name: 'ab', extra: 1 }, { n: 1, name: 'ab' }],
    ['an optional field kept', { n: 2, name: 'a', note: 'x' }, { n: 2, name: 'a', note: 'x' }],
    ['a lenient field that is wrong, dropped', { n: 2, name: 'a', tag: 5 }, { n: 2, name: 'a' }],
    ['a required field missing, named', { name: 'a' }, 'n: must be a whole number ≥ 1'],
    ['a string too long, named', { n: 1, name: 'abcd' }, 'name: must be a string of at most 3 characters'],
    ['an optional field that is wrong, named', { n: 1, name: 'a', note: 1 }, 'note: must be a string'],
    ['not an object', [1], 'must be an object'],
  ])('%s', (_, input, want) => {
    expect(parse(ROW, input)).toEqual(want);
  });

  it.each([
    ['a nested path names the item', array(object({ a: int() })), [{ a: 1 }, { a: 'x' }], '1.a: must be a whole number'],
    ['a record names the key', record(int()), { x: 1, y: null }, 'y: must be a whole number'],
    ['null is said as allowed', nullable(string()), 3, 'must be a string or null'],
    ['items drop what fails, the newest kept', items(int(), { max: 2, from: 'end' }), [1, 'x', 2, 3, 'y'], [2, 3]],
    ['a fallback stands in for what fails', fallback(int(), 7), 'x', 7],
  ])('%s', (_, schema, input, want) => {
    expect(parse(schema as Parameters<typeof parse>[0], input)).toEqual(want);
  });

  it('keeps a "__proto__" key of a record as data', () => {
    const r = record(int()).run(JSON.parse('{"__proto__": 1, "a": 2}')) as Record<string, number>;
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
    expect(Object.keys(r)).toEqual(['__proto__', 'a']);
  });
});

describe('the message fast path', () => {
  // readMessage is MESSAGE's check by hand (the checker's hot path): the same result for every input.
  it.each([
    { type: 'message', text: 'да' },
    { type: 'message', text: 'да', id: 7, player: '3', nick: 12, ts: 5, edited: true, forwarded: true, extra: 1 },
    { type: 'message', text: 'да', id: null, player: true, nick: {}, ts: 'x', edited: 'yes', forwarded: false },
    { type: 'message', text: 'да', ts: Infinity, player: NaN },
    { type: 'message', text: 5 },
    { type: 'message' },
  ])('%j', (input) => {
    const fast = readMessage(input);
    const slow = MESSAGE.run(input);
    if (slow instanceof Issue) expect(fast).toEqual(slow);
    else {
      expect(fast).toEqual(slow);
      expect(Object.keys(fast)).toEqual(Object.keys(slow));
    }
  });
});

describe('refusals name the field', () => {
  it.each([
    [
      'an event',
      () => parseEvent({ type: 'vote', player: '1' }),
      { ok: false, error: 'vote event: candidate: must be a non-empty string or a number' },
    ],
    [
      'a host command',
      () => ROUTES.host.parse({ gameId: 1, command: { kind: 'player', player: '' } }),
      'host: command.player: must be a string of 1 to 100 characters',
    ],
    [
      'a batch',
      () => ROUTES.events.parse({ batch: { pageId: 'p', site: 's', url: 'u', title: 't', items: {} } }),
      'events: batch.items: must be a list of at most 1000',
    ],
  ])('%s', (_, run, want) => {
    expect(run()).toEqual(want);
  });
});

describe('settings', () => {
  it('reads {} as the defaults, and a damaged field as its default alone', () => {
    expect(normalizeSettings({})).toEqual(DEFAULT_SETTINGS);
    const s = normalizeSettings({ spamRepeats: 'x', floodRepeats: 99, caps: [], lang: 'de', sound: true });
    expect(s).toEqual({ ...DEFAULT_SETTINGS, floodRepeats: 50, sound: true });
  });
});
