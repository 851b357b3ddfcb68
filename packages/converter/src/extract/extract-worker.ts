import { ConversionError } from '@bankcsv/domain';
import { parentPort } from 'node:worker_threads';
import { pdfjsExtractor } from './pdfjs-extractor';
import type { ReaderReply, ReaderRequest } from './reader-protocol';
import type { ExtractedDocument, TextRun } from './types';

// The thread PDFs are read in (see reader-thread.ts): pdfjs does its work on the thread that calls it,
// so only a thread of its own can be stopped when a hostile file keeps it busy.

let doc: ExtractedDocument | undefined;
// The page after the one last asked for, read while the caller works on that one.
let ahead: { page: number; runs: Promise<TextRun[]> } | undefined;

async function closeDocument(): Promise<void> {
  const open = doc;
  doc = undefined;
  const pending = ahead?.runs;
  ahead = undefined;
  await pending?.catch(() => undefined);
  await open?.close().catch(() => undefined);
}

function pageRuns(page: number): Promise<TextRun[]> {
  const open = opened();
  const runs = ahead?.page === page ? ahead.runs : open.pageRuns(page);
  ahead = undefined;
  if (page < open.pageCount) {
    const next = page + 1;
    // Started once this page is read (pdfjs reads one page at a time); a failure waits to be asked for.
    const later = runs.then(() => open.pageRuns(next));
    later.catch(() => undefined);
    ahead = { page: next, runs: later };
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
  }
}

function failure(e: unknown): ReaderReply {
  if (e instanceof ConversionError) return { type: 'failed', code: e.code };
  return { type: 'failed', code: 'NOT_A_PDF', detail: e instanceof Error ? e.message : String(e) };
}

const port = parentPort;
if (!port) throw new Error('extract-worker runs only as a worker thread');
port.on('message', (req: ReaderRequest) => {
  void answer(req).then(
    (reply) => port.postMessage(reply),
    (e: unknown) => port.postMessage(failure(e)),
  );
});
