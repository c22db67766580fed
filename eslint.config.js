// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules,
// the hooks rules for the Preact components, and eslint-config-prettier last so
// that formatting is Prettier's alone (npm run format / format:check).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'lib/catalogue/texts.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Unused names are the compiler's job (noUnusedLocals / noUnusedParameters); `_x` marks an intended one.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Each `!` is a claim the type checker cannot verify: replaced by a type or a check. A hot path that
      // needs them says so once, at the top of its file, with the reason (an eslint-disable comment naming the
      // rule); the rest wait in eslint-suppressions.json (ESLint's bulk suppressions: a file may not gain one,
      // and one removed is pruned with `npx eslint . --prune-suppressions`).
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    files: ['components/**/*.tsx', 'components/**/*.ts', 'entrypoints/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A component or hook longer than a screen does more than one thing: the UI is split by section of the
    // screen (a component each) and by concern (a hook each).
    files: ['components/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // The demo table is a plain page script; the .mjs scripts and configs run in Node.
  { files: ['demo/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['scripts/**/*.{js,mjs}', '*.js', '*.mjs'], languageOptions: { globals: globals.node } },
  {
    // The class lists invisible code points one by one (variation selectors, combining grapheme
    // joiner) so that each is removed on its own: exactly what this rule warns about.
    files: ['lib/text/invisible.ts'],
    rules: { 'no-misleading-character-class': 'off' },
  },
  {
    // Tests and scripts index fixtures they built themselves a line earlier: a `!` there is no unchecked claim.
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // No function in the engine or the scripts over 80 lines: a longer one is split along its seams,
    // into helpers that say what they do.
    files: ['lib/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,js,mjs}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  prettier,
  {
    // Prettier wraps code at 140 columns but never a string, a regular expression or a comment: no line
    // over 160 characters, so that a pattern's alternatives read down the page and a diff shows the one
    // that changed. Generated tables are data written one entry per line by npm run tables; their
    // entries may be longer.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['lib/**/*.generated.ts'],
    rules: { 'max-len': ['error', { code: 160, tabWidth: 2 }] },
  },
);
