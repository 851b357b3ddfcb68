import { NUMERIC_ROLES, type ColumnRole } from '../banks/profile';
import type { Column } from './header-labels';
import type { Cell } from './lines';
import { sortedNumbers } from '../parse/sorted-numbers';

/** Where a column's cells really are, read from the data rows under its label. */
export interface Cluster {
  /** Left edge (text) or right edge (figures) shared by the cells. */
  edge: number;
  x0: number;
  x1: number;
  members: number;
  dates: number;
  role: ColumnRole;
  /** The header column it belongs to (index), or -1 for figures under no label. */
  col: number;
  /** The rows its cells are on. */
  rows: Set<number>;
  /** How far right its text usually runs, over all lines that start at its edge (wrapped lines too). */
  reach?: number;
  /** How many characters its lines usually hold. */
  reachChars?: number;
  /** How far right its text runs on a posting's own line (dated, with a figure): a wrapped line may run as far. */
  postingReach?: number;
  /** A description area's text right of its first column (a reference, a card): the row's reference. */
  sub?: boolean;
  /** Figures that print 0.00 (a short history's fee column prints nothing else). */
  zeros?: number;
  /** Text cells that are only a whole number (`12`): a column of them counts the rows, it describes none. */
  counters?: number;
}

/** How far apart (pt) two cells' edges may be and still be one column's. */
export const EDGE_TOLERANCE = 3;

export function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

export function cluster(
  cells: Cell[],
  edgeOf: (c: Cell) => number,
  isDate: (c: Cell) => boolean,
  rowOf: (c: Cell) => number = () => -1,
  isZero?: (c: Cell) => boolean,
  isCounter?: (c: Cell) => boolean,
): Cluster[] {
  const sorted = [...cells].sort((a, b) => edgeOf(a) - edgeOf(b));
  const out: Cluster[] = [];
  let cur: (Cluster & { widths: number[] }) | null = null;
  for (const c of sorted) {
    const e = edgeOf(c);
    if (!cur || e - cur.edge > EDGE_TOLERANCE) {
      cur = { edge: e, x0: c.x0, x1: c.x1, members: 0, dates: 0, role: 'ignore', col: -1, rows: new Set(), widths: [] };
      out.push(cur);
    }
    cur.members++;
    cur.rows.add(rowOf(c));
    if (isDate(c)) cur.dates++;
    if (isZero?.(c)) cur.zeros = (cur.zeros ?? 0) + 1;
    if (isCounter?.(c)) cur.counters = (cur.counters ?? 0) + 1;
    cur.x0 = Math.min(cur.x0, c.x0);
    cur.x1 = Math.max(cur.x1, c.x1);
    cur.widths.push(c.x1);
  }
  // A text cluster's extent: most of its cells, not the one long description that runs under the next label.
  for (const c of out as (Cluster & { widths: number[] })[]) {
    const w = sortedNumbers(c.widths);
    c.x1 = w[Math.floor((w.length - 1) * 0.75)] as number;
  }
  return out;
}

export function bestLabel(c: Cluster, header: Column[], allowed: (col: Column) => boolean): number {
  let best = -1;
  let bestOverlap = 0;
  header.forEach((h, i) => {
    if (!allowed(h)) return;
    const o = overlap(c.x0, c.x1, h.x0, h.x1);
    if (o > bestOverlap) {
      bestOverlap = o;
      best = i;
    }
  });
  return best;
}

export function nearestLabel(x: number, header: Column[], allowed: (col: Column) => boolean, within: number): number {
  let best = -1;
  let bestD = within;
  header.forEach((h, i) => {
    if (!allowed(h)) return;
    const d = Math.abs((h.x0 + h.x1) / 2 - x);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}

export const isFigureCol = (c: Column): boolean => NUMERIC_ROLES.has(c.role);
/** At least this many figures, all 0.00: a column that moves nothing, whatever label stands over it. */
const ZERO_COLUMN_MIN = 3;
export const isZeroColumn = (f: Cluster): boolean => f.members >= ZERO_COLUMN_MIN && f.zeros === f.members;
/** Only whole numbers, on three rows or more: the rows' numbers (`No.`, `#`), read and left aside. */
export const isCounterColumn = (t: Cluster): boolean => t.members >= ZERO_COLUMN_MIN && t.counters === t.members;
export const isTextCol = (c: Column): boolean => !NUMERIC_ROLES.has(c.role);

export function overlapWith(t: Cluster, c: Column): number {
  return overlap(t.x0, t.x1, c.x0, c.x1) - Math.abs((t.x0 + t.x1) / 2 - (c.x0 + c.x1) / 2) / 1000;
}
