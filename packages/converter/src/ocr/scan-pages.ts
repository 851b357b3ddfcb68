/**
 * A scan read one page at a time, as the workflow does (each page its own invocation): `readScanPage` renders and
 * reads one page, and `scanPagesExtractor` hands the pages read back to the layout engine as if they were a PDF's
 * text layer.
 */
import type { Worker } from 'tesseract.js';
import type { ExtractedDocument, PageSize, TextExtractor, TextRun } from '../extract/types';
import { ocrRendered, statementOcrWorker } from './ocr-extractor';
import { renderScanPage, type RenderOptions } from './render-page';

/** One page of a scan as OCR read it: its size in points and its words as text runs. */
export interface ScanPage extends PageSize {
  page: number;
  runs: TextRun[];
}

// Tesseract workers kept between pages: each costs a second to start. One per page read at the same time.
const idle: Worker[] = [];

async function withWorker<T>(work: (w: Worker) => Promise<T>): Promise<T> {
  const worker = idle.pop() ?? (await statementOcrWorker());
  try {
    const result = await work(worker);
    idle.push(worker);
    return result;
  } catch (e) {
    // A worker that failed mid-page is not trusted with the next one.
    await worker.terminate().catch(() => undefined);
    throw e;
  }
}

/**
 * Renders page `page` (1-based) of a scanned PDF and reads it. Throws ConversionError for a PDF that cannot be
 * rendered safely (too large, too complex, too many pages, not a PDF, locked), RangeError for a page it does not have.
 */
export async function readScanPage(bytes: Uint8Array, page: number, opts: RenderOptions): Promise<ScanPage> {
  const rendered = await renderScanPage(bytes, page, opts);
  const image = rendered.page;
  if (!image) throw new RangeError(`No page ${page}`);
  const runs = await withWorker((w) => ocrRendered(image, w, page));
  return { page, width: image.widthPt, height: image.heightPt, runs };
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
