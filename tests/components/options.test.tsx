// @vitest-environment happy-dom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Options } from '../../components/Options';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

describe('options', () => {
  it('saves the rule set, language and thresholds', async () => {
    const { container } = render(<Options />);
    fireEvent.change(container.querySelector('[data-testid="ruleset"]')!, { target: { value: 'club-remarks' } });
    fireEvent.change(container.querySelector('[data-testid="lang"]')!, { target: { value: 'en' } });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Options'));
    const ladderInputs = container.querySelectorAll('fieldset input[type="number"]');
    fireEvent.input(ladderInputs[2]!, { target: { value: '6' } }); // five remarks → six
    fireEvent.input(container.querySelector('[data-testid="polemica-chatItem"]')!, { target: { value: '.msg-row' } });
    fireEvent.click(container.querySelector('[data-testid="save"]')!);
    await waitFor(async () => {
      const { settings } = (await fakeBrowser.storage.local.get('settings')) as { settings: { ruleSet: string; lang: string; ladders: Record<string, { at: number }[]> } };
      expect(settings.ruleSet).toBe('club-remarks');
      expect(settings.lang).toBe('en');
      expect(settings.ladders['club-remarks']?.[2]?.at).toBe(6);
      expect((settings as unknown as { polemica: { chatItem: string } }).polemica.chatItem).toBe('.msg-row');
    });
  });

  it('loads stored settings', async () => {
    await fakeBrowser.storage.local.set({ settings: { ruleSet: 'club-warnings', extraForbidden: ['кек'] } });
    const { container } = render(<Options />);
    await waitFor(() => expect((container.querySelector('[data-testid="ruleset"]') as HTMLSelectElement).value).toBe('club-warnings'));
    expect(container.textContent).toContain('предупреждений');
  });
});
