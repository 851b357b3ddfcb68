import type { ColumnSpec } from '../banks/profile';
import { matchHeader } from './header-labels';
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

/**
 * Statements printed as two blocks of columns per page are read block by block: everything above
 * the header, then the left block to the foot of the page, then the right block. Each block keeps
 * its half of the header, so the table reader places cells as on a one-column page.
 */
export function unfoldSideBySide(lines: Line[], specs: ColumnSpec[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    const page = (lines[i] as Line).page;
    let end = i;
    while (end < lines.length && (lines[end] as Line).page === page) end++;
    let x: number | null = null;
    let h = i;
    for (; h < end && x === null; h++) x = splitX(lines[h] as Line, specs);
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
