// The demo table, the popup and the options page as a user meets them, laid out by a real browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastFailures } from './contrast';
import { launch, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await launch();
}, 120_000);
afterAll(async () => {
  await h.close();
});

describe('surfaces in Chromium', () => {
  it("the demo table's chat scrolls without rows overlapping", async () => {
    const demo = await h.demo();
    await demo.setViewportSize({ width: 1000, height: 600 });
    await demo.evaluate(async () => {
      const t = (window as unknown as { demoTable: { post(p: number, s: string): void } }).demoTable;
      for (let i = 0; i < 150; i++) t.post((i % 10) + 1, i % 7 === 0 ? `длинное сообщение ${i} `.repeat(12) : `сообщение ${i}`);
    });
    // The table keeps its chat at the newest message.
    await demo.waitForFunction(() => {
      const log = document.querySelector('.chat-log')!;
      return log.scrollHeight - log.scrollTop - log.clientHeight < 2;
    });
    const { overlaps, heights } = await demo.evaluate(() => {
      const log = document.querySelector('.chat-log')!;
      const rows = [...log.querySelectorAll('.msg')].map((m) => m.getBoundingClientRect());
      let overlaps = 0;
      for (let i = 1; i < rows.length; i++) if (rows[i]!.top < rows[i - 1]!.bottom - 0.5) overlaps++;
      return { overlaps, heights: rows.map((r) => r.height) };
    });
    expect(heights.length).toBe(150);
    expect(overlaps).toBe(0);
    // No row squeezed below one line of text.
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(16);
    await demo.close();
  });

  it("the popup's opened rule card has no scroll of its own", async () => {
    const popup = await h.context.newPage();
    await popup.setViewportSize({ width: 420, height: 600 });
    await popup.goto(`chrome-extension://${h.extensionId}/popup.html`);
    await popup.fill('[data-testid="rule-search"]', 'ставка');
    await popup.waitForSelector('[data-testid="rule-result"]');
    expect(await popup.getAttribute('[data-testid="rule-result"]', 'data-rule')).toBe('4.1');
    await popup.click('[data-testid="rule-result"][data-rule="4.1"] summary');
    const { nested, sideways } = await popup.evaluate(() => {
      const scrolls = (el: Element) => {
        const s = getComputedStyle(el);
        return /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      };
      return {
        nested: [...document.querySelectorAll('.popup *')].filter(scrolls).map((el) => el.className || el.tagName),
        sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    expect(nested).toEqual([]);
    expect(sideways).toBe(false);
    await popup.close();
  });

  it('the options page saves as it changes and says so', async () => {
    const options = await h.context.newPage();
    await options.goto(`chrome-extension://${h.extensionId}/options.html`);
    await options.fill('[data-testid="caps-percent"]', '70');
    await options.waitForSelector('[data-testid="save-status"][data-state="saved"]');
    expect(await options.textContent('[data-testid="save-status"]')).toBe('✓ Сохранено');
    await options.reload();
    await options.waitForFunction(
      () => (document.querySelector('[data-testid="caps-percent"]') as HTMLInputElement | null)?.value === '70',
    );
    await options.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`popup and options keep every text at 4.5:1 contrast or more (${scheme})`, async () => {
      const page = await h.context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 420, height: 2400 });
      await page.goto(`chrome-extension://${h.extensionId}/popup.html`);
      await page.fill('[data-testid="rule-search"]', 'ставка');
      await page.click('[data-testid="rule-result"][data-rule="4.1"] summary');
      await page.fill('[data-testid="phrase"]', 'клянусь, я красный');
      await page.waitForSelector('[data-testid="phrase-violation"]');
      const popup = await page.evaluate(contrastFailures, 'main.popup');
      expect(popup.bad).toEqual([]);
      expect(popup.checked).toBeGreaterThan(40);
      await page.setViewportSize({ width: 820, height: 4000 });
      await page.goto(`chrome-extension://${h.extensionId}/options.html`);
      await page.fill('[data-testid="spam"]', '0'); // an out-of-bounds value: its range turns red
      await page.fill('[data-testid="flood"]', '4');
      await page.waitForSelector('[data-testid="save-status"][data-state="saved"]');
      const options = await page.evaluate(contrastFailures, 'main.options');
      expect(options.bad).toEqual([]);
      expect(options.checked).toBeGreaterThan(40);
      await page.close();
    });
  }
});
