import { ConversionError } from '@bankcsv/domain';
import type { PDFiumDocument } from '@hyzyla/pdfium';
import { parentPort } from 'node:worker_threads';
import { type PackedRuns, packRuns } from './packed-runs';
import { pdfjsExtractor, preloadPdfJs } from './pdfjs-extractor';
import type { ReaderReply, ReaderRequest } from './reader-protocol';
import type { ExtractedDocument } from './types';

// The thread PDFs are read in (see reader-thread.ts): pdfjs does its work on the thread that calls it,
// so only a thread of its own can be stopped when a hostile file keeps it busy.

let doc: ExtractedDocument | undefined;
let scans: typeof import('../ocr/scan-document') | undefined;
let scan: PDFiumDocument | undefined;
// Pages read ahead of the one last asked for, while the main thread takes that one in: with a round trip
// per page and nothing read meanwhile, this thread would wait on each.
const READ_AHEAD = 4;
let ahead = new Map<number, Promise<PackedRuns>>();

function closeScan(): void {
  const open = scan;
  scan = undefined;
  try {
    open?.destroy();
  } catch {
    // A module that aborted cannot close anything: the main thread drops this thread.
  }
}

async function closeDocument(): Promise<void> {
  closeScan();
  const open = doc;
  doc = undefined;
  const pending = [...ahead.values()];
  ahead = new Map();
  await Promise.all(pending.map((p) => p.catch(() => undefined)));
  await open?.close().catch(() => undefined);
}

function readPage(open: ExtractedDocument, page: number, after: Promise<unknown>): Promise<PackedRuns> {
  // Started once the page before is read (pdfjs reads one page at a time); a failure waits to be asked for.
  const runs = after.then(() => open.pageRuns(page)).then((r) => packRuns(r, page));
  runs.catch(() => undefined);
  return runs;
}

function pageRuns(page: number): Promise<PackedRuns> {
  const open = opened();
  const runs = ahead.get(page) ?? readPage(open, page, Promise.resolve());
  // Its buffer is handed over with the reply: never given out twice.
  for (const p of ahead.keys()) if (p <= page) ahead.delete(p);
  let last = runs;
  // Page n reads up to n pages ahead, READ_AHEAD at most: a caller that stops after the first page or two
  // (counting a statement's pages) leaves little read for nothing.
  const until = Math.min(open.pageCount, page + Math.min(READ_AHEAD, page));
  for (let next = page + 1; next <= until; next++) {
    last = ahead.get(next) ?? readPage(open, next, last);
    ahead.set(next, last);
  }
  return runs;
}

function opened(): ExtractedDocument {
  if (!doc) throw new Error('no document is open');
  return doc;
}

async function answer(req: ReaderRequest): Promise<ReaderReply> {
  switch (req.type) {
    case 'open': {
      await closeDocument();
      const bytes = new Uint8Array(req.bytes);
      // The deadline is kept by the main thread, which can stop this one.
      doc = await pdfjsExtractor.open(bytes, {
        password: req.password,
        maxPages: req.maxPages,
        maxDecodedBytes: req.maxDecodedBytes,
        deadline: Infinity,
      });
      return { type: 'opened', pageCount: doc.pageCount };
    }
    case 'sizes':
      return { type: 'sizes', sizes: await opened().pageSizes(Infinity) };
    case 'runs':
      return { type: 'runs', runs: await pageRuns(req.page) };
    case 'close':
      await closeDocument();
      return { type: 'closed' };
    case 'scan-open': {
      await closeDocument();
      // Loaded on the first scan only: reading a text statement never starts PDFium.
      scans ??= await import('../ocr/scan-document');
      const { password, maxPages, maxDecodedBytes } = req;
      scan = await scans.openScan(new Uint8Array(req.bytes), { password, maxPages, maxDecodedBytes });
      return { type: 'scan-opened', pageCount: scan.getPageCount() };
    }
    case 'scan-render': {
      const open = scan;
      if (!open || !scans) throw new Error('no scan is open');
      try {
        return { type: 'rendered', page: await scans.renderPage(open, req.page) };
      } finally {
        await closeDocument();
      }
    }
    case 'convert':
      throw new Error('the PDF reader thread converts nothing: convert-worker does');
  }
}

function failure(e: unknown): ReaderReply {
  if (e instanceof ConversionError) return { type: 'failed', code: e.code };
  return { type: 'failed', code: 'NOT_A_PDF', detail: e instanceof Error ? e.message : String(e) };
}

function transferOf(reply: ReaderReply): ArrayBuffer[] {
  if (reply.type === 'runs') return [reply.runs.numbers.buffer];
  if (reply.type === 'rendered' && reply.page) return [reply.page.pixels];
  return [];
}

const port = parentPort;
if (!port) throw new Error('extract-worker runs only as a worker thread');
// Loaded while the main thread is still starting up and reading the file, not once it asks.
preloadPdfJs();
port.on('message', (req: ReaderRequest) => {
  void answer(req).then(
    (reply) => port.postMessage(reply, transferOf(reply)),
    (e: unknown) => port.postMessage(failure(e)),
  );
});
