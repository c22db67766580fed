import { describe, expect, it } from 'vitest';
import { perFrame } from '../components/per-frame';

const frame = () => new Promise((r) => setTimeout(r, 120));

describe('the panel renders at most once per frame', () => {
  it('shows the first change at once and the rest of the frame’s changes together, the latest of each', async () => {
    const a: number[] = [];
    const b: string[] = [];
    const setA = perFrame((v: number) => a.push(v));
    const setB = perFrame((v: string) => b.push(v));
    setA(1);
    expect(a).toEqual([1]);
    setA(2);
    setB('x');
    setA(3);
    setB('y');
    expect(a).toEqual([1]);
    expect(b).toEqual([]);
    await frame();
    expect(a).toEqual([1, 3]);
    expect(b).toEqual(['y']);
    // A quiet frame later, a change is shown at once again.
    await frame();
    await frame();
    setB('z');
    expect(b).toEqual(['y', 'z']);
  });
});
