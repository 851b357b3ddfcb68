/**
 * Where a row's description drawn as an image lies on its page: the row's line band, from where the page's
 * descriptions start to the first thing the text layer prints right of that (the description's tail, a reference, a
 * figure). Found from the lines alone, in PDF points (y up).
 */
import type { Line } from '../layout/lines';
import type { Transaction } from '../types';
import { medianOf } from '../parse/sorted-numbers';

export interface ImageRegion {
  page: number;
  row: number;
  x0: number;
  x1: number;
  /** Bottom and top of the band, y up. */
  y0: number;
  y1: number;
  /** Down to here under the band the column must be bare: ink there is the image going on to a line of its own. */
  clearTo: number;
}

/** The band around a baseline that holds its line's glyphs (descenders to capitals) and none of its neighbours'. */
const BAND = { below: 0.3, above: 0.95, next: 1.2 };
/** Room left either side of the region, so a neighbouring cell's last glyph is not read with it (pt). */
const MARGIN = 1.5;
/** A region narrower than this holds no word (pt). */
const MIN_WIDTH = 8;

/**
 * Where descriptions start on each page: the left edge of the cells that begin the descriptions the text layer holds.
 * Descriptions are printed left-aligned, so the median of these is the column's start.
 */
function descriptionStarts(tx: readonly Transaction[], at: Map<string, Line>): Map<number, number> {
  const xs = new Map<number, number[]>();
  for (const t of tx) {
    const first = t.description.split(' ')[0];
    const line = at.get(`${t.page}:${t.row}`);
    if (t.descriptionAsImage || !first || !line) continue;
    const cell = line.cells.find((c) => c.text.trim().split(' ')[0] === first);
    if (cell) xs.set(t.page, [...(xs.get(t.page) ?? []), cell.x0]);
  }
  const all = medianOf([...xs.values()].flat());
  const starts = new Map<number, number>();
  for (const page of new Set(tx.map((t) => t.page))) {
    const x = medianOf(xs.get(page) ?? []) ?? all;
    if (x !== undefined) starts.set(page, x);
  }
  return starts;
}

/** The region of one flagged row's line; none where the text layer prints across the column's start. */
function regionOf(line: Line, next: Line | undefined, start: number): ImageRegion | null {
  if (line.cells.some((c) => c.x0 < start - MARGIN && c.x1 > start + MARGIN)) return null;
  const before = Math.max(-Infinity, ...line.cells.filter((c) => c.x1 <= start + MARGIN).map((c) => c.x1));
  const after = Math.min(...line.cells.filter((c) => c.x0 >= start - MARGIN).map((c) => c.x0));
  const x0 = Math.max(start - MARGIN, before + MARGIN);
  const x1 = after - MARGIN;
  if (!Number.isFinite(x1) || x1 - x0 < MIN_WIDTH) return null;
  const h = line.height > 0 ? line.height : 8;
  const y0 = line.y - BAND.below * h;
  // A line's worth under the band, short of the next line's own band.
  const nextTop = next ? next.y + BAND.above * (next.height > 0 ? next.height : h) : -Infinity;
  const clearTo = Math.min(y0, Math.max(y0 - BAND.next * h, nextTop));
  return { page: line.page, row: line.row, x0, x1, y0, y1: line.y + BAND.above * h, clearTo };
}

/** One region per line whose rows' descriptions (or their starts) are drawn as images. */
export function imageRegions(tx: readonly Transaction[], lines: readonly Line[]): ImageRegion[] {
  const at = new Map(lines.map((l) => [`${l.page}:${l.row}`, l]));
  // The line printed under each one on its page.
  const under = new Map<Line, Line>();
  const down = [...lines].sort((a, b) => a.page - b.page || b.y - a.y);
  down.forEach((l, i) => {
    const next = down[i + 1];
    if (next?.page === l.page) under.set(l, next);
  });
  const starts = descriptionStarts(tx, at);
  const seen = new Set<string>();
  const out: ImageRegion[] = [];
  for (const t of tx) {
    const place = `${t.page}:${t.row}`;
    const line = at.get(place);
    const start = starts.get(t.page);
    if (!t.descriptionAsImage || seen.has(place) || !line || start === undefined) continue;
    seen.add(place);
    const region = regionOf(line, under.get(line), start);
    if (region) out.push(region);
  }
  return out;
}
