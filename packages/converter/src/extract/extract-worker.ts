import { ConversionError } from '@bankcsv/domain';
import { parentPort } from 'node:worker_threads';
import { pdfjsExtractor } from './pdfjs-extractor';
import type { ReaderReply, ReaderRequest } from './reader-protocol';
import type { ExtractedDocument } from './types';

// The thread PDFs are read in (see reader-thread.ts): pdfjs does its work on the thread that calls it,
// so only a thread of its own can be stopped when a hostile file keeps it busy.

let doc: ExtractedDocument | undefined;

async function closeDocument(): Promise<void> {
  const open = doc;
  doc = undefined;
  await open?.close().catch(() => undefined);
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
      doc = await pdfjsExtractor.open(bytes, { password: req.password, maxPages: req.maxPages, maxDecodedBytes: req.maxDecodedBytes, deadline: Infinity });
      return { type: 'opened', pageCount: doc.pageCount };
    }
    case 'sizes':
      return { type: 'sizes', sizes: await opened().pageSizes(Infinity) };
    case 'runs':
      return { type: 'runs', runs: await opened().pageRuns(req.page) };
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
