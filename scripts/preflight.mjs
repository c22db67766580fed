// Runs before `npm test` and `npm run demo`: says plainly what is missing
// before minutes are spent. Plain JavaScript (no TypeScript, no dependencies)
// so that it runs, and explains, on a Node too old for the rest of the project.
//
//   node scripts/preflight.mjs           Node version, then Chromium for the browser tests (and Firefox for its one test)
//   node scripts/preflight.mjs --node    Node version only
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where Debian's `chromium` package puts the browser; the browser tests use it unless CHROMIUM says otherwise. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function parse(v) {
  const [a = 0, b = 0, c = 0] = String(v)
    .replace(/^v/, '')
    .split('.')
    .map((x) => Number.parseInt(x, 10) || 0);
  return [a, b, c];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/**
 * Whether a version satisfies an npm `engines` range of the simple form the
 * project uses: alternatives joined by `||`, each a list of `>=`, `>`, `<=`, `<`, `=` comparators.
 */
export function satisfies(version, range) {
  const v = parse(version);
  return range.split('||').some((alt) =>
    alt
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((c) => {
        const m = /^(>=|<=|>|<|=)?v?(\d+(?:\.\d+){0,2})$/.exec(c);
        if (!m) return false;
        const d = compare(v, parse(m[2]));
        switch (m[1] ?? '=') {
          case '>=':
            return d >= 0;
          case '>':
            return d > 0;
          case '<=':
            return d <= 0;
          case '<':
            return d < 0;
          default:
            return d === 0;
        }
      }),
  );
}

/**
 * What to do about the browser the real-browser tests need, from the facts of this machine:
 * `ok` (use `path`), `install` (run `command`, which may install packages), or `stop` (print `message`).
 */
export function chromiumPlan(facts) {
  // Read lazily: `sudo` and `apt` spawn programs, needed only when the browser is missing.
  const { env, executable } = facts;
  if (env.CHROMIUM) {
    return executable(env.CHROMIUM)
      ? { action: 'ok', path: env.CHROMIUM }
      : {
          action: 'stop',
          message:
            `CHROMIUM=${env.CHROMIUM} is not an executable file. Point it at a Chromium or Chrome binary, or ` +
            `unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
        };
  }
  if (executable(DEBIAN_CHROMIUM)) return { action: 'ok', path: DEBIAN_CHROMIUM };
  if (!facts.apt) {
    return {
      action: 'stop',
      message:
        `The browser tests need Chromium and this machine has no apt-get to install Debian's. Install ` +
        'Chromium (or Chrome) and run:\n  CHROMIUM=/path/to/chromium npm test',
    };
  }
  // Debian's package, installed non-interactively; the package lists may be missing on a fresh machine.
  const steps = [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium'],
  ];
  if (facts.uid === 0) return { action: 'install', steps };
  if (facts.sudo) return { action: 'install', steps: steps.map((s) => ['sudo', '-n', ...s]) };
  return {
    action: 'stop',
    message:
      `The browser tests need Debian's Chromium (${DEBIAN_CHROMIUM}), which is not installed, and this ` +
      'user may not install packages. Run:\n  sudo apt-get update && sudo apt-get install -y ' +
      'chromium\nthen npm test again (or set CHROMIUM=/path/to/chromium to use another browser).',
  };
}

/** Where Debian's `firefox-esr` package puts the browser; the Firefox test uses it unless FIREFOX says otherwise. */
export const DEBIAN_FIREFOX = '/usr/bin/firefox-esr';

/**
 * The Firefox test is one test, not the suite: Firefox is installed the way
 * Chromium is (Debian's firefox-esr, root or sudo without a password), and
 * where it cannot be the test is skipped with the reason instead of stopping
 * `npm test`. `ok`, `install` (run `steps`) or `skip` (print `message`).
 */
