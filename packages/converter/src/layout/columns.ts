import { NUMERIC_ROLES, type ColumnRole, type ColumnSpec } from '../banks/profile';
import { parseAmount, type ParsedAmount } from '../parse/amount';
import { parseDate, TIME } from '../parse/date';
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
    return { role: spec.role, x0: xAt(start, 'start'), x1: xAt(end - 1, 'end'), cell: cell === cellAt(end - 1) ? cell : -1 };
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
 * prints the same lines again and again (running headers, wrapped words): a text found to be no header is not read twice.
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

/** Where a column's cells really are, read from the data rows under its label. */
interface Cluster {
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
  /** A description area's text right of its first column (a reference, a card): the row's reference. */
  sub?: boolean;
}

export interface Grid {
  header: Column[];
  figures: Cluster[];
  texts: Cluster[];
  /** Left edge of the leftmost figure column: text beyond it is not description. */
  figureStart: number;
}

export interface ClassifiedCell {
  role: ColumnRole | 'unknown';
  text: string;
  amount: ParsedAmount | null;
  /** Header column index (figures under no label get ids past the header's). */
  col: number;
  /** How far a text cell starts right of where its column's text starts in the rows (pt). */
  indent?: number;
  /** Runs well past where its column's text usually ends: no wrapped line of that column is that wide. */
  overrun?: boolean;
  /** Description text in the area's reference sub-column: part of the description, and the row's reference too. */
  sub?: boolean;
}

const EDGE_TOLERANCE = 3;
// A time after the date stays with it: it is not the description's start.
const DATE_PREFIX = new RegExp(String.raw`^(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|\d{8}|\d{1,2}[ -][A-Za-z]{3,9}\.?(?:[ -](?:\d{4}|\d{2}))?)(?!\d)(?:\s+${TIME}(?![\d:]))?`);

const TIME_ONLY = new RegExp(String.raw`^${TIME}$`);
const TIME_AT_END = new RegExp(String.raw`\s${TIME}$`);

/** A date printed straight into the cell beside it (`21/06/2025=1+2 Online`): the date is as wide as the date. */
function splitDate(cell: Cell, monthFirst: boolean): Cell[] {
  const m = DATE_PREFIX.exec(cell.text);
  if (!m || m[0].length >= cell.text.length || !parseDate(m[0], monthFirst)) return [cell];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const rest = cell.text.slice(m[0].length);
  const lead = rest.length - rest.trimStart().length;
  const cut = cell.x0 + m[0].length * perChar;
  return [
    { x0: cell.x0, x1: cut, text: m[0] },
    { x0: cut + lead * perChar, x1: cell.x1, text: rest.trim() },
  ];
}

/** A row's cells with the dates cut out of its leading cells (at most `dates` dates; a reference number may come first). */
export function rowCells(line: Line, dates: number, monthFirst = false): Cell[] {
  const out: Cell[] = [];
  let left = dates;
  line.cells.forEach((c, i) => {
    if (left > 0 && i <= dates && parseAmount(c.text) === null) {
      const parts = splitDate(c, monthFirst);
      if (parts.length === 2) {
        out.push(parts[0] as Cell);
        left--;
        const second = left > 0 ? splitDate(parts[1] as Cell, monthFirst) : [parts[1] as Cell];
        if (second.length === 2) left--;
        out.push(...second);
        return;
      }
      if (parseDate(c.text, monthFirst)) left--;
    }
    // A time printed as its own run right after a date belongs to the date, not to the description.
    const prev = out.at(-1);
    if (prev && TIME_ONLY.test(c.text) && parseDate(prev.text, monthFirst) && !TIME_AT_END.test(prev.text)) {
      out[out.length - 1] = { ...prev, x1: c.x1, text: `${prev.text} ${c.text}` };
      return;
    }
    out.push(c);
  });
  return out;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

function cluster(cells: Cell[], edgeOf: (c: Cell) => number, isDate: (c: Cell) => boolean, rowOf: (c: Cell) => number = () => -1): Cluster[] {
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
    cur.x0 = Math.min(cur.x0, c.x0);
    cur.x1 = Math.max(cur.x1, c.x1);
    cur.widths.push(c.x1);
  }
  // A text cluster's extent: most of its cells, not the one long description that runs under the next label.
  for (const c of out as (Cluster & { widths: number[] })[]) {
    const w = c.widths.sort((a, b) => a - b);
    c.x1 = w[Math.floor((w.length - 1) * 0.75)] as number;
  }
  return out;
}

