import { parseAmount, isAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import { cluster, EDGE_TOLERANCE, isFigureCol, overlapWith, type Cluster } from './column-clusters';
import { rowCells } from './date-cells';
import { assignFigures } from './figure-labels';
import { splitFigures } from './figure-split';
import type { Column } from './header-labels';
import { splitAtLabels } from './label-split';
import type { Cell, Line } from './lines';
import { measureReach } from './text-extents';
import { assignTextColumns, nearestIgnore } from './text-labels';

export interface Grid {
  header: Column[];
  figures: Cluster[];
  texts: Cluster[];
  /** Left edge of the leftmost figure column: text beyond it is not description. */
  figureStart: number;
}

/**
 * Columns a row's leading dates may stand in (date, other date, reference): asked once per line, so remembered per
 * header.
 */
const dateLabelCounts = new WeakMap<Column[], number>();
export function dateLabelsOf(header: Column[]): number {
  let n = dateLabelCounts.get(header);
  if (n === undefined)
    dateLabelCounts.set(
      header,
      (n = header.filter((c) => c.role === 'date' || c.role === 'ignore' || c.role === 'reference').length),
    );
  return n;
}

/** A cell-is-a-figure test that parses each cell once. */
function amountTest(): (c: Cell) => boolean {
  const amounts = new Map<Cell, boolean>();
  return (c) => {
    let a = amounts.get(c);
    if (a === undefined) amounts.set(c, (a = isAmount(c.text)));
    return a;
  };
}

/**
 * The cells of the table's rows, figures apart from text, each with its row. Rows only: continuation text is
 * ragged. A row is anchored by a date or by two figures (an amount and its balance); a lone figure on an undated
 * line is text that happens to be numeric (`14.99`, `(R224.44)`).
 */
function rowCellSample(cellsOf: Cell[][], isAmount: (c: Cell) => boolean, isDate: (c: Cell) => boolean) {
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
  return { numeric, text, rowOf };
}

/**
 * Each figure cluster takes its label; an unlabelled one seen on three rows or more is a column of its own, unless
 * its figures start where rows' words start: a text column's lines that are a figure (`4,927.81` under its
 * description's first line), lined up on the right too where they print as wide.
 */
function labelFigures(figures: Cluster[], header: Column[], text: Cell[]): void {
  const labels = assignFigures(figures, header);
  const startsText = (f: Cluster) => text.filter((c) => Math.abs(c.x0 - f.x0) <= EDGE_TOLERANCE).length >= 3;
  let unknownId = header.length;
  figures.forEach((f, i) => {
    let col = labels[i] as number;
    if (col < 0 && f.members >= 3 && !startsText(f)) col = unknownId++;
    f.col = col;
    f.role = col < 0 ? 'ignore' : (header[col]?.role ?? 'ignoreAmount');
  });
}

/**
 * The date column is the date-like cluster under the Date label; any other date (a transaction or value date) is
 * ignored. Answers the date-like clusters and the header with the labels those other dates took.
 */
function labelDates(texts: Cluster[], header: Column[]) {
  const dateCol = header.findIndex((c) => c.role === 'date');
  const dateLike = texts.filter((t) => t.dates * 2 > t.members);
  const primary =
    dateLike.length === 0 || dateCol < 0
      ? undefined
      : dateLike.reduce((a, b) =>
          overlapWith(b, header[dateCol] as Column) > overlapWith(a, header[dateCol] as Column) ? b : a,
        );
  for (const t of dateLike) {
    t.role = t === primary ? 'date' : 'ignore';
    t.col = t === primary ? dateCol : -1;
  }
  // A second date column (transaction or value date) takes its label out of the text labels left to share.
  const taken = new Set(dateLike.filter((t) => t !== primary).map((t) => nearestIgnore(t, header)));
  return { dateLike, textHeader: header.map((c, i) => (taken.has(i) ? { ...c, role: 'date' as const } : c)) };
}

/**
 * Columns as the data prints them: figures cluster on their right edges, text on its left edges, and each
 * cluster takes the label its extent overlaps most (labels may be centred, left or right over their cells).
 */
export function buildGrid(header: Column[], lines: Line[], monthFirst = false): Grid {
  const dateLabels = dateLabelsOf(header);
  const dated = (c: Cell): boolean => isDate(c.text, monthFirst);
  const isFigure = amountTest();
  // Each line's cells as classifyLine reads them: a row's date cut from the description printed against it.
  const cellsOf = lines.map((l) => {
    const split = splitFigures(l);
    return splitAtLabels(split.cells.some(isFigure) ? rowCells(split, dateLabels, monthFirst) : split.cells, header);
  });
  const { numeric, text, rowOf } = rowCellSample(cellsOf, isFigure, dated);
  const figures = cluster(
    numeric,
    (c) => c.x1,
    () => false,
    (c) => rowOf.get(c) ?? -1,
    (c) => parseAmount(c.text)?.cents === 0,
  );
  labelFigures(figures, header, text);
  const placed = figures.filter((f) => f.col >= 0);
  const labelled = header.filter(isFigureCol);
  const figureStart = Math.min(...placed.map((f) => f.x0), ...labelled.map((c) => c.x0));
  const texts = cluster(
    text,
    (c) => c.x0,
    dated,
    (c) => rowOf.get(c) ?? -1,
    undefined,
    (c) => /^\d{1,5}$/.test(c.text),
  );
  const { dateLike, textHeader } = labelDates(texts, header);
  assignTextColumns(
    texts.filter((t) => !dateLike.includes(t)),
    textHeader,
    figureStart,
  );
  measureReach(texts, cellsOf, (cells) => cells.some(isFigure) && cells.some(dated));
  return { header, figures, texts, figureStart };
}
