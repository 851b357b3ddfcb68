// How a statement is read (README "How it reads a statement" says the same, file by file):
//   extract   pdfjs text runs on a thread of its own (extract/thread-extractor.ts)
//   lines     runs -> lines and cells per page (layout/lines.ts); running headers and footers (layout/furniture.ts);
//             rows dated by the day alone, under their month's heading (layout/month-headings.ts)
//   layout    every profile scored, the best few and the generic one read, the best chain kept (choose-layout.ts)
//   sections  one part per account (sections.ts), each read as below (read-sections.ts -> build-statement.ts)
//   header/columns  the header's labels (layout/header.ts, layout/header-labels.ts), where each column prints
//             (layout/column-discovery.ts), each cell under its column (layout/classify-line.ts)
//   rows      postings, balance lines and wrapped lines (layout/table.ts, layout/table-reader.ts,
//             layout/row-placement.ts, layout/description-heads.ts)
// chain/signs  printed order, sign plans, orientation (printed-order.ts, sign-plans.ts, chain.ts, sign-orientation.ts)
//   accounting  every line of the table taken or named (accounting.ts)
//   statement transactions, years, the first row, reconciliation (build-statement.ts, statement-rows.ts, first-row.ts,
//             reconcile.ts)
//   scans     convertScan: pages read by OCR one at a time (ocr/scan-pages.ts) go through the same stages, then every
//             row is judged by the chain and the dates (ocr/judge-scan.ts)
//   images    given a reader, descriptions the text layer leaves to images read by OCR (ocr/image-descriptions.ts)
import { chooseLayout } from './choose-layout';
import { DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS } from './convert-defaults';
import { ConversionError, noTransactionsInPeriod } from '@bankcsv/domain';
import { threadExtractor } from './extract/thread-extractor';
import type { ExtractedDocument, PageSize, TextExtractor, TextRun } from './extract/types';
import { inAccountCurrency } from './layout/account-currency';
import { datedUnderMonthHeadings } from './layout/month-headings';
import { findFurniture } from './layout/furniture';
import { buildLines, type Line } from './layout/lines';
import { statementPagesOf } from './page-charge';
import { forgetReadings } from './parse/text-memo';
import { stampRuns } from './layout/stamps';
import type { ImageTextReader } from './ocr/image-descriptions';
import { judgeScan } from './ocr/judge-scan';
import { scanPagesExtractor, type ScanPage } from './ocr/scan-pages-extractor';
import type { Statement } from './types';

export { DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS };

export interface ConvertOptions {
  year?: number;
  /** When the PDF was uploaded: a year assumed for year-less dates puts no row after it (default now). */
  uploadedAt?: Date;
  password?: string;
  maxPages?: number;
  timeoutMs?: number;
  /**
   * Cap on what all streams decode to, whatever their filters (decompression bombs); defaults to MAX_DECODED_PDF_BYTES.
   */
  maxDecodedBytes?: number;
  extractor?: TextExtractor;
  /** How long one page may take to read (default PAGE_READ_LIMIT_MS): past it, the document is too complex. */
  pageLimitMs?: number;
  /**
   * Reads descriptions the text layer leaves to images (FNB fee labels) by OCR of their rows' regions: pass
   * `readImageDescriptions` from `@bankcsv/converter/ocr`. Rows not read clearly stay flagged. None by default: it
   * starts an OCR worker (about a second) and renders each page it needs.
   */
  readImageText?: ImageTextReader;
}

