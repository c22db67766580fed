// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SeesDetails, SeesView } from '../../components/SeesView';
import { seesKey } from '../../lib/background/sees-store';
import type { SeesSnapshot } from '../../lib/sees';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const snap: SeesSnapshot = {
  site: 'discord',
  url: 'https://discord.com/channels/1/2',
  key: '2',
  chats: 2,
  read: 14,
  players: [
    { seat: '4', nick: '04 | Петя', status: 'dead' },
    { seat: '5', nick: '05 | Кирилл', status: 'alive' },
  ],
  phase: 'day',
  phaseBy: { kind: 'message', id: '9', text: 'Город просыпается', nick: 'Mafia Bot' },
  recent: [
    { id: '10', author: 'player', seat: '7', nick: '07 | Лена', text: 'ночью я спала', phase: 'day', replyTo: 'Mafia Bot' },
    { id: '11', author: 'spectator', nick: 'Зр. Маша', text: '<img src=x onerror=alert(1)>', phase: 'day' },
    { id: '12', author: 'player', seat: '6', text: '!vote 5', vote: '5', phase: 'voting' },
  ],
  counts: [{ label: '5️⃣', n: 3 }],
  marks: null,
};

describe('what the extension sees', () => {
  it('shows site, key, chat, phase with the message that set it, players and the last messages', () => {
    const { container } = render(<SeesDetails sees={snap} lang="ru" />);
    const q = (id: string) => container.querySelector(`[data-testid="${id}"]`)!;
    expect(q('sees-site').textContent).toContain('discord');
    expect(q('sees-key').textContent).toBe('2');
    expect(q('sees-chat').textContent).toContain('прочитано 14');
    expect(q('sees-phase').getAttribute('data-phase')).toBe('day');
    expect(q('sees-phase-by').textContent).toBe('Город просыпается');
    expect(q('sees-votes').textContent).toContain('5️⃣ ×3');
    expect(
      [...q('sees-players').querySelectorAll('li')].map((li) => [li.getAttribute('data-seat'), li.getAttribute('data-status')]),
    ).toEqual([
      ['4', 'dead'],
      ['5', 'alive'],
    ]);
    const recent = [...q('sees-recent').querySelectorAll('li')];
    expect(recent.map((li) => li.getAttribute('data-author'))).toEqual(['player', 'spectator', 'player']);
    expect(recent[0]!.textContent).toContain('ответ Mafia Bot');
    expect(recent[2]!.textContent).toContain('голос за 5');
    // Chat text is text, never HTML.
    expect(recent[1]!.querySelector('img')).toBeNull();
    expect(recent[1]!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('details')!.open).toBe(false);
  });

  it('opens by itself and says so when no chat is found', () => {
    const { container } = render(<SeesDetails sees={{ ...snap, chats: 0, read: 0, players: [], recent: [] }} lang="en" />);
    expect(container.querySelector('details')!.open).toBe(true);
    expect(container.querySelector('[data-testid="sees-chat"]')!.textContent).toMatch(/not found/);
  });

  it('follows the tab’s snapshot in storage as the worker updates it', async () => {
    await fakeBrowser.storage.session.set({ [seesKey(3)]: snap });
    const { container } = render(<SeesView tabId={3} lang="ru" />);
    await waitFor(() => expect(container.querySelector('[data-testid="sees-key"]')?.textContent).toBe('2'));
    await fakeBrowser.storage.session.set({ [seesKey(3)]: { ...snap, key: '777', phase: 'night' } });
    await waitFor(() => expect(container.querySelector('[data-testid="sees-key"]')?.textContent).toBe('777'));
    expect(container.querySelector('[data-testid="sees-phase"]')!.getAttribute('data-phase')).toBe('night');
  });

  it('a closed tab shows nothing read', () => {
    const { container } = render(<SeesView tabId={null} lang="ru" />);
    expect(container.textContent).toContain('Вкладка игры закрыта');
  });
});
