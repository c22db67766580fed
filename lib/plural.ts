/**
 * Russian plural forms: 1 фол, 2 фола, 5 фолов; 11–14 take the "many" form
 * (11 фолов), 21 the "one" form again (21 фол).
 */
export function pluralRu(n: number, one: string, few: string, many: string): string {
  const a = Math.abs(Math.trunc(n));
  const tens = a % 100;
  const units = a % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/** "4 раза", "1 нарушение", "12 игроков". */
export function countRu(n: number, one: string, few: string, many: string): string {
  return `${n} ${pluralRu(n, one, few, many)}`;
}