function isPdfHeader(bytes: Uint8Array): boolean {
  // The signature may follow a little junk, as PDF readers allow (first 1 KB).
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/** Runs `work` against a wall-clock budget so a hostile file cannot hang the caller. */
async function withDeadline<T>(timeoutMs: number, work: (deadline: number) => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConversionError('PROCESSING_TIMEOUT')), timeoutMs);
  });
  try {
    return await Promise.race([work(Date.now() + timeoutMs), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function toConversionError(e: unknown): ConversionError {
  if (e instanceof ConversionError) return e;
  return new ConversionError('NOT_A_PDF', undefined, { cause: e });
}

/**
 * What the PDF reader does with the file: a failure there (a damaged page pdfjs gives up on) is the file's. A failure
 * of the stages after it is the converter's own and goes on as it is, to be told as a failed conversion (and
 * refunded), never as a damaged file.
 */
async function reading<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    throw toConversionError(e);
  }
}

async function openChecked(bytes: Uint8Array, opts: ConvertOptions, deadline: number): Promise<ExtractedDocument> {
  if (!(bytes instanceof Uint8Array) || bytes.length < 8 || !isPdfHeader(bytes)) throw new ConversionError('NOT_A_PDF');
  const extractor = opts.extractor ?? threadExtractor;
  return extractor.open(bytes, {
    password: opts.password,
    maxPages: opts.maxPages ?? DEFAULT_MAX_PAGES,
    maxDecodedBytes: opts.maxDecodedBytes,
    deadline,
    pageLimitMs: opts.pageLimitMs,
  });
}

/**
 * Opens the PDF only far enough to count and measure pages, check the password and see how many
 * statement pages each printed page carries (a statement printed several pages to a sheet).
 */
export async function inspectPdf(
  bytes: Uint8Array,
  opts: { password?: string; maxPages?: number; timeoutMs?: number; maxDecodedBytes?: number } = {},
): Promise<{ pages: number; pageSizes: PageSize[]; statementPages: number[] }> {
  try {
    return await withDeadline(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, async (deadline) => {
      const doc = await openChecked(bytes, opts, deadline);
      try {
        return {
          pages: doc.pageCount,
          pageSizes: await doc.pageSizes(deadline),
          statementPages: await statementPagesOf(doc),
        };
      } finally {
        await doc.close().catch(() => undefined);
      }
    });
  } catch (e) {
    throw toConversionError(e);
  }
}

async function readAllLines(
  doc: ExtractedDocument,
  deadline: number,
): Promise<{ lines: Line[]; runs: number; firstPage: Line[] }> {
  let runs = 0;
  const pages: TextRun[][] = [];
  // Each page's lines are built as it arrives, while the reader thread reads the next ones.
  const built: Line[][] = [];
  for (let p = 1; p <= doc.pageCount; p++) {
    if (Date.now() > deadline) throw new ConversionError('PROCESSING_TIMEOUT');
    const pageRuns = await reading(doc.pageRuns(p));
    runs += pageRuns.length;
    pages.push(pageRuns);
    built.push(buildLines(pageRuns));
  }
  // A stamp drawn over the rows is not part of the rows whose lines it crosses: its pages are built again.
  const stamps = stampRuns(pages);
  const lines: Line[] = [];
  pages.forEach((pageRuns, i) => {
    const stamped = stamps.size > 0 && pageRuns.some((r) => stamps.has(r));
    for (const l of stamped ? buildLines(pageRuns.filter((r) => !stamps.has(r))) : (built[i] as Line[])) lines.push(l);
  });
  return { lines, runs, firstPage: built[0] ?? [] };
}

/**
 * A statement read in full that shows an opening and a closing balance, the same, and no posting (at most notices
 * of 0.00) is an empty period, said with its balance; anything else with no rows is what the text layer did not show.
 */
function noTransactions(s: Statement): ConversionError {
  const { openingBalance: opening, closingBalance: closing } = s;
  if (opening !== null && closing !== null && Math.round(opening * 100) === Math.round(closing * 100)) {
    return new ConversionError('NO_TRANSACTIONS_IN_PERIOD', noTransactionsInPeriod(opening));
  }
  return new ConversionError('NO_TRANSACTIONS');
}

/** PDF bytes → statement with signed, dated transactions and a balance check. Throws ConversionError only. */
export async function convertStatement(bytes: Uint8Array, opts: ConvertOptions = {}): Promise<Statement> {
  return convertWith(bytes, opts, undefined);
}

/**
 * A scanned PDF whose pages were read by OCR (`readScanPage`, one page per call): read as a text statement, then every
 * row judged by the balance chain. Throws `SCAN_UNCLEAR` when too few rows are proven.
 */
export async function convertScan(
  bytes: Uint8Array,
  pages: readonly ScanPage[],
  opts: Omit<ConvertOptions, 'extractor'> = {},
): Promise<Statement> {
  const unsure = pages.flatMap((p) => p.unsure ?? []);
  const lettered = pages.flatMap((p) => p.lettered ?? []);
  return convertWith(bytes, { ...opts, extractor: scanPagesExtractor(pages) }, { unsure, lettered });
}

/**
 * What OCR says of a scan beyond its words: the digits it was unsure of, the figures it read letters in. Absent for
 * a text statement.
 */
interface ScanReading {
  unsure: TextRun[];
  lettered: TextRun[];
}

async function convertWith(bytes: Uint8Array, opts: ConvertOptions, scan: ScanReading | undefined): Promise<Statement> {
  const scanned = scan !== undefined;
  return withDeadline(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, async (deadline) => {
    const doc = await reading(openChecked(bytes, opts, deadline));
    // Cell texts are parsed once per conversion, never carried over from the one before.
    forgetReadings();
    try {
      const { lines: raw, runs, firstPage } = await readAllLines(doc, deadline);
      // A scan on which OCR found no words at all is as unreadable as one it misread.
      if (runs === 0 || raw.length === 0) throw new ConversionError(scanned ? 'SCAN_UNCLEAR' : 'NO_TEXT_LAYER');
      const { lines, repeated } = findFurniture(datedUnderMonthHeadings(inAccountCurrency(raw)), doc.pageCount);
      const statement = chooseLayout(lines, doc.pageCount, {
        userYear: opts.year,
        uploadedAt: opts.uploadedAt,
        repeated,
        firstPage,
      });
      if (statement.transactions.length === 0)
        throw scanned ? new ConversionError('SCAN_UNCLEAR') : noTransactions(statement);
      if (scan) return judgeScan(statement, lines, await reading(doc.pageSizes(deadline)), scan);
      if (!opts.readImageText) return statement;
      // Closed first, so its reader thread is free to render the pages with images.
      await doc.close().catch(() => undefined);
      const { password, maxDecodedBytes } = opts;
      return await opts.readImageText(bytes, statement, lines, { password, maxDecodedBytes, deadline });
    } finally {
      await doc.close().catch(() => undefined);
    }
  });
}
