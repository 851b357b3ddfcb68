/**
 * Descriptions a text statement draws as images (FNB paints fee labels as 1-bit image masks), read by OCR: each
 * flagged row's region cut from its page rendered by PDFium at 300 dpi and read by Tesseract as one line. What is read
 * clearly goes in front of the text layer's part of the description and the row is no longer flagged; anything else
 * stays flagged, never guessed.
 */
import type { PDFiumDocument } from '@hyzyla/pdfium';
import type { Worker } from 'tesseract.js';
import type { Line } from '../layout/lines';
import { dataQuality } from '../reconcile';
import type { Statement, Transaction } from '../types';
import { regionPixels, resized, type Raster } from './image-pixels';
import { agreedReading, type ReadWord } from './image-reading';
import { imageRegions, type ImageRegion } from './image-regions';
import { greyPgm, OCR_DPI, openScan, statementOcrWorker } from './ocr-extractor';

/** Left for the rest of the conversion when reading stops at the deadline (ms). */
const RESERVE_MS = 1_000;
/** The second reading's size: small enough that Tesseract sees other pixels, large enough to read 7.5 pt type. */
const SECOND_SIZE = 0.7;

export interface ImageTextOptions {
  password?: string;
  deadline: number;
}

/** Resolves undefined instead of `work`'s value once the deadline's reserve is reached. */
async function inTime<T>(work: Promise<T>, deadline: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - RESERVE_MS - Date.now()));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function wordsOf(worker: Worker, img: Raster, dpi: number): Promise<ReadWord[]> {
  // Tesseract sizes its expectations of glyphs by the dpi it is told.
  await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
  const pgm = Buffer.from(greyPgm(img.width, img.height, img.data));
  const result = await worker.recognize(pgm, {}, { blocks: true, text: false });
  return (result.data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
}

/** The region read twice, at its size and smaller; the text only when both readings agree. */
async function readRegion(worker: Worker, img: Raster): Promise<string | null> {
  const first = await wordsOf(worker, img, OCR_DPI);
  if (first.length === 0) return null;
  return agreedReading(first, await wordsOf(worker, resized(img, SECOND_SIZE), OCR_DPI * SECOND_SIZE));
}

/** Reads every region, page by page (each page rendered once); stops at the deadline, leaving the rest unread. */
async function readRegions(
  doc: PDFiumDocument,
  worker: Promise<Worker>,
  regions: readonly ImageRegion[],
  deadline: number,
): Promise<Map<string, string>> {
  const read = new Map<string, string>();
  for (const page of new Set(regions.map((r) => r.page))) {
    if (Date.now() > deadline - RESERVE_MS) break;
    const p = doc.getPage(page - 1);
    const { originalHeight } = p.getOriginalSize();
    // The wrapper closes the page once rendered; its pixels are all that is needed.
    const image = await p.render({ scale: OCR_DPI / 72, colorSpace: 'Gray', render: 'bitmap' });
    const w = await inTime(worker, deadline);
    if (!w) break;
    for (const r of regions.filter((x) => x.page === page)) {
      const pixels = regionPixels(image, r, originalHeight, OCR_DPI);
      if (!pixels) continue;
      const text = await inTime(readRegion(w, pixels), deadline);
      if (text === undefined) return read;
      if (text) read.set(`${r.page}:${r.row}`, text);
    }
  }
  return read;
}

/** The rows read, no longer flagged: the text read first, then what the text layer held. */
function withReadings(s: Statement, read: Map<string, string>): Statement {
  const transactions = s.transactions.map((t): Transaction => {
    const text = t.descriptionAsImage ? read.get(`${t.page}:${t.row}`) : undefined;
    if (!text) return t;
    const { descriptionAsImage: _flag, ...rest } = t;
    return { ...rest, description: `${text} ${t.description}`.trim(), descriptionFromImage: true };
  });
  const q = s.dataQuality;
  const counts = dataQuality(transactions, q.balanceCheck, q.breaks, q.pendingLeftOut ?? 0);
  return { ...s, transactions, dataQuality: { ...q, ...counts } };
}

/** The statement as it was, its layout evidence saying why the images were not read. */
function unread(s: Statement, e: unknown): Statement {
  const evidence = s.dataQuality.layoutEvidence;
  if (!evidence) return s;
  const why = `descriptions drawn as images not read: ${e instanceof Error ? e.message : String(e)}`;
  return {
    ...s,
    dataQuality: { ...s.dataQuality, layoutEvidence: { ...evidence, events: [...evidence.events, why] } },
  };
}

/**
 * `s` with the descriptions its text layer left to images read where they can be. Only pages with such rows are
 * rendered, by one OCR worker for the whole statement. A document PDFium cannot open, or a worker that fails, leaves
 * the rows flagged as they were: reading the images never costs the conversion.
 */
export async function readImageDescriptions(
  bytes: Uint8Array,
  s: Statement,
  lines: readonly Line[],
  opts: ImageTextOptions,
): Promise<Statement> {
  const regions = imageRegions(s.transactions, lines);
  if (regions.length === 0 || Date.now() > opts.deadline - RESERVE_MS) return s;
  const worker = statementOcrWorker().then(async (w) => {
    // One line at a time: the cut holds the row's band only.
    await w.setParameters({ tessedit_pageseg_mode: '7' as never });
    return w;
  });
  // Awaited below or not at all (a document that does not open): its failure is handled either way.
  worker.catch(() => undefined);
  let doc: PDFiumDocument | undefined;
  try {
    doc = await openScan(bytes, { password: opts.password, maxPages: s.pages });
    const read = await readRegions(doc, worker, regions, opts.deadline);
    return read.size > 0 ? withReadings(s, read) : s;
  } catch (e) {
    return unread(s, e);
  } finally {
    doc?.destroy();
    await worker.then((w) => w.terminate()).catch(() => undefined);
  }
}
