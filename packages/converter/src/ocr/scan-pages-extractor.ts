/**
 * Pages of a scan already read by OCR, handed to the layout engine as a PDF's text layer would be. Free of the OCR
 * engine itself, so the text path (and the command line) never loads it.
 */
import type { ExtractedDocument, PageSize, TextExtractor, TextRun } from '../extract/types';

/** One page of a scan as OCR read it: its size in points and its words as text runs. */
export interface ScanPage extends PageSize {
  page: number;
  runs: TextRun[];
  /** The digits OCR was unsure of, one glyph a run (unsure-glyphs.ts); none on pages read before it said so. */
  unsure?: TextRun[];
  /** The figures OCR gave letters for digits in, as read (letter-reads.ts); none on pages read before it said so. */
  lettered?: TextRun[];
}

/** Pages already read (by `readScanPage`, in any order) as a document for the layout engine. */
export function scanPagesExtractor(pages: readonly ScanPage[]): TextExtractor {
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  const doc: ExtractedDocument = {
    pageCount: sorted.length,
    pageSizes: async () => sorted.map(({ width, height }) => ({ width, height })),
    pageRuns: async (page) => sorted[page - 1]?.runs ?? [],
    close: async () => undefined,
  };
  return {
    open: async (_bytes, opts) => {
      if (sorted.some((p, i) => p.page !== i + 1)) throw new RangeError('Pages of the scan are missing');
      if (sorted.length > opts.maxPages) throw new RangeError(`A scan of more than ${opts.maxPages} pages`);
      return doc;
    },
  };
}
