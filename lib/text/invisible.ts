/** Characters that render as nothing: zero-width, bidi controls, variation selectors, tags. */
export const INVISIBLE_CHARS =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]/g;

export function stripInvisible(s: string): string {
  return s.replace(INVISIBLE_CHARS, '');
}
