/**
 * A scanned statement's text, as the layout engine takes any statement's: each page rendered to grey pixels by
 * PDFium (WebAssembly), read by Tesseract (WebAssembly, English data shipped in an npm package, never fetched), and
 * every word handed on as a positioned text run in PDF points. The rows are then read as for a text statement, and
 * the balance chain judges every figure (chain-repair.ts).
 */
import { PDFiumLibrary, type PDFiumDocument } from '@hyzyla/pdfium';
import eng from '@tesseract.js-data/eng';
import { createWorker, type Worker } from 'tesseract.js';
import type { ExtractedDocument, OpenOptions, PageSize, TextExtractor, TextRun } from '../extract/types';
import { wordsToRuns, type OcrLine } from './ocr-words';

/** 300 dpi grey: measured best for Tesseract on statement scans (400 was worse, 200 loses rows on office scans). */
export const OCR_DPI = 300;

let library: Promise<PDFiumLibrary> | undefined;
const pdfium = (): Promise<PDFiumLibrary> => {
  library ??= PDFiumLibrary.init();
  return library;
};

/** A Tesseract worker set up for statements: sparse text (psm 4) at the rendering's dpi. */
export async function statementOcrWorker(): Promise<Worker> {
  const worker = await createWorker('eng', 1, { langPath: eng.langPath, gzip: eng.gzip, cacheMethod: 'none' });
  // Without the dpi, page segmentation finds about half the rows of a dense page.
  await worker.setParameters({
    tessedit_pageseg_mode: '4' as never,
    user_defined_dpi: String(OCR_DPI),
    classify_enable_adaptive_matcher: '0',
  });
  return worker;
}

/** Grey pixels as a binary PGM, an image format Tesseract's image library reads without any encoder. */
export function greyPgm(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(head.length + pixels.length);
  out.set(head, 0);
  out.set(pixels, head.length);
  return out;
}

/** One page rendered and read: its words as text runs, in reading order. */
export async function ocrPage(doc: PDFiumDocument, worker: Worker, page: number): Promise<TextRun[]> {
  const p = doc.getPage(page - 1);
  const image = await p.render({ scale: OCR_DPI / 72, colorSpace: 'Gray', render: 'bitmap' });
  const result = await worker.recognize(
    Buffer.from(greyPgm(image.width, image.height, image.data)),
    {},
    {
      blocks: true,
      text: false,
    },
  );
  const lines: OcrLine[] = (result.data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((para) => para.lines));
  return wordsToRuns(lines, { page, dpi: OCR_DPI, pageHeightPx: image.height });
}

class OcrDocument implements ExtractedDocument {
  constructor(
    private readonly doc: PDFiumDocument,
    private readonly worker: Promise<Worker>,
  ) {}

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  async pageSizes(): Promise<PageSize[]> {
    return [...this.doc.pages()].map((p) => {
      const { originalWidth, originalHeight } = p.getOriginalSize();
      return { width: originalWidth, height: originalHeight };
    });
  }

  async pageRuns(page: number): Promise<TextRun[]> {
    return ocrPage(this.doc, await this.worker, page);
  }

  async close(): Promise<void> {
    this.doc.destroy();
    await (await this.worker).terminate();
  }
}

/** Opens a scanned PDF for rendering, refusing more pages than `maxPages`. */
export async function openScan(
  bytes: Uint8Array,
  opts: { password?: string; maxPages: number },
): Promise<PDFiumDocument> {
  const doc = await (await pdfium()).loadDocument(bytes, opts.password);
  if (doc.getPageCount() > opts.maxPages) {
    doc.destroy();
    throw new RangeError(`A scan of more than ${opts.maxPages} pages`);
  }
  return doc;
}

/** Reads a scan's pages by OCR in one process; the worker starts while the document opens. */
export const ocrExtractor: TextExtractor = {
  async open(bytes: Uint8Array, opts: OpenOptions): Promise<ExtractedDocument> {
    const worker = statementOcrWorker();
    try {
      return new OcrDocument(await openScan(bytes, opts), worker);
    } catch (e) {
      await (await worker).terminate();
      throw e;
    }
  },
};
