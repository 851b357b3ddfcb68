import type { TextRun } from '../extract/types';
import { isAmount } from '../parse/amount';
import { isDate } from '../parse/date';
import { centredStamps } from './centred-stamps';
import { overprintedStamps } from './overprinted-stamps';

/** Larger than the page's text by this much: a stamp's font (12 pt against 8 to 9.5 pt), not a row's. */
const LARGER = 1.25;

/** The median of the positive heights of every run (a typed array sorts numbers natively, without a comparator). */
function medianHeight(pages: TextRun[][]): number {
  let n = 0;
  for (const runs of pages) for (const r of runs) if (r.height > 0) n++;
  const s = new Float64Array(n);
  n = 0;
  for (const runs of pages) for (const r of runs) if (r.height > 0) s[n++] = r.height;
  s.sort();
  return s.length === 0 ? 0 : (s[s.length >> 1] as number);
}

/** Whether the letters of a larger run stand across a baseline. */
const crosses = (big: TextRun, y: number): boolean => y > big.y - big.height * 0.25 && y < big.y + big.height * 0.9;

const place = (r: TextRun): string => `${r.text.trim()}|${Math.round(r.x)}|${Math.round(r.y)}`;

/**
 * An upright stamp drawn over the table: runs in a font clearly larger than their page's text, with the same text at
 * the same place on most pages, one of whose lines (those starting at its x) stands across a line of the page's own
 * text somewhere (on its baseline or a few points off; a page with fewer rows, or a row centred between two of its
 * lines, leaves a line standing alone). A title repeated on every page stands on a line of its own and is kept.
 * Needs two pages and more to tell.
 */
function repeatedStamps(pages: TextRun[][], body: number): Set<TextRun> {
  const out = new Set<TextRun>();
  if (pages.length < 2) return out;
  const seen = new Map<string, { pages: Set<number>; onRows: number; runs: TextRun[] }>();
  for (const runs of pages) {
    for (const r of runs) {
      if (r.height < body * LARGER || r.text.trim() === '' || Math.abs(r.angle) > 1.5) continue;
      const key = place(r);
      const entry = seen.get(key) ?? { pages: new Set<number>(), onRows: 0, runs: [] };
      entry.pages.add(r.page);
      entry.runs.push(r);
      // Across a line of the page's own text: on its baseline, or a few points off it.
      if (runs.some((o) => o !== r && o.height < body * LARGER && crosses(r, o.y))) entry.onRows++;
      seen.set(key, entry);
    }
  }
  const quorum = Math.max(2, Math.ceil(pages.filter((p) => p.length > 0).length * 0.6));
  const repeated = [...seen.values()].filter((e) => e.pages.size >= quorum);
  // A stamp's lines start at one x: one of them on a row's baseline shows the block is drawn over the rows.
  const onRows = new Set(repeated.filter((e) => e.onRows > 0).map((e) => Math.round((e.runs[0] as TextRun).x)));
  for (const e of repeated) if (onRows.has(Math.round((e.runs[0] as TextRun).x))) for (const r of e.runs) out.add(r);
  return out;
}

/** Far larger than the page's text: a stamp printed once, where no repetition says what it is. */
const MUCH_LARGER = 1.5;

/** The baselines of a page's rows: a date and a figure on one line, in the page's own size. */
function rowBaselines(runs: TextRun[], body: number): number[] {
  const small = runs.filter((o) => o.height < body * LARGER);
  const dated = new Set(small.filter((o) => isDate(o.text.trim())).map((o) => Math.round(o.y)));
  return [...new Set(small.filter((o) => isAmount(o.text.trim())).map((o) => Math.round(o.y)))].filter((y) =>
    dated.has(y),
  );
}

/**
 * A stamp drawn once over the rows (a one-page statement, or a stamp on some pages only): a run in a far larger font
 * whose letters stand across a row's line. A heading between two tables has room of its own; a letterhead crosses no
 * row.
 */
function stampsOverRows(pages: TextRun[][], body: number): TextRun[] {
  const out: TextRun[] = [];
  for (const runs of pages) {
    const big = runs.filter((r) => r.height >= body * MUCH_LARGER && Math.abs(r.angle) <= 1.5 && /[a-z]/i.test(r.text));
    if (big.length === 0) continue;
    const rows = rowBaselines(runs, body);
    for (const r of big) if (rows.some((y) => crosses(r, y))) out.push(r);
  }
  return out;
}

/** Stamps drawn over the rows, at one place on every page or once: their runs are no part of the rows' lines. */
export function stampRuns(pages: TextRun[][]): Set<TextRun> {
  // The statement's text size, over all its pages (a short last page may be mostly headings).
  const body = medianHeight(pages);
  if (body <= 0) return new Set();
  const out = repeatedStamps(pages, body);
  for (const r of stampsOverRows(pages, body)) out.add(r);
  const onRow = (r: TextRun, page: TextRun[]) => rowBaselines(page, body).some((y) => crosses(r, y));
  for (const r of centredStamps(pages, body, onRow)) out.add(r);
  for (const r of overprintedStamps(pages, onRow)) out.add(r);
  return out;
}
