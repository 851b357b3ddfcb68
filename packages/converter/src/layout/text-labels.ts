import { bestLabel, EDGE_TOLERANCE, isCounterColumn, isTextCol, type Cluster } from './column-clusters';
import type { Column } from './header-labels';

const spanGap = (t: Cluster, c: Column): number =>
  Math.max(0, c.x0 - t.x1, t.x0 - c.x1) + Math.abs((t.x0 + t.x1) / 2 - (c.x0 + c.x1) / 2) / 100;

/** The `ignore` label nearest a cluster (a second date column's label). */
export function nearestIgnore(t: Cluster, header: Column[]): number {
  let best = -1;
  header.forEach((c, i) => {
    if (c.role === 'ignore' && (best < 0 || spanGap(t, c) < spanGap(t, header[best] as Column))) best = i;
  });
  return best;
}

/**
 * The text label over a cluster right of the figures; else, where the table's last column is a text column (Date |
 * Amount | Balance | Description), that one for text past the other columns' labels: it runs on to the page's edge,
 * and its text may start left of a centred label or, after a head drawn as an image, right of it.
 */
function rightLabel(t: Cluster, header: Column[]): number {
  const col = bestLabel(t, header, (c) => isTextCol(c) && c.role !== 'date');
  if (col >= 0) return col;
  const last = header.reduce((best, c, i) => (c.x0 > (header[best]?.x0 ?? -Infinity) ? i : best), -1);
  const c = header[last];
  if (!c || !isTextCol(c) || c.role === 'date') return -1;
  // Past the label of the column before it (a centred label may stand well right of where the text starts).
  const before = Math.max(...header.filter((h) => h !== c).map((h) => h.x1));
  return t.x0 > before ? last : -1;
}

/**
 * Text clusters take the text labels in order, left to right, by the room each column has in the rows (see
 * `labelGroups`). Small clusters (a few stray cells) follow the column they stand in.
 */
export function assignTextColumns(texts: Cluster[], header: Column[], figureStart: number): void {
  const labels = header
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => isTextCol(c) && c.role !== 'date' && c.x0 < figureStart);
  // A column of the rows' numbers takes no label: it describes nothing.
  const left = texts.filter((t) => t.x0 < figureStart && !isCounterColumn(t)).sort((a, b) => a.x0 - b.x0);
  const big = Math.max(0, ...left.map((t) => t.members));
  // A single row (a one-row statement) is all there is to go by: its clusters count.
  const main = left.filter((t) => t.members >= Math.max(Math.min(2, big), big * 0.1) && !displaced(t, left));
  for (const t of texts) {
    t.role = t.x0 < figureStart && !isCounterColumn(t) ? 'description' : 'ignore';
    t.col = -1;
    if (t.x0 >= figureStart) {
      const col = rightLabel(t, header);
      if (col >= 0) {
        t.col = col;
        t.role = (header[col] as Column).role;
      }
    }
  }
  if (labels.length === 0 || main.length === 0) return;
  const groups = labelGroups(
    main,
    labels.map((l) => l.c),
    figureStart,
  );
  main.forEach((t, i) => {
    const { c, i: col } = labels[groups[i] as number] as { c: Column; i: number };
    t.col = col;
    t.role = c.role;
  });
  // Under one description label, columns right of the first are its sub-columns (reference, card).
  const firsts = new Set<number>();
  for (const t of main) {
    if (t.role !== 'description') continue;
    if (firsts.has(t.col)) t.sub = true;
    else firsts.add(t.col);
  }
  for (const t of left) {
    if (main.includes(t)) continue;
    const own = bestLabel(t, header, (c) => isTextCol(c) && c.role !== 'date');
    if (own >= 0) {
      t.col = own;
      t.role = (header[own] as Column).role;
      continue;
    }
    const home = [...main].reverse().find((m) => m.x0 <= t.x0) ?? main[0];
    // Well past where the column beside it runs, a few cells (a `##` marker) belong to the label nearest them.
    const near = home && t.x0 > home.x1 + (home.x1 - home.edge) / 2 ? nearestText(t, labels) : undefined;
    const to = near ?? (home ? { c: { role: home.role } as Column, i: home.col } : undefined);
    if (to) {
      t.col = to.i;
      t.role = to.c.role;
    }
  }
  // A few cells standing in a sub-column are part of it.
  for (const t of left) {
    const home = [...main].reverse().find((m) => m.x0 <= t.x0);
    if (!main.includes(t) && t.role === 'description' && home?.sub && home.col === t.col) t.sub = true;
  }
}

/**
 * Text that starts inside the room another column's own lines run across, never on a line of that column: that
 * column's text pushed right (a description's tail after its head drawn as an image), not a column of its own.
 */
