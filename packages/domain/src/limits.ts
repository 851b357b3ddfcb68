/** Files, inputs and timings of spec section 9. */

export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
/** Cap on what all of a PDF's streams decode to (every filter stage counted): decompression bombs stop here. */
export const MAX_DECODED_PDF_BYTES = 256 * 1024 * 1024;
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
export const MIN_PASSWORD_LENGTH = 6;
export const RECENT_CONVERSIONS_LIMIT = 5;

export const PROCESSING_TIMEOUT_MS = 180_000;
export const STUCK_PURCHASE_RESET_MS = 30_000;
export const CREDIT_VERIFY_FIRST_CHECK_MS = 1_000;
export const CREDIT_VERIFY_INTERVAL_MS = 2_000;
export const CREDIT_VERIFY_TIMEOUT_MS = 300_000;
export const REGISTER_REDIRECT_MS = 2_000;
export const DOWNLOAD_ENTRY_CLEAR_MS = 5_000;
/** Progress shown for a processing conversion that reports none. */
export const DEFAULT_PROCESSING_PROGRESS = 60;
