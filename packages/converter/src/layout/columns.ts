import { NUMERIC_ROLES, type ColumnRole, type ColumnSpec } from '../banks/profile';
import { parseAmount, type ParsedAmount } from '../parse/amount';
import type { Cell, Line } from './lines';

export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
}

/**
 * Finds the header labels in left-to-right order and estimates each column's x-extent. Labels are
 * searched in the line's text, so a label split over several pieces or merged with its neighbour
 * (tight headers) is still found; x comes from the character's position inside its piece.
 */
export function matchHeader(line: Line, specs: ColumnSpec[], minFound: number): Column[] | null {
  const starts: number[] = [];
  let offset = 0;
  for (const cell of line.cells) {
    starts.push(offset);
    offset += cell.text.length + 1;
  }
  const xAt = (index: number, edge: 'start' | 'end'): number => {
    let i = starts.length - 1;
    while (i > 0 && (starts[i] as number) > index) i--;
    const cell = line.cells[i] as Cell;
    const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
    const within = Math.min(cell.text.length, index - (starts[i] as number) + (edge === 'end' ? 1 : 0));
    return cell.x0 + within * perChar;
  };
  const cols: Column[] = [];
  let pos = 0;
  for (const [k, spec] of specs.entries()) {
    if (cols.length + (specs.length - k) < minFound) return null; // cannot reach the minimum any more
    const m = spec.label.exec(line.text.slice(pos));
    if (!m) continue;
    const start = pos + m.index;
    const end = start + m[0].length;
    cols.push({ role: spec.role, x0: xAt(start, 'start'), x1: xAt(end - 1, 'end') });
    pos = end;
  }
  return cols.length >= minFound ? cols : null;
}

export interface ClassifiedCell {
  role: ColumnRole;
  text: string;
  amount: ParsedAmount | null;
}

const TEXT_SLACK = 6;

function numericColumn(cell: Cell, cols: Column[]): Column | undefined {
  let best: Column | undefined;
  let bestD = Infinity;
  for (const c of cols) {
    if (!NUMERIC_ROLES.has(c.role)) continue;
    // Figures are right-aligned under their header: compare right edges, and allow a sign suffix.
    const d = Math.abs(cell.x1 - c.x1);
    if (d < bestD) { bestD = d; best = c; }
  }
  return best;
}

function textColumn(cell: Cell, cols: Column[]): Column | undefined {
  let found: Column | undefined;
  for (const c of cols) {
    if (c.x0 <= cell.x0 + TEXT_SLACK) found = c;
  }
  return found ?? cols[0];
}

const GLUED_DATE = /^(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})(?=[^\s\d])/;

const TEXT_ROLES: ReadonlySet<ColumnRole> = new Set(['date', 'description', 'ignore']);

/**
 * pdfjs joins text pieces separated by less than about one and a half spaces, so a date and the
 * description beside it can arrive as one piece: cut it at the word break nearest the next column.
 */
function splitAcrossColumns(cell: Cell, cols: Column[]): Cell[] {
  const out: Cell[] = [];
  let rest = cell;
  for (const c of cols) {
    if (!TEXT_ROLES.has(c.role) || c.x0 <= rest.x0 + TEXT_SLACK || c.x0 >= rest.x1 - TEXT_SLACK) continue;
    const perChar = (rest.x1 - rest.x0) / Math.max(1, rest.text.length);
    const target = (c.x0 - rest.x0) / perChar;
    let best = -1;
    for (let i = rest.text.indexOf(' '); i >= 0; i = rest.text.indexOf(' ', i + 1)) {
      if (best < 0 || Math.abs(i + 1 - target) < Math.abs(best + 1 - target)) best = i;
    }
    // A wide date that runs into the next column's text arrives with no space at all: cut after the date.
    const glued = GLUED_DATE.exec(rest.text)?.[0].length ?? -1;
    const spaceOff = best >= 0 ? Math.abs(best + 1 - target) : Infinity;
    const gluedOff = glued > 0 ? Math.abs(glued - target) : Infinity;
    const gap = Math.min(spaceOff, gluedOff) > 4 ? -1 : gluedOff < spaceOff ? 0 : 1;
    if (gap < 0) continue;
    const at = gap === 1 ? best : glued;
    const cut = rest.x0 + (at + gap) * perChar;
    out.push({ x0: rest.x0, x1: cut - perChar * gap, text: rest.text.slice(0, at) });
    rest = { x0: cut, x1: rest.x1, text: rest.text.slice(at + gap) };
  }
  out.push(rest);
  return out;
}

/** Puts each cell of a table line under its column. */
export function classifyLine(line: Line, cols: Column[]): ClassifiedCell[] {
  const out: ClassifiedCell[] = [];
  for (const cell of line.cells.flatMap((c) => splitAcrossColumns(c, cols))) {
    const amount = parseAmount(cell.text);
    const text = textColumn(cell, cols);
    if (amount) {
      const num = numericColumn(cell, cols);
      // An amount-like fragment inside the description area stays text unless it lines up with a figure column.
      const inText = text?.role === 'description' || text?.role === 'date';
      if (num && (!inText || Math.abs(cell.x1 - num.x1) <= 30)) {
        out.push({ role: num.role, text: cell.text, amount });
        continue;
      }
    }
    if (text) out.push({ role: NUMERIC_ROLES.has(text.role) && !amount ? 'ignore' : text.role, text: cell.text, amount });
  }
  return out;
}