function bestLabel(c: Cluster, header: Column[], allowed: (col: Column) => boolean): number {
  let best = -1;
  let bestOverlap = 0;
  header.forEach((h, i) => {
    if (!allowed(h)) return;
    const o = overlap(c.x0, c.x1, h.x0, h.x1);
    if (o > bestOverlap) { bestOverlap = o; best = i; }
  });
  return best;
}

function nearestLabel(x: number, header: Column[], allowed: (col: Column) => boolean, within: number): number {
  let best = -1;
  let bestD = within;
  header.forEach((h, i) => {
    if (!allowed(h)) return;
    const d = Math.abs((h.x0 + h.x1) / 2 - x);
    if (d < bestD) { bestD = d; best = i; }
  });
  return best;
}

const isFigureCol = (c: Column): boolean => NUMERIC_ROLES.has(c.role);

/** Leaving a figure column without a label costs as much as a label this far (pt) from it. */
const UNLABELLED = 60;

/** How far a label is from a figure column: near nothing when over it, else how far apart their middles are. */
function labelCost(f: Cluster, c: Column): number {
  const apart = Math.abs((f.x0 + f.x1) / 2 - (c.x0 + c.x1) / 2);
  return overlap(f.x0, f.x1, c.x0, c.x1) > 0 ? apart / 100 : apart;
}

/**
 * Figure clusters take the figure labels in order, left to right, each the label nearest it, wherever labels sit
 * over their cells. Two clusters printed on one row are two columns (a fee beside its amount), never one label;
 * a column split by a hanging sign (`57.21-` beside `10,450.06`) never shares a row, so it may be one.
 * Returns each cluster's header column, or -1.
 */
