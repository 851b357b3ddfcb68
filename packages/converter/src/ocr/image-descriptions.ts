/**
 * Descriptions a text statement draws as images (FNB paints fee labels as 1-bit image masks), read by OCR: each
 * flagged row's region cut from its page rendered by PDFium at 300 dpi and read by Tesseract as one line. What is read
 * clearly goes in front of the text layer's part of the description and the row is no longer flagged; anything else
 * stays flagged, never guessed.
 */
import type { Worker } from 'tesseract.js';
import type { Line } from '../layout/lines';
import { dataQuality } from '../reconcile';
import type { Statement, Transaction } from '../types';
import { regionPixels, resized, type Raster } from './image-pixels';
import { agreedReading, type ReadWord } from './image-reading';
import { imageRegions, type ImageRegion } from './image-regions';
import { greyPgm, statementOcrWorker } from './ocr-extractor';
import { renderScanPage } from './render-page';

/** Left for the rest of the conversion when reading stops at the deadline (ms). */
const RESERVE_MS = 1_000;
/** The second reading's size: small enough that Tesseract sees other pixels, large enough to read 7.5 pt type. */
const SECOND_SIZE = 0.7;

export interface ImageTextOptions {
  password?: string;
  maxDecodedBytes?: number;
  deadline: number;
}

/**
 * What `convertStatement` calls, when given one, to read descriptions drawn as images: `readImageDescriptions` from
 * the OCR entry (`@bankcsv/converter/ocr`), so a conversion that does not ask never loads PDFium or Tesseract.
 */
export type ImageTextReader = (
  bytes: Uint8Array,
  s: Statement,
  lines: readonly Line[],
  opts: ImageTextOptions,
) => Promise<Statement>;

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
async function readRegion(worker: Worker, img: Raster, dpi: number): Promise<string | null> {
  const first = await wordsOf(worker, img, dpi);
  if (first.length === 0) return null;
  return agreedReading(first, await wordsOf(worker, resized(img, SECOND_SIZE), dpi * SECOND_SIZE));
}

/**
 * Reads every region, page by page: each page rendered once, on the reader thread (bounded as a scan's pages are).
 * Stops at the deadline, leaving the rest unread.
 */
async function readRegions(
  bytes: Uint8Array,
  worker: Promise<Worker>,
  regions: readonly ImageRegion[],
  opts: ImageTextOptions & { maxPages: number },
): Promise<Map<string, string>> {
  const read = new Map<string, string>();
  const deadline = opts.deadline - RESERVE_MS;
  for (const page of new Set(regions.map((r) => r.page))) {
    if (Date.now() > deadline) break;
    const image = (await renderScanPage(bytes, page, { ...opts, deadline })).page;
    const w = await inTime(worker, opts.deadline);
    if (!w) break;
    if (!image) continue;
    const raster = { width: image.width, height: image.height, data: new Uint8Array(image.pixels) };
    for (const r of regions.filter((x) => x.page === page)) {
      const pixels = regionPixels(raster, r, image.heightPt, image.dpi);
      const text = pixels ? await inTime(readRegion(w, pixels, image.dpi), opts.deadline) : null;
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
 * rendered, and read by one OCR worker for the whole statement. A page that cannot be rendered safely, or a worker
 * that fails, leaves the rows flagged as they were: reading the images never costs the conversion.
 */
export const readImageDescriptions: ImageTextReader = async (bytes, s, lines, opts) => {
  const regions = imageRegions(s.transactions, lines);
  if (regions.length === 0 || Date.now() > opts.deadline - RESERVE_MS) return s;
  const worker = statementOcrWorker().then(async (w) => {
    // One line at a time: the cut holds the row's band only.
    await w.setParameters({ tessedit_pageseg_mode: '7' as never });
    return w;
  });
  // Awaited below or not at all (a page that does not render): its failure is handled either way.
  worker.catch(() => undefined);
  try {
    const read = await readRegions(bytes, worker, regions, { ...opts, maxPages: s.pages });
    return read.size > 0 ? withReadings(s, read) : s;
  } catch (e) {
    return unread(s, e);
  } finally {
    await worker.then((w) => w.terminate()).catch(() => undefined);
  }
};
