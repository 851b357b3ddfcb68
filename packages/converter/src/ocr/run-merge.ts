/** OCR text runs that belong together (a figure, a date, a phrase) put back into one run, as a text layer draws it. */
import type { TextRun } from '../extract/types';

/**
 * Whether `next` stands just after `before` on its line: baselines within `level` line heights, and the ink gap
 * between them from `from` to `to` line heights (a little overlap allowed, as OCR boxes do).
 */
export function justAfter(before: TextRun, next: TextRun, to: number, from = -0.1, level = 0.3): boolean {
  const gap = next.x - (before.x + before.width);
  return Math.abs(before.y - next.y) < level * before.height && gap >= from * before.height && gap < to * before.height;
}

/**
 * Runs (sorted left to right) merged: each joins the first earlier run `glue` takes it after, with the text `glue`
 * gives the pair (null: not these two).
 */
export function mergeRuns(runs: TextRun[], glue: (before: TextRun, next: TextRun) => string | null): TextRun[] {
  const out: TextRun[] = [];
  for (const r of runs) {
    const lead = out.find((o) => glue(o, r) !== null);
    if (!lead) {
      out.push(r);
      continue;
    }
    lead.text = glue(lead, r) as string;
    lead.width = r.x + r.width - lead.x;
  }
  return out;
}
