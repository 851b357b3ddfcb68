import { ConversionError, MAX_TEXT_ITEMS_PER_PAGE } from '@bankcsv/domain';
import { assertDecodedSizeWithin } from './decode-guard';
import { DirectPort } from './direct-port';
import { installCanvasStubs } from './dom-matrix-stub';
import { pageSizeOf, runsFromTextItems, type PdfTextItem } from '../page-charge';
import type { ExtractedDocument, OpenOptions, PageSize, TextExtractor, TextRun } from './types';

type PdfJsLib = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
/** pdfjs's two halves: the library, and the worker's side of its messages, run on this same thread. */
interface PdfJs {
  lib: PdfJsLib;
  workerSide: { initializeFromPort(port: DirectPort): void };
}
let pdfjsPromise: Promise<PdfJs> | undefined;

async function loadPdfJs(): Promise<PdfJs> {
  installCanvasStubs();
  // The only import-time warning is about the optional native canvas package; keep logs clean.
  const log = console.log;
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('@napi-rs/canvas')) return;
    log(...args);
  };
  try {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as Record<string, unknown>).pdfjsWorker = worker; // lets bundlers inline the worker
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    lib.GlobalWorkerOptions.workerSrc ||= 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    return { lib, workerSide: worker.WorkerMessageHandler as PdfJs['workerSide'] };
  } finally {
    console.log = log;
  }
}

const getPdfJs = (): Promise<PdfJs> => (pdfjsPromise ??= loadPdfJs());

/** Starts loading pdfjs before a document needs it; a failure shows when one does. */
export function preloadPdfJs(): void {
  getPdfJs().catch(() => undefined);
}

function mapOpenError(e: unknown, passwordGiven: boolean): ConversionError {
  const err = e as { name?: string; code?: number };
  if (err?.name === 'PasswordException') {
    return new ConversionError(err.code === 2 || passwordGiven ? 'PASSWORD_INCORRECT' : 'PASSWORD_REQUIRED');
  }
  return new ConversionError('NOT_A_PDF', undefined, { cause: e });
}

async function openWith({ lib, workerSide }: PdfJs, bytes: Uint8Array, password: string | undefined) {
  const port = new DirectPort();
  workerSide.initializeFromPort(port);
  // A worker of our own making is ours to end: pdfjs ends only the ones it makes.
  const worker = new lib.PDFWorker({ port: port as never, verbosity: 0 });
  // pdfjs detaches the buffer it is given and refuses Node Buffers: hand it a plain copy.
  const task = lib.getDocument({
    data: new Uint8Array(bytes),
    password,
    worker,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  const end = async () => {
    await task.destroy().catch(() => undefined);
    worker.destroy();
    port.terminate();
  };
  try {
    return { doc: await task.promise, end };
  } catch (e) {
    await end();
    throw e;
  }
}

async function openDocument(pdfjs: PdfJs, bytes: Uint8Array, password: string | undefined) {
  try {
    // Owner-password-only files open without a password (and may refuse one): try without first.
    return await openWith(pdfjs, bytes, undefined);
  } catch (e) {
    const isPassword = (e as { name?: string })?.name === 'PasswordException';
    if (!isPassword || password === undefined || password === '') throw mapOpenError(e, false);
  }
  try {
    return await openWith(pdfjs, bytes, password);
  } catch (e) {
    throw mapOpenError(e, true);
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof openWith>>['doc']['getPage']>>;
type TextItems = Awaited<ReturnType<PdfPage['getTextContent']>>['items'];

/**
 * The page's text items, read as pdfjs streams them so that a page drawing far more text than any
 * statement (form XObjects drawing each other, 10^6 times over) is stopped at the budget, not held.
 */
async function readTextItems(page: PdfPage, maxItems = MAX_TEXT_ITEMS_PER_PAGE): Promise<TextItems> {
  const reader = page.streamTextContent({ disableNormalization: true }).getReader();
  const items: TextItems = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return items;
    for (const item of (value as { items: TextItems }).items) items.push(item);
    if (items.length > maxItems) {
      await reader.cancel().catch(() => undefined);
      throw new ConversionError('DOCUMENT_TOO_COMPLEX');
    }
  }
}

export const pdfjsExtractor: TextExtractor = {
  async open(bytes: Uint8Array, opts: OpenOptions): Promise<ExtractedDocument> {
    await assertDecodedSizeWithin(bytes, { maxDecodedBytes: opts.maxDecodedBytes, password: opts.password });
    const { doc, end } = await openDocument(await getPdfJs(), bytes, opts.password);
    if (doc.numPages > opts.maxPages) {
      await end();
      throw new ConversionError('TOO_MANY_PAGES');
    }
    return {
      pageCount: doc.numPages,
      async pageSizes(deadline: number): Promise<PageSize[]> {
        const sizes: PageSize[] = [];
        for (let p = 1; p <= doc.numPages; p++) {
          if (Date.now() > deadline) throw new ConversionError('PROCESSING_TIMEOUT');
          const page = await doc.getPage(p);
          // `view` is the CropBox within the MediaBox: the page as shown, and the only text read from it.
          sizes.push(pageSizeOf(page.view, page.rotate));
        }
        return sizes;
      },
      async pageRuns(pageNo: number): Promise<TextRun[]> {
        const page = await doc.getPage(pageNo);
        const items = await readTextItems(page);
        const runs = runsFromTextItems(items as PdfTextItem[], page.view, pageNo);
        page.cleanup();
        return runs;
      },
      close: end,
    };
  },
};
