import type { ParsedAmount } from '../parse/amount';
import { sortedNumbers } from '../parse/sorted-numbers';

/** A figure where the page prints it: its right edge, the height of its line, its text. */
export interface PlacedFigure {
  /** Where the figure starts, when known. */
  x0?: number;
  x1: number;
  height: number;
  text: string;
  amount: ParsedAmount;
}

/** Edges this close (pt) are one edge. */
const SAME_EDGE = 0.5;

/**
 * A soft hyphen used as a minus (U+00AD) is an invisible format mark to pdfjs: dropped from the text, and the
 * glyphs after it are not moved past it. So such a figure comes out bare, and its right edge falls short of its
 * right-aligned column by the width of a hyphen (a third to two thirds of the font size). In a column that shows no
 * sign mark at all, figures short of the edge most others share by one such width, all by the same, are marked as
 * having lost a minus. The balance chain decides whether to believe it.
 */
export function markLostMinus(column: PlacedFigure[]): void {
  if (column.some((f) => f.amount.mark !== null && f.amount.cents > 0)) return;
  const cells = column.filter((f) => f.amount.cents > 0 && /\d$/.test(f.text));
  if (cells.length < 3) return;
  // The column's edge: the rightmost one at least two figures share (a stray wider figure is not the column).
  const edges = Array.from(sortedNumbers(cells.map((f) => f.x1))).reverse();
  const edge = edges.find((e, i) => e - (edges[i + 1] ?? -Infinity) <= SAME_EDGE);
  if (edge === undefined) return;
  const short = cells.filter((f) => edge - f.x1 >= 0.25 * f.height && edge - f.x1 <= 0.7 * f.height);
  const gaps = short.map((f) => edge - f.x1);
  // One glyph's width, the same for all.
  if (short.length > 0 && Math.max(...gaps) - Math.min(...gaps) > SAME_EDGE) return;
  const onEdge = cells.filter((f) => Math.abs(edge - f.x1) <= SAME_EDGE);
  if (onEdge.length + short.length < cells.length * 0.8) return; // not a right-aligned column
  for (const f of short) f.amount.lost = true;
  // A figure with a space inside (`4 863,92`, `R 648.71`) is drawn in pieces: the piece after the last space is placed
  // on the edge as printed, and only the pieces before it fall back by the lost hyphen. Such a figure ends on the edge
  // but is wider, by about a hyphen, than the narrowest figure of its shape there.
  const shape = (f: PlacedFigure): string => f.text.replace(/\d/g, '0');
  const narrowest = new Map<string, number>();
  for (const f of onEdge)
    if (f.x0 !== undefined) narrowest.set(shape(f), Math.min(narrowest.get(shape(f)) ?? Infinity, f.x1 - f.x0));
  for (const f of onEdge) {
    if (f.x0 === undefined || !/\S \d/.test(f.text)) continue;
    const excess = f.x1 - f.x0 - (narrowest.get(shape(f)) as number);
    if (excess >= 0.25 * f.height && excess <= 0.7 * f.height) f.amount.lost = true;
  }
}
