/** Files, inputs and timings of spec section 9. */

export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const MIN_STATEMENT_YEAR = 1990;
export const MAX_STATEMENT_YEAR = 2030;
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
