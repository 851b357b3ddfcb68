import type { TextRun } from '../extract/types';

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

const place = (r: TextRun): string => `${r.text.trim()}|${Math.round(r.x)}|${Math.round(r.y)}`;

/**
 * An upright stamp drawn over the table: runs in a font clearly larger than their page's text, with the same text at
 * the same place on most pages, one of whose lines (those starting at its x) shares a baseline with the page's own
 * text somewhere (a stamp set on the rows' baselines; a page with fewer rows, or a row centred between two of its
 * lines, leaves a line standing alone). A title repeated on every page stands on a line of its own and is kept.
 * Needs two pages and more to tell.
 */
export function repeatedStamps(pages: TextRun[][]): Set<TextRun> {
  const out = new Set<TextRun>();
  if (pages.length < 2) return out;
  const seen = new Map<string, { pages: Set<number>; onRows: number; runs: TextRun[] }>();
  // The statement's text size, over all its pages (a short last page may be mostly headings).
  const body = medianHeight(pages);
  if (body <= 0) return out;
  for (const runs of pages) {
    for (const r of runs) {
      if (r.height < body * LARGER || r.text.trim() === '' || Math.abs(r.angle) > 1.5) continue;
      const key = place(r);
      const entry = seen.get(key) ?? { pages: new Set<number>(), onRows: 0, runs: [] };
      entry.pages.add(r.page);
      entry.runs.push(r);
      // On a row's baseline: text of the page's own size beside it on the same line.
      if (runs.some((o) => o !== r && o.height < body * LARGER && Math.abs(o.y - r.y) < 1.5)) entry.onRows++;
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
