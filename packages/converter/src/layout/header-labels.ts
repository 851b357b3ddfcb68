import type { ColumnRole, ColumnSpec } from '../banks/profile';
import type { HeaderMatcher } from './header';
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
  // Labels first, from the text alone: most lines are no header, and are turned away before any position is worked out.
  const found: { spec: ColumnSpec; start: number; end: number }[] = [];
  let pos = 0;
  for (const [k, spec] of specs.entries()) {
    if (found.length + (specs.length - k) < minFound) return null; // cannot reach the minimum any more
    const m = spec.label.exec(pos === 0 ? line.text : line.text.slice(pos));
    if (!m) continue;
    const start = pos + m.index;
    pos = start + m[0].length;
    found.push({ spec, start, end: pos });
  }
  if (found.length < minFound) return null;
  const starts: number[] = [];
  let offset = 0;
  for (const cell of line.cells) {
    starts.push(offset);
    offset += cell.text.length + 1;
  }
  const cellAt = (index: number): number => {
    let i = starts.length - 1;
    while (i > 0 && (starts[i] as number) > index) i--;
    return i;
  };
  const xAt = (index: number, edge: 'start' | 'end'): number => {
    const i = cellAt(index);
    const cell = line.cells[i] as Cell;
    const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
    const within = Math.min(cell.text.length, index - (starts[i] as number) + (edge === 'end' ? 1 : 0));
    return cell.x0 + within * perChar;
  };
  const cols = found.map(({ spec, start, end }) => {
    const cell = cellAt(start);
    return {
      role: spec.role,
      x0: xAt(start, 'start'),
      x1: xAt(end - 1, 'end'),
      cell: cell === cellAt(end - 1) ? cell : -1,
    };
  });
  // A label alone in its piece of text (`Accrued Bank Charges`) spans the whole piece.
  return cols.map(({ cell, ...c }) => {
    const alone = cell >= 0 && cols.filter((o) => o.cell === cell).length === 1;
    const piece = line.cells[cell];
    return alone && piece ? { ...c, x0: piece.x0, x1: piece.x1 } : c;
  });
}

/**
 * One layout's header matcher. Whether a line is its header depends on the line's text alone, and a long statement
 * prints the same lines again and again (running headers, wrapped words): a text found to be no header is not read
 * twice.
 */
export function layoutHeaderMatcher(specs: ColumnSpec[], minFound: number): HeaderMatcher {
  const misses = new Set<string>();
  return (line) => {
    if (misses.has(line.text)) return null;
    const cols = matchHeader(line, specs, minFound);
    if (!cols) misses.add(line.text);
    return cols;
  };
}
