/**
 * Discord's CSS-module class names by their stable part, in every form the
 * client has shipped (../shared/research/page-markup.md §0):
 *
 * - `name_hash6`  (`containerDefault_c69b6d`)
 * - `name__hash5` (`voiceUser__07f91`)
 * - `<hash16>-name`, with a leading `_` when the hash starts with a digit
 *   (`c1f755cd01aad831-voiceUser`, `_07f9193042954787-voiceUser`; live from
 *   about 2025-12-11 to 2026-01-24).
 *
 * A class *token* matches `name` when it is `name_…` / `name__…` or
 * `…-name` after a hex hash — never `nameFoo_…` (`usernameSpeaking_…` is not
 * `username`). Selectors built here find candidates cheaply by substring;
 * `hasClass` then decides on the tokens.
 */

const HASH_FORM = /^_?[0-9a-f]{8,32}-(.+)$/;

/** The stable name of one class token ("voiceUser" for all three forms), or null for a token of none of them. */
export function className(token: string): string | null {
  const h = HASH_FORM.exec(token);
  if (h) return h[1]!;
  const i = token.indexOf('_');
  return i > 0 ? token.slice(0, i) : null;
}

/** Whether one class token is `name` in any of the three forms. */
export function isClass(token: string, name: string): boolean {
  if (token.length <= name.length) return false;
  if (token.startsWith(name)) return token.charCodeAt(name.length) === 95; // "_": name_hash, name__hash
  return token.endsWith(name) && token.charCodeAt(token.length - name.length - 1) === 45 && HASH_FORM.test(token); // "-"
}

/** Whether an element carries the class `name` in any form. */
export function hasClass(el: Element, name: string): boolean {
  const list = el.classList;
  for (let i = 0; i < list.length; i++) if (isClass(list[i]!, name)) return true;
  return false;
}

/** A selector list that finds every element that may carry `name` (a superset: filter with hasClass). */
export function classSelector(name: string): string {
  return `[class*="${name}_"],[class*="-${name}"]`;
}

/** Elements under `root` carrying `name`, in document order. */
export function allWithClass(root: ParentNode, name: string): Element[] {
  const out: Element[] = [];
  for (const el of Array.from(root.querySelectorAll(classSelector(name)))) if (hasClass(el, name)) out.push(el);
  return out;
}

/** The first element under `root` carrying `name`. */
export function firstWithClass(root: ParentNode, name: string): Element | null {
  for (const el of Array.from(root.querySelectorAll(classSelector(name)))) if (hasClass(el, name)) return el;
  return null;
}

/** The nearest ancestor-or-self carrying `name`, up to (not past) `stop`. */
export function closestWithClass(el: Element | null, name: string, stop?: Element | null): Element | null {
  for (let e = el; e && e !== stop; e = e.parentElement) if (hasClass(e, name)) return e;
  return null;
}
