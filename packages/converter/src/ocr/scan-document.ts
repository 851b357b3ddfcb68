/**
 * A scanned PDF opened in PDFium (WebAssembly) and its pages rendered grey for OCR, safely: every stream is measured
 * as PDFium will decode it before the file is handed over (the decode guard), the page count is checked before any
 * page is rendered, and a page is never rendered past MAX_SCAN_PAGE_PIXELS. What PDFium cannot be kept from (a page
 * that draws millions of shapes) is bounded by rendering on the reader thread (render-page.ts).
 */
import { ConversionError, MAX_SCAN_PAGE_PIXELS } from '@bankcsv/domain';
import { PDFiumLibrary, type PDFiumDocument } from '@hyzyla/pdfium';
import { assertDecodedSizeWithin } from '../extract/decode-guard';
import type { RenderedPage } from '../extract/reader-protocol';

/** 300 dpi grey: measured best for Tesseract on statement scans (400 was worse, 200 loses rows on office scans). */
export const OCR_DPI = 300;

let library: Promise<PDFiumLibrary> | undefined;
const pdfium = (): Promise<PDFiumLibrary> => {
  library ??= PDFiumLibrary.init();
  return library;
};

export interface ScanOpenOptions {
  password?: string;
  maxPages: number;
  /** Cap on what the streams decode to as PDFium decodes them; defaults to MAX_DECODED_PDF_BYTES. */
  maxDecodedBytes?: number;
}

function loadFailure(e: unknown, password: string | undefined): ConversionError {
  const message = e instanceof Error ? e.message : '';
  if (/password/i.test(message)) return new ConversionError(password ? 'PASSWORD_INCORRECT' : 'PASSWORD_REQUIRED');
  return new ConversionError('NOT_A_PDF', undefined, { cause: e });
}

/**
 * Opens a scanned PDF for rendering. Throws ConversionError: `DOCUMENT_TOO_LARGE` for streams that decode past the
 * cap, `TOO_MANY_PAGES` past `maxPages`, `NOT_A_PDF` or a password code when PDFium cannot open it.
 */
export async function openScan(bytes: Uint8Array, opts: ScanOpenOptions): Promise<PDFiumDocument> {
  await assertDecodedSizeWithin(bytes, {
    maxDecodedBytes: opts.maxDecodedBytes,
    password: opts.password,
    rendering: true,
  });
  let doc: PDFiumDocument;
  try {
    doc = await (await pdfium()).loadDocument(bytes, opts.password);
  } catch (e) {
    throw loadFailure(e, opts.password);
  }
  if (doc.getPageCount() > opts.maxPages) {
    doc.destroy();
    throw new ConversionError('TOO_MANY_PAGES');
  }
  return doc;
}

/**
 * Pixels per point for a page of `widthPt` × `heightPt`: OCR_DPI, less where that would pass MAX_SCAN_PAGE_PIXELS
 * (a photo placed on a page of its own pixel size, or a hostile page hundreds of inches wide).
 */
export function scanScale(widthPt: number, heightPt: number): number {
  const scale = OCR_DPI / 72;
  const pixels = widthPt * heightPt * scale * scale;
  return pixels > MAX_SCAN_PAGE_PIXELS ? scale * Math.sqrt(MAX_SCAN_PAGE_PIXELS / pixels) : scale;
}

/**
 * Page `page` (1-based) of an open scan rendered grey; a page of no area gives an image of no pixels. Run it on the
 * reader thread (render-page.ts): only there can a page that keeps PDFium busy for minutes be stopped.
 */
export async function renderPage(doc: PDFiumDocument, page: number): Promise<RenderedPage> {
  const p = doc.getPage(page - 1);
  const { originalWidth: widthPt, originalHeight: heightPt } = p.getOriginalSize();
  if (!(widthPt >= 1 && heightPt >= 1))
    return { widthPt, heightPt, width: 0, height: 0, dpi: OCR_DPI, pixels: new ArrayBuffer(0) };
  const scale = scanScale(widthPt, heightPt);
  let image: Awaited<ReturnType<typeof p.render>>;
  try {
    image = await p.render({ scale, colorSpace: 'Gray', render: 'bitmap' });
  } catch (e) {
    // PDFium out of its memory aborts: the page asked for more than any statement does.
    if (!(e instanceof Error && e.name === 'RuntimeError')) throw e;
    // An aborted module is of no further use: the next document gets a fresh one.
    library = undefined;
    throw new ConversionError('DOCUMENT_TOO_COMPLEX', undefined, { cause: e });
  }
  const { buffer, byteOffset, byteLength } = image.data;
  // The render is a copy out of PDFium's memory already: its buffer is handed on whole when it is only the image.
  const whole = byteOffset === 0 && byteLength === buffer.byteLength;
  const pixels = (whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer;
  return { widthPt, heightPt, width: image.width, height: image.height, dpi: scale * 72, pixels };
}