export function firefoxPlan(facts) {
  const { env, executable } = facts;
  if (env.FIREFOX)
    return executable(env.FIREFOX)
      ? { action: 'ok', path: env.FIREFOX }
      : { action: 'skip', message: `FIREFOX=${env.FIREFOX} is not an executable file: the Firefox test will be skipped.` };
  if (executable(DEBIAN_FIREFOX)) return { action: 'ok', path: DEBIAN_FIREFOX };
  const steps = [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'firefox-esr'],
  ];
  if (facts.apt && facts.uid === 0) return { action: 'install', steps };
  if (facts.apt && facts.sudo) return { action: 'install', steps: steps.map((s) => ['sudo', '-n', ...s]) };
  return {
    action: 'skip',
    message:
      `No Firefox at ${DEBIAN_FIREFOX} and this user may not install it: the Firefox test will be ` +
      'skipped (sudo apt-get install -y firefox-esr, or FIREFOX=/path/to/firefox, to run it).',
  };
}

function isExecutable(p) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function succeeds(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'ignore', timeout: 5000 });
  return r.status === 0;
}

function checkNode() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const range = pkg.engines && pkg.engines.node;
  if (!range || satisfies(process.versions.node, range)) return true;
  console.error(`This project needs Node ${range.replace('||', 'or')} (package.json "engines"); this is Node ${process.versions.node}.`);
  console.error(
    'Install Node 20 (20.19 or later) or Node 22 (22.12 or later), for example from https://nodejs.org or with nvm: nvm install 22',
  );
  return false;
}

function checkChromium() {
  const plan = chromiumPlan({
    env: process.env,
    executable: isExecutable,
    uid: typeof process.getuid === 'function' ? process.getuid() : -1,
    // `sudo -n` never asks for a password: it fails at once when one would be needed.
    get sudo() {
      return succeeds('sudo', ['-n', 'true']);
    },
    get apt() {
      return succeeds('apt-get', ['--version']);
    },
  });
  if (plan.action === 'ok') return true;
  if (plan.action === 'stop') {
    console.error(plan.message);
    return false;
  }
  console.log(`preflight: the browser tests need Debian's Chromium; installing it (${plan.steps.map((s) => s.join(' ')).join(' && ')})…`);
  for (const [cmd, ...args] of plan.steps) {
    const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      console.error(
        `preflight: "${[cmd, ...args].join(' ')}" failed. Install Chromium by hand (apt-get install -y chromium) or set CHROMIUM=/path/to/chromium.`,
      );
      return false;
    }
  }
  if (!isExecutable(DEBIAN_CHROMIUM)) {
    console.error(`preflight: the chromium package is installed but ${DEBIAN_CHROMIUM} is missing. Set CHROMIUM=/path/to/chromium.`);
    return false;
  }
  console.log(`preflight: Chromium installed at ${DEBIAN_CHROMIUM}.`);
  return true;
}

function checkFirefox() {
  const plan = firefoxPlan({
    env: process.env,
    executable: isExecutable,
    uid: typeof process.getuid === 'function' ? process.getuid() : -1,
    get sudo() {
      return succeeds('sudo', ['-n', 'true']);
    },
    get apt() {
      return succeeds('apt-get', ['--version']);
    },
  });
  if (plan.action === 'ok') return;
  if (plan.action === 'skip') {
    console.log(`preflight: ${plan.message}`);
    return;
  }
  console.log(
    `preflight: the Firefox test needs Debian's firefox-esr; installing it (${plan.steps.map((s) => s.join(' ')).join(' && ')})…`,
  );
  for (const [cmd, ...args] of plan.steps) {
    const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      console.log(`preflight: "${[cmd, ...args].join(' ')}" failed: the Firefox test will be skipped.`);
      return;
    }
  }
  console.log(
    isExecutable(DEBIAN_FIREFOX)
      ? `preflight: Firefox installed at ${DEBIAN_FIREFOX}.`
      : `preflight: firefox-esr is installed but ${DEBIAN_FIREFOX} is missing: the Firefox test will be skipped.`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const nodeOnly = process.argv.includes('--node');
  if (!checkNode() || (!nodeOnly && !checkChromium())) process.exit(1);
  if (!nodeOnly) checkFirefox();
}
