import type { TextRun } from '../extract/types';

/** Larger than the page's text by this much: a stamp's font, not a row's (12 pt against 8 pt). */
const LARGER = 1.3;

const median = (xs: number[]): number => {
  const s = xs.filter((x) => x > 0).sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[s.length >> 1] as number);
};

const place = (r: TextRun): string => `${r.text.trim()}|${Math.round(r.x)}|${Math.round(r.y)}`;

/**
 * An upright stamp drawn over the table: runs in a font clearly larger than their page's text, with the same text at
 * the same place on most pages, that shares a baseline with the page's own text somewhere (a stamp set on the rows'
 * baselines; a page with fewer rows leaves it standing alone). A title repeated on every page stands on a line of
 * its own everywhere and is kept. Needs two pages and more to tell.
 */
export function repeatedStamps(pages: TextRun[][]): Set<TextRun> {
  const out = new Set<TextRun>();
  if (pages.length < 2) return out;
  const seen = new Map<string, { pages: Set<number>; onRows: number; runs: TextRun[] }>();
  for (const runs of pages) {
    const body = median(runs.map((r) => r.height));
    if (body <= 0) continue;
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
  for (const { pages: on, onRows, runs } of seen.values()) if (on.size >= quorum && onRows > 0) for (const r of runs) out.add(r);
  return out;
}
