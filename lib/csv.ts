/** CSV that opens correctly in Excel and LibreOffice: UTF-8 with a byte order mark, quoted cells, no formula injection. */

export const BOM = '\uFEFF';

export function csvCell(v: unknown): string {
  if (v === undefined || v === null) return '';
  let s = String(v);
  // A cell a spreadsheet would run as a formula is prefixed with a quote.
  if (/^[=+\-@\t\r]/.test(s)) s = "'" + s;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: unknown[]): string {
  return cells.map(csvCell).join(',');
}
