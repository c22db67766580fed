/**
 * Chat rows by structure alone, for the site-change warning (lib/health.ts):
 * a box that looks like a chat (a `log` role, "chat" or "message" in its
 * class or id) whose children repeat one shape. Independent of any adapter's
 * selectors, so that rows the adapter no longer matches are still seen.
 */
import { className } from './classes';
import { safeAll } from './types';

const CHATTY = '[role="log"],[class*="chat"],[class*="Chat"],[id*="chat"],[class*="message"],[class*="Message"]';
/** Boxes looked into at most: the page's first chat-looking ones. */
const MAX_BOXES = 100;

/** A child's shape: its tag and first class by its stable name. */
function shape(el: Element): string {
  const c = el.classList[0];
  return c ? `${el.tagName}.${className(c) ?? c}` : el.tagName;
}

/** The longest set of alike children with text in any chat-looking box under `root`. */
export function chatLikeRows(root: ParentNode): number {
  let best = 0;
  const boxes = safeAll(root, CHATTY);
  for (let i = 0; i < boxes.length && i < MAX_BOXES; i++) {
    const counts = new Map<string, number>();
    for (let c = boxes[i]?.firstElementChild; c; c = c.nextElementSibling) {
      if (!c.textContent?.trim()) continue;
      const k = shape(c);
      const n = (counts.get(k) ?? 0) + 1;
      counts.set(k, n);
      if (n > best) best = n;
    }
  }
  return best;
}
