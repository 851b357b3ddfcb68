/**
 * A scanned statement's text, as the layout engine takes any statement's: each page rendered to grey pixels by
 * PDFium (WebAssembly, on the reader thread: render-page.ts), read by Tesseract (WebAssembly, English data shipped in
 * an npm package, never fetched), and every word handed on as a positioned text run in PDF points. The rows are then
 * read as for a text statement, and the balance chain judges every figure (chain-repair.ts).
 */
import type { PDFiumDocument } from '@hyzyla/pdfium';
import eng from '@tesseract.js-data/eng';
import { createWorker, type Worker } from 'tesseract.js';
import type { RenderedPage } from '../extract/reader-protocol';
import type { ExtractedDocument, OpenOptions, PageSize, TextExtractor, TextRun } from '../extract/types';
import { renderScanPage } from './render-page';
import { OCR_DPI, openScan, type ScanOpenOptions } from './scan-document';
import { pixelsForOcr } from './ocr-softening';
import { levelledForOcr } from './deskew';
import { columnPoints } from './column-points';
import { anyToReread, rereadFigures, type Reread } from './figure-rereads';
import { letterReads } from './letter-reads';
import { learnPageDigits, readFiguresByDigits, sureByDigits } from './page-digits';
import { wordsToRuns, type OcrLine } from './ocr-words';
import { DATE_LIKE, unsureDigits, unsureGlyphs } from './unsure-glyphs';
import { medianOf } from '../parse/sorted-numbers';
import { cropRaster, missedInk, shiftLine, type Raster } from './missed-ink';

export { OCR_DPI, openScan } from './scan-document';

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

async function readLines(worker: Worker, width: number, height: number, pixels: Uint8Array): Promise<OcrLine[]> {
  const result = await worker.recognize(Buffer.from(greyPgm(width, height, pixels)), {}, { blocks: true, text: false });
  return (result.data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((para) => para.lines));
}

const median = (xs: number[]): number => medianOf(xs) ?? 0;
/** A number read (a figure, a date, a reference): what a row loses when Tesseract passes over it. */
const isNumber = (text: string): boolean => (text.match(/\d/g)?.length ?? 0) * 2 >= (text.match(/\w/g)?.length ?? 1);

/** The numbers in the ink the page's reading left unread, each region read again on its own as one line. */
async function missedNumbers(worker: Worker, image: Raster, lines: readonly OcrLine[]): Promise<OcrLine[]> {
  const words = lines.flatMap((l) => l.words);
  const textHeight = median(words.filter((w) => w.text.trim().length >= 3).map((w) => w.bbox.y1 - w.bbox.y0));
  const regions = missedInk(
    image,
    words.map((w) => w.bbox),
    textHeight,
  );
  if (regions.length === 0) return [];
  const out: OcrLine[] = [];
  await worker.setParameters({ tessedit_pageseg_mode: '7' as never });
  try {
    for (const region of regions) {
      const crop = cropRaster(image, region, Math.round(0.3 * textHeight));
      for (const line of await readLines(worker, crop.width, crop.height, crop.pixels)) {
        const found = line.words.filter((w) => isNumber(w.text.trim()));
        if (found.length > 0) out.push(shiftLine({ ...line, words: found }, crop.x, crop.y));
      }
    }
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: '4' as never });
  }
  return out;
}

/**
 * Each date (or day) with a digit Tesseract was unsure of, read again on its own as one line: where that second
 * reading gives the same text, every digit sure, the word is taken as sure; otherwise its doubt stands. On generated
 * office scans this kept the doubt on both `16/07` read for `15/07` (the second reading said `15/07`, or was unsure
 * again) and lifted it from most of the days read right.
 */
