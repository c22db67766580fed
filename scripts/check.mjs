#!/usr/bin/env node
/**
 * Launcher for the transcript checker (`npm run check`). It runs scripts/check.ts
 * bundled to plain JavaScript — about a fifth faster than compiling it on the
 * fly — with V8's code cache, and rebuilds the bundles whenever a source file
 * is newer:
 *  - check.cjs: the checker, run here through vm.Script with its code cache;
 *  - check.mjs: the same as a module, which worker threads start from;
 *  - check-<key>.cache: V8's bytecode for every function a run over the
 *    paraphrase corpus (tests/corpus) compiled, made by such a run the first
 *    time a bundle is run. Without it each run parses and compiles those
 *    functions again as it first calls them (≈ 45 ms of a 200,000-message
 *    run; measured: the whole run ≈ 2–4% faster with it).
 * The cache holds compiled code, never a result. V8 itself only checks that a
 * cache was made by the same Node under the same flags for a source of the
 * same length, so the cache's name carries a hash of the bundle's text and of
 * the flags, and its file a checksum of its bytes: a cache is used only with
 * the very bundle that made it, and a damaged one is not handed to V8.
 * Without a cache (none could be made or written) the checker runs as well,
 * compiling as it goes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import vm from 'node:vm';

// Before anything is compiled: a code cache is only taken by V8 under the flags it was made with, and
// the checker sets this one as it loads (scripts/regexp-flags.ts).
setFlagsFromString('--no-regexp-tier-up');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// One directory per checkout: git worktrees that share one node_modules (a symlink) would otherwise run each
// other's bundle, which is only compared by time with the sources of the checkout that built it.
const dir = join(root, 'node_modules', '.cache', 'mafia-check', createHash('md5').update(root).digest('hex').slice(0, 8));
const CJS = join(dir, 'check.cjs');
const ESM = join(dir, 'check.mjs');

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

/** Written beside and renamed: two checkers started at once never read half a file. False when it cannot be written. */
function writeAtomically(path, data) {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
    return true;
  } catch {
    rmSync(tmp, { force: true });
    return false;
  }
}

const md5 = (data) => createHash('md5').update(data).digest();

async function bundle(out, format) {
  let build;
  try {
    ({ build } = await import('esbuild'));
  } catch {
    process.stderr.write('check: cannot build the checker: esbuild is missing (run npm install)\n');
    process.exit(2);
  }
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
    // The script run here starts its worker threads from the module beside it, wherever the tree is.
    ...(format === 'cjs'
      ? {
          banner: {
            js: "const __checkModule = require('node:url').pathToFileURL(require('node:path').join(__dirname, 'check.mjs')).href;",
          },
          define: { 'import.meta.url': '__checkModule', 'import.meta.resolve': 'undefined' },
        }
      : {}),
    outfile: tmp,
    logLevel: 'warning',
  });
  renameSync(tmp, out);
}

// The bundles: a build that changes the sources makes both again (and so a cache of its own).
const sources = Math.max(newest(join(root, 'lib')), newest(join(root, 'scripts')));
if (mtime(CJS) < sources || mtime(ESM) < sources) {
  mkdirSync(dir, { recursive: true });
  await bundle(ESM, 'esm');
  await bundle(CJS, 'cjs');
}

const source = readFileSync(CJS, 'utf8');
// The cache of this bundle, under these flags (V8 refuses a cache made under others), for this Node.
const bundleKey = md5(source).toString('hex').slice(0, 12);
const flagsKey = md5(`${process.env.NODE_OPTIONS ?? ''}\0${process.execArgv.join(' ')}`)
  .toString('hex')
  .slice(0, 8);
const CACHE = join(dir, `check-${process.version}-${process.arch}-${bundleKey}-${flagsKey}.cache`);
/** Left when a cache could not be made for this bundle: not tried again. */
const NONE = `${CACHE}.none`;
const making = process.env.CHECK_MAKE_CACHE === '1';

if (!making && !existsSync(CACHE) && !existsSync(NONE) && writeAtomically(NONE, '')) {
  // A run of its own over the corpus, whose functions' code is kept at its end (see above). The mark
  // written first says the cache was tried: a directory that cannot be written is not tried at all.
  // This Node's caches of earlier bundles are of no more use (this bundle's under other flags are).
  const mine = `check-${process.version}-${process.arch}-`;
  for (const f of readdirSync(dir)) if (f.startsWith(mine) && !f.startsWith(mine + bundleKey)) rmSync(join(dir, f), { force: true });
  try {
    const corpus = join(root, 'tests', 'corpus');
    const input = readdirSync(corpus)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()
      .map((f) => readFileSync(join(corpus, f), 'utf8'))
      .join('\n');
    // Under this process's flags, so that it makes the cache this process looks for.
    spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '-'], {
      input,
      stdio: ['pipe', 'ignore', 'ignore'],
      env: { ...process.env, CHECK_MAKE_CACHE: '1', CHECK_WORKERS: '0' },
    });
  } catch {
    // No corpus to run over (or no run): no cache.
  }
}

/** The cache's bytes when its checksum (the file's first 16 bytes) holds. */
function cacheData() {
  let file;
  try {
    file = readFileSync(CACHE);
  } catch {
    return undefined;
  }
  const data = file.subarray(16);
  return file.length > 16 && md5(data).equals(file.subarray(0, 16)) ? data : undefined;
}

const cachedData = making ? undefined : cacheData();
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: CJS, cachedData });
const cached = cachedData !== undefined && !script.cachedDataRejected;
if (process.env.CHECK_STATS) process.stderr.write(`check: code cache ${cached ? 'used' : 'not used'}\n`);
if (making)
  process.on('exit', () => {
    // The code of the bundle this run loaded, under its name: a newer bundle has a name of its own.
    try {
      const data = script.createCachedData();
      writeAtomically(CACHE, Buffer.concat([md5(data), data]));
    } catch {
      // No cache: later runs compile as they go.
    }
  });
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(CJS), module, CJS, dir);
