import { ConversionError } from '@bankcsv/domain';
import { setFlagsFromString } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { convertStatement } from '../convert';
import { pdfjsExtractor, preloadPdfJs } from './pdfjs-extractor';
import type { ReaderReply, ReaderRequest } from './reader-protocol';
import type { TextExtractor } from './types';

// The command line's thread (see reader-thread.ts): pdfjs and every stage after it on this one thread, so no page is
// handed across; the main thread keeps the deadline and the page limit, and stops this thread outright past them.

const port = parentPort;
if (!port) throw new Error('convert-worker runs only as a worker thread');
const say = (reply: ReaderReply) => (port as NonNullable<typeof parentPort>).postMessage(reply);

/** pdfjs on this thread, saying as it starts each page: the main thread's page limit runs from there. */
const reporting: TextExtractor = {
  async open(bytes, opts) {
    const doc = await pdfjsExtractor.open(bytes, opts);
    return {
      ...doc,
      pageRuns(page) {
        say({ type: 'progress' });
        return doc.pageRuns(page);
      },
    };
  },
};

/**
 * The process converts one document and ends (the command line): V8's top tier compiles too late to pay for itself. On
 * a 118-page statement Turbofan's background compiling cost about 0.4 s of CPU and saved no time by the clock. Set
 * only now, with this thread's code loaded: a flag changes the key of V8's code caches, Node's own and ours.
 */
const ONE_DOCUMENT_V8_FLAGS = '--no-turbofan';

async function answer(req: ReaderRequest): Promise<ReaderReply> {
  if (req.type !== 'convert') throw new Error(`the conversion thread was asked to ${req.type}`);
  setFlagsFromString(ONE_DOCUMENT_V8_FLAGS);
  const { bytes, type: _convert, ...opts } = req;
  return {
    type: 'converted',
    statement: await convertStatement(new Uint8Array(bytes), { ...opts, extractor: reporting }),
  };
}

function failure(e: unknown): ReaderReply {
  if (e instanceof ConversionError) return { type: 'failed', code: e.code, message: e.message };
  return { type: 'crashed', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
}

// Loaded while the main thread is still starting up and reading the file.
preloadPdfJs();
port.on('message', (req: ReaderRequest) => void answer(req).then(say, (e: unknown) => say(failure(e))));
