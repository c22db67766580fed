// @vitest-environment happy-dom
/**
 * The site-change warning: what each adapter's healthy page gives, judged on
 * the fixtures — healthy in every class-name form, and with one part of the
 * markup taken away at a time. The probe runs on fake timers: "within 5 s" is
 * the probe's own schedule, not the machine's speed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customAdapter } from '../lib/adapters/custom';
import { demoAdapter } from '../lib/adapters/demo';
import { discordAdapter } from '../lib/adapters/discord';
import { polemicaAdapter } from '../lib/adapters/polemica';
import type { Adapter } from '../lib/adapters/types';
import { HealthProbe, readSignals } from '../lib/content/health-probe';
import { classShape, outline } from '../lib/content/structure';
import { missingParts, shapeOf, trackHealth, type HealthPart, type PageSignals } from '../lib/health';
import { parseSees } from '../lib/sees';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { CHANNEL, classForm, GAME, GUILD, page, type ClassForm } from './fixtures/discord';
import { DEMO_MANGLES, demoTable, DISCORD_MANGLES, POLEMICA_MANGLES, polemicaRoom } from './fixtures/mangle';

const HEALTHY: PageSignals = {
  applies: true,
  rowLike: 10,
  rows: 10,
  window: 10,
  read: 10,
  authorable: 9,
  authored: 9,
  textable: 8,
  texted: 8,
  seats: 6,
  phase: true,
};
const ALL: HealthPart[] = ['rows', 'authors', 'text', 'phase', 'seats'];

describe('what a page lacks, from its measures', () => {
  it.each<[string, Partial<PageSignals>, HealthPart[]]>([
    ['a healthy page', {}, []],
    [
      'an empty chat is no missing rows',
      { rows: 0, rowLike: 0, window: 0, read: 0, authorable: 0, authored: 0, textable: 0, texted: 0 },
      [],
    ],
    [
      'rows shown but none matched',
      { rows: 0, rowLike: 12, window: 0, read: 0, authorable: 0, authored: 0, textable: 0, texted: 0 },
      ['rows'],
    ],
    [
      'one row-like element is no chat',
      { rows: 0, rowLike: 1, window: 0, read: 0, authorable: 0, authored: 0, textable: 0, texted: 0 },
      [],
    ],
    ['rows found, no authors read', { authored: 0 }, ['authors']],
    ['two rows without an author are not enough to tell', { authorable: 2, authored: 0 }, []],
    ['rows found, no text read', { texted: 0 }, ['text']],
    ['no phase', { phase: false }, ['phase']],
    ['no seats', { seats: 0 }, ['seats']],
    ['a page that is no game page lacks nothing', { applies: false, rows: 0, authored: 0, seats: 0, phase: false }, []],
  ])('%s', (_, change, want) => expect(missingParts(ALL, { ...HEALTHY, ...change })).toEqual(want));

  it('only what the site is expected to give', () => {
    expect(missingParts(['rows', 'authors', 'text'], { ...HEALTHY, seats: 0, phase: false })).toEqual([]);
  });

  it('raised after two probes in a row, cleared after three', () => {
    const steps: HealthPart[][] = [['authors'], [], ['authors'], ['authors'], [], [], ['authors'], [], [], []];
    let t: ReturnType<typeof trackHealth> | undefined;
    const raised = steps.map((m) => (t = trackHealth(t, m)).raised.join());
    expect(raised).toEqual(['', '', '', 'authors', 'authors', 'authors', 'authors', 'authors', 'authors', '']);
  });
});

describe('the report’s anonymous shapes', () => {
  it.each([
    ['messageListItem__5126c', 'messageListItem__*'],
    ['message_c19a55', 'message_*'],
    ['c1f755cd01aad831-voiceUser', '*-voiceUser'],
    ['_07f9193042954787-voiceUser', '*-voiceUser'],
    ['player-3', 'player-3'],
    ['emoji', 'emoji'],
  ])('class %s → %s', (c, want) => expect(classShape(c)).toBe(want));

  it.each([
    ['chat-messages-1180000000000000111-1180000000000001003', 'chat-messages-<n>-<n>'],
    ['message-username-1180000000000001003 message-content-1180000000000001004', 'message-username-<n> message-content-<n>'],
    ['avatar-c19a55f', 'avatar-<h>'],
  ])('value %s → %s', (v, want) => expect(shapeOf(v)).toBe(want));

  it('alike rows fold, distinct inner shapes show once, no text is kept', () => {
    document.body.innerHTML =
      '<ol class="list_ab12cd" ' +
      `role="list">${'<li class="row_ab12cd"><b class="name_ab12cd">Кирилл</b><span>клянусь</span></li>'.repeat(5)}<li ` +
      'class="row_ab12cd"><span>и ещё</span></li></ol>';
    const lines = outline(document.body.firstElementChild!);
    expect(lines).toEqual(['ol.list_*[role=list]', '  li.row_* ×6', '    b.name_* ·text', '    span ·text', '    span ·text']);
  });
});

/** The probe on a page, on fake timers, for `ms`: what it raised, when, and the report. */
function probeFor(adapter: Adapter, ms = 5000) {
  const changes: number[] = [];
  const probe = new HealthProbe(document, adapter, () => changes.push(Date.now()));
  probe.start();
  vi.advanceTimersByTime(ms);
  probe.stop();
  return { health: probe.health()!, changes };
}

