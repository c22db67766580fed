#!/usr/bin/env node
/**
 * Launcher for the transcript checker (`npm run check`). It runs scripts/check.ts
 * bundled to plain JavaScript — about a fifth faster than compiling it on the
 * fly — with V8's code cache, and rebuilds both whenever a source file is newer:
 *  - check.cjs: the checker, run here through vm.Script with its code cache;
 *  - check.mjs: the same as a module, which worker threads start from;
 *  - check-<node version>.cache: V8's bytecode for every function a run over
 *    the paraphrase corpus (tests/corpus) compiled, made once after a build by
 *    such a run. Without it each run parses and compiles those functions again
 *    as it first calls them (≈ 45 ms of a 200,000-message run; measured: the
 *    whole run ≈ 2–4% faster with it). The cache holds compiled code, never a
 *    result; V8 refuses a cache made from other source or by another Node, and
 *    the checker then compiles as it goes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import vm from 'node:vm';

// Before anything is compiled: a code cache is only taken by V8 under the flags it was made with, and
// the checker sets this one as it loads (scripts/regexp-flags.ts).
setFlagsFromString('--no-regexp-tier-up');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'node_modules', '.cache', 'mafia-check');
const CJS = join(dir, 'check.cjs');
const ESM = join(dir, 'check.mjs');
const CACHE = join(dir, `check-${process.version}-${process.arch}.cache`);

function newest(d) {
  let t = 0;
  for (const e of readdirSync(d, { withFileTypes: true })) {
    const p = join(d, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const mtime = (p) => {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return -1;
  }
};

/** Built beside and renamed: two checkers started at once never read half a file. */
function writeAtomically(path, data) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

async function bundle(out, format) {
  const { build } = await import('esbuild');
  const tmp = `${out}.${process.pid}.tmp`;
  await build({
    entryPoints: [join(root, 'scripts', 'check.ts')],
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    // Letters as UTF-8, not \u escapes: the generated tables are mostly Cyrillic, and escaped they
    // make the bundle 1.7 MB instead of 0.9 MB for V8 to read at every start.
    charset: 'utf8',
    // The script run here starts its worker threads from the module.
    define: format === 'cjs' ? { 'import.meta.url': JSON.stringify(pathToFileURL(ESM).href), 'import.meta.resolve': 'undefined' } : {},
    outfile: tmp,
    logLevel: 'warning',
  });
  renameSync(tmp, out);
}

/** The checker as a function of (exports, require, module, __filename, __dirname), with its code cache if V8 takes it. */
function load() {
  const source = readFileSync(CJS, 'utf8');
  let cachedData;
  try {
    cachedData = readFileSync(CACHE);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: CJS,
    cachedData,
  });
  return { script, cached: cachedData !== undefined && !script.cachedDataRejected };
}

// The bundles and the cache: a build that changes the sources makes all three again.
const sources = Math.max(newest(join(root, 'lib')), newest(join(root, 'scripts')));
if (mtime(CJS) < sources || mtime(ESM) < sources) {
  mkdirSync(dir, { recursive: true });
  await bundle(ESM, 'esm');
  await bundle(CJS, 'cjs');
  rmSync(CACHE, { force: true });
}
const making = process.env.CHECK_MAKE_CACHE === '1';
if (!making && mtime(CACHE) < mtime(CJS)) {
  // A run of its own over the corpus, whose functions' code is kept at its end (see above). Failing
  // leaves no cache: the checker runs as well without one.
  try {
    const corpus = join(root, 'tests', 'corpus');
    const input = readdirSync(corpus)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()
      .map((f) => readFileSync(join(corpus, f), 'utf8'))
      .join('\n');
    spawnSync(process.execPath, [fileURLToPath(import.meta.url), '-'], {
      input,
      stdio: ['pipe', 'ignore', 'ignore'],
      env: { ...process.env, CHECK_MAKE_CACHE: '1', CHECK_WORKERS: '0' },
    });
  } catch {
    // No corpus to run over (or no run): no cache.
  }
  // Made or not, not tried again until the next build (an empty cache is one V8 refuses).
  if (mtime(CACHE) < mtime(CJS)) writeAtomically(CACHE, Buffer.alloc(0));
}

const { script, cached } = load();
if (process.env.CHECK_STATS) process.stderr.write(`check: code cache ${cached ? 'used' : 'not used'}\n`);
if (making && !cached)
  process.on('exit', () => {
    try {
      writeAtomically(CACHE, script.createCachedData());
    } catch {
      // No cache: later runs compile as they go.
    }
  });
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(CJS), module, CJS, dir);
