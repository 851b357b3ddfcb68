import { MONEY_ROLES, type ColumnSpec } from '../banks/profile';
import { matchHeader, type Column } from './header-labels';
import type { Cell, Line } from './lines';

const lineOf = (l: Line, cells: Cell[]): Line => ({ ...l, cells, text: cells.map((c) => c.text).join(' ') });

/** For a header that holds every label twice, the x in the gap between the two blocks. */
function splitX(line: Line, specs: ColumnSpec[]): number | null {
  const left = matchHeader(line, specs, specs.length);
  if (!left) return null;
  const end = Math.max(...left.map((c) => c.x1));
  const right = line.cells.filter((c) => c.x0 > end);
  const first = right[0];
  if (!first || !matchHeader(lineOf(line, right), specs, specs.length)) return null;
  return (end + first.x0) / 2;
}

/** The roles a header's columns print, in order: two blocks alike print the same. */
const rolesOf = (cols: Column[]): string => cols.map((c) => c.role).join(' ');
const TWO_DATES = /\b(?:date|datum)\b.*\b(?:date|datum)\b/i;

/**
 * A header no profile names that prints the same columns twice, each block with its date and its money
 * (`Date Description Amount Date Description Amount`): the x in the gap between the blocks.
 */
function genericSplitX(line: Line, header: (l: Line) => Column[] | null): number | null {
  if (!TWO_DATES.test(line.text)) return null;
  const cells = [...line.cells].sort((a, b) => a.x0 - b.x0);
  for (let k = 1; k < cells.length; k++) {
    const left = header(lineOf(line, cells.slice(0, k)));
    const right = left && header(lineOf(line, cells.slice(k)));
    if (!left || !right || rolesOf(left) !== rolesOf(right)) continue;
    if (!left.some((c) => c.role === 'date') || !left.some((c) => MONEY_ROLES.has(c.role))) continue;
    return ((cells[k - 1] as Cell).x1 + (cells[k] as Cell).x0) / 2;
  }
  return null;
}

/**
 * Statements printed as two blocks of columns per page are read block by block: everything above
 * the header, then the left block to the foot of the page, then the right block. Each block keeps
 * its half of the header, so the table reader places cells as on a one-column page. The blocks are found by the
 * profile's columns, or, with `header` (a header read from its words), by a header that says its columns twice.
 */
export function unfoldSideBySide(lines: Line[], specs: ColumnSpec[], header?: (l: Line) => Column[] | null): Line[] {
  const splitAt = (l: Line) => (header ? genericSplitX(l, header) : splitX(l, specs));
  const out: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    const page = (lines[i] as Line).page;
    let end = i;
    while (end < lines.length && (lines[end] as Line).page === page) end++;
    let x: number | null = null;
    let h = i;
    for (; h < end && x === null; h++) x = splitAt(lines[h] as Line);
    if (x === null) {
      for (let k = i; k < end; k++) out.push(lines[k] as Line);
    } else {
      const rightBlock: Line[] = [];
      for (let k = i; k < end; k++) {
        const l = lines[k] as Line;
        if (k < h - 1) {
          out.push(l);
          continue;
        }
        const leftCells = l.cells.filter((c) => c.x0 < (x as number));
        const rightCells = l.cells.filter((c) => c.x0 >= (x as number));
        if (leftCells.length > 0) out.push(lineOf(l, leftCells));
        if (rightCells.length > 0) rightBlock.push(lineOf(l, rightCells));
      }
      for (const l of rightBlock) out.push(l);
    }
    i = end;
  }
  return out;
}
