/** Files, inputs and timings of spec section 9. */

export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
/** Cap on what all of a PDF's streams decode to (every filter stage counted): decompression bombs stop here. */
export const MAX_DECODED_PDF_BYTES = 256 * 1024 * 1024;
/**
 * Pieces of text one page may draw (a dense statement page has a few thousand): past it the PDF is
 * refused as too complex, before form XObjects drawing each other can multiply it into millions.
 */
export const MAX_TEXT_ITEMS_PER_PAGE = 100_000;
/** Longest one page's text may take to read (an ordinary page takes milliseconds); past it, too complex. */
export const PAGE_READ_LIMIT_MS = 10_000;
/** Heap of the thread that reads a PDF; a document that needs more is refused as too complex. */
export const PDF_READER_HEAP_MB = 256;
/**
 * Pixels a scanned page is rendered to for OCR at most (A3 at 300 dpi is 17.4 million): a larger page is rendered at
 * a lower resolution instead of taking gigabytes.
 */
export const MAX_SCAN_PAGE_PIXELS = 18_000_000;
/**
 * Memory the process may grow by while one scanned page renders (an A4 page adds well under 100 MB; a page being
 * read beside it in the same process, as on the local stack, can add a few hundred); past it the render is stopped
 * and the PDF refused as too complex. The page reader's Lambda (1769 MB) peaks near 450 MB without it.
 */
export const SCAN_RENDER_MEMORY_MB = 1024;
export const MIN_STATEMENT_YEAR = 1990;
/**
 * The latest statement year accepted: next year (a statement may be dated ahead of the clock by days).
 * @example maxStatementYear(new Date('2026-11-23')) // 2027
 */
export function maxStatementYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/**
 * Whether `year` is a whole year the product accepts (1990 to next year).
 * @example isStatementYear(1989) // false
 */
export function isStatementYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= MIN_STATEMENT_YEAR && year <= maxStatementYear(now);
}
export const RECENT_CONVERSIONS_LIMIT = 5;

export const PROCESSING_TIMEOUT_MS = 180_000;
export const STUCK_PURCHASE_RESET_MS = 30_000;
export const CREDIT_VERIFY_FIRST_CHECK_MS = 1_000;
export const CREDIT_VERIFY_INTERVAL_MS = 2_000;
export const CREDIT_VERIFY_TIMEOUT_MS = 300_000;
export const REGISTER_REDIRECT_MS = 2_000;
export const DOWNLOAD_ENTRY_CLEAR_MS = 5_000;

// Server-side limits; docs/limits.md lists every one of them in one place.

/** Uploads and conversions one user may have in flight at once; one more is refused (409). */
export const MAX_CONVERSIONS_IN_FLIGHT = 3;

/**
 * Why a new upload is refused while the user already has `MAX_CONVERSIONS_IN_FLIGHT` in flight.
 * @example conversionsInFlightMessage(3) // 'You already have 3 statements converting. Wait for one to finish, then
 * upload the next.'
 */
export function conversionsInFlightMessage(limit: number = MAX_CONVERSIONS_IN_FLIGHT): string {
  return `You already have ${limit} statements converting. Wait for one to finish, then upload the next.`;
}

/** Lifetime of the presigned upload form (POST /uploads). */
export const UPLOAD_FORM_TTL_SECONDS = 300;
/**
 * An `uploading` row older than this is abandoned: its form expired long enough ago that no
 * transfer started under it can still be arriving. It is cancelled server side.
 */
export const UPLOAD_ABANDONED_AFTER_MS = (UPLOAD_FORM_TTL_SECONDS + 15 * 60) * 1000;

/**
 * Pages a scan (a PDF with no text layer) may have. Each page is read by OCR in an invocation of its own, a bounded
 * number at a time and each within its task's timeout, so even the slowest reading ends inside the workflow's limit
 * (the infra test adds it up). A longer scan is refused as `TOO_MANY_PAGES`, refunded.
 */
export const MAX_SCAN_PAGES = 100;

/** The conversion workflow's own time limit (the state machine's TimeoutSeconds). */
export const WORKFLOW_TIME_LIMIT_SECONDS = 30 * 60;
/**
 * A `processing` row older than this (the workflow limit plus a margin for the failure branch) is
 * stuck: the sweep ends it through the failure branch, and the dashboard lets its owner delete it.
 */
export const CONVERSION_STUCK_AFTER_MS = (WORKFLOW_TIME_LIMIT_SECONDS + 5 * 60) * 1000;
/** How often the stuck-conversion sweep runs (EventBridge Scheduler in AWS, a timer locally). */
export const SWEEP_INTERVAL_MINUTES = 10;
