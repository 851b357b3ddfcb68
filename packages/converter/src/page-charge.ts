// What a PDF costs, from pdfjs's page geometry and text: no Node APIs, so the browser counts the charge
// before upload with the very code the server charges by (package export `@bankcsv/converter/page-charge`).
import type { PageSize, TextRun } from './extract/types';
import { statementPagesOn } from './layout/page-marks';

export { statementPagesOn };

/**
 * A page's visible size: `view` is the CropBox within the MediaBox, rotation applied.
 * @example pageSizeOf([0, 0, 842, 595], 90) // { width: 595, height: 842 }
 */
export function pageSizeOf(view: readonly number[], rotate: number): PageSize {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = view;
  const [w, h] = [Math.abs(x2 - x1), Math.abs(y2 - y1)];
  return rotate % 180 === 0 ? { width: w, height: h } : { width: h, height: w };
}

/** The fields of a pdfjs text item the runs are built from (marked-content items carry no `str`). */
export interface PdfTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

/** A page's text runs from pdfjs's text items; text drawn outside the visible page is dropped (and not paid for). */
/**
 * Ligatures as the letters they join: a browser's print writes `ﬁ` for `fi` (`Notiﬁcation Fee`), and a description, a
 * search or an import wants the letters. pdfjs's own normalisation would do it, at the cost of every other glyph.
 */
const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };
const LIGATURE = /[\uFB00-\uFB06]/;
const unjoined = (s: string): string =>
  LIGATURE.test(s) ? s.replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c) : s;

export function runsFromTextItems(items: readonly PdfTextItem[], view: readonly number[], pageNo: number): TextRun[] {
  const [vx1 = 0, vy1 = 0, vx2 = 0, vy2 = 0] = view;
  const runs: TextRun[] = [];
  for (const item of items) {
    if (typeof item.str !== 'string' || item.str === '') continue;
    const t = item.transform ?? [];
    const angle = t[1] ? Math.round((Math.atan2(t[1], t[0] ?? 1) * 180) / Math.PI) : (t[0] ?? 1) < 0 ? 180 : 0;
    const width = item.width ?? 0;
    const run = {
      page: pageNo,
      x: t[4] ?? 0,
      y: t[5] ?? 0,
      width,
      height: item.height || Math.abs(t[3] ?? 0),
      text: unjoined(item.str),
      angle,
    };
    if (run.x + run.width < vx1 || run.x > vx2 || run.y + run.height < vy1 || run.y - run.height > vy2) continue;
    runs.push(run);
  }
  return runs;
}

/** How many statement pages each printed page carries: read on every page only when the first two carry several. */
export async function statementPagesOf(doc: {
  pageCount: number;
  pageRuns(page: number): Promise<TextRun[]>;
}): Promise<number[]> {
  const counts = new Array<number>(doc.pageCount).fill(1);
  const sample = Math.min(2, doc.pageCount);
  for (let p = 1; p <= sample; p++) counts[p - 1] = statementPagesOn(await doc.pageRuns(p));
  if (counts.some((n) => n > 1))
    for (let p = sample + 1; p <= doc.pageCount; p++) counts[p - 1] = statementPagesOn(await doc.pageRuns(p));
  return counts;
}
