/** Wrapped lines set at a statement's own indent, however deep: a hanging indent. */
import type { ClassifiedCell } from './classify-line';
import type { Line } from './lines';

/** Lines that start this far in (pt) start at one indent. */
const SAME_INDENT_PT = 1.5;
/** Further in than this (pt), a line is set in on purpose, not a glyph's side bearing off the column's edge. */
const SET_IN_PT = 6;
/** Bare lines (undated, no figures) at one indent, at least this many with different words: a hanging indent. */
const HANGING_LINES = 3;

/**
 * The indent at which a statement sets its wrapped lines (a hanging indent, `REFUND` over `  TAKEALOT ORDER 88213`):
 * many lines of the segment start there, however deep, more than one a page and not all the same. A note or a stamp
 * inside the column stands alone, and a running footer near the rows comes once a page with the same words. Such
 * lines start further in than the rows, so they may end further out as well (table-reader's `continues`). `bare`
 * says which lines could be wrapped lines: undated, without figures.
 */
export function hangingIndent(
  lines: readonly { line: Line; cells: ClassifiedCell[] }[],
  bare: (cells: ClassifiedCell[]) => boolean,
): number | null {
  const deep: { indent: number; text: string }[] = [];
  for (const { line, cells } of lines) {
    const first = cells[0];
    if (first?.role !== 'description' || (first.indent ?? 0) <= SET_IN_PT) continue;
    if (bare(cells)) deep.push({ indent: first.indent as number, text: line.text });
  }
  deep.sort((a, b) => a.indent - b.indent);
  const pages = new Set(lines.map((l) => l.line.page)).size;
  for (let i = 0, j = 0; i < deep.length; i++) {
    const at = (deep[i] as (typeof deep)[number]).indent;
    while (at - (deep[j] as (typeof deep)[number]).indent > SAME_INDENT_PT) j++;
    const run = deep.slice(j, i + 1);
    if (run.length > pages && new Set(run.map((d) => d.text)).size >= HANGING_LINES) return at;
  }
  return null;
}

/** Whether a line set `indent` pt in starts at the hanging indent `hang`. */
export const atIndent = (indent: number, hang: number): boolean => Math.abs(indent - hang) <= SAME_INDENT_PT;
