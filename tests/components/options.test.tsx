// @vitest-environment happy-dom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Options } from '../../components/Options';
import type { Settings } from '../../lib/settings';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

/** The form shows once the stored settings are read. */
async function mount() {
  const r = render(<Options />);
  await waitFor(() => expect(r.container.querySelector('[data-testid="ruleset"]')).not.toBeNull());
  return r;
}
const stored = async () => ((await fakeBrowser.storage.local.get('settings')) as { settings?: Settings }).settings;
const $ = (c: Element, id: string) => c.querySelector(`[data-testid="${id}"]`) as HTMLInputElement;

describe('options', () => {
  it('is in sections, with links to each', async () => {
    const { container } = await mount();
    const titles = [...container.querySelectorAll('section.opt-section > h2')].map((h) => h.textContent);
    expect(titles).toEqual(['Общие', 'Правила и наказания', 'Проверка сообщений', 'Сайты']);
    const links = [...container.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([...container.querySelectorAll('section.opt-section')].map((s) => `#${s.id}`));
  });

  it('saves a choice at once and says so', async () => {
    const { container } = await mount();
    expect($(container, 'save-status').textContent).toBe('Изменения сохраняются сразу');
    fireEvent.change($(container, 'ruleset'), { target: { value: 'club-remarks' } });
    await waitFor(async () => expect((await stored())?.ruleSet).toBe('club-remarks'));
    await waitFor(() => expect($(container, 'save-status').textContent).toBe('✓ Сохранено'));
    expect($(container, 'save-status').getAttribute('role')).toBe('status');
  });

  it("offers the club remarks' reading of the vote as gestures only, for that rule set alone", async () => {
    const { container } = await mount();
    expect(container.querySelector('[data-testid="voting-gestures-only"]')).toBeNull();
    fireEvent.change($(container, 'ruleset'), { target: { value: 'club-remarks' } });
    expect($(container, 'voting-gestures-only').checked).toBe(false);
    fireEvent.click($(container, 'voting-gestures-only'));
    await waitFor(async () => expect((await stored())?.clubVotingWords).toBe('gestures'));
  });

  it('turns the learned model’s suggestions off and on (on unless the host says otherwise)', async () => {
    const { container } = await mount();
    expect($(container, 'learned').checked).toBe(true);
    fireEvent.click($(container, 'learned'));
    await waitFor(async () => expect((await stored())?.learned).toBe(false));
    fireEvent.click($(container, 'learned'));
    await waitFor(async () => expect((await stored())?.learned).toBe(true));
  });

  it('saves typed fields once typing pauses: ladder step, selector, words', async () => {
    const { container } = await mount();
    fireEvent.change($(container, 'ruleset'), { target: { value: 'club-remarks' } });
    fireEvent.input($(container, 'ladder-2'), { target: { value: '6' } }); // five remarks → six
    fireEvent.input($(container, 'polemica-chatItem'), { target: { value: '.msg-row' } });
    fireEvent.input($(container, 'extra-forbidden'), { target: { value: 'кек\n\n лол ' } });
    expect($(container, 'save-status').getAttribute('data-state')).toBe('pending');
    await waitFor(async () => {
      const s = await stored();
      expect(s?.ladders['club-remarks']?.[2]?.at).toBe(6);
      expect(s?.polemica.chatItem).toBe('.msg-row');
      expect(s?.extraForbidden).toEqual(['кек', 'лол']);
    });
    await waitFor(() => expect($(container, 'save-status').getAttribute('data-state')).toBe('saved'));
  });

  it('takes the caps share in percent', async () => {
    const { container } = await mount();
    expect($(container, 'caps-percent').value).toBe('80'); // the default 0.8
    fireEvent.input($(container, 'caps-percent'), { target: { value: '70' } });
    await waitFor(async () => expect((await stored())?.caps.ratio).toBe(0.7));
  });

  it.each([
    ['caps-percent', '', 'caps'],
    ['caps-percent', '7', 'caps'], // on the way to 70: below the bounds, not saved
    ['caps-min', '1', 'caps'],
    ['spam', '0', 'spamRepeats'],
    ['ladder-0', '2.5', 'ladders'],
  ])('does not save %s = %j (outside its bounds) and marks it', async (id, value, key) => {
    const { container } = await mount();
    fireEvent.input($(container, id), { target: { value } });
    expect($(container, id).getAttribute('aria-invalid')).toBe('true');
    // A valid change elsewhere is saved; the invalid one is not part of it.
    fireEvent.click($(container, 'history'));
    await waitFor(async () => expect((await stored())?.checkHistory).toBe(false));
    const s = (await stored())!;
    expect(s[key as keyof Settings]).toEqual(
      ({ caps: { minLetters: 6, ratio: 0.8 }, spamRepeats: 3, ladders: {} } as Record<string, unknown>)[key],
    );
  });

  it("sets the side panel's sound level, speech lengths and timer auto-start, the panel's own preferences", async () => {
    // The old on/off setting (removal and team loss) shows as that level until one is chosen.
    await fakeBrowser.storage.local.set({ settings: { sound: true } });
    const { container } = await mount();
    expect($(container, 'sound-level').value).toBe('removal');
    expect($(container, 'speech').value).toBe('60');
    fireEvent.change($(container, 'sound-level'), { target: { value: 'all' } });
    fireEvent.input($(container, 'speech-short'), { target: { value: '45' } });
    await waitFor(async () =>
      expect((await fakeBrowser.storage.local.get('panel')).panel).toEqual({ sound: 'all', speech: 60, short: 45, autoStart: true }),
    );
    // The timer starts by itself when the awaited seat speaks: on by default, off here.
    expect(($(container, 'auto-start') as unknown as HTMLInputElement).checked).toBe(true);
    fireEvent.click($(container, 'auto-start'));
    await waitFor(async () => expect((await fakeBrowser.storage.local.get('panel')).panel).toMatchObject({ autoStart: false }));
    await waitFor(() => expect($(container, 'save-status').getAttribute('data-state')).toBe('saved'));
  });

  it('labels the Polemica selectors in words, not field names', async () => {
    const { container } = await mount();
    const labels = [...container.querySelectorAll('[data-testid^="polemica-"]')].map((i) => i.closest('label')!.textContent!.trim());
    expect(labels).toEqual(['Контейнер чата', 'Сообщение чата', 'Автор сообщения', 'Текст сообщения', 'Голос в голосовании']);
  });

  it('loads stored settings, and speaks English when asked', async () => {
    await fakeBrowser.storage.local.set({
      settings: { ruleSet: 'club-warnings', extraForbidden: ['кек'], caps: { minLetters: 8, ratio: 0.65 } },
    });
    const { container } = await mount();
    await waitFor(() => expect($(container, 'ruleset').value).toBe('club-warnings'));
    expect(container.textContent).toContain('предупреждений');
    await waitFor(() => expect($(container, 'caps-percent').value).toBe('65'));
    expect($(container, 'caps-min').value).toBe('8');
    fireEvent.change($(container, 'lang'), { target: { value: 'en' } });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Options'));
    expect(container.querySelector('section.opt-section > h2')?.textContent).toBe('General');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await waitFor(async () => expect((await stored())?.lang).toBe('en'));
    expect((await stored())?.extraForbidden).toEqual(['кек']);
  });

  it('saves a custom site only with its button, once the browser grants the site', async () => {
    const request = vi.fn(async () => true);
    (fakeBrowser.permissions as unknown as { request: typeof request }).request = request;
    const { container } = await mount();
    expect($(container, 'save-sites').disabled).toBe(true);
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(true); // nothing unsaved: leaving is not held up
    fireEvent.click([...container.querySelectorAll('button')].find((b) => b.textContent === '+ сайт')!);
    expect($(container, 'sites-status').textContent).toContain('Сохранить сайты');
    await waitFor(() => expect(leave()).toBe(false)); // an unsaved site: the browser asks before leaving
    // Another setting saved meanwhile does not carry the unsaved site.
    fireEvent.click($(container, 'history'));
    await waitFor(async () => expect((await stored())?.checkHistory).toBe(false));
    expect((await stored())?.customSites).toEqual([]);
    fireEvent.click($(container, 'save-sites'));
    await waitFor(async () => expect((await stored())?.customSites.map((s) => s.match)).toEqual(['https://example.com/*']));
    expect(request).toHaveBeenCalledWith({ origins: ['https://example.com/*'] });
    await waitFor(() => expect(leave()).toBe(true));
    expect((await stored())?.checkHistory).toBe(false);
  });

  it('keeps a custom site unsaved when the browser refuses the permission', async () => {
    (fakeBrowser.permissions as unknown as { request: () => Promise<boolean> }).request = async () => false;
    const { container } = await mount();
    fireEvent.click([...container.querySelectorAll('button')].find((b) => b.textContent === '+ сайт')!);
    fireEvent.click($(container, 'save-sites'));
    await waitFor(() => expect($(container, 'sites-status').textContent).toContain('доступ не выдан'));
    expect((await stored())?.customSites ?? []).toEqual([]);
  });
});
