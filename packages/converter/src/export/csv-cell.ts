import { exportText, startsLikeFormula } from '@bankcsv/domain';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A text cell safe for spreadsheets: hidden and reordering characters go (domain `exportText`), a leading
 * formula starter (full-width ones included) gets a `'` prefix, and the cell is quoted per RFC 4180 when it
 * holds a separator or a quote.
 */
export function textCell(value: string): string {
  let v = exportText(value);
  if (startsLikeFormula(v)) v = `'${v}`;
  return /[",;\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

/**
 * Amounts come from our own formatter and are emitted untouched (a minus sign included); anything else is treated as
 * text.
 */
export function numberCell(value: string): string {
  return NUMERIC.test(value) ? value : textCell(value);
}

export function csvLine(cells: string[]): string {
  return cells.join(',');
}
