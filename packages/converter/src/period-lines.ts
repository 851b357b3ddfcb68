import type { Cell, Line } from './layout/lines';
import { findDates, type PartialDate } from './parse/date';

/**
 * A statement period printed over two lines, where no line names both its dates: a summary box's rows
 * (`From  1 June 2023` over `To  30 June 2023`), or a label alone over its dates (`Statement period:` over
 * `5 June 2025 - 4 July 2025`). Each part sits in a box of its own beside the address, so it is found by its cells.
 */

const START_LABEL = /^(?:(?:statement |period )?(?:from|start date)|vanaf|begindatum)\b\s*:?\s*/i;
const END_LABEL = /^(?:(?:statement |period )?(?:to|until|end date)|tot|einddatum)\b\s*:?\s*/i;
const PERIOD_LABEL = /^(?:(?:statement|transaction) )?period\s*:?$|^(?:staat)?tydperk\s*:?$|^staatperiode\s*:?$/i;
/** How far (lines) under its label a period's other part may sit, and how far apart (pt) its cells' left edges. */
const LINES_UNDER = 2;
const SAME_EDGE = 12;

type Dated = PartialDate & { year: number };
const withYear = (ds: PartialDate[]): Dated[] => ds.filter((d): d is Dated => d.year !== null);
const dayOf = (d: Dated): number => Date.UTC(d.year, d.month - 1, d.day);

/** The one full date a cell (or the cell after it, where the cell is its label alone) gives after its label. */
function labelledDate(cells: Cell[], i: number, label: RegExp): { at: number; date: Dated } | null {
  const cell = cells[i] as Cell;
  const m = label.exec(cell.text);
  if (!m) return null;
  const rest = cell.text.slice(m[0].length) || (cells[i + 1]?.text ?? '');
  const dates = withYear(findDates(rest));
  return dates.length === 1 ? { at: cell.x0, date: dates[0] as Dated } : null;
}

const linesUnder = (lines: Line[], i: number): Line[] =>
  lines.slice(i + 1, i + 1 + LINES_UNDER).filter((l) => l.page === lines[i]?.page);

function boxRows(lines: Line[], i: number): PartialDate[] | null {
  const cells = (lines[i] as Line).cells;
  for (let c = 0; c < cells.length; c++) {
    const start = labelledDate(cells, c, START_LABEL);
    if (!start) continue;
    for (const under of linesUnder(lines, i)) {
      for (let k = 0; k < under.cells.length; k++) {
        const end = labelledDate(under.cells, k, END_LABEL);
        if (end && Math.abs(end.at - start.at) <= SAME_EDGE && dayOf(end.date) >= dayOf(start.date)) {
          return [start.date, end.date];
        }
      }
    }
  }
  return null;
}

function labelOver(lines: Line[], i: number): PartialDate[] | null {
  const label = (lines[i] as Line).cells.find((c) => PERIOD_LABEL.test(c.text.trim()));
  if (!label) return null;
  for (const under of linesUnder(lines, i)) {
    const text = under.cells
      .filter((c) => c.x1 > label.x0 - SAME_EDGE)
      .map((c) => c.text)
      .join(' ');
    const dates = withYear(findDates(text));
    const [from, to] = dates;
    if (dates.length === 2 && dayOf(to as Dated) >= dayOf(from as Dated)) return dates;
  }
  return null;
}

/** The period printed over two lines, the first found, or an empty list. */
export function periodOverLines(lines: Line[]): PartialDate[] {
  for (let i = 0; i < lines.length; i++) {
    const found = boxRows(lines, i) ?? labelOver(lines, i);
    if (found) return found;
  }
  return [];
}
