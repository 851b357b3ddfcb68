import { isAmount } from '../parse/amount';
import { TIME, isDate } from '../parse/date';
import type { Cell, Line } from './lines';

// A time after the date stays with it: it is not the description's start.
// Two digits before `h` are a time's hour (`13 Sep 09h15`), not the year.
const DAY_MONTH_NAME = String.raw`\d{1,2}[ -][A-Za-z]{3,9}\.?(?:[ -](?:\d{4}|\d{2})(?![:\dhH]))?`;
const DATE_PREFIX = new RegExp(
  String.raw`^(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|\d{8}|${DAY_MONTH_NAME})(?!\d)(?:,?\s+${TIME}(?![\d:]))?`,
);

export const TIME_ONLY = new RegExp(String.raw`^${TIME}$`);
const TIME_AT_END = new RegExp(String.raw`\s${TIME}$`);
/** A date's comma before a time printed as its own run (`20/10/2024,` `11:16`). */
const COMMA_AT_END = /,$/;

/** A date printed straight into the cell beside it (`21/06/2025=1+2 Online`): the date is as wide as the date. */
function splitDate(cell: Cell, monthFirst: boolean): Cell[] {
  const m = DATE_PREFIX.exec(cell.text);
  if (!m || m[0].length >= cell.text.length || !isDate(m[0], monthFirst)) return [cell];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const rest = cell.text.slice(m[0].length);
  const lead = rest.length - rest.trimStart().length;
  const cut = cell.x0 + m[0].length * perChar;
  return [
    { x0: cell.x0, x1: cut, text: m[0] },
    { x0: cut + lead * perChar, x1: cell.x1, text: rest.trim() },
  ];
}

/**
 * A row's cells with the dates cut out of its leading cells (at most `dates` dates; a reference number may come first).
 */
export function rowCells(line: Line, dates: number, monthFirst = false): Cell[] {
  const out: Cell[] = [];
  let left = dates;
  line.cells.forEach((c, i) => {
    if (left > 0 && i <= dates && !isAmount(c.text)) {
      const parts = splitDate(c, monthFirst);
      if (parts.length === 2) {
        out.push(parts[0] as Cell);
        left--;
        const second = left > 0 ? splitDate(parts[1] as Cell, monthFirst) : [parts[1] as Cell];
        if (second.length === 2) left--;
        out.push(...second);
        return;
      }
      if (isDate(c.text, monthFirst)) left--;
    }
    // A time printed as its own run right after a date belongs to the date, not to the description.
    const prev = out.at(-1);
    const prevDate = prev?.text.replace(COMMA_AT_END, '');
    if (prev && TIME_ONLY.test(c.text) && isDate(prevDate ?? '', monthFirst) && !TIME_AT_END.test(prev.text)) {
      out[out.length - 1] = { ...prev, x1: c.x1, text: `${prev.text} ${c.text}` };
      return;
    }
    out.push(c);
  });
  return out;
}