function assignFigures(figures: Cluster[], header: Column[]): number[] {
  const labels = header.map((c, i) => ({ c, i })).filter(({ c }) => isFigureCol(c));
  const order = figures.map((_, i) => i).sort((a, b) => (figures[a] as Cluster).edge - (figures[b] as Cluster).edge);
  const onRow = new Map<number, number[]>();
  figures.forEach((f, i) => f.rows.forEach((r) => {
    const ids = onRow.get(r);
    if (ids) ids.push(i);
    else if (r >= 0) onRow.set(r, [i]);
  }));
  const shared = new Set<number>();
  for (const ids of onRow.values()) for (const a of ids) for (const b of ids) if (a !== b) shared.add(a * figures.length + b);
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
      if (c < cost) { cost = c; label = j; }
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
const isTextCol = (c: Column): boolean => !NUMERIC_ROLES.has(c.role);

/** Columns a row's leading dates may stand in (date, other date, reference): asked once per line, so remembered per header. */
const dateLabelCounts = new WeakMap<Column[], number>();
function dateLabelsOf(header: Column[]): number {
  let n = dateLabelCounts.get(header);
  if (n === undefined) dateLabelCounts.set(header, (n = header.filter((c) => c.role === 'date' || c.role === 'ignore' || c.role === 'reference').length));
  return n;
}

/**
 * Columns as the data prints them: figures cluster on their right edges, text on its left edges, and each
 * cluster takes the label its extent overlaps most (labels may be centred, left or right over their cells).
 */
export function buildGrid(header: Column[], lines: Line[], monthFirst = false): Grid {
  const dateLabels = dateLabelsOf(header);
  const isDate = (c: Cell): boolean => parseDate(c.text, monthFirst) !== null;
  // Rows only: continuation text is ragged. A row is anchored by a date or by two figures (an amount and its
  // balance); a lone figure on an undated line is text that happens to be numeric (`14.99`, `(R224.44)`).
  const amounts = new Map<Cell, boolean>();
  const isAmount = (c: Cell): boolean => {
    let a = amounts.get(c);
    if (a === undefined) amounts.set(c, (a = parseAmount(c.text) !== null));
    return a;
  };
  // Each line's cells as classifyLine reads them: a row's date cut from the description printed against it.
  const cellsOf = lines.map((l) => {
    const split = splitFigures(l);
    return split.cells.some(isAmount) ? rowCells(split, dateLabels, monthFirst) : split.cells;
  });
  const rows = cellsOf.filter((cells) => cells.some(isAmount));
  const anchored = rows.filter((cells) => cells.filter(isAmount).length >= 2 || cells.some(isDate));
  const numeric: Cell[] = [];
  const text: Cell[] = [];
  const rowOf = new Map<Cell, number>();
  for (const [r, cells] of (anchored.length > 0 ? anchored : rows).entries()) {
    for (const c of cells) {
      rowOf.set(c, r);
      if (isAmount(c)) numeric.push(c);
      else text.push(c);
    }
  }
  const figures = cluster(numeric, (c) => c.x1, () => false, (c) => rowOf.get(c) ?? -1);
  const labels = assignFigures(figures, header);
  let unknownId = header.length;
  figures.forEach((f, i) => {
    let col = labels[i] as number;
    if (col < 0 && f.members >= 3) col = unknownId++;
    f.col = col;
    f.role = col < 0 ? 'ignore' : (header[col]?.role ?? 'ignoreAmount');
  });
  const placed = figures.filter((f) => f.col >= 0);
  const labelled = header.filter(isFigureCol);
  const figureStart = Math.min(...placed.map((f) => f.x0), ...labelled.map((c) => c.x0));
  const texts = cluster(text, (c) => c.x0, isDate, (c) => rowOf.get(c) ?? -1);
  const dateCol = header.findIndex((c) => c.role === 'date');
  const dateLike = texts.filter((t) => t.dates * 2 > t.members);
  // The date column is the date-like cluster under the Date label; any other date (a transaction or value date) is ignored.
  const primary = dateLike.length === 0 || dateCol < 0 ? undefined
    : dateLike.reduce((a, b) => (overlapWith(b, header[dateCol] as Column) > overlapWith(a, header[dateCol] as Column) ? b : a));
  for (const t of dateLike) {
    t.role = t === primary ? 'date' : 'ignore';
    t.col = t === primary ? dateCol : -1;
  }
  // A second date column (transaction or value date) takes its label out of the text labels left to share.
  const taken = new Set(dateLike.filter((t) => t !== primary).map((t) => nearestIgnore(t, header)));
  assignTextColumns(texts.filter((t) => !dateLike.includes(t)), header.map((c, i) => (taken.has(i) ? { ...c, role: 'date' as const } : c)), figureStart);
  measureReach(texts, cellsOf);
  return { header, figures, texts, figureStart };
}

/** Lines enough to tell how wide a column's text runs. */
const REACH_SAMPLE = 10;

/** Where each text column's lines usually end, in points and in characters: nine in ten of the cells that start at its edge end before it. */
function measureReach(clusters: Cluster[], lines: Cell[][]): void {
  const texts = clusters.filter((t) => t.role === 'description');
  const ends = new Map<Cluster, { xs: number[]; chars: number[] }>();
  for (const cells of lines) {
    for (const c of cells) {
      const t = texts.find((x) => Math.abs(x.edge - c.x0) <= EDGE_TOLERANCE);
      if (!t || parseAmount(c.text)) continue;
      let e = ends.get(t);
      if (!e) ends.set(t, (e = { xs: [], chars: [] }));
      e.xs.push(c.x1);
      e.chars.push(c.text.length);
    }
  }
  const ninth = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor((xs.length - 1) * 0.9)] as number;
  for (const [t, { xs, chars }] of ends) {
    if (xs.length < REACH_SAMPLE) continue;
    t.reach = ninth(xs);
    t.reachChars = ninth(chars);
  }
}

const spanGap = (t: Cluster, c: Column): number =>
  Math.max(0, c.x0 - t.x1, t.x0 - c.x1) + Math.abs((t.x0 + t.x1) / 2 - (c.x0 + c.x1) / 2) / 100;

/** The `ignore` label nearest a cluster (a second date column's label). */
function nearestIgnore(t: Cluster, header: Column[]): number {
  let best = -1;
  header.forEach((c, i) => {
    if (c.role === 'ignore' && (best < 0 || spanGap(t, c) < spanGap(t, header[best] as Column))) best = i;
  });
  return best;
}

/**
 * Text clusters take the text labels in order, left to right, by the room each column has in the rows (see
 * `labelGroups`). Small clusters (a few stray cells) follow the column they stand in.
 */
