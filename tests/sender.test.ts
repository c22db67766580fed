import { describe, expect, it, vi } from 'vitest';
import { Sender } from '../lib/content/sender';
import type { EventBatch } from '../lib/messaging';

const page = () => ({ site: 'demo', url: 'http://x/', title: 't' });
const item = (text: string) => ({ event: { type: 'message' as const, id: text, player: '1', text } });

describe('sender', () => {
  it('numbers items per page and batches them', async () => {
    const sent: EventBatch[] = [];
    const s = new Sender({ send: async (b) => void sent.push(b) }, page);
    s.items([item('a'), item('b')]);
    s.items([item('c')]);
    await vi.waitFor(() => expect(s.backlog).toBe(0));
    expect(sent.flatMap((b) => b.items.map((i) => i.n))).toEqual([1, 2, 3]);
    expect(new Set(sent.map((b) => b.pageId)).size).toBe(1);
  });

  it('keeps items while the worker is away and resends them', async () => {
    let fail = 3;
    const sent: EventBatch[] = [];
    const s = new Sender(
      {
        send: async (b) => {
          if (fail-- > 0) throw new Error('Could not establish connection. Receiving end does not exist.');
          sent.push(b);
        },
      },
      page,
    );
    s.items([item('a')]);
    await vi.waitFor(() => expect(s.backlog).toBe(0), { timeout: 3000 });
    expect(sent.flatMap((b) => b.items.map((i) => (i.event as { text: string }).text))).toEqual(['a']);
  });

  it('drops a batch the worker refuses instead of holding the rest of the stream behind it', async () => {
    const tried: string[][] = [];
    const delivered: string[] = [];
    const texts = (b: EventBatch) => b.items.map((i) => (i.event as { text: string }).text);
    const s = new Sender(
      {
        send: async (b) => {
          tried.push(texts(b));
          if (texts(b).includes('bad')) throw new Error('refused: batch: bad pageId, site, url or title');
          delivered.push(...texts(b));
        },
      },
      page,
    );
    s.items([item('bad')]);
    await vi.waitFor(() => expect(s.backlog).toBe(0));
    s.items([item('next')]);
    await vi.waitFor(() => expect(delivered).toEqual(['next']));
    // Refused once, not retried.
    expect(tried).toEqual([['bad'], ['next']]);
  });

  it('stops for good when the extension context is gone', async () => {
    const onDead = vi.fn();
    const s = new Sender(
      {
        send: async () => {
          throw new Error('Extension context invalidated.');
        },
      },
      page,
      onDead,
    );
    s.items([item('a')]);
    await vi.waitFor(() => expect(onDead).toHaveBeenCalled());
    s.items([item('b')]);
    expect(s.backlog).toBe(1);
  });

  it('sends what came before a new game first, then the new game', async () => {
    const sent: EventBatch[] = [];
    const s = new Sender({ send: async (b) => void sent.push(b) }, page);
    s.items([item('old')]);
    s.items([], { newGame: true });
    s.items([item('new')]);
    await vi.waitFor(() => expect(s.backlog).toBe(0));
    const flat = sent.map((b) => [b.newGame ?? false, b.items.map((i) => (i.event as { text: string }).text)]);
    expect(flat).toEqual([
      [false, ['old']],
      [true, ['new']],
    ]);
  });

  it('never mixes two game keys in one batch', async () => {
    const sent: EventBatch[] = [];
    const s = new Sender({ send: async (b) => void sent.push(b) }, page);
    s.items([item('a1'), item('a2')], { key: 'A' });
    s.items([item('b1')], { key: 'B' });
    s.items([item('a3')], { key: 'A' });
    s.items([item('none')]);
    await vi.waitFor(() => expect(s.backlog).toBe(0));
    expect(sent.map((b) => [b.key ?? null, b.items.map((i) => (i.event as { text: string }).text)])).toEqual([
      ['A', ['a1', 'a2']],
      ['B', ['b1']],
      ['A', ['a3']],
      [null, ['none']],
    ]);
  });

  it('a new game carries the new key; what came before keeps the old', async () => {
    const sent: EventBatch[] = [];
    const s = new Sender({ send: async (b) => void sent.push(b) }, page);
    s.items([item('old')], { key: '1' });
    s.items([], { newGame: true, key: '2' });
    s.items([item('new')], { key: '2' });
    await vi.waitFor(() => expect(s.backlog).toBe(0));
    expect(sent.map((b) => [b.key, b.newGame ?? false, b.items.length])).toEqual([
      ['1', false, 1],
      ['2', true, 1],
    ]);
  });
});
