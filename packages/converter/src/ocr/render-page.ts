/**
 * A scanned page rendered on the reader thread (extract/reader-thread.ts), never on the caller's: PDFium renders
 * synchronously, and a hostile page (forms drawing forms, millions of shapes) can take minutes and gigabytes or abort
 * the WebAssembly module. There the render is stopped at the page's time limit, or as soon as the process has grown
 * by SCAN_RENDER_MEMORY_MB, and the PDF refused as too complex; the caller carries on.
 */
import { ConversionError, PAGE_READ_LIMIT_MS, SCAN_RENDER_MEMORY_MB } from '@bankcsv/domain';
import type { RenderedPage } from '../extract/reader-protocol';
import { ask } from '../extract/thread-extractor';
import { returnReaderThread, takeReaderThread, type ReaderThread } from '../extract/reader-thread';
import type { ScanOpenOptions } from './scan-document';

export interface RenderOptions extends ScanOpenOptions {
  /** When the caller must have an answer (ms since the epoch); the page's own time limit applies within it. */
  deadline?: number;
}

/** Opening measures every stream first (bounded by the decode guard); this long at most when no deadline is given. */
const OPEN_LIMIT_MS = 60_000;
const MEMORY_CHECK_MS = 25;

/** Stops `thread` once the process has grown `limitMb` past where it is now; the returned function ends the watch. */
function watchMemory(thread: ReaderThread, limitMb: number): () => void {
  const start = process.memoryUsage.rss();
  const timer = setInterval(() => {
    if (process.memoryUsage.rss() - start > limitMb * 1024 * 1024) thread.stop();
  }, MEMORY_CHECK_MS);
  return () => clearInterval(timer);
}

/**
 * Page `page` (1-based) rendered grey for OCR, and the document's page count; no `page` when it has no such page.
 * Throws ConversionError (see `openScan`; DOCUMENT_TOO_COMPLEX for a render stopped at its limits).
 */
export async function renderScanPage(
  bytes: Uint8Array,
  page: number,
  opts: RenderOptions,
): Promise<{ pageCount: number; page?: RenderedPage }> {
  const thread = takeReaderThread();
  const deadline = opts.deadline ?? Date.now() + OPEN_LIMIT_MS;
  // A buffer of its own to hand over: a small Node Buffer shares Node's pool, which cannot be transferred.
  const copy = new Uint8Array(bytes).buffer;
  const { password, maxPages, maxDecodedBytes } = opts;
  // Watched only while rendering: opening is bounded by the decode guard, and other pages read in the same process
  // (the local stack) grow it meanwhile.
  let unwatch = () => undefined as void;
  try {
    const open = { type: 'scan-open', bytes: copy, password, maxPages, maxDecodedBytes } as const;
    const { pageCount } = await ask(thread, open, 'scan-opened', deadline, Infinity, [copy]);
    if (!Number.isInteger(page) || page < 1 || page > pageCount) {
      await ask(thread, { type: 'close' }, 'closed', deadline, Infinity);
      returnReaderThread(thread);
      return { pageCount };
    }
    unwatch = watchMemory(thread, SCAN_RENDER_MEMORY_MB);
    const rendered = await ask(thread, { type: 'scan-render', page }, 'rendered', deadline, PAGE_READ_LIMIT_MS);
    returnReaderThread(thread);
    return { pageCount, page: rendered.page };
  } catch (e) {
    // The file's own refusals leave the thread as it was; after a stopped or aborted render it is not reused.
    const clean = e instanceof ConversionError && e.code !== 'DOCUMENT_TOO_COMPLEX' && e.code !== 'PROCESSING_TIMEOUT';
    if (clean && thread.alive) returnReaderThread(thread);
    else thread.stop();
    throw e;
  } finally {
    unwatch();
  }
}
