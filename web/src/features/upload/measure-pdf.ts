/// <reference types="vite/client" />
import { pageSizeOf, runsFromTextItems, statementPagesOf, type PdfTextItem } from '@bankcsv/converter/page-charge';
import { creditsForPageSizes } from '@bankcsv/domain';

/** What converting a file will take: its pages and the credits the server charges for them. */
export interface PdfCharge {
  pages: number;
  credits: number;
  /** No page has any text: an image-only scan, read by OCR (at the same price). */
  scanned?: true;
}

/** The little of a pdfjs document the charge needs (so tests can open PDFs with pdfjs's Node build). */
export interface PdfPages {
  numPages: number;
  getPage(n: number): Promise<{
    view: number[];
    rotate: number;
    getTextContent(opts: { disableNormalization: boolean }): Promise<{ items: readonly object[] }>;
  }>;
  destroy(): Promise<void>;
}

export type OpenPdf = (bytes: Uint8Array, password?: string) => Promise<PdfPages>;

type PdfJs = typeof import('pdfjs-dist');
let shared: Promise<{ lib: PdfJs; worker: InstanceType<PdfJs['PDFWorker']> }> | undefined;

/**
 * pdfjs is loaded only when a file is chosen: the dashboard does not pay for it up front. One worker reads every
 * file: a worker per document would start (and compile pdfjs) again for each of a batch's files.
 */
const openWithPdfJs: OpenPdf = async (bytes, password) => {
  shared ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, src]) => {
      lib.GlobalWorkerOptions.workerSrc ||= src.default;
      return { lib, worker: new lib.PDFWorker() };
    },
  );
  const { lib, worker } = await shared;
  return lib.getDocument({ data: bytes, password, worker, isEvalSupported: false, disableFontFace: true, verbosity: 0 })
    .promise;
};

/**
 * Whether any page has text, as the server decides a PDF is a scan (no text on any page). Read only once the first
 * pages had none: the pages of a scan hold an image each, so their text is quick to read.
 */
async function someText(
  pageCount: number,
  read: ReadonlySet<number>,
  runsOf: (n: number) => Promise<readonly unknown[]>,
): Promise<boolean> {
  for (let n = 1; n <= pageCount; n++) if (!read.has(n) && (await runsOf(n)).length > 0) return true;
  return false;
}

/**
 * The charge for a PDF, counted as the server counts it: page sizes by area in A4 pages, and the
 * statement pages each page carries (page numbers, text density), with the same code. Undefined when
 * the browser cannot read it (no or a wrong password, a damaged file): the server then says what it costs. A PDF with
 * no text on any page is marked `scanned`.
 */
export async function measurePdf(
  bytes: Uint8Array,
  open: OpenPdf = openWithPdfJs,
  password?: string,
): Promise<PdfCharge | undefined> {
  let doc: PdfPages | undefined;
  try {
    doc = await open(bytes, password || undefined);
    const pdf = doc;
    const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => pdf.getPage(i + 1)));
    const sizes = pages.map((page) => pageSizeOf(page.view, page.rotate));
    const runsOf = async (n: number) => {
      const page = pages[n - 1];
      if (!page) return [];
      const { items } = await page.getTextContent({ disableNormalization: true });
      return runsFromTextItems(items as PdfTextItem[], page.view, n);
    };
    const read = new Set<number>();
    let text = false;
    const statementPages = await statementPagesOf({
      pageCount: pdf.numPages,
      pageRuns: async (n) => {
        const runs = await runsOf(n);
        read.add(n);
        text ||= runs.length > 0;
        return runs;
      },
    });
    const charge = { pages: pdf.numPages, credits: creditsForPageSizes(sizes, statementPages) };
    return text || (await someText(pdf.numPages, read, runsOf)) ? charge : { ...charge, scanned: true };
  } catch {
    return undefined;
  } finally {
    await doc?.destroy().catch(() => undefined);
  }
}

/** @see measurePdf */
export async function measurePdfFile(file: File, password?: string, open?: OpenPdf): Promise<PdfCharge | undefined> {
  const bytes = new Uint8Array(await file.arrayBuffer().catch(() => new ArrayBuffer(0)));
  return bytes.length === 0 ? undefined : measurePdf(bytes, open, password);
}

/** A PDF read before a batch is sent: its charge, locked (no or a wrong password), or unreadable here. */
export type PdfReading = { kind: 'measured'; charge: PdfCharge } | { kind: 'locked' } | { kind: 'unreadable' };

/** pdfjs says a password is needed, or that the one given is wrong, with a PasswordException. */
const isPasswordError = (error: unknown) => error instanceof Error && error.name === 'PasswordException';

/** @see measurePdf, telling a PDF that needs a password (or another one) from one the browser cannot read. */
export async function readPdf(file: File, password?: string, open: OpenPdf = openWithPdfJs): Promise<PdfReading> {
  let locked = false;
  const noting: OpenPdf = async (bytes, pass) => {
    try {
      return await open(bytes, pass);
    } catch (error) {
      locked = isPasswordError(error);
      throw error;
    }
  };
  const charge = await measurePdfFile(file, password, noting);
  if (charge) return { kind: 'measured', charge };
  return locked ? { kind: 'locked' } : { kind: 'unreadable' };
}
