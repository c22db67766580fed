/**
 * A page's structure, anonymised, for the site-change report: tag names,
 * class names by their stable part and hash form (`message_*`,
 * `messageListItem__*`, `*-voiceUser`), the shapes of ids and of a few
 * structural attributes (`chat-messages-<n>-<n>`), and where an element holds
 * text of its own (`·text`) — never the text, names, labels, links or
 * images. Alike siblings are folded into one line (`×12`), each distinct
 * inner shape shown once.
 */
import { shapeOf } from '../health';

/** Attributes given with their value's shape: structure, not content. */
const SHAPED = [
  'role',
  'aria-roledescription',
  'data-list-id',
  'data-list-item-id',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
  'contenteditable',
];
/** Attributes only named when present: their values are content (names, links). */
const NAMED = ['aria-label', 'href', 'src', 'datetime', 'alt'];
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
/** Leaves: their insides are drawing, not structure. */
const LEAF = new Set(['svg', 'SVG', 'IMG', 'VIDEO', 'CANVAS', 'IFRAME']);

const HASH16 = /^_?[0-9a-f]{8,32}-(.+)$/;

/** A class token by its stable part and its hash form. */
export function classShape(token: string): string {
  const h = HASH16.exec(token);
  if (h) return `*-${h[1]}`;
  const i = token.indexOf('_');
  if (i > 0) return `${token.slice(0, i)}${token.startsWith('__', i) ? '__*' : '_*'}`;
  return shapeOf(token);
}

function ownText(el: Element): boolean {
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3 && c.nodeValue!.trim()) return true;
  return false;
}

/** One element's line: tag, id shape, class shapes, structural attributes. */
export function signature(el: Element): string {
  let s = el.tagName.toLowerCase();
  if (el.id) s += `#${shapeOf(el.id)}`;
  for (let i = 0; i < el.classList.length && i < 12; i++) s += `.${classShape(el.classList[i]!)}`;
  for (const a of SHAPED) {
    const v = el.getAttribute(a);
    if (v !== null) s += `[${a}=${shapeOf(v)}]`;
  }
  for (const a of NAMED) if (el.hasAttribute(a)) s += `[${a}]`;
  if (ownText(el)) s += ' ·text';
  return s;
}

/** A subtree's shape to a depth: alike rows fold together, a different one shows. */
function fingerprint(el: Element, depth: number): string {
  let s = signature(el);
  if (depth > 0 && !LEAF.has(el.tagName))
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) s += `(${fingerprint(c, depth - 1)})`;
  return s;
}

export interface OutlineOptions {
  depth?: number;
  lines?: number;
}

/** The outline of `root`'s subtree, one line per element or run of alike siblings. */
export function outline(root: Element, opts: OutlineOptions = {}): string[] {
  const maxDepth = opts.depth ?? 14;
  const maxLines = opts.lines ?? 300;
  const out: string[] = [signature(root)];
  const walk = (el: Element, depth: number) => {
    if (LEAF.has(el.tagName) || depth > maxDepth) return;
    const kids = Array.from(el.children).filter((c) => !SKIP.has(c.tagName));
    for (let i = 0; i < kids.length && out.length < maxLines;) {
      const sig = signature(kids[i]!);
      let j = i + 1;
      while (j < kids.length && signature(kids[j]!) === sig) j++;
      out.push(`${'  '.repeat(depth)}${sig}${j - i > 1 ? ` ×${j - i}` : ''}`);
      // Each distinct inner shape of the run once (a group’s head, its continuations, a bot’s row), five at most.
      const shown = new Set<string>();
      for (let k = i; k < j && shown.size < 5 && out.length < maxLines; k++) {
        const f = fingerprint(kids[k]!, 4);
        if (shown.has(f)) continue;
        shown.add(f);
        walk(kids[k]!, depth + 1);
      }
      i = j;
    }
  };
  walk(root, 1);
  if (out.length >= maxLines) out.push('…');
  return out;
}

/** The path from the body down to `el`, by signatures. */
export function pathTo(el: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = el; e && e.tagName !== 'HTML' && parts.length < 30; e = e.parentElement) parts.unshift(signature(e));
  return parts.join(' > ');
}