export async function confirmUnsureDates(worker: Worker, image: Raster, lines: readonly OcrLine[]): Promise<OcrLine[]> {
  const doubted = lines.flatMap((l) => l.words).filter((w) => DATE_LIKE.test(w.text) && unsureDigits(w.symbols));
  if (doubted.length === 0) return [...lines];
  const sure = new Map<(typeof doubted)[number], NonNullable<(typeof doubted)[number]['symbols']>>();
  await worker.setParameters({ tessedit_pageseg_mode: '7' as never });
  try {
    for (const word of doubted) {
      const crop = cropRaster(image, word.bbox, Math.round(0.5 * (word.bbox.y1 - word.bbox.y0)));
      const again = (await readLines(worker, crop.width, crop.height, crop.pixels)).flatMap((l) => l.words);
      const [only] = again;
      if (again.length === 1 && only?.text === word.text && only.symbols && !unsureDigits(only.symbols)) {
        sure.set(
          word,
          only.symbols.map((s, k) => ({ ...(word.symbols?.[k] ?? s), confidence: s.confidence })),
        );
      }
    }
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: '4' as never });
  }
  return lines.map((l) => ({ ...l, words: l.words.map((w) => ({ ...w, symbols: sure.get(w) ?? w.symbols })) }));
}

/** Figures the page's reading could not read, read again one by one (figure-rereads.ts). */
async function rereadLines(worker: Worker, image: Raster, lines: OcrLine[]) {
  if (!anyToReread(lines)) return { lines, replaced: [] };
  await worker.setParameters({ tessedit_pageseg_mode: '7' as never });
  try {
    return await rereadFigures(image, lines, (w, h, px) => readLines(worker, w, h, px));
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: '4' as never });
  }
}

/**
 * A rendered page's lines as Tesseract reads them: the page, then any numbers it passed over, with the figures it
 * could not read read again; and the words read again, as first read.
 */
export async function ocrLines(image: RenderedPage, worker: Worker): Promise<{ lines: OcrLine[]; rereads: Reread[] }> {
  const level = levelledForOcr({ pixels: new Uint8Array(image.pixels), width: image.width, height: image.height });
  const raster = { ...level, pixels: pixelsForOcr(level.width, level.height, level.pixels) };
  const page = await readLines(worker, raster.width, raster.height, raster.pixels);
  const reread = await rereadLines(worker, raster, [...page, ...(await missedNumbers(worker, raster, page))]);
  // What even a second reading left unread or unsure, read by the page's own digits.
  const digits = learnPageDigits(raster, reread.lines);
  const { lines, replaced } = readFiguresByDigits(raster, reread.lines, digits);
  const sure = sureByDigits(raster, lines, digits);
  return { lines: await confirmUnsureDates(worker, raster, sure), rereads: [...reread.replaced, ...replaced] };
}

/**
 * One rendered page read: its words as text runs, in reading order, the digits OCR was unsure of, and the figures it
 * gave letters for digits in, as read.
 */
export async function ocrRendered(
  image: RenderedPage,
  worker: Worker,
  page: number,
): Promise<{ runs: TextRun[]; unsure: TextRun[]; lettered: TextRun[] }> {
  if (image.width === 0 || image.height === 0) return { runs: [], unsure: [], lettered: [] };
  const { lines, rereads } = await ocrLines(image, worker);
  const raster = { page, dpi: image.dpi, pageHeightPx: image.height };
  const { runs, read } = columnPoints(wordsToRuns(lines, raster));
  const lettered = [...letterReads(lines, rereads, raster), ...read];
  return { runs, unsure: unsureGlyphs(lines, raster), lettered };
}

class OcrDocument implements ExtractedDocument {
  constructor(
    private readonly bytes: Uint8Array,
    private readonly opts: ScanOpenOptions,
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
    const rendered = await renderScanPage(this.bytes, page, this.opts);
    if (!rendered.page) throw new RangeError(`No page ${page}`);
    return (await ocrRendered(rendered.page, await this.worker, page)).runs;
  }

  async close(): Promise<void> {
    this.doc.destroy();
    await (await this.worker).terminate();
  }
}

/** Reads a scan's pages by OCR in one process; the worker starts while the document opens. */
export const ocrExtractor: TextExtractor = {
  async open(bytes: Uint8Array, opts: OpenOptions): Promise<ExtractedDocument> {
    const worker = statementOcrWorker();
    try {
      const scanOpts = { password: opts.password, maxPages: opts.maxPages, maxDecodedBytes: opts.maxDecodedBytes };
      return new OcrDocument(bytes, scanOpts, await openScan(bytes, scanOpts), worker);
    } catch (e) {
      await (await worker).terminate();
      throw e;
    }
  },
};
