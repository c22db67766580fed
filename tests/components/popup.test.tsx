// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../components/Popup';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

describe('popup', () => {
  it('looks a rule up by number and shows its text and examples', async () => {
    const { container } = render(<Popup />);
    fireEvent.input(screen.getByTestId('rule-search'), { target: { value: '4.1' } });
    await waitFor(() => expect(container.querySelector('[data-testid="rule-result"][data-rule="4.1"]')).not.toBeNull());
    const card = container.querySelector('[data-rule="4.1"]')!;
    expect(card.textContent).toContain('Клянусь, я красный');
    expect(card.textContent).toContain('Пари, ты голосуешь 5'); // an allowed example
    // The examples come before the full text, so an opened card answers at once.
    const headings = [...card.querySelectorAll('h3')].map((h) => h.textContent);
    expect(headings).toEqual(['Запрещено', 'Разрешено', 'Текст правила']);
  });

  it.each([
    ['клятва', '4.1'],
    ['капс', '1.2'],
    ['мат', '1.1'],
    ['оскарбление', '3.2'],
    ['ставка', '4.1'],
    ['ставлю', '4.1'],
    ['спорим', '4.1'],
    ['пари', '4.1'],
  ])('finds %s → %s', async (q, id) => {
    const { container } = render(<Popup />);
    fireEvent.input(screen.getByTestId('rule-search'), { target: { value: q } });
    await waitFor(() => expect(container.querySelector('[data-testid="rule-result"]')?.getAttribute('data-rule')).toBe(id));
  });

  it('checks a phrase and highlights the fragment', async () => {
    const { container } = render(<Popup />);
    fireEvent.input(screen.getByTestId('phrase'), { target: { value: 'ну клянусь я красный' } });
    await waitFor(() => expect(container.querySelector('[data-testid="phrase-violation"]')?.getAttribute('data-rule')).toBe('4.1'));
    expect(container.querySelector('[data-testid="phrase-violation"] mark')?.textContent).toBe('клянусь');
  });

  it('shows a hostile phrase as inert text', async () => {
    const { container } = render(<Popup />);
    fireEvent.input(screen.getByTestId('phrase'), { target: { value: '<img src=x onerror=alert(1)> сука' } });
    await waitFor(() => expect(container.querySelector('[data-testid="phrase-violation"]')).not.toBeNull());
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('speaks the UI language, <html lang> included', async () => {
    await fakeBrowser.storage.local.set({ settings: { lang: 'en' } });
    const { container } = render(<Popup />);
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Look up a rule'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('says when a phrase is clean', async () => {
    render(<Popup />);
    fireEvent.input(screen.getByTestId('phrase'), { target: { value: 'честно говоря, не знаю' } });
    await waitFor(() => expect(screen.getByTestId('phrase-clean')).toBeTruthy());
  });
});