describe('the warning on the fixtures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    history.replaceState(null, '', '/');
    document.body.className = '';
  });
  const discord = () => discordAdapter(DEFAULT_SETTINGS.discordTriggers);
  const polemica = () => polemicaAdapter(DEFAULT_SETTINGS.polemica);
  const FORMS: ClassForm[] = ['name_hash', 'name__hash', 'hash16-name'];
  // Rendered once (the fixture's clock moves with each rendering).
  const CHANNEL_PAGE = page(GAME);

  const onDiscord = (html: string) => {
    history.replaceState(null, '', `/channels/${GUILD}/${CHANNEL}`);
    document.body.innerHTML = html;
  };

  it.each(FORMS)('Discord, %s: healthy, never raised', (form) => {
    onDiscord(classForm(CHANNEL_PAGE, form));
    const { health, changes } = probeFor(discord(), 20_000);
    expect(health.missing).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('Discord: an empty channel, a call view without chat, a page that is no channel: nothing raised', () => {
    for (const html of [page([]), '<main class="callContainer_d880dc"><div class="tile_abcdef">Кирилл</div></main>']) {
      onDiscord(html);
      expect(probeFor(discord()).health.missing).toEqual([]);
    }
    history.replaceState(null, '', '/login');
    document.body.innerHTML = DISCORD_MANGLES[0]![1](CHANNEL_PAGE);
    expect(probeFor(discord()).health.missing).toEqual([]);
  });

  const discordCases = FORMS.flatMap((form) => DISCORD_MANGLES.map(([part, mangle]) => [form, part, mangle] as const));
  it.each(discordCases)('Discord, %s, %s taken away: raised within 5 s, with a report of shapes only', (form, part, mangle) => {
    onDiscord(mangle(classForm(CHANNEL_PAGE, form)));
    const { health } = probeFor(discord());
    expect(health.missing).toEqual([part]);
    expect(health.after).toBeLessThanOrEqual(5000);
    const report = health.report!;
    expect(report).toContain(`missing: ${part}`);
    expect(report).toContain(
      form === 'hash16-name' ? '*-messageListItem' : form === 'name__hash' ? 'messageListItem__*' : 'messageListItem_*',
    );
    // No chat text, no name, no id.
    for (const secret of ['Кирилл', 'Клянусь', 'Mafia Bot', 'Город', 'мафия', '1180000000000001003', CHANNEL])
      expect(report).not.toContain(secret);
    // The snapshot carries it whole.
    expect(parseSees({ site: 'discord', url: 'u', health })?.health).toEqual(health);
  });

  it('Discord: the warning clears once the page is read again', () => {
    onDiscord(DISCORD_MANGLES[1]![1](CHANNEL_PAGE));
    const probe = new HealthProbe(document, discord(), () => undefined);
    probe.start();
    vi.advanceTimersByTime(3000);
    expect(probe.health()!.missing).toEqual(['authors']);
    document.body.innerHTML = CHANNEL_PAGE;
    vi.advanceTimersByTime(1000);
    expect(probe.health()!.missing).toEqual(['authors']); // kept a moment: a render in the middle drops nothing
    vi.advanceTimersByTime(3000);
    expect(probe.health()!).toEqual({ missing: [] });
    probe.stop();
  });

  it('the demo table: healthy, and each part taken away', () => {
    document.body.innerHTML = demoTable();
    expect(probeFor(demoAdapter, 10_000).health.missing).toEqual([]);
    for (const [part, mangle] of DEMO_MANGLES) {
      document.body.innerHTML = mangle(demoTable());
      expect([part, probeFor(demoAdapter).health.missing]).toEqual([part, [part]]);
    }
  });

  it('a Polemica room: healthy, and each part taken away', () => {
    history.replaceState(null, '', '/room/777');
    document.body.innerHTML = polemicaRoom();
    expect(probeFor(polemica(), 10_000).health.missing).toEqual([]);
    for (const [part, mangle] of POLEMICA_MANGLES) {
      document.body.innerHTML = mangle(polemicaRoom());
      expect([part, probeFor(polemica()).health.missing]).toEqual([part, [part]]);
    }
  });

  it('a custom site: only what the host described is expected', () => {
    const site = { match: 'https://x.example/*', name: 'Клуб', chatItem: '.m', author: 'b', text: 'span' };
    const rows = (n: number, author = true) =>
      Array.from({ length: n }, (_, i) => `<p class="m">${author ? `<b>${i + 1} | Ник</b>` : ''}<span>текст ${i}</span></p>`).join('');
    document.body.innerHTML = `<div class="chat">${rows(4)}</div>`;
    expect(probeFor(customAdapter(site)).health.missing).toEqual([]);
    document.body.innerHTML = `<div class="chat">${rows(4, false)}</div>`;
    expect(probeFor(customAdapter(site)).health.missing).toEqual(['authors']);
    document.body.innerHTML = `<div class="chat">${rows(4).replace(/class="m"/g, 'class="msg"')}</div>`;
    expect(probeFor(customAdapter(site)).health.missing).toEqual(['rows']);
  });

  it('the measures of a healthy Discord page', () => {
    onDiscord(CHANNEL_PAGE);
    const a = discord();
    const s = readSignals(document, a, a.health!);
    expect(s).toMatchObject({ applies: true, rows: GAME.length, window: 12, read: 12 });
    expect(s.authored).toBeGreaterThanOrEqual(s.authorable - 1); // the row after the pin names no head
    expect(s.texted).toBe(s.textable);
  });
});
