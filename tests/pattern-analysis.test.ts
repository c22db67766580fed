import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFor } from '../scripts/analysis-source';
import { anchorsOf, needsOf, splitAlternatives } from '../lib/text/anchors';
import { anchorsOfSource, fingerprint, needsOfSource, splitOfSource } from '../lib/text/analysis';

describe('the analysis of the patterns, worked out ahead of time', () => {
  it('lib/text/analysis.generated.ts and lib/detect/tables.generated.ts are current (run npm run tables after editing patterns)', () => {
    const { analysis, plan } = generatedFor();
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    expect(analysis === read('../lib/text/analysis.generated.ts'), 'lib/text/analysis.generated.ts is stale: run npm run tables').toBe(
      true,
    );
    expect(plan === read('../lib/detect/tables.generated.ts'), 'lib/detect/tables.generated.ts is stale: run npm run tables').toBe(true);
  });

  it.each([
    '⟨(?:по)?клян…~2(?:красн…|черн…)',
    '⟨(?:спорим|пари|на~1спор)⟩',
    '⟨ты~2дурак⟩|⟨не~1умеешь~1играть',
    '(?<!x)⟨отвеча(?:ю|ем)⟩(?!y)',
  ])('a source gives the same answers from the store as worked out: %s', (src) => {
    expect(anchorsOfSource(src)).toEqual(anchorsOf(src));
    expect(needsOfSource(src)).toEqual(needsOf(src));
    expect(splitOfSource(src)).toEqual(splitAlternatives(src));
    // Asked again, from what was stored.
    expect(needsOfSource(src)).toEqual(needsOf(src));
    expect(splitOfSource(src)).toEqual(splitAlternatives(src));
  });

  it('fingerprints tell apart sources that differ in one letter or in length', () => {
    const keys = new Set(['клян', 'клян…', 'кляn', '⟨клян', 'клянн', ''].map(fingerprint));
    expect(keys.size).toBe(6);
  });
});

describe('two sources never share an analysis', () => {
  it('every source the tables ask for has its own fingerprint', async () => {
    const { tablesForTest } = await import('../lib/detect/table');
    const { sourceOf } = await import('../lib/text/pattern');
    const { splitAlternatives } = await import('../lib/text/anchors');
    const sources = new Set<string>();
    for (const row of tablesForTest().flat()) {
      for (const re of [row.re, ...(row.requires ? [row.requires].flat() : []), ...(row.unless ? [row.unless] : [])]) {
        const src = sourceOf(re);
        if (src === undefined) continue;
        sources.add(src);
        for (const part of splitAlternatives(src)) sources.add(part);
      }
    }
    const keys = new Set([...sources].map(fingerprint));
    expect(keys.size).toBe(sources.size);
    expect(sources.size).toBeGreaterThan(300);
  });
});
