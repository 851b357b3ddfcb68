import { NUMERIC_ROLES, type ColumnRole } from '../banks/profile';
import { parseAmount, type ParsedAmount, isAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import { bestLabel, EDGE_TOLERANCE, isFigureCol, isTextCol, nearestLabel, type Cluster } from './column-clusters';
import { dateLabelsOf, type Grid } from './column-discovery';
import { rowCells, TIME_ONLY } from './date-cells';
import { splitFigures } from './figure-split';
import type { Column } from './header-labels';
import { splitAtLabels } from './label-split';
import type { Cell, Line } from './lines';
import { homeOf, splitAtTextColumn } from './text-extents';

/** Roles whose cells hold a row's money figures (the balance aside). */
export const FIGURE_ROLES = new Set<string>(['amount', 'debit', 'credit', 'fee', 'ignoreAmount', 'unknown', 'vat']);

export interface ClassifiedCell {
  role: ColumnRole | 'unknown';
  text: string;
  amount: ParsedAmount | null;
  /** Header column index (figures under no label get ids past the header's). */
  col: number;
  /** How far a text cell starts right of where its column's text starts in the rows (pt). */
  indent?: number;
  /** Runs well past where its column's text usually ends, into the next column: no wrapped line is that wide. */
  overrun?: boolean;
  /** Runs well past where its column's text usually ends, short of the next column: a long wrap, or a note. */
  wide?: boolean;
  /** Description text in the area's reference sub-column: part of the description, and the row's reference too. */
  sub?: boolean;
}

function figureOf(cell: Cell, grid: Grid): Cluster | undefined {
  let best: Cluster | undefined;
  for (const f of grid.figures) {
    if (f.col < 0 || Math.abs(f.edge - cell.x1) > EDGE_TOLERANCE * 2) continue;
    if (!best || Math.abs(f.edge - cell.x1) < Math.abs(best.edge - cell.x1)) best = f;
  }
  return best;
}

/** Where the next column to the right of a text column starts: its text's left edge, or its figures'. */
function nextColumnStart(home: Cluster, grid: Grid): number {
  let next = Infinity;
  for (const c of grid.texts) if (c.edge > home.edge && c.x0 < next) next = c.x0;
  for (const f of grid.figures) if (f.x0 > home.edge && f.x0 < next) next = f.x0;
  return next;
}

function textRole(
  cell: Cell,
  grid: Grid,
): { role: ColumnRole; col: number; indent?: number; overrun?: boolean; wide?: boolean; sub?: boolean } {
  const home = homeOf(cell, grid);
  // Text right of the first figure column is never description (a stacked label, a marker beside the balance),
  // unless the description column itself starts there (Date | Amount | Balance | Description).
  if (home) {
    // Statements wrap by width or by characters (glyph widths then vary): a wrapped line stays within one of them,
    // and within what the postings' own lines print (a row's other lines may all be short fields).
    const longer =
      home.reach !== undefined &&
      cell.x1 > home.reach + (home.reach - home.edge) * 0.25 &&
      cell.text.length > (home.reachChars ?? 0) * 1.25 &&
      cell.x1 > (home.postingReach ?? -Infinity) + EDGE_TOLERANCE;
    // One that ends short of the next column may be a long wrapped line: where it stands tells (row-placement.ts).
    const overrun = longer && cell.x1 > nextColumnStart(home, grid);
    return {
      role:
        home.role === 'description' && cell.x0 > grid.figureStart && home.edge <= grid.figureStart
          ? 'ignore'
          : home.role,
      col: home.col,
      indent: Math.max(0, cell.x0 - home.edge),
      overrun,
      wide: longer && !overrun,
      ...(home.sub ? { sub: true } : {}),
    };
  }
  // Left of every text column the rows use: a running header or a margin note, not part of a row.
  if (grid.texts.length > 0) return { role: 'ignore', col: -1 };
  const col = nearestLabel(cell.x0, grid.header, isTextCol, Infinity);
  const role = col >= 0 ? (grid.header[col] as Column).role : 'description';
  return { role: role === 'date' && !isDate(cell.text) ? 'description' : role, col };
}

const PERCENT = /^-?\d{1,3}(?:[.,]\d{1,4})?\s?%$/;

/** A rate printed with its `%` (no figure to parse) under the rate column's label: its column, or -1. */
function rateColumn(cell: Cell, grid: Grid): number {
  if (!PERCENT.test(cell.text.trim())) return -1;
  const box = { edge: cell.x1, x0: cell.x0, x1: cell.x1, members: 1, dates: 0, role: 'ignore' as const, col: -1 };
  return bestLabel({ ...box, rows: new Set() }, grid.header, (c) => c.role === 'rate');
}

/** The figure column a figure's cell prints in, with its role; none if it stands where no figure column is. */
function figurePlace(cell: Cell, grid: Grid): { role: ClassifiedCell['role']; col: number } | null {
  const f = figureOf(cell, grid);
  const label = f
    ? f.col
    : bestLabel(
        { edge: cell.x1, x0: cell.x0, x1: cell.x1, members: 1, dates: 0, role: 'ignore', col: -1, rows: new Set() },
        grid.header,
        isFigureCol,
      );
  if (label < 0 || !(f || cell.x1 > grid.figureStart)) return null;
  // A figure column under no label is 'unknown': the balance chain learns what it means.
  return {
    role: f ? (f.col >= grid.header.length ? 'unknown' : f.role) : (grid.header[label] as Column).role,
    col: label,
  };
}

/** A currency sign printed as a cell of its own (`R` at the left of an accounting layout's amount cell). */
const CURRENCY_SIGN = /^(?:R|ZAR)$/;

/** Puts each cell of a table line under its column. */
export function classifyLine(line: Line, grid: Grid, monthFirst = false): ClassifiedCell[] {
  const dateLabels = dateLabelsOf(grid.header);
  const split = splitFigures(line, (c) => figureOf(c, grid) !== undefined);
  const hasFigure = split.cells.some((c) => isAmount(c.text));
  const cells = splitAtLabels(hasFigure ? rowCells(split, dateLabels, monthFirst) : split.cells, grid.header);
  const out: ClassifiedCell[] = [];
  for (const [i, cell] of cells.entries()) {
    const amount = parseAmount(cell.text);
    const place = amount && figurePlace(cell, grid);
    if (place) {
      out.push({ ...place, text: cell.text, amount });
      continue;
    }
    // The sign belongs to the figure on its right, never to the description.
    const next = cells[i + 1];
    if (CURRENCY_SIGN.test(cell.text.trim()) && next && parseAmount(next.text) && figurePlace(next, grid)) {
      out.push({ role: 'ignore', text: cell.text, amount: null, col: -1 });
      continue;
    }
    // Read aside as the rate's figure is, never a word of the description.
    const rate = amount ? -1 : rateColumn(cell, grid);
    if (rate >= 0) {
      out.push({ role: 'rate', text: cell.text, amount: null, col: rate });
      continue;
    }
    for (const piece of amount ? [cell] : splitAtTextColumn(cell, grid)) {
      const { role, col, indent, overrun, wide, sub } = textRole(piece, grid);
      out.push({
        // A time on the date cell's second line (`13 Oct 2024` over `11:29`) is the row's, and aside.
        role: NUMERIC_ROLES.has(role) || (role === 'date' && TIME_ONLY.test(piece.text)) ? 'ignore' : role,
        text: piece.text,
        amount,
        col,
        ...(indent === undefined ? {} : { indent }),
        ...(overrun ? { overrun } : {}),
        ...(wide ? { wide } : {}),
        ...(sub && role === 'description' ? { sub } : {}),
      });
    }
  }
  return out;
}