function displaced(t: Cluster, texts: Cluster[]): boolean {
  return texts.some(
    (d) => d !== t && d.members > t.members && d.x0 < t.x0 && t.x0 < d.x1 && ![...t.rows].some((r) => d.rows.has(r)),
  );
}

/** A label standing over no column of the rows (a card number column printing nothing), or over two of them. */
const LABEL_UNUSED = 4;
/** A label standing over one column's text, left unused or given to another column. */
const MISPLACED_LABEL = 2 * LABEL_UNUSED;

/**
 * Text labels for the rows' text columns, read from the data: a column owns the room from where its cells start to
 * where the next column's start, and its label stands somewhere in that room (left, centred or right over it). Runs of
 * columns take the labels in order; a label may print nothing, but never the description, which is always in the
 * data; only the description spreads over several columns (its sub-columns). Returns each cluster's label index.
 */
function labelGroups(main: Cluster[], labels: Column[], figureStart: number): number[] {
  const C = main.length;
  const L = labels.length;
  // A label set over a column's text names that column: left unused, or given to columns beside it, it would leave
  // that text to the description (`Type` over `Payment`, beside a card number column under no label it knows).
  // The clusters each label stands over, found once for every run the labelling below weighs.
  const under = labels.map((c) => main.flatMap((m, i) => (c.x0 >= m.x0 - EDGE_TOLERANCE && c.x0 < m.x1 ? [i] : [])));
  const unused = (j: number): number => {
    if ((labels[j] as Column).role === 'description') return Infinity;
    return (under[j] as number[]).length > 0 ? MISPLACED_LABEL : LABEL_UNUSED;
  };
  const skipped = (from: number, to: number): number => {
    let sum = 0;
    for (let k = from; k < to; k++) sum += unused(k);
    return sum;
  };
  // Clusters s..e under label j: how far the label stands from their room.
  const cost = (s: number, e: number, j: number): number => {
    const c = labels[j] as Column;
    const x0 = (main[s] as Cluster).x0 - EDGE_TOLERANCE;
    const x1 = (e + 1 < C ? (main[e + 1] as Cluster).x0 : figureStart) - EDGE_TOLERANCE;
    const gap = Math.max(0, c.x0 - x1, x0 - c.x1) + Math.abs((x0 + x1) / 2 - (c.x0 + c.x1) / 2) / 100;
    const over = under[j] as number[];
    const elsewhere = over.length > 0 && !over.some((i) => i >= s && i <= e) ? MISPLACED_LABEL : 0;
    return gap + elsewhere + (c.role === 'description' ? 0 : (e - s) * LABEL_UNUSED);
  };
  // best[e][j]: cheapest labelling of clusters 0..e with the run ending at e under label j; from: where that run
  // starts.
  const best: number[][] = Array.from({ length: C }, () => new Array<number>(L).fill(Infinity));
  const from: { s: number; k: number }[][] = Array.from({ length: C }, () =>
    Array.from({ length: L }, () => ({ s: 0, k: -1 })),
  );
  for (let e = 0; e < C; e++) {
    for (let j = 0; j < L; j++) {
      for (let s = 0; s <= e; s++) {
        const run = cost(s, e, j);
        if (s === 0) {
          const v = skipped(0, j) + run;
          if (v < (best[e] as number[])[j]!) {
            (best[e] as number[])[j] = v;
            (from[e] as { s: number; k: number }[])[j] = { s, k: -1 };
          }
          continue;
        }
        for (let k = 0; k < j; k++) {
          const v = (best[s - 1] as number[])[k]! + skipped(k + 1, j) + run;
          if (v < (best[e] as number[])[j]!) {
            (best[e] as number[])[j] = v;
            (from[e] as { s: number; k: number }[])[j] = { s, k };
          }
        }
      }
    }
  }
  let j = 0;
  for (let k = 1; k < L; k++)
    if ((best[C - 1] as number[])[k]! + skipped(k + 1, L) < (best[C - 1] as number[])[j]! + skipped(j + 1, L)) j = k;
  const out = new Array<number>(C).fill(j);
  for (let e = C - 1; e >= 0 && j >= 0; ) {
    const { s, k } = (from[e] as { s: number; k: number }[])[j] as { s: number; k: number };
    for (let i = s; i <= e; i++) out[i] = j;
    [e, j] = [s - 1, k];
  }
  return out;
}

/** The text label nearest a cluster, if one is within a few characters of it. */
function nearestText(t: Cluster, labels: { c: Column; i: number }[]): { c: Column; i: number } | undefined {
  const gap = (l: { c: Column }): number => Math.max(0, l.c.x0 - t.x1, t.x0 - l.c.x1);
  const best = labels.reduce<{ c: Column; i: number } | undefined>(
    (a, l) => (!a || gap(l) < gap(a) ? l : a),
    undefined,
  );
  return best && gap(best) <= UNLABELLED_TEXT ? best : undefined;
}

const UNLABELLED_TEXT = 24;
