/**
 * A money figure whose decimal point OCR lost (`1552791`, `51 240 28`, `12 22064`): the point is the thinnest mark of
 * a figure, and a 1-bit scan loses it more than any other. Such a run is digits alone, which a reference or an account
 * number also is; what tells them apart is where it stands. A run that ends where the page's money figures end (a
 * column's right edge, figures being set flush right) is a figure of that column, and its last two digits are its
 * cents. The point is put back before the layout engine sees the page, so the row is read at all; the balance chain
 * then checks the figure like any other, and the row shows what was read (letter-reads.ts).
 */
import type { TextRun } from '../extract/types';
import { parseAmount } from '../parse/amount';

/** Right edges this close (in line heights) are one column's: a figure's last glyph sits at the column's edge. */
const EDGE = 0.6;
/** A column is this many money figures ending at one edge: two can line up by chance. */
const MIN_FIGURES = 3;
/** Digits, grouped in threes by spaces or not, a sign before or after: a figure with its point lost. */
const POINT_LOST = /^(-?)(\d{1,3}(?: \d{3})* ?\d{2}|\d{3,})(-?)$/;

const rightOf = (r: TextRun): number => r.x + r.width;

/** The right edges on `page` where at least `MIN_FIGURES` money figures end. */
function columnEdges(runs: readonly TextRun[]): number[] {
  const ends = runs.filter((r) => parseAmount(r.text.trim()) !== null).map((r) => ({ x: rightOf(r), h: r.height }));
  const edges: number[] = [];
  for (const e of ends) {
    const near = ends.filter((o) => Math.abs(o.x - e.x) <= EDGE * e.h);
    if (near.length >= MIN_FIGURES && !edges.some((x) => Math.abs(x - e.x) <= EDGE * e.h)) edges.push(e.x);
  }
  return edges;
}

/** `12 220.64` from `12 22064`: the last two digits are the cents, the spaces before them thousands. */
function withPoint(text: string): string | null {
  const m = POINT_LOST.exec(text.trim());
  if (!m) return null;
  const [, before, body, after] = m as unknown as [string, string, string, string];
  const digits = body.replace(/ /g, '');
  if (digits.length < 3) return null;
  const units = digits.slice(0, -2);
  const grouped = body.includes(' ') ? units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : units;
  const mended = `${before}${grouped}.${digits.slice(-2)}${after}`;
  return parseAmount(mended) ? mended : null;
}

/**
 * The page's runs with the point given back to every run of digits that ends on a money column's edge, and those
 * runs as they were read.
 */
export function columnPoints(runs: readonly TextRun[]): { runs: TextRun[]; read: TextRun[] } {
  const edges = columnEdges(runs);
  const read: TextRun[] = [];
  const out = runs.map((r) => {
    if (parseAmount(r.text.trim()) !== null) return r;
    const onEdge = edges.some((x) => Math.abs(rightOf(r) - x) <= EDGE * r.height);
    const mended = onEdge ? withPoint(r.text) : null;
    if (mended === null) return r;
    read.push(r);
    return { ...r, text: mended };
  });
  return { runs: out, read };
}
