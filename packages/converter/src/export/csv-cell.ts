const NUMERIC = /^-?\d+(\.\d+)?$/;
const DANGEROUS_FIRST = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

/**
 * A text cell safe for spreadsheets: a leading formula trigger (after any whitespace) gets a `'`
 * prefix, and the cell is quoted per RFC 4180 when it holds a separator, quote or line break.
 */
export function textCell(value: string): string {
  let v = value;
  const firstSolid = v.trimStart()[0];
  if ((v[0] !== undefined && DANGEROUS_FIRST.has(v[0])) || (firstSolid !== undefined && DANGEROUS_FIRST.has(firstSolid))) v = `'${v}`;
  return /[",;\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

/** Amounts come from our own formatter and are emitted untouched; anything else is treated as text. */
export function numberCell(value: string): string {
  return NUMERIC.test(value) ? value : textCell(value);
}

export function csvLine(cells: string[]): string {
  return cells.join(',');
}
