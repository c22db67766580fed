import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../lib/catalogue';
import { normalize } from '../lib/text/normalize';

/**
 * Normalised texts the tables' analysis is checked against: the documents'
 * examples and every message of the paraphrase corpus (written in players'
 * own words, not for the patterns).
 */
export function sampleTexts(): string[] {
  return sampleRawTexts().map((t) => normalize(t).text);
}

/** The same texts as written. */
export function sampleRawTexts(): string[] {
  const dir = join(new URL('.', import.meta.url).pathname, 'corpus');
  const corpus = readdirSync(dir).flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .filter((l) => l.includes('"message"'))
      .map((l) => (JSON.parse(l) as { text: string }).text),
  );
  return [...CATALOGUE.flatMap((r) => [...r.forbidden, ...r.allowed]), ...corpus];
}
