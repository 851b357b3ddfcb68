import { isAmount } from '../parse/amount';
import { EDGE_TOLERANCE, type Cluster } from './column-clusters';
import type { Grid } from './column-discovery';
import type { Cell } from './lines';
import { sortedNumbers } from '../parse/sorted-numbers';

/** Lines enough to tell how wide a column's text runs. */
const REACH_SAMPLE = 10;

/**
 * Where each text column's lines usually end, in points and in characters: nine in ten of the cells that start at its
 * edge end before it. And how far its text runs on the postings' own lines (`posting`: dated, with a figure).
 */
export function measureReach(clusters: Cluster[], lines: Cell[][], posting: (cells: Cell[]) => boolean): void {
  const texts = clusters.filter((t) => t.role === 'description');
  const ends = new Map<Cluster, { xs: number[]; chars: number[] }>();
  for (const cells of lines) {
    const own = posting(cells);
    for (const c of cells) {
      const t = texts.find((x) => Math.abs(x.edge - c.x0) <= EDGE_TOLERANCE);
      if (!t || isAmount(c.text)) continue;
      let e = ends.get(t);
      if (!e) ends.set(t, (e = { xs: [], chars: [] }));
      e.xs.push(c.x1);
      e.chars.push(c.text.length);
      if (own) t.postingReach = Math.max(t.postingReach ?? -Infinity, c.x1);
    }
  }
  const ninth = (xs: number[]): number => sortedNumbers(xs)[Math.floor((xs.length - 1) * 0.9)] as number;
  for (const [t, { xs, chars }] of ends) {
    if (xs.length < REACH_SAMPLE) continue;
    t.reach = ninth(xs);
    t.reachChars = ninth(chars);
  }
}

/**
 * Text run on into the next text column, one space short of it (a wide font), is read as one piece: it is two
 * where a word starts on the edge where that column's text starts in the other rows.
 */
export function splitAtTextColumn(cell: Cell, grid: Grid): Cell[] {
  const home = homeOf(cell, grid);
  const next = grid.texts.find(
    (t) =>
      t !== home &&
      t.members >= 3 &&
      t.edge > cell.x0 + EDGE_TOLERANCE &&
      t.edge < cell.x1 - EDGE_TOLERANCE &&
      (t.col !== home?.col || t.role !== home?.role),
  );
  if (!next) return [cell];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  let cut = -1;
  for (let i = 1; i < cell.text.length; i++) {
    if (cell.text[i - 1] !== ' ' || cell.text[i] === ' ') continue;
    const d = Math.abs(cell.x0 + i * perChar - next.edge);
    if (d <= Math.max(EDGE_TOLERANCE, perChar) && (cut < 0 || d < Math.abs(cell.x0 + cut * perChar - next.edge)))
      cut = i;
  }
  if (cut < 0) return [cell];
  const head = { x0: cell.x0, x1: cell.x0 + (cut - 1) * perChar, text: cell.text.slice(0, cut).trimEnd() };
  return [head, ...splitAtTextColumn({ x0: next.edge, x1: cell.x1, text: cell.text.slice(cut) }, grid)];
}

export function homeOf(cell: Cell, grid: Grid): Cluster | undefined {
  let home: Cluster | undefined;
  for (const t of grid.texts) {
    if (t.edge <= cell.x0 + EDGE_TOLERANCE && (!home || t.edge > home.edge)) home = t;
  }
  return home;
}
