// @vitest-environment happy-dom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SiteWarnings } from '../../components/panel/SiteWarning';
import { seesKey } from '../../lib/background/sees-store';
import { translator } from '../../lib/i18n';
import type { SeesSnapshot } from '../../lib/sees';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
  vi.unstubAllGlobals();
});

const snap = (site: string, missing: string[], report = 'site: x\nol.scrollerInner__*'): SeesSnapshot =>
  ({
    site,
    url: 'https://discord.com/channels/1/2',
    key: '2',
    chats: 1,
    read: 5,
    players: [],
    phase: null,
    phaseBy: null,
    recent: [],
    counts: [],
    marks: null,
    health: { missing, report, after: 2000 },
  }) as SeesSnapshot;

const warnings = (c: Element) =>
  [...c.querySelectorAll('[data-testid="site-warning"]')].map((w) => `${w.getAttribute('data-site')}:${w.getAttribute('data-missing')}`);

describe('the site-change warning', () => {
  it('appears for any tab whose page lacks something, stays while it does, and goes when it is read again', async () => {
    await fakeBrowser.storage.session.set({ [seesKey(4)]: snap('discord', ['authors']), [seesKey(5)]: snap('demo', []) });
    const { container } = render(<SiteWarnings gameTab={null} t={translator('ru')} />);
    await waitFor(() => expect(warnings(container)).toEqual(['discord:authors']));
    const w = container.querySelector('[data-testid="site-warning"]')!;
    expect(w.getAttribute('role')).toBe('alert');
    expect(w.textContent).toContain('Discord: страница читается не полностью');
    expect(w.textContent).toContain('Сообщения найдены, авторы не прочитаны — Discord, вероятно, изменил разметку');
    await fakeBrowser.storage.session.set({ [seesKey(4)]: snap('discord', ['authors', 'text']) });
    await waitFor(() => expect(warnings(container)).toEqual(['discord:authors text']));
    await fakeBrowser.storage.session.set({ [seesKey(4)]: snap('discord', []) });
    await waitFor(() => expect(warnings(container)).toEqual([]));
  });

  it('one warning per site, the game’s tab first; a tab closed takes its warning away', async () => {
    await fakeBrowser.storage.session.set({
      [seesKey(1)]: snap('discord', ['rows']),
      [seesKey(2)]: snap('polemica', ['seats']),
      [seesKey(3)]: snap('discord', ['authors']),
    });
    const { container } = render(<SiteWarnings gameTab={3} t={translator('en')} />);
    await waitFor(() => expect(warnings(container)).toEqual(['discord:authors', 'polemica:seats']));
    expect(container.textContent).toContain('Rows found, no authors read — Discord may have changed its markup');
    expect(container.textContent).toContain('No seats read');
    await fakeBrowser.storage.session.remove(seesKey(3));
    await waitFor(() => expect(warnings(container)).toEqual(['discord:rows', 'polemica:seats']));
  });

  it('copies the report in one click; where the clipboard refuses, shows it to select', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await fakeBrowser.storage.session.set({ [seesKey(4)]: snap('custom:Клуб', ['rows'], 'site: custom:Клуб\nul.chat') });
    const { container, getByTestId } = render(<SiteWarnings gameTab={null} t={translator('ru')} />);
    await waitFor(() => expect(warnings(container)).toEqual(['custom:Клуб:rows']));
    expect(container.textContent).toContain('Клуб изменил разметку, или селекторы в настройках не подходят');
    fireEvent.click(getByTestId('site-report-copy'));
    await waitFor(() => expect(container.textContent).toContain('Отчёт скопирован'));
    const text = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(text).toContain('без текста чата');
    expect(text).toContain('ul.chat');
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    fireEvent.click(getByTestId('site-report-copy'));
    await waitFor(() => expect(container.querySelector('details')!.open).toBe(true));
    expect(getByTestId('site-report').textContent).toContain('ul.chat');
  });

  it('a malformed snapshot raises nothing', async () => {
    await fakeBrowser.storage.session.set({ [seesKey(4)]: { site: 'discord', url: 'x', health: { missing: ['nonsense'] } }, other: 1 });
    const { container } = render(<SiteWarnings gameTab={null} t={translator('ru')} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(warnings(container)).toEqual([]);
  });
});
