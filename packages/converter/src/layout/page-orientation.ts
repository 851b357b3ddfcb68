import type { TextRun } from '../extract/types';

/** How far from a quarter turn a page's text may lie and still be read as printed that way. */
const TOLERANCE = 1.5;
/** The share of a page's characters that must run one way for the page to be turned to read them. */
const MAJORITY = 0.6;

const normal = (deg: number): number => ((((deg + 180) % 360) + 360) % 360) - 180;

/** The quarter turn (90, 180 or -90) most of the page's characters run at, or 0. */
function quarterTurn(runs: readonly TextRun[]): number {
  const chars = new Map<number, number>();
  let total = 0;
  for (const r of runs) {
    const n = r.text.trim().length;
    total += n;
    const q = Math.round(r.angle / 90) * 90;
    if (q !== 0 && Math.abs(normal(r.angle - q)) <= TOLERANCE) chars.set(normal(q), (chars.get(normal(q)) ?? 0) + n);
  }
  for (const [q, n] of chars) if (n >= MAJORITY * total) return q;
  return 0;
}

/**
 * A page whose text runs a quarter or half turn from the page's own axes (a landscape page drawn rotated, shown
 * upright by the page's /Rotate): its runs turned so that the text reads left to right, top to bottom, as shown.
 * Text at any other angle stays as drawn (a stamp or watermark). Runs of one page.
 */
export function uprightRuns(runs: TextRun[]): TextRun[] {
  const turn = quarterTurn(runs);
  if (turn === 0) return runs;
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const r of runs)
    [minX, maxX, minY, maxY] = [Math.min(minX, r.x), Math.max(maxX, r.x), Math.min(minY, r.y), Math.max(maxY, r.y)];
  // Mirrored within the runs' own extent, so coordinates stay where they were (positive, the same span).
  const place = (r: TextRun): [number, number] =>
    turn === 90
      ? [r.y, minX + maxX - r.x]
      : turn === -90
        ? [minY + maxY - r.y, r.x]
        : [minX + maxX - r.x, minY + maxY - r.y];
  return runs.map((r) => {
    const [x, y] = place(r);
    return { ...r, x, y, angle: normal(r.angle - turn) };
  });
}
