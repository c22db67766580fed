// Chromium offers to translate Russian pages; the extension's pages and the report must not be
// translated (rule texts and chat quotes would be rewritten).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../lib/engine/engine';
import { toReportHTML } from '../lib/export';
import { demoGameRow } from './game-row';

const marked = (html: string) => {
  expect(html).toMatch(/<html[^>]*\btranslate="no"/);
  // `<meta …>` or `<meta … />`: both are HTML (the entry pages are formatted by Prettier).
  expect(html).toMatch(/<meta name="google" content="notranslate"\s*\/?>/);
};

describe('pages are marked not to be translated', () => {
  it.each(['options', 'popup', 'sidepanel'])('%s page', (page) => {
    marked(readFileSync(new URL(`../entrypoints/${page}/index.html`, import.meta.url), 'utf8'));
  });

  it('the printable report', () => {
    const { state } = replay([]);
    const game = demoGameRow(state);
    marked(toReportHTML({ game, events: [], violations: [] }));
  });
});
