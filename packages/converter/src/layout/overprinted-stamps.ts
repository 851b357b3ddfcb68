import type { TextRun } from '../extract/types';
import { centredBlocks } from './centred-stamps';

/**
 * A stamp in the page's own text size (or smaller), drawn over the rows: neither its size nor its angle tells it from
 * the rows' text, but it is printed on top of them. Its lines are centred on one axis (`OLD MUTUAL` / `25 JUNE 2025`
 * / `STAMP` / `BRANCH 199918`), and some of them cover a row's words (`EFT PAYMENT` under `25 JUNE 2025`). A page's
 * own text never covers other text, except a word drawn twice over itself to look bold.
 */

/** Runs overlapping by more than this (pt) across, on one line, are drawn one over the other. */
const COVER = 2;
/** On one line: baselines closer than this share of the smaller height. */
const SAME_LINE = 0.5;
/** Lines of a block that cover rows' words: one may do so by chance (a centred heading over a long row). */
const MIN_COVERING = 2;
/** Upright: a stamp set at an angle is another rule's (stamps.ts). */
const UPRIGHT = 1.5;

/** Runs of `page` lying over other text on their line (not the same word drawn twice). */
function covering(page: TextRun[]): Set<TextRun> {
  const out = new Set<TextRun>();
  const byY = page.filter((r) => r.text.trim() !== '').sort((a, b) => a.y - b.y);
  for (let i = 0; i < byY.length; i++) {
    const a = byY[i] as TextRun;
    for (let j = i + 1; j < byY.length; j++) {
      const b = byY[j] as TextRun;
      if (b.y - a.y > Math.min(a.height, b.height) * SAME_LINE) break;
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      if (across <= COVER || a.text.trim() === b.text.trim()) continue;
      out.add(a);
      out.add(b);
    }
  }
  return out;
}

/** Centred blocks of upright text, two of whose lines cover text on a row's line (`onRow`): stamps. */
export function overprintedStamps(pages: TextRun[][], onRow: (r: TextRun, page: TextRun[]) => boolean): Set<TextRun> {
  const out = new Set<TextRun>();
  for (const runs of pages) {
    const over = covering(runs);
    if (over.size === 0) continue;
    const upright = runs.filter((r) => Math.abs(r.angle) <= UPRIGHT && r.text.trim() !== '');
    // Where a left edge falls in text this dense says little: two lines covering rows' words say enough.
    for (const block of centredBlocks(upright, runs, false)) {
      const covers = block.filter((r) => over.has(r) && onRow(r, runs)).length;
      if (covers >= MIN_COVERING) for (const r of block) out.add(r);
    }
  }
  return out;
}
