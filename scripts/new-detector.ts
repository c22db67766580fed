/**
 * `npm run new:detector NAME`: writes a new rule family from a template —
 * lib/detect/families/NAME.ts (the module), lib/detect/lexicons/NAME.ts (its
 * reviewed word list, one entry per line) and tests/detect/families/NAME.test.ts
 * (its table-driven test) — lists it in the registry
 * (lib/detect/families/index.ts). Until its word list has an entry the
 * module refuses to load (listGroup: an empty group matches everywhere); then
 * `npm run tables` adds the kind's name to FindingKind, and tests fail until
 * each step is done: the kind's costs (tests/detect/registry.test.ts), its
 * examples (the same), its words (tests/lexicons.test.ts), its cases (its own test).
 * See docs/architecture.md, "Add a detector".
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const name = process.argv[2] ?? '';

function fail(message: string): never {
  process.stderr.write(
    `new:detector: ${message}\nusage: npm run new:detector NAME   (NAME: lower-case words joined by "-", e.g. "spoilers")\n`,
  );
  process.exit(2);
}

if (!/^[a-z]+(?:-[a-z]+)*$/.test(name)) fail(`"${name}" is not a name of lower-case words joined by "-"`);
const camel = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const constant = name.toUpperCase().replace(/-/g, '_');
const files = {
  module: `lib/detect/families/${name}.ts`,
  words: `lib/detect/lexicons/${name}.ts`,
  test: `tests/detect/families/${name}.test.ts`,
  index: 'lib/detect/families/index.ts',
};
for (const f of [files.module, files.words, files.test]) if (existsSync(root + f)) fail(`${f} exists already`);
const index = readFileSync(root + files.index, 'utf8');
if (new RegExp(`^import ${camel} from`, 'm').test(index)) fail(`${files.index} lists ${camel} already`);

const module = `/**
 * ${name}: the act the rule forbids (online N, club …) and the shapes it takes
 * in speech — who acts, tense and mood, against whom, with what — each slot
 * filled with its whole category from ../lexicons/${name}.ts. Mentioning,
 * reporting, quoting or asking is not doing: say here what stays clean.
 */
import { pattern } from '../../text/pattern';
import { listGroup } from '../../text/wordlist';
import { none } from '../../rulesets/cost';
import { family } from '../family';
import { ${constant} } from '../lexicons/${name}';
import { table } from '../table';

const ACTS = listGroup(${constant});

const ROWS = table([
  {
    kind: '${name}',
    re: pattern(\`⟨\${ACTS}⟩\`),
    reason: '${name}',
  },
]);

export default family({
  name: '${name}',
  kinds: {
    // What it costs under each rule set: foul, warning, removal or teamLoss of a rule id, or none.
    ${camel === name ? name : `'${name}'`}: { online: none, 'club-warnings': none, 'club-remarks': none },
  },
  steps: [{ stage: 'late', tables: [ROWS] }],
  examples: {
    // The documents' own examples first, then players' wording.
    finds: { ${camel === name ? name : `'${name}'`}: [] },
    // The hard cases: the same words mentioned, reported, quoted, asked about, denied; innocent words.
    clean: [],
  },
});
`;

const wordsFile = `import { wordList } from '../../text/wordlist';

/**
 * The acts of ${name} (../families/${name}.ts), in every form the rule covers: one entry per
 * line, sorted, in the pattern language ("слов…" for the rest of a word; see lib/text/wordlist.ts).
 * Sources: the rule's text and players' wording, named here.
 */
export const ${constant} = wordList(
  '${name}',
  String.raw\`
\`,
);
`;

const test = `import { describe, expect, it } from 'vitest';
import { detectText } from '../../../lib/detect';

const kinds = (text: string) => detectText(text).findings.map((f) => f.kind);

/** ${name} in players' own wording, written from the rule's intent before tuning, and beside it the clean cases most likely to be flagged. */
const FINDS: string[] = [];
const CLEAN: string[] = [];

describe('${name}', () => {
  it('has cases', () => {
    expect(FINDS.length).toBeGreaterThan(0);
    expect(CLEAN.length).toBeGreaterThan(0);
  });
  it.each(FINDS)('finds %s', (text) => expect(kinds(text)).toContain('${name}'));
  it.each(CLEAN)('leaves %s', (text) => expect(kinds(text)).not.toContain('${name}'));
});
`;

const imports = [...index.matchAll(/^import \w+ from '.*';$/gm)];
const lastImport = imports[imports.length - 1];
const listEnd = index.lastIndexOf('] as readonly Family[];');
if (!lastImport || listEnd < 0) fail(`${files.index} is not laid out as expected: add the family by hand`);
const at = lastImport.index + lastImport[0].length;
const listed =
  index.slice(0, at) + `\nimport ${camel} from './${name}';` + index.slice(at, listEnd) + `  ${camel},\n` + index.slice(listEnd);

writeFileSync(root + files.module, module);
writeFileSync(root + files.words, wordsFile);
writeFileSync(root + files.test, test);
writeFileSync(root + files.index, listed);
process.stdout.write(
  `wrote ${files.module}, ${files.words} and ${files.test}; listed it in ${files.index}.\n` +
    `Next: the words in ${files.words} (the module loads once there is one), then npm run tables (the kind joins\n` +
    'FindingKind); its costs, rows and examples in the module, its cases in the test; then\n' +
    `npx vitest run tests/detect/registry.test.ts ${files.test} tests/lexicons.test.ts (docs/architecture.md).\n`,
);