function assignTextColumns(texts: Cluster[], header: Column[], figureStart: number): void {
  const labels = header.map((c, i) => ({ c, i })).filter(({ c }) => isTextCol(c) && c.role !== 'date' && c.x0 < figureStart);
  const left = texts.filter((t) => t.x0 < figureStart).sort((a, b) => a.x0 - b.x0);
  const big = Math.max(0, ...left.map((t) => t.members));
  // A single row (a one-row statement) is all there is to go by: its clusters count.
  const main = left.filter((t) => t.members >= Math.max(Math.min(2, big), big * 0.1) && !displaced(t, left));
  for (const t of texts) {
    t.role = t.x0 < figureStart ? 'description' : 'ignore';
    t.col = -1;
    if (t.x0 >= figureStart) {
      const col = bestLabel(t, header, (c) => isTextCol(c) && c.role !== 'date');
      if (col >= 0) { t.col = col; t.role = (header[col] as Column).role; }
    }
  }
  if (labels.length === 0 || main.length === 0) return;
  const groups = labelGroups(main, labels.map((l) => l.c), figureStart);
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
    if (own >= 0) { t.col = own; t.role = (header[own] as Column).role; continue; }
    const home = [...main].reverse().find((m) => m.x0 <= t.x0) ?? main[0];
    // Well past where the column beside it runs, a few cells (a `##` marker) belong to the label nearest them.
    const near = home && t.x0 > home.x1 + (home.x1 - home.edge) / 2 ? nearestText(t, labels) : undefined;
    const to = near ?? (home ? { c: { role: home.role } as Column, i: home.col } : undefined);
    if (to) { t.col = to.i; t.role = to.c.role; }
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
  return texts.some((d) => d !== t && d.members > t.members && d.x0 < t.x0 && t.x0 < d.x1 && ![...t.rows].some((r) => d.rows.has(r)));
}

/** A label standing over no column of the rows (a card number column printing nothing), or over two of them. */
const LABEL_UNUSED = 4;

/**
 * Text labels for the rows' text columns, read from the data: a column owns the room from where its cells start to
 * where the next column's start, and its label stands somewhere in that room (left, centred or right over it). Runs of
 * columns take the labels in order; a label may print nothing, but never the description, which is always in the
 * data; only the description spreads over several columns (its sub-columns). Returns each cluster's label index.
 */
function labelGroups(main: Cluster[], labels: Column[], figureStart: number): number[] {
  const C = main.length;
  const L = labels.length;
  const unused = (j: number): number => ((labels[j] as Column).role === 'description' ? Infinity : LABEL_UNUSED);
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
    return gap + (c.role === 'description' ? 0 : (e - s) * LABEL_UNUSED);
  };
  // best[e][j]: cheapest labelling of clusters 0..e with the run ending at e under label j; from: where that run starts.
  const best: number[][] = Array.from({ length: C }, () => new Array<number>(L).fill(Infinity));
  const from: { s: number; k: number }[][] = Array.from({ length: C }, () => Array.from({ length: L }, () => ({ s: 0, k: -1 })));
  for (let e = 0; e < C; e++) {
    for (let j = 0; j < L; j++) {
      for (let s = 0; s <= e; s++) {
        const run = cost(s, e, j);
        if (s === 0) {
          const v = skipped(0, j) + run;
          if (v < (best[e] as number[])[j]!) { (best[e] as number[])[j] = v; (from[e] as { s: number; k: number }[])[j] = { s, k: -1 }; }
          continue;
        }
        for (let k = 0; k < j; k++) {
          const v = (best[s - 1] as number[])[k]! + skipped(k + 1, j) + run;
          if (v < (best[e] as number[])[j]!) { (best[e] as number[])[j] = v; (from[e] as { s: number; k: number }[])[j] = { s, k }; }
        }
      }
    }
  }
  let j = 0;
  for (let k = 1; k < L; k++) if ((best[C - 1] as number[])[k]! + skipped(k + 1, L) < (best[C - 1] as number[])[j]! + skipped(j + 1, L)) j = k;
  const out = new Array<number>(C).fill(j);
  for (let e = C - 1; e >= 0 && j >= 0;) {
    const { s, k } = (from[e] as { s: number; k: number }[])[j] as { s: number; k: number };
    for (let i = s; i <= e; i++) out[i] = j;
    [e, j] = [s - 1, k];
  }
  return out;
}

/** The text label nearest a cluster, if one is within a few characters of it. */
function nearestText(t: Cluster, labels: { c: Column; i: number }[]): { c: Column; i: number } | undefined {
  const gap = (l: { c: Column }): number => Math.max(0, l.c.x0 - t.x1, t.x0 - l.c.x1);
  const best = labels.reduce<{ c: Column; i: number } | undefined>((a, l) => (!a || gap(l) < gap(a) ? l : a), undefined);
  return best && gap(best) <= UNLABELLED_TEXT ? best : undefined;
}

