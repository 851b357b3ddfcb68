import { isAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import type { Column } from './header-labels';
import type { Line } from './lines';

/**
 * A panel printed beside the table (a card's `Account summary`, `Your account at a glance`): its title stands on the
 * header's line, right of every column, or lower, beside the rows (`Summary`), and its lines (`Closing balance
 * R68,976.84`) fall between the rows. They are the panel's, never rows, descriptions or the table's end.
 */

/** A panel's title: words (two at least), no figure, no page number. */
const TITLE = /[a-z]{3,}\s+[a-z]{2,}/i;
const PAGE = /\b(?:page|bladsy)\b/i;
/** Clear of the last column by more than a figure's sign or mark (`Cr`) runs past it. */
export const PANEL_CLEAR = 6;

/** Where the panel beside the table starts, from the header's lines (`band`) and the columns they name; or null. */
export function panelStart(band: readonly Line[], cols: readonly Column[]): number | null {
  const end = Math.max(...cols.map((c) => c.x1));
  const titles = band.flatMap((l) =>
    l.cells.filter((c) => c.x0 > end + PANEL_CLEAR && TITLE.test(c.text) && !PAGE.test(c.text) && !isAmount(c.text)),
  );
  return titles.length > 0 ? Math.min(...titles.map((c) => c.x0)) : null;
}

/** Words of a panel's line: letters, not a figure's mark (`Cr`, `DR`) printed past the balance column. */
const WORDS = /[a-z]{3,}/i;
/** Left edges this close are one panel's. */
const ALIGNED = 3;

/**
 * Where a panel beside the rows under a header starts, where no title on the header's line says so: two lines or
 * more of the header's page print words right of every column, their left edges aligned. `rows`: the lines under
 * the header, on its page.
 */
export function panelBeside(rows: readonly Line[], cols: readonly Column[]): number | null {
  const end = Math.max(...cols.map((c) => c.x1));
  const starts = rows.flatMap((l) => {
    const at = l.cells.findIndex((c) => c.x0 > end + PANEL_CLEAR);
    const cell = l.cells[at];
    // Words, never a row's date (a second block of rows beside the first) nor a page number.
    if (!cell || !WORDS.test(cell.text) || PAGE.test(cell.text) || isAmount(cell.text) || isDate(cell.text)) return [];
    return [{ x: cell.x0, alone: at === 0 }];
  });
  const aligned = starts.filter((s) => starts.filter((o) => Math.abs(s.x - o.x) <= ALIGNED).length >= 2);
  // One of its lines at least stands alone, between the rows: a row's wrapped line run long (`Rate 19.2434` of a
  // foreign amount) never does.
  return aligned.some((s) => s.alone) ? Math.min(...aligned.map((s) => s.x)) : null;
}

/** The line without the panel's cells; null where the line is the panel's alone. */
export function besidePanel(line: Line, start: number): Line | null {
  const cells = line.cells.filter((c) => c.x0 < start - 1);
  if (cells.length === line.cells.length) return line;
  if (cells.length === 0) return null;
  return { ...line, cells, text: cells.map((c) => c.text).join(' ') };
}
