/**
 * A scan read one page at a time, as the workflow does (each page its own invocation): `readScanPage` renders and
 * reads one page. Only this side loads PDFium and Tesseract; `scanPagesExtractor` (scan-pages-extractor.ts) hands the
 * pages read back to the layout engine without them.
 */
import type { Worker } from 'tesseract.js';
import { ocrRendered, statementOcrWorker } from './ocr-extractor';
import { renderScanPage, type RenderOptions } from './render-page';
import type { ScanPage } from './scan-pages-extractor';

export type { ScanPage };

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

/** Ends the idle workers: a process that reads no more pages (a test run, the local stack stopping) can exit. */
export async function releaseOcrWorkers(): Promise<void> {
  await Promise.all(idle.splice(0).map((w) => w.terminate().catch(() => undefined)));
}

/**
 * Renders page `page` (1-based) of a scanned PDF and reads it. Throws ConversionError for a PDF that cannot be
 * rendered safely (too large, too complex, too many pages, not a PDF, locked), RangeError for a page it does not have.
 */
export async function readScanPage(bytes: Uint8Array, page: number, opts: RenderOptions): Promise<ScanPage> {
  const rendered = await renderScanPage(bytes, page, opts);
  const image = rendered.page;
  if (!image) throw new RangeError(`No page ${page}`);
  const { runs, unsure, lettered } = await withWorker((w) => ocrRendered(image, w, page));
  return { page, width: image.widthPt, height: image.heightPt, runs, unsure, lettered };
}
