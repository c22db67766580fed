/**
 * Game sites served from the fixtures at their real addresses: Playwright
 * answers requests for https://discord.com/… and https://polemicagame.com/…
 * itself, so the page has the real origin, the extension's content script is
 * injected as on the live site, and no network or certificate is involved.
 */
import type { Page } from 'playwright-core';
import type { GameEvent } from '../../lib/engine/events';
import type { Harness } from './harness';
import { asWorker } from './sample';

export async function servePage(h: Harness, url: string, body: string, bodyClass = ''): Promise<Page> {
  const origin = new URL(url).origin;
  await h.context.route(`${origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Стол</title></head><body class="${bodyClass}">${body}</body></html>`,
    }),
  );
  const page = await h.context.newPage();
  await page.goto(url);
  return page;
}

/** The engine's violations on a transcript, as the panel rows are compared. */
export function expectedOf(events: GameEvent[]): string[] {
  return asWorker(events)
    .violations.map((v) => `${v.rule}|${v.player}|${v.fragment}`)
    .sort();
}

/** Waits until the panel's "what the extension sees" shows the page (the content script attached and reported). */
export async function waitForSees(panel: Page, key: string, timeout = 30_000): Promise<void> {
  await panel.waitForFunction((k) => document.querySelector('[data-testid="sees-key"]')?.textContent === k, key, { timeout });
}
