import type { ColumnRole } from '../banks/profile';
import { isFigureCol, isZeroColumn, overlap, type Cluster } from './column-clusters';
import type { Column } from './header-labels';

/** Leaving a figure column without a label costs as much as a label this far (pt) from it. */
const UNLABELLED = 60;

/** Labels of the columns a row's money is read from. */
const MONEY: ReadonlySet<ColumnRole> = new Set(['amount', 'debit', 'credit', 'balance']);
/**
 * A column of 0.00 under such a label costs this much more (pt): it takes the label only when no column of real
 * figures wants it (an empty account's balances), never from one (a fee column of zeros that a wide `Balance`
 * label stands over as well). Less than leaving it unlabelled, so a lone one still takes its label.
 */
const ZEROS_UNDER_MONEY = UNLABELLED / 2;

/** How far a label is from a figure column: near nothing when over it, else how far apart their middles are. */
function labelCost(f: Cluster, c: Column): number {
  const apart = Math.abs((f.x0 + f.x1) / 2 - (c.x0 + c.x1) / 2);
  const zeros = isZeroColumn(f) && MONEY.has(c.role) ? ZEROS_UNDER_MONEY : 0;
  return (overlap(f.x0, f.x1, c.x0, c.x1) > 0 ? apart / 100 : apart) + zeros;
}

/**
 * Figure clusters take the figure labels in order, left to right, each the label nearest it, wherever labels sit
 * over their cells. Two clusters printed on one row are two columns (a fee beside its amount), never one label;
 * a column split by a hanging sign (`57.21-` beside `10,450.06`) never shares a row, so it may be one.
 * Returns each cluster's header column, or -1.
 */
export function assignFigures(figures: Cluster[], header: Column[]): number[] {
  const labels = header.map((c, i) => ({ c, i })).filter(({ c }) => isFigureCol(c));
  const order = figures.map((_, i) => i).sort((a, b) => (figures[a] as Cluster).edge - (figures[b] as Cluster).edge);
  const onRow = new Map<number, number[]>();
  figures.forEach((f, i) =>
    f.rows.forEach((r) => {
      const ids = onRow.get(r);
      if (ids) ids.push(i);
      else if (r >= 0) onRow.set(r, [i]);
    }),
  );
  const shared = new Set<number>();
  for (const ids of onRow.values())
    for (const a of ids) for (const b of ids) if (a !== b) shared.add(a * figures.length + b);
  const meet = (a: number, b: number): boolean => a >= 0 && shared.has(a * figures.length + b);
  const memo = new Map<string, { cost: number; label: number }>();
  // Cheapest labelling of order[n..] when the last labelled cluster was `p`, under label `k`.
  const best = (n: number, k: number, p: number): number => {
    if (n === order.length) return 0;
    const key = `${n},${k},${p}`;
    const hit = memo.get(key);
    if (hit) return hit.cost;
    const i = order[n] as number;
    let cost = UNLABELLED + best(n + 1, k, p);
    let label = -1;
    for (let j = Math.max(0, k); j < labels.length; j++) {
      if (j === k && meet(p, i)) continue;
      const c = labelCost(figures[i] as Cluster, (labels[j] as { c: Column }).c) + best(n + 1, j, i);
      if (c < cost) {
        cost = c;
        label = j;
      }
    }
    memo.set(key, { cost, label });
    return cost;
  };
  best(0, -1, -1);
  const out = figures.map(() => -1);
  let [k, p] = [-1, -1];
  for (let n = 0; n < order.length; n++) {
    const { label } = memo.get(`${n},${k},${p}`) as { label: number };
    const i = order[n] as number;
    if (label < 0) continue;
    out[i] = (labels[label] as { i: number }).i;
    [k, p] = [label, i];
  }
  return out;
}
