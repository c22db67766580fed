// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { customAdapter } from '../lib/adapters/custom';
import { demoAdapter } from '../lib/adapters/demo';
import { phaseFromText, seatFromNick } from '../lib/adapters/types';
import { matchPattern, pickAdapter } from '../lib/content/pick';
import { DEFAULT_SETTINGS } from '../lib/settings';

const load = (html: string) => {
  document.documentElement.innerHTML = html;
  return document;
};

describe('seat numbers from nicknames', () => {
  it.each([
    ['05 | Кирилл', '5'],
    ['5. Ник', '5'],
    ['[7] Ник', '7'],
    ['№3 Ник', '3'],
    ['10 | Ник', '10'],
    ['Кирилл', undefined],
    ['2024 год', undefined],
    ['99 | Ник', undefined],
  ])('%s → %s', (nick, seat) => expect(seatFromNick(nick)).toBe(seat));
});

describe('phase from a banner', () => {
  it.each([
    ['День 2', 'day'],
    ['Ночь 1', 'night'],
    ['Голосование', 'voting'],
    ['Итоги голосования', 'results'],
    ['что-то другое', null],
  ])('%s → %s', (t, p) => expect(phaseFromText(t)).toBe(p));
});

describe('custom site adapter', () => {
  it('reads a site described by selectors', () => {
    const doc = load(
      '<div id="log"><p class="m"><b>7 | Лёша</b><span>клянусь</span></p></div><ul class="pl">' +
        '<li class="p out"><i>7</i><em>Лёша</em></li></ul><h2 class="ph">Ночь</h2>',
    );
    const a = customAdapter({
      match: 'https://x.example/*',
      name: 'x',
      chatItem: '.m',
      author: 'b',
      text: 'span',
      phase: '.ph',
      players: '.pl .p',
      playerSeat: 'i',
      playerNick: 'em',
      deadClass: 'out',
    });
    const el = a.messagesIn(doc.getElementById('log')!)[0]!;
    expect(a.read(el)).toMatchObject({ text: 'клянусь', seat: '7', nick: '7 | Лёша' });
    expect(a.players(doc)).toEqual([{ seat: '7', nick: 'Лёша', status: 'dead' }]);
    expect(a.phase(doc)).toBe('night');
  });
});

describe('demo adapter', () => {
  it('reads the demo markup', () => {
    const doc = load(
      '<main id="mafia-table" data-game="3"><div class="phase-banner">Голосование</div>' +
        '<ol class="seats"><li class="seat dead"><span class="seat-no">1</span>' +
        '<span class="nick">А</span></li></ol><div class="chat-log">' +
        '<div class="msg" data-id="m1" data-seat="1"><span class="author"><span class="nick">А</span>' +
        '</span><span class="text">привет</span></div></div><ul class="votes"><li class="vote">' +
        '<span class="voter">1</span> → <span class="candidate">4</span></li></ul></main>',
    );
    expect(demoAdapter.phase(doc)).toBe('voting');
    expect(demoAdapter.players(doc)).toEqual([{ seat: '1', nick: 'А', status: 'dead' }]);
    expect(demoAdapter.read(doc.querySelector('.msg')!)).toEqual({ id: 'm1', seat: '1', nick: 'А', text: 'привет' });
    expect(demoAdapter.votes(doc)).toEqual([{ voter: '1', candidate: '4' }]);
    expect(demoAdapter.gameKey(doc)).toBe('3');
  });
});

describe('picking the adapter', () => {
  it.each([
    ['https://*.example.com/*', 'https://a.example.com/x', true],
    ['https://*.example.com/*', 'https://example.com/', true],
    ['https://example.com/game/*', 'https://example.com/game/5', true],
    ['https://example.com/game/*', 'https://example.com/other', false],
    ['http://example.com/*', 'https://example.com/', false],
    ['nonsense', 'https://example.com/', false],
  ])('%s covers %s: %s', (p, u, ok) => expect(matchPattern(p, new URL(u))).toBe(ok));

  it('chooses by site', () => {
    load('<p>nothing</p>');
    expect(pickAdapter(new URL('https://discord.com/channels/1/2'), document, DEFAULT_SETTINGS)?.site).toBe('discord');
    expect(pickAdapter(new URL('https://ptb.discord.com/channels/1/2'), document, DEFAULT_SETTINGS)?.site).toBe('discord');
    expect(pickAdapter(new URL('https://canary.discord.com/channels/1/2'), document, DEFAULT_SETTINGS)?.site).toBe('discord');
    expect(pickAdapter(new URL('https://evil-discord.com/channels/1/2'), document, DEFAULT_SETTINGS)).toBeNull();
    expect(pickAdapter(new URL('https://polemicagame.com/game/1'), document, DEFAULT_SETTINGS)?.site).toBe('polemica');
    expect(pickAdapter(new URL('http://127.0.0.1:5174/'), document, DEFAULT_SETTINGS)).toBeNull();
    load('<main id="mafia-table"></main>');
    expect(pickAdapter(new URL('http://127.0.0.1:5174/'), document, DEFAULT_SETTINGS)?.site).toBe('demo');
  });
});
