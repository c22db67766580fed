import { describe, expect, it } from 'vitest';
import { chromiumPlan, DEBIAN_CHROMIUM, DEBIAN_FIREFOX, firefoxPlan, satisfies } from '../scripts/preflight.mjs';
import pkg from '../package.json';

describe('preflight: Node version', () => {
  it.each([
    ['20.19.0', true],
    ['20.20.2', true],
    ['20.18.3', false],
    ['21.7.0', false],
    ['22.11.0', false],
    ['22.12.0', true],
    ['24.1.0', true],
    ['18.20.4', false],
    ['v20.19.1', true],
  ])('%s against the project engines → %s', (v, ok) => {
    expect(satisfies(v, pkg.engines.node)).toBe(ok);
  });

  it.each([
    ['20.1.0', '>=20', true],
    ['19.9.9', '>=20', false],
    ['20.0.0', '>20', false],
    ['20.0.1', '>20', true],
    ['20.5.0', '20.5.0', true],
    ['20.5.0', '<=20.4', false],
  ])('%s against %s → %s', (v, range, ok) => {
    expect(satisfies(v, range)).toBe(ok);
  });
});

describe('preflight: Chromium for the browser tests', () => {
  const has =
    (...paths: string[]) =>
    (p: string) =>
      paths.includes(p);
  const facts = { env: {}, executable: has(), uid: 1000, sudo: false, apt: true };

  it("uses Debian's Chromium when it is there", () => {
    expect(chromiumPlan({ ...facts, executable: has(DEBIAN_CHROMIUM) })).toEqual({ action: 'ok', path: DEBIAN_CHROMIUM });
  });

  it('honours CHROMIUM=/path, and stops when it is not a browser', () => {
    expect(chromiumPlan({ ...facts, env: { CHROMIUM: '/opt/chrome/chrome' }, executable: has('/opt/chrome/chrome') })).toEqual({
      action: 'ok',
      path: '/opt/chrome/chrome',
    });
    const bad = chromiumPlan({ ...facts, env: { CHROMIUM: '/nope' }, executable: has(DEBIAN_CHROMIUM) });
    expect(bad.action).toBe('stop');
    expect(bad.action === 'stop' && bad.message).toContain('CHROMIUM=/nope');
  });

  it("installs Debian's package as root", () => {
    expect(chromiumPlan({ ...facts, uid: 0 })).toEqual({
      action: 'install',
      steps: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
  });

  it('installs through sudo when it needs no password', () => {
    const plan = chromiumPlan({ ...facts, sudo: true });
    expect(plan.action === 'install' && plan.steps.every((s) => s[0] === 'sudo' && s[1] === '-n')).toBe(true);
    expect(plan.action === 'install' && plan.steps.at(-1)).toEqual(['sudo', '-n', 'apt-get', 'install', '-y', '-qq', 'chromium']);
  });

  it('otherwise stops with the exact command to run', () => {
    const plan = chromiumPlan(facts);
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.message).toContain('sudo apt-get update && sudo apt-get install -y chromium');
  });

  it('without apt-get, asks for a browser through CHROMIUM', () => {
    const plan = chromiumPlan({ ...facts, uid: 0, apt: false });
    expect(plan.action === 'stop' && plan.message).toContain('CHROMIUM=/path/to/chromium npm test');
  });
});

describe('preflight: Firefox for its one browser test', () => {
  const has =
    (...paths: string[]) =>
    (p: string) =>
      paths.includes(p);
  const facts = { env: {}, executable: has(), uid: 1000, sudo: false, apt: true };
  const install = [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'firefox-esr'],
  ];

  it.each([
    ['Debian’s firefox-esr is there', { ...facts, executable: has(DEBIAN_FIREFOX) }, { action: 'ok', path: DEBIAN_FIREFOX }],
    [
      'FIREFOX names an executable',
      { ...facts, env: { FIREFOX: '/opt/ff' }, executable: has('/opt/ff') },
      { action: 'ok', path: '/opt/ff' },
    ],
    ['root installs it', { ...facts, uid: 0 }, { action: 'install', steps: install }],
    [
      'sudo without a password installs it',
      { ...facts, sudo: true },
      { action: 'install', steps: install.map((s) => ['sudo', '-n', ...s]) },
    ],
  ])('%s', (_, f, plan) => {
    expect(firefoxPlan(f)).toEqual(plan);
  });

  it.each([
    ['a user who may not install', facts],
    ['no apt-get', { ...facts, uid: 0, apt: false }],
    ['FIREFOX naming nothing', { ...facts, env: { FIREFOX: '/nope' }, executable: has(DEBIAN_FIREFOX) }],
  ])('skips the test, never the suite, for %s', (_, f) => {
    const plan = firefoxPlan(f);
    expect(plan.action).toBe('skip');
    expect(plan.action === 'skip' && plan.message).toMatch(/Firefox test will be skipped/);
  });
});