const UNLABELLED_TEXT = 24;

function overlapWith(t: Cluster, c: Column): number {
  return overlap(t.x0, t.x1, c.x0, c.x1) - Math.abs((t.x0 + t.x1) / 2 - (c.x0 + c.x1) / 2) / 1000;
}

function figureOf(cell: Cell, grid: Grid): Cluster | undefined {
  let best: Cluster | undefined;
  for (const f of grid.figures) {
    if (f.col < 0 || Math.abs(f.edge - cell.x1) > EDGE_TOLERANCE * 2) continue;
    if (!best || Math.abs(f.edge - cell.x1) < Math.abs(best.edge - cell.x1)) best = f;
  }
  return best;
}

function textRole(cell: Cell, grid: Grid): { role: ColumnRole; col: number; indent?: number; overrun?: boolean; sub?: boolean } {
  const home = homeOf(cell, grid);
  // Text right of the first figure column is never description (a stacked label, a marker beside the balance).
  if (home) {
    // Statements wrap by width or by characters (glyph widths then vary): a wrapped line stays within one of them.
    const overrun = home.reach !== undefined && cell.x1 > home.reach + (home.reach - home.edge) * 0.25 && cell.text.length > (home.reachChars ?? 0) * 1.25;
    return { role: home.role === 'description' && cell.x0 > grid.figureStart ? 'ignore' : home.role, col: home.col, indent: Math.max(0, cell.x0 - home.edge), overrun, ...(home.sub ? { sub: true } : {}) };
  }
  // Left of every text column the rows use: a running header or a margin note, not part of a row.
  if (grid.texts.length > 0) return { role: 'ignore', col: -1 };
  const col = nearestLabel(cell.x0, grid.header, isTextCol, Infinity);
  const role = col >= 0 ? (grid.header[col] as Column).role : 'description';
  return { role: role === 'date' && parseDate(cell.text) === null ? 'description' : role, col };
}

// A figure at the end of a piece of text, its thousands grouped by threes: the longest such tail (`11 101.04 21 927.26`
// ends in `21 927.26`, not `927.26`). Its markers (`14.22 Dr*`, a fee incl. VAT) are part of it, as parseAmount reads them.
const FIGURE = String.raw`[-\u00ad(]?R?\s?(?:\d{1,3}(?:[ ,\u00a0]\d{3})+|\d+)[.,]\d{2}[-\u00ad)]?(?:\s?(?:Cr|Dr|Kt|Dt|CR|DR))?[*#]?`;
// After a space, or drawn hard against a word's last letter (`DEBIT ORDER16,624.28`, `95.59 Dr11.46 Dr*`): no figure
// has a letter straight before its digits but its `R`, which the shorter head leaves with it.
const TRAILING_FIGURE = new RegExp(String.raw`^(.*?\S)(?:\s|(?<=[A-Za-z])(?=\d))(${FIGURE})$`);
const ONE_FIGURE = new RegExp(`^${FIGURE}$`);

/**
 * A figure drawn hard against what comes before it (a long description in a wide font, or the figure of the column
 * beside it, one space short) is read into one piece with it; it still ends on its column's edge, which text never
 * does. Split off, the rest may end in a figure too.
 */
const ENDS_IN_FIGURE = /\d[.,]\d{2}[-\u00ad)]?(?:\s?[A-Za-z]{2})?[*#]?$/;

/** A figure and then a date (`14,293.68 20250121`): the figure ends at its decimals, the date is the next column's. */
const FIGURE_THEN_DATE = new RegExp(String.raw`^(${FIGURE})\s+(\d{8}|\d{1,2}[/ -]\S+(?:[/ ]\S+)?)$`);

function splitTrailingFigure(cell: Cell, onEdge: (c: Cell) => boolean): Cell[] {
  const dated = FIGURE_THEN_DATE.exec(cell.text);
  if (dated?.[1] && dated[2] && parseAmount(dated[1]) && (parseDate(dated[2]) || parseDate(dated[2], true))) {
    const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
    return [
      { x0: cell.x0, x1: cell.x0 + dated[1].length * perChar, text: dated[1] },
      { x0: cell.x1 - dated[2].length * perChar, x1: cell.x1, text: dated[2] },
    ];
  }
  if (!ENDS_IN_FIGURE.test(cell.text) || !/\s/.test(cell.text) || ONE_FIGURE.test(cell.text) || parseAmount(cell.text)) return [cell];
  const [, head, tail] = TRAILING_FIGURE.exec(cell.text) ?? [];
  if (!head || !tail || !parseAmount(tail)) return [cell];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const rest: Cell = { x0: cell.x0, x1: cell.x0 + head.length * perChar, text: head };
  const before = parseAmount(head) ? [rest] : splitTrailingFigure(rest, onEdge);
  // Figures only: each ends at its decimals, so the cut is certain. After text, only a column's edge tells.
  if (!before.every((c) => parseAmount(c.text)) && !onEdge(cell)) return [cell];
  return [...before, { x0: cell.x1 - tail.length * perChar, x1: cell.x1, text: tail }];
}

/** A line's cells with figures read into one piece taken apart. */
function splitFigures(line: Line, onEdge: (c: Cell) => boolean = () => false): Line {
  let cells: Cell[] | undefined;
  line.cells.forEach((c, i) => {
    const parts = splitTrailingFigure(c, onEdge);
    if (parts.length > 1) cells ??= line.cells.slice(0, i);
    cells?.push(...parts);
  });
  return cells ? { ...line, cells } : line;
}

/** Puts each cell of a table line under its column. */
export function classifyLine(line: Line, grid: Grid, monthFirst = false): ClassifiedCell[] {
  const dateLabels = dateLabelsOf(grid.header);
  const split = splitFigures(line, (c) => figureOf(c, grid) !== undefined);
  const hasFigure = split.cells.some((c) => parseAmount(c.text) !== null);
  const cells = hasFigure ? rowCells(split, dateLabels, monthFirst) : split.cells;
  const out: ClassifiedCell[] = [];
  for (const cell of cells) {
    const amount = parseAmount(cell.text);
    if (amount) {
      const f = figureOf(cell, grid);
      const label = f ? f.col : bestLabel({ edge: cell.x1, x0: cell.x0, x1: cell.x1, members: 1, dates: 0, role: 'ignore', col: -1, rows: new Set() }, grid.header, isFigureCol);
      if (label >= 0 && (f || cell.x1 > grid.figureStart)) {
        // A figure column under no label is 'unknown': the balance chain learns what it means.
        const role = f ? (f.col >= grid.header.length ? 'unknown' : f.role) : (grid.header[label] as Column).role;
        out.push({ role, text: cell.text, amount, col: label });
        continue;
      }
    }
    for (const piece of amount ? [cell] : splitAtTextColumn(cell, grid)) {
      const { role, col, indent, overrun, sub } = textRole(piece, grid);
      out.push({ role: NUMERIC_ROLES.has(role) ? 'ignore' : role, text: piece.text, amount, col, ...(indent === undefined ? {} : { indent }), ...(overrun ? { overrun } : {}), ...(sub && role === 'description' ? { sub } : {}) });
    }
  }
  return out;
}

/**
 * Text run on into the next text column, one space short of it (a wide font), is read as one piece: it is two
 * where a word starts on the edge where that column's text starts in the other rows.
 */
function splitAtTextColumn(cell: Cell, grid: Grid): Cell[] {
  const home = homeOf(cell, grid);
  const next = grid.texts.find((t) => t !== home && t.members >= 3 && t.edge > cell.x0 + EDGE_TOLERANCE && t.edge < cell.x1 - EDGE_TOLERANCE && (t.col !== home?.col || t.role !== home?.role));
  if (!next) return [cell];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  let cut = -1;
  for (let i = 1; i < cell.text.length; i++) {
    if (cell.text[i - 1] !== ' ' || cell.text[i] === ' ') continue;
    const d = Math.abs(cell.x0 + i * perChar - next.edge);
    if (d <= Math.max(EDGE_TOLERANCE, perChar) && (cut < 0 || d < Math.abs(cell.x0 + cut * perChar - next.edge))) cut = i;
  }
  if (cut < 0) return [cell];
  const head = { x0: cell.x0, x1: cell.x0 + (cut - 1) * perChar, text: cell.text.slice(0, cut).trimEnd() };
  return [head, ...splitAtTextColumn({ x0: next.edge, x1: cell.x1, text: cell.text.slice(cut) }, grid)];
}

function homeOf(cell: Cell, grid: Grid): Cluster | undefined {
  let home: Cluster | undefined;
  for (const t of grid.texts) {
    if (t.edge <= cell.x0 + EDGE_TOLERANCE && (!home || t.edge > home.edge)) home = t;
  }
  return home;
}
